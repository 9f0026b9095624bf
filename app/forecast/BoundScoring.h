#pragma once

#include "ForecastMetrics.h"

#include <vector>

namespace qc {

// Scores bound series against waits: coverage, median bound, pinball loss, and the same after scaling every
// bound by the constant that makes coverage exactly the quantile.
class BoundScoring
{
public:
    struct Pair
    {
        double bound = 0;
        double wait = 0; // or the censored age: counted as not covered once it exceeds the bound
    };
    static ForecastMetrics score(const std::vector<Pair>& pairs, double quantile);
    // The smallest c > 0 with share(wait <= c * bound) >= quantile, by bisection on log c. Bounds of 0 with a
    // positive wait are never covered; when the quantile cannot be reached even at c = 1e9, returns 1e9.
    static double equalCoverageScale(const std::vector<Pair>& pairs, double quantile);
    static double pinball(double bound, double wait, double quantile);
    static double median(std::vector<double> values);
};

} // namespace qc
