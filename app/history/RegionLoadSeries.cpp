#include "RegionLoadSeries.h"

#include "model/TimeZones.h"

#include <QMap>

namespace qc {

namespace {

struct Sums
{
    qsizetype samples = 0;
    qint64 pending = 0;
    qint64 busy = 0;
    qint64 total = 0;
};

} // namespace

QList<RegionLoadSeries> RegionLoadSeries::compute(const QList<HistorySample>& samples, const QDateTime& end,
                                                  qint64 spanSeconds, qint64 bucketSeconds)
{
    if (bucketSeconds <= 0 || spanSeconds <= 0 || !end.isValid())
        return {};
    const qint64 lastStart = end.toSecsSinceEpoch() / bucketSeconds * bucketSeconds;
    const qint64 count = std::max<qint64>(1, (spanSeconds + bucketSeconds - 1) / bucketSeconds);
    const qint64 firstStart = lastStart - (count - 1) * bucketSeconds;
    QMap<QString, QList<Sums>> byRegion;
    for (const auto& s : samples) {
        const qint64 t = s.time.toSecsSinceEpoch();
        if (!s.time.isValid() || t < firstStart || t >= lastStart + bucketSeconds)
            continue;
        auto& buckets = byRegion[s.region];
        if (buckets.isEmpty())
            buckets.resize(count);
        Sums& b = buckets[(t - firstStart) / bucketSeconds];
        ++b.samples;
        b.pending += s.pendingGpus;
        b.busy += s.gpusBusy;
        b.total += s.gpusTotal;
    }
    QList<RegionLoadSeries> out;
    for (auto it = byRegion.cbegin(); it != byRegion.cend(); ++it) {
        RegionLoadSeries series;
        series.region = it.key();
        series.points.reserve(count);
        for (qint64 i = 0; i < count; ++i) {
            const Sums& b = it->at(i);
            RegionLoadPoint p;
            p.start = QDateTime::fromSecsSinceEpoch(firstStart + i * bucketSeconds, qc::utcZone());
            p.samples = b.samples;
            if (b.total > 0) {
                p.pressure = double(b.pending) / double(b.total);
                p.utilisation = double(b.busy) / double(b.total);
            }
            series.points.append(p);
        }
        out.append(std::move(series));
    }
    return out;
}

QList<RegionLoadSeries> RegionLoadSeries::lastDay(const QList<HistorySample>& samples, const QDateTime& now)
{
    return compute(samples, now, qint64(24) * 3600, qint64(15) * 60);
}

QList<RegionLoadSeries> RegionLoadSeries::lastWeek(const QList<HistorySample>& samples, const QDateTime& now)
{
    return compute(samples, now, qint64(7) * 24 * 3600, 3600);
}

} // namespace qc
