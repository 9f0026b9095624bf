#include "UnitPoolReplay.h"

#include "../analysis/QueuePosition.h"
#include "QueueDrain.h"

#include <algorithm>

namespace qc {

void UnitPoolReplay::hold(const ClusterSnapshot& snapshot, const Job& job, int units, const QDateTime& now)
{
    m_free.add(QueueDrain::secondsUntilEnd(snapshot, job, now), FreeProfile::Forever, units);
}

void UnitPoolReplay::run(const ClusterSnapshot& snapshot, const std::function<bool(const Job&)>& takesFirst,
                         QHash<QString, qint64>& waits)
{
    constexpr size_t MaxAhead = 2000; // beyond this the answer is "days" either way
    std::stable_sort(m_asks.begin(), m_asks.end(),
                     [](const Ask& a, const Ask& b) { return QueuePosition::runsBefore(*a.job, *b.job); });
    size_t placed = 0;
    for (const Ask& ask : m_asks) {
        const qint64 limit = QueueDrain::limitOf(snapshot, *ask.job);
        const qint64 at = m_free.earliestFit(0, limit, ask.units);
        if (at > 0 && at < FreeProfile::Forever) {
            qint64& wait = waits[ask.job->id];
            wait = std::max(wait, at);
        }
        if (at < FreeProfile::Forever && placed < MaxAhead && takesFirst(*ask.job)) {
            m_free.add(at, at + limit, -ask.units);
            ++placed;
        }
    }
}

} // namespace qc
