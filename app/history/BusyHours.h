#pragma once

#include "../analysis/Cause.h"
#include "../model/FinishedJob.h"
#include "../model/HistorySample.h"

#include <QList>
#include <QTimeZone>
#include <array>
#include <optional>

namespace qc {

// One weekday-hour of the busy-hours grid, by submit time in the chosen zone.
struct BusyCell
{
    int weekday = 1; // 1 = Monday ... 7 = Sunday (QDate::dayOfWeek)
    int hour = 0; // 0..23 in the chosen zone
    qsizetype jobs = 0; // started jobs submitted in this cell
    qsizetype users = 0; // distinct users among them
    qsizetype neverStarted = 0; // finished without starting: no wait to measure, counted apart
    double weight = 0; // the jobs' total weight after burst capping (<= jobs)
    double medianWaitS = -1; // weighted; -1 when the cell has no started job
    double p90WaitS = -1;
    bool thin = true; // too few jobs or users to trust the figures
    qsizetype samples = 0; // region samples taken in this cell
    double pressure = -1; // pending GPUs / total GPUs over those samples; -1 without samples
    // Why jobs waited during this hour (by the time the waiting happened, not by submit time), from the stored
    // cause history: seconds of waiting per cause, largest first.
    QList<std::pair<Cause, double>> causeSeconds;
    qsizetype causeJobs = 0; // distinct jobs seen waiting in this cell
    bool causeThin = true; // too few jobs or too little waiting to name a dominant cause

    std::optional<Cause> dominantCause() const
    {
        return causeSeconds.isEmpty() ? std::nullopt : std::optional(causeSeconds.first().first);
    }
    double dominantShare() const; // the dominant cause's share of the waiting; -1 without any
};

struct BusyHoursGrid
{
    QString region; // empty: all regions together
    std::array<BusyCell, 7 * 24> cells;
    // Start-up (allocated -> running: image pull, staging, prolog) of the jobs seen CONFIGURING on a refresh.
    double medianStartupS = -1; // -1: none seen
    qsizetype startupsSeen = 0;
    // Jobs seen going from pending straight to running: their start-up, if any, was shorter than a refresh.
    qsizetype startsWithoutStartup = 0;

    // A grid of empty cells that know their weekday and hour.
    static BusyHoursGrid empty(const QString& region);

    const BusyCell& cell(int weekday, int hour) const { return cells[std::size_t((weekday - 1) * 24 + hour)]; }
    BusyCell& cell(int weekday, int hour) { return cells[std::size_t((weekday - 1) * 24 + hour)]; }
};

struct BusyHoursOptions
{
    QTimeZone zone = QTimeZone::utc();
    // Burst capping: a user's n jobs in one cell weigh min(1, k/n) each, so that user counts at most as
    // much as k jobs. Job arrays from a few users otherwise decide whole hours (see the CERIT-SC trace).
    double perUserCap = 5;
    // A cell is thin when it has fewer distinct users or fewer jobs than these.
    qsizetype minUsers = 5;
    qsizetype minJobs = 20;
    bool allRegions = true; // also return a grid over all regions (region "") first
};

// Weekday x hour statistics of queue waits (from finished jobs) and pending-GPU pressure (from samples),
// per region. Wait quantiles are weighted lower quantiles: the smallest wait w such that jobs waiting
// at most w carry at least q of the cell's weight.
class BusyHours
{
public:
    static QList<BusyHoursGrid> compute(const QList<FinishedJob>& jobs, const QList<HistorySample>& samples,
                                        const BusyHoursOptions& options = {});
    // Weighted lower quantile of (value, weight) pairs; -1 when empty. Sorts the input.
    static double weightedQuantile(QList<std::pair<double, double>>& values, double q);
};

} // namespace qc
