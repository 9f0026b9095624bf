// queuecast-cli alternatives against the real local Slurm, run as alice: the fragmentation case. bob holds 4 of
// the 8 GPUs on each north node, so alice's 8-GPU one-node job waits although 8 GPUs are free; two jobs of 4 (or
// one of 4) would start now, and the list must say so and allow it.
#include "common/ClusterEnv.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

class TestSlurmAlternatives : public QObject
{
    Q_OBJECT

    QStringList m_jobs;
    QString m_user;
    QString m_conf;

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

    // squeue's %T and %r of one job, polled until `want` matches (bounded).
    QString waitForState(const QString& id, const QString& want)
    {
        QElapsedTimer t;
        t.start();
        QString last;
        while (t.elapsed() < 25000) {
            QProcess p;
            p.start(QStringLiteral("squeue"),
                    { QStringLiteral("-h"), QStringLiteral("-j"), id, QStringLiteral("-o"), QStringLiteral("%T %r") });
            p.waitForFinished(30000);
            last = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
            if (last.contains(want))
                return last;
            QTest::qWait(500);
        }
        return last;
    }

    // The CLI as alice (her jobs, her rights), with its real exit code and output.
    int cliAsUser(const QStringList& args, QByteArray* out, QByteArray* err)
    {
        QProcess p;
        QStringList argv { QStringLiteral("-u"),
                           m_user,
                           QStringLiteral("--"),
                           QStringLiteral("env"),
                           QStringLiteral("SLURM_CONF=") + m_conf,
                           QStringLiteral("LANGUAGE=en"),
                           QStringLiteral("HOME=/tmp"),
                           qEnvironmentVariable("QC_CLI") };
        argv += args;
        p.start(QStringLiteral("runuser"), argv);
        if (!p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
            return -1;
        }
        *out = p.readAllStandardOutput();
        *err = p.readAllStandardError();
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

    // `queuecast-cli -b slurm:// alternatives ID --json` as alice: its exit code, output and error.
    int alternativesJson(const QString& id, QByteArray* out, QByteArray* err)
    {
        return cliAsUser({ QStringLiteral("-b"), QStringLiteral("slurm://"), QStringLiteral("alternatives"), id,
                           QStringLiteral("--json") },
                         out, err);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QC_REQUIRE_CLUSTER(env);
        m_user = env.value(QStringLiteral("QC_USER"));
        m_conf = env.value(QStringLiteral("SLURM_CONF"));
        QVERIFY(QFile::exists(qEnvironmentVariable("QC_CLI")));
    }

    void cleanupTestCase()
    {
        if (!m_jobs.isEmpty())
            QProcess::execute(QStringLiteral("scancel"), m_jobs);
    }

    void fragmentedGpusSplitStartsEarlier()
    {
        const QString a = sbatch(QStringLiteral("bob"),
                                 { QStringLiteral("-p"), QStringLiteral("north"), QStringLiteral("-w"),
                                   QStringLiteral("gpu-a1"), QStringLiteral("--gres=gpu:a100:4") });
        const QString b = sbatch(QStringLiteral("bob"),
                                 { QStringLiteral("-p"), QStringLiteral("north"), QStringLiteral("-w"),
                                   QStringLiteral("gpu-a2"), QStringLiteral("--gres=gpu:a100:4") });
        QVERIFY(waitForState(a, QStringLiteral("RUNNING")).startsWith(QLatin1String("RUNNING")));
        QVERIFY(waitForState(b, QStringLiteral("RUNNING")).startsWith(QLatin1String("RUNNING")));
        const QString mine
            = sbatch(m_user,
                     { QStringLiteral("-p"), QStringLiteral("north"), QStringLiteral("-N"), QStringLiteral("1"),
                       QStringLiteral("--gres=gpu:a100:8"), QStringLiteral("-t"), QStringLiteral("60") });
        const QString state = waitForState(mine, QStringLiteral("Resources"));
        QVERIFY2(state == QLatin1String("PENDING Resources"), qPrintable(state));

        QByteArray out;
        QByteArray err;
        const int rc = alternativesJson(mine, &out, &err);
        QVERIFY2(rc == 0, err.constData());
        const QJsonObject doc = QJsonDocument::fromJson(out).object();
        QVERIFY2(!doc.isEmpty(), out.left(800).constData());
        const QJsonObject keep = doc.value(QStringLiteral("keep")).toObject();
        // As it is, it waits for bob's jobs to end (their 1 h default limit; the scheduler's plan or the drain).
        const double keepStart = keep.value(QStringLiteral("start_p50_s")).toDouble(-1);
        QVERIFY2(keepStart >= 30 * 60, out.left(800).constData());

        const QJsonArray list = doc.value(QStringLiteral("alternatives")).toArray();
        bool sawSplit = false;
        bool sawFour = false;
        for (const QJsonValue& v : list) {
            const QJsonObject alt = v.toObject();
            const QString change = alt.value(QStringLiteral("change")).toString();
            const QJsonObject params = alt.value(QStringLiteral("parameters")).toObject();
            const bool split = change == QLatin1String("split") && params.value(QStringLiteral("jobs")).toInt() == 2;
            const bool four
                = change == QLatin1String("fewer_gpus") && params.value(QStringLiteral("gpus")).toInt() == 4;
            if (!split && !four)
                continue;
            QVERIFY2(alt.value(QStringLiteral("allowed")).toBool(),
                     qPrintable(alt.value(QStringLiteral("why_not")).toString()));
            const double start = alt.value(QStringLiteral("start_p50_s")).toDouble(-1);
            QVERIFY2(start >= 0 && start < keepStart, qPrintable(QString::number(start)));
            QVERIFY(start < 5 * 60); // 4 GPUs are free on each node now
            sawSplit = sawSplit || split;
            sawFour = sawFour || four;
        }
        QVERIFY2(sawSplit && sawFour, out.left(2000).constData());
        // Ranked by finish: the split (1 h of work at once) comes before waiting for bob.
        QCOMPARE(list.first().toObject().value(QStringLiteral("change")).toString(), QStringLiteral("split"));

        // bob's running job is not pending: a clear error and exit code 5.
        QCOMPARE(cliAsUser({ QStringLiteral("-b"), QStringLiteral("slurm://"), QStringLiteral("alternatives"), a },
                           &out, &err),
                 5);
        QVERIFY2(err.contains("not pending"), err.constData());
    }

    // QOS rights come from alice's associations: bob alone may use premium (tests/cluster), so the list shows it,
    // because one of bob's jobs waits there, as not allowed and why; gpu8, which her account has, is allowed.
    void qosRightsComeFromTheAccount()
    {
        sbatch(QStringLiteral("bob"),
               { QStringLiteral("-p"), QStringLiteral("south"), QStringLiteral("--qos=premium"),
                 QStringLiteral("--hold"), QStringLiteral("--gres=gpu:v100:1") });
        const QString mine
            = sbatch(m_user,
                     { QStringLiteral("-p"), QStringLiteral("south"), QStringLiteral("-A"), QStringLiteral("physics"),
                       QStringLiteral("--begin=now+2hours"), QStringLiteral("--gres=gpu:v100:1"), QStringLiteral("-t"),
                       QStringLiteral("30") });
        QVERIFY(waitForState(mine, QStringLiteral("BeginTime")).startsWith(QLatin1String("PENDING")));
        QByteArray out;
        QByteArray err;
        const int rc = alternativesJson(mine, &out, &err);
        QVERIFY2(rc == 0, err.constData());
        const QJsonArray list = QJsonDocument::fromJson(out).object().value(QStringLiteral("alternatives")).toArray();
        QJsonObject premium;
        QJsonObject gpu8;
        for (const QJsonValue& v : list) {
            const QJsonObject alt = v.toObject();
            if (alt.value(QStringLiteral("change")).toString() != QLatin1String("qos"))
                continue;
            const QString q
                = alt.value(QStringLiteral("parameters")).toObject().value(QStringLiteral("qos")).toString();
            if (q == QLatin1String("premium"))
                premium = alt;
            if (q == QLatin1String("gpu8"))
                gpu8 = alt;
        }
        QVERIFY2(!premium.isEmpty() && !gpu8.isEmpty(), out.left(3000).constData());
        QVERIFY(!premium.value(QStringLiteral("allowed")).toBool());
        QCOMPARE(premium.value(QStringLiteral("why_not")).toString(),
                 QStringLiteral("account physics may not use QOS premium (it may use: gpu8, normal)"));
        QVERIFY2(gpu8.value(QStringLiteral("allowed")).toBool(),
                 qPrintable(gpu8.value(QStringLiteral("why_not")).toString()));
    }
};

QTEST_GUILESS_MAIN(TestSlurmAlternatives)
#include "TestSlurmAlternatives.moc"
