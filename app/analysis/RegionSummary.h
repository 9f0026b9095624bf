#pragma once

#include "../model/ClusterSnapshot.h"

#include <QList>
#include <QMap>

namespace qc {

// One row of the region overview: capacity and demand of a partition/region at one moment.
struct RegionSummary
{
    QString name;
    QString state;
    int nodes = 0;
    int gpusTotal = 0;
    int gpusBusy = 0;
    int gpusFree = 0; // on nodes that can take work now
    int gpusUnavailable = 0; // on drained/down nodes
    int maxFreeOnOneNode = 0;
    int runningJobs = 0;
    int pendingJobs = 0;
    int pendingGpus = 0;
    QMap<QString, int> gpusTotalByType;
    QMap<QString, int> gpusFreeByType;

    double utilisation() const { return gpusTotal > 0 ? double(gpusBusy) / gpusTotal : 0.0; }
    double pressure() const { return gpusTotal > 0 ? double(pendingGpus) / gpusTotal : 0.0; }

    static QList<RegionSummary> fromSnapshot(const ClusterSnapshot& snapshot);
};

} // namespace qc
