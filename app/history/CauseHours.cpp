#include "CauseHours.h"

#include <QMap>
#include <algorithm>

namespace qc {

namespace {

constexpr qint64 kHour = 3600;
constexpr qint64 kWeek = 7 * 24 * kHour;

struct Accumulator
{
    struct Cell
    {
        QHash<int, double> seconds; // by Cause
        qsizetype jobs = 0;
        qsizetype lastJob = -1; // the row index of the job counted last, so a job counts once per cell
    };
    std::array<Cell, std::size_t(7 * 24)> cells;
    QList<double> startups;
    qsizetype startsWithoutStartup = 0;
};

// Spreads [from, to) over the weekday-hour cells in `zone`. The zone's offset at the start holds for the whole
// stretch (a DST change inside a wait moves an hour of it by one cell); whole weeks add evenly to every cell, so
// the work is bounded by one week of hours per stretch however long it is.
void spread(Accumulator& acc, Cause cause, qsizetype job, const QDateTime& from, const QDateTime& to,
            const QTimeZone& zone)
{
    qint64 begin = from.toSecsSinceEpoch();
    const qint64 end = to.toSecsSinceEpoch();
    if (end <= begin)
        return;
    const qint64 offset = zone.offsetFromUtc(from);
    const auto touch = [&](std::size_t i, double s) {
        auto& c = acc.cells[i];
        c.seconds[int(cause)] += s;
        if (c.lastJob != job) {
            c.lastJob = job;
            ++c.jobs;
        }
    };
    const qint64 weeks = (end - begin) / kWeek;
    if (weeks > 0) {
        for (std::size_t i = 0; i < acc.cells.size(); ++i)
            touch(i, double(weeks * kHour));
        begin += weeks * kWeek;
    }
    while (begin < end) {
        const qint64 local = begin + offset;
        // 1970-01-01 was a Thursday: day 3 counting from Monday = 0.
        const qint64 days = local >= 0 ? local / 86400 : (local - 86399) / 86400;
        const int weekday = int(((days + 3) % 7 + 7) % 7);
        const int hour = int((local - days * 86400) / kHour);
        const qint64 hourEnd = begin - (local - days * 86400 - hour * kHour) + kHour;
        const qint64 until = std::min(end, hourEnd);
        touch(std::size_t(weekday * 24 + hour), double(until - begin));
        begin = until;
    }
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return -1;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace

void CauseHours::addTo(QList<BusyHoursGrid>& grids, const QList<CauseHistoryTable::Row>& rows, const Options& options)
{
    QMap<QString, Accumulator> byRegion;
    Accumulator all;
    qsizetype job = 0; // counts jobs, so each counts once per cell
    for (qsizetype i = 0; i + 1 < rows.size(); ++i) {
        const auto& row = rows[i];
        const auto& next = rows[i + 1];
        if (i > 0 && rows[i - 1].jobId != row.jobId)
            ++job;
        if (next.jobId != row.jobId)
            continue; // the job's last change: its end is not known
        Accumulator& region = byRegion[row.region];
        const JobState state = row.entry.state;
        if (state == JobState::Pending && row.entry.cause) {
            for (Accumulator* acc : { &region, &all })
                spread(*acc, *row.entry.cause, job, row.entry.at, next.entry.at, options.zone);
        } else if (state == JobState::Configuring && row.entry.at <= next.entry.at) {
            const double s = double(row.entry.at.secsTo(next.entry.at));
            region.startups.append(s);
            all.startups.append(s);
        }
        if (state == JobState::Pending && next.entry.state == JobState::Running) {
            ++region.startsWithoutStartup;
            ++all.startsWithoutStartup;
        }
    }
    const auto apply = [&](BusyHoursGrid& grid, const Accumulator& acc) {
        for (std::size_t i = 0; i < grid.cells.size(); ++i) {
            BusyCell& out = grid.cells[i];
            const auto& in = acc.cells[i];
            out.causeSeconds.clear();
            double total = 0;
            for (auto it = in.seconds.cbegin(); it != in.seconds.cend(); ++it) {
                out.causeSeconds.append({ Cause(it.key()), it.value() });
                total += it.value();
            }
            // Largest first; ties in declaration order, so the grid does not flicker between refreshes.
            std::sort(out.causeSeconds.begin(), out.causeSeconds.end(), [](const auto& a, const auto& b) {
                return a.second != b.second ? a.second > b.second : int(a.first) < int(b.first);
            });
            out.causeJobs = in.jobs;
            out.causeThin = in.jobs < options.minJobs || total < options.minWaitingS;
        }
        grid.medianStartupS = median(acc.startups);
        grid.startupsSeen = acc.startups.size();
        grid.startsWithoutStartup = acc.startsWithoutStartup;
    };
    const auto gridFor = [&](const QString& region) -> BusyHoursGrid& {
        for (auto& g : grids) {
            if (g.region == region)
                return g;
        }
        const BusyHoursGrid g = BusyHoursGrid::empty(region);
        // Regions stay sorted after the all-regions grid (region "").
        auto at = std::find_if(grids.begin(), grids.end(), [&](const BusyHoursGrid& other) {
            return !other.region.isEmpty() && region < other.region;
        });
        return *grids.insert(at, g);
    };
    if (!grids.isEmpty() && grids.first().region.isEmpty())
        apply(grids.first(), all);
    for (auto it = byRegion.cbegin(); it != byRegion.cend(); ++it) {
        if (it.key().isEmpty())
            continue; // an unknown region counts in all regions only
        apply(gridFor(it.key()), *it);
    }
}

} // namespace qc
