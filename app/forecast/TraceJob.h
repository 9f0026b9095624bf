#pragma once

#include <QString>
#include <optional>

namespace qc {

// One past job from a queue log: what the forecaster learns from. Times are Unix seconds.
struct TraceJob
{
    QString id;
    QString queue; // partition, virtual cluster or PBS queue
    QString user;
    qint64 submit = 0;
    std::optional<qint64> start; // empty: never started
    std::optional<qint64> end;
    int gpus = 0;
    int cpus = 0; // 0: not in the log
    qint64 reqWalltimeS = 0; // 0: not in the log
    QString state;

    // The size the forecaster buckets by: GPUs when the log has them, else CPUs.
    int size() const { return gpus > 0 ? gpus : cpus; }
};

} // namespace qc
