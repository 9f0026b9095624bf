#pragma once

#include <QString>

namespace qc {

// Slurm's own state names, so one vocabulary serves every backend and the CLI's JSON.
enum class JobState {
    Pending,
    Configuring, // allocated, still starting: image pull, data staging, prolog
    Running,
    Suspended,
    Completing,
    Completed,
    Cancelled,
    Failed,
    Timeout,
    NodeFail,
    Preempted,
    OutOfMemory,
    Unknown,
};

QString jobStateName(JobState state);
JobState jobStateFromName(const QString& name);
bool isActive(JobState state); // pending, configuring, running, suspended, completing
bool isFinished(JobState state); // terminal states

} // namespace qc
