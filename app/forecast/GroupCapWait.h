#pragma once

#include "../model/ClusterSnapshot.h"

#include <QHash>

namespace qc {

// When a group's GPU cap has room for a pending job: an account's GrpTRES=gres/gpu (Slurm's AssocGrpGRES) or a
// QOS's (QOSGrpGRES), shared by every user's jobs in it. QueueDrain plans the partition's GPUs only, so a job the cap
// holds back got the queue's forecast: the demo's AssocGrpGRES jobs' P90s within the day came true 0.72 of the time
// (0.84 with this), and "ask for 16 GPUs" was offered to start in a minute with 15 GPUs left under the cap.
//
// The same replay as a licence's (UnitPoolReplay): the cap's free GPUs now (its maximum less what its running jobs
// hold, or less the scheduler's count when that is higher: jobs this view cannot see never free theirs) grow as
// those jobs end (end time, else start + time limit); each time GPUs come free, the pending jobs waiting on a group
// cap take them in priority order, each if its GPUs are free at that moment, for its time limit.
class GroupCapWait
{
public:
    // Seconds from the snapshot until every group cap on the job has room for it; 0 when none holds it back or the
    // snapshot cannot say (more than the cap ever frees).
    static qint64 of(const ClusterSnapshot& snapshot, const Job& job);
    // of() for every pending job in one replay per cap, keyed by job id; only the waits that are not 0.
    static QHash<QString, qint64> ofAll(const ClusterSnapshot& snapshot);
    // The group cap on the job with the least room, for saying so; null when none applies.
    static const Limit* capOn(const ClusterSnapshot& snapshot, const Job& job);

private:
    static QHash<QString, qint64> replay(const ClusterSnapshot& snapshot, const Job* extra);
};

} // namespace qc
