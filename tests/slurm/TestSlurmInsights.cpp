// "Why is my job waiting" against the real local Slurm: fragmentation, a quota held by the user's own
// running jobs, and queue positions, built with real sbatch calls and read through slurm:// as alice.
#include "analysis/Cause.h"
#include "analysis/JobInsight.h"
#include "backends/slurm/LocalCommandRunner.h"
#include "backends/slurm/SlurmCliBackend.h"
#include "common/ClusterEnv.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTest>
#include <qcoro/qcorotask.h>

using namespace qc;

class TestSlurmInsights : public QObject
{
    Q_OBJECT

    QStringList m_jobs; // every job this test created, cancelled at the end
    std::shared_ptr<Backend> m_backend;

    // sbatch as `user`, with each argument its own argv entry. Returns the job id or fails the test.
    QString sbatch(const QString& user, QStringList args)
    {
        QProcess p;
        QStringList argv { QStringLiteral("-u"),         user,
                           QStringLiteral("--"),         QStringLiteral("sbatch"),
                           QStringLiteral("--parsable"), QStringLiteral("-o"),
                           QStringLiteral("/dev/null"),  QStringLiteral("--chdir=/tmp") };
        argv += args;
        argv += { QStringLiteral("--wrap"), QStringLiteral("sleep 600") };
        p.start(QStringLiteral("runuser"), argv);
        p.waitForFinished(30000);
        const QString out = QString::fromUtf8(p.readAllStandardOutput()).trimmed().section(QLatin1Char(';'), 0, 0);
        if (p.exitCode() != 0 || out.isEmpty())
            qFatal("sbatch failed: %s", p.readAllStandardError().constData());
        m_jobs.append(out);
        return out;
    }

    // Polls the backend until `done` holds for the job or 25 s pass (limit reasons take 0.5-3 s to show).
    std::pair<Job, JobInsight> waitFor(const QString& id, const std::function<bool(const Job&)>& done)
    {
        QElapsedTimer timer;
        timer.start();
        Job last;
        JobInsight lastInsight;
        while (timer.elapsed() < 25000) {
            auto snap = QCoro::waitFor(m_backend->fetchSnapshot());
            if (snap.ok()) {
                const auto insights = JobInsight::computeAll(snap.value(), m_backend->capabilities());
                for (qsizetype i = 0; i < snap.value().jobs.size(); ++i) {
                    if (snap.value().jobs[i].id == id) {
                        last = snap.value().jobs[i];
                        lastInsight = insights[i];
                    }
                }
                if (!last.id.isEmpty() && done(last))
                    return { last, lastInsight };
            }
            QTest::qWait(500);
        }
        qWarning("job %s never reached the expected state; last reason %s", qPrintable(id), qPrintable(last.reason));
        return { last, lastInsight };
    }

    void cancelAll()
    {
        if (m_jobs.isEmpty())
            return;
        QProcess::execute(QStringLiteral("scancel"), m_jobs);
        // The next situation needs the nodes free: wait until squeue lists none of these jobs (not even as
        // completing), rather than for a guessed time.
        QElapsedTimer timer;
        timer.start();
        QStringList left = m_jobs;
        while (!left.isEmpty() && timer.elapsed() < 30000) {
            QProcess p;
            p.start(QStringLiteral("squeue"), { QStringLiteral("-h"), QStringLiteral("-o"), QStringLiteral("%i") });
            p.waitForFinished(30000);
            const QStringList listed = QString::fromUtf8(p.readAllStandardOutput()).split(u'\n', Qt::SkipEmptyParts);
            if (p.exitCode() == 0)
                left.removeIf([&listed](const QString& id) { return !listed.contains(id); });
            if (!left.isEmpty())
                QTest::qWait(100);
        }
        if (!left.isEmpty())
            qWarning("jobs %s still listed 30 s after scancel", qPrintable(left.join(u' ')));
        m_jobs.clear();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QC_REQUIRE_CLUSTER(env);
        auto runner = std::make_shared<slurm::LocalCommandRunner>(
            QStringList { QStringLiteral("runuser"), QStringLiteral("-u"), env.value(QStringLiteral("QC_USER")),
                          QStringLiteral("--") });
        m_backend = std::make_shared<slurm::SlurmCliBackend>(QUrl(QStringLiteral("slurm://")), runner);
        const auto snap = QCoro::waitFor(m_backend->fetchSnapshot());
        QVERIFY2(snap.ok(), qPrintable(snap.error().toString()));
        QCOMPARE(snap.value().currentUser, env.value(QStringLiteral("QC_USER")));
    }

    void cleanup() { cancelAll(); }
    void cleanupTestCase() { cancelAll(); }

    void fragmentationOnRealNodes()
    {
        // bob takes 4 of the 8 a100s on each north node: 8 free in total, at most 4 on one node.
        const QString a = sbatch(QStringLiteral("bob"),
                                 { QStringLiteral("-p"), QStringLiteral("north"), QStringLiteral("-w"),
                                   QStringLiteral("gpu-a1"), QStringLiteral("--gres=gpu:a100:4") });
        const QString b = sbatch(QStringLiteral("bob"),
                                 { QStringLiteral("-p"), QStringLiteral("north"), QStringLiteral("-w"),
                                   QStringLiteral("gpu-a2"), QStringLiteral("--gres=gpu:a100:4") });
        waitFor(a, [](const Job& j) { return j.isRunningLike(); });
        waitFor(b, [](const Job& j) { return j.isRunningLike(); });
        // alice wants 8 on one node.
        const QString mine
            = sbatch(QStringLiteral("alice"),
                     { QStringLiteral("-p"), QStringLiteral("north"), QStringLiteral("-N"), QStringLiteral("1"),
                       QStringLiteral("--gres=gpu:a100:8"), QStringLiteral("-t"), QStringLiteral("60") });
        const auto [job, in] = waitFor(mine, [](const Job& j) { return j.reason == QLatin1String("Resources"); });
        QCOMPARE(job.reason, QStringLiteral("Resources"));
        QCOMPARE(job.gpus, 8);
        QCOMPARE(job.partition, QStringLiteral("north"));
        QVERIFY(in.cause.has_value());
        QCOMPARE(causeName(*in.cause), QStringLiteral("fragmentation"));
        QVERIFY(in.inferred);
        QCOMPARE(in.evidence().gpusFree, 8);
        QCOMPARE(in.evidence().maxFreeOnOneNode, 4);
        QCOMPARE(in.evidence().gpusWanted, 8);
        QVERIFY2(in.evidence().text.contains(QStringLiteral("8")), qPrintable(in.evidence().text));

        // Backfill plans the job on the node that frees first (bob's jobs end by their time limit): the job's
        // SchedNodeList and that node's PLANNED flag ("mixed-" in sinfo) are read, and the text names both.
        const auto [planned, plannedIn]
            = waitFor(mine, [](const Job& j) { return !j.scheduledNodes.isEmpty() && j.estimatedStart.isValid(); });
        QVERIFY2(planned.scheduledNodes == QLatin1String("gpu-a1") || planned.scheduledNodes == QLatin1String("gpu-a2"),
                 qPrintable(planned.scheduledNodes));
        QVERIFY2(plannedIn.evidence().text.contains(
                     QStringLiteral("Backfill has planned this job on %1 at ").arg(planned.scheduledNodes)),
                 qPrintable(plannedIn.evidence().text));
        const auto snap = QCoro::waitFor(m_backend->fetchSnapshot());
        QVERIFY2(snap.ok(), qPrintable(snap.error().toString()));
        const Node* node = nullptr;
        for (const Node& n : snap.value().nodes)
            if (n.name == planned.scheduledNodes)
                node = &n;
        QVERIFY(node);
        // The PLANNED node flag exists from 23.02 on (22.05's sinfo prints plain "mixed"); cluster.env of the
        // 24.11 cluster names its version.
        const qc::test::ClusterEnv env;
        if (!env.value(QStringLiteral("QC_SLURM_VERSION")).isEmpty())
            QVERIFY2(node->state.contains(QLatin1String("PLANNED")), qPrintable(node->state));
        else
            QCOMPARE(node->state, QStringLiteral("MIXED"));
        QVERIFY(node->available());

        // A second 8-GPU job of alice's queues behind the first: positions 1 and 2, 8 GPUs ahead.
        const QString second
            = sbatch(QStringLiteral("alice"),
                     { QStringLiteral("-p"), QStringLiteral("north"), QStringLiteral("-N"), QStringLiteral("1"),
                       QStringLiteral("--gres=gpu:a100:8"), QStringLiteral("-t"), QStringLiteral("120") });
        const auto [job2, in2] = waitFor(second, [](const Job& j) {
            return j.reason == QLatin1String("Priority") || j.reason == QLatin1String("Resources");
        });
        const auto [job1, in1] = waitFor(mine, [](const Job& j) { return j.isPending(); });
        QVERIFY(in1.position.has_value());
        QVERIFY(in2.position.has_value());
        QCOMPARE(in1.position->position, 1);
        QCOMPARE(in2.position->position, 2);
        QCOMPARE(in2.position->jobsAhead, 1);
        QCOMPARE(in2.position->gpusAhead, 8);
        QCOMPARE(qRound(in2.position->gpuHoursAhead), 8); // 8 GPUs x 1 h time limit
    }

    void quotaHeldByOwnRunningJob()
    {
        // QOS gpu8 allows 8 GPUs per user; alice's own running job uses all 8.
        const QString running
            = sbatch(QStringLiteral("alice"),
                     { QStringLiteral("-p"), QStringLiteral("south"), QStringLiteral("--qos=gpu8"),
                       QStringLiteral("--gres=gpu:v100:8"), QStringLiteral("-t"), QStringLiteral("90") });
        const auto [run, runInsight] = waitFor(running, [](const Job& j) { return j.isRunningLike(); });
        QVERIFY(run.isRunningLike());
        const QString blocked = sbatch(QStringLiteral("alice"),
                                       { QStringLiteral("-p"), QStringLiteral("south"), QStringLiteral("--qos=gpu8"),
                                         QStringLiteral("--gres=gpu:v100:1") });
        const auto [job, in]
            = waitFor(blocked, [](const Job& j) { return j.reason == QLatin1String("QOSMaxGRESPerUser"); });
        QCOMPARE(job.reason, QStringLiteral("QOSMaxGRESPerUser"));
        QVERIFY(in.cause.has_value());
        QCOMPARE(causeName(*in.cause), QStringLiteral("quota"));
        QCOMPARE(in.evidence().limitName, QStringLiteral("gpu8"));
        QCOMPARE(in.evidence().limitMax, 8);
        QCOMPARE(in.evidence().limitUsed, 8);
        QCOMPARE(in.evidence().limitRunningJobsMine, 1);
        QCOMPARE(in.evidence().firstEnd, run.startTime.addSecs(90 * 60));
        // Advice names what alice can do herself: wait for her own job.
        bool waitOwn = false;
        for (const auto& a : in.advice)
            waitOwn = waitOwn || a.action == QLatin1String("wait_own_jobs");
        QVERIFY2(waitOwn, qPrintable(in.evidence().text));
    }
};

QTEST_GUILESS_MAIN(TestSlurmInsights)
#include "TestSlurmInsights.moc"
