#include "WaitForecaster.h"

#include "KaplanMeier.h"
#include "QbetsBaseline.h"

#include <algorithm>
#include <atomic>
#include <cmath>

namespace qc {

namespace {
constexpr int Any = -2;
constexpr std::array<int, 3> AnyGroup { Any, Any, Any }; // a GroupKey: the whole queue

double kmQuantile(const QList<KaplanMeier::Observation>& sorted, double q, double given, bool* tail)
{
    return std::max(0.0, KaplanMeier::quantileOfSorted(sorted, q, given, tail) - given);
}
} // namespace

WaitForecaster::WaitForecaster()
    : WaitForecaster(Config {})
{
}

WaitForecaster::WaitForecaster(Config config)
    : m_config(config)
{
    changed();
    if (m_config.recentStartsCap > 0 || m_config.hedge > 0) // both read the queue's recent-starts bound
        m_boundRank = QbetsBaseline::boundRanks(m_config.upperQuantile, 0.95, m_config.startedKept);
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

int WaitForecaster::sizeClass(int size)
{
    int c = 0;
    while (c < 10 && (1 << c) < size)
        ++c;
    return c; // 1, 2, 3-4, 5-8, ... GPUs (or CPUs)
}

std::array<WaitForecaster::GroupKey, 4> WaitForecaster::groupsFor(int userPending, double workAheadS, int size) const
{
    if (!m_config.queueGroups)
        return { AnyGroup, AnyGroup, AnyGroup, AnyGroup };
    const int backlog = backlogBucket(userPending);
    const int work = workBucket(workAheadS);
    if (!m_config.sizeGroups)
        return { GroupKey { backlog, work, Any }, GroupKey { backlog, Any, Any }, AnyGroup, AnyGroup };
    const int sizeOf = sizeClass(size);
    // Finest first; then the same backlog and work ahead at any size; then the size class alone, which says more of
    // a big job than the whole queue's mix does (tried on the traces of forecast_tune: size before work ahead, or
    // with the backlog, did worse on one trace or another).
    return { GroupKey { backlog, work, sizeOf }, GroupKey { backlog, work, Any }, GroupKey { Any, Any, sizeOf },
             AnyGroup };
}

void WaitForecaster::jobSubmitted(const QString& id, const JobShape& shape, qint64 submit, const WaitForecast* issued)
{
    changed();
    if (m_index.contains(id))
        return;
    advance(submit);
    // A submission older than events already seen (a live job the history did not know) gets no calibration
    // forecast: the state it would be made from is not the state at its submit time.
    const bool track = m_config.selfCalibrate && submit >= m_now && submit >= m_config.calibrateFrom;
    std::optional<WaitForecast> own;
    if (track && !issued)
        own = forecast(shape, submit);
    const int r = int(m_records.size());
    Record rec;
    rec.submit = submit;
    rec.size = std::max(1, shape.size);
    rec.limitS = shape.timeLimitS > 0 ? shape.timeLimitS : 3600;
    rec.queue = shape.queue;
    rec.user = shape.user;
    const int userPending = shape.user.isEmpty() ? 0 : m_userPending[{ shape.queue, shape.user }];
    rec.backlog = backlogBucket(userPending);
    if (track) {
        const WaitForecast& f = issued ? *issued : *own;
        // The upper bound only: a median over waits with ties (many at 0, or all at the same hold) is hit or
        // missed in blocks, and steering it oscillated it by the whole bound of the correction.
        const double upper = f.unhedgedUpper >= 0 ? f.unhedgedUpper : f.upper;
        rec.issued = { f.p50, upper };
        rec.resolved = { true, false };
        m_deadlines.push({ submit + qint64(std::floor(upper)) + 1, r, 1 });
    }
    m_records.push_back(rec);
    m_index.insert(id, r);
    QueueState& q = queue(shape.queue);
    // The groups are those the job's own forecast used: its features at submit time.
    const auto groups = groupsFor(userPending, workAhead(q, submit), rec.size);
    for (const GroupKey& g : groups) {
        std::deque<int>& c = q.cohorts[g];
        if (c.empty() || c.back() != r)
            c.push_back(r);
        while (int(c.size()) > m_config.cohort)
            c.pop_front();
    }
    std::deque<int>& all = m_all.cohorts[AnyGroup];
    all.push_back(r);
    while (int(all.size()) > m_config.cohort)
        all.pop_front();
    for (QueueState* s : { &q, &m_all }) {
        ++s->pending;
        s->pendingSubmits.insert(submit);
        s->pendingSize += rec.size;
        s->pendingWork += double(rec.size) * double(rec.limitS);
    }
    if (!shape.user.isEmpty()) {
        ++m_userPending[{ shape.queue, shape.user }];
        m_userPendingWork[{ shape.queue, shape.user }] += double(rec.size) * double(rec.limitS);
    }
}

void WaitForecaster::advance(qint64 now)
{
    changed();
    m_now = std::max(m_now, now);
    while (!m_deadlines.empty() && m_deadlines.top().time <= m_now) {
        const Deadline d = m_deadlines.top();
        m_deadlines.pop();
        const Record& rec = m_records[size_t(d.record)];
        // Still pending past its bound (a start or cancellation in time resolved it already): a miss.
        if (!rec.resolved[size_t(d.level)])
            resolve(d.record, d.level, false);
    }
}

void WaitForecaster::resolve(int record, int level, bool covered)
{
    Record& rec = m_records[size_t(record)];
    rec.resolved[size_t(level)] = true;
    const double before = calibrationFor(rec.queue, rec.backlog).correction[1];
    update(m_groupCalibration[{ rec.queue, rec.backlog }], level, covered);
    update(queue(rec.queue).calibration, level, covered);
    update(m_globalCalibration, level, covered);
    ++m_outcomes;
    if (level == 1 && calibrationFor(rec.queue, rec.backlog).correction[1] != before)
        m_calibrationChangedAt = m_now;
}

void WaitForecaster::update(Calibration& c, int level, bool covered) const
{
    const double cap = m_config.maxCorrection;
    const double quantile = level == 0   ? 0.5
        : m_config.calibrationTarget > 0 ? m_config.calibrationTarget
                                         : m_config.upperQuantile;
    double& x = c.correction[size_t(level)];
    const double before = x;
    x = std::clamp(x + m_config.gamma * ((covered ? 0.0 : 1.0) - (1.0 - quantile)), -cap, cap);
    if (level == 1) {
        ++c.outcomes;
        if (x != before) // at its bound a hit or miss leaves it where it is
            c.changedAt = m_now;
    }
}

double WaitForecaster::calibratedLevel(double quantile, double correction) const
{
    if (m_config.levelShare <= 0)
        return quantile;
    // The miss rate scales by e^-c: c = +2.3 turns a P90 into a P99. Bounded, so the level stays a quantile of
    // what was seen (never the largest wait of all by itself: the cap is there for that).
    const double miss = (1.0 - quantile) * std::exp(-m_config.levelShare * correction);
    return std::clamp(1.0 - miss, std::min(quantile, 0.5), m_config.maxLevel);
}

const WaitForecaster::Calibration& WaitForecaster::calibrationFor(const QString& queueName, int backlog) const
{
    const int enough = m_config.minCalibrationOutcomes;
    if (const auto g = m_groupCalibration.find({ queueName, backlog });
        g != m_groupCalibration.end() && g->second.outcomes >= enough)
        return g->second;
    if (const auto q = m_queues.find(queueName); q != m_queues.end() && q->second.calibration.outcomes >= enough)
        return q->second.calibration;
    return m_globalCalibration;
}

void WaitForecaster::jobStarted(const QString& id, qint64 start)
{
    changed();
    const auto it = m_index.constFind(id);
    if (it == m_index.cend())
        return;
    advance(start);
    Record& rec = m_records[size_t(*it)];
    if (rec.start || rec.cancelled)
        return;
    rec.start = std::max(start, rec.submit);
    const qint64 wait = *rec.start - rec.submit;
    for (int level = 0; level < 2; ++level) {
        if (!rec.resolved[size_t(level)])
            resolve(*it, level, double(wait) <= rec.issued[size_t(level)]);
    }
    QueueState& q = queue(rec.queue);
    for (QueueState* s : { &q, &m_all }) {
        --s->pending;
        if (const auto p = s->pendingSubmits.find(rec.submit); p != s->pendingSubmits.end())
            s->pendingSubmits.erase(p);
        s->pendingSize -= rec.size;
        s->pendingWork -= double(rec.size) * double(rec.limitS);
        s->longestWait = std::max(s->longestWait, wait);
        keepStarted(*s, wait);
    }
    q.running[*it] = { *rec.start + rec.limitS, rec.size };
    q.used += rec.size;
    q.capacity = std::max(q.capacity, q.used);
    if (!rec.user.isEmpty()) {
        --m_userPending[{ rec.queue, rec.user }];
        m_userPendingWork[{ rec.queue, rec.user }] -= double(rec.size) * double(rec.limitS);
    }
}

void WaitForecaster::jobEnded(const QString& id, qint64 end)
{
    changed();
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
    advance(end);
    rec.cancelled = std::max(end, rec.submit);
    // Cancelled within its bound (past it, the deadline resolved it as a miss): covered, as the scorer counts it.
    for (int level = 0; level < 2; ++level) {
        if (!rec.resolved[size_t(level)])
            resolve(*it, level, double(*rec.cancelled - rec.submit) <= rec.issued[size_t(level)]);
    }
    for (QueueState* s : { &q, &m_all }) {
        --s->pending;
        if (const auto p = s->pendingSubmits.find(rec.submit); p != s->pendingSubmits.end())
            s->pendingSubmits.erase(p);
        s->pendingSize -= rec.size;
        s->pendingWork -= double(rec.size) * double(rec.limitS);
        s->longestWait = std::max(s->longestWait, *rec.cancelled - rec.submit);
    }
    if (!rec.user.isEmpty()) {
        --m_userPending[{ rec.queue, rec.user }];
        m_userPendingWork[{ rec.queue, rec.user }] -= double(rec.size) * double(rec.limitS);
    }
}

std::optional<KaplanMeier::Observation> WaitForecaster::observationOf(const Record& rec, qint64 now)
{
    if (rec.submit > now)
        return std::nullopt;
    if (rec.start && *rec.start <= now)
        return KaplanMeier::Observation { double(*rec.start - rec.submit), true };
    if (rec.cancelled && *rec.cancelled <= now)
        return KaplanMeier::Observation { double(*rec.cancelled - rec.submit), false };
    return KaplanMeier::Observation { double(now - rec.submit), false };
}

void WaitForecaster::changed()
{
    static std::atomic<quint64> versions { 0 };
    m_version = ++versions;
}

QList<KaplanMeier::Observation> WaitForecaster::sortedSample(const std::deque<int>& cohort, qint64 now,
                                                             int skipRecord) const
{
    struct Kept
    {
        quint64 version = 0; // 0: empty (versions start at 1)
        const std::deque<int>* cohort = nullptr;
        size_t size = 0;
        qint64 now = 0;
        QList<KaplanMeier::Observation> sorted;
    };
    // A forecast reads its group's cohort and, for the floor, the whole queue's; a batch's jobs, in table order,
    // fall in a few dozen groups (backlog x work ahead x size) of a few queues: 8 slots thrashed once size joined the
    // groups (demo://?jobs=100000: 3.0 -> 4.0 s of CPU). Per thread, so forecasts on several threads never share
    // one; at most 300 observations a slot.
    thread_local std::array<Kept, 64> kept;
    thread_local size_t nextSlot = 0;
    const Kept* hit = nullptr;
    for (const Kept& k : kept) {
        if (k.version == m_version && k.cohort == &cohort && k.size == cohort.size() && k.now == now)
            hit = &k;
    }
    if (!hit) {
        QList<KaplanMeier::Observation> sample;
        sample.reserve(qsizetype(cohort.size()));
        for (int r : cohort) {
            if (const auto o = observationOf(m_records[size_t(r)], now))
                sample.append(*o);
        }
        KaplanMeier::sort(sample);
        Kept& k = kept[nextSlot];
        nextSlot = (nextSlot + 1) % kept.size();
        k = Kept { m_version, &cohort, cohort.size(), now, std::move(sample) };
        hit = &k;
    }
    if (skipRecord < 0 || std::find(cohort.begin(), cohort.end(), skipRecord) == cohort.end())
        return hit->sorted;
    const auto own = observationOf(m_records[size_t(skipRecord)], now);
    return own ? KaplanMeier::withoutOne(hit->sorted, *own) : hit->sorted;
}

void WaitForecaster::keepStarted(QueueState& q, qint64 wait) const
{
    q.startedWaits.push_back(wait);
    q.sortedWaits.insert(std::upper_bound(q.sortedWaits.begin(), q.sortedWaits.end(), wait), wait);
    while (int(q.startedWaits.size()) > m_config.startedKept) {
        q.sortedWaits.erase(std::lower_bound(q.sortedWaits.begin(), q.sortedWaits.end(), q.startedWaits.front()));
        q.startedWaits.pop_front();
    }
}

int WaitForecaster::startsAfter(const QList<KaplanMeier::Observation>& sorted, double waited)
{
    const auto first = std::upper_bound(sorted.cbegin(), sorted.cend(), waited,
                                        [](double w, const KaplanMeier::Observation& o) { return w < o.value; });
    return int(std::count_if(first, sorted.cend(), [](const KaplanMeier::Observation& o) { return o.observed; }));
}

double WaitForecaster::recentStartsBound(const QueueState& q) const
{
    const int n = int(q.sortedWaits.size());
    if (n == 0 || !m_boundRank || size_t(n) >= m_boundRank->size())
        return -1;
    const int k = (*m_boundRank)[size_t(n)];
    return double(q.sortedWaits[size_t(k - 1)]);
}

double WaitForecaster::calibrated(double base, double correction) const
{
    return std::max(0.0, (base + m_config.offsetS) * std::exp(correction) - m_config.offsetS);
}

WaitForecast WaitForecaster::forecast(const JobShape& shape, qint64 now, qint64 alreadyWaited) const
{
    return forecast(shape, now, alreadyWaited, Self {});
}

WaitForecast WaitForecaster::forecastHeld(const QString& id, const JobShape& shape, qint64 now,
                                          qint64 alreadyWaited) const
{
    Self self;
    const auto it = m_index.constFind(id);
    if (it != m_index.cend()) {
        const Record& rec = m_records[size_t(*it)];
        if (!rec.start && !rec.cancelled && rec.queue == shape.queue) {
            self.record = *it;
            self.submit = rec.submit;
            self.size = rec.size;
            self.work = double(rec.size) * double(rec.limitS);
            self.sameUser = !rec.user.isEmpty() && rec.user == shape.user;
        }
    }
    return forecast(shape, now, alreadyWaited, self);
}

WaitForecast WaitForecaster::forecast(const JobShape& shape, qint64 now, qint64 alreadyWaited, const Self& self) const
{
    WaitForecast f;
    f.queue = shape.queue;
    f.upperQuantile = m_config.upperQuantile;
    const auto qit = m_queues.find(shape.queue);
    const bool known = qit != m_queues.end()
        && int(qit->second.cohorts.count(AnyGroup) ? qit->second.cohorts.at(AnyGroup).size() : 0)
            >= m_config.minGroup / 2;
    const QueueState& q = known ? qit->second : m_all;
    // The job's own place, when the model holds it (forecastHeld): in its queue and, as every job, in m_all.
    const bool isSelf = self.record >= 0;
    int userPending = 0;
    if (!shape.user.isEmpty()) {
        const auto u = m_userPending.find({ shape.queue, shape.user });
        userPending = u != m_userPending.end() ? std::max(0, u->second - (isSelf && self.sameUser ? 1 : 0)) : 0;
    }
    // What is ahead is always the job's own queue, even when its estimate falls back to every queue's history.
    const QueueState* own = qit != m_queues.end() ? &qit->second : nullptr;
    f.pendingAhead = own ? std::max(0, own->pending - (isSelf ? 1 : 0)) : 0;
    f.sizeAhead = own ? std::max<qint64>(0, own->pendingSize - (isSelf ? self.size : 0)) : 0;
    f.userAhead = userPending;
    f.workAheadS = workAhead(q, now);
    if (isSelf && f.workAheadS > 0)
        f.workAheadS = std::max(0.0, f.workAheadS - self.work / double(q.capacity));

    // The finest group with enough members; the whole queue last.
    const auto groups = known ? groupsFor(userPending, f.workAheadS, std::max(1, shape.size))
                              : std::array<GroupKey, 4> { AnyGroup, AnyGroup, AnyGroup, AnyGroup };
    const std::deque<int>* cohort = nullptr;
    for (const GroupKey& g : groups) {
        const auto c = q.cohorts.find(g);
        if (c != q.cohorts.end() && int(c->second.size()) >= m_config.minGroup) {
            cohort = &c->second;
            break;
        }
    }
    static const std::deque<int> none;
    const auto wholeIt = q.cohorts.find(AnyGroup);
    const std::deque<int>& whole = wholeIt != q.cohorts.end() ? wholeIt->second : none;
    if (!cohort)
        cohort = &whole;

    const QList<KaplanMeier::Observation> sorted = sortedSample(*cohort, now, self.record);
    f.similarJobs = int(sorted.size());
    f.startedSeen = int(std::count_if(sorted.begin(), sorted.end(), [](const auto& o) { return o.observed; }));
    if (!cohort->empty())
        f.similarSinceS = std::max<qint64>(0, now - m_records[size_t(cohort->front())].submit);
    const double given = double(alreadyWaited);
    bool tail = false;
    // The calibration moves the quantile level read from the similar jobs (their own spread, censored ages of
    // the ones still waiting included) as well as the scale: a group whose recent jobs all started at once has
    // a base near zero that no bounded factor can lift, while its upper levels see the jobs still waiting.
    const Calibration& cal = calibrationFor(shape.queue, backlogBucket(userPending));
    // A queue seen too little reads every queue's jobs: their tail is other queues' tail, so only the factor moves.
    const double upperLevel
        = known ? calibratedLevel(m_config.upperQuantile, cal.correction[1]) : m_config.upperQuantile;
    // The median keeps its level: its errors are symmetric, and a raised level made P50 a tail quantile.
    double base50 = kmQuantile(sorted, 0.5, given, nullptr);
    double baseUpper = kmQuantile(sorted, upperLevel, given, &tail);
    // A job that has waited longer than nearly all its similar jobs did: their few later starts say little of what
    // is left, and with none the estimate was 0 ("P90 in 1 min" for a job 86 h in the queue). Similar jobs are recent
    // submissions, which have not had the time to wait that long: the queue's last jobs to start that had waited as
    // long then, and when too few of those either, nothing seen bounds the rest (below).
    bool outlived = false;
    if (given > 0 && startsAfter(sorted, given) < m_config.minStartsAfterWaited) {
        const auto first = std::upper_bound(q.sortedWaits.cbegin(), q.sortedWaits.cend(), qint64(given));
        const auto n = q.sortedWaits.cend() - first;
        if (n >= m_config.minStartsAfterWaited) {
            auto quantile = [&](double level) {
                const auto k = std::clamp<qint64>(qint64(std::ceil(level * double(n))) - 1, 0, n - 1);
                return std::max(0.0, double(*(first + k)) - given);
            };
            base50 = quantile(0.5);
            baseUpper = quantile(upperLevel);
            tail = true;
        } else {
            outlived = true;
        }
    }
    f.tailReached = tail;
    // The queue's floor at a quantile level (0 where the similar jobs are the whole queue already).
    const bool floored = cohort != &whole && m_config.floorShare > 0;
    const auto floorAt = [&](double level) {
        return floored ? m_config.floorShare * kmQuantile(sortedSample(whole, now, self.record), level, given, nullptr)
                       : 0.0;
    };
    baseUpper = std::max(baseUpper, floorAt(upperLevel));

    // The longest wait seen: finished waits (every queue's when this one is too thin) and the oldest job still
    // waiting in the job's own queue; a job held for months in another queue says nothing about this one.
    qint64 longest = q.longestWait;
    if (own && !own->pendingSubmits.empty()) {
        // The oldest pending job other than this one.
        auto oldest = own->pendingSubmits.begin();
        if (isSelf && *oldest == self.submit)
            ++oldest;
        if (oldest != own->pendingSubmits.end())
            longest = std::max(longest, now - *oldest);
    }
    double ownDrain = 0; // the time the user's own jobs ahead take to drain (the floor below)
    if (m_config.ownDrainShare > 0 && known && own->capacity > 0
        && !shape.user.isEmpty()) { // a thin queue: capacity unknown
        // Requested times overstate runs, so this floor alone never claims more than the longest wait seen here;
        // only the calibration, learning from real misses, may go beyond (up to the cap).
        const auto w = m_userPendingWork.find({ shape.queue, shape.user });
        const double ownWork = w != m_userPendingWork.end()
            ? std::max(0.0, w->second - (isSelf && self.sameUser ? self.work : 0.0))
            : 0.0;
        const double drain = std::min(m_config.ownDrainShare * ownWork / double(own->capacity), double(longest));
        ownDrain = drain - given;
        baseUpper = std::max(baseUpper, ownDrain);
    }
    // What of the correction scales the bound: all of it, or (levelBeforeScale) what the level could not take.
    double scale = cal.correction[1];
    if (m_config.levelBeforeScale && known && m_config.levelShare > 0 && userPending == 0) {
        const auto levelTakes = [&](double level) {
            return std::log((1.0 - m_config.upperQuantile) / (1.0 - level)) / m_config.levelShare;
        };
        scale -= std::clamp(scale, levelTakes(std::min(m_config.upperQuantile, 0.5)), levelTakes(m_config.maxLevel));
    }
    f.correction = scale;
    f.upperLevel = upperLevel;
    f.calibrationOutcomes = cal.outcomes;
    f.calibrationChangedAt = cal.changedAt;
    f.p50 = calibrated(base50, cal.correction[0]);
    f.upper = calibrated(baseUpper, scale);
    // What the queue's recent starts may not pull a fresh job's bound below: the bound at the quantile itself (the
    // similar jobs, the queue's floor) and the time the user's own jobs ahead take to drain. Those see the jobs still
    // pending, which the recent starts cannot.
    std::optional<double> seen; // read once, and only when the stretch cap or the lean needs it
    const auto seenPending = [&] {
        if (!seen) {
            seen = std::max({ kmQuantile(sorted, m_config.upperQuantile, given, nullptr),
                              floorAt(m_config.upperQuantile), ownDrain });
        }
        return *seen;
    };
    const double recent = given == 0 ? recentStartsBound(q) : -1;
    if (m_config.recentStartsCap > 0 && recent >= 0) {
        // What the calibration may stretch a fresh job's bound to: the cap times the whole correction (the raised
        // level and the scale together), but never below what the jobs still pending say.
        const double stretch = calibrated(m_config.recentStartsCap * recent, cal.correction[1]);
        if (f.upper > stretch) // only then the bound at the quantile itself is needed
            f.upper = std::min(f.upper, std::max(stretch, seenPending()));
    }
    f.longestSeenS = double(longest);
    f.capS = std::max(m_config.capFactor * f.longestSeenS, double(m_config.minCapS));
    if (outlived) {
        // Nothing seen here bounds the rest of its wait. As the median, about as long again as it has waited (the
        // median residual time of a heavy-tailed wait grows with the time already waited).
        f.upper = f.capS;
        f.p50 = std::max(f.p50, given);
        f.outlivedSimilar = true;
    }
    if (f.upper >= f.capS) {
        f.upper = f.capS;
        f.beyondSeen = true;
    }
    if (m_config.hedge > 0 && recent >= 0 && !f.beyondSeen) {
        // The lean (Config::hedge), down to no lower than what the jobs still pending say.
        // (bound + offset)^(1 - hedge) x (recent + offset)^hedge: the bound scaled by its ratio to the recent starts'.
        f.unhedgedUpper = f.upper;
        const double off = m_config.offsetS;
        const double leaned = calibrated(f.upper, m_config.hedge * std::log((recent + off) / (f.upper + off)));
        f.upper = std::clamp(leaned, leaned < f.upper ? std::min(f.upper, seenPending()) : 0.0, f.capS);
    }
    f.p50 = std::min(f.p50, f.upper);
    return f;
}

void WaitForecaster::recordOutcome(const QString& queueName, Level level, bool covered, int group)
{
    changed();
    const int l = level == Level::Median ? 0 : 1;
    const double before = calibrationFor(queueName, group).correction[1];
    update(m_groupCalibration[{ queueName, group }], l, covered);
    update(queue(queueName).calibration, l, covered);
    update(m_globalCalibration, l, covered);
    if (l == 1 && calibrationFor(queueName, group).correction[1] != before)
        m_calibrationChangedAt = m_now;
}

} // namespace qc
