// RegionComparison: which partitions take a job shape, and where it would start first.
#include "forecast/LiveForecast.h"
#include "forecast/Planner.h"
#include "forecast/RegionComparison.h"
#include "model/TimeZones.h"

#include <QTest>

using namespace qc;

namespace {
const QDateTime kNow = QDateTime::fromSecsSinceEpoch(1'800'000'000, qc::utcZone());

void addPartition(ClusterSnapshot& snap, const QString& name, const QString& type, int gpus, int used,
                  qint64 maxTimeS = 0, const QString& state = QStringLiteral("UP"))
{
    Partition p;
    p.name = name;
    p.state = state;
    p.maxTimeS = maxTimeS;
    p.nodes = { name + QStringLiteral("-n1") };
    snap.partitions.append(p);
    Node n;
    n.name = p.nodes.first();
    n.partitions = { name };
    n.state = used > 0 ? QStringLiteral("MIXED") : QStringLiteral("IDLE");
    n.gpus = { { type, gpus, used } };
    snap.nodes.append(n);
}

Job job(const QString& id, const QString& partition, JobState state, int gpus, qint64 limitS, double priority)
{
    Job j;
    j.id = id;
    j.partition = partition;
    j.state = state;
    j.gpus = gpus;
    j.gpuType = QStringLiteral("a100");
    j.timeLimitS = limitS;
    j.priority = priority;
    j.submitTime = kNow.addSecs(-3600);
    if (state == JobState::Running)
        j.startTime = kNow.addSecs(-600);
    return j;
}

ClusterSnapshot snapshot()
{
    ClusterSnapshot snap;
    snap.takenAt = kNow;
    snap.currentUser = QStringLiteral("me");
    const QString a100 = QStringLiteral("a100");
    addPartition(snap, QStringLiteral("east"), a100, 16, 16, 3 * 86400);
    addPartition(snap, QStringLiteral("west"), a100, 8, 0, 3 * 86400);
    addPartition(snap, QStringLiteral("hopper"), QStringLiteral("h100"), 16, 0);
    addPartition(snap, QStringLiteral("short"), a100, 16, 0, 3600);
    addPartition(snap, QStringLiteral("closed"), a100, 16, 0, 0, QStringLiteral("DOWN"));
    snap.jobs.append(job(QStringLiteral("r1"), QStringLiteral("east"), JobState::Running, 16, 12 * 3600, 10));
    for (int i = 0; i < 5; ++i)
        snap.jobs.append(job(QStringLiteral("p%1").arg(i), QStringLiteral("east"), JobState::Pending, 8, 4 * 3600, 50));
    return snap;
}

// Every partition started jobs after about 20 minutes lately.
QList<TraceJob> history()
{
    QList<TraceJob> out;
    int i = 0;
    for (const char* p : { "east", "west", "hopper", "short" }) {
        for (int k = 0; k < 80; ++k, ++i) {
            TraceJob t;
            t.id = QStringLiteral("h%1").arg(i);
            t.queue = QString::fromLatin1(p);
            t.user = QStringLiteral("u%1").arg(k % 7);
            t.submit = kNow.toSecsSinceEpoch() - 7 * 86400 + k * 3600;
            t.start = t.submit + 1200;
            t.gpus = 4;
            out.append(t);
        }
    }
    return out;
}

// history() as the history store gives it to the planner.
QList<FinishedJob> finishedHistory()
{
    QList<FinishedJob> finished;
    for (const TraceJob& t : history())
        finished.append(Planner::fromTrace(t, QTimeZone::utc()));
    return finished;
}

JobShape shape(int gpus, qint64 limitS)
{
    JobShape s { {}, gpus, limitS, 0, {} };
    s.gpuType = QStringLiteral("a100");
    return s;
}
} // namespace

class TestRegionComparison : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sortsUsableRegionsBySoonestStart()
    {
        const auto regions = RegionComparison::compare(snapshot(), shape(4, 4 * 3600), history());
        QCOMPARE(int(regions.size()), 5);
        QCOMPARE(regions[0].partition, QStringLiteral("west"));
        QCOMPARE(regions[1].partition, QStringLiteral("east"));
        QVERIFY(regions[0].usable && regions[1].usable);
        QCOMPARE(regions[0].freeNow, 8);
        QVERIFY(regions[0].p50 < regions[1].p50);
        QVERIFY(regions[0].p90 <= regions[1].p90);
        // East is full for almost 12 h (its running job's limit) and five jobs of its typical priority wait there.
        QCOMPARE(regions[1].jobsAhead, 5);
        QCOMPARE(regions[1].pendingInPartition, 5);
        QVERIFY(regions[1].p90 >= 11 * 3600);
        for (int i = 2; i < 5; ++i) {
            QVERIFY(!regions[i].usable);
            QVERIFY(!regions[i].whyNot.isEmpty());
            QCOMPARE(regions[i].p50, -1.0);
        }
        auto find = [&](const QString& name) {
            return *std::find_if(regions.cbegin(), regions.cend(), [&](const auto& r) { return r.partition == name; });
        };
        QVERIFY(find(QStringLiteral("hopper")).whyNot.contains(QLatin1String("a100")));
        QVERIFY(find(QStringLiteral("short")).whyNot.contains(QLatin1String("time limit")));
        QVERIFY(find(QStringLiteral("closed")).whyNot.contains(QLatin1String("DOWN")));
    }

    // 4 + 4 free GPUs start an 8-GPU job that may span nodes at once, but not one that wants them on one node: the
    // Plan's estimate for the selected job kept its one-node request (it was "under a minute" beside the detail
    // pane's hours for the same fragmented job).
    void oneNodeRequestWaitsOutTheFragments()
    {
        ClusterSnapshot snap;
        snap.takenAt = kNow;
        snap.currentUser = QStringLiteral("me");
        Partition frag;
        frag.name = QStringLiteral("frag");
        frag.state = QStringLiteral("UP");
        for (int n = 1; n <= 2; ++n) {
            Node node;
            node.name = QStringLiteral("frag-n%1").arg(n);
            node.partitions = { frag.name };
            node.state = QStringLiteral("MIXED");
            node.gpus = { { QStringLiteral("a100"), 8, 4 } };
            frag.nodes.append(node.name);
            snap.nodes.append(node);
            Job running = job(QStringLiteral("r%1").arg(n), frag.name, JobState::Running, 4, 6 * 3600, 10);
            running.nodeList = node.name;
            snap.jobs.append(running);
        }
        snap.partitions.append(frag);
        QList<TraceJob> past = history();
        for (TraceJob& t : past)
            t.queue = frag.name;
        JobShape anyNode = shape(8, 3600);
        JobShape oneNode = anyNode;
        oneNode.nodes = 1;
        const auto spread = RegionComparison::compare(snap, anyNode, past);
        const auto together = RegionComparison::compare(snap, oneNode, past);
        QVERIFY(spread.first().usable && together.first().usable);
        QCOMPARE(together.first().freeNow, 8);
        QVERIFY2(together.first().p50 > spread.first().p50 + 3600,
                 qPrintable(QStringLiteral("%1 vs %2").arg(together.first().p50).arg(spread.first().p50)));
        // The probe the Plan forecasts carries the request's node count.
        QCOMPARE(LiveForecast::probeJob(oneNode, kNow).nodes, 1);
    }

    void tooBigForARegionRulesItOut()
    {
        const auto regions = RegionComparison::compare(snapshot(), shape(12, 3600), history());
        QCOMPARE(regions[0].partition, QStringLiteral("short")); // its maximum is 1 h, and 1 h fits
        QCOMPARE(regions[1].partition, QStringLiteral("east"));
        QVERIFY(regions[1].usable);
        const auto west = std::find_if(regions.cbegin(), regions.cend(),
                                       [](const auto& r) { return r.partition == QLatin1String("west"); });
        QVERIFY(!west->usable);
        QVERIFY(west->whyNot.contains(QLatin1String("8")));
    }

    // A QOS that caps one user at 4 GPUs rules out every region for 8 GPUs on it, and the Plan says so.
    void qosPerUserCapRulesOutEveryRegion()
    {
        ClusterSnapshot snap = snapshot();
        Limit cap;
        cap.scope = Limit::Scope::QosPerUser;
        cap.name = QStringLiteral("small");
        cap.max = 4;
        snap.limits.append(cap);
        JobShape s = shape(8, 3600);
        s.qos = QStringLiteral("small");
        for (const RegionEstimate& r : RegionComparison::compare(snap, s, history())) {
            QVERIFY2(!r.usable, qPrintable(r.partition));
            if (!r.whyNot.startsWith(QLatin1String("partition is"))) // a DOWN partition says that first
                QVERIFY2(r.whyNot.contains(QLatin1String("small")), qPrintable(r.whyNot));
        }
        s.size = 4;
        const auto fits = RegionComparison::compare(snap, s, history());
        QVERIFY(fits[0].usable);
    }

    // The planner picks the best usable partition when none is asked for, and says why when none takes the job.
    // A shape that asks for its region's storage licence waits for it there, as the job's own forecast does; in
    // another region it draws on that region's licence. Before, the Plan tab said "under a minute" for a job whose
    // detail pane said 1.9 h, because the shape had no licences.
    void licencesHoldTheStartBackAsForTheJob()
    {
        ClusterSnapshot snap = snapshot();
        for (Partition& p : snap.partitions)
            p.licenseName = p.name + QStringLiteral("-io");
        snap.licenses = { License { QStringLiteral("west-io"), 8, 8 }, License { QStringLiteral("east-io"), 8, 0 },
                          License { QStringLiteral("hopper-io"), 8, 0 } };
        Job holder = job(QStringLiteral("io"), QStringLiteral("west"), JobState::Running, 0, 6 * 3600, 10);
        holder.licenses = QStringLiteral("west-io:8");
        snap.jobs.append(holder);
        JobShape s = shape(4, 4 * 3600);
        s.queue = QStringLiteral("east");
        s.licenses = QStringLiteral("east-io:4");

        const auto regions = RegionComparison::compare(snap, s, history());
        auto find = [&](const QString& name) {
            return *std::find_if(regions.cbegin(), regions.cend(), [&](const auto& r) { return r.partition == name; });
        };
        const RegionEstimate west = find(QStringLiteral("west"));
        QVERIFY(west.usable);
        // Free GPUs, but the licence's holder runs ~6 h by its limit: the median takes half, the P90 all of it.
        QVERIFY2(west.p50 >= 2.5 * 3600, qPrintable(QString::number(west.p50)));
        QVERIFY2(west.p90 >= 5.5 * 3600, qPrintable(QString::number(west.p90)));
        QVERIFY2(west.note.contains(QLatin1String("west-io:4")), qPrintable(west.note));
        JobShape noLicence = s;
        noLicence.licenses.clear();
        const auto without = RegionComparison::compare(snap, noLicence, history());
        const RegionEstimate free = *std::find_if(without.cbegin(), without.cend(),
                                                  [&](const auto& e) { return e.partition == west.partition; });
        QVERIFY(free.p50 < west.p50);
        QVERIFY(free.note.isEmpty());
        QVERIFY(find(QStringLiteral("east")).note.isEmpty()); // its licence is free; the GPUs hold it back

        // The planner's windows for west wait for the licence too.
        const QList<FinishedJob> finished = finishedHistory();
        OffPeakAdvisor::Options options;
        options.zone = QTimeZone::utc();
        JobShape inWest = s;
        inWest.queue = QStringLiteral("west");
        inWest.licenses = QStringLiteral("west-io:4");
        const JobPlan plan = Planner::make(snap, inWest, finished, options);
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QVERIFY(!plan.windows.isEmpty());
        QVERIFY(plan.windows.first().begin > kNow || plan.windows.first().p50 >= 2.5 * 3600);
    }

    void plannerPicksTheBestPartition()
    {
        const QList<FinishedJob> finished = finishedHistory();
        OffPeakAdvisor::Options options;
        options.zone = QTimeZone::utc();
        const JobPlan plan = Planner::make(snapshot(), shape(4, 4 * 3600), finished, options);
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QCOMPARE(plan.shape.queue, QStringLiteral("west"));
        QCOMPARE(int(plan.regions.size()), 5);
        QVERIFY(!plan.windows.isEmpty());
        QVERIFY(plan.windows.first().live); // west is idle: now is best
        JobShape east = shape(4, 4 * 3600);
        east.queue = QStringLiteral("east");
        const JobPlan eastPlan = Planner::make(snapshot(), east, finished, options);
        QCOMPARE(eastPlan.shape.queue, QStringLiteral("east"));
        QVERIFY(eastPlan.windows.first().p50 >= plan.windows.first().p50);
        const JobPlan none = Planner::make(snapshot(), shape(64, 3600), finished, options);
        QVERIFY(!none.error.isEmpty());
        QVERIFY(none.windows.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRegionComparison)
#include "TestRegionComparison.moc"
