#pragma once

#include <QString>
#include <vector>

namespace qc {

// Scores of one bound series over the test jobs of a replay.
struct ForecastMetrics
{
    int testJobs = 0;
    double coverage = 0; // share with wait <= bound (never-started: its pending age <= bound)
    double medianBoundS = 0; // may be +inf
    double pinballLoss = 0; // mean over jobs with a finite bound, seconds
    int infiniteBounds = 0;
    double maxBoundS = 0; // largest finite bound
    double aboveLongestSeen = 0; // share of bounds above the longest wait observed so far in the replay
    // Every bound times the one constant that makes coverage exactly the quantile (the smallest such constant,
    // found by bisection): a score that cannot be won by over- or under-covering.
    struct EqualCoverage
    {
        double scale = 1;
        double coverage = 0;
        double medianBoundS = 0;
        double pinballLoss = 0;
        // false: no scale reaches the quantile (bounds of 0 under waits that were not: a queue where nothing had
        // started); the figures are then those of the largest scale tried.
        bool reached = true;
    } atEqualCoverage;
};

// Coverage and median bound of one subset of the test jobs (a queue, a user backlog, a job size).
struct ForecastGroupMetrics
{
    QString kind; // "queue", "user_backlog", "size"
    QString name;
    int jobs = 0;
    double modelCoverage = 0;
    double modelMedianBoundS = 0;
    double baselineCoverage = 0;
    double baselineMedianBoundS = 0;
};

// One scored test job, for --per-job.
struct ForecastJobRow
{
    QString id;
    QString queue;
    qint64 submit = 0;
    double waitS = 0; // the wait, or the censored age
    bool censored = false;
    double p50S = 0;
    double p90S = 0; // the model's upper bound (P90 unless --quantile says otherwise)
    double baselineS = 0;
    bool beyondSeen = false;
};

} // namespace qc
