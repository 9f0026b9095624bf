#include "QbetsBaseline.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <mutex>
#include <tuple>

namespace qc {

QbetsBaseline::QbetsBaseline(double quantile, double confidence, int history)
    : m_history(history)
    , m_rank(boundRanks(quantile, confidence, history))
{
}

std::shared_ptr<const std::vector<int>> QbetsBaseline::boundRanks(double quantile, double confidence, int history)
{
    static std::mutex mutex;
    static std::map<std::tuple<double, double, int>, std::shared_ptr<const std::vector<int>>> tables;
    const std::lock_guard lock(mutex);
    auto& table = tables[{ quantile, confidence, history }];
    if (!table) {
        std::vector<int> k(size_t(std::max(0, history)) + 1, 0);
        for (int n = 1; n <= history; ++n)
            k[size_t(n)] = std::min(orderStatistic(n, quantile, confidence), n);
        table = std::make_shared<const std::vector<int>>(std::move(k));
    }
    return table;
}

int QbetsBaseline::orderStatistic(int n, double quantile, double confidence)
{
    // P(Bin(n,q) < k) = sum_{i<k} C(n,i) q^i (1-q)^(n-i); accumulate in log space, n is at most a few hundred.
    double cdf = 0;
    for (int k = 1; k <= n; ++k) {
        const int i = k - 1;
        const double logTerm = std::lgamma(n + 1.0) - std::lgamma(i + 1.0) - std::lgamma(n - i + 1.0)
            + i * std::log(quantile) + (n - i) * std::log1p(-quantile);
        cdf += std::exp(logTerm);
        if (cdf >= confidence)
            return k;
    }
    return n + 1;
}

void QbetsBaseline::jobStarted(const QString& queue, qint64 wait)
{
    auto& w = m_waits[queue];
    w.push_back(wait);
    while (int(w.size()) > m_history)
        w.pop_front();
}

double QbetsBaseline::bound(const QString& queue) const
{
    const auto it = m_waits.find(queue);
    if (it == m_waits.end() || it->second.empty())
        return std::numeric_limits<double>::infinity();
    std::vector<qint64> sorted(it->second.begin(), it->second.end());
    const int n = int(sorted.size());
    const int k = (*m_rank)[size_t(n)];
    std::nth_element(sorted.begin(), sorted.begin() + (k - 1), sorted.end());
    return double(sorted[size_t(k - 1)]);
}

} // namespace qc
