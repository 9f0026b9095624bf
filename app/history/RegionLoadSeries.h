#pragma once

#include "../model/HistorySample.h"

#include <QDateTime>
#include <QList>

namespace qc {

// One time bucket of a region's load. A bucket without samples has samples == 0 and zero figures.
struct RegionLoadPoint
{
    QDateTime start;
    qsizetype samples = 0;
    double pressure = 0; // pending GPU demand / total GPUs (may exceed 1)
    double utilisation = 0; // busy GPUs / total GPUs
};

// Regions x time: per region, fixed-width buckets ending at `end`, ready for a heatmap or line chart.
struct RegionLoadSeries
{
    QString region;
    QList<RegionLoadPoint> points; // oldest first, all the same width

    // Buckets are aligned to multiples of bucketSeconds since the epoch; the last one holds `end`.
    // Figures are ratios of sums over the bucket's samples, so a sample with no GPUs adds nothing.
    static QList<RegionLoadSeries> compute(const QList<HistorySample>& samples, const QDateTime& end,
                                           qint64 spanSeconds, qint64 bucketSeconds);
    static QList<RegionLoadSeries> lastDay(const QList<HistorySample>& samples, const QDateTime& now); // 15 min
    static QList<RegionLoadSeries> lastWeek(const QList<HistorySample>& samples, const QDateTime& now); // 1 h
};

} // namespace qc
