#pragma once

#include "JobState.h"
#include "StartupStep.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace qc {

// One job as any backend reports it. Times are invalid QDateTime when unknown.
struct Job
{
    QString id; // string: Slurm array tasks look like "123_4"
    QString name;
    QString user;
    QString account;
    QString partition; // Slurm partition, or the demo platform's region
    JobState state = JobState::Unknown;
    int gpus = 0; // total GPUs over all nodes
    QString gpuType; // empty: any type
    int nodes = 1;
    int cpus = 1;
    qint64 memoryMb = 0;
    qint64 timeLimitS = 0; // 0: unlimited / unknown
    double priority = 0; // scheduler's priority value; higher runs first
    int nice = 0;
    QString qos;
    QString licenses; // "nas_io:2,scratch:1" as Slurm writes it
    QString dependency;
    QDateTime submitTime;
    QDateTime eligibleTime;
    QDateTime startTime; // actual start, or the scheduler's estimate while pending (see estimatedStart)
    QDateTime endTime;
    QDateTime beginTime; // user-requested earliest start
    QDateTime estimatedStart; // scheduler's own estimate for pending jobs (backfill), invalid when none
    QString reason; // raw scheduler reason code ("Resources", "QOSMaxGRESPerUser", ...)
    QString reasonDescription; // longer text when the scheduler gives one
    QString nodeList;
    QString scheduledNodes; // pending: the nodes the backfill scheduler has planned it on ("n[1-4]"), else empty
    QString workDir;
    bool requeue = false;
    // The start-up steps since the allocation where the backend knows them (the demo platform), oldest first.
    QList<StartupStep> startupSteps;

    bool isPending() const { return state == JobState::Pending; }
    bool isRunningLike() const
    {
        return state == JobState::Running || state == JobState::Configuring || state == JobState::Completing;
    }
    // GPU-hours this job holds or asks for, measured by its time limit.
    double gpuHoursByLimit() const { return gpus * (timeLimitS / 3600.0); }

    bool operator==(const Job&) const = default;
};

} // namespace qc
