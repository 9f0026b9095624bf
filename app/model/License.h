#pragma once

#include <QString>

namespace qc {

// Slurm licenses; QueueCast reads them as storage IO bandwidth units.
struct License
{
    QString name;
    int total = 0;
    int used = 0;
    int free() const { return total - used; }
    bool operator==(const License&) const = default;
};

} // namespace qc
