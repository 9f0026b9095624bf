#pragma once

#include "../model/ClusterSnapshot.h"

#include <QHash>
#include <functional>
#include <utility>
#include <vector>

namespace qc {

// Units several jobs share, replayed forward from a snapshot: a licence (LicenseWait), a group's GPU cap
// (GroupCapWait). The free units grow as the running jobs holding them end (end time, else start + time limit).
// The scheduler reserves nothing for a job such a pool holds back (Slurm plans no licences unless bf_licenses is
// set, and no association or QOS group limits), so the replay does what its scheduling pass does: each time units
// come free, the waiting jobs in priority order, each starting if its units are free at that moment and holding
// them for its time limit. A job behind may take units a job ahead could not use yet, and its own time limit does
// not change when it starts. (Placing each job for its whole limit at the first gap, as this did before, made a
// job wait for a gap after the jobs ahead: "shorten the time limit" was advised as starting hours earlier under an
// account's cap, and did not.) Only the jobs waiting for this very pool take their units: the others start when
// the queue lets them, which is the queue's part of the forecast.
class UnitPoolReplay
{
public:
    struct Ask
    {
        const Job* job;
        int units;
    };

    explicit UnitPoolReplay(qint64 freeNow)
        : m_freeNow(freeNow)
    {
    }
    // A running job's units, free again at its end.
    void hold(const ClusterSnapshot& snapshot, const Job& job, int units, const QDateTime& now);
    void ask(const Job& job, int units) { m_asks.push_back({ &job, units }); }

    // Each asking job's wait (seconds from the snapshot) goes into `waits` where it is longer than what is there.
    // A job whose units never come free gets none: the snapshot cannot say.
    void run(const ClusterSnapshot& snapshot, const std::function<bool(const Job&)>& takesFirst,
             QHash<QString, qint64>& waits);

private:
    // 64-bit: the units come from the server, and a hostile one may send counts whose sum overflows an int.
    qint64 m_freeNow;
    std::vector<std::pair<qint64, qint64>> m_releases; // (seconds from the snapshot, units) as the holders end
    std::vector<Ask> m_asks;
};

} // namespace qc
