#pragma once

#include <QtGlobal>
#include <limits>
#include <map>
#include <vector>

namespace qc {

// Free units of a resource (a partition's GPUs) as a step function of time (seconds from the snapshot): the value at t
// is the last step at or before t. QueueDrain places jobs on it, each for its whole time limit.
class FreeProfile
{
public:
    explicit FreeProfile(qint64 freeNow) { m_steps[0] = freeNow; }

    void add(qint64 from, qint64 to, qint64 delta)
    {
        split(from);
        if (to < Forever)
            split(to);
        for (auto it = m_steps.lower_bound(from); it != m_steps.end() && it->first < to; ++it)
            it->second += delta;
    }

    // Earliest t >= from where at least `need` GPUs stay free over [t, t + duration).
    // includeFrom false: only the later steps (a release) count, not `from` itself.
    qint64 earliestFit(qint64 from, qint64 duration, qint64 need, bool includeFrom = true) const
    {
        std::vector<qint64> candidates;
        if (includeFrom)
            candidates.push_back(from);
        for (auto it = m_steps.upper_bound(from); it != m_steps.end(); ++it)
            candidates.push_back(it->first);
        for (qint64 t : candidates) {
            if (fits(t, t + duration, need))
                return t;
        }
        return Forever;
    }

    // A job ahead takes its GPUs at its earliest fit from `from` for `duration`; false when it never fits.
    bool place(qint64 from, qint64 duration, qint64 gpus)
    {
        const qint64 start = earliestFit(from, duration, gpus);
        if (start >= Forever)
            return false;
        add(start, start + duration, -gpus);
        return true;
    }

    static constexpr qint64 Forever = std::numeric_limits<qint64>::max() / 4;

private:
    void split(qint64 t)
    {
        auto it = m_steps.upper_bound(t);
        --it; // the first step is at 0 and every t >= 0
        if (it->first != t)
            m_steps.emplace(t, it->second);
    }

    bool fits(qint64 from, qint64 to, qint64 need) const
    {
        auto it = m_steps.upper_bound(from);
        --it;
        for (; it != m_steps.end() && it->first < to; ++it) {
            if (it->second < need)
                return false;
        }
        return true;
    }

    // 64-bit: the units come from the server, and a hostile one may send counts whose sum overflows an int.
    std::map<qint64, qint64> m_steps;
};

} // namespace qc
