#include "BoundScoring.h"

#include <algorithm>
#include <cmath>

namespace qc {

double BoundScoring::pinball(double bound, double wait, double quantile)
{
    return wait >= bound ? quantile * (wait - bound) : (1 - quantile) * (bound - wait);
}

double BoundScoring::median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

double BoundScoring::equalCoverageScale(const std::vector<Pair>& pairs, double quantile)
{
    if (pairs.empty())
        return 1;
    const double need = quantile * double(pairs.size()) - 1e-9;
    auto covered = [&](double c) {
        int n = 0;
        for (const Pair& p : pairs)
            n += p.wait <= c * p.bound;
        return double(n) >= need;
    };
    double lo = std::log(1e-9);
    double hi = std::log(1e9);
    if (!covered(std::exp(hi)))
        return std::exp(hi);
    if (covered(std::exp(lo)))
        return std::exp(lo);
    for (int i = 0; i < 200 && hi - lo > 1e-12; ++i) {
        const double mid = (lo + hi) / 2;
        (covered(std::exp(mid)) ? hi : lo) = mid;
    }
    return std::exp(hi);
}

ForecastMetrics BoundScoring::score(const std::vector<Pair>& pairs, double quantile)
{
    ForecastMetrics m;
    m.testJobs = int(pairs.size());
    if (pairs.empty())
        return m;
    int covered = 0;
    int finite = 0;
    double loss = 0;
    std::vector<double> bounds;
    bounds.reserve(pairs.size());
    for (const Pair& p : pairs) {
        bounds.push_back(p.bound);
        covered += p.wait <= p.bound;
        if (std::isfinite(p.bound)) {
            ++finite;
            loss += pinball(p.bound, p.wait, quantile);
            m.maxBoundS = std::max(m.maxBoundS, p.bound);
        }
    }
    m.coverage = double(covered) / double(pairs.size());
    m.medianBoundS = median(bounds);
    m.pinballLoss = finite ? loss / finite : 0;
    m.infiniteBounds = m.testJobs - finite;

    const double c = equalCoverageScale(pairs, quantile);
    ForecastMetrics::EqualCoverage& e = m.atEqualCoverage;
    e.scale = c;
    int eqCovered = 0;
    double eqLoss = 0;
    std::vector<double> scaled;
    scaled.reserve(pairs.size());
    for (const Pair& p : pairs) {
        const double b = p.bound * c;
        scaled.push_back(b);
        eqCovered += p.wait <= b;
        if (std::isfinite(b))
            eqLoss += pinball(b, p.wait, quantile);
    }
    e.coverage = double(eqCovered) / double(pairs.size());
    e.reached = double(eqCovered) >= quantile * double(pairs.size()) - 1e-9;
    e.medianBoundS = median(scaled);
    e.pinballLoss = finite ? eqLoss / finite : 0;
    return m;
}

} // namespace qc
