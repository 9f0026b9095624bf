#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace qc {

struct GpuCount
{
    QString type; // "a100"; empty when the scheduler does not say
    int total = 0;
    int used = 0;
    bool operator==(const GpuCount&) const = default;
};

struct Node
{
    QString name;
    QStringList partitions;
    QString state; // Slurm's words: IDLE, MIXED, ALLOCATED, DRAINED, DOWN, ... (flags after '+')
    QList<GpuCount> gpus;
    int cpus = 0;
    int cpusUsed = 0;
    qint64 memoryMb = 0;
    qint64 memoryUsedMb = 0;

    int gpusTotal() const;
    int gpusUsed() const;
    int gpusFree() const { return available() ? gpusTotal() - gpusUsed() : 0; }
    int gpusFree(const QString& type) const;
    // A node can take new work only when it is up and not drained/reserved for maintenance.
    bool available() const;

    bool operator==(const Node&) const = default;
};

} // namespace qc
