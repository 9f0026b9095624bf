#pragma once

#include "../backends/Backend.h"
#include "../model/Job.h"
#include "../model/JobSpec.h"

#include <QCoreApplication>
#include <memory>
#include <qcoro/qcorotask.h>

namespace qc {

// Replaces a waiting job by `parts` jobs of `part` each, as safely as one resubmission: every part is submitted
// first (one refused: the parts already sent are withdrawn and the original keeps waiting), then the original is
// cancelled only while it still waits (it started meanwhile: the parts are withdrawn). Never two sets queued.
class SplitResubmit
{
    Q_DECLARE_TR_FUNCTIONS(SplitResubmit)

public:
    struct Outcome
    {
        bool ok = false;
        QString message;
        QStringList partIds; // the jobs that replaced the original (empty unless ok)
        QList<JobSpec> partSpecs; // what each was sent with
    };

    // The request of part `index` (0-based) of `parts`: `part` with its name marked ("name-part2of4").
    static JobSpec partSpec(const JobSpec& part, int index, int parts);
    static QCoro::Task<Outcome> run(std::shared_ptr<Backend> backend, Job job, JobSpec part, int parts);

private:
    static QCoro::Task<QString> withdraw(std::shared_ptr<Backend> backend, QStringList ids);
};

} // namespace qc
