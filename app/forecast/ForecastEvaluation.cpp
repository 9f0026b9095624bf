#include "ForecastEvaluation.h"

#include "QbetsBaseline.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>
#include <vector>

namespace qc {

namespace {
constexpr double Infinity = std::numeric_limits<double>::infinity();

struct Scorer
{
    double quantile = 0.9;
    int jobs = 0;
    int covered = 0;
    int finite = 0;
    double loss = 0;
    std::vector<double> bounds;

    // `wait` is the real wait, or for a never-started job its pending time at the end of the trace.
    void add(double bound, double wait)
    {
        ++jobs;
        bounds.push_back(bound);
        if (wait <= bound) // never-started: `wait` is its pending time, not covered once that exceeds the bound
            ++covered;
        if (std::isfinite(bound)) {
            ++finite;
            loss += wait >= bound ? quantile * (wait - bound) : (1 - quantile) * (bound - wait);
        }
    }
    ForecastMetrics metrics()
    {
        ForecastMetrics m;
        m.testJobs = jobs;
        if (jobs == 0)
            return m;
        m.coverage = double(covered) / jobs;
        std::sort(bounds.begin(), bounds.end());
        const size_t n = bounds.size();
        m.medianBoundS = n % 2 ? bounds[n / 2] : (bounds[n / 2 - 1] + bounds[n / 2]) / 2;
        m.pinballLoss = finite ? loss / finite : 0;
        m.infiniteBounds = jobs - finite;
        return m;
    }
};

struct Feedback
{
    qint64 time = 0;
    int job = 0;
    WaitForecaster::Level level = WaitForecaster::Level::Upper;
    bool covered = false;
    int group = 0;
    bool operator>(const Feedback& o) const { return time > o.time; }
};
} // namespace

ForecastEvaluation::Report ForecastEvaluation::run(QList<TraceJob> jobs, const Options& options)
{
    Report report;
    std::stable_sort(jobs.begin(), jobs.end(),
                     [](const TraceJob& a, const TraceJob& b) { return a.submit < b.submit; });
    const int n = int(jobs.size());
    report.jobs = n;
    report.trainJobs = std::clamp(int(std::floor(n * options.trainFraction)), 0, n);
    for (const TraceJob& j : jobs)
        report.traceEnd = std::max({ report.traceEnd, j.submit, j.start.value_or(0), j.end.value_or(0) });
    if (report.trainJobs < n)
        report.testFrom = jobs[report.trainJobs].submit;

    WaitForecaster::Config config = options.model;
    config.upperQuantile = options.quantile;
    WaitForecaster model(config);
    QbetsBaseline baseline(options.quantile, 0.95, 500);

    // Starts in time order; a start is replayed only once its own submission has been.
    std::vector<int> byStart;
    for (int i = 0; i < n; ++i) {
        if (jobs[i].start)
            byStart.push_back(i);
    }
    std::stable_sort(byStart.begin(), byStart.end(), [&](int a, int b) { return *jobs[a].start < *jobs[b].start; });
    std::priority_queue<Feedback, std::vector<Feedback>, std::greater<>> feedback;
    std::vector<QString> ids(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i)
        ids[size_t(i)] = QString::number(i); // trace ids need not be unique; positions are

    Scorer modelScore { options.quantile };
    Scorer baseScore { options.quantile };
    std::vector<double> p50s;
    size_t nextStart = 0;
    for (int i = 0; i < n; ++i) {
        const TraceJob& job = jobs[i];
        const qint64 now = job.submit;
        while (nextStart < byStart.size()) {
            const int s = byStart[nextStart];
            if (*jobs[s].start > now || s >= i)
                break;
            model.jobStarted(ids[size_t(s)], *jobs[s].start);
            baseline.jobStarted(jobs[s].queue, *jobs[s].start - jobs[s].submit);
            ++nextStart;
        }
        while (!feedback.empty() && feedback.top().time <= now) {
            const Feedback f = feedback.top();
            feedback.pop();
            model.recordOutcome(jobs[f.job].queue, f.level, f.covered, f.group);
        }

        const JobShape shape { job.queue, job.size(), job.reqWalltimeS, 0, job.user };
        const WaitForecast f = model.forecast(shape, now);
        const double base = baseline.bound(job.queue);
        model.jobSubmitted(ids[size_t(i)], shape, now);

        // When does each bound's hit or miss become known? At the start if it came in time, else at submit+bound.
        auto schedule = [&](double bound, WaitForecaster::Level level) {
            const bool hit = job.start && double(*job.start - now) <= bound;
            if (hit)
                feedback.push({ *job.start, i, level, true, f.calibrationGroup });
            else if (std::isfinite(bound))
                feedback.push({ now + qint64(std::floor(bound)) + 1, i, level, false, f.calibrationGroup });
        };
        schedule(f.p50, WaitForecaster::Level::Median);
        schedule(f.upper, WaitForecaster::Level::Upper);

        if (i >= report.trainJobs) {
            const double wait = job.start ? double(*job.start - now) : double(report.traceEnd - now);
            modelScore.add(f.upper, wait);
            baseScore.add(base, wait);
            p50s.push_back(f.p50);
        }
    }
    report.model = modelScore.metrics();
    report.baseline = baseScore.metrics();
    if (!p50s.empty()) {
        std::sort(p50s.begin(), p50s.end());
        report.medianP50S = p50s[p50s.size() / 2];
    }
    return report;
}

} // namespace qc
