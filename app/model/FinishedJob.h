#pragma once

#include <QDateTime>
#include <QString>

namespace qc {

struct Job;

// A job in a terminal state, as the history keeps it for wait statistics.
struct FinishedJob
{
    QString id;
    QString partition;
    QString user;
    int gpus = 0;
    int cpus = 0;
    QDateTime submit;
    QDateTime start; // invalid: never started (cancelled or failed while pending)
    QDateTime end;
    QString state; // Slurm's word: COMPLETED, CANCELLED, TIMEOUT, ...
    qint64 timeLimitS = 0; // 0: unknown or unlimited

    // The job as the history keeps it: its first partition, the state in Slurm's word.
    static FinishedJob fromJob(const Job& job);

    bool started() const { return start.isValid(); }
    // Seconds from submit to start; -1 when the job never started.
    qint64 waitSeconds() const { return started() ? submit.secsTo(start) : -1; }

    bool operator==(const FinishedJob&) const = default;
};

} // namespace qc
