#pragma once

#include <cmath>
#include <cstdint>
#include <random>

namespace qc::demo {

// std:: distributions differ between standard libraries; these do not, so a seed means the same
// platform on every OS.
class DemoRandom
{
public:
    explicit DemoRandom(std::uint64_t seed)
        : m_engine(seed)
    {
    }

    // Uniform in (0, 1): never 0, so log() is safe.
    double uniform() { return (static_cast<double>(m_engine() >> 11) + 0.5) * (1.0 / 9007199254740992.0); }
    double uniform(double lo, double hi) { return lo + (hi - lo) * uniform(); }
    bool chance(double p) { return uniform() < p; }
    double exponential(double mean) { return -mean * std::log(uniform()); }
    double normal()
    {
        // Box-Muller; the second variate is dropped to keep the sequence simple to reason about.
        const double u1 = uniform();
        const double u2 = uniform();
        return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
    }
    double logNormal(double median, double sigma) { return median * std::exp(sigma * normal()); }
    // Index drawn with the given (unnormalised) weights.
    template<typename Container> int weighted(const Container& weights)
    {
        double total = 0;
        for (double w : weights)
            total += w;
        double r = uniform() * total;
        int i = 0;
        for (double w : weights) {
            if (r < w)
                return i;
            r -= w;
            ++i;
        }
        return i - 1;
    }

private:
    std::mt19937_64 m_engine;
};

} // namespace qc::demo
