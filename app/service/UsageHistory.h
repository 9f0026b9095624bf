#pragma once

#include "../backends/Backend.h"
#include "../model/FinishedJob.h"

#include <memory>
#include <qcoro/qcorotask.h>

namespace qc {

// The finished jobs the usage advisor reads, off the UI thread: the backend's own past where it has one (the demo
// platform), else the cluster's history database since `since`.
class UsageHistory
{
public:
    static QCoro::Task<QList<FinishedJob>> pastJobs(std::shared_ptr<Backend> backend, QString historyPath,
                                                    QDateTime since);
};

} // namespace qc
