#pragma once

#include <cmath>

namespace qc {

// Axis ranges a reader can count on: a top and a step of 1, 2 or 5 times a power of ten (0, 25, 50, 75, 100; not
// 25, 51, 77, 103), with at most `maxTicks` intervals.
struct NiceScale
{
    double top = 1;
    double step = 1;
    int intervals() const { return int(std::lround(top / step)); }

    static NiceScale upTo(double maximum, int maxTicks = 6, bool integers = true)
    {
        NiceScale s;
        const double m = std::max(maximum, integers ? 1.0 : 1e-9);
        const double raw = m / maxTicks;
        const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
        for (double f : { 1.0, 2.0, 5.0, 10.0 }) {
            s.step = integers ? std::max(1.0, f * magnitude) : f * magnitude;
            if (s.step * maxTicks >= m)
                break;
        }
        s.top = std::ceil(m / s.step) * s.step;
        return s;
    }
};

} // namespace qc
