#pragma once

#include <QDateTime>
#include <QMap>
#include <QString>

namespace qc {

// One region's state at one moment, as the history database keeps it. Plain data so it crosses threads.
struct HistorySample
{
    QDateTime time;
    QString region;
    int gpusTotal = 0;
    int gpusBusy = 0;
    int gpusFree = 0;
    int runningJobs = 0;
    int pendingJobs = 0;
    int pendingGpus = 0;
    QMap<QString, int> gpusTotalByType; // key: GPU type, "" when the scheduler does not say
    QMap<QString, int> gpusBusyByType;
    QMap<QString, int> gpusFreeByType;
    QMap<QString, int> pendingJobsByCause; // key: causeName() (gpu_shortage, quota, ...)
    QMap<QString, int> pendingGpusByCause;

    double utilisation() const { return gpusTotal > 0 ? double(gpusBusy) / gpusTotal : 0.0; }
    double pressure() const { return gpusTotal > 0 ? double(pendingGpus) / gpusTotal : 0.0; }

    bool operator==(const HistorySample&) const = default;
};

} // namespace qc
