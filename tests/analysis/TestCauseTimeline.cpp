#include "analysis/CauseTimeline.h"
#include "analysis/SharedCauseTimeline.h"
#include "backends/demo/DemoSimulator.h"
#include "model/TimeZones.h"

#include <QTest>
#include <QtConcurrent/QtConcurrentRun>
#include <atomic>

using namespace qc;

namespace {
const QDateTime kT0(QDate(2026, 11, 30), QTime(9, 0), qc::utcZone());

JobInsight insight(const QString& id, std::optional<Cause> cause, int position = 0)
{
    JobInsight in;
    in.jobId = id;
    in.cause = cause;
    if (position > 0) {
        QueuePosition p;
        p.position = position;
        in.position = p;
    }
    return in;
}

Job job(const QString& id, JobState state)
{
    Job j;
    j.id = id;
    j.state = state;
    return j;
}
} // namespace

class TestCauseTimeline : public QObject
{
    Q_OBJECT

private slots:
    void summarisesStages()
    {
        CauseTimeline t;
        const Job pending = job(QStringLiteral("7"), JobState::Pending);
        t.record(kT0, pending, insight(QStringLiteral("7"), Cause::Priority, 5));
        t.record(kT0.addSecs(3600), pending, insight(QStringLiteral("7"), Cause::Priority, 3)); // position only
        t.record(kT0.addSecs(7200), pending, insight(QStringLiteral("7"), Cause::GpuShortage, 1));
        t.record(kT0.addSecs(7200 + 2400), job(QStringLiteral("7"), JobState::Configuring),
                 insight(QStringLiteral("7"), Cause::Startup));
        t.record(kT0.addSecs(7200 + 2400 + 360), job(QStringLiteral("7"), JobState::Running),
                 insight(QStringLiteral("7"), std::nullopt));
        t.record(kT0.addSecs(20000), job(QStringLiteral("7"), JobState::Running),
                 insight(QStringLiteral("7"), std::nullopt));

        const auto entries = t.entries(QStringLiteral("7"));
        QCOMPARE(entries.size(), 5); // the second running snapshot changed nothing
        QCOMPARE(entries[1].position, 3);
        const auto segments = t.segments(QStringLiteral("7"), kT0.addSecs(20000));
        QCOMPARE(segments.size(), 4);
        QCOMPARE(segments[0].cause, std::optional<Cause>(Cause::Priority));
        QCOMPARE(segments[0].seconds, 7200);
        QCOMPARE(segments[1].cause, std::optional<Cause>(Cause::GpuShortage));
        QCOMPARE(segments[1].seconds, 2400);
        QCOMPARE(segments[2].cause, std::optional<Cause>(Cause::Startup));
        QCOMPARE(segments[2].seconds, 360);
        QVERIFY(!segments[3].cause);
        QCOMPARE(segments[3].state, JobState::Running);
        QCOMPARE(t.summary(QStringLiteral("7"), kT0.addSecs(20000)),
                 QStringLiteral("Priority 2 h -> GPU shortage 40 min -> Starting 6 min -> running"));
    }

    void openStageRunsUntilNow()
    {
        CauseTimeline t;
        t.record(kT0, job(QStringLiteral("1"), JobState::Pending), insight(QStringLiteral("1"), Cause::Quota, 1));
        const auto segments = t.segments(QStringLiteral("1"), kT0.addSecs(1500));
        QCOMPARE(segments.size(), 1);
        QCOMPARE(segments[0].seconds, 1500);
        QVERIFY(!segments[0].to.isValid());
    }

    void bounded()
    {
        CauseTimeline t(100, 8);
        // Many jobs: the least recently seen are forgotten.
        for (int i = 0; i < 500; ++i) {
            ClusterSnapshot snap;
            snap.takenAt = kT0.addSecs(i);
            snap.jobs.append(job(QString::number(i), JobState::Pending));
            t.record(snap, { insight(QString::number(i), Cause::Priority, 1) });
        }
        QVERIFY(t.jobCount() <= 100 + 1); // the gone ones, plus the one in the queue
        QVERIFY(t.entries(QStringLiteral("0")).isEmpty());
        QVERIFY(!t.entries(QStringLiteral("499")).isEmpty());
        // Many changes for one job: entries are capped, the first stage is kept.
        CauseTimeline one(10, 8);
        for (int i = 0; i < 100; ++i)
            one.record(kT0.addSecs(i * 60), job(QStringLiteral("x"), JobState::Pending),
                       insight(QStringLiteral("x"), i % 2 ? Cause::Priority : Cause::GpuShortage, 1 + i));
        QVERIFY(one.entries(QStringLiteral("x")).size() <= 8);
        QCOMPARE(one.entries(QStringLiteral("x")).first().at, kT0);
    }

    void aQueueBiggerThanTheCapKeepsEveryJob()
    {
        // 500 jobs in the queue, room for 100 gone ones: every job of the queue keeps its history from refresh
        // to refresh (the cap once applied to all jobs, and each refresh evicted 80% of the queue and re-added it).
        CauseTimeline t(100, 8);
        for (int round = 0; round < 3; ++round) {
            ClusterSnapshot snap;
            snap.takenAt = kT0.addSecs(60 * round);
            QList<JobInsight> insights;
            for (int i = 0; i < 500; ++i) {
                snap.jobs.append(job(QString::number(i), JobState::Pending));
                insights.append(insight(QString::number(i), round == 2 ? Cause::GpuShortage : Cause::Priority, 1));
            }
            t.record(snap, insights);
        }
        QCOMPARE(t.jobCount(), qsizetype(500));
        for (int i = 0; i < 500; i += 50) {
            const auto e = t.entries(QString::number(i));
            QCOMPARE(e.size(), 2); // Priority from the first refresh, then GPU shortage
            QCOMPARE(e.first().at, kT0);
        }
        // Once they leave the queue, the gone ones are capped again.
        ClusterSnapshot empty;
        empty.takenAt = kT0.addSecs(600);
        t.record(empty, {});
        QVERIFY(t.jobCount() <= 100);
    }

    // The session's timeline is recorded on the worker that builds each view, a chunk of jobs per lock, while the UI
    // thread reads it: the same entries as recording in one go, stage changes handed over once, readers never torn.
    void sharedTimelineRecordsInChunksWhileRead()
    {
        constexpr int n = int(SharedCauseTimeline::ChunkJobs) * 2 + 17; // three chunks, the last one short
        auto viewAt = [](int round) { // n is a constant: read, not captured (clang warned on [n])
            auto v = std::make_shared<ClusterView>();
            v->snapshot.takenAt = kT0.addSecs(60 * round);
            for (int i = 0; i < n; ++i) {
                Job j = job(QString::number(i), JobState::Pending);
                j.partition = QStringLiteral("north,south");
                v->snapshot.jobs.append(j);
                v->insights.append(insight(j.id, (i + round) % 3 == 0 ? Cause::GpuShortage : Cause::Priority, i + 1));
            }
            return v;
        };
        SharedCauseTimeline shared;
        CauseTimeline plain;
        std::atomic<bool> done { false };
        std::atomic<int> reads { 0 };
        std::atomic<int> unordered { 0 };
        auto reader = QtConcurrent::run([&] {
            while (!done) {
                const auto e = shared.entries(QString::number(n - 1));
                for (qsizetype k = 1; k < e.size(); ++k) {
                    if (!(e[k - 1].at < e[k].at))
                        ++unordered;
                }
                ++reads;
            }
        });
        qsizetype expectedChanges = 0;
        for (int round = 0; round < 4; ++round) {
            const auto v = viewAt(round);
            QList<CauseTimeline::Change> changes;
            plain.record(v->snapshot, v->insights, &changes);
            expectedChanges += changes.size();
            shared.record(*v);
        }
        done = true;
        reader.waitForFinished();
        QVERIFY(reads > 0);
        QCOMPARE(unordered.load(), 0);
        QCOMPARE(shared.jobCount(), plain.jobCount());
        for (int i = 0; i < n; i += 997) {
            const QString id = QString::number(i);
            QCOMPARE(shared.entries(id).size(), plain.entries(id).size());
            QCOMPARE(shared.summary(id, kT0.addSecs(600)), plain.summary(id, kT0.addSecs(600)));
        }
        const auto taken = shared.takeStageChanges();
        QCOMPARE(taken.size(), expectedChanges);
        QVERIFY(expectedChanges > n); // the first round's n, then every job whose cause turned
        QCOMPARE(taken.first().region, QStringLiteral("north"));
        QVERIFY(shared.takeStageChanges().isEmpty()); // handed over once
    }

    void finishedJobsFirstSeenAreIgnored()
    {
        CauseTimeline t;
        t.record(kT0, job(QStringLiteral("9"), JobState::Completed), insight(QStringLiteral("9"), std::nullopt));
        QCOMPARE(t.jobCount(), 0);
    }

    // The demo's real scheduler: my job waits behind a full node, then starts and runs.
    void fromDemoSnapshots()
    {
        demo::DemoSimulator sim(demo::DemoConfig::minimal(QStringLiteral("me")), kT0);
        JobSpec big;
        big.partition = QStringLiteral("test");
        big.gpus = 8;
        big.gpuType = QStringLiteral("v100");
        big.timeLimitS = 1800;
        big.command = QStringLiteral("x");
        QVERIFY(sim.submit(big, QStringLiteral("other")).ok());
        const auto mine = sim.submit(big, QStringLiteral("me"));
        QVERIFY(mine.ok());
        CauseTimeline t;
        for (int minute = 0; minute <= 40; ++minute) {
            sim.advanceTo(kT0.addSecs(minute * 60));
            const ClusterSnapshot snap = sim.snapshot();
            t.record(snap, JobInsight::computeAll(snap, {}));
        }
        const auto segments = t.segments(mine.value(), sim.now());
        QVERIFY(segments.size() >= 3);
        QCOMPARE(segments.first().cause, std::optional<Cause>(Cause::GpuShortage));
        QVERIFY(segments.first().seconds >= 1500); // the other job holds the node for its 30 min limit
        bool sawStartup = false;
        for (const auto& s : segments)
            sawStartup = sawStartup || s.cause == std::optional<Cause>(Cause::Startup);
        QVERIFY(sawStartup);
        QVERIFY(t.summary(mine.value(), sim.now()).endsWith(QLatin1String("running")));
    }
};

QTEST_GUILESS_MAIN(TestCauseTimeline)
#include "TestCauseTimeline.moc"
