#pragma once

#include "../model/ClusterSnapshot.h"
#include "FreeProfile.h"

#include <QHash>
#include <functional>
#include <vector>

namespace qc {

// Units several jobs share, replayed forward from a snapshot: a licence (LicenseWait), a group's GPU cap
// (GroupCapWait). The free units grow as the running jobs holding them end; the pending jobs asking for units are
// placed in priority order at the earliest time their units stay free for their time limit. Only the ones waiting
// for this very pool take their units then: the others start when the queue lets them, which is the queue's part
// of the forecast. There is no reservation, so a smaller request behind them may still fit sooner.
class UnitPoolReplay
{
public:
    struct Ask
    {
        const Job* job;
        int units;
    };

    explicit UnitPoolReplay(qint64 freeNow)
        : m_free(freeNow)
    {
    }
    // A running job's units, free again at its end.
    void hold(const ClusterSnapshot& snapshot, const Job& job, int units, const QDateTime& now);
    void ask(const Job& job, int units) { m_asks.push_back({ &job, units }); }

    // Each asking job's wait (seconds from the snapshot) goes into `waits` where it is longer than what is there.
    void run(const ClusterSnapshot& snapshot, const std::function<bool(const Job&)>& takesFirst,
             QHash<QString, qint64>& waits);

private:
    FreeProfile m_free;
    std::vector<Ask> m_asks;
};

} // namespace qc
