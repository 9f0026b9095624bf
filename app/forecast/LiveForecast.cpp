#include "LiveForecast.h"

#include <QSet>
#include <algorithm>
#include <cmath>
#include <vector>

namespace qc {

WaitForecast LiveForecast::forecastForJob(const ClusterSnapshot& snapshot, const Job& job,
                                          const QList<TraceJob>& history, const WaitForecaster::Config& config)
{
    const QDateTime takenAt = snapshot.takenAt.isValid() ? snapshot.takenAt : QDateTime::currentDateTimeUtc();
    const qint64 now = takenAt.toSecsSinceEpoch();
    WaitForecaster model(config);

    // Replay the history up to now in time order; a start that happened after `now` is unknown here.
    struct Event
    {
        qint64 time;
        bool isStart;
        qsizetype index;
    };
    std::vector<Event> events;
    for (qsizetype i = 0; i < history.size(); ++i) {
        const TraceJob& h = history[i];
        if (h.submit > now)
            continue;
        events.push_back({ h.submit, false, i });
        if (h.start && *h.start <= now)
            events.push_back({ *h.start, true, i });
    }
    std::stable_sort(events.begin(), events.end(), [](const Event& a, const Event& b) {
        return a.time != b.time ? a.time < b.time : !a.isStart && b.isStart;
    });
    QSet<QString> known;
    for (const Event& e : events) {
        const TraceJob& h = history[e.index];
        if (e.isStart) {
            model.jobStarted(h.id, *h.start);
        } else {
            model.jobSubmitted(h.id, { h.queue, h.size(), h.reqWalltimeS, 0, h.user }, h.submit);
            known.insert(h.id);
        }
    }
    // The live queue: pending jobs the history does not know yet join as censored observations; jobs the
    // history still has pending but the snapshot shows running have started.
    for (const Job& other : snapshot.jobs) {
        if (other.id == job.id)
            continue;
        const qint64 submit = other.submitTime.isValid() ? other.submitTime.toSecsSinceEpoch() : now;
        if (other.isPending() && !known.contains(other.id)) {
            model.jobSubmitted(other.id,
                               { other.partition, other.gpus > 0 ? other.gpus : other.cpus, other.timeLimitS,
                                 other.priority, other.user },
                               std::min(submit, now));
        } else if (other.isRunningLike() && known.contains(other.id) && other.startTime.isValid()) {
            model.jobStarted(other.id, std::min(now, other.startTime.toSecsSinceEpoch()));
        }
    }

    const JobShape shape { job.partition, job.gpus > 0 ? job.gpus : job.cpus, job.timeLimitS, job.priority, job.user };
    const qint64 waited = job.isPending() && job.submitTime.isValid()
        ? std::max<qint64>(0, now - job.submitTime.toSecsSinceEpoch())
        : 0;
    WaitForecast f = model.forecast(shape, now, waited);
    // The scheduler's backfill estimate plans with time limits, and jobs usually end before their limits, so it
    // tends to be late rather than early: it pulls the median towards itself and keeps the upper bound above it.
    if (job.estimatedStart.isValid()) {
        const double est = double(std::max<qint64>(0, job.estimatedStart.toSecsSinceEpoch() - now));
        const double off = config.offsetS;
        f.p50 = std::sqrt((f.p50 + off) * (est + off)) - off;
        f.upper = std::max({ f.upper, est, f.p50 });
    }
    return f;
}

} // namespace qc
