// ReprioritizeEffect on hand-built queues where the new order is known: nice is subtracted from the
// priority, several of one's own jobs change together, and a QOS change is estimated from waiting jobs.
#include "analysis/QueuePosition.h"
#include "analysis/ReprioritizeEffect.h"
#include "model/TimeZones.h"

#include <QTest>

using namespace qc;

namespace {
Job job(const QString& id, const QString& user, const QString& partition, double priority,
        const QString& qos = QStringLiteral("normal"), JobState state = JobState::Pending)
{
    Job j;
    j.id = id;
    j.user = user;
    j.partition = partition;
    j.priority = priority;
    j.qos = qos;
    j.state = state;
    j.gpus = 1;
    j.submitTime = QDateTime(QDate(2026, 11, 1), QTime(8, 0), qc::utcZone()).addSecs(id.toInt());
    return j;
}

// Partition p: A(me, 500) B(450) C(400) D(me, 300) E(200), and R running; partition q: F(me, 1000).
ClusterSnapshot queue()
{
    ClusterSnapshot s;
    s.currentUser = QStringLiteral("me");
    const QString me = QStringLiteral("me"), other = QStringLiteral("other"), p = QStringLiteral("p");
    s.jobs = { job(QStringLiteral("1"), me, p, 500),
               job(QStringLiteral("2"), other, p, 450),
               job(QStringLiteral("3"), other, p, 400),
               job(QStringLiteral("4"), me, p, 300),
               job(QStringLiteral("5"), other, p, 200),
               job(QStringLiteral("6"), me, p, 900, QStringLiteral("normal"), JobState::Running),
               job(QStringLiteral("7"), me, QStringLiteral("q"), 1000) };
    return s;
}
} // namespace

class TestReprioritizeEffect : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void niceMovesTheJobBack()
    {
        const auto effects = ReprioritizeEffect::compute(queue(), { QStringLiteral("1") }, 175, {});
        QCOMPARE(effects.size(), 1);
        const auto& e = effects.first();
        QCOMPARE(e.priorityBefore, 500.0);
        QCOMPARE(e.priorityAfter, 325.0); // 500 - (175 - 0)
        QCOMPARE(e.inPartition.before, 1);
        QCOMPARE(e.inPartition.after, 3); // behind B(450) and C(400), still ahead of D(300)
        QCOMPARE(e.inPartition.of, 5); // the running job does not queue
        QCOMPARE(e.amongMine.before, 2); // F(1000) in q is ahead among my own
        QCOMPARE(e.amongMine.after, 2);
        QCOMPARE(e.amongMine.of, 3);
        QVERIFY(!e.qosEstimated && !e.qosUnknown);

        const auto further = ReprioritizeEffect::compute(queue(), { QStringLiteral("1") }, 250, {});
        QCOMPARE(further.first().inPartition.after, 4); // 250 < D's 300
        QCOMPARE(further.first().amongMine.after, 3);
    }

    void unchangedNiceMatchesQueuePosition()
    {
        const ClusterSnapshot s = queue();
        const auto positions = QueuePosition::computeAll(s, QList<bool>(s.jobs.size(), true));
        QStringList ids;
        for (const Job& j : s.jobs)
            ids.append(j.id);
        const auto effects = ReprioritizeEffect::compute(s, ids, std::nullopt, {});
        QCOMPARE(effects.size(), 6); // the running job is left out
        for (const auto& e : effects) {
            const qsizetype index
                = std::find_if(s.jobs.cbegin(), s.jobs.cend(), [&e](const Job& j) { return j.id == e.jobId; })
                - s.jobs.cbegin();
            QVERIFY(positions[index].has_value());
            QCOMPARE(e.inPartition.before, positions[index]->position);
            QCOMPARE(e.inPartition.after, e.inPartition.before);
            QCOMPARE(e.inPartition.of, positions[index]->queueLength);
        }
    }

    void severalOwnJobsChangeTogether()
    {
        ClusterSnapshot s = queue();
        s.jobs[3].nice = 50; // D already niced: 300 includes -50
        // Both to nice 100: A 400 (ties C at 400, submitted earlier so A first), D 250.
        const auto effects = ReprioritizeEffect::compute(s, { QStringLiteral("1"), QStringLiteral("4") }, 100, {});
        QCOMPARE(effects.size(), 2);
        QCOMPARE(effects[0].priorityAfter, 400.0);
        QCOMPARE(effects[0].inPartition.after, 2);
        QCOMPARE(effects[1].priorityAfter, 250.0);
        QCOMPARE(effects[1].inPartition.before, 4);
        QCOMPARE(effects[1].inPartition.after, 4);
        QCOMPARE(effects[1].amongMine.after, 3);
    }

    void qosChangeIsEstimatedFromWaitingJobs()
    {
        ClusterSnapshot s = queue();
        s.jobs[1].qos = QStringLiteral("urgent"); // B 450: the urgent base is 450
        s.jobs[4].nice = 100; // E 200 + nice 100: the normal base is 300 (D), not 200
        const auto base = ReprioritizeEffect::qosBase(s, QStringLiteral("normal"));
        QVERIFY(base);
        QCOMPARE(*base, 300.0);
        const auto effects
            = ReprioritizeEffect::compute(s, { QStringLiteral("4") }, std::nullopt, QStringLiteral("urgent"));
        QVERIFY(effects.first().qosEstimated);
        QCOMPARE(effects.first().priorityAfter, 450.0); // 300 + (450 - 300)
        QCOMPARE(effects.first().inPartition.after, 3); // behind A(500) and B (450, submitted earlier)

        const auto unknown
            = ReprioritizeEffect::compute(s, { QStringLiteral("4") }, 0, QStringLiteral("nobody-uses-this"));
        QVERIFY(unknown.first().qosUnknown);
        QVERIFY(!unknown.first().qosEstimated);
        QCOMPARE(unknown.first().priorityAfter, 300.0);
    }

    void jobsThatCannotStartDoNotCount()
    {
        ClusterSnapshot s = queue();
        s.takenAt = QDateTime(QDate(2026, 11, 1), QTime(9, 0), qc::utcZone());
        s.jobs[1].reason = QStringLiteral("JobHeldUser"); // B 450
        s.jobs[2].beginTime = s.takenAt.addSecs(3600); // C 400, not before ten
        s.jobs[3].reason = QStringLiteral("BeginTime"); // D 300 is selected: ranked anyway
        s.jobs[3].beginTime = s.takenAt.addSecs(3600);
        const auto effects = ReprioritizeEffect::compute(s, { QStringLiteral("1"), QStringLiteral("4") }, 250, {});
        QCOMPARE(effects.size(), 2);
        QCOMPARE(effects[0].inPartition.of, 3); // A, D, E
        QCOMPARE(effects[0].inPartition.before, 1);
        QCOMPARE(effects[0].inPartition.after, 1); // 250 is still ahead of D (50) and E (200)
        QCOMPARE(effects[1].inPartition.before, 2);
        QCOMPARE(effects[1].inPartition.after, 3); // 300 - 250 = 50, behind E
    }

    void jobsNotWaitingAreLeftOut()
    {
        const auto effects
            = ReprioritizeEffect::compute(queue(), { QStringLiteral("6"), QStringLiteral("missing") }, 100, {});
        QVERIFY(effects.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestReprioritizeEffect)
#include "TestReprioritizeEffect.moc"
