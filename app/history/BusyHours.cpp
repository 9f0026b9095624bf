#include "BusyHours.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <algorithm>

namespace qc {

namespace {

std::size_t cellIndex(const QDateTime& t, const QTimeZone& zone)
{
    const QDateTime local = t.toTimeZone(zone);
    return std::size_t((local.date().dayOfWeek() - 1) * 24 + local.time().hour());
}

// Jobs and samples of one grid while it is being filled.
struct Accumulator
{
    struct Cell
    {
        QHash<QString, QList<double>> waitsByUser;
        qsizetype neverStarted = 0;
        qint64 pendingGpus = 0;
        qint64 totalGpus = 0;
        qsizetype samples = 0;
    };
    std::array<Cell, std::size_t(7 * 24)> cells;
};

BusyHoursGrid finish(const QString& region, const Accumulator& acc, const BusyHoursOptions& options)
{
    BusyHoursGrid grid = BusyHoursGrid::empty(region);
    for (std::size_t i = 0; i < grid.cells.size(); ++i) {
        const auto& in = acc.cells[i];
        BusyCell& out = grid.cells[i];
        out.neverStarted = in.neverStarted;
        QList<std::pair<double, double>> weighted;
        for (auto it = in.waitsByUser.cbegin(); it != in.waitsByUser.cend(); ++it) {
            const double n = double(it->size());
            const double w = options.perUserCap > 0 ? std::min(1.0, options.perUserCap / n) : 1.0;
            for (double wait : *it)
                weighted.append({ wait, w });
            out.jobs += it->size();
            out.weight += w * n;
        }
        out.users = in.waitsByUser.size();
        out.medianWaitS = BusyHours::weightedQuantile(weighted, 0.5);
        out.p90WaitS = BusyHours::weightedQuantile(weighted, 0.9);
        out.thin = out.users < options.minUsers || out.jobs < options.minJobs;
        out.samples = in.samples;
        out.pressure = in.totalGpus > 0 ? double(in.pendingGpus) / double(in.totalGpus) : -1;
    }
    return grid;
}

} // namespace

BusyHoursGrid BusyHoursGrid::empty(const QString& region)
{
    BusyHoursGrid grid;
    grid.region = region;
    for (std::size_t i = 0; i < grid.cells.size(); ++i) {
        grid.cells[i].weekday = int(i / 24) + 1;
        grid.cells[i].hour = int(i % 24);
    }
    return grid;
}

double BusyCell::dominantShare() const
{
    double total = 0;
    for (const auto& c : causeSeconds)
        total += c.second;
    return total > 0 ? causeSeconds.first().second / total : -1;
}

double BusyHours::weightedQuantile(QList<std::pair<double, double>>& values, double q)
{
    if (values.isEmpty())
        return -1;
    std::sort(values.begin(), values.end());
    double total = 0;
    for (const auto& v : std::as_const(values))
        total += v.second;
    // A relative tolerance, so that summed fractional weights hitting q * total exactly count as reaching it.
    const double target = q * total * (1 - 1e-12);
    double cumulative = 0;
    for (const auto& [value, weight] : std::as_const(values)) {
        cumulative += weight;
        if (cumulative >= target)
            return value;
    }
    return values.last().first;
}

QList<BusyHoursGrid> BusyHours::compute(const QList<FinishedJob>& jobs, const QList<HistorySample>& samples,
                                        const BusyHoursOptions& options)
{
    QMap<QString, Accumulator> byRegion; // QMap: grids come out sorted by region
    Accumulator all;
    for (const auto& job : jobs) {
        if (!job.submit.isValid())
            continue;
        const std::size_t i = cellIndex(job.submit, options.zone);
        auto& cell = byRegion[job.partition].cells[i];
        auto& allCell = all.cells[i];
        if (!job.started()) {
            ++cell.neverStarted;
            ++allCell.neverStarted;
            continue;
        }
        const double wait = double(job.waitSeconds());
        cell.waitsByUser[job.user].append(wait);
        allCell.waitsByUser[job.user].append(wait);
    }
    for (const auto& s : samples) {
        if (!s.time.isValid())
            continue;
        const std::size_t i = cellIndex(s.time, options.zone);
        for (auto* cell : { &byRegion[s.region].cells[i], &all.cells[i] }) {
            cell->pendingGpus += s.pendingGpus;
            cell->totalGpus += s.gpusTotal;
            ++cell->samples;
        }
    }
    QList<BusyHoursGrid> out;
    if (options.allRegions)
        out.append(finish(QString(), all, options));
    for (auto it = byRegion.cbegin(); it != byRegion.cend(); ++it)
        out.append(finish(it.key(), *it, options));
    return out;
}

} // namespace qc
