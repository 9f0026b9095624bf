#include "analysis/CauseAnalyzer.h"
#include "analysis/JobInsight.h"
#include "model/TimeZones.h"

#include <QElapsedTimer>
#include <QSet>
#include <QTest>

using namespace qc;

namespace {
const QDateTime kNow(QDate(2026, 11, 30), QTime(12, 0), qc::utcZone());

// Builds snapshots by hand: partitions, nodes with GPU usage, jobs.
struct Snap
{
    ClusterSnapshot s;
    Snap()
    {
        s.takenAt = kNow;
        s.clusterName = QStringLiteral("unit");
        s.currentUser = QStringLiteral("me");
    }
    Snap& partition(const QString& name, qint64 maxTimeS = 2 * 86400, const QString& state = QStringLiteral("UP"))
    {
        Partition p;
        p.name = name;
        p.maxTimeS = maxTimeS;
        p.state = state;
        s.partitions.append(p);
        return *this;
    }
    Snap& node(const QString& name, const QString& partition, const QString& type, int total, int used,
               const QString& state = QString())
    {
        Node n;
        n.name = name;
        n.partitions = { partition };
        n.state = state.isEmpty() ? (used == 0 ? QStringLiteral("IDLE") : QStringLiteral("MIXED")) : state;
        n.gpus = { GpuCount { type, total, used } };
        s.nodes.append(n);
        for (auto& p : s.partitions) {
            if (p.name == partition)
                p.nodes.append(name);
        }
        return *this;
    }
    Job& job(const QString& id, const QString& user, const QString& partition, JobState state, int gpus,
             const QString& type = QStringLiteral("a100"), const QString& reason = QString(), double priority = 100,
             qint64 limitS = 3600)
    {
        Job j;
        j.id = id;
        j.name = QStringLiteral("job-") + id;
        j.user = user;
        j.account = QStringLiteral("chem");
        j.qos = QStringLiteral("normal");
        j.partition = partition;
        j.state = state;
        j.gpus = gpus;
        j.gpuType = type;
        j.reason = reason.isEmpty() ? QStringLiteral("None") : reason;
        j.priority = priority;
        j.timeLimitS = limitS;
        j.submitTime = kNow.addSecs(-3600 + s.jobs.size());
        if (state == JobState::Running || state == JobState::Configuring)
            j.startTime = kNow.addSecs(-600);
        s.jobs.append(j);
        return s.jobs.last();
    }
    const JobInsight& insight(const QString& id, const Capabilities& caps = {})
    {
        m_insights = JobInsight::computeAll(s, caps);
        for (const auto& in : m_insights) {
            if (in.jobId == id)
                return in;
        }
        qFatal("no insight for %s", qPrintable(id));
    }
    QList<JobInsight> m_insights;
};

bool hasAdvice(const JobInsight& in, const QString& action)
{
    for (const auto& a : in.advice) {
        if (a.action == action)
            return true;
    }
    return false;
}

const Advice* advice(const JobInsight& in, const QString& action)
{
    for (const auto& a : in.advice) {
        if (a.action == action)
            return &a;
    }
    return nullptr;
}

// Four 8-GPU nodes, each half used by another user's 4-GPU job.
Snap fragmented()
{
    Snap b;
    b.partition(QStringLiteral("cn-north"));
    for (int i = 1; i <= 4; ++i) {
        const QString n = QStringLiteral("n%1").arg(i);
        b.node(n, QStringLiteral("cn-north"), QStringLiteral("a100"), 8, 4);
        b.job(QStringLiteral("r%1").arg(i), QStringLiteral("other"), QStringLiteral("cn-north"), JobState::Running, 4)
            .nodeList
            = n;
    }
    return b;
}
} // namespace

class TestCauseAnalysis : public QObject
{
    Q_OBJECT

private slots:
    void fragmentationIsInferredFromResources()
    {
        Snap b = fragmented();
        b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 8,
              QStringLiteral("a100"), QStringLiteral("Resources"));
        const JobInsight& in = b.insight(QStringLiteral("10"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::Fragmentation));
        QVERIFY(in.inferred);
        QCOMPARE(in.evidence().gpusFree, 16);
        QCOMPARE(in.evidence().maxFreeOnOneNode, 4);
        QCOMPARE(in.evidence().gpusWanted, 8);
        QCOMPARE(in.evidence().gpusPerNode, 8);
        QCOMPARE(in.evidence().splitGpusPerNode, 4);
        QCOMPARE(in.evidence().splitNodes, 2);
        QVERIFY(in.evidence().text.contains(QLatin1String("cn-north")));
        const Advice* split = advice(in, QStringLiteral("split_job"));
        QVERIFY(split);
        QCOMPARE(split->value, 2);
    }

    // 16 GPUs wanted: bigger than a node, so whole nodes; none is whole although 16 are free.
    void bigJobNeedsWholeNodes()
    {
        Snap b = fragmented();
        b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 16,
              QStringLiteral("a100"), QStringLiteral("Resources"));
        const JobInsight& in = b.insight(QStringLiteral("10"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::Fragmentation));
        QCOMPARE(in.evidence().splitGpusPerNode, 4);
        QCOMPARE(in.evidence().splitNodes, 4);
    }

    void shortageWithReleaseTime()
    {
        Snap b;
        b.partition(QStringLiteral("p"));
        b.node(QStringLiteral("n1"), QStringLiteral("p"), QStringLiteral("a100"), 8, 8);
        b.node(QStringLiteral("n2"), QStringLiteral("p"), QStringLiteral("a100"), 8, 6);
        // Ends by limit: j1 at now-600s+1h, j2 at now-600s+3h, j3 at now-600s+2h.
        b.job(QStringLiteral("1"), QStringLiteral("a"), QStringLiteral("p"), JobState::Running, 4,
              QStringLiteral("a100"), {}, 0, 3600);
        b.job(QStringLiteral("2"), QStringLiteral("b"), QStringLiteral("p"), JobState::Running, 4,
              QStringLiteral("a100"), {}, 0, 3 * 3600);
        b.job(QStringLiteral("3"), QStringLiteral("c"), QStringLiteral("p"), JobState::Running, 6,
              QStringLiteral("a100"), {}, 0, 2 * 3600);
        b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("p"), JobState::Pending, 8,
              QStringLiteral("a100"), QStringLiteral("Resources"));
        const JobInsight& in = b.insight(QStringLiteral("10"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::GpuShortage));
        QVERIFY(!in.inferred);
        QCOMPARE(in.evidence().gpusFree, 2);
        QCOMPARE(in.evidence().gpusTotal, 16);
        QCOMPARE(in.evidence().gpusWanted, 8);
        // 2 free + 4 (job 1) = 6 < 8; + 6 (job 3) = 12: enough when job 3's limit runs out.
        QCOMPARE(in.evidence().enoughFreeAt, kNow.addSecs(-600 + 2 * 3600));
        QVERIFY(in.position);
        QCOMPARE(in.position->position, 1);
    }

    void neverRunsBySizeAndTime()
    {
        Snap b = fragmented();
        b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 64,
              QStringLiteral("a100"), QStringLiteral("Resources"));
        b.job(QStringLiteral("11"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 4,
              QStringLiteral("a100"), QStringLiteral("Priority"), 100, 3 * 86400);
        b.job(QStringLiteral("12"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 4,
              QStringLiteral("a100"), QStringLiteral("PartitionTimeLimit"), 100, 3 * 86400);
        const JobInsight big = b.insight(QStringLiteral("10"));
        QCOMPARE(big.cause, std::optional<Cause>(Cause::NeverRuns));
        QVERIFY(big.inferred);
        QCOMPARE(big.evidence().gpusTotal, 32);
        QVERIFY(!big.position);
        QVERIFY(hasAdvice(big, QStringLiteral("lower_gpus")));
        const JobInsight slow = b.insight(QStringLiteral("11"));
        QCOMPARE(slow.cause, std::optional<Cause>(Cause::NeverRuns));
        QVERIFY(slow.inferred);
        const JobInsight told = b.insight(QStringLiteral("12"));
        QCOMPARE(told.cause, std::optional<Cause>(Cause::NeverRuns));
        QVERIFY(!told.inferred);
        QCOMPARE(told.evidence().timeLimitS, 3 * 86400);
        QCOMPARE(told.evidence().partitionMaxTimeS, 2 * 86400);
        QVERIFY(told.evidence().text.contains(QLatin1String("3-00:00:00")));
        QVERIFY(told.evidence().text.contains(QLatin1String("2-00:00:00")));
        const Advice* fix = advice(told, QStringLiteral("fix_time_limit"));
        QVERIFY(fix);
        QCOMPARE(fix->value, 2 * 86400);
        Capabilities caps;
        caps.changeTimeLimit = false;
        QVERIFY(!hasAdvice(b.insight(QStringLiteral("12"), caps), QStringLiteral("fix_time_limit")));
    }

    void priorityFitsNowOrNot()
    {
        Snap b = fragmented();
        b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 4,
              QStringLiteral("a100"), QStringLiteral("Priority"));
        b.job(QStringLiteral("11"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 8,
              QStringLiteral("a100"), QStringLiteral("Priority"));
        const JobInsight fits = b.insight(QStringLiteral("10"));
        QCOMPARE(fits.cause, std::optional<Cause>(Cause::Priority));
        QVERIFY(!fits.inferred);
        QVERIFY(fits.evidence().fitsNow);
        QVERIFY(fits.secondaryCauses.isEmpty());
        const JobInsight blocked = b.insight(QStringLiteral("11"));
        QCOMPARE(blocked.cause, std::optional<Cause>(Cause::Priority));
        QCOMPARE(blocked.secondaryCauses, QList<Cause> { Cause::Fragmentation });
    }

    void explicitNodeCountAndMissingType()
    {
        Snap b = fragmented();
        Job& spread = b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending,
                            8, QStringLiteral("a100"), QStringLiteral("Priority"));
        spread.nodes = 2; // 4 GPUs on each of 2 nodes: fits the half-used nodes now
        b.job(QStringLiteral("11"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 4,
              QStringLiteral("h100"), QStringLiteral("Resources"));
        const JobInsight fits = b.insight(QStringLiteral("10"));
        QCOMPARE(fits.cause, std::optional<Cause>(Cause::Priority));
        QVERIFY(fits.evidence().fitsNow);
        QVERIFY(fits.secondaryCauses.isEmpty());
        const JobInsight none = b.insight(QStringLiteral("11"));
        QCOMPARE(none.cause, std::optional<Cause>(Cause::NeverRuns));
        QVERIFY(none.inferred);
        QCOMPARE(none.evidence().gpusTotal, 0);
    }

    void positionsFollowSchedulerOrder()
    {
        Snap b;
        b.partition(QStringLiteral("p")).partition(QStringLiteral("q"));
        b.node(QStringLiteral("n1"), QStringLiteral("p"), QStringLiteral("a100"), 8, 8);
        b.node(QStringLiteral("m1"), QStringLiteral("q"), QStringLiteral("a100"), 8, 8);
        auto pend = [&](const char* id, double prio, int gpus, qint64 limitS, const char* reason = "Priority",
                        const char* part = "p") -> Job& {
            return b.job(QString::fromLatin1(id), QStringLiteral("x"), QString::fromLatin1(part), JobState::Pending,
                         gpus, QStringLiteral("a100"), QString::fromLatin1(reason), prio, limitS);
        };
        pend("1", 500, 8, 7200, "Resources");
        pend("2", 500, 4, 3600); // same priority, submitted later than 1
        pend("3", 900, 2, 1800); // highest priority
        pend("4", 100, 1, 3600, "JobHeldUser"); // not eligible
        pend("5", 100, 1, 3600, "BeginTime"); // not eligible
        pend("6", 100, 1, 3600, "Dependency"); // not eligible
        pend("7", 700, 8, 3600, "Priority", "q"); // another partition
        Job& me = pend("8", 200, 4, 3600);
        me.user = QStringLiteral("me");
        const auto all = JobInsight::computeAll(b.s, {});
        QHash<QString, JobInsight> by;
        for (const auto& in : all)
            by.insert(in.jobId, in);
        QCOMPARE(by[QStringLiteral("3")].position->position, 1);
        QCOMPARE(by[QStringLiteral("1")].position->position, 2);
        QCOMPARE(by[QStringLiteral("2")].position->position, 3);
        QCOMPARE(by[QStringLiteral("8")].position->position, 4);
        QCOMPARE(by[QStringLiteral("7")].position->position, 1);
        QVERIFY(!by[QStringLiteral("4")].position);
        QVERIFY(!by[QStringLiteral("5")].position);
        QVERIFY(!by[QStringLiteral("6")].position);
        const QueuePosition& p = *by[QStringLiteral("8")].position;
        QCOMPARE(p.jobsAhead, 3);
        QCOMPARE(p.gpusAhead, 2 + 8 + 4);
        QCOMPARE(p.gpuHoursAhead, 2 * 0.5 + 8 * 2.0 + 4 * 1.0);
        QCOMPARE(p.queueLength, 4);
        QVERIFY(!p.lowerBound);
        QVERIFY(by[QStringLiteral("8")].evidence().text.contains(QLatin1String("3 job")));

        b.s.othersJobsVisible = false;
        const JobInsight hidden = b.insight(QStringLiteral("8"));
        QVERIFY(hidden.position->lowerBound);
        QVERIFY(hidden.evidence().text.contains(QLatin1String("lower bound")));
        const JobInsight hiddenShortage = b.insight(QStringLiteral("1"));
        QCOMPARE(hiddenShortage.cause, std::optional<Cause>(Cause::GpuShortage));
        QVERIFY(hiddenShortage.position->lowerBound);
        QVERIFY(hiddenShortage.evidence().text.contains(QLatin1String("lower bound")));
    }

    void quotaFromOwnRunningJobs()
    {
        Snap b;
        b.partition(QStringLiteral("p"));
        b.node(QStringLiteral("n1"), QStringLiteral("p"), QStringLiteral("a100"), 8, 8);
        b.node(QStringLiteral("n2"), QStringLiteral("p"), QStringLiteral("a100"), 8, 0);
        b.job(QStringLiteral("1"), QStringLiteral("me"), QStringLiteral("p"), JobState::Running, 4,
              QStringLiteral("a100"), {}, 0, 2 * 3600);
        b.job(QStringLiteral("2"), QStringLiteral("me"), QStringLiteral("p"), JobState::Running, 4,
              QStringLiteral("a100"), {}, 0, 3600);
        b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("p"), JobState::Pending, 4,
              QStringLiteral("a100"), QStringLiteral("QOSMaxGRESPerUser"));
        b.s.limits.append(Limit { Limit::Scope::QosPerUser, QStringLiteral("normal"), QStringLiteral("me"),
                                  QStringLiteral("gres/gpu"), 8, 8 });
        b.s.limits.append(
            Limit { Limit::Scope::AccountGroup, QStringLiteral("chem"), {}, QStringLiteral("gres/gpu"), 64, 8 });
        const JobInsight in = b.insight(QStringLiteral("10"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::Quota));
        QVERIFY(!in.inferred);
        QCOMPARE(in.evidence().limitScope, Limit::Scope::QosPerUser);
        QCOMPARE(in.evidence().limitName, QStringLiteral("normal"));
        QCOMPARE(in.evidence().limitMax, 8);
        QCOMPARE(in.evidence().limitUsed, 8);
        QCOMPARE(in.evidence().limitRunningJobs, 2);
        QCOMPARE(in.evidence().firstEnd, kNow.addSecs(-600 + 3600));
        QVERIFY(in.evidence().text.contains(QLatin1String("normal")));
        QVERIFY(hasAdvice(in, QStringLiteral("wait_own_jobs")));
        QVERIFY(in.position); // quota-blocked jobs still hold their place
    }

    void accountGroupQuota()
    {
        Snap b;
        b.partition(QStringLiteral("p"));
        b.node(QStringLiteral("n1"), QStringLiteral("p"), QStringLiteral("a100"), 8, 8);
        b.node(QStringLiteral("n2"), QStringLiteral("p"), QStringLiteral("a100"), 8, 0);
        b.job(QStringLiteral("1"), QStringLiteral("me"), QStringLiteral("p"), JobState::Running, 2);
        b.job(QStringLiteral("2"), QStringLiteral("me"), QStringLiteral("p"), JobState::Running, 2);
        b.job(QStringLiteral("3"), QStringLiteral("colleague"), QStringLiteral("p"), JobState::Running, 4);
        b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("p"), JobState::Pending, 2,
              QStringLiteral("a100"), QStringLiteral("AssocGrpGRES"));
        // Used unknown: counted from the running jobs.
        b.s.limits.append(
            Limit { Limit::Scope::AccountGroup, QStringLiteral("chem"), {}, QStringLiteral("gres/gpu"), 8, -1 });
        const JobInsight in = b.insight(QStringLiteral("10"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::Quota));
        QCOMPARE(in.evidence().limitScope, Limit::Scope::AccountGroup);
        QCOMPARE(in.evidence().limitMax, 8);
        QCOMPARE(in.evidence().limitUsed, 8);
        QCOMPARE(in.evidence().limitRunningJobs, 3);
        QCOMPARE(in.evidence().limitRunningJobsMine, 2);
        QVERIFY(in.evidence().text.contains(QLatin1String("chem")));
    }

    void quotaAsSecondary()
    {
        Snap b = fragmented();
        b.job(QStringLiteral("1"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Running, 8);
        b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 4,
              QStringLiteral("a100"), QStringLiteral("Priority"));
        b.s.limits.append(Limit { Limit::Scope::QosPerUser, QStringLiteral("normal"), QStringLiteral("me"),
                                  QStringLiteral("gres/gpu"), 8, 8 });
        const JobInsight in = b.insight(QStringLiteral("10"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::Priority));
        QVERIFY(in.secondaryCauses.contains(Cause::Quota));
        QCOMPARE(in.evidence().limitMax, 8);
    }

    void storageIo()
    {
        Snap b = fragmented();
        b.s.licenses.append(License { QStringLiteral("nas_io"), 4, 3 });
        Job& j = b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 4,
                       QStringLiteral("a100"), QStringLiteral("Licenses"));
        j.licenses = QStringLiteral("nas_io:2");
        const JobInsight in = b.insight(QStringLiteral("10"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::StorageIo));
        QCOMPARE(in.evidence().licenseName, QStringLiteral("nas_io"));
        QCOMPARE(in.evidence().licenseFree, 1);
        QCOMPARE(in.evidence().licenseTotal, 4);
        QCOMPARE(in.evidence().licenseWanted, 2);
        const Advice* lower = advice(in, QStringLiteral("lower_io"));
        QVERIFY(lower);
        QCOMPARE(lower->value, 1);
    }

    void heldBeginDependency()
    {
        Snap b = fragmented();
        b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 1,
              QStringLiteral("a100"), QStringLiteral("JobHeldUser"));
        b.job(QStringLiteral("11"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 1,
              QStringLiteral("a100"), QStringLiteral("JobHeldAdmin"));
        Job& begin = b.job(QStringLiteral("12"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 1,
                           QStringLiteral("a100"), QStringLiteral("BeginTime"));
        begin.beginTime = kNow.addSecs(7200);
        Job& dep = b.job(QStringLiteral("13"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 1,
                         QStringLiteral("a100"), QStringLiteral("Dependency"));
        dep.dependency = QStringLiteral("afterok:101:77_3(unfulfilled),afterany:78+10");
        const auto all = JobInsight::computeAll(b.s, {});
        const JobInsight& userHeld = all[4];
        const JobInsight& adminHeld = all[5];
        const JobInsight& waiting = all[6];
        const JobInsight& dependent = all[7];
        QCOMPARE(userHeld.cause, std::optional<Cause>(Cause::Held));
        QVERIFY(!userHeld.evidence().heldByAdmin);
        QVERIFY(hasAdvice(userHeld, QStringLiteral("release_hold")));
        QVERIFY(adminHeld.evidence().heldByAdmin);
        QVERIFY(!hasAdvice(adminHeld, QStringLiteral("release_hold")));
        QVERIFY(hasAdvice(adminHeld, QStringLiteral("contact_admin")));
        QCOMPARE(waiting.cause, std::optional<Cause>(Cause::BeginTime));
        QCOMPARE(waiting.evidence().beginTime, kNow.addSecs(7200));
        QCOMPARE(dependent.cause, std::optional<Cause>(Cause::Dependency));
        QCOMPARE(dependent.evidence().dependsOn,
                 (QStringList { QStringLiteral("101"), QStringLiteral("77_3"), QStringLiteral("78") }));
        for (const auto* in : { &userHeld, &adminHeld, &waiting, &dependent })
            QVERIFY(!in->position);
        Capabilities caps;
        caps.release = false;
        QVERIFY(!hasAdvice(b.insight(QStringLiteral("10"), caps), QStringLiteral("release_hold")));
    }

    // Equal evidence is one shared copy (a backlog of held jobs, a job array's tasks), different evidence never is:
    // each job still reads its own numbers and sentence.
    void equalEvidenceIsShared()
    {
        Snap b = fragmented();
        for (int i = 0; i < 50; ++i)
            b.job(QStringLiteral("%1").arg(100 + i), QStringLiteral("me"), QStringLiteral("cn-north"),
                  JobState::Pending, 1, QStringLiteral("a100"), QStringLiteral("JobHeldUser"));
        b.job(QStringLiteral("200"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 1,
              QStringLiteral("a100"), QStringLiteral("JobHeldAdmin"));
        Job& later = b.job(QStringLiteral("201"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending,
                           1, QStringLiteral("a100"), QStringLiteral("BeginTime"));
        later.beginTime = kNow.addSecs(7200);
        Job& sooner = b.job(QStringLiteral("202"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending,
                            1, QStringLiteral("a100"), QStringLiteral("BeginTime"));
        sooner.beginTime = kNow.addSecs(3600);
        const auto all = JobInsight::computeAll(b.s, {});
        const qsizetype firstHeld = all.size() - 53;
        QSet<const CauseEvidence*> held;
        for (qsizetype i = firstHeld; i < firstHeld + 50; ++i) {
            QCOMPARE(all[i].cause, std::optional<Cause>(Cause::Held));
            held.insert(&all[i].evidence());
        }
        QCOMPARE(held.size(), 1);
        const JobInsight& admin = all[firstHeld + 50];
        QVERIFY(&admin.evidence() != &all[firstHeld].evidence());
        QVERIFY(admin.evidence().heldByAdmin);
        QVERIFY(!all[firstHeld].evidence().heldByAdmin);
        QVERIFY(admin.evidence().text != all[firstHeld].evidence().text);
        const JobInsight& laterIn = all[firstHeld + 51];
        const JobInsight& soonerIn = all[firstHeld + 52];
        QVERIFY(&laterIn.evidence() != &soonerIn.evidence());
        QCOMPARE(laterIn.evidence().beginTime, kNow.addSecs(7200));
        QCOMPARE(soonerIn.evidence().beginTime, kNow.addSecs(3600));
        // A job with no cause (running) reads empty evidence, not a dangling one.
        for (const JobInsight& in : all) {
            if (!in.cause)
                QVERIFY(in.evidence().text.isEmpty());
        }
    }

    void twoThreadsGiveWhatOneGives()
    {
        // Past JobInsight::kTwoThreadsFrom jobs each pass runs in two halves: every insight equals the one-thread
        // pass's, whichever half its job fell in, and equal evidence is still shared within a half.
        Snap b = fragmented();
        const QStringList reasons { QStringLiteral("Priority"),          QStringLiteral("Resources"),
                                    QStringLiteral("JobHeldUser"),       QStringLiteral("BeginTime"),
                                    QStringLiteral("QOSMaxGRESPerUser"), QStringLiteral("Dependency") };
        const qsizetype n = JobInsight::kTwoThreadsFrom + 1000;
        for (qsizetype i = 0; i < n; ++i) {
            const QString user = i % 7 == 0 ? QStringLiteral("me") : QStringLiteral("u%1").arg(i % 13);
            Job& j = b.job(QString::number(1000 + i), user, QStringLiteral("cn-north"),
                           i % 11 == 0 ? JobState::Running : JobState::Pending, int(1 + i % 8), QStringLiteral("a100"),
                           reasons[i % reasons.size()], double(100 + (i * 37) % 500));
            if (j.reason == QLatin1String("BeginTime"))
                j.beginTime = kNow.addSecs(600 * (i % 5 + 1));
            if (j.state == JobState::Running)
                j.nodeList = QStringLiteral("n%1").arg(1 + i % 4);
        }
        const auto two = JobInsight::computeAll(b.s, {}, JobInsight::Threads::Two);
        const auto one = JobInsight::computeAll(b.s, {}, JobInsight::Threads::One);
        QCOMPARE(two.size(), b.s.jobs.size());
        QCOMPARE(one.size(), two.size());
        int withCause = 0;
        for (qsizetype i = 0; i < one.size(); ++i) {
            QCOMPARE(two[i].jobId, one[i].jobId);
            QCOMPARE(two[i].cause, one[i].cause);
            QCOMPARE(two[i].secondaryCauses, one[i].secondaryCauses);
            QCOMPARE(two[i].inferred, one[i].inferred);
            QCOMPARE(two[i].knownReason, one[i].knownReason);
            QVERIFY(two[i].advice == one[i].advice);
            QVERIFY(two[i].evidence() == one[i].evidence());
            QCOMPARE(two[i].position.has_value(), one[i].position.has_value());
            if (one[i].position) {
                QCOMPARE(two[i].position->position, one[i].position->position);
                QCOMPARE(two[i].position->jobsAhead, one[i].position->jobsAhead);
                QCOMPARE(two[i].position->gpusAhead, one[i].position->gpusAhead);
                QCOMPARE(two[i].position->gpuHoursAhead, one[i].position->gpuHoursAhead);
            }
            withCause += one[i].cause ? 1 : 0;
        }
        QVERIFY(withCause > n / 2);
        // Held jobs in the second half: one copy per distinct evidence there.
        QSet<const CauseEvidence*> held;
        QList<const CauseEvidence*> distinct;
        int heldJobs = 0;
        for (qsizetype i = two.size() / 2 + 1; i < two.size(); ++i) {
            if (two[i].cause != std::optional<Cause>(Cause::Held))
                continue;
            ++heldJobs;
            const CauseEvidence* e = &two[i].evidence();
            held.insert(e);
            if (std::none_of(distinct.cbegin(), distinct.cend(), [e](const CauseEvidence* d) { return *d == *e; }))
                distinct.append(e);
        }
        QCOMPARE(held.size(), distinct.size());
        QVERIFY(heldJobs > 10 * held.size());
    }

    void unknownReasonIsOther()
    {
        Snap b = fragmented();
        b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 1,
              QStringLiteral("a100"), QStringLiteral("WaitingForQuantumLock"));
        const JobInsight in = b.insight(QStringLiteral("10"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::Other));
        QVERIFY(!in.knownReason);
        QCOMPARE(in.evidence().rawReason, QStringLiteral("WaitingForQuantumLock"));
        QVERIFY(in.evidence().text.contains(QLatin1String("WaitingForQuantumLock")));
    }

    void unavailable()
    {
        Snap b;
        b.partition(QStringLiteral("p"), 86400, QStringLiteral("DOWN"));
        b.node(QStringLiteral("n1"), QStringLiteral("p"), QStringLiteral("a100"), 8, 0);
        b.node(QStringLiteral("n2"), QStringLiteral("p"), QStringLiteral("a100"), 8, 0, QStringLiteral("DRAINED"));
        b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("p"), JobState::Pending, 1,
              QStringLiteral("a100"), QStringLiteral("PartitionDown"));
        Job& req = b.job(QStringLiteral("11"), QStringLiteral("me"), QStringLiteral("p"), JobState::Pending, 1,
                         QStringLiteral("a100"), QStringLiteral("ReqNodeNotAvail"));
        req.reasonDescription = QStringLiteral("ReqNodeNotAvail, UnavailableNodes:n7,n8");
        b.job(QStringLiteral("12"), QStringLiteral("me"), QStringLiteral("p"), JobState::Pending, 16,
              QStringLiteral("a100"), QStringLiteral("PartitionNodeLimit"));
        const JobInsight down = b.insight(QStringLiteral("10"));
        QCOMPARE(down.cause, std::optional<Cause>(Cause::Unavailable));
        QCOMPARE(down.evidence().partitionState, QStringLiteral("DOWN"));
        QVERIFY(down.evidence().unavailableNodes.contains(QStringLiteral("n2")));
        const JobInsight nodes = b.insight(QStringLiteral("11"));
        QVERIFY(nodes.evidence().unavailableNodes.contains(QStringLiteral("n7")));
        QVERIFY(nodes.evidence().unavailableNodes.contains(QStringLiteral("n8")));
        const JobInsight limit = b.insight(QStringLiteral("12"));
        QCOMPARE(limit.cause, std::optional<Cause>(Cause::Unavailable));
        QVERIFY(limit.inferred);
    }

    void startup()
    {
        Snap b = fragmented();
        Job& j
            = b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Configuring, 4);
        j.startTime = kNow.addSecs(-360);
        const JobInsight in = b.insight(QStringLiteral("10"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::Startup));
        QCOMPARE(in.evidence().startingForS, 360);
        QVERIFY(!in.position);
        QVERIFY(!b.insight(QStringLiteral("r1")).cause); // running: no cause
    }

    void adviceRespectsCapabilities()
    {
        Snap b = fragmented();
        b.partition(QStringLiteral("eu-west"));
        b.node(QStringLiteral("e1"), QStringLiteral("eu-west"), QStringLiteral("a100"), 8, 0);
        b.node(QStringLiteral("n9"), QStringLiteral("cn-north"), QStringLiteral("l40s"), 8, 0);
        b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 8,
              QStringLiteral("a100"), QStringLiteral("Resources"));
        b.job(QStringLiteral("11"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 4,
              QStringLiteral("a100"), QStringLiteral("Priority"));
        const JobInsight all = b.insight(QStringLiteral("10"));
        const Advice* move = advice(all, QStringLiteral("change_partition"));
        QVERIFY(move);
        QCOMPARE(move->target, QStringLiteral("eu-west"));
        QVERIFY(move->text.contains(QLatin1String("eu-west")));

        Capabilities noMove;
        noMove.changePartition = false;
        QVERIFY(!hasAdvice(b.insight(QStringLiteral("10"), noMove), QStringLiteral("change_partition")));
        Capabilities noResubmit;
        noResubmit.submit = false;
        const JobInsight fixed = b.insight(QStringLiteral("10"), noResubmit);
        QVERIFY(!hasAdvice(fixed, QStringLiteral("split_job")));
        QVERIFY(!hasAdvice(fixed, QStringLiteral("lower_gpus")));

        Capabilities operatorCaps;
        operatorCaps.lowerNice = true;
        QVERIFY(!hasAdvice(b.insight(QStringLiteral("11")), QStringLiteral("raise_priority")));
        QVERIFY(hasAdvice(b.insight(QStringLiteral("11"), operatorCaps), QStringLiteral("raise_priority")));
    }

    void gpuTypeAdvice()
    {
        Snap b;
        b.partition(QStringLiteral("p"));
        b.node(QStringLiteral("a1"), QStringLiteral("p"), QStringLiteral("a100"), 8, 8);
        b.node(QStringLiteral("l1"), QStringLiteral("p"), QStringLiteral("l40s"), 8, 2);
        b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("p"), JobState::Pending, 4,
              QStringLiteral("a100"), QStringLiteral("Resources"));
        const JobInsight in = b.insight(QStringLiteral("10"));
        QCOMPARE(in.cause, std::optional<Cause>(Cause::GpuShortage));
        const Advice* type = advice(in, QStringLiteral("change_gpu_type"));
        QVERIFY(type);
        QCOMPARE(type->target, QStringLiteral("l40s"));
    }

    void backfillAdviceOnlyWhenAShorterLimitFits()
    {
        Snap b = fragmented();
        Job& top = b.job(QStringLiteral("5"), QStringLiteral("other"), QStringLiteral("cn-north"), JobState::Pending,
                         32, QStringLiteral("a100"), QStringLiteral("Resources"), 1000, 3600);
        top.estimatedStart = kNow.addSecs(7200);
        b.job(QStringLiteral("10"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 4,
              QStringLiteral("a100"), QStringLiteral("Priority"), 100, 4 * 3600);
        b.job(QStringLiteral("11"), QStringLiteral("me"), QStringLiteral("cn-north"), JobState::Pending, 4,
              QStringLiteral("a100"), QStringLiteral("Priority"), 100, 3600);
        const JobInsight in = b.insight(QStringLiteral("10"));
        QCOMPARE(in.position->reservationAhead, kNow.addSecs(7200));
        const Advice* shorten = advice(in, QStringLiteral("shorten_time_limit"));
        QVERIFY(shorten);
        QVERIFY(shorten->value > 0 && shorten->value <= 7200);
        // Already short enough: nothing to shorten.
        QVERIFY(!hasAdvice(b.insight(QStringLiteral("11")), QStringLiteral("shorten_time_limit")));
        Capabilities caps;
        caps.changeTimeLimit = false;
        QVERIFY(!hasAdvice(b.insight(QStringLiteral("10"), caps), QStringLiteral("shorten_time_limit")));
    }

    void dependencyIds()
    {
        QCOMPARE(CauseAnalyzer::dependencyIds(QStringLiteral("afterok:12:13,afterany:14_2(unfulfilled)")),
                 (QStringList { QStringLiteral("12"), QStringLiteral("13"), QStringLiteral("14_2") }));
        QCOMPARE(CauseAnalyzer::dependencyIds(QStringLiteral("singleton")), QStringList());
        QCOMPARE(CauseAnalyzer::dependencyIds(QStringLiteral("after:5+30?afterok:6")),
                 (QStringList { QStringLiteral("5"), QStringLiteral("6") }));
    }

    // 20,000 jobs over three partitions: must stay well within an interactive refresh.
    void twentyThousandJobs()
    {
        Snap b;
        const QStringList parts { QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c") };
        for (const auto& p : parts) {
            b.partition(p);
            for (int i = 0; i < 60; ++i)
                b.node(QStringLiteral("%1%2").arg(p).arg(i), p, QStringLiteral("a100"), 8, (i * 3) % 9);
        }
        b.s.limits.append(Limit { Limit::Scope::QosPerUser, QStringLiteral("normal"), QStringLiteral("me"),
                                  QStringLiteral("gres/gpu"), 16, 8 });
        const char* reasons[] = { "Priority", "Resources", "QOSMaxGRESPerUser", "Licenses", "JobHeldUser" };
        for (int i = 0; i < 20000; ++i) {
            const bool running = i % 4 == 0;
            Job& j = b.job(QString::number(100000 + i), QStringLiteral("u%1").arg(i % 300), parts[i % 3],
                           running ? JobState::Running : JobState::Pending, 1 << (i % 5), QStringLiteral("a100"),
                           running ? QString() : QString::fromLatin1(reasons[i % 5]), double(i % 977),
                           3600 * (1 + i % 12));
            j.licenses = QStringLiteral("nas_io:1");
        }
        b.s.licenses.append(License { QStringLiteral("nas_io"), 24, 24 });
        QElapsedTimer timer;
        timer.start();
        const auto all = JobInsight::computeAll(b.s, {});
        const qint64 ms = timer.elapsed();
        qInfo("20,000 jobs analysed in %lld ms (speed is bench/queue_refresh's business; this checks the result)", ms);
        QCOMPARE(all.size(), 20000);
        // Positions per partition are a permutation 1..n.
        QHash<QString, QList<int>> seen;
        for (qsizetype i = 0; i < all.size(); ++i) {
            if (all[i].position)
                seen[all[i].position->partition].append(all[i].position->position);
        }
        QCOMPARE(seen.size(), 3);
        for (auto& list : seen) {
            std::sort(list.begin(), list.end());
            for (qsizetype k = 0; k < list.size(); ++k)
                QCOMPARE(list[k], int(k + 1));
        }
    }
};

QTEST_GUILESS_MAIN(TestCauseAnalysis)
#include "TestCauseAnalysis.moc"
