#pragma once

#include "Job.h"

#include <QDateTime>
#include <QMap>
#include <QString>

namespace qc {

// What the user asks a backend to run.
struct JobSpec
{
    QString name;
    QString script; // full batch script text; empty with `command` set: wrapped
    QString command; // a single command line (sbatch --wrap)
    QString partition;
    int gpus = 0;
    QString gpuType;
    int nodes = 0; // 0: let the scheduler decide
    int cpus = 1;
    qint64 memoryMb = 0;
    qint64 timeLimitS = 3600;
    QString qos; // also the demo platform's priority tier
    QString account;
    QDateTime beginTime; // invalid: as soon as possible
    QString workDir;
    QString dependency; // Slurm syntax: afterok:123
    QString licenses; // "nas_io:2"
    bool requeue = false;
    bool hold = false;
    int nice = 0;
    QString signal; // "USR1@300": checkpoint signal before the time limit
    QMap<QString, QString> environment;

    // A new request shaped like an existing job ("Duplicate and edit"): what it asked for, not what it ran.
    static JobSpec fromJob(const Job& job)
    {
        JobSpec spec;
        spec.name = job.name;
        spec.partition = job.partition;
        spec.gpus = job.gpus;
        spec.gpuType = job.gpuType;
        spec.cpus = job.cpus;
        spec.memoryMb = job.memoryMb;
        spec.timeLimitS = job.timeLimitS;
        spec.qos = job.qos;
        spec.account = job.account;
        spec.workDir = job.workDir;
        spec.licenses = job.licenses;
        return spec;
    }
};

} // namespace qc
