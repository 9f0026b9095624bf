#include "UsageAdvisor.h"

#include "model/TimeZones.h"

#include <algorithm>
#include <cmath>

namespace qc {

namespace {
constexpr double kDaysPerMonth = 30.44;
constexpr double kHoursPerMonth = kDaysPerMonth * 24;

// GPU-seconds of [from, to) inside [lo, hi).
double overlapHours(const QDateTime& from, const QDateTime& to, const QDateTime& lo, const QDateTime& hi, int gpus)
{
    const QDateTime a = std::max(from, lo);
    const QDateTime b = std::min(to, hi);
    return a < b ? double(gpus) * double(a.secsTo(b)) / 3600.0 : 0.0;
}
} // namespace

UsageAdvisor::Report UsageAdvisor::analyse(const ClusterSnapshot& snapshot, const QList<FinishedJob>& past,
                                           const UsagePrices& prices, QString user, int weeks)
{
    Report r;
    r.user = user.isEmpty() ? snapshot.currentUser : std::move(user);
    r.to = snapshot.takenAtOrNow();
    weeks = std::clamp(weeks, 1, 52);
    r.from = r.to.addDays(-7 * weeks);
    // Only as far back as the history reaches (anyone's jobs): weeks before it are unknown, not idle.
    QDateTime known;
    for (const FinishedJob& j : past) {
        if (j.submit.isValid() && (!known.isValid() || j.submit < known))
            known = j.submit;
    }
    if (known.isValid() && known > r.from)
        r.from = known;
    r.days = double(r.from.secsTo(r.to)) / 86400.0;

    // Each use as an interval, for the totals, the weeks and the peak concurrency.
    struct Use
    {
        QDateTime from;
        QDateTime to;
        int gpus;
    };
    QList<Use> uses;
    double waitSeconds = 0;
    for (const FinishedJob& j : past) {
        if (j.user != r.user || !j.submit.isValid() || j.submit < r.from || j.submit >= r.to)
            continue;
        ++r.jobs;
        if (!j.started())
            continue;
        ++r.startedJobs;
        waitSeconds += double(std::max<qint64>(0, j.waitSeconds()));
        if (j.gpus > 0 && j.end.isValid())
            uses.append({ j.start, j.end, j.gpus });
    }
    for (const Job& j : snapshot.jobs) {
        if (j.user != r.user)
            continue;
        if (j.isRunningLike() && j.startTime.isValid()) {
            r.runningGpus += j.gpus;
            const qint64 ranS = std::max<qint64>(0, j.startTime.secsTo(r.to));
            r.gpuHoursRunning
                += j.timeLimitS > 0 ? j.gpus * double(std::max<qint64>(0, j.timeLimitS - ranS)) / 3600.0 : 0.0;
            if (j.gpus > 0)
                uses.append({ j.startTime, r.to, j.gpus });
        } else if (j.isPending()) {
            ++r.pendingJobs;
            r.gpuHoursQueued += j.gpuHoursByLimit();
        }
    }
    for (const Use& u : uses)
        r.gpuHoursUsed += overlapHours(u.from, u.to, r.from, r.to, u.gpus);
    r.gpuHoursPerDay = r.days > 0 ? r.gpuHoursUsed / r.days : 0;
    r.waitHoursPerJob = r.startedJobs > 0 ? waitSeconds / 3600.0 / r.startedJobs : 0;
    r.waitHoursPerDay = r.days > 0 ? waitSeconds / 3600.0 / r.days : 0;

    // Peak concurrency: a sweep over starts (+) and ends (-), ends first at the same second.
    QList<std::pair<qint64, int>> events;
    for (const Use& u : uses) {
        if (u.to <= r.from || u.from >= r.to)
            continue;
        events.append({ std::max(u.from, r.from).toSecsSinceEpoch(), u.gpus });
        events.append({ std::min(u.to, r.to).toSecsSinceEpoch(), -u.gpus });
    }
    std::sort(events.begin(), events.end());
    int busy = 0;
    for (const auto& e : events) {
        busy += e.second;
        r.peakGpus = std::max(r.peakGpus, busy);
    }

    if (!prices.usable())
        return r;
    Costs c;
    // Enough instances for the average use, not the peak: with a fixed size, bursts queue on it, as they do now.
    const double meanGpus = r.gpuHoursPerDay / 24.0;
    c.instances = std::max(1, int(std::ceil(meanGpus / prices.instanceGpus - 1e-9)));
    const double instanceGpuHoursPerMonth = double(c.instances * prices.instanceGpus) * kHoursPerMonth;
    c.breakEvenUtilisation = (c.instances * prices.instanceMonthly) / (instanceGpuHoursPerMonth * prices.gpuHour);
    c.breakEvenHoursPerDay = 24.0 * c.breakEvenUtilisation;
    c.utilisation = r.gpuHoursPerDay * kDaysPerMonth / instanceGpuHoursPerMonth;
    c.payPerUseMonthly = r.gpuHoursPerDay * kDaysPerMonth * prices.gpuHour;
    c.instanceMonthly = c.instances * prices.instanceMonthly;
    c.ownMonthly = c.instances * prices.ownMonthly;
    // Weeks back from now; the oldest reaches back to the window's start (a few days more or less than seven), so
    // no sliver of a week stands beside whole ones.
    const int spanWeeks = std::max(1, int(std::lround(r.days / 7.0)));
    for (int w = spanWeeks - 1; w >= 0; --w) {
        Week week;
        const QDateTime lo = w == spanWeeks - 1 ? r.from : r.to.addDays(-7 * (w + 1));
        const QDateTime hi = r.to.addDays(-7 * w);
        week.start = lo.toUTC().date();
        for (const Use& u : uses)
            week.gpuHours += overlapHours(u.from, u.to, lo, hi, u.gpus);
        const double share = double(lo.secsTo(hi)) / 86400.0 / kDaysPerMonth;
        week.payPerUse = week.gpuHours * prices.gpuHour;
        week.instance = c.instanceMonthly * share;
        week.own = c.ownMonthly * share;
        c.weeks.append(week);
    }
    double total[3] = { 0, 0, 0 };
    for (const Week& w : c.weeks) {
        total[0] += w.payPerUse;
        total[1] += w.instance;
        total[2] += w.own;
    }
    c.cheapest = total[1] < total[0] ? Option::Instance : Option::PayPerUse;
    if (prices.ownMonthly > 0 && total[2] < std::min(total[0], total[1]))
        c.cheapest = Option::OwnHardware;
    r.costs = c;
    return r;
}

QString UsageAdvisor::optionName(Option option)
{
    switch (option) {
    case Option::PayPerUse:
        return QStringLiteral("pay_per_use");
    case Option::Instance:
        return QStringLiteral("instance");
    case Option::OwnHardware:
        break;
    }
    return QStringLiteral("own_hardware");
}

QString UsageAdvisor::optionLabel(Option option)
{
    switch (option) {
    case Option::PayPerUse:
        return tr("Pay per use");
    case Option::Instance:
        return tr("Monthly instance");
    case Option::OwnHardware:
        break;
    }
    return tr("Own hardware");
}

} // namespace qc
