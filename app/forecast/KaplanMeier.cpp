#include "KaplanMeier.h"

#include <algorithm>

namespace qc {

double KaplanMeier::quantile(QList<Observation> sample, double q, double given, bool* reachedTail)
{
    sort(sample);
    return quantileOfSorted(sample, q, given, reachedTail);
}

void KaplanMeier::sort(QList<Observation>& sample)
{
    // A lambda, not `before` itself: through a function pointer g++ called the comparison (a tenth of a big forecast).
    std::sort(sample.begin(), sample.end(), [](const Observation& a, const Observation& b) { return before(a, b); });
}

QList<KaplanMeier::Observation> KaplanMeier::withoutOne(QList<Observation> sorted, const Observation& o)
{
    const auto at = std::lower_bound(sorted.cbegin(), sorted.cend(), o,
                                     [](const Observation& a, const Observation& b) { return before(a, b); });
    if (at != sorted.cend() && at->value == o.value && at->observed == o.observed)
        sorted.erase(at);
    return sorted;
}

double KaplanMeier::quantileOfSorted(const QList<Observation>& sorted, double q, double given, bool* reachedTail)
{
    if (reachedTail)
        *reachedTail = false;
    if (sorted.isEmpty())
        return given;
    const qsizetype n = sorted.size();
    double survival = 1.0;
    double survivalAtGiven = 1.0;
    double target = -1; // set once S(given) is known
    for (qsizetype i = 0; i < n; ++i) {
        const Observation& o = sorted[i];
        if (target < 0 && o.value > given) {
            survivalAtGiven = survival;
            target = (1.0 - q) * survivalAtGiven;
        }
        if (o.observed)
            survival *= 1.0 - 1.0 / double(n - i);
        if (target >= 0 && o.observed && survival <= target + 1e-12) {
            if (reachedTail)
                *reachedTail = true;
            return o.value;
        }
    }
    return std::max(given, sorted.last().value);
}

} // namespace qc
