#include "WaitForecaster.h"

#include "KaplanMeier.h"

#include <algorithm>
#include <cmath>

namespace qc {

WaitForecaster::WaitForecaster()
    : WaitForecaster(Config {})
{
}

WaitForecaster::WaitForecaster(Config config)
    : m_config(config)
{
}

int WaitForecaster::sizeBucket(int size)
{
    if (size <= 1)
        return 0;
    if (size <= 4)
        return 1;
    if (size <= 16)
        return 2;
    if (size <= 64)
        return 3;
    return 4;
}

void WaitForecaster::pushRecent(std::deque<qint64>& window, qint64 wait) const
{
    window.push_back(wait);
    while (window.size() > size_t(m_config.recentStarts))
        window.pop_front();
}

void WaitForecaster::jobSubmitted(const QString& id, const JobShape& shape, qint64 submit)
{
    m_pending.insert(id, { shape.queue, submit, shape.user });
    if (!shape.user.isEmpty())
        ++m_users[{ shape.queue, shape.user }].pending;
    m_queues[shape.queue].pendingSubmits.insert(submit);
    m_all.pendingSubmits.insert(submit);
    m_bucketOf.insert(id, sizeBucket(shape.size));
}

void WaitForecaster::jobStarted(const QString& id, qint64 start)
{
    const auto it = m_pending.constFind(id);
    if (it == m_pending.cend())
        return;
    const PendingJob job = *it;
    m_pending.erase(it);
    const int bucket = m_bucketOf.take(id);
    QueueState& q = m_queues[job.queue];
    const qint64 wait = std::max<qint64>(0, start - job.submit);
    if (auto p = q.pendingSubmits.find(job.submit); p != q.pendingSubmits.end())
        q.pendingSubmits.erase(p);
    if (auto p = m_all.pendingSubmits.find(job.submit); p != m_all.pendingSubmits.end())
        m_all.pendingSubmits.erase(p);
    pushRecent(q.recent, wait);
    pushRecent(q.recentByBucket[bucket], wait);
    pushRecent(m_all.recent, wait);
    if (!job.user.isEmpty()) {
        UserState& u = m_users[{ job.queue, job.user }];
        --u.pending;
        u.startTimes.push_back(start);
        while (u.startTimes.size() > 20)
            u.startTimes.pop_front();
    }
    for (QueueState* state : { &q, &m_all }) {
        state->startTimes.push_back(start);
        while (int(state->startTimes.size()) > m_config.rateStarts)
            state->startTimes.pop_front();
    }
}

double WaitForecaster::calibrated(double base, double correction) const
{
    return std::max(0.0, (base + m_config.offsetS) * std::exp(correction) - m_config.offsetS);
}

WaitForecast WaitForecaster::forecast(const JobShape& shape, qint64 now, qint64 alreadyWaited) const
{
    WaitForecast f;
    f.queue = shape.queue;
    f.upperQuantile = m_config.upperQuantile;
    const auto qit = m_queues.find(shape.queue);
    const QueueState* q = qit != m_queues.end() ? &qit->second : nullptr;
    if (!q || int(q->recent.size()) < m_config.minBucketStarts / 2)
        q = &m_all;
    const std::deque<qint64>& bucketWindow = q->recentByBucket[sizeBucket(shape.size)];
    const std::deque<qint64>& window = int(bucketWindow.size()) >= m_config.minBucketStarts ? bucketWindow : q->recent;

    QList<KaplanMeier::Observation> sample;
    sample.reserve(qsizetype(window.size()) + m_config.maxPendingScan);
    for (qint64 w : window)
        sample.append({ double(w), true });
    f.startedSeen = int(window.size());
    f.pendingAhead = int(q->pendingSubmits.size());
    int scanned = 0;
    for (qint64 submit : q->pendingSubmits) {
        if (submit > now || scanned++ >= m_config.maxPendingScan)
            break;
        sample.append({ double(now - submit), false });
    }
    const double given = double(alreadyWaited);
    bool tail = false;
    double base50 = KaplanMeier::quantile(sample, 0.5, given, &tail) - given;
    double baseUpper = KaplanMeier::quantile(sample, m_config.upperQuantile, given, &tail) - given;
    f.tailReached = tail;
    // Job arrays: the user's own jobs already pending in this queue go first (fair share, FIFO within a user),
    // so the bound is at least the time they take to start at the rate this user's jobs started lately.
    if (m_config.userBacklog && !shape.user.isEmpty()) {
        const auto uit = m_users.find({ shape.queue, shape.user });
        if (uit != m_users.end() && uit->second.pending > 0) {
            const auto& st = uit->second.startTimes;
            double backlog = 0;
            if (st.size() >= 2 && now > st.front()) {
                const double rate = double(st.size() - 1) / double(now - st.front());
                backlog = uit->second.pending / rate;
            }
            base50 = std::max(base50, 0.5 * backlog);
            baseUpper = std::max(baseUpper, backlog);
        }
    }
    if (m_config.base != Config::Base::History) {
        // Live queue: how long the jobs already pending take to drain at the rate this queue started jobs lately.
        const std::deque<qint64>& starts = q->startTimes;
        double drain = 0;
        if (!q->pendingSubmits.empty()) {
            const double span = starts.size() >= 2 ? double(std::max<qint64>(now - starts.front(), 1)) : 0;
            const double rate = span > 0 ? double(starts.size() - 1) / span : 0;
            drain = rate > 0 ? double(q->pendingSubmits.size()) / rate : baseUpper;
        }
        if (m_config.base == Config::Base::Queue) {
            base50 = baseUpper = drain;
        } else {
            const double off = m_config.offsetS;
            base50 = std::sqrt((std::max(0.0, base50) + off) * (drain + off)) - off;
            baseUpper = std::sqrt((std::max(0.0, baseUpper) + off) * (drain + off)) - off;
        }
    }
    // The correction is learnt on the queue's own forecasts; the fallback pool has its own.
    const QueueState& cal = qit != m_queues.end() ? qit->second : m_all;
    f.calibrationGroup = groupOf(shape);
    const auto& correction = cal.correction[std::size_t(f.calibrationGroup)];
    f.p50 = calibrated(std::max(0.0, base50), correction[0]);
    f.upper = std::max(f.p50, calibrated(std::max(0.0, baseUpper), correction[1]));
    return f;
}

int WaitForecaster::groupOf(const JobShape& shape) const
{
    if (!m_config.backlogGroups || shape.user.isEmpty())
        return 0;
    const auto it = m_users.find({ shape.queue, shape.user });
    const int pending = it != m_users.end() ? it->second.pending : 0;
    return pending <= 0 ? 0 : pending < 10 ? 1 : 2;
}

void WaitForecaster::recordOutcome(const QString& queue, Level level, bool covered, int group)
{
    auto it = m_queues.find(queue);
    QueueState& q = it != m_queues.end() ? it->second : m_all;
    const double cap = m_config.maxCorrection;
    const double quantile = level == Level::Median ? 0.5 : m_config.upperQuantile;
    double& c = q.correction[std::size_t(std::clamp(group, 0, Groups - 1))][level == Level::Median ? 0 : 1];
    c = std::clamp(c + m_config.gamma * ((covered ? 0.0 : 1.0) - (1.0 - quantile)), -cap, cap);
}

} // namespace qc
