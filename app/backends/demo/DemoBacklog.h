#pragma once

#include "../../model/Job.h"
#include "DemoConfig.h"

#include <QDateTime>
#include <QList>

namespace qc::demo {

// A standing backlog for demo://?jobs=N: N extra pending jobs of the platform's tenants, held by their owners or
// asked to begin a month from now, as the Slurm benchmark fills a real queue (bench/). The simulation underneath
// keeps running and changing as before; the backlog only makes the queue big enough to reproduce the 20,000 -
// 100,000 job figures without Slurm. Read-only: the simulator does not know these jobs.
class DemoBacklog
{
public:
    static constexpr int kMaxJobs = 1000000;
    // The same jobs for the same config, count and start: ids from kFirstId up.
    static QList<Job> build(const DemoConfig& config, int count, const QDateTime& start);
    static constexpr qint64 kFirstId = 50000000;
};

} // namespace qc::demo
