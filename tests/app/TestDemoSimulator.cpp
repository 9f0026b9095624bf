// The demo platform's scheduling rules, driven directly on a small platform with no background load.
#include "backends/demo/DemoSimulator.h"
#include "model/TimeZones.h"

#include <QTest>

using namespace qc;
using namespace qc::demo;

namespace {
const QString kMe = QStringLiteral("me");
const QString kOther = QStringLiteral("other");

JobSpec gpuJob(int gpus, const QString& type = QStringLiteral("a100"), qint64 limitS = 3600)
{
    JobSpec s;
    s.name = QStringLiteral("train");
    s.gpus = gpus;
    s.gpuType = type;
    s.timeLimitS = limitS;
    return s;
}
} // namespace

class TestDemoSimulator : public QObject
{
    Q_OBJECT

private:
    QDateTime m_t0 = QDateTime(QDate(2026, 11, 30), QTime(10, 0), qc::utcZone());

    DemoConfig config() const
    {
        DemoConfig c = DemoConfig::minimal(kMe);
        c.accounts = { { QStringLiteral("lab"), 64, { kOther }, QStringLiteral("test") } };
        return c;
    }
    static const Job& job(const ClusterSnapshot& s, const QString& id)
    {
        const Job* j = s.findJob(id);
        if (!j)
            qFatal("job %s missing", qPrintable(id));
        return *j;
    }
    static QString submitOk(DemoSimulator& sim, const JobSpec& spec, const QString& user)
    {
        auto r = sim.submit(spec, user);
        if (!r.ok())
            qFatal("submit failed: %s", qPrintable(r.error().toString()));
        return r.value();
    }

private Q_SLOTS:
    void startsImmediatelyWhenFree()
    {
        DemoSimulator sim(config(), m_t0);
        const QString id = submitOk(sim, gpuJob(4), kMe);
        const Job j = job(sim.snapshot(), id); // a copy: the snapshot is a temporary
        QCOMPARE(j.state, JobState::Configuring); // allocated, still pulling the image
        QCOMPARE(j.startTime, m_t0);
        sim.advanceTo(m_t0.addSecs(600));
        QCOMPARE(job(sim.snapshot(), id).state, JobState::Running);
        // The user's jobs run 80% of their limit (after a 1 min startup); squeue-like snapshots keep
        // finished jobs for 5 minutes.
        sim.advanceTo(m_t0.addSecs(3000));
        QCOMPARE(job(sim.snapshot(), id).state, JobState::Completed);
    }

    void perUserTierCapGivesQosReason()
    {
        auto c = config();
        c.tiers[1].maxGpusPerUser = 8; // normal
        DemoSimulator sim(c, m_t0);
        const QString a = submitOk(sim, gpuJob(8), kMe);
        const QString b = submitOk(sim, gpuJob(4), kMe);
        const auto snap = sim.snapshot();
        QVERIFY(job(snap, a).isRunningLike());
        QCOMPARE(job(snap, b).state, JobState::Pending);
        QCOMPARE(job(snap, b).reason, QStringLiteral("QOSMaxGRESPerUser"));
        // The same request from another user is not capped by my usage.
        const QString c2 = submitOk(sim, gpuJob(4), kOther);
        QVERIFY(job(sim.snapshot(), c2).isRunningLike());
        // The limit is reported with my usage.
        bool found = false;
        for (const auto& l : sim.snapshot().limits) {
            if (l.scope == Limit::Scope::QosPerUser && l.name == QLatin1String("normal")) {
                QCOMPARE(l.max, 8);
                QCOMPARE(l.used, 8);
                found = true;
            }
        }
        QVERIFY(found);
        // When my first job ends, the capped one starts.
        sim.advanceTo(m_t0.addSecs(3600));
        QVERIFY(job(sim.snapshot(), b).isRunningLike());
    }

    void accountGroupCapGivesAssocReason()
    {
        auto c = config();
        c.accounts = { { QStringLiteral("lab"), 12, { kOther }, QStringLiteral("test") } };
        DemoSimulator sim(c, m_t0);
        const QString a = submitOk(sim, gpuJob(8), kOther);
        JobSpec spec = gpuJob(8);
        const QString b = submitOk(sim, spec, kMe);
        const auto snap = sim.snapshot();
        QVERIFY(job(snap, a).isRunningLike());
        QCOMPARE(job(snap, b).reason, QStringLiteral("AssocGrpGRES"));
    }

    void storageIoGivesLicensesReason()
    {
        DemoSimulator sim(config(), m_t0);
        JobSpec heavy = gpuJob(1);
        heavy.licenses = QStringLiteral("test-io:3");
        const QString a = submitOk(sim, heavy, kMe);
        JobSpec second = gpuJob(1);
        second.licenses = QStringLiteral("test-io:2");
        const QString b = submitOk(sim, second, kOther);
        const auto snap = sim.snapshot();
        QVERIFY(job(snap, a).isRunningLike());
        QCOMPARE(job(snap, b).reason, QStringLiteral("Licenses"));
        QCOMPARE(snap.licenses.first().used, 3);
        QCOMPARE(snap.licenses.first().total, 4);
        // An unknown license is refused at submit, like Slurm does.
        JobSpec bad = gpuJob(1);
        bad.licenses = QStringLiteral("nope:1");
        QCOMPARE(sim.submit(bad, kMe).error().kind, BackendError::Kind::InvalidRequest);
    }

    void priorityOrderAndBackfill()
    {
        DemoSimulator sim(config(), m_t0);
        // One a100 node full for 2 h, half of the other for 1 h.
        const QString r1 = submitOk(sim, gpuJob(8, QStringLiteral("a100"), 7200), kOther);
        const QString r2 = submitOk(sim, gpuJob(4, QStringLiteral("a100"), 3600), kOther);
        QVERIFY(job(sim.snapshot(), r1).isRunningLike());
        QVERIFY(job(sim.snapshot(), r2).isRunningLike());
        // An urgent 8-GPU job cannot fit: it waits on Resources, with a reservation when the 1 h job's
        // time limit frees its node.
        JobSpec big = gpuJob(8, QStringLiteral("a100"), 3600);
        big.qos = QStringLiteral("urgent");
        const QString blocked = submitOk(sim, big, kMe);
        auto snap = sim.snapshot();
        QCOMPARE(job(snap, blocked).reason, QStringLiteral("Resources"));
        QCOMPARE(job(snap, blocked).estimatedStart, m_t0.addSecs(3600));
        // A low-priority job that would delay the reservation does not jump ahead...
        JobSpec longSmall = gpuJob(4, QStringLiteral("a100"), 4 * 3600);
        longSmall.qos = QStringLiteral("low");
        const QString waits = submitOk(sim, longSmall, kOther);
        QCOMPARE(job(sim.snapshot(), waits).reason, QStringLiteral("Priority"));
        // ...but a short one that ends before the shadow time is backfilled.
        JobSpec shortSmall = gpuJob(4, QStringLiteral("a100"), 1800);
        shortSmall.qos = QStringLiteral("low");
        const QString backfilled = submitOk(sim, shortSmall, kOther);
        QVERIFY(job(sim.snapshot(), backfilled).isRunningLike());
        // Higher tier means higher priority.
        QVERIFY(job(sim.snapshot(), blocked).priority > job(sim.snapshot(), waits).priority);
    }

    void beginTimeHoldAndDependency()
    {
        DemoSimulator sim(config(), m_t0);
        JobSpec later = gpuJob(1);
        later.beginTime = m_t0.addSecs(1800);
        const QString a = submitOk(sim, later, kMe);
        QCOMPARE(job(sim.snapshot(), a).reason, QStringLiteral("BeginTime"));
        sim.advanceTo(m_t0.addSecs(1860));
        QVERIFY(job(sim.snapshot(), a).isRunningLike());

        JobSpec held = gpuJob(1);
        held.hold = true;
        const QString h = submitOk(sim, held, kMe);
        QCOMPARE(job(sim.snapshot(), h).reason, QStringLiteral("JobHeldUser"));
        JobUpdate release;
        release.hold = false;
        QVERIFY(sim.update(h, release, kMe).ok());
        QVERIFY(job(sim.snapshot(), h).isRunningLike());

        JobSpec dep = gpuJob(1);
        dep.dependency = QStringLiteral("afterok:") + a;
        const QString d = submitOk(sim, dep, kMe);
        QCOMPARE(job(sim.snapshot(), d).reason, QStringLiteral("Dependency"));
        QVERIFY(sim.cancel(a, kMe).ok());
        sim.advanceTo(sim.now().addSecs(60));
        QCOMPARE(job(sim.snapshot(), d).reason, QStringLiteral("DependencyNeverSatisfied"));
    }

    void partitionLimitsAndDown()
    {
        DemoSimulator sim(config(), m_t0);
        const QString tooLong = submitOk(sim, gpuJob(1, QStringLiteral("a100"), 2 * 86400), kMe);
        QCOMPARE(job(sim.snapshot(), tooLong).reason, QStringLiteral("PartitionTimeLimit"));
        sim.setRegionDown(QStringLiteral("test"), true);
        const QString a = submitOk(sim, gpuJob(1), kMe);
        QCOMPARE(job(sim.snapshot(), a).reason, QStringLiteral("PartitionDown"));
        QCOMPARE(sim.snapshot().partitions.first().state, QStringLiteral("DOWN"));
        sim.setRegionDown(QStringLiteral("test"), false);
        QVERIFY(job(sim.snapshot(), a).isRunningLike());
    }

    void ownerRightsOnly()
    {
        DemoSimulator sim(config(), m_t0);
        JobSpec held = gpuJob(1);
        held.hold = true;
        const QString id = submitOk(sim, held, kOther);
        QCOMPARE(sim.cancel(id, kMe).error().kind, BackendError::Kind::NotPermitted);
        JobUpdate nice;
        nice.nice = -100;
        const QString mine = submitOk(sim, held, kMe);
        QCOMPARE(sim.update(mine, nice, kMe).error().kind, BackendError::Kind::NotPermitted);
        nice.nice = 100;
        QVERIFY(sim.update(mine, nice, kMe).ok());
        QCOMPARE(job(sim.snapshot(), mine).nice, 100);
        QCOMPARE(sim.update(QStringLiteral("999999"), nice, kMe).error().kind, BackendError::Kind::NotFound);
        // Moving a pending job changes its partition; an unknown one is refused.
        JobUpdate move;
        move.partition = QStringLiteral("elsewhere");
        QCOMPARE(sim.update(mine, move, kMe).error().kind, BackendError::Kind::InvalidRequest);
    }

    void requestsThatCanNeverFitAreRefused()
    {
        DemoSimulator sim(config(), m_t0);
        QCOMPARE(sim.submit(gpuJob(12), kMe).error().kind, BackendError::Kind::InvalidRequest); // 12 is not whole nodes
        QCOMPARE(sim.submit(gpuJob(16, QStringLiteral("v100")), kMe).error().kind, BackendError::Kind::InvalidRequest);
        QCOMPARE(sim.submit(gpuJob(1, QStringLiteral("h100")), kMe).error().kind, BackendError::Kind::InvalidRequest);
        JobSpec badQos = gpuJob(1);
        badQos.qos = QStringLiteral("platinum");
        QCOMPARE(sim.submit(badQos, kMe).error().kind, BackendError::Kind::InvalidRequest);
    }

    void deterministicForASeed()
    {
        auto c = DemoConfig::standard(kMe);
        c.historyDays = 2;
        DemoSimulator a(c, m_t0);
        DemoSimulator b(c, m_t0);
        // Different observation patterns must not change the platform.
        a.advanceTo(m_t0.addSecs(3600 * 5));
        for (int i = 1; i <= 50; ++i)
            b.advanceTo(m_t0.addSecs(i * 360 - 17));
        b.advanceTo(m_t0.addSecs(3600 * 5));
        QCOMPARE(a.snapshot().jobs, b.snapshot().jobs);
        QVERIFY(a.snapshot().jobs.size() > 20);
        c.seed += 1;
        DemoSimulator other(c, m_t0);
        other.advanceTo(m_t0.addSecs(3600 * 5));
        QVERIFY(other.snapshot().jobs != a.snapshot().jobs);
    }

    void weeklyLoadHasEveningBacklogAndLightWeekends()
    {
        // Measured, not assumed: a busy weekday evening versus weekend hours on the standard platform.
        auto c = DemoConfig::standard(kMe);
        const QDateTime monday(QDate(2026, 11, 2), QTime(0, 0), qc::utcZone());
        DemoSimulator sim(c, monday);
        double weekdayEvening = 0, weekend = 0;
        int nEvening = 0, nWeekend = 0;
        for (QDateTime t = monday.addDays(1); t < monday.addDays(14); t = t.addSecs(1800)) {
            sim.advanceTo(t);
            const QDateTime local = t.addSecs(8 * 3600); // cn-north tenants live at UTC+8
            int pending = 0;
            for (const auto& j : sim.snapshot().jobs)
                pending += j.isPending() && j.partition == QLatin1String("cn-north") ? j.gpus : 0;
            if (local.date().dayOfWeek() >= 6) {
                weekend += pending;
                ++nWeekend;
            } else if (local.time().hour() >= 18) {
                weekdayEvening += pending;
                ++nEvening;
            }
        }
        QVERIFY2(
            weekdayEvening / nEvening > 1.2 * weekend / nWeekend,
            qPrintable(
                QStringLiteral("evening %1 vs weekend %2").arg(weekdayEvening / nEvening).arg(weekend / nWeekend)));
        QVERIFY(sim.finishedJobs().size() > 1000);
    }
};

QTEST_GUILESS_MAIN(TestDemoSimulator)
#include "TestDemoSimulator.moc"
