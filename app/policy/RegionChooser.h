#pragma once

#include "../analysis/ClusterView.h"

#include <QCoreApplication>
#include <QDateTime>

namespace qc {

// Where a waiting job would start first: for every region (partition) that can run it, the start forecast from
// the cluster's history and live queue, for the job as it waits now in its own region and as a fresh
// submission elsewhere. Reads the history database: call it off the UI thread.
class RegionChooser
{
    Q_DECLARE_TR_FUNCTIONS(RegionChooser)

public:
    struct Choice
    {
        QString partition; // empty: no region could be forecast
        QDateTime expectedStart;
        QString currentPartition;
        QDateTime currentExpectedStart; // invalid when the current region has no forecast
        QString explanation; // for the log
    };

    static Choice choose(ClusterViewPtr view, Job job, QString historyPath);
    // Regions whose partition is up and has GPUs of the job's type, enough of them, and a long enough limit.
    static QStringList candidates(const ClusterSnapshot& snapshot, const Job& job);
};

} // namespace qc
