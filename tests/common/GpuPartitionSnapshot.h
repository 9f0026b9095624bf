#pragma once

#include "model/ClusterSnapshot.h"

namespace qc::test {

// The snapshot the forecast's replay tests start from (licences, group caps, dependencies): taken at `takenAt`, one
// partition "gpu" with a 2-day time limit and no nodes; each test adds the jobs and the pool it is about.
inline ClusterSnapshot gpuPartitionSnapshot(const QDateTime& takenAt)
{
    ClusterSnapshot s;
    s.takenAt = takenAt;
    Partition p;
    p.name = QStringLiteral("gpu");
    p.maxTimeS = 2 * 86400;
    s.partitions.append(p);
    return s;
}

} // namespace qc::test
