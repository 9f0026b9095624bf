#include "WaitForecaster.h"

#include "KaplanMeier.h"

#include <algorithm>
#include <cmath>

namespace qc {

namespace {
constexpr int Any = -2;

double kmQuantile(const std::vector<std::pair<double, bool>>& obs, double q, double given, bool* tail)
{
    QList<KaplanMeier::Observation> s;
    s.reserve(qsizetype(obs.size()));
    for (const auto& [v, observed] : obs)
        s.append({ v, observed });
    return std::max(0.0, KaplanMeier::quantile(s, q, given, tail) - given);
}
} // namespace

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

int WaitForecaster::backlogBucket(int userPending)
{
    if (userPending <= 0)
        return 0;
    if (userPending <= 5)
        return 1;
    if (userPending <= 50)
        return 2;
    if (userPending <= 200)
        return 3;
    return 4;
}

int WaitForecaster::workBucket(double workS)
{
    if (workS < 0)
        return -1; // capacity unknown yet
    return std::min(int(std::log2(workS / 600.0 + 1.0)), 12); // 10 min, 30 min, 70 min, ... doubling
}

double WaitForecaster::workAhead(const QueueState& q, qint64 now) const
{
    if (q.capacity <= 0)
        return -1;
    double running = 0;
    for (const auto& [record, endAndSize] : q.running)
        running += double(endAndSize.second) * double(std::max<qint64>(0, endAndSize.first - now));
    return (q.pendingWork + running) / double(q.capacity);
}

std::array<WaitForecaster::GroupKey, 3> WaitForecaster::groupsFor(const QueueState& q, int userPending,
                                                                  qint64 now) const
{
    const int backlog = backlogBucket(userPending);
    if (!m_config.queueGroups)
        return { GroupKey { Any, Any }, GroupKey { Any, Any }, GroupKey { Any, Any } };
    return { GroupKey { backlog, workBucket(workAhead(q, now)) }, GroupKey { backlog, Any }, GroupKey { Any, Any } };
}

void WaitForecaster::jobSubmitted(const QString& id, const JobShape& shape, qint64 submit)
{
    if (m_index.contains(id))
        return;
    const int r = int(m_records.size());
    Record rec;
    rec.submit = submit;
    rec.size = std::max(1, shape.size);
    rec.limitS = shape.timeLimitS > 0 ? shape.timeLimitS : 3600;
    rec.queue = shape.queue;
    rec.user = shape.user;
    m_records.push_back(rec);
    m_index.insert(id, r);
    QueueState& q = queue(shape.queue);
    const int userPending = shape.user.isEmpty() ? 0 : m_userPending[{ shape.queue, shape.user }];
    // The groups are those the job's own forecast used: its features at submit time.
    const auto groups = groupsFor(q, userPending, submit);
    for (const GroupKey& g : groups) {
        std::deque<int>& c = q.cohorts[g];
        if (c.empty() || c.back() != r)
            c.push_back(r);
        while (int(c.size()) > m_config.cohort)
            c.pop_front();
    }
    std::deque<int>& all = m_all.cohorts[{ Any, Any }];
    all.push_back(r);
    while (int(all.size()) > m_config.cohort)
        all.pop_front();
    for (QueueState* s : { &q, &m_all }) {
        ++s->pending;
        s->pendingSubmits.insert(submit);
        s->pendingSize += rec.size;
        s->pendingWork += double(rec.size) * double(rec.limitS);
    }
    if (!shape.user.isEmpty())
        ++m_userPending[{ shape.queue, shape.user }];
}

void WaitForecaster::jobStarted(const QString& id, qint64 start)
{
    const auto it = m_index.constFind(id);
    if (it == m_index.cend())
        return;
    Record& rec = m_records[size_t(*it)];
    if (rec.start || rec.cancelled)
        return;
    rec.start = std::max(start, rec.submit);
    const qint64 wait = *rec.start - rec.submit;
    QueueState& q = queue(rec.queue);
    for (QueueState* s : { &q, &m_all }) {
        --s->pending;
        if (const auto p = s->pendingSubmits.find(rec.submit); p != s->pendingSubmits.end())
            s->pendingSubmits.erase(p);
        s->pendingSize -= rec.size;
        s->pendingWork -= double(rec.size) * double(rec.limitS);
        s->longestWait = std::max(s->longestWait, wait);
    }
    q.running[*it] = { *rec.start + rec.limitS, rec.size };
    q.used += rec.size;
    q.capacity = std::max(q.capacity, q.used);
    if (!rec.user.isEmpty())
        --m_userPending[{ rec.queue, rec.user }];
}

void WaitForecaster::jobEnded(const QString& id, qint64 end)
{
    const auto it = m_index.constFind(id);
    if (it == m_index.cend())
        return;
    Record& rec = m_records[size_t(*it)];
    QueueState& q = queue(rec.queue);
    if (rec.start) {
        if (q.running.erase(*it) > 0)
            q.used -= rec.size;
        return;
    }
    if (rec.cancelled)
        return;
    rec.cancelled = std::max(end, rec.submit);
    for (QueueState* s : { &q, &m_all }) {
        --s->pending;
        if (const auto p = s->pendingSubmits.find(rec.submit); p != s->pendingSubmits.end())
            s->pendingSubmits.erase(p);
        s->pendingSize -= rec.size;
        s->pendingWork -= double(rec.size) * double(rec.limitS);
        s->longestWait = std::max(s->longestWait, *rec.cancelled - rec.submit);
    }
    if (!rec.user.isEmpty())
        --m_userPending[{ rec.queue, rec.user }];
}

void WaitForecaster::sample(const std::deque<int>& cohort, qint64 now, std::vector<std::pair<double, bool>>& out) const
{
    out.clear();
    out.reserve(cohort.size());
    for (int r : cohort) {
        const Record& rec = m_records[size_t(r)];
        if (rec.submit > now)
            continue;
        if (rec.start && *rec.start <= now)
            out.emplace_back(double(*rec.start - rec.submit), true);
        else if (rec.cancelled && *rec.cancelled <= now)
            out.emplace_back(double(*rec.cancelled - rec.submit), false);
        else
            out.emplace_back(double(now - rec.submit), false);
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
    const bool known = qit != m_queues.end()
        && int(qit->second.cohorts.count({ Any, Any }) ? qit->second.cohorts.at({ Any, Any }).size() : 0)
            >= m_config.minGroup / 2;
    const QueueState& q = known ? qit->second : m_all;
    int userPending = 0;
    if (!shape.user.isEmpty()) {
        const auto u = m_userPending.find({ shape.queue, shape.user });
        userPending = u != m_userPending.end() ? std::max(0, u->second) : 0;
    }
    // What is ahead is always the job's own queue, even when its estimate falls back to every queue's history.
    const QueueState* own = qit != m_queues.end() ? &qit->second : nullptr;
    f.pendingAhead = own ? std::max(0, own->pending) : 0;
    f.sizeAhead = own ? std::max<qint64>(0, own->pendingSize) : 0;
    f.userAhead = userPending;
    f.workAheadS = workAhead(q, now);

    // The finest group with enough members; the whole queue last.
    const auto groups = known
        ? groupsFor(q, userPending, now)
        : std::array<GroupKey, 3> { GroupKey { Any, Any }, GroupKey { Any, Any }, GroupKey { Any, Any } };
    const std::deque<int>* cohort = nullptr;
    for (const GroupKey& g : groups) {
        const auto c = q.cohorts.find(g);
        if (c != q.cohorts.end() && int(c->second.size()) >= m_config.minGroup) {
            cohort = &c->second;
            break;
        }
    }
    static const std::deque<int> none;
    const auto wholeIt = q.cohorts.find({ Any, Any });
    const std::deque<int>& whole = wholeIt != q.cohorts.end() ? wholeIt->second : none;
    if (!cohort)
        cohort = &whole;

    std::vector<std::pair<double, bool>> obs;
    sample(*cohort, now, obs);
    f.similarJobs = int(obs.size());
    f.startedSeen = int(std::count_if(obs.begin(), obs.end(), [](const auto& o) { return o.second; }));
    if (!cohort->empty())
        f.similarSinceS = std::max<qint64>(0, now - m_records[size_t(cohort->front())].submit);
    const double given = double(alreadyWaited);
    bool tail = false;
    double base50 = kmQuantile(obs, 0.5, given, nullptr);
    double baseUpper = kmQuantile(obs, m_config.upperQuantile, given, &tail);
    f.tailReached = tail;
    if (cohort != &whole && m_config.floorShare > 0) {
        std::vector<std::pair<double, bool>> all;
        sample(whole, now, all);
        baseUpper = std::max(baseUpper, m_config.floorShare * kmQuantile(all, m_config.upperQuantile, given, nullptr));
    }

    const auto calIt = m_queues.find(shape.queue);
    const QueueState& cal = calIt != m_queues.end() ? calIt->second : m_all;
    f.correction = cal.correction[1];
    f.p50 = calibrated(base50, cal.correction[0]);
    f.upper = calibrated(baseUpper, cal.correction[1]);
    qint64 longest = q.longestWait;
    if (!q.pendingSubmits.empty())
        longest = std::max(longest, now - *q.pendingSubmits.begin()); // the oldest job still waiting
    f.longestSeenS = double(longest);
    f.capS = std::max(m_config.capFactor * f.longestSeenS, double(m_config.minCapS));
    if (f.upper >= f.capS) {
        f.upper = f.capS;
        f.beyondSeen = true;
    }
    f.p50 = std::min(f.p50, f.upper);
    return f;
}

void WaitForecaster::recordOutcome(const QString& queue, Level level, bool covered, int /*group*/)
{
    auto it = m_queues.find(queue);
    QueueState& q = it != m_queues.end() ? it->second : m_all;
    const double cap = m_config.maxCorrection;
    const double quantile = level == Level::Median ? 0.5
        : m_config.calibrationTarget > 0           ? m_config.calibrationTarget
                                                   : m_config.upperQuantile;
    double& c = q.correction[level == Level::Median ? 0 : 1];
    c = std::clamp(c + m_config.gamma * ((covered ? 0.0 : 1.0) - (1.0 - quantile)), -cap, cap);
}

} // namespace qc
