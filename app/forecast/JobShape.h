#pragma once

#include <QString>

namespace qc {

// What the forecaster conditions on: where a job goes and how big it is.
struct JobShape
{
    QString queue; // partition / region / PBS queue
    int size = 1; // GPUs, or CPUs for CPU-only logs
    qint64 timeLimitS = 0; // 0: unknown
    double priority = 0; // unused by the current model; kept for live snapshots
    QString user; // empty: unknown
    QString gpuType; // empty: any type
    QString qos; // priority tier; empty: unknown
};

} // namespace qc
