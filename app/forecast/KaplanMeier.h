#pragma once

#include <QList>

namespace qc {

// Quantiles of a wait distribution from exact waits and "still waiting after x" (right-censored) ones.
// Counting pending jobs as short waits would bias every bound low exactly when the queue is growing.
class KaplanMeier
{
public:
    struct Observation
    {
        double value = 0;
        bool observed = true; // false: censored, the true value is at least `value`
    };

    // Smallest observed value v with S(v) <= (1 - q) * S(given), i.e. the q-quantile conditional on
    // the wait exceeding `given`. When censoring hides the tail, returns the largest value seen
    // (a lower bound) and sets *reachedTail false.
    static double quantile(QList<Observation> sample, double q, double given = 0, bool* reachedTail = nullptr);

    // The order quantileOfSorted() reads: by value, events before censorings at equal values (a job censored at x was
    // still at risk at x).
    static void sort(QList<Observation>& sample);
    // `sorted` (in sort()'s order) less one observation equal to `o`, still in order; unchanged without one. The
    // same as sorting the sample without it: equal observations are equal in every field.
    static QList<Observation> withoutOne(QList<Observation> sorted, const Observation& o);
    static bool before(const Observation& a, const Observation& b)
    {
        return a.value != b.value ? a.value < b.value : a.observed > b.observed;
    }
    // quantile() of a sample already in sort()'s order: several quantiles of one sample sort it once (a forecast
    // reads two; a whole queue's forecasts spent a third of their time sorting).
    static double quantileOfSorted(const QList<Observation>& sorted, double q, double given = 0,
                                   bool* reachedTail = nullptr);
};

} // namespace qc
