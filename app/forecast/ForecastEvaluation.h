#pragma once

#include "ForecastMetrics.h"
#include "TraceJob.h"
#include "WaitForecaster.h"

#include <QList>

class QTextStream;

namespace qc {

// Replays a queue log in time order and scores the forecaster against the QBETS baseline on its last part.
// At each submission the models know exactly what was known then: the jobs started so far (with their
// waits), the jobs still pending (censored), the jobs that ended or were cancelled, and the outcomes of
// earlier forecasts that had resolved. Jobs that never started are censored observations: their pending age
// (until they were cancelled, else the end of the trace) counts as not covered once it exceeds the bound.
class ForecastEvaluation
{
public:
    struct Options
    {
        double trainFraction = 0.7; // the first share of jobs by submit time only warms the models up
        double quantile = 0.9;
        WaitForecaster::Config model;
        bool keepRows = false; // fill Report::rows (one per test job)
    };
    struct Report
    {
        int jobs = 0;
        int trainJobs = 0;
        int censoredTestJobs = 0;
        qint64 testFrom = 0; // submit time of the first test job
        qint64 traceEnd = 0;
        ForecastMetrics model;
        ForecastMetrics baseline;
        double medianP50S = 0; // the model's median P50 over the test jobs
        int beyondSeen = 0; // model bounds at the cap ("longer than anything seen here")
        int aboveCap = 0; // model bounds above the cap: 0 unless the cap is broken
        QList<ForecastGroupMetrics> groups;
        QList<ForecastJobRow> rows;
    };

    static Report run(QList<TraceJob> jobs, const Options& options);
    // The per-job rows as CSV (evaluate-forecast --per-job; bench/forecast_tune's QC_TUNE_ROWS), header first.
    static void writeRowsCsv(const QList<ForecastJobRow>& rows, QTextStream& csv);
};

} // namespace qc
