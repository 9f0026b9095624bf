#include "history/CauseHours.h"
#include "model/TimeZones.h"

#include <QTest>

using namespace qc;
using namespace Qt::StringLiterals;

namespace {

// Monday 2026-03-02, 00:00 UTC.
const QDateTime kMonday = QDateTime(QDate(2026, 3, 2), QTime(0, 0), qc::utcZone());

QDateTime at(int hour, int minute, int day = 0)
{
    return kMonday.addDays(day).addSecs(hour * 3600 + minute * 60);
}

CauseHistoryTable::Row row(const QString& job, const QString& region, const QDateTime& t, std::optional<Cause> cause,
                           JobState state = JobState::Pending)
{
    CauseHistoryTable::Row r;
    r.jobId = job;
    r.region = region;
    r.entry.at = t;
    r.entry.cause = cause;
    r.entry.state = state;
    return r;
}

double secondsOf(const BusyCell& cell, Cause cause)
{
    for (const auto& [c, s] : cell.causeSeconds) {
        if (c == cause)
            return s;
    }
    return 0;
}

const BusyHoursGrid* gridOf(const QList<BusyHoursGrid>& grids, const QString& region)
{
    for (const auto& g : grids) {
        if (g.region == region)
            return &g;
    }
    return nullptr;
}

// Four jobs in two regions, by job then time, as CauseHistoryTable::readRows gives them.
QList<CauseHistoryTable::Row> fourJobs()
{
    return {
        // Priority 09:40-11:10, GPU shortage 11:10-11:30, start-up 2 min.
        row(u"1"_s, u"a"_s, at(9, 40), Cause::Priority),
        row(u"1"_s, u"a"_s, at(11, 10), Cause::GpuShortage),
        row(u"1"_s, u"a"_s, at(11, 30), Cause::Startup, JobState::Configuring),
        row(u"1"_s, u"a"_s, at(11, 32), std::nullopt, JobState::Running),
        // Priority 11:00-11:50, then running with no start-up seen.
        row(u"2"_s, u"a"_s, at(11, 0), Cause::Priority),
        row(u"2"_s, u"a"_s, at(11, 50), std::nullopt, JobState::Running),
        // Quota 11:05-11:15; the GPU shortage after it has no known end and counts nowhere.
        row(u"3"_s, u"b"_s, at(11, 5), Cause::Quota),
        row(u"3"_s, u"b"_s, at(11, 15), Cause::GpuShortage),
        // Start-up 5 min.
        row(u"4"_s, u"b"_s, at(10, 0), Cause::Startup, JobState::Configuring),
        row(u"4"_s, u"b"_s, at(10, 5), std::nullopt, JobState::Running),
    };
}

QList<BusyHoursGrid> emptyGrids(QStringList regions)
{
    QList<BusyHoursGrid> grids;
    for (const QString& r : regions) {
        BusyHoursGrid g;
        g.region = r;
        grids.append(g);
    }
    return grids;
}

} // namespace

class TestCauseHours : public QObject
{
    Q_OBJECT

private slots:
    // Waiting counts in the hour it happened, split at hour boundaries; a cell names the cause waited on longest
    // once 3 jobs or more waited there for 10 minutes or more in all.
    void waitsCountInTheHoursTheyHappened()
    {
        auto grids = emptyGrids({ QString(), u"a"_s });
        CauseHours::addTo(grids, fourJobs(), {});
        const BusyHoursGrid* all = gridOf(grids, QString());
        QVERIFY(all);
        QCOMPARE(secondsOf(all->cell(1, 9), Cause::Priority), 20.0 * 60);
        QCOMPARE(secondsOf(all->cell(1, 10), Cause::Priority), 60.0 * 60);
        const BusyCell& eleven = all->cell(1, 11);
        QCOMPARE(secondsOf(eleven, Cause::Priority), 60.0 * 60); // 10 min of job 1, 50 of job 2
        QCOMPARE(secondsOf(eleven, Cause::GpuShortage), 20.0 * 60); // job 3's open stretch does not count
        QCOMPARE(secondsOf(eleven, Cause::Quota), 10.0 * 60);
        QCOMPARE(eleven.causeJobs, 3);
        QCOMPARE(eleven.dominantCause(), std::optional(Cause::Priority));
        QCOMPARE(eleven.dominantShare(), 60.0 / 90.0);
        QVERIFY(!eleven.causeThin);
        QVERIFY(all->cell(1, 9).causeThin); // one job
        QVERIFY(!all->cell(2, 11).dominantCause()); // nobody waited on Tuesday
        QCOMPARE(secondsOf(all->cell(1, 11), Cause::Startup), 0.0); // start-up is not waiting in the queue

        // Per region, and the region missing from the grids ("b") added after "a", in order.
        QCOMPARE(grids.size(), 3);
        QCOMPARE(grids[2].region, u"b"_s);
        QCOMPARE(secondsOf(gridOf(grids, u"a"_s)->cell(1, 11), Cause::Quota), 0.0);
        QCOMPARE(secondsOf(gridOf(grids, u"b"_s)->cell(1, 11), Cause::Quota), 600.0);
        QCOMPARE(grids[2].cell(1, 11).hour, 11); // an added grid's cells know where they are
        QCOMPARE(grids[2].cell(1, 11).weekday, 1);
    }

    void startupMediansPerRegion()
    {
        auto grids = emptyGrids({ QString() });
        CauseHours::addTo(grids, fourJobs(), {});
        const BusyHoursGrid* a = gridOf(grids, u"a"_s);
        const BusyHoursGrid* b = gridOf(grids, u"b"_s);
        QVERIFY(a && b);
        QCOMPARE(a->medianStartupS, 120.0);
        QCOMPARE(a->startupsSeen, 1);
        QCOMPARE(a->startsWithoutStartup, 1); // job 2
        QCOMPARE(b->medianStartupS, 300.0);
        QCOMPARE(b->startsWithoutStartup, 0);
        QCOMPARE(grids[0].medianStartupS, 210.0); // all regions: (120 + 300) / 2
        QCOMPARE(grids[0].startupsSeen, 2);
    }

    // Cells are the zone's hours, also where its offset is not a whole hour (India, UTC+5:30).
    void halfHourZone()
    {
        auto grids = emptyGrids({ QString() });
        CauseHours::Options options;
        options.zone = QTimeZone("Asia/Kolkata");
        QVERIFY(options.zone.isValid());
        CauseHours::addTo(grids, fourJobs(), options);
        // Job 1's Priority, 09:40-11:10 UTC, is 15:10-16:40 there.
        QCOMPARE(secondsOf(grids[0].cell(1, 15), Cause::Priority), 50.0 * 60);
        QCOMPARE(secondsOf(grids[0].cell(1, 16), Cause::Priority), 40.0 * 60 + 30.0 * 60); // + job 2's 16:30-17:00
        QCOMPARE(secondsOf(grids[0].cell(1, 9), Cause::Priority), 0.0);
    }

    // A wait of more than a week adds each whole week to every cell at once and the rest hour by hour, so the work
    // does not grow with the wait.
    void longWaitsWrapTheWeek()
    {
        auto grids = emptyGrids({ QString() });
        const QList<CauseHistoryTable::Row> rows {
            row(u"9"_s, u"a"_s, at(0, 0), Cause::GpuShortage),
            row(u"9"_s, u"a"_s, at(1, 0, 8), std::nullopt, JobState::Running), // next Tuesday 01:00
        };
        CauseHours::addTo(grids, rows, {});
        QCOMPARE(secondsOf(grids[0].cell(1, 5), Cause::GpuShortage), 7200.0); // Monday: twice
        QCOMPARE(secondsOf(grids[0].cell(2, 0), Cause::GpuShortage), 7200.0); // Tuesday 00:00: twice
        QCOMPARE(secondsOf(grids[0].cell(2, 5), Cause::GpuShortage), 3600.0);
        QCOMPARE(secondsOf(grids[0].cell(7, 23), Cause::GpuShortage), 3600.0);
        double total = 0;
        for (const auto& c : grids[0].cells)
            total += secondsOf(c, Cause::GpuShortage);
        QCOMPARE(total, double(at(0, 0).secsTo(at(1, 0, 8))));
        QCOMPARE(grids[0].cell(1, 5).causeJobs, 1); // one job, however often it passed the cell
    }

    // Out-of-order or broken rows never count negative time.
    void backwardsTimeCountsNothing()
    {
        auto grids = emptyGrids({ QString() });
        const QList<CauseHistoryTable::Row> rows {
            row(u"5"_s, u"a"_s, at(12, 0), Cause::Priority),
            row(u"5"_s, u"a"_s, at(11, 0), std::nullopt, JobState::Running),
        };
        CauseHours::addTo(grids, rows, {});
        for (const auto& c : grids[0].cells)
            QVERIFY(c.causeSeconds.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCauseHours)
#include "TestCauseHours.moc"
