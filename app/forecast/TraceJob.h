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
    std::optional<qint64> end; // with no start: left the queue unstarted then (cancelled), a censored wait
    int gpus = 0;
    int cpus = 0; // 0: not in the log
    qint64 reqWalltimeS = 0; // 0: not in the log
    QString state;

    // The size the forecaster buckets by: GPUs when the log has them, else CPUs.
    int size() const { return gpus > 0 ? gpus : cpus; }
    bool censored() const { return !start; }
    // The wait, or for a job that never started how long it was seen pending (until it left, else `traceEnd`).
    qint64 waitOrAge(qint64 traceEnd) const { return start ? *start - submit : end.value_or(traceEnd) - submit; }
};

} // namespace qc
