#pragma once

#include <QString>
#include <algorithm>
#include <limits>

namespace qc {

// Slurm licenses; QueueCast reads them as storage IO bandwidth units.
struct License
{
    QString name;
    int total = 0;
    int used = 0;
    // In 64 bits and clamped: both numbers come from the server, and a hostile one may send any pair.
    int free() const
    {
        return int(
            std::clamp<qint64>(qint64(total) - used, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
    }
    bool operator==(const License&) const = default;
};

} // namespace qc
