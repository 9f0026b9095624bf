// DependencyWait: when the jobs a pending job depends on will have ended, up the chain, and how the start forecast
// counts from then.
#include "common/GpuPartitionSnapshot.h"
#include "forecast/DependencyWait.h"
#include "forecast/LiveForecast.h"
#include "forecast/StartForecast.h"
#include "model/TimeZones.h"

#include <QRandomGenerator>
#include <QTest>

using namespace qc;

namespace {
const QDateTime Now = QDateTime::fromSecsSinceEpoch(1'999'999'980, qc::utcZone());
constexpr qint64 Hour = 3600;

ClusterSnapshot cluster()
{
    return test::gpuPartitionSnapshot(Now);
}

Job running(const QString& id, qint64 endsInS)
{
    Job j;
    j.id = id;
    j.partition = QStringLiteral("gpu");
    j.gpus = 1;
    j.state = JobState::Running;
    j.startTime = Now.addSecs(-600);
    j.timeLimitS = 600 + endsInS;
    return j;
}

Job pending(const QString& id, const QString& dependency, qint64 limitS = 2 * Hour)
{
    Job j;
    j.id = id;
    j.user = QStringLiteral("me");
    j.partition = QStringLiteral("gpu");
    j.gpus = 1;
    j.state = JobState::Pending;
    j.submitTime = Now.addSecs(-600);
    j.timeLimitS = limitS;
    j.dependency = dependency;
    j.reason = QString::fromLatin1(dependency.isEmpty() ? "Priority" : "Dependency");
    return j;
}
} // namespace

class TestDependencyWait : public QObject
{
    Q_OBJECT

private slots:
    // As squeue's %E and slurmrestd print them: types, several ids, states in brackets, "+minutes", '?' for any.
    void readsTheJobIdsAsSlurmWritesThem()
    {
        QCOMPARE(DependencyWait::jobIds(QStringLiteral("afterok:12(unfulfilled)")),
                 QStringList { QStringLiteral("12") });
        QCOMPARE(DependencyWait::jobIds(QStringLiteral("afterany:13_2:14+5,after:15+10(unfulfilled)")),
                 (QStringList { QStringLiteral("13_2"), QStringLiteral("14"), QStringLiteral("15") }));
        QCOMPARE(DependencyWait::jobIds(QStringLiteral("afterok:1?afternotok:2")),
                 (QStringList { QStringLiteral("1"), QStringLiteral("2") }));
        QVERIFY(DependencyWait::jobIds(QStringLiteral("singleton")).isEmpty());
        QVERIFY(DependencyWait::jobIds(QStringLiteral("(null)")).isEmpty());
        QVERIFY(DependencyWait::jobIds(QStringLiteral("afterok:x1:;rm -rf")).isEmpty());
        QVERIFY(DependencyWait::jobIds(QString()).isEmpty());
    }

    // A running job ends at its limit; a pending one after its own dependency, plus its limit; all of "a,b", the
    // first of "a?b"; a job the snapshot no longer holds has ended.
    void waitsForTheChainToEndByItsLimits()
    {
        ClusterSnapshot s = cluster();
        s.jobs = { running(QStringLiteral("1"), Hour), pending(QStringLiteral("2"), QStringLiteral("afterok:1")),
                   running(QStringLiteral("3"), 5 * Hour) };
        QCOMPARE(DependencyWait::of(s, pending(QStringLiteral("a"), QStringLiteral("afterok:1")), 0), Hour);
        QCOMPARE(DependencyWait::of(s, pending(QStringLiteral("b"), QStringLiteral("afterok:2(unfulfilled)")), 0),
                 3 * Hour);
        QCOMPARE(DependencyWait::of(s, pending(QStringLiteral("c"), QStringLiteral("afterok:2,afterany:3")), 0),
                 5 * Hour);
        QCOMPARE(DependencyWait::of(s, pending(QStringLiteral("d"), QStringLiteral("afterok:2?afterany:3")), 0),
                 3 * Hour);
        QCOMPARE(DependencyWait::of(s, pending(QStringLiteral("e"), QStringLiteral("afterok:99")), 0), qint64(0));
        // Its begin time, when later, is when the one in the chain starts.
        s.jobs[1].beginTime = Now.addSecs(4 * Hour);
        QCOMPARE(DependencyWait::of(s, pending(QStringLiteral("b"), QStringLiteral("afterok:2")), 0), 6 * Hour);
        // Each pending job up the chain also waits in the queue: 2 waits 30 min once 1 has ended, then runs 2 h.
        QCOMPARE(DependencyWait::of(s, pending(QStringLiteral("b"), QStringLiteral("afterok:2")), 1800),
                 6 * Hour + 1800);
        s.jobs[1].beginTime = QDateTime();
        QCOMPARE(DependencyWait::of(s, pending(QStringLiteral("b"), QStringLiteral("afterok:2")), 1800),
                 3 * Hour + 1800);
        QCOMPARE(DependencyWait::of(s, pending(QStringLiteral("a"), QStringLiteral("afterok:1")), 1800), Hour);
        // For the P50 each job runs a share of its limit, of what is left of it for a running one: 1 ends in 30 min,
        // 2 waits 30 min then runs 1 h; the queue wait is the P50's already, and not shared.
        QCOMPARE(DependencyWait::of(s, pending(QStringLiteral("a"), QStringLiteral("afterok:1")), 1800, 0.5), Hour / 2);
        QCOMPARE(DependencyWait::of(s, pending(QStringLiteral("b"), QStringLiteral("afterok:2")), 1800, 0.5), 2 * Hour);
        QCOMPARE(DependencyWait::of(s, pending(QStringLiteral("c"), QStringLiteral("afterok:2,afterany:3")), 1800, 0.5),
                 5 * Hour / 2);
        // Not waiting on it (the scheduler's reason says otherwise): nothing.
        Job f = pending(QStringLiteral("f"), QStringLiteral("afterok:1"));
        f.reason = QStringLiteral("Priority");
        QCOMPARE(DependencyWait::of(s, f, 0), qint64(0));
    }

    // A cycle (which Slurm refuses, but a snapshot may show) or a hostile limit ends; never negative.
    void cyclesAndHostileLimitsEnd()
    {
        ClusterSnapshot s = cluster();
        s.jobs = { pending(QStringLiteral("1"), QStringLiteral("afterok:2")),
                   pending(QStringLiteral("2"), QStringLiteral("afterok:1"), std::numeric_limits<qint64>::max()) };
        const qint64 w = DependencyWait::of(s, s.jobs[0], 600);
        QVERIFY(w > 0);
        QCOMPARE(DependencyWait(s).of(s.jobs[0], 600), w);
        // A diamond 40 levels deep, three jobs each depending on all three of the level before (3^40 paths): each job
        // is worked out once, and the chain is cut 16 levels up.
        ClusterSnapshot diamond = cluster();
        for (int level = 0; level < 40; ++level) {
            for (int k = 0; k < 3; ++k) {
                QStringList before;
                for (int b = 0; level > 0 && b < 3; ++b)
                    before.append(QString::number((level - 1) * 3 + b));
                diamond.jobs.append(
                    pending(QString::number(level * 3 + k),
                            before.isEmpty() ? QString() : QStringLiteral("afterok:") + before.join(u':'), Hour));
            }
        }
        QCOMPARE(DependencyWait::of(diamond, diamond.jobs.last(), 0), 17 * Hour);
    }

    // One index asked many times (the batch's) gives each job what of() gives it alone, over random chains.
    void oneIndexAnswersEveryJobAsAlone()
    {
        QRandomGenerator rng(5);
        ClusterSnapshot s = cluster();
        for (int i = 0; i < 300; ++i) {
            if (rng.bounded(3) == 0) {
                s.jobs.append(running(QString::number(i), 600 * qint64(1 + rng.bounded(20))));
                continue;
            }
            QString dependency;
            if (i > 0 && rng.bounded(4) != 0)
                dependency = QStringLiteral("afterok:%1%2afterany:%3")
                                 .arg(rng.bounded(i))
                                 .arg(rng.bounded(2) ? QLatin1Char(',') : QLatin1Char('?'))
                                 .arg(rng.bounded(i + 5));
            s.jobs.append(pending(QString::number(i), dependency, 600 * qint64(1 + rng.bounded(30))));
        }
        const DependencyWait index(s);
        int waiting = 0;
        for (const Job& j : std::as_const(s.jobs)) {
            if (!j.isPending())
                continue;
            const qint64 one = DependencyWait::of(s, j, 900);
            QCOMPARE(index.of(j, 900), one);
            // The P50's chain is never longer than the P90's.
            const qint64 median = DependencyWait::of(s, j, 900, DependencyWait::MedianLimitShare);
            QCOMPARE(index.of(j, 900, DependencyWait::MedianLimitShare), median);
            QVERIFY(median <= one);
            waiting += one > 0;
        }
        QVERIFY(waiting > 50);
    }

    // The start forecast counts the queue's wait from the chain's end, says so, and names the dependency. The P90
    // counts the chain to its limits, the P50 to a share of them.
    void theForecastCountsFromTheChainsEnd()
    {
        ClusterSnapshot s = cluster();
        s.jobs = { running(QStringLiteral("1"), Hour) };
        const Job j = pending(QStringLiteral("a"), QStringLiteral("afterok:1"));
        s.jobs.append(j);
        WaitForecast w;
        w.p50 = 600;
        w.upper = 1800;
        w.capS = 50 * Hour;
        w.longestSeenS = 10 * Hour;
        const StartEstimate e = StartForecast::of(s, j, w);
        QCOMPARE(e.noteKey(), QStringLiteral("dependency"));
        QCOMPARE(e.notBefore, Now.addSecs(Hour));
        QCOMPARE(e.p50, Now.addSecs(qint64(Hour * DependencyWait::MedianLimitShare) + 600));
        QCOMPARE(e.p90, Now.addSecs(Hour + 1800));
        QVERIFY2(e.note.contains(QLatin1String("afterok:1")), qPrintable(e.note));
        // What a batch knows beforehand gives the same forecast.
        StartForecast::Known known;
        known.dependencyWait = DependencyWait(s).of(j, 600);
        known.dependencyWaitP50 = DependencyWait(s).of(j, 600, DependencyWait::MedianLimitShare);
        const StartEstimate batch = StartForecast::of(s, j, w, std::nullopt, known);
        QCOMPARE(batch.p50, e.p50);
        QCOMPARE(batch.p90, e.p90);
        // A begin time later than the P50's chain end but before the P90's: the P50 counts from it.
        Job begins = j;
        begins.beginTime = Now.addSecs(Hour * 3 / 4);
        const StartEstimate late = StartForecast::of(s, begins, w);
        QCOMPARE(late.p50, Now.addSecs(Hour * 3 / 4 + 600));
        QCOMPARE(late.p90, Now.addSecs(Hour + 1800));
        // The share the partition's jobs ran, when the model knows it: the median of 0.1 puts the P50 6 min after
        // now, then the queue's 10 min; the P90 is unchanged.
        w.runShareOfLimit = 0.1;
        const StartEstimate shared = StartForecast::of(s, j, w);
        QCOMPARE(shared.p50, Now.addSecs(Hour / 10 + 600));
        QCOMPARE(shared.p90, e.p90);
    }

    // The median share of their limits the history's latest ended jobs ran: jobs without a limit, not ended or
    // ending after now do not count; too few gives none; older ones than the latest RunShareJobs are forgotten.
    void theRunShareIsTheLatestEndedJobsMedian()
    {
        const qint64 now = Now.toSecsSinceEpoch();
        auto ended = [&](qint64 endsAgo, qint64 ran, qint64 limit) {
            TraceJob t;
            t.submit = now - endsAgo - ran - 60;
            t.start = now - endsAgo - ran;
            t.end = now - endsAgo;
            t.reqWalltimeS = limit;
            return t;
        };
        QList<TraceJob> history;
        for (int i = 0; i < LiveForecast::RunShareMinJobs - 1; ++i)
            history.append(ended(Hour + i, 600, 6000)); // 0.1
        history.append(ended(Hour, 600, 0)); // no limit
        history.append(ended(-Hour, 600, 600)); // ends after now
        TraceJob running = ended(Hour, 600, 600);
        running.end.reset();
        history.append(running);
        QCOMPARE(LiveForecast::runShareOfLimit(history, now), -1.0);
        history.append(ended(Hour, 9000, 6000)); // ran past its limit: 1
        QCOMPARE(LiveForecast::runShareOfLimit(history, now), 0.1);
        // The latest RunShareJobs ended ones at 0.5 push the older 0.1s out, though the 0.1s are more in all.
        for (int i = 0; i < LiveForecast::RunShareJobs + 100; ++i)
            history.append(ended(2 * Hour + i, 600, 6000));
        QCOMPARE(LiveForecast::runShareOfLimit(history, now), 0.1);
        for (int i = 0; i < LiveForecast::RunShareJobs; ++i)
            history.append(ended(60 + i, 300, 600));
        QCOMPARE(LiveForecast::runShareOfLimit(history, now), 0.5);
    }
};

QTEST_GUILESS_MAIN(TestDependencyWait)
#include "TestDependencyWait.moc"
