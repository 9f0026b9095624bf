// GroupCapWait: when an account's or a QOS's GPU cap, shared by all its users, has room for a pending job, from the
// jobs holding it and the jobs ahead waiting for it.
#include "common/GpuPartitionSnapshot.h"
#include "forecast/GroupCapWait.h"
#include "model/TimeZones.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace qc;

namespace {
const QDateTime Now = QDateTime::fromSecsSinceEpoch(1'999'999'980, qc::utcZone());
constexpr qint64 Hour = 3600;

// Account robotics may use 64 GPUs at once; the scheduler counts `used` of them.
ClusterSnapshot cluster(qint64 used = -1)
{
    ClusterSnapshot s = test::gpuPartitionSnapshot(Now);
    s.limits.append(
        Limit { Limit::Scope::AccountGroup, QStringLiteral("robotics"), {}, QStringLiteral("gres/gpu"), 64, used });
    return s;
}

Job job(const QString& id, int gpus, JobState state, const QString& account = QStringLiteral("robotics"))
{
    Job j;
    j.id = id;
    j.user = QStringLiteral("u-") + id; // every job another user's: the cap is the account's
    j.account = account;
    j.qos = QStringLiteral("normal");
    j.partition = QStringLiteral("gpu");
    j.gpus = gpus;
    j.state = state;
    return j;
}

Job running(const QString& id, int gpus, qint64 endsInS)
{
    Job j = job(id, gpus, JobState::Running);
    j.startTime = Now.addSecs(-600);
    j.endTime = Now.addSecs(endsInS);
    j.timeLimitS = 600 + endsInS;
    return j;
}

Job pending(const QString& id, int gpus, double priority = 1, const char* reason = "AssocGrpGRES")
{
    Job j = job(id, gpus, JobState::Pending);
    j.submitTime = Now.addSecs(-3600);
    j.timeLimitS = 4 * Hour;
    j.priority = priority;
    j.reason = QString::fromLatin1(reason);
    return j;
}

// 49 of the 64 held: 16 free again in 1 h, 33 in 3 h.
ClusterSnapshot robotics(qint64 used = -1)
{
    ClusterSnapshot s = cluster(used);
    s.jobs = { running(QStringLiteral("r1"), 16, Hour), running(QStringLiteral("r2"), 33, 3 * Hour) };
    return s;
}
} // namespace

class TestGroupCapWait : public QObject
{
    Q_OBJECT

private slots:
    void waitsForTheAccountsJobsToEnd()
    {
        const ClusterSnapshot s = robotics();
        QCOMPARE(GroupCapWait::of(s, pending(QStringLiteral("a"), 15)), qint64(0)); // the room left
        QCOMPARE(GroupCapWait::of(s, pending(QStringLiteral("b"), 16)), Hour);
        QCOMPARE(GroupCapWait::of(s, pending(QStringLiteral("c"), 32)), 3 * Hour);
        // More than the cap ever frees: the snapshot cannot say.
        QCOMPARE(GroupCapWait::of(s, pending(QStringLiteral("d"), 65)), qint64(0));
        // Another account's job, a job without GPUs, a running job: nothing to wait for.
        Job other = pending(QStringLiteral("e"), 32);
        other.account = QStringLiteral("physics");
        QCOMPARE(GroupCapWait::of(s, other), qint64(0));
        QCOMPARE(GroupCapWait::of(s, pending(QStringLiteral("f"), 0)), qint64(0));
        QCOMPARE(GroupCapWait::of(s, running(QStringLiteral("g"), 32, Hour)), qint64(0));
        // The account's name as the job carries it, in any case.
        Job upper = pending(QStringLiteral("h"), 16);
        upper.account = QStringLiteral("Robotics");
        QCOMPARE(GroupCapWait::of(s, upper), Hour);
        QCOMPARE(GroupCapWait::capOn(s, upper), &s.limits.first());
        QCOMPARE(GroupCapWait::capOn(s, other), nullptr);
    }

    // The scheduler counts more than this view shows (jobs it may not list): those never free theirs here.
    void theSchedulersCountWinsWhenHigher()
    {
        const ClusterSnapshot s = robotics(60);
        QCOMPARE(GroupCapWait::of(s, pending(QStringLiteral("a"), 4)), qint64(0));
        QCOMPARE(GroupCapWait::of(s, pending(QStringLiteral("b"), 15)), Hour); // 4 + 16 free then
        QCOMPARE(GroupCapWait::of(s, pending(QStringLiteral("c"), 60)), qint64(0)); // 53 at most ever free
        // A lower count than the jobs hold (a stale one): the jobs decide.
        QCOMPARE(GroupCapWait::of(robotics(10), pending(QStringLiteral("d"), 16)), Hour);
    }

    // A job ahead waiting for the cap takes the first GPUs that free, for its time limit; one waiting for something
    // else (priority) is not placed, and neither is one behind.
    void jobsAheadWaitingForTheCapTakeTheirsFirst()
    {
        ClusterSnapshot s = robotics();
        s.jobs.append(pending(QStringLiteral("ahead"), 16, 10));
        QCOMPARE(GroupCapWait::of(s, pending(QStringLiteral("a"), 16, 1)), 3 * Hour);
        s.jobs.last().reason = QStringLiteral("Priority");
        QCOMPARE(GroupCapWait::of(s, pending(QStringLiteral("a"), 16, 1)), Hour);
        s.jobs.last().reason = QStringLiteral("AssocGrpGRES");
        s.jobs.last().priority = 0.5;
        QCOMPARE(GroupCapWait::of(s, pending(QStringLiteral("a"), 16, 1)), Hour);
    }

    // The scheduler reserves nothing for a job the cap holds back: a job behind starts as soon as its GPUs are free
    // at that moment, even GPUs a job ahead will take later, whatever its own time limit. (Placed for its whole
    // limit, it waited for a gap: a shorter limit was then advised as starting hours earlier, and did not.)
    void aJobBehindTakesTheRoomThereIsNow()
    {
        ClusterSnapshot s = robotics(); // 15 free now, 31 in 1 h, 64 in 3 h
        s.jobs.append(pending(QStringLiteral("ahead"), 20, 10)); // takes 20 at 1 h for 4 h: 11 left until 3 h
        Job mine = pending(QStringLiteral("mine"), 15, 1);
        mine.timeLimitS = 24 * Hour;
        QCOMPARE(GroupCapWait::of(s, mine), qint64(0));
        mine.gpus = 16; // 31 free at 1 h, but the job ahead takes 20 of them first
        QCOMPARE(GroupCapWait::of(s, mine), 3 * Hour);
        mine.timeLimitS = 600;
        QCOMPARE(GroupCapWait::of(s, mine), 3 * Hour);
    }

    // A QOS's cap on all its users' GPUs (QOSGrpGRES) the same way, by the jobs' QOS.
    void aQosCapCountsItsJobs()
    {
        ClusterSnapshot s = robotics();
        s.limits.first().scope = Limit::Scope::QosGroup;
        s.limits.first().name = QStringLiteral("normal");
        for (Job& j : s.jobs)
            j.account = QStringLiteral("anything");
        Job a = pending(QStringLiteral("a"), 16, 1, "QOSGrpGRES");
        a.account = QStringLiteral("else");
        QCOMPARE(GroupCapWait::of(s, a), Hour);
        a.qos = QStringLiteral("high");
        QCOMPARE(GroupCapWait::of(s, a), qint64(0));
        // A per-user cap is not a group's.
        s.limits.first().scope = Limit::Scope::QosPerUser;
        a.qos = QStringLiteral("normal");
        QCOMPARE(GroupCapWait::of(s, a), qint64(0));
    }

    // ofAll, the batch's one replay per cap, gives every pending job what of() gives it alone, over random queues
    // with two accounts' caps, a QOS's, holders with and without end times, jobs ahead waiting for other reasons.
    void oneReplayAnswersEveryJobAsAlone()
    {
        QRandomGenerator rng(17);
        int waiting = 0;
        QSet<qint64> distinct;
        for (int round = 0; round < 20; ++round) {
            ClusterSnapshot s = cluster(int(rng.bounded(70)) - 1);
            s.limits.append(Limit {
                Limit::Scope::AccountGroup, QStringLiteral("physics"), {}, QStringLiteral("gres/gpu"), 32, -1 });
            s.limits.append(
                Limit { Limit::Scope::QosGroup, QStringLiteral("high"), {}, QStringLiteral("gres/gpu"), 48, -1 });
            const char* reasons[] = { "AssocGrpGRES", "QOSGrpGRES", "Priority", "Resources", "JobHeldUser" };
            for (int i = 0; i < 120; ++i) {
                const int gpus = int(rng.bounded(17));
                Job j = rng.bounded(4) == 0
                    ? running(QString::number(i), gpus, 600 * qint64(1 + rng.bounded(20)))
                    : pending(QString::number(i), gpus, double(rng.bounded(5)), reasons[rng.bounded(5)]);
                if (j.isRunningLike() && rng.bounded(3) == 0)
                    j.endTime = QDateTime(); // the limit decides
                j.account = rng.bounded(2) == 0 ? QStringLiteral("robotics") : QStringLiteral("physics");
                j.qos = rng.bounded(3) == 0 ? QStringLiteral("high") : QStringLiteral("normal");
                j.submitTime = Now.addSecs(-60 * qint64(rng.bounded(100)));
                s.jobs.append(j);
            }
            const QHash<QString, qint64> all = GroupCapWait::ofAll(s);
            for (const Job& j : std::as_const(s.jobs)) {
                if (!j.isPending())
                    continue;
                const qint64 one = GroupCapWait::of(s, j);
                QCOMPARE(all.value(j.id, 0), one);
                waiting += one > 0 ? 1 : 0;
                distinct.insert(one);
            }
        }
        QVERIFY(waiting > 200);
        QVERIFY(distinct.size() > 10);
    }
};

QTEST_GUILESS_MAIN(TestGroupCapWait)
#include "TestGroupCapWait.moc"
