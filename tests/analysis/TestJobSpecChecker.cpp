// The checks a submit form runs before sending, on a small two-partition cluster: each problem is found, named
// for its field, in the form's order, and a good request has none.

#include "analysis/JobSpecChecker.h"
#include "model/TimeZones.h"

#include <QTest>

using namespace qc;
using Field = JobSpecChecker::Field;

namespace {

ClusterSnapshot cluster()
{
    ClusterSnapshot s;
    Partition north;
    north.name = QStringLiteral("north");
    north.maxTimeS = 2 * 86400;
    north.allowedQos = { QStringLiteral("normal"), QStringLiteral("gpu8") };
    north.allowedAccounts = { QStringLiteral("physics") };
    Partition maint;
    maint.name = QStringLiteral("maint");
    maint.state = QStringLiteral("DOWN");
    maint.licenseName = QStringLiteral("nas_io");
    s.partitions = { north, maint };
    for (int i = 1; i <= 2; ++i) {
        Node n;
        n.name = QStringLiteral("gpu-a%1").arg(i);
        n.partitions = { QStringLiteral("north") };
        n.gpus = { GpuCount { QStringLiteral("a100"), 8 } };
        s.nodes << n;
    }
    License io;
    io.name = QStringLiteral("nas_io");
    io.total = 4;
    s.licenses = { io };
    return s;
}

JobSpec good()
{
    JobSpec s;
    s.partition = QStringLiteral("north");
    s.gpus = 8;
    s.gpuType = QStringLiteral("a100");
    s.timeLimitS = 3600;
    s.qos = QStringLiteral("gpu8");
    s.account = QStringLiteral("physics");
    s.script = QStringLiteral("#!/bin/sh\ntrain.py\n");
    return s;
}

QList<Field> fields(const QList<JobSpecChecker::Problem>& problems)
{
    QList<Field> out;
    for (const auto& p : problems)
        out << p.field;
    return out;
}

} // namespace

class TestJobSpecChecker : public QObject
{
    Q_OBJECT
private slots:
    void goodRequestHasNoProblems()
    {
        const auto problems = JobSpecChecker::check(good(), cluster());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).text));
        // 16 GPUs on two 8-GPU nodes: whole nodes, fine.
        JobSpec twoNodes = good();
        twoNodes.gpus = 16;
        QVERIFY(JobSpecChecker::check(twoNodes, cluster()).isEmpty());
    }

    void eachProblemNamesItsField()
    {
        const QDateTime now(QDate(2026, 11, 30), QTime(12, 0), qc::utcZone());
        JobSpec s = good();
        s.gpus = 12; // more than one node, not a multiple of 8
        s.timeLimitS = 3 * 86400; // over north's 2 days
        s.qos = QStringLiteral("long");
        s.account = QStringLiteral("chem");
        s.licenses = QStringLiteral("nas_io:9,scratch:1,bad:");
        s.dependency = QStringLiteral("12345");
        s.beginTime = now.addSecs(-60);
        s.script = QStringLiteral("  \n");
        const auto problems = JobSpecChecker::check(s, cluster(), QString(), now);
        QCOMPARE(
            fields(problems),
            (QList<Field> { Field::Gpus, Field::TimeLimit, Field::Qos, Field::Account, Field::Licenses, Field::Licenses,
                            Field::Licenses, Field::Dependency, Field::BeginTime, Field::Script }));
        QVERIFY(problems[0].text.contains(QLatin1String("multiple of 8")));
        QVERIFY(problems[1].text.contains(QLatin1String("3-00:00:00")));
        QVERIFY(problems[2].text.contains(QLatin1String("gpu8")));
        QVERIFY(problems[4].text.contains(QLatin1String("only 4")));
        QVERIFY(problems[5].text.contains(QLatin1String("scratch")));
        QVERIFY(problems[6].text.contains(QLatin1String("name:count")));
    }

    void qosOutsideTheAssociationIsAProblem()
    {
        ClusterSnapshot c = cluster();
        c.currentUser = QStringLiteral("alice");
        c.associationQos = { AssociationQos {
            QStringLiteral("physics"), QStringLiteral("alice"), {}, { QStringLiteral("normal") } } };
        auto problems = JobSpecChecker::check(good(), c); // gpu8 in physics
        QCOMPARE(fields(problems), QList<Field> { Field::Qos });
        QCOMPARE(problems[0].text, QStringLiteral("Account physics may not use QOS gpu8 (it may use: normal)."));
        // A partition-specific association decides for that partition.
        c.associationQos.append(AssociationQos {
            QStringLiteral("physics"), QStringLiteral("alice"), QStringLiteral("north"), { QStringLiteral("gpu8") } });
        QVERIFY(JobSpecChecker::check(good(), c).isEmpty());
        // Another user's rights, or none read: nothing is refused.
        c.currentUser = QStringLiteral("bob");
        QVERIFY(JobSpecChecker::check(good(), c).isEmpty());
    }

    void partitionAndTypeLimits()
    {
        JobSpec s = good();
        s.gpus = 24; // the partition has 16 of this type
        auto problems = JobSpecChecker::check(s, cluster());
        QCOMPARE(fields(problems), QList<Field> { Field::Gpus });
        QVERIFY(problems[0].text.contains(QLatin1String("only 16")));

        s = good();
        s.partition = QStringLiteral("maint");
        s.qos.clear();
        s.account.clear();
        s.gpus = 0;
        s.licenses = QStringLiteral("nas_io:1");
        QCOMPARE(fields(JobSpecChecker::check(s, cluster())), QList<Field> { Field::Partition });

        // What the user typed is named when it cannot be read.
        s = good();
        s.timeLimitS = -1;
        problems = JobSpecChecker::check(s, cluster(), QStringLiteral("4 hours"));
        QCOMPARE(fields(problems), QList<Field> { Field::TimeLimit });
        QVERIFY(problems[0].text.contains(QLatin1String("4 hours")));
    }
};

QTEST_GUILESS_MAIN(TestJobSpecChecker)
#include "TestJobSpecChecker.moc"
