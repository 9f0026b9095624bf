#include "OffPeakAdvisor.h"

#include "../history/BusyHours.h"
#include "StartForecast.h"
#include "WaitForecaster.h"
#include "model/Clock.h"

#include <QHash>
#include <QLocale>
#include <algorithm>
#include <array>
#include <cmath>

namespace qc {

namespace {

constexpr double Offset = 60; // log-scale blending needs zero waits to stay finite

struct Waits
{
    QHash<QString, QList<double>> byUser;
    qsizetype jobs = 0;
};

struct Figures
{
    double p50 = -1;
    double p90 = -1;
    qsizetype jobs = 0;
    qsizetype users = 0;
};

Figures figuresOf(const Waits& w, double perUserCap)
{
    QList<std::pair<double, double>> weighted;
    for (auto it = w.byUser.cbegin(); it != w.byUser.cend(); ++it) {
        const double weight = perUserCap > 0 ? std::min(1.0, perUserCap / double(it->size())) : 1.0;
        for (double v : *it)
            weighted.append({ v, weight });
    }
    Figures f;
    f.jobs = w.jobs;
    f.users = w.byUser.size();
    QList<std::pair<double, double>> copy = weighted;
    f.p50 = BusyHours::weightedQuantile(weighted, 0.5);
    f.p90 = BusyHours::weightedQuantile(copy, 0.9);
    return f;
}

double blendLog(double a, double b, double weightOfA)
{
    return std::exp(weightOfA * std::log(a + Offset) + (1 - weightOfA) * std::log(b + Offset)) - Offset;
}

} // namespace

QString OffPeakAdvisor::durationText(double seconds)
{
    return StartForecast::durationText(seconds); // one wording for waits in every view
}

QList<OffPeakWindow> OffPeakAdvisor::allSlots(const Input& input, const Options& options)
{
    // The shape's partition and, when there is plenty of it, its size bucket: big jobs wait differently.
    QList<const FinishedJob*> jobs;
    for (const FinishedJob& j : input.history) {
        if (j.started() && j.submit.isValid() && (input.shape.queue.isEmpty() || j.partition == input.shape.queue))
            jobs.append(&j);
    }
    const int bucket = WaitForecaster::sizeBucket(input.shape.size);
    QList<const FinishedJob*> sameSize;
    for (const FinishedJob* j : std::as_const(jobs)) {
        if (WaitForecaster::sizeBucket(j->gpus > 0 ? j->gpus : j->cpus) == bucket)
            sameSize.append(j);
    }
    if (sameSize.size() >= options.minBucketJobs)
        jobs = sameSize;

    std::array<Waits, 7 * 24> cells;
    std::array<Waits, 2 * 24> dayTypes; // weekdays, then weekend days
    std::array<Waits, 24> hours;
    Waits all;
    for (const FinishedJob* j : std::as_const(jobs)) {
        const QDateTime local = j->submit.toTimeZone(options.zone);
        const int day = local.date().dayOfWeek() - 1;
        const int hour = local.time().hour();
        const double wait = double(std::max<qint64>(0, j->waitSeconds()));
        Waits* dayType = &dayTypes[std::size_t((day >= 5 ? 24 : 0) + hour)];
        for (Waits* w : { &cells[std::size_t(day * 24 + hour)], dayType, &hours[std::size_t(hour)], &all }) {
            w->byUser[j->user].append(wait);
            ++w->jobs;
        }
    }
    auto thin = [&](const Figures& f) { return f.jobs < options.minJobs || f.users < options.minUsers; };
    std::array<Figures, 24> hourFigures;
    for (std::size_t h = 0; h < hours.size(); ++h)
        hourFigures[h] = figuresOf(hours[h], options.perUserCap);
    std::array<Figures, 2 * 24> dayTypeFigures;
    for (std::size_t h = 0; h < dayTypes.size(); ++h)
        dayTypeFigures[h] = figuresOf(dayTypes[h], options.perUserCap);
    const Figures allFigures = figuresOf(all, options.perUserCap);

    const QDateTime now = input.now.isValid() ? input.now : Clock::currentDateTimeUtc();
    // Windows start on the hour (the first one now), in the user's zone.
    const QDateTime local = now.toTimeZone(options.zone);
    const QDateTime hourStart(local.date(), QTime(local.time().hour(), 0), options.zone);
    QList<OffPeakWindow> candidates;
    const QLocale locale;
    for (int i = 0; i < options.horizonHours; ++i) {
        OffPeakWindow w;
        w.begin = i == 0 ? now : hourStart.addSecs(qint64(i) * 3600).toUTC();
        w.end = hourStart.addSecs(qint64(i + 1) * 3600).toUTC();
        const QDateTime at = w.begin.toTimeZone(options.zone);
        const int day = at.date().dayOfWeek();
        const int hour = at.time().hour();
        const QString when = QStringLiteral("%1 %2:00")
                                 .arg(locale.dayName(day, QLocale::ShortFormat))
                                 .arg(hour, 2, 10, QLatin1Char('0'));
        const Figures cell = figuresOf(cells[std::size_t((day - 1) * 24 + hour)], options.perUserCap);
        w.jobs = cell.jobs;
        w.basis = thin(cell) ? OffPeakWindow::Basis::SimilarHours : OffPeakWindow::Basis::Cell;
        if (!w.thin()) {
            w.p50 = cell.p50;
            w.p90 = cell.p90;
            w.reason = tr("%1 usually: median wait %2 (%n job(s) on record)", nullptr, int(cell.jobs))
                           .arg(when, durationText(cell.p50));
        } else if (const Figures& dt = dayTypeFigures[std::size_t((day >= 6 ? 24 : 0) + hour)]; !thin(dt)) {
            w.p50 = dt.p50;
            w.p90 = dt.p90;
            w.reason = (day >= 6 ? tr("Too few jobs on record for %1 (%n); estimated from %2:00 on weekends", nullptr,
                                      int(cell.jobs))
                                 : tr("Too few jobs on record for %1 (%n); estimated from %2:00 on weekdays", nullptr,
                                      int(cell.jobs)))
                           .arg(when)
                           .arg(hour, 2, 10, QLatin1Char('0'));
        } else if (!thin(hourFigures[std::size_t(hour)])) {
            w.p50 = hourFigures[std::size_t(hour)].p50;
            w.p90 = hourFigures[std::size_t(hour)].p90;
            w.reason
                = tr("Too few jobs on record for %1 (%n); estimated from %2:00 on all days", nullptr, int(cell.jobs))
                      .arg(when)
                      .arg(hour, 2, 10, QLatin1Char('0'));
        } else if (allFigures.jobs > 0) {
            w.p50 = allFigures.p50;
            w.p90 = allFigures.p90;
            w.reason
                = tr("Too few jobs on record for %1 (%n); estimated from all hours", nullptr, int(cell.jobs)).arg(when);
        } else {
            w.p50 = w.p90 = -1;
            w.reason = tr("No history for %1").arg(when);
        }
        if (input.live) {
            // The live queue: it decides now and fades with a half-life; a backlog outlasting the gap still counts.
            const double ahead = double(now.secsTo(w.begin));
            const double weight = std::pow(0.5, ahead / 3600.0 / options.liveHalfLifeHours);
            const WaitForecast& live = *input.live;
            if (w.p50 < 0) {
                w.p50 = live.p50;
                w.p90 = live.upper;
                w.basis = OffPeakWindow::Basis::LiveQueue;
            } else {
                w.p50 = blendLog(live.p50, w.p50, weight);
                w.p90 = blendLog(live.upper, w.p90, weight);
            }
            const double backlog = live.p50 - ahead;
            w.p50 = std::max(w.p50, backlog);
            w.p90 = std::max({ w.p90, backlog, w.p50 });
            w.live = weight >= 0.25;
            if (w.live) {
                w.reason = tr("Live queue: %n job(s) pending in the partition, median wait now %1", nullptr,
                              live.pendingAhead)
                               .arg(durationText(live.p50))
                    + QStringLiteral("; ") + w.reason;
            } else if (backlog > 0 && backlog >= 0.5 * w.p50) {
                w.reason += tr("; today's backlog takes about %1 more to clear").arg(durationText(backlog));
            }
        }
        w.p90 = std::max(w.p90, w.p50);
        candidates.append(w);
    }
    return candidates;
}

QList<OffPeakWindow> OffPeakAdvisor::rank(QList<OffPeakWindow> candidates, const Options& options)
{
    // Hours with no history and no live forecast have nothing to recommend them.
    candidates.removeIf([](const OffPeakWindow& w) { return w.p50 < 0; });
    std::stable_sort(candidates.begin(), candidates.end(), [](const OffPeakWindow& a, const OffPeakWindow& b) {
        // A window judged from too few jobs is a guess: never ranked above one with enough behind it.
        const bool guessA = a.thin() && !a.live;
        const bool guessB = b.thin() && !b.live;
        if (guessA != guessB)
            return !guessA;
        if (score(a) != score(b))
            return score(a) < score(b);
        return a.begin < b.begin;
    });
    QList<OffPeakWindow> picked;
    for (const OffPeakWindow& w : std::as_const(candidates)) {
        if (picked.size() >= options.maxWindows)
            break;
        const bool tooClose = std::any_of(picked.cbegin(), picked.cend(), [&](const OffPeakWindow& p) {
            return std::abs(p.begin.secsTo(w.begin)) < qint64(options.minGapHours) * 3600;
        });
        if (!tooClose)
            picked.append(w);
    }
    return picked;
}

double OffPeakAdvisor::score(const OffPeakWindow& window)
{
    return (window.p50 + window.p90) / 2;
}

QList<OffPeakWindow> OffPeakAdvisor::recommend(const Input& input, const Options& options)
{
    return rank(allSlots(input, options), options);
}

} // namespace qc
