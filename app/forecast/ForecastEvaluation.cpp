#include "ForecastEvaluation.h"

#include "BoundScoring.h"
#include "QbetsBaseline.h"
#include "TraceCsvField.h"

#include <QTextStream>
#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

namespace qc {

namespace {

struct Event
{
    qint64 time = 0;
    int job = 0;
    bool isStart = true; // else: an end (of a run, or of a pending job cancelled)
};

struct Scored
{
    double wait = 0;
    double model = 0;
    double baseline = 0;
};

QString backlogName(int bucket)
{
    static const char* names[] = { "0", "1-5", "6-50", "51-200", ">200" };
    return QString::fromLatin1(names[std::clamp(bucket, 0, 4)]);
}

QString sizeName(int bucket)
{
    static const char* names[] = { "1", "2-4", "5-16", "17-64", ">64" };
    return QString::fromLatin1(names[std::clamp(bucket, 0, 4)]);
}

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

    // Starts and ends in time order (a start before an end at the same second); an event is replayed only once
    // its own submission has been.
    std::vector<Event> events;
    for (int i = 0; i < n; ++i) {
        if (jobs[i].start)
            events.push_back({ *jobs[i].start, i, true });
        if (jobs[i].end)
            events.push_back({ std::max(*jobs[i].end, jobs[i].start.value_or(jobs[i].submit)), i, false });
    }
    std::stable_sort(events.begin(), events.end(), [](const Event& a, const Event& b) {
        return a.time != b.time ? a.time < b.time : a.isStart && !b.isStart;
    });
    std::vector<QString> ids(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i)
        ids[size_t(i)] = QString::number(i); // trace ids need not be unique; positions are

    std::vector<BoundScoring::Pair> modelPairs;
    std::vector<BoundScoring::Pair> basePairs;
    std::vector<double> p50s;
    std::map<std::pair<QString, QString>, std::vector<Scored>> groups;
    int modelAboveLongest = 0;
    int baseAboveLongest = 0;
    qint64 longestSoFar = 0;
    size_t next = 0;
    for (int i = 0; i < n; ++i) {
        const TraceJob& job = jobs[i];
        const qint64 now = job.submit;
        while (next < events.size() && events[next].time <= now && events[next].job < i) {
            const Event& e = events[next++];
            const TraceJob& j = jobs[e.job];
            if (e.isStart) {
                model.jobStarted(ids[size_t(e.job)], *j.start);
                baseline.jobStarted(j.queue, *j.start - j.submit);
                longestSoFar = std::max(longestSoFar, *j.start - j.submit);
            } else {
                model.jobEnded(ids[size_t(e.job)], e.time);
            }
        }
        // The model learns its calibration from its own forecasts' outcomes known by now (starts fed above,
        // jobs still pending past their bounds).
        model.advance(now);

        const JobShape shape { job.queue, job.size(), job.reqWalltimeS, 0, job.user };
        const WaitForecast f = model.forecast(shape, now);
        const double base = baseline.bound(job.queue);
        // The model's own count of the user's jobs pending ahead: a trace without users (an empty user column) has
        // no backlog, as the model sees it, rather than one user owning every job.
        const int backlog = WaitForecaster::backlogBucket(f.userAhead);
        model.jobSubmitted(ids[size_t(i)], shape, now, &f);

        if (i >= report.trainJobs) {
            const double wait = double(job.waitOrAge(report.traceEnd));
            report.censoredTestJobs += job.censored();
            modelPairs.push_back({ f.upper, wait });
            basePairs.push_back({ base, wait });
            p50s.push_back(f.p50);
            report.beyondSeen += f.beyondSeen;
            report.aboveCap += f.upper > f.capS;
            modelAboveLongest += f.upper > double(longestSoFar);
            baseAboveLongest += base > double(longestSoFar);
            const Scored s { wait, f.upper, base };
            groups[{ QStringLiteral("queue"), job.queue }].push_back(s);
            groups[{ QStringLiteral("user_backlog"), backlogName(backlog) }].push_back(s);
            groups[{ QStringLiteral("size"), sizeName(WaitForecaster::sizeBucket(job.size())) }].push_back(s);
            if (options.keepRows) {
                report.rows.append(
                    { job.id, job.queue, job.submit, wait, job.censored(), f.p50, f.upper, base, f.beyondSeen });
            }
        }
    }
    report.model = BoundScoring::score(modelPairs, options.quantile);
    report.baseline = BoundScoring::score(basePairs, options.quantile);
    if (!modelPairs.empty()) {
        report.model.aboveLongestSeen = double(modelAboveLongest) / double(modelPairs.size());
        report.baseline.aboveLongestSeen = double(baseAboveLongest) / double(basePairs.size());
    }
    report.medianP50S = BoundScoring::median(p50s);
    for (const auto& [key, scored] : groups) {
        ForecastGroupMetrics g;
        g.kind = key.first;
        g.name = key.second;
        g.jobs = int(scored.size());
        std::vector<double> mb;
        std::vector<double> bb;
        int mc = 0;
        int bc = 0;
        for (const Scored& s : scored) {
            mb.push_back(s.model);
            bb.push_back(s.baseline);
            mc += s.wait <= s.model;
            bc += s.wait <= s.baseline;
        }
        g.modelCoverage = double(mc) / g.jobs;
        g.baselineCoverage = double(bc) / g.jobs;
        g.modelMedianBoundS = BoundScoring::median(mb);
        g.baselineMedianBoundS = BoundScoring::median(bb);
        report.groups.append(g);
    }
    return report;
}

namespace {
QString csvSeconds(double v)
{
    return std::isfinite(v) ? QString::number(qRound64(v)) : QString();
}
} // namespace

void ForecastEvaluation::writeRowsCsv(const QList<ForecastJobRow>& rows, QTextStream& csv)
{
    csv << "job_id,queue,submit_ts,wait_s,censored,p50_s,p90_s,baseline_s,beyond_seen\n";
    for (const ForecastJobRow& row : rows) {
        csv << traceCsvField(row.id) << ',' << traceCsvField(row.queue) << ',' << row.submit << ','
            << qRound64(row.waitS) << ',' << (row.censored ? 1 : 0) << ',' << csvSeconds(row.p50S) << ','
            << csvSeconds(row.p90S) << ',' << csvSeconds(row.baselineS) << ',' << (row.beyondSeen ? 1 : 0) << '\n';
    }
}

} // namespace qc
