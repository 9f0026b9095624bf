#pragma once

#include <QString>
#include <QStringList>

namespace qc {

// A Slurm partition, or one region of the demo platform.
struct Partition
{
    QString name;
    QString state = QStringLiteral("UP"); // UP, DOWN, DRAIN, INACTIVE
    bool isDefault = false;
    qint64 maxTimeS = 0; // 0: unlimited
    int maxNodesPerJob = 0; // 0: unlimited
    QStringList nodes;
    QStringList allowedQos; // empty: all
    QStringList allowedAccounts; // empty: all
    QString licenseName; // storage IO license this region's jobs draw on (demo platform)

    bool isUp() const { return state.compare(QLatin1String("UP"), Qt::CaseInsensitive) == 0; }
    bool operator==(const Partition&) const = default;
};

} // namespace qc
