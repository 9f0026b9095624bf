#pragma once

#include "../model/ClusterSnapshot.h"

#include <QHash>

namespace qc {

// When the licences a pending job asks for (Slurm licenses; QueueCast reads them as storage IO) have room for it.
// QueueDrain plans GPUs only: a job held back by a saturated licence got a forecast of the GPUs' queue, hours early
// on the demo (jobs 8-14 h in the queue with a P90 of about an hour started 1-4 h later).
//
// The licence's free units now (total - used) grow as the running jobs holding it end (end time, else start + time
// limit). Each time units come free, the pending jobs that wait for the licence take them in priority order, each
// if its units are free at that moment, for its time limit (UnitPoolReplay). The scheduler reserves no licence
// units (unless SchedulerParameters has bf_licenses), so a smaller request behind may start first. Pending jobs
// waiting for something else take none: when they will start is the queue's part of the forecast.
class LicenseWait
{
public:
    // Seconds from the snapshot until every licence the job asks for has room for it for its time limit; 0 when
    // none holds it back, it asks none, or the snapshot cannot say (a licence it does not list, more units than
    // ever come free).
    static qint64 of(const ClusterSnapshot& snapshot, const Job& job);
    // of() for every pending job of the snapshot in one replay per licence, keyed by job id; only the waits that are
    // not 0.
    static QHash<QString, qint64> ofAll(const ClusterSnapshot& snapshot);

private:
    static QHash<QString, qint64> replay(const ClusterSnapshot& snapshot, const Job* extra);
};

} // namespace qc
