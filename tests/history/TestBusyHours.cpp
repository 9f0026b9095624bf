#include "history/BusyHours.h"
#include "history/RegionLoadSeries.h"
#include "model/TimeZones.h"

#include <QRandomGenerator>
#include <QTest>
#include <cmath>

using namespace qc;
using namespace Qt::StringLiterals;

namespace {

// Monday 2026-01-12, winter time in Prague (UTC+1).
const QDateTime kMonday = QDateTime(QDate(2026, 1, 12), QTime(0, 0), qc::utcZone());

FinishedJob job(const QString& region, const QString& user, const QDateTime& submit, qint64 waitS)
{
    static int next = 0;
    FinishedJob j;
    j.id = QString::number(++next);
    j.partition = region;
    j.user = user;
    j.gpus = 1;
    j.submit = submit;
    if (waitS >= 0)
        j.start = submit.addSecs(waitS);
    j.end = submit.addSecs(std::max<qint64>(0, waitS) + 600);
    j.state = waitS >= 0 ? u"COMPLETED"_s : u"CANCELLED"_s;
    return j;
}

QDateTime at(int weekday, int hour, int minute = 0, int weeksLater = 0)
{
    return kMonday.addDays(weekday - 1 + 7 * weeksLater).addSecs(hour * 3600 + minute * 60);
}

const BusyHoursGrid* grid(const QList<BusyHoursGrid>& grids, const QString& region)
{
    for (const auto& g : grids) {
        if (g.region == region)
            return &g;
    }
    return nullptr;
}

// The lower quantile on equal weights, written the textbook way: the ceil(q n)-th smallest value.
double lowerQuantile(QList<double> v, double q)
{
    std::sort(v.begin(), v.end());
    return v[qsizetype(std::ceil(q * double(v.size()))) - 1];
}

} // namespace

class TestBusyHours : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void knownMediansAndThinCells()
    {
        QList<FinishedJob> jobs;
        // Monday 10:00: 20 users, one job each, waits 1..20 minutes spread over three weeks of Mondays.
        for (int i = 1; i <= 20; ++i)
            jobs.append(job(u"gpu"_s, u"u%1"_s.arg(i), at(1, 10, i, i % 3), 60 * i));
        // Tuesday 03:00: 3 jobs, 3 users -> thin.
        for (int i = 1; i <= 3; ++i)
            jobs.append(job(u"gpu"_s, u"u%1"_s.arg(i), at(2, 3, i), 100 * i));
        // Wednesday 09:00: 25 jobs from 2 users -> thin (too few users) despite the count.
        for (int i = 0; i < 25; ++i)
            jobs.append(job(u"gpu"_s, u"u%1"_s.arg(i % 2), at(3, 9, i), 50));
        // A never-started job in Monday 10:00 does not change the waits.
        jobs.append(job(u"gpu"_s, u"u99"_s, at(1, 10, 30), -1));
        // Another region, same cell.
        for (int i = 1; i <= 5; ++i)
            jobs.append(job(u"cpu"_s, u"v%1"_s.arg(i), at(1, 10, i), 7));

        BusyHoursOptions options;
        options.perUserCap = 5;
        const auto grids = BusyHours::compute(jobs, {}, options);
        QCOMPARE(grids.size(), 3);
        QCOMPARE(grids[0].region, QString()); // all regions first
        const BusyHoursGrid* gpu = grid(grids, u"gpu"_s);
        QVERIFY(gpu);
        const BusyCell& mon10 = gpu->cell(1, 10);
        QCOMPARE(mon10.weekday, 1);
        QCOMPARE(mon10.hour, 10);
        QCOMPARE(mon10.jobs, 20);
        QCOMPARE(mon10.users, 20);
        QCOMPARE(mon10.neverStarted, 1);
        QCOMPARE(mon10.medianWaitS, 600.0); // 10th of 20
        QCOMPARE(mon10.p90WaitS, 1080.0); // 18th of 20
        QVERIFY(!mon10.thin);
        const BusyCell& tue3 = gpu->cell(2, 3);
        QCOMPARE(tue3.jobs, 3);
        QCOMPARE(tue3.medianWaitS, 200.0);
        QCOMPARE(tue3.p90WaitS, 300.0);
        QVERIFY(tue3.thin);
        const BusyCell& wed9 = gpu->cell(3, 9);
        QCOMPARE(wed9.jobs, 25);
        QCOMPARE(wed9.users, 2);
        QVERIFY(wed9.thin);
        const BusyCell& empty = gpu->cell(7, 23);
        QCOMPARE(empty.jobs, 0);
        QCOMPARE(empty.medianWaitS, -1.0);
        QVERIFY(empty.thin);
        QCOMPARE(empty.pressure, -1.0);

        const BusyCell& allMon10 = grids[0].cell(1, 10);
        QCOMPARE(allMon10.jobs, 25);
        QCOMPARE(allMon10.users, 25);
        QCOMPARE(grid(grids, u"cpu"_s)->cell(1, 10).medianWaitS, 7.0);
    }

    void quantilesMatchTheTextbookOnRandomData()
    {
        QRandomGenerator rng(20261130);
        QList<FinishedJob> jobs;
        QHash<int, QList<double>> expected;
        for (int n = 0; n < 3000; ++n) {
            const int weekday = 1 + int(rng.bounded(7));
            const int hour = int(rng.bounded(24));
            const qint64 wait = rng.bounded(100000);
            jobs.append(job(u"gpu"_s, u"user%1"_s.arg(n), at(weekday, hour, int(rng.bounded(60))), wait));
            expected[(weekday - 1) * 24 + hour].append(double(wait));
        }
        const auto grids = BusyHours::compute(jobs, {}, {});
        const BusyHoursGrid* gpu = grid(grids, u"gpu"_s);
        QVERIFY(gpu);
        for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
            const BusyCell& c = gpu->cells[std::size_t(it.key())];
            QCOMPARE(c.jobs, it->size());
            QCOMPARE(c.medianWaitS, lowerQuantile(*it, 0.5));
            QCOMPARE(c.p90WaitS, lowerQuantile(*it, 0.9));
        }
    }

    void burstsAreCappedPerUser()
    {
        QList<FinishedJob> jobs;
        // Thursday 14:00: ten users wait 100 s; one user's array of 100 tasks waits 10,000 s.
        for (int i = 0; i < 10; ++i)
            jobs.append(job(u"gpu"_s, u"u%1"_s.arg(i), at(4, 14, i), 100));
        for (int i = 0; i < 100; ++i)
            jobs.append(job(u"gpu"_s, u"burst"_s, at(4, 14, 30), 10000));

        BusyHoursOptions capped;
        capped.perUserCap = 5;
        const BusyCell c = grid(BusyHours::compute(jobs, {}, capped), u"gpu"_s)->cell(4, 14);
        QCOMPARE(c.jobs, 110);
        QCOMPARE(c.users, 11);
        QCOMPARE(c.weight, 15.0); // ten single jobs + the burst counted as five
        QCOMPARE(c.medianWaitS, 100.0); // 7.5 of 15 reached inside the ten quick jobs
        QCOMPARE(c.p90WaitS, 10000.0); // the burst still shows in the tail

        BusyHoursOptions raw;
        raw.perUserCap = 0; // no capping: the burst owns the cell
        const BusyCell r = grid(BusyHours::compute(jobs, {}, raw), u"gpu"_s)->cell(4, 14);
        QCOMPARE(r.weight, 110.0);
        QCOMPARE(r.medianWaitS, 10000.0);
    }

    void timeZoneShiftsCells()
    {
        const QList<FinishedJob> jobs { job(u"gpu"_s, u"a"_s, at(1, 14), 60),
                                        // Sunday 23:30 UTC is Monday 00:30 in Prague.
                                        job(u"gpu"_s, u"b"_s, at(7, 23, 30), 60),
                                        // Summer: 14:00 UTC is 16:00 CEST.
                                        job(u"gpu"_s, u"c"_s,
                                            QDateTime(QDate(2026, 7, 13), QTime(14, 0), qc::utcZone()), 60) };
        BusyHoursOptions prague;
        prague.zone = QTimeZone("Europe/Prague");
        QVERIFY(prague.zone.isValid());
        // The grids are kept in locals: grid() points into the list, which must outlive the checks.
        const QList<BusyHoursGrid> localGrids = BusyHours::compute(jobs, {}, prague);
        const BusyHoursGrid* local = grid(localGrids, u"gpu"_s);
        QCOMPARE(local->cell(1, 15).jobs, 1);
        QCOMPARE(local->cell(1, 14).jobs, 0);
        QCOMPARE(local->cell(1, 0).jobs, 1);
        QCOMPARE(local->cell(7, 23).jobs, 0);
        QCOMPARE(local->cell(1, 16).jobs, 1);
        const QList<BusyHoursGrid> utcGrids = BusyHours::compute(jobs, {}, {});
        const BusyHoursGrid* utc = grid(utcGrids, u"gpu"_s);
        QCOMPARE(utc->cell(1, 14).jobs, 2); // the winter and the summer Monday at 14:00 UTC
        QCOMPARE(utc->cell(7, 23).jobs, 1);
    }

    void pressureFromSamples()
    {
        const auto sample = [](const QString& region, const QDateTime& t, int pending, int total) {
            HistorySample s;
            s.region = region;
            s.time = t;
            s.pendingGpus = pending;
            s.gpusTotal = total;
            return s;
        };
        const QList<HistorySample> samples { sample(u"gpu"_s, at(1, 10, 0), 8, 16),
                                             sample(u"gpu"_s, at(1, 10, 30), 4, 16),
                                             sample(u"gpu"_s, at(1, 10, 15, 1), 12, 16),
                                             sample(u"gpu"_s, at(2, 10), 0, 16), sample(u"cpu"_s, at(1, 10), 10, 0) };
        const auto grids = BusyHours::compute({}, samples, {});
        const BusyHoursGrid* gpu = grid(grids, u"gpu"_s);
        QVERIFY(gpu);
        QCOMPARE(gpu->cell(1, 10).samples, 3);
        QCOMPARE(gpu->cell(1, 10).pressure, 24.0 / 48.0);
        QCOMPARE(gpu->cell(2, 10).pressure, 0.0);
        QCOMPARE(gpu->cell(3, 10).pressure, -1.0);
        QCOMPARE(grid(grids, u"cpu"_s)->cell(1, 10).pressure, -1.0); // no GPUs: no ratio
        QCOMPARE(grids[0].cell(1, 10).pressure, 34.0 / 48.0);
    }

    void regionsOverTime()
    {
        const QDateTime now = kMonday.addDays(2).addSecs(7 * 60); // 00:07, inside the last bucket
        QList<HistorySample> samples;
        for (int k = 0; k < 2 * 288; ++k) { // every 5 min for two days back from now
            const QDateTime t = now.addSecs(-300LL * k);
            for (const auto& region : { u"a"_s, u"b"_s }) {
                HistorySample s;
                s.region = region;
                s.time = t;
                s.gpusTotal = 10;
                s.gpusBusy = region == u"a"_s ? 5 : 10;
                s.pendingGpus = t.time().hour() < 12 ? 20 : 0;
                samples.append(s);
            }
        }
        const auto day = RegionLoadSeries::lastDay(samples, now);
        QCOMPARE(day.size(), 2);
        QCOMPARE(day[0].region, u"a"_s);
        QCOMPARE(day[0].points.size(), 96);
        QCOMPARE(day[0].points.last().start, kMonday.addDays(2));
        QCOMPARE(day[0].points.last().samples, 2); // 00:00 and 00:05
        QCOMPARE(day[0].points.first().start, kMonday.addDays(2).addSecs(-95 * 900));
        for (const auto& p : day[0].points) {
            QCOMPARE(p.utilisation, 0.5);
            QCOMPARE(p.pressure, p.start.time().hour() < 12 ? 2.0 : 0.0);
            if (p.start != kMonday.addDays(2))
                QCOMPARE(p.samples, 3);
        }
        QCOMPARE(day[1].points[10].utilisation, 1.0);

        const auto week = RegionLoadSeries::lastWeek(samples, now);
        QCOMPARE(week[0].points.size(), 168);
        // Only the last two days have data.
        QCOMPARE(week[0].points[100].samples, 0);
        QCOMPARE(week[0].points.last().samples, 2);
        QCOMPARE(week[0].points[167 - 10].samples, 12);
    }
};

QTEST_GUILESS_MAIN(TestBusyHours)
#include "TestBusyHours.moc"
