#pragma once

#include <QString>
#include <deque>
#include <map>
#include <memory>
#include <vector>

namespace qc {

// The QBETS-style reference bound (Nurmi, Brevik, Wolski): an upper confidence bound on a wait quantile from
// the last `history` started jobs of the same queue. Sorting those n waits, the bound is the k-th smallest
// with k the least index such that P(Binomial(n, quantile) < k) >= confidence. Choices where the method
// gives no answer: no start seen yet in the queue -> infinity; too few observations for any k <= n (n < 29
// at 0.9/95%) -> the largest wait seen, which is what a practitioner would quote.
class QbetsBaseline
{
public:
    explicit QbetsBaseline(double quantile = 0.9, double confidence = 0.95, int history = 500);

    void jobStarted(const QString& queue, qint64 wait);
    double bound(const QString& queue) const; // seconds; +inf when nothing is known

    // 1-based order statistic index for n observations, or n + 1 when none qualifies.
    static int orderStatistic(int n, double quantile, double confidence);
    // The bound's 1-based rank among n sorted waits, for n = 0 .. history (0 for none): orderStatistic(n, ...), or n
    // (the largest wait) when none qualifies. One table per setting, shared by every baseline and forecaster that
    // asks for it (about 20 ms to compute for 500).
    static std::shared_ptr<const std::vector<int>> boundRanks(double quantile, double confidence, int history);

private:
    int m_history;
    std::shared_ptr<const std::vector<int>> m_rank; // (*m_rank)[n]: boundRanks
    std::map<QString, std::deque<qint64>> m_waits;
};

} // namespace qc
