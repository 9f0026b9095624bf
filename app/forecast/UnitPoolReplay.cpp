#include "UnitPoolReplay.h"

#include "../analysis/QueuePosition.h"
#include "QueueDrain.h"

#include <algorithm>
#include <limits>
#include <queue>

namespace qc {

void UnitPoolReplay::hold(const ClusterSnapshot& snapshot, const Job& job, int units, const QDateTime& now)
{
    m_releases.emplace_back(QueueDrain::secondsUntilEnd(snapshot, job, now), units);
}

void UnitPoolReplay::run(const ClusterSnapshot& snapshot, const std::function<bool(const Job&)>& takesFirst,
                         QHash<QString, qint64>& waits)
{
    constexpr size_t MaxAhead = 2000; // jobs that take units; beyond this the answer is "days" either way
    std::stable_sort(m_asks.begin(), m_asks.end(),
                     [](const Ask& a, const Ask& b) { return QueuePosition::runsBefore(*a.job, *b.job); });
    using Release = std::pair<qint64, qint64>; // (at, units)
    std::priority_queue<Release, std::vector<Release>, std::greater<>> releases(std::greater<>(), m_releases);
    std::vector<const Ask*> waiting; // in priority order
    waiting.reserve(m_asks.size());
    qint64 smallest = std::numeric_limits<qint64>::max(); // the smallest request still waiting
    for (const Ask& ask : m_asks) {
        waiting.push_back(&ask);
        smallest = std::min<qint64>(smallest, ask.units);
    }
    qint64 free = m_freeNow;
    qint64 t = 0;
    size_t taken = 0;
    while (!waiting.empty()) {
        if (free >= smallest) { // else nobody can start: skip the pass
            smallest = std::numeric_limits<qint64>::max();
            auto stillWaiting = waiting.begin();
            for (const Ask* ask : waiting) {
                if (ask->units > free) {
                    smallest = std::min<qint64>(smallest, ask->units);
                    *stillWaiting++ = ask;
                    continue;
                }
                if (t > 0) {
                    qint64& wait = waits[ask->job->id];
                    wait = std::max(wait, t);
                }
                if (taken < MaxAhead && takesFirst(*ask->job)) {
                    free -= ask->units;
                    releases.emplace(t + QueueDrain::limitOf(snapshot, *ask->job), ask->units); // at most FarS
                    ++taken;
                }
            }
            waiting.erase(stillWaiting, waiting.end());
        }
        if (releases.empty())
            break;
        t = releases.top().first;
        while (!releases.empty() && releases.top().first == t) {
            free += releases.top().second;
            releases.pop();
        }
    }
}

} // namespace qc
