// AlternativesAdvisor: each change the user may apply to a pending job, forecast on the live queue, ranked.
#include "forecast/AlternativesAdvisor.h"
#include "forecast/QueueDrain.h"
#include "model/TimeZones.h"

#include <QTest>
#include <algorithm>

using namespace qc;

namespace {
const QDateTime Now = QDateTime::fromSecsSinceEpoch(1'999'999'980, qc::utcZone());

Node node(const QString& name, const QString& partition, int used)
{
    Node n;
    n.name = name;
    n.partitions = { partition };
    n.state = used > 0 ? QStringLiteral("MIXED") : QStringLiteral("IDLE");
    n.gpus.append(GpuCount { QStringLiteral("a100"), 8, used });
    return n;
}

Job running(const QString& id, const QString& partition, int gpus, qint64 endsInS)
{
    Job j;
    j.id = id;
    j.user = QStringLiteral("other");
    j.partition = partition;
    j.qos = QStringLiteral("normal");
    j.gpus = gpus;
    j.state = JobState::Running;
    j.timeLimitS = 48 * 3600;
    j.startTime = Now.addSecs(-3600);
    j.endTime = Now.addSecs(endsInS);
    return j;
}

Job mine(int gpus, qint64 limitS = 3600)
{
    Job j;
    j.id = QStringLiteral("42");
    j.user = QStringLiteral("me");
    j.account = QStringLiteral("lab");
    j.partition = QStringLiteral("gpu");
    j.qos = QStringLiteral("normal");
    j.gpus = gpus;
    j.nodes = 1;
    j.timeLimitS = limitS;
    j.state = JobState::Pending;
    j.submitTime = Now.addSecs(-600);
    j.reason = QStringLiteral("Resources");
    j.priority = 100;
    return j;
}

Partition partition(const QString& name, const QStringList& nodes, qint64 maxTimeS = 2 * 86400)
{
    Partition p;
    p.name = name;
    p.maxTimeS = maxTimeS;
    p.nodes = nodes;
    return p;
}

// Two 8-GPU nodes, each half busy for ten hours: 8 GPUs free, but never 8 on one node.
ClusterSnapshot fragmented()
{
    ClusterSnapshot s;
    s.takenAt = Now;
    s.currentUser = QStringLiteral("me");
    s.partitions.append(partition(QStringLiteral("gpu"), { QStringLiteral("n1"), QStringLiteral("n2") }));
    s.nodes = { node(QStringLiteral("n1"), QStringLiteral("gpu"), 4),
                node(QStringLiteral("n2"), QStringLiteral("gpu"), 4) };
    s.jobs = { running(QStringLiteral("1"), QStringLiteral("gpu"), 4, 10 * 3600),
               running(QStringLiteral("2"), QStringLiteral("gpu"), 4, 10 * 3600), mine(8) };
    return s;
}

const Alternative* find(const QList<Alternative>& list, Alternative::Change change, int gpus = -1)
{
    for (const Alternative& a : list) {
        if (a.change == change && (gpus < 0 || a.gpus == gpus))
            return &a;
    }
    return nullptr;
}

// The partition or QOS alternative of that name.
const Alternative* findNamed(const QList<Alternative>& list, Alternative::Change change, const QString& name)
{
    for (const Alternative& a : list) {
        if (a.change == change && (change == Alternative::Change::Qos ? a.qos : a.partition) == name)
            return &a;
    }
    return nullptr;
}
} // namespace

class TestAlternativesAdvisor : public QObject
{
    Q_OBJECT

private slots:
    void fragmentedGpusDoNotStartAOneNodeJob()
    {
        // Before the drain knew nodes, 4+4 free GPUs "started" an 8-GPU one-node job at once.
        const ClusterSnapshot s = fragmented();
        JobShape shape = JobShape::fromJob(s.jobs.last());
        QCOMPARE(shape.nodes, 1);
        QCOMPARE(QueueDrain::estimate(s, shape, QStringLiteral("42")).startS, 10 * 3600);
        shape.nodes = 0; // may span nodes: the pooled GPUs do
        QCOMPARE(QueueDrain::estimate(s, shape, QStringLiteral("42")).startS, 0);
    }

    // Fewer GPUs: the powers of two below the request, and the room left under the account's GPU cap when that is
    // none of them (the detail pane's advice names it: "resubmit with 6 GPUs").
    void fewerGpusAlsoOffersTheRoomLeftUnderACap()
    {
        const auto gpusOffered = [](const ClusterSnapshot& s) {
            QList<int> gpus;
            for (const Alternative& a :
                 AlternativesAdvisor::advise(s, QStringLiteral("42"), Capabilities {}, {}).alternatives) {
                if (a.change == Alternative::Change::FewerGpus)
                    gpus.append(a.gpus);
            }
            std::sort(gpus.begin(), gpus.end());
            return gpus;
        };
        ClusterSnapshot s = fragmented();
        QCOMPARE(gpusOffered(s), (QList<int> { 1, 2, 4 }));
        s.limits.append(
            Limit { Limit::Scope::AccountGroup, QStringLiteral("LAB"), {}, QStringLiteral("gres/gpu"), 10, 4 });
        QCOMPARE(gpusOffered(s), (QList<int> { 1, 2, 4, 6 }));
        s.limits[0].used = 6; // room 4: already a power of two
        QCOMPARE(gpusOffered(s), (QList<int> { 1, 2, 4 }));
        s.limits[0].used = 10; // no room: nothing more
        QCOMPARE(gpusOffered(s), (QList<int> { 1, 2, 4 }));
        s.limits[0].used = -1; // unknown usage: nothing more
        QCOMPARE(gpusOffered(s), (QList<int> { 1, 2, 4 }));
        s.limits[0]
            = Limit { Limit::Scope::AccountGroup, QStringLiteral("other"), {}, QStringLiteral("gres/gpu"), 10, 3 };
        QCOMPARE(gpusOffered(s), (QList<int> { 1, 2, 4 })); // another account's cap
    }

    void splitAndFewerGpusStartEarlierOnFragments()
    {
        const auto advice = AlternativesAdvisor::advise(fragmented(), QStringLiteral("42"), {}, {});
        QVERIFY2(advice.error.isEmpty(), qPrintable(advice.error));
        QCOMPARE(advice.keep.startP50S, 10 * 3600);
        const Alternative* split = find(advice.alternatives, Alternative::Change::Split, 4);
        QVERIFY(split);
        QCOMPARE(split->jobs, 2);
        QVERIFY(split->allowed);
        QCOMPARE(split->startP50S, 0);
        QCOMPARE(split->finishP50S, 3600);
        QCOMPARE(split->gpuHours, 8.0);
        QVERIFY(!split->note.isEmpty()); // the training must support it
        QCOMPARE(split->finishGainS, advice.keep.finishP50S - 3600);
        // Four parts of 2 GPUs fit the fragments too.
        QCOMPARE(find(advice.alternatives, Alternative::Change::Split, 2)->startP50S, 0);

        const Alternative* four = find(advice.alternatives, Alternative::Change::FewerGpus, 4);
        QVERIFY(four);
        QVERIFY(four->allowed);
        QCOMPARE(four->startP50S, 0);
        QCOMPARE(four->runS, 2 * 3600); // half the GPUs: twice as long
        QCOMPARE(four->timeLimitS, 2 * 3600);
        QCOMPARE(four->finishP50S, 2 * 3600);
        QCOMPARE(four->gpuHours, 8.0);
        QVERIFY(find(advice.alternatives, Alternative::Change::FewerGpus, 1));
        QVERIFY(!find(advice.alternatives, Alternative::Change::FewerGpus, 8));

        // By finish, the split (done after 1 h) beats 4 GPUs for 2 h; by start they tie and P90 decides.
        QCOMPARE(advice.alternatives.first().change, Alternative::Change::Split);
        for (qsizetype i = 1; i < advice.alternatives.size(); ++i) {
            const Alternative& a = advice.alternatives[i - 1];
            const Alternative& b = advice.alternatives[i];
            if (a.allowed == b.allowed && a.hasStart() && b.hasStart())
                QVERIFY(a.finishP50S <= b.finishP50S);
        }
        // No history: the live plan alone, said so.
        QCOMPARE(advice.keep.confidence, Alternative::Confidence::Low);
    }

    void sortsByStartOnRequest()
    {
        auto advice = AlternativesAdvisor::advise(fragmented(), QStringLiteral("42"), {}, {},
                                                  AlternativesAdvisor::SortBy::Start);
        for (qsizetype i = 1; i < advice.alternatives.size(); ++i) {
            const Alternative& a = advice.alternatives[i - 1];
            const Alternative& b = advice.alternatives[i];
            if (a.allowed == b.allowed && a.hasStart() && b.hasStart())
                QVERIFY(a.startP50S <= b.startP50S);
        }
    }

    void resubmittingNeedsSubmitAndCancel()
    {
        Capabilities caps;
        caps.cancel = false;
        const auto advice = AlternativesAdvisor::advise(fragmented(), QStringLiteral("42"), caps, {});
        const Alternative* split = find(advice.alternatives, Alternative::Change::Split, 4);
        QVERIFY(!split->allowed);
        QVERIFY(!split->whyNot.isEmpty());
        QVERIFY(split->hasStart()); // still forecast, so the user sees what it would have brought
        QVERIFY(!advice.alternatives.first().allowed
                || advice.alternatives.first().change != Alternative::Change::Split);
    }

    void fewerGpusAbovePartitionMaximumIsNotAllowed()
    {
        ClusterSnapshot s = fragmented();
        s.partitions[0].maxTimeS = 3 * 3600;
        const auto advice = AlternativesAdvisor::advise(s, QStringLiteral("42"), {}, {});
        QVERIFY(find(advice.alternatives, Alternative::Change::FewerGpus, 4)->allowed); // 2 h fits
        const Alternative* one = find(advice.alternatives, Alternative::Change::FewerGpus, 1);
        QVERIFY(!one->allowed); // 8 h does not
        QVERIFY(one->whyNot.contains(QStringLiteral("maximum")));
    }

    void otherPartitionsAndQosWithTheirRights()
    {
        ClusterSnapshot s = fragmented();
        s.partitions.append(partition(QStringLiteral("free"), { QStringLiteral("m1") }));
        s.nodes.append(node(QStringLiteral("m1"), QStringLiteral("free"), 0));
        Partition closed = partition(QStringLiteral("closed"), { QStringLiteral("c1") });
        closed.allowedAccounts = { QStringLiteral("physics") };
        s.partitions.append(closed);
        s.nodes.append(node(QStringLiteral("c1"), QStringLiteral("closed"), 0));
        s.partitions.append(partition(QStringLiteral("cpu"), { QStringLiteral("cpu1") }));
        Node cpu;
        cpu.name = QStringLiteral("cpu1");
        cpu.partitions = { QStringLiteral("cpu") };
        cpu.state = QStringLiteral("IDLE");
        s.nodes.append(cpu);
        Limit urgent;
        urgent.scope = Limit::Scope::QosPerUser;
        urgent.name = QStringLiteral("urgent");
        urgent.max = 4;
        s.limits.append(urgent);

        Capabilities caps;
        const auto advice = AlternativesAdvisor::advise(s, QStringLiteral("42"), caps, {});
        const Alternative* freeP
            = findNamed(advice.alternatives, Alternative::Change::Partition, QStringLiteral("free"));
        const Alternative* closedP
            = findNamed(advice.alternatives, Alternative::Change::Partition, QStringLiteral("closed"));
        QVERIFY(!findNamed(advice.alternatives, Alternative::Change::Partition, QStringLiteral("cpu")));
        QVERIFY(freeP && freeP->allowed);
        QCOMPARE(freeP->startP50S, 0);
        QVERIFY(closedP && !closedP->allowed);
        QVERIFY(closedP->whyNot.contains(QStringLiteral("lab")));
        // QOS urgent caps one user at 4 GPUs: an 8-GPU job never runs there.
        const Alternative* qos = find(advice.alternatives, Alternative::Change::Qos);
        QVERIFY(qos);
        QCOMPARE(qos->qos, QStringLiteral("urgent"));
        QVERIFY(!qos->allowed);
        QVERIFY(!qos->hasStart());

        caps.changePartition = false;
        const auto locked = AlternativesAdvisor::advise(s, QStringLiteral("42"), caps, {});
        for (const Alternative& a : locked.alternatives)
            QVERIFY(a.change != Alternative::Change::Partition || !a.allowed);

        // Another user's job: every change is theirs to make, and one that would never run says that first (it
        // matters to the owner too), where before the ownership alone was given.
        const QString neverRuns = qos->whyNot;
        QVERIFY(!neverRuns.isEmpty());
        caps.changePartition = true;
        s.currentUser = QStringLiteral("you");
        const auto foreign = AlternativesAdvisor::advise(s, QStringLiteral("42"), caps, {});
        const Alternative* foreignQos = find(foreign.alternatives, Alternative::Change::Qos);
        QVERIFY(foreignQos && !foreignQos->allowed);
        QVERIFY2(foreignQos->whyNot.startsWith(neverRuns), qPrintable(foreignQos->whyNot));
        QVERIFY2(foreignQos->whyNot.contains(QStringLiteral("belongs to me, not to you")),
                 qPrintable(foreignQos->whyNot));
        const Alternative* foreignFree
            = findNamed(foreign.alternatives, Alternative::Change::Partition, QStringLiteral("free"));
        QVERIFY(foreignFree && !foreignFree->allowed);
        QCOMPARE(foreignFree->whyNot, QStringLiteral("job 42 belongs to me, not to you"));
        QCOMPARE(foreignFree->startP50S, 0); // what the owner would get is still shown
    }

    // A region's storage licence is the region's: moved, the job draws on the other region's (as the demo platform
    // renames it), so a move away from a saturated one starts now. Before, the move kept waiting for the home
    // licence and was forecast exactly as keeping the job.
    void aMoveTakesTheOtherRegionsLicence()
    {
        ClusterSnapshot s;
        s.takenAt = Now;
        s.currentUser = QStringLiteral("me");
        Partition home = partition(QStringLiteral("gpu"), { QStringLiteral("n1") });
        home.licenseName = QStringLiteral("gpu-io");
        Partition other = partition(QStringLiteral("east"), { QStringLiteral("m1") });
        other.licenseName = QStringLiteral("east-io");
        s.partitions = { home, other };
        s.nodes = { node(QStringLiteral("n1"), QStringLiteral("gpu"), 0),
                    node(QStringLiteral("m1"), QStringLiteral("east"), 0) };
        s.licenses = { License { QStringLiteral("gpu-io"), 8, 8 }, License { QStringLiteral("east-io"), 8, 0 } };
        Job holder = running(QStringLiteral("1"), QStringLiteral("gpu"), 0, 5 * 3600);
        holder.licenses = QStringLiteral("gpu-io:8");
        Job job = mine(2);
        job.reason = QStringLiteral("Licenses");
        job.licenses = QStringLiteral("gpu-io:4,scratch:1");
        s.jobs = { holder, job };

        const Job moved = s.movedTo(job, QStringLiteral("east"));
        QCOMPARE(moved.partition, QStringLiteral("east"));
        QCOMPARE(moved.licenses, QStringLiteral("east-io:4,scratch:1"));
        // Any region's licence reads as the region's own (a plan for "east-io" with no region named, in gpu).
        QCOMPARE(s.licensesIn(QStringLiteral("east-io:2"), QStringLiteral("gpu")), QStringLiteral("gpu-io:2"));
        ClusterSnapshot slurm = s; // licences of the cluster, not of a partition: they stay
        for (Partition& p : slurm.partitions)
            p.licenseName.clear();
        QCOMPARE(slurm.movedTo(job, QStringLiteral("east")).licenses, job.licenses);

        const auto advice = AlternativesAdvisor::advise(s, QStringLiteral("42"), Capabilities {}, {});
        QVERIFY(advice.keep.hasStart());
        QVERIFY2(advice.keep.startP50S >= 3600, qPrintable(QString::number(advice.keep.startP50S)));
        const Alternative* east
            = findNamed(advice.alternatives, Alternative::Change::Partition, QStringLiteral("east"));
        QVERIFY(east && east->allowed);
        QCOMPARE(east->startP50S, 0);
    }

    void qosOutsideTheAccountsAssociationIsNotAllowed()
    {
        ClusterSnapshot s = fragmented();
        // A job of someone else waits in "premium"; the account lab lets me use normal and "big" only.
        Job theirs = mine(1);
        theirs.id = QStringLiteral("7");
        theirs.user = QStringLiteral("other");
        theirs.qos = QStringLiteral("premium");
        theirs.priority = 5000;
        s.jobs.append(theirs);
        s.associationQos = {
            AssociationQos {
                QStringLiteral("lab"), QStringLiteral("me"), {}, { QStringLiteral("normal"), QStringLiteral("big") } },
            AssociationQos { QStringLiteral("lab"), QStringLiteral("other"), {}, { QStringLiteral("premium") } }
        };
        const auto advice = AlternativesAdvisor::advise(s, QStringLiteral("42"), Capabilities {}, {});
        const Alternative* premium
            = findNamed(advice.alternatives, Alternative::Change::Qos, QStringLiteral("premium"));
        const Alternative* big = findNamed(advice.alternatives, Alternative::Change::Qos, QStringLiteral("big"));
        QVERIFY(premium);
        QVERIFY(!premium->allowed);
        QCOMPARE(premium->whyNot, QStringLiteral("account lab may not use QOS premium (it may use: normal, big)"));
        // "big" is listed from the association alone (no job waits in it): allowed, its priority unknown.
        QVERIFY(big);
        QVERIFY2(big->allowed, qPrintable(big->whyNot));
        QCOMPARE(big->confidence, Alternative::Confidence::Low);
        QVERIFY(!big->note.contains(QStringLiteral("must be allowed")));

        // Without the associations (no accounting), nothing is refused for it, and the note says what to check.
        s.associationQos.clear();
        const auto unknown = AlternativesAdvisor::advise(s, QStringLiteral("42"), Capabilities {}, {});
        const Alternative* again = find(unknown.alternatives, Alternative::Change::Qos);
        QVERIFY(again);
        QCOMPARE(again->qos, QStringLiteral("premium"));
        QVERIFY2(again->allowed, qPrintable(again->whyNot));
        QVERIFY(again->note.contains(QStringLiteral("must be allowed")));
    }

    void shorterLimitFitsABackfillHole()
    {
        // 16 GPUs: 8 free in 3 h, all 16 in 10 h, when a 16-GPU job ahead takes them for a day. A 12 h job waits
        // for that one; with a 3 h limit it fits the hole between 3 h and 10 h.
        ClusterSnapshot s;
        s.takenAt = Now;
        s.currentUser = QStringLiteral("me");
        s.partitions.append(partition(QStringLiteral("gpu"), { QStringLiteral("n1"), QStringLiteral("n2") }));
        s.nodes = { node(QStringLiteral("n1"), QStringLiteral("gpu"), 8),
                    node(QStringLiteral("n2"), QStringLiteral("gpu"), 8) };
        Job big = mine(16, 24 * 3600);
        big.id = QStringLiteral("7");
        big.user = QStringLiteral("other");
        big.nodes = 2;
        big.priority = 1000;
        s.jobs = { running(QStringLiteral("1"), QStringLiteral("gpu"), 8, 3 * 3600),
                   running(QStringLiteral("2"), QStringLiteral("gpu"), 8, 10 * 3600), big, mine(8, 12 * 3600) };
        const auto advice = AlternativesAdvisor::advise(s, QStringLiteral("42"), {}, {});
        QCOMPARE(advice.keep.startP50S, 10 * 3600 + 24 * 3600);
        const Alternative* shorter = find(advice.alternatives, Alternative::Change::ShorterLimit);
        QVERIFY(shorter);
        QVERIFY(shorter->allowed);
        QCOMPARE(shorter->timeLimitS, 3 * 3600);
        QCOMPARE(shorter->startP50S, 3 * 3600);
        QCOMPARE(shorter->finishP50S, 3 * 3600 + 12 * 3600); // the work still takes what the old limit said
        QCOMPARE(shorter->startGainS, 31 * 3600);
        QCOMPARE(shorter->finishGainS, shorter->startGainS);

        // Never below a quarter of the current limit: a 2 h hole does not make "2 h" advice for a 12 h job.
        s.jobs[0].endTime = Now.addSecs(2 * 3600);
        const auto cut = AlternativesAdvisor::advise(s, QStringLiteral("42"), {}, {});
        QVERIFY(!find(cut.alternatives, Alternative::Change::ShorterLimit));
    }

    // Account lab may use 16 GPUs at once and 13 are held for 5 h by another user's jobs; the partition has room.
    // The job (8 GPUs) waits for the cap, and so would 4 GPUs; the 3 left under it start now, and are offered.
    void fewerGpusFitTheRoomLeftUnderTheAccountsCap()
    {
        ClusterSnapshot s;
        s.takenAt = Now;
        s.currentUser = QStringLiteral("me");
        s.partitions.append(
            partition(QStringLiteral("gpu"), { QStringLiteral("n1"), QStringLiteral("n2"), QStringLiteral("n3") }));
        s.nodes = { node(QStringLiteral("n1"), QStringLiteral("gpu"), 8),
                    node(QStringLiteral("n2"), QStringLiteral("gpu"), 5),
                    node(QStringLiteral("n3"), QStringLiteral("gpu"), 0) };
        Job a = running(QStringLiteral("1"), QStringLiteral("gpu"), 8, 5 * 3600);
        Job b = running(QStringLiteral("2"), QStringLiteral("gpu"), 5, 5 * 3600);
        a.account = b.account = QStringLiteral("lab");
        Job job = mine(8);
        job.reason = QStringLiteral("AssocGrpGRES");
        s.jobs = { a, b, job };
        s.limits.append(
            Limit { Limit::Scope::AccountGroup, QStringLiteral("lab"), {}, QStringLiteral("gres/gpu"), 16, 13 });
        const auto advice = AlternativesAdvisor::advise(s, QStringLiteral("42"), Capabilities {}, {});
        QVERIFY2(advice.error.isEmpty(), qPrintable(advice.error));
        QCOMPARE(advice.keep.startP50S, 5 * 3600 / 2); // half the cap's wait: its holders end before their limits
        const Alternative* room = find(advice.alternatives, Alternative::Change::FewerGpus, 3);
        QVERIFY(room);
        QCOMPARE(room->startP50S, 0);
        const Alternative* four = find(advice.alternatives, Alternative::Change::FewerGpus, 4);
        QVERIFY(four);
        QCOMPARE(four->startP50S, 5 * 3600 / 2); // still over the cap: no sooner than the job itself
        QVERIFY(find(advice.alternatives, Alternative::Change::FewerGpus, 2));
        // Without the scheduler's count, no room is offered (powers of two only).
        s.limits.first().used = -1;
        QVERIFY(!find(AlternativesAdvisor::advise(s, QStringLiteral("42"), Capabilities {}, {}).alternatives,
                      Alternative::Change::FewerGpus, 3));
    }

    void unknownOrNotPendingJobIsAnError()
    {
        ClusterSnapshot s = fragmented();
        QVERIFY(!AlternativesAdvisor::advise(s, QStringLiteral("999"), {}, {}).error.isEmpty());
        const auto notPending = AlternativesAdvisor::advise(s, QStringLiteral("1"), {}, {});
        QVERIFY(notPending.error.contains(QStringLiteral("RUNNING")));
        QVERIFY(notPending.alternatives.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestAlternativesAdvisor)
#include "TestAlternativesAdvisor.moc"
