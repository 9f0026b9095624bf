#include "LiveForecast.h"

#include "OffPeakAdvisor.h"
#include "Planner.h"
#include "QueueDrain.h"
#include "StartForecast.h"

#include <QSet>
#include <algorithm>
#include <cmath>
#include <vector>

namespace qc {

Job LiveForecast::probeJob(const JobShape& shape, const QDateTime& submitTime)
{
    Job probe;
    probe.id = QStringLiteral("queuecast-plan");
    probe.partition = shape.queue;
    probe.state = JobState::Pending;
    probe.gpus = std::max(1, shape.size);
    probe.gpuType = shape.gpuType;
    probe.timeLimitS = shape.timeLimitS;
    probe.priority = shape.priority;
    probe.qos = shape.qos;
    probe.user = shape.user;
    probe.nodes = shape.nodes; // 1: on one node, as the job it stands for asked (fragments cannot start it)
    probe.licenses = shape.licenses;
    probe.submitTime = submitTime;
    return probe;
}

StartEstimate LiveForecast::startOfProbe(const ClusterSnapshot& snapshot, const Job& probe, WaitForecast& wait)
{
    StartEstimate e = StartForecast::of(snapshot, probe, wait, std::nullopt);
    if (e.kind == StartEstimate::Kind::Estimate && e.notBefore.isValid()) {
        wait.p50 = std::max(wait.p50, double(e.at.secsTo(e.p50)));
        if (e.p90.isValid())
            wait.upper = std::max(wait.upper, double(e.at.secsTo(e.p90)));
        e.wait = wait;
    }
    return e;
}

WaitForecast LiveForecast::forecastForJob(const ClusterSnapshot& snapshot, const Job& job,
                                          const QList<TraceJob>& history, const WaitForecaster::Config& config,
                                          bool useDrain)
{
    return LiveForecast(snapshot, history, config, useDrain).forecast(job);
}

namespace {

WaitForecaster::Config calibrationConfig(const WaitForecaster::Config& config, const QList<TraceJob>& history,
                                         qint64 now)
{
    // The model calibrates itself on its own forecasts for the history's recent submissions, as in the replay of
    // evaluate-forecast: the correction the GUI shows is learned, not a constant. Older ones only feed the
    // similar-job samples (the correction forgets them anyway, and each calibration forecast costs a lookup).
    WaitForecaster::Config cfg = config;
    if (cfg.selfCalibrate && cfg.calibrateFrom == 0) {
        std::vector<qint64> submits;
        submits.reserve(size_t(history.size()));
        for (const TraceJob& h : history) {
            if (h.submit <= now)
                submits.push_back(h.submit);
        }
        cfg.calibrateFrom = now - LiveForecast::CalibrationWindowS;
        if (submits.size() > size_t(LiveForecast::CalibrationJobs)) {
            const auto nth = submits.end() - LiveForecast::CalibrationJobs;
            std::nth_element(submits.begin(), nth, submits.end());
            cfg.calibrateFrom = std::max(cfg.calibrateFrom, *nth);
        }
    }
    return cfg;
}

} // namespace

LiveForecast::LiveForecast(const ClusterSnapshot& snapshot, const QList<TraceJob>& history,
                           const WaitForecaster::Config& config, bool useDrain)
    : m_snapshot(snapshot)
    , m_history(history)
    , m_config(config)
    , m_useDrain(useDrain)
    , m_takenAt(snapshot.takenAtOrNow())
    , m_model(calibrationConfig(config, history, m_takenAt.toSecsSinceEpoch()))
{
    const qint64 now = m_takenAt.toSecsSinceEpoch();
    WaitForecaster& model = m_model;
    // Replay the history up to now in time order; a start or end that happened after `now` is unknown here. Ends
    // matter: a finished job gives its capacity back, and a job that left the queue unstarted is a censored wait
    // at the age it left, not a job pending for ever (which swelled the pending count and, with every job ever
    // started still "running", made each submit cost the whole history: status --json took ~7 s on the demo).
    enum class Kind { Submit, Start, End };
    struct Event
    {
        qint64 time;
        Kind kind;
        qsizetype index;
    };
    std::vector<Event> events;
    events.reserve(size_t(history.size()) * 3);
    for (qsizetype i = 0; i < history.size(); ++i) {
        const TraceJob& h = history[i];
        if (h.submit > now)
            continue;
        events.push_back({ h.submit, Kind::Submit, i });
        if (h.start && *h.start <= now)
            events.push_back({ *h.start, Kind::Start, i });
        if (h.end && *h.end <= now && (!h.start || *h.start <= *h.end))
            events.push_back({ *h.end, Kind::End, i });
    }
    std::stable_sort(events.begin(), events.end(), [](const Event& a, const Event& b) {
        return a.time != b.time ? a.time < b.time : a.kind < b.kind;
    });
    QSet<QString> known;
    for (const Event& e : events) {
        const TraceJob& h = history[e.index];
        switch (e.kind) {
        case Kind::Submit:
            model.jobSubmitted(h.id, { h.queue, h.size(), h.reqWalltimeS, 0, h.user }, h.submit);
            known.insert(h.id);
            break;
        case Kind::Start:
            model.jobStarted(h.id, *h.start);
            break;
        case Kind::End:
            model.jobEnded(h.id, *h.end);
            break;
        }
    }
    // The live queue: pending jobs the history does not know yet join as censored observations; jobs the
    // history still has pending but the snapshot shows running have started. Every job joins, the one to be
    // forecast too: forecast() leaves its own place out.
    for (const Job& other : snapshot.jobs) {
        const qint64 submit = other.submitTime.isValid() ? other.submitTime.toSecsSinceEpoch() : now;
        if (other.isPending() && !known.contains(other.id)) {
            model.jobSubmitted(other.id,
                               { other.partition, other.gpus > 0 ? other.gpus : other.cpus, other.timeLimitS,
                                 other.priority, other.user },
                               std::min(submit, now));
        } else if (other.isRunningLike() && other.startTime.isValid()) {
            // Running jobs hold capacity until their limits: the work ahead the model groups by.
            const qint64 started = std::min(now, other.startTime.toSecsSinceEpoch());
            if (!known.contains(other.id))
                model.jobSubmitted(other.id,
                                   { other.partition, other.gpus > 0 ? other.gpus : other.cpus, other.timeLimitS,
                                     other.priority, other.user },
                                   std::min(submit, started));
            model.jobStarted(other.id, started);
        }
    }

    model.advance(now); // the history's jobs still pending past their bounds are misses by now
    m_runShareOfLimit = runShareOfLimit(history, now);
}

double LiveForecast::runShareOfLimit(const QList<TraceJob>& history, qint64 now)
{
    std::vector<std::pair<qint64, double>> ended; // end, share of the limit run
    for (const TraceJob& h : history) {
        if (h.start && h.end && *h.end <= now && *h.start <= *h.end && h.reqWalltimeS > 0)
            ended.emplace_back(*h.end, std::min(1.0, double(*h.end - *h.start) / double(h.reqWalltimeS)));
    }
    if (ended.size() < size_t(RunShareMinJobs))
        return -1;
    if (ended.size() > size_t(RunShareJobs)) {
        const auto latest = ended.end() - RunShareJobs;
        std::nth_element(ended.begin(), latest, ended.end());
        ended.erase(ended.begin(), latest);
    }
    const auto median = ended.begin() + qsizetype(ended.size() / 2);
    std::nth_element(ended.begin(), median, ended.end(),
                     [](const auto& a, const auto& b) { return a.second < b.second; });
    return median->second;
}

WaitForecast LiveForecast::forecast(const Job& job, const QueueDrain::Estimate* knownDrain) const
{
    const ClusterSnapshot& snapshot = m_snapshot;
    const QList<TraceJob>& history = m_history;
    const WaitForecaster::Config& config = m_config;
    const bool useDrain = m_useDrain;
    const QDateTime& takenAt = m_takenAt;
    const qint64 now = takenAt.toSecsSinceEpoch();
    const JobShape shape = QueueDrain::shapeOf(job); // the shape the drain plans with, too
    const qint64 waited = job.isPending() && job.submitTime.isValid()
        ? std::max<qint64>(0, now - job.submitTime.toSecsSinceEpoch())
        : 0;
    WaitForecast f = m_model.forecastHeld(job.id, shape, now, waited);
    f.runShareOfLimit = m_runShareOfLimit;
    // The scheduler's backfill estimate, or our own drain of the snapshot when it gives none: both plan with time
    // limits, and jobs usually end before their limits, so they tend to be late rather than early. The anchor
    // pulls the median towards itself and keeps the upper bound above it; an anchor of zero (the GPUs are free
    // and nobody is ahead) pulls the median down.
    if (job.estimatedStart.isValid()) {
        f.anchorS = double(std::max<qint64>(0, job.estimatedStart.toSecsSinceEpoch() - now));
        f.anchor = WaitForecast::Anchor::Scheduler;
    } else if (useDrain && job.gpus > 0) {
        const QueueDrain::Estimate drain = knownDrain
            ? *knownDrain
            : QueueDrain::estimate(snapshot, shape, job.id, job.isPending() ? job.submitTime : QDateTime());
        if (drain.feasible) {
            f.anchorS = double(drain.startS);
            f.anchor = WaitForecast::Anchor::Drain;
        }
    }
    if (f.anchor != WaitForecast::Anchor::None) {
        const double est = f.anchorS;
        const double off = config.offsetS;
        f.p50 = std::sqrt((f.p50 + off) * (est + off)) - off;
        // A later anchor raises the bound to it; an earlier one lowers it only halfway (log scale): the plan
        // cannot see higher-priority jobs that arrive meanwhile.
        // Not for a job that has outlived its similar jobs: the plan starts it soon because it cannot see what has
        // held it so long (licences, account caps, priority arrivals).
        const double pulled = est >= f.upper || f.outlivedSimilar ? std::max(est, f.upper)
                                                                  : std::sqrt((f.upper + off) * (est + off)) - off;
        f.upper = std::max(pulled, f.p50);
        // The scheduler's plan, or our drain of the live queue with time limits, is evidence the history lacks
        // (e.g. every GPU held for 12 h by one job): it may lift the cap.
        f.capS = std::max(f.capS, est);
        f.beyondSeen = f.upper >= f.capS;
        f.upper = std::min(f.upper, f.capS);
        f.p50 = std::min(f.p50, f.upper);
    }
    if (job.isPending() && job.beginTime.isValid() && takenAt.secsTo(job.beginTime) > 0)
        return fromBeginTime(f, job.beginTime, takenAt, job.partition, shape.size, history);
    return f;
}

WaitForecast LiveForecast::fromBeginTime(const WaitForecast& live, const QDateTime& begin, const QDateTime& now,
                                         const QString& queue, int size, const QList<TraceJob>& history)
{
    // The queue as it is now says little about a begin time days ahead; the Plan tab's window for that hour says
    // more, and a job scheduled at a recommended window must be forecast as that window promised.
    constexpr int MaxHorizonHours = 14 * 24;
    const qint64 ahead = now.secsTo(begin);
    WaitForecast f = live;
    f.fromBeginTime = true;
    if (ahead <= 0 || ahead >= qint64(MaxHorizonHours) * 3600)
        return f;
    OffPeakAdvisor::Input input;
    input.shape.queue = queue;
    input.shape.size = size;
    input.now = now;
    input.live = live;
    const qint64 nowS = now.toSecsSinceEpoch();
    for (const TraceJob& t : history) {
        if (t.queue != queue || !t.start || *t.start > nowS)
            continue; // what was known by now
        input.history.append(Planner::fromTrace(t, now.timeZone()));
    }
    OffPeakAdvisor::Options options;
    options.horizonHours = int(ahead / 3600) + 2;
    for (const OffPeakWindow& w : OffPeakAdvisor::allSlots(input, options)) {
        if (w.begin <= begin && begin < w.end && w.p50 >= 0) {
            f.p50 = w.p50;
            f.upper = std::max(w.p90, w.p50);
            if (f.capS > 0) {
                f.beyondSeen = f.upper >= f.capS;
                f.upper = std::min(f.upper, f.capS);
                f.p50 = std::min(f.p50, f.upper);
            }
            break;
        }
    }
    return f;
}

} // namespace qc
