#pragma once

namespace qc {

// Scores of one bound series over the test jobs of a replay.
struct ForecastMetrics
{
    int testJobs = 0;
    double coverage = 0; // share with wait <= bound (never-started: pending time at trace end <= bound)
    double medianBoundS = 0; // may be +inf
    double pinballLoss = 0; // mean over jobs with a finite bound, seconds
    int infiniteBounds = 0;
};

} // namespace qc
