#include "analysis/JobInsight.h"
#include "backends/demo/DemoSimulator.h"
#include "model/TimeZones.h"

#include <QTest>

using namespace qc;
using demo::DemoConfig;
using demo::DemoSimulator;

namespace {
const QDateTime kStart(QDate(2026, 11, 30), QTime(8, 0), qc::utcZone());
const QString kMe = QStringLiteral("me");
const QString kOther = QStringLiteral("other"); // the minimal platform's other tenant, account "lab"

JobSpec spec(int gpus, const QString& type, qint64 limitS = 3600, const QString& qos = QStringLiteral("normal"))
{
    JobSpec s;
    s.name = QStringLiteral("t");
    s.partition = QStringLiteral("test");
    s.gpus = gpus;
    s.gpuType = type;
    s.timeLimitS = limitS;
    s.qos = qos;
    s.command = QStringLiteral("train");
    return s;
}

// Runs the real demo scheduler; every helper fails the test on a refused action.
struct Demo
{
    DemoSimulator sim;
    explicit Demo(DemoConfig config = DemoConfig::minimal(kMe))
        : sim(std::move(config), kStart)
    {
    }
    QString submit(const JobSpec& s, const QString& user)
    {
        const auto r = sim.submit(s, user);
        if (!r.ok())
            qFatal("submit refused: %s", qPrintable(r.error().toString()));
        return r.value();
    }
    void cancel(const QString& id, const QString& user)
    {
        const auto r = sim.cancel(id, user);
        if (!r.ok())
            qFatal("cancel refused: %s", qPrintable(r.error().toString()));
    }
    JobInsight insight(const QString& id, const Capabilities& caps = {})
    {
        m_snap = sim.snapshot();
        const auto all = JobInsight::computeAll(m_snap, caps);
        for (qsizetype i = 0; i < all.size(); ++i) {
            if (all[i].jobId == id) {
                m_job = m_snap.jobs[i];
                return all[i];
            }
        }
        qFatal("job %s not in the snapshot", qPrintable(id));
    }
    const Job& job() const { return m_job; }
    ClusterSnapshot m_snap;
    Job m_job;
};

bool hasAdvice(const JobInsight& in, const QString& action)
{
    for (const auto& a : in.advice) {
        if (a.action == action)
            return true;
    }
    return false;
}
} // namespace

class TestDemoInsights : public QObject
{
    Q_OBJECT

private slots:
    // Other users' 4-GPU jobs on each a100 node: 8 a100 GPUs free, but no node has 8.
    void fragmentation()
    {
        Demo d;
        const QString a = d.submit(spec(4, QStringLiteral("a100")), kOther); // node 1
        const QString b = d.submit(spec(8, QStringLiteral("a100")), kOther); // node 2, whole
        const QString c = d.submit(spec(4, QStringLiteral("a100")), kOther); // node 1, best fit
        d.cancel(b, kOther);
        d.submit(spec(4, QStringLiteral("a100")), kOther); // node 2, the only node with room
        d.cancel(c, kOther);
        Q_UNUSED(a);
        const QString mine = d.submit(spec(8, QStringLiteral("a100")), kMe);
        const JobInsight in = d.insight(mine);
        QCOMPARE(d.job().reason, QStringLiteral("Resources"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::Fragmentation));
        QVERIFY(in.inferred);
        QCOMPARE(in.evidence().gpusFree, 8);
        QCOMPARE(in.evidence().maxFreeOnOneNode, 4);
        QCOMPARE(in.evidence().gpusWanted, 8);
        QCOMPARE(in.evidence().gpusPerNode, 8);
        QCOMPARE(in.evidence().splitGpusPerNode, 4);
        QCOMPARE(in.evidence().splitNodes, 2);
        QVERIFY(hasAdvice(in, QStringLiteral("split_job")));
        QVERIFY(in.position);
        QCOMPARE(in.position->position, 1);
    }

    // The urgent tier caps each user at 16 GPUs; two of my own 8-GPU jobs use them all.
    void quotaFromOwnJobs()
    {
        DemoConfig config = DemoConfig::minimal(kMe);
        config.accounts[0].maxGpus = 64; // only the per-user tier cap binds
        Demo d(config);
        const QString first = d.submit(spec(8, QStringLiteral("a100"), 3600, QStringLiteral("urgent")), kMe);
        d.submit(spec(8, QStringLiteral("a100"), 7200, QStringLiteral("urgent")), kMe);
        const QString third = d.submit(spec(8, QStringLiteral("v100"), 3600, QStringLiteral("urgent")), kMe);
        const JobInsight in = d.insight(third);
        QCOMPARE(d.job().reason, QStringLiteral("QOSMaxGRESPerUser"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::Quota));
        QVERIFY(!in.inferred);
        QCOMPARE(in.evidence().limitScope, Limit::Scope::QosPerUser);
        QCOMPARE(in.evidence().limitName, QStringLiteral("urgent"));
        QCOMPARE(in.evidence().limitMax, 16);
        QCOMPARE(in.evidence().limitUsed, 16);
        QCOMPARE(in.evidence().limitRunningJobs, 2);
        const Job* firstJob = d.m_snap.findJob(first);
        QVERIFY(firstJob);
        QCOMPARE(in.evidence().firstEnd, firstJob->startTime.addSecs(3600));
        QCOMPARE(in.evidence().firstEnd, kStart.addSecs(3600));
        QVERIFY(in.evidence().text.contains(QLatin1String("urgent")));
        QVERIFY(hasAdvice(in, QStringLiteral("wait_own_jobs")));
        QVERIFY(hasAdvice(in, QStringLiteral("change_qos")));
        Capabilities caps;
        caps.changeQos = false;
        QVERIFY(!hasAdvice(d.insight(third, caps), QStringLiteral("change_qos")));
    }

    void accountLimit()
    {
        Demo d; // account "lab" may hold 16 GPUs
        d.submit(spec(8, QStringLiteral("a100")), kOther);
        d.submit(spec(8, QStringLiteral("a100")), kMe);
        const QString mine = d.submit(spec(8, QStringLiteral("v100")), kMe);
        const JobInsight in = d.insight(mine);
        QCOMPARE(d.job().reason, QStringLiteral("AssocGrpGRES"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::Quota));
        QCOMPARE(in.evidence().limitScope, Limit::Scope::AccountGroup);
        QCOMPARE(in.evidence().limitName, QStringLiteral("lab"));
        QCOMPARE(in.evidence().limitMax, 16);
        QCOMPARE(in.evidence().limitUsed, 16);
        QCOMPARE(in.evidence().limitRunningJobs, 2);
        QCOMPARE(in.evidence().limitRunningJobsMine, 1);
        // Another QOS would not escape the account's limit.
        QVERIFY(!hasAdvice(in, QStringLiteral("change_qos")));
    }

    void priorityPositions()
    {
        DemoConfig config = DemoConfig::minimal(kMe);
        config.accounts[0].maxGpus = 0;
        Demo d(config);
        d.submit(spec(8, QStringLiteral("a100"), 7200), kOther);
        d.submit(spec(8, QStringLiteral("a100"), 7200), kOther);
        d.submit(spec(8, QStringLiteral("v100"), 7200), kOther);
        const QString p1 = d.submit(spec(8, QStringLiteral("a100"), 7200), kOther);
        const QString p2 = d.submit(spec(8, QStringLiteral("a100"), 7200), kOther);
        const QString urgent = d.submit(spec(4, QStringLiteral("a100"), 3600, QStringLiteral("urgent")), kOther);
        const QString mine = d.submit(spec(4, QStringLiteral("a100"), 3600), kMe);
        d.sim.advanceTo(kStart.addSecs(120));
        const JobInsight top = d.insight(urgent);
        QCOMPARE(top.position->position, 1);
        QCOMPARE(d.job().reason, QStringLiteral("Resources"));
        QCOMPARE(top.cause, std::optional<Cause>(Cause::GpuShortage));
        QCOMPARE(d.insight(p1).position->position, 2);
        QCOMPARE(d.insight(p2).position->position, 3);
        const JobInsight in = d.insight(mine);
        QCOMPARE(d.job().reason, QStringLiteral("Priority"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::Priority));
        QVERIFY(in.secondaryCauses.contains(Cause::GpuShortage));
        QCOMPARE(in.position->position, 4);
        QCOMPARE(in.position->jobsAhead, 3);
        QCOMPARE(in.position->gpusAhead, 4 + 8 + 8);
        QCOMPARE(in.position->gpuHoursAhead, 4 * 1.0 + 8 * 2.0 + 8 * 2.0);
        QVERIFY(!in.position->lowerBound);
        QVERIFY(in.evidence().text.contains(QLatin1String("20 GPUs")));
        // The urgent job holds the reservation; its estimate is what a backfilled job must beat.
        QVERIFY(d.m_snap.findJob(urgent)->estimatedStart.isValid());
        QCOMPARE(in.position->reservationAhead, d.m_snap.findJob(urgent)->estimatedStart);
    }

    void neverRunsByTimeLimit()
    {
        Demo d;
        const QString mine = d.submit(spec(4, QStringLiteral("a100"), 2 * 86400), kMe);
        const JobInsight in = d.insight(mine);
        QCOMPARE(d.job().reason, QStringLiteral("PartitionTimeLimit"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::NeverRuns));
        QCOMPARE(in.evidence().timeLimitS, 2 * 86400);
        QCOMPARE(in.evidence().partitionMaxTimeS, 86400);
        QVERIFY(in.evidence().text.contains(QLatin1String("2-00:00:00")));
        QVERIFY(in.evidence().text.contains(QLatin1String("1-00:00:00")));
        QVERIFY(!in.position);
        QVERIFY(hasAdvice(in, QStringLiteral("fix_time_limit")));
    }

    void storageIo()
    {
        Demo d;
        JobSpec heavy = spec(1, QStringLiteral("a100"));
        heavy.licenses = QStringLiteral("test-io:4");
        d.submit(heavy, kOther);
        JobSpec mineSpec = spec(1, QStringLiteral("a100"));
        mineSpec.licenses = QStringLiteral("test-io:2");
        const QString mine = d.submit(mineSpec, kMe);
        const JobInsight in = d.insight(mine);
        QCOMPARE(d.job().reason, QStringLiteral("Licenses"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::StorageIo));
        QCOMPARE(in.evidence().licenseName, QStringLiteral("test-io"));
        QCOMPARE(in.evidence().licenseFree, 0);
        QCOMPARE(in.evidence().licenseTotal, 4);
        QCOMPARE(in.evidence().licenseWanted, 2);
    }

    void heldBeginTimeDependency()
    {
        Demo d;
        JobSpec held = spec(1, QStringLiteral("a100"));
        held.hold = true;
        const QString h = d.submit(held, kMe);
        JobSpec later = spec(1, QStringLiteral("a100"));
        later.beginTime = kStart.addSecs(7200);
        const QString b = d.submit(later, kMe);
        const QString first = d.submit(spec(1, QStringLiteral("a100"), 1800), kMe);
        JobSpec after = spec(1, QStringLiteral("a100"));
        after.dependency = QStringLiteral("afterok:") + first;
        const QString dep = d.submit(after, kMe);

        const JobInsight heldIn = d.insight(h);
        QCOMPARE(d.job().reason, QStringLiteral("JobHeldUser"));
        QCOMPARE(heldIn.cause, std::optional<Cause>(Cause::Held));
        QVERIFY(!heldIn.evidence().heldByAdmin);
        QVERIFY(hasAdvice(heldIn, QStringLiteral("release_hold")));
        const JobInsight beginIn = d.insight(b);
        QCOMPARE(beginIn.cause, std::optional<Cause>(Cause::BeginTime));
        QCOMPARE(beginIn.evidence().beginTime, kStart.addSecs(7200));
        const JobInsight depIn = d.insight(dep);
        QCOMPARE(depIn.cause, std::optional<Cause>(Cause::Dependency));
        QCOMPARE(depIn.evidence().dependsOn, QStringList { first });
        for (const auto& in : { heldIn, beginIn, depIn })
            QVERIFY(!in.position);

        // The first job starts at once (pulling image): that is the startup cause.
        const JobInsight starting = d.insight(first);
        QCOMPARE(d.job().state, JobState::Configuring);
        QCOMPARE(starting.cause, std::optional<Cause>(Cause::Startup));
        QCOMPARE(starting.evidence().startingForS, 0);

        // Cancelled: the afterok dependency can never be satisfied.
        d.cancel(first, kMe);
        const JobInsight never = d.insight(dep);
        QCOMPARE(d.job().reason, QStringLiteral("DependencyNeverSatisfied"));
        QCOMPARE(never.cause, std::optional<Cause>(Cause::NeverRuns));
        QVERIFY(hasAdvice(never, QStringLiteral("cancel_job")));
    }

    void regionDown()
    {
        Demo d;
        d.sim.setRegionDown(QStringLiteral("test"), true);
        const QString mine = d.submit(spec(1, QStringLiteral("a100")), kMe);
        const JobInsight in = d.insight(mine);
        QCOMPARE(d.job().reason, QStringLiteral("PartitionDown"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::Unavailable));
        QCOMPARE(in.evidence().partitionState, QStringLiteral("DOWN"));
    }

    // Every job the standard platform produces gets a cause exactly when it waits or starts.
    void standardPlatformIsFullyClassified()
    {
        DemoConfig config = DemoConfig::standard(kMe);
        config.historyDays = 0;
        DemoSimulator sim(config, kStart);
        sim.advanceTo(kStart.addSecs(12 * 3600));
        const ClusterSnapshot snap = sim.snapshot();
        const auto all = JobInsight::computeAll(snap, {});
        QCOMPARE(all.size(), snap.jobs.size());
        int pending = 0;
        for (qsizetype i = 0; i < all.size(); ++i) {
            const Job& j = snap.jobs[i];
            const bool waits = j.isPending() || j.state == JobState::Configuring;
            QCOMPARE(all[i].cause.has_value(), waits);
            if (j.isPending()) {
                ++pending;
                QVERIFY2(all[i].knownReason, qPrintable(j.reason));
                QVERIFY(!all[i].evidence().text.isEmpty());
            }
        }
        QVERIFY2(pending > 0, "the standard platform should have a queue after 12 hours");
    }
};

QTEST_GUILESS_MAIN(TestDemoInsights)
#include "TestDemoInsights.moc"
