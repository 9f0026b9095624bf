// slurm:// (acting as alice through runuser) and slurm+ssh:// (alice through the local sshd) against the real
// local Slurm 22.05: every pending reason produced for real and read back, writes checked with `scontrol show
// job` run by the test as root, refused operations, hostile names, and faults.

#include "backends/BackendFactory.h"
#include "backends/slurm/LocalCommandRunner.h"
#include "backends/slurm/SlurmCliBackend.h"
#include "backends/slurm/SshConfigFile.h"
#include "common/ClusterEnv.h"
#include "common/ProcessListWatch.h"
#include "common/WholeMinute.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <qcoro/qcorotask.h>

using namespace qc;
using namespace qc::slurm;
using namespace Qt::StringLiterals;

namespace {

QString run(const QString& program, const QStringList& args, int* exitCode = nullptr)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(60000);
    if (exitCode)
        *exitCode = p.exitCode();
    return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
}

// `scontrol show job` by the test itself (root): the independent check of what a write did.
QString showJob(const QString& id)
{
    return run(QStringLiteral("scontrol"), { QStringLiteral("show"), QStringLiteral("job"), id });
}

QString field(const QString& show, const QString& key)
{
    const qsizetype at = show.indexOf(key + QLatin1Char('='));
    if (at < 0)
        return {};
    const qsizetype start = at + key.size() + 1;
    qsizetype end = start;
    while (end < show.size() && !show[end].isSpace())
        ++end;
    return show.mid(start, end - start);
}

// Returns invalid results as errors; never blocks without bound (the runner has timeouts).
Result<ClusterSnapshot> snapshot(Backend& b)
{
    return QCoro::waitFor(b.fetchSnapshot());
}

const Job* findJob(const ClusterSnapshot& s, const QString& id)
{
    return s.findJob(id);
}

class FakeRunner final : public CommandRunner
{
public:
    QCoro::Task<CommandResult> run(QString, QStringList, QByteArray, QStringList) override
    {
        CommandResult r;
        r.started = true;
        r.exitCode = 0;
        r.out = "Welcome!\x1f\x1e half a record\n\xff\xfe garbage";
        co_return r;
    }
    bool isRemote() const override { return false; }
    QString where() const override { return QStringLiteral("fake"); }
};

} // namespace

class TestSlurmCli : public QObject
{
    Q_OBJECT

    std::unique_ptr<qc::test::ClusterEnv> m_env;
    QStringList m_created; // job ids to cancel at the end, whatever happens

    // `commandEnv`: extra KEY=VALUE for the local commands (e.g. the cluster's time zone).
    std::shared_ptr<Backend> backend(const QString& kind, const QStringList& commandEnv = {})
    {
        if (kind == QLatin1String("local")) {
            const QStringList prefix
                = QStringList { QStringLiteral("runuser"),
                                QStringLiteral("-u"),
                                m_env->value(QStringLiteral("QC_USER")),
                                QStringLiteral("--"),
                                QStringLiteral("env"),
                                QStringLiteral("SLURM_CONF=") + m_env->value(QStringLiteral("SLURM_CONF")) }
                + commandEnv;
            return std::make_shared<SlurmCliBackend>(
                QUrl(QStringLiteral("slurm://")),
                std::make_shared<LocalCommandRunner>(prefix, 30000, QStringLiteral("/tmp")));
        }
        auto r = BackendFactory::create(
            QStringLiteral("slurm+ssh://") + m_env->value(QStringLiteral("QC_SSH_HOST"))
            + QStringLiteral("?ssh_config=")
            + QString::fromUtf8(QUrl::toPercentEncoding(m_env->value(QStringLiteral("QC_SSH_CONFIG")))));
        if (!r.ok())
            qFatal("cannot create ssh backend: %s", qPrintable(r.error().toString()));
        return r.value();
    }

    QString submit(Backend& b, JobSpec spec)
    {
        if (spec.command.isEmpty() && spec.script.isEmpty())
            spec.command = QStringLiteral("sleep 600");
        if (spec.workDir.isEmpty())
            spec.workDir = QStringLiteral("/tmp");
        if (spec.timeLimitS == 3600)
            spec.timeLimitS = 600;
        const auto r = QCoro::waitFor(b.submit(spec));
        if (!r.ok()) {
            qWarning("submit failed: %s", qPrintable(r.error().toString()));
            return {};
        }
        m_created << r.value();
        return r.value();
    }

    void cancelMine()
    {
        if (m_created.isEmpty())
            return;
        run(QStringLiteral("scancel"), m_created);
        m_created.clear();
    }

    // True once the job runs; false after 30 s.
    static bool waitUntilRunning(const QString& id)
    {
        QElapsedTimer t;
        t.start();
        while (field(showJob(id), QStringLiteral("JobState")) != QLatin1String("RUNNING")) {
            if (t.elapsed() > 30000)
                return false;
            QTest::qWait(300);
        }
        return true;
    }

    // Polls the backend until every job has its expected reason (bounded); returns the last snapshot.
    ClusterSnapshot waitForReasons(Backend& b, const QMap<QString, QString>& expected, QString* mismatch)
    {
        QElapsedTimer t;
        t.start();
        ClusterSnapshot last;
        while (true) {
            const auto s = snapshot(b);
            mismatch->clear();
            if (!s.ok()) {
                *mismatch = s.error().toString();
            } else {
                last = s.value();
                for (auto it = expected.begin(); it != expected.end(); ++it) {
                    const Job* j = findJob(last, it.key());
                    // "A|B": either reason is right (another user's job may be first in line).
                    if (!j || !it.value().split(QLatin1Char('|')).contains(j->reason))
                        *mismatch += QStringLiteral("%1: want %2, got %3; ")
                                         .arg(it.key(), it.value(), j ? j->reason : QStringLiteral("(missing)"));
                }
            }
            if (mismatch->isEmpty() || t.elapsed() > 20000)
                return last;
            QTest::qWait(500);
        }
    }

    // After a slurmctld restart the nodes answer again only when their slurmd re-registers ("idle*" until then).
    static bool waitForNodesUp()
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 60000) {
            const QString states
                = run(QStringLiteral("sinfo"),
                      { QStringLiteral("-h"), QStringLiteral("-N"), QStringLiteral("-o"), QStringLiteral("%T") });
            if (!states.isEmpty() && !states.contains(QLatin1Char('*')) && !states.contains(QLatin1String("down"))
                && !states.contains(QLatin1String("unknown")) && !states.contains(QLatin1String("error")))
                return true;
            QTest::qWait(500);
        }
        return false;
    }

    void addRows()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("slurm://") << QStringLiteral("local");
        QTest::newRow("slurm+ssh://") << QStringLiteral("ssh");
    }

private slots:
    void initTestCase()
    {
        m_env = std::make_unique<qc::test::ClusterEnv>();
        if (!m_env->ok())
            QFAIL(qPrintable(m_env->error()));
        // The test's own ssh_config, named by the test as a user would with --ssh-config.
        SshConfigFile::trust(m_env->value(QStringLiteral("QC_SSH_CONFIG")));
        QDir::setCurrent(QStringLiteral("/tmp"));
        int rc = 0;
        const QString ping = run(QStringLiteral("scontrol"), { QStringLiteral("ping") }, &rc);
        QVERIFY2(ping.contains(QLatin1String("UP")), qPrintable(ping));
        QVERIFY2(waitForNodesUp(), "nodes did not come up");
    }

    void cleanup() { cancelMine(); }

    void cleanupTestCase()
    {
        cancelMine();
        run(QStringLiteral("scontrol"),
            { QStringLiteral("update"), QStringLiteral("PartitionName=maint"), QStringLiteral("State=UP") });
    }

    void snapshotShape_data() { addRows(); }
    void snapshotShape()
    {
        QFETCH(QString, kind);
        auto b = backend(kind);
        const auto s = snapshot(*b);
        QVERIFY2(s.ok(), qPrintable(s.error().toString()));
        QCOMPARE(s.value().currentUser, m_env->value(QStringLiteral("QC_USER")));
        QCOMPARE(s.value().clusterName, m_env->value(QStringLiteral("QC_CLUSTER")));
        QVERIFY(s.value().findPartition(QStringLiteral("north")));
        QCOMPARE(s.value().findPartition(QStringLiteral("north"))->maxTimeS, 2 * 86400);
        int gpus = 0;
        for (const Node& n : s.value().nodes)
            gpus += n.gpusTotal();
        QCOMPARE(gpus, 32);
        QCOMPARE(s.value().licenses.size(), 1);
        QCOMPARE(s.value().licenses.first().total, 4);
        bool qosLimit = false;
        bool assocLimit = false;
        for (const Limit& l : s.value().limits) {
            qosLimit |= l.scope == Limit::Scope::QosPerUser && l.name == QLatin1String("gpu8") && l.max == 8;
            assocLimit |= l.scope == Limit::Scope::AccountGroup && l.name == QLatin1String("chem") && l.max == 8;
        }
        QVERIFY(qosLimit);
        QVERIFY(assocLimit);
        QVERIFY(!b->capabilities().lowerNice);
    }

    // Refreshes after the first read only the fields the scheduler changes; new jobs' submission fields come from
    // `squeue -j` per job, or from one read of the whole queue when many arrive at once.
    void newJobsBetweenRefreshes_data() { addRows(); }
    void newJobsBetweenRefreshes()
    {
        QFETCH(QString, kind);
        auto b = backend(kind);
        const auto first = snapshot(*b);
        QVERIFY2(first.ok(), qPrintable(first.error().toString()));

        JobSpec one;
        one.name = QStringLiteral("qc-new $(touch /tmp/pwned) \"q\" 's'\nline ") + QString::fromUtf8("中文");
        one.partition = QStringLiteral("south");
        one.gpus = 1;
        one.hold = true;
        const QString id = submit(*b, one);
        QVERIFY(!id.isEmpty());
        const auto second = snapshot(*b);
        QVERIFY2(second.ok(), qPrintable(second.error().toString()));
        const Job* j = findJob(second.value(), id);
        QVERIFY2(j, qPrintable(id));
        QCOMPARE(j->name, one.name);
        QCOMPARE(j->user, m_env->value(QStringLiteral("QC_USER")));
        QCOMPARE(j->partition, QStringLiteral("south"));
        QCOMPARE(j->gpus, 1);
        QCOMPARE(j->workDir, QStringLiteral("/tmp"));
        QCOMPARE(j->reason, QStringLiteral("JobHeldUser"));
        QVERIFY(j->submitTime.isValid());
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/pwned")));

        // More new jobs than single reads, one of them an array.
        QStringList many;
        for (int i = 0; i < 10; ++i) {
            JobSpec spec;
            spec.name = QStringLiteral("qc-bulk %1").arg(i);
            spec.partition = QStringLiteral("north");
            spec.hold = true;
            many << submit(*b, spec);
            QVERIFY(!many.last().isEmpty());
        }
        int rc = 0;
        const QString array = run(QStringLiteral("runuser"),
                                  { QStringLiteral("-u"), m_env->value(QStringLiteral("QC_USER")), QStringLiteral("--"),
                                    QStringLiteral("sbatch"), QStringLiteral("--parsable"), QStringLiteral("-H"),
                                    QStringLiteral("-p"), QStringLiteral("north"), QStringLiteral("--array=1-3"),
                                    QStringLiteral("-J"), QStringLiteral("qc-array"), QStringLiteral("-D"),
                                    QStringLiteral("/tmp"), QStringLiteral("--wrap"), QStringLiteral("sleep 600") },
                                  &rc)
                                  .trimmed()
                                  .section(QLatin1Char(';'), 0, 0);
        QVERIFY2(rc == 0, qPrintable(array));
        m_created << array;
        const auto third = snapshot(*b);
        QVERIFY2(third.ok(), qPrintable(third.error().toString()));
        for (int i = 0; i < many.size(); ++i) {
            const Job* bulk = findJob(third.value(), many[i]);
            QVERIFY2(bulk, qPrintable(many[i]));
            QCOMPARE(bulk->name, QStringLiteral("qc-bulk %1").arg(i));
            QCOMPARE(bulk->partition, QStringLiteral("north"));
        }
        bool arraySeen = false;
        for (const Job& job : third.value().jobs) {
            if (job.id.startsWith(array + QLatin1Char('_'))) {
                arraySeen = true;
                QCOMPARE(job.name, QStringLiteral("qc-array"));
                QCOMPARE(job.user, m_env->value(QStringLiteral("QC_USER")));
            }
        }
        QVERIFY2(arraySeen, qPrintable(array));
        QVERIFY(findJob(third.value(), id));

        // A change from a terminal to a submission field shows after a resync; a scheduler field at once.
        run(QStringLiteral("scontrol"),
            { QStringLiteral("update"), QStringLiteral("JobId=") + id, QStringLiteral("JobName=qc-renamed"),
              QStringLiteral("Nice=7") });
        const auto fourth = snapshot(*b);
        QVERIFY2(fourth.ok(), qPrintable(fourth.error().toString()));
        QCOMPARE(findJob(fourth.value(), id)->nice, 7);
        static_cast<SlurmCliBackend&>(*b).requestFullResync();
        const auto fifth = snapshot(*b);
        QVERIFY2(fifth.ok(), qPrintable(fifth.error().toString()));
        QCOMPARE(findJob(fifth.value(), id)->name, QStringLiteral("qc-renamed"));
        QCOMPARE(findJob(fifth.value(), id)->nice, 7);
    }

    // A login node in another time zone than this machine: times must not shift by the difference.
    void timesFromAnotherZone_data() { addRows(); }
    void timesFromAnotherZone()
    {
        QFETCH(QString, kind);
        const QByteArray ourZone = qgetenv("TZ");
        const auto restoreZone = qScopeGuard([&] {
            if (ourZone.isNull())
                qunsetenv("TZ");
            else
                qputenv("TZ", ourZone);
        });
        std::shared_ptr<Backend> b;
        if (kind == QLatin1String("local")) {
            // The commands run in UTC+14; this process stays in its zone.
            b = backend(kind, { QStringLiteral("TZ=Pacific/Kiritimati") });
        } else {
            // sshd's commands stay in the machine's zone; this process moves to UTC+14.
            qputenv("TZ", "Pacific/Kiritimati");
            QCOMPARE(QDateTime::currentDateTime().offsetFromUtc(), 14 * 3600);
            b = backend(kind);
        }
        const QDateTime submitted = QDateTime::currentDateTimeUtc();
        JobSpec spec;
        spec.name = QStringLiteral("qc-zone");
        spec.partition = QStringLiteral("north");
        spec.beginTime = test::wholeMinute(submitted.addSecs(7200));
        const QString id = submit(*b, spec);
        QVERIFY(!id.isEmpty());
        const auto s = snapshot(*b);
        QVERIFY2(s.ok(), qPrintable(s.error().toString()));
        const Job* job = findJob(s.value(), id);
        QVERIFY(job);
        QVERIFY2(
            std::abs(job->submitTime.secsTo(submitted)) < 120,
            qPrintable(job->submitTime.toUTC().toString(Qt::ISODate) + u" vs "_s + submitted.toString(Qt::ISODate)));
        // The second the user chose, in any pair of time zones (it was now+N: a second late now and then).
        QVERIFY2(job->beginTime == spec.beginTime,
                 qPrintable(job->beginTime.toUTC().toString(Qt::ISODate) + u" vs "_s
                            + spec.beginTime.toString(Qt::ISODate)));
    }

    void othersJobsVisible_data() { addRows(); }
    void othersJobsVisible()
    {
        // What the cluster says, read by the test itself: others' jobs are hidden only with PrivateData=jobs.
        const QString config = run(QStringLiteral("scontrol"), { QStringLiteral("show"), QStringLiteral("config") });
        const qsizetype at = config.indexOf(QLatin1String("\nPrivateData"));
        QVERIFY2(at >= 0, "no PrivateData line in scontrol show config");
        const QString line = config.mid(at + 1, config.indexOf(QLatin1Char('\n'), at + 1) - at - 1);
        const bool hidden = line.section(QLatin1Char('='), 1)
                                .remove(QLatin1Char(' '))
                                .split(QLatin1Char(','))
                                .contains(QLatin1String("jobs"), Qt::CaseInsensitive);
        // A job of the second user, which the first may see only when nothing is hidden.
        QFETCH(QString, kind);
        const QString other = m_env->value(QStringLiteral("QC_USER2"));
        int rc = 0;
        const QString id = run(QStringLiteral("runuser"),
                               { QStringLiteral("-u"), other, QStringLiteral("--"), QStringLiteral("env"),
                                 QStringLiteral("SLURM_CONF=") + m_env->value(QStringLiteral("SLURM_CONF")),
                                 QStringLiteral("sbatch"), QStringLiteral("--parsable"), QStringLiteral("-H"),
                                 QStringLiteral("-o"), QStringLiteral("/dev/null"), QStringLiteral("--chdir=/tmp"),
                                 QStringLiteral("--wrap"), QStringLiteral("true") },
                               &rc)
                               .trimmed();
        QVERIFY2(rc == 0, qPrintable(id));
        auto b = backend(kind);
        const auto s = snapshot(*b);
        run(QStringLiteral("scancel"), { id });
        QVERIFY2(s.ok(), qPrintable(s.error().toString()));
        QCOMPARE(s.value().othersJobsVisible, !hidden);
        QCOMPARE(b->capabilities().seesAllJobs, !hidden);
        const Job* job = findJob(s.value(), id);
        QCOMPARE(job != nullptr, !hidden);
        if (job)
            QCOMPARE(job->user, other);
    }

    void pendingReasons_data() { addRows(); }
    void pendingReasons()
    {
        QFETCH(QString, kind);
        auto b = backend(kind);
        QMap<QString, QString> want;
        // Batch 1: Resources + Priority (north), QOSMaxGRESPerUser (south), Licenses (maint), BeginTime,
        // Dependency, JobHeldUser, PartitionTimeLimit.
        JobSpec big;
        big.partition = QStringLiteral("north");
        big.gpus = 8;
        big.gpuType = QStringLiteral("a100");
        big.nodes = 1;
        QStringList north;
        for (int i = 0; i < 4; ++i)
            north << submit(*b, big);
        JobSpec qos;
        qos.partition = QStringLiteral("south");
        qos.qos = QStringLiteral("gpu8");
        qos.gpus = 8;
        qos.nodes = 1;
        const QString qosHolder = submit(*b, qos);
        QVERIFY(!qosHolder.isEmpty());
        // Else the 1-GPU job may start first (see the chem jobs below).
        QVERIFY2(waitUntilRunning(qosHolder), qPrintable(showJob(qosHolder)));
        qos.gpus = 1;
        qos.gpuType = QStringLiteral("v100"); // typed requests count against gres/gpu limits too
        const QString qosJob = submit(*b, qos);
        JobSpec lic;
        lic.partition = QStringLiteral("maint");
        lic.licenses = QStringLiteral("nas_io:4");
        const QString licHolder = submit(*b, lic);
        QVERIFY(!licHolder.isEmpty());
        QVERIFY2(waitUntilRunning(licHolder), qPrintable(showJob(licHolder)));
        lic.licenses = QStringLiteral("nas_io:2");
        const QString licJob = submit(*b, lic);
        JobSpec begin;
        begin.partition = QStringLiteral("maint");
        begin.beginTime = QDateTime::currentDateTimeUtc().addSecs(3600);
        const QString beginJob = submit(*b, begin);
        JobSpec dep;
        dep.partition = QStringLiteral("maint");
        dep.dependency = QStringLiteral("afterok:") + licHolder;
        const QString depJob = submit(*b, dep);
        JobSpec held;
        held.partition = QStringLiteral("maint");
        held.hold = true;
        const QString heldJob = submit(*b, held);
        JobSpec tooLong;
        tooLong.partition = QStringLiteral("north");
        tooLong.timeLimitS = 3 * 86400;
        const QString longJob = submit(*b, tooLong);
        QVERIFY(!north.contains(QString()) && !qosJob.isEmpty() && !licJob.isEmpty() && !beginJob.isEmpty()
                && !depJob.isEmpty() && !heldJob.isEmpty() && !longJob.isEmpty());
        want.insert(north[2], QStringLiteral("Resources|Priority"));
        want.insert(north[3], QStringLiteral("Priority"));
        want.insert(qosJob, QStringLiteral("QOSMaxGRESPerUser"));
        want.insert(licJob, QStringLiteral("Licenses"));
        want.insert(beginJob, QStringLiteral("BeginTime"));
        want.insert(depJob, QStringLiteral("Dependency"));
        want.insert(heldJob, QStringLiteral("JobHeldUser"));
        want.insert(longJob, QStringLiteral("PartitionTimeLimit"));
        QString mismatch;
        ClusterSnapshot s = waitForReasons(*b, want, &mismatch);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        const Job* res = findJob(s, north[2]);
        if (res->reason == QLatin1String("Priority")) {
            // Then someone else's job must be the one waiting for resources in north.
            bool otherWaits = false;
            for (const Job& j : s.jobs)
                otherWaits |= j.isPending() && j.partition == QLatin1String("north")
                    && j.reason == QLatin1String("Resources") && !north.contains(j.id);
            QVERIFY2(otherWaits, "north job pends with Priority though no other job waits for Resources");
        }
        QCOMPARE(res->partition, QStringLiteral("north"));
        QCOMPARE(res->gpus, 8);
        QCOMPARE(res->gpuType, QStringLiteral("a100"));
        QCOMPARE(res->state, JobState::Pending);
        QVERIFY(res->submitTime.isValid());
        if (res->reason == QLatin1String("Resources"))
            QCOMPARE(findJob(s, north[0])->state, JobState::Running);
        QCOMPARE(findJob(s, qosJob)->qos, QStringLiteral("gpu8"));
        QCOMPARE(findJob(s, qosJob)->partition, QStringLiteral("south"));
        QCOMPARE(findJob(s, qosJob)->gpus, 1);
        QCOMPARE(findJob(s, qosJob)->gpuType, QStringLiteral("v100"));
        QCOMPARE(findJob(s, north[3])->gpus, 8);
        QCOMPARE(findJob(s, north[3])->gpuType, QStringLiteral("a100"));
        QCOMPARE(findJob(s, north[0])->gpus, 8);
        QCOMPARE(findJob(s, north[0])->gpuType, QStringLiteral("a100"));
        QVERIFY(findJob(s, north[0])->startTime.isValid());
        QCOMPARE(findJob(s, licJob)->licenses, QStringLiteral("nas_io:2"));
        const Job* bj = findJob(s, beginJob);
        QVERIFY(bj->beginTime.isValid());
        QVERIFY2(qAbs(bj->beginTime.secsTo(begin.beginTime)) < 120, qPrintable(bj->beginTime.toString(Qt::ISODate)));
        QVERIFY(findJob(s, depJob)->dependency.contains(licHolder));
        QCOMPARE(findJob(s, longJob)->timeLimitS, 3 * 86400);
        for (const Limit& l : s.limits) {
            if (l.scope == Limit::Scope::QosPerUser && l.name == QLatin1String("gpu8"))
                QCOMPARE(l.used, 8);
        }
        const License* nas = nullptr;
        for (const License& l : s.licenses)
            if (l.name == QLatin1String("nas_io"))
                nas = &l;
        QVERIFY(nas);
        QCOMPARE(nas->used, 4);
        cancelMine();

        // Batch 2: AssocGrpGRES (account chem, GrpTRES gres/gpu=8) and PartitionDown.
        JobSpec chem;
        chem.partition = QStringLiteral("south");
        chem.account = QStringLiteral("chem");
        chem.gpus = 8;
        chem.nodes = 1;
        const QString chemHolder = submit(*b, chem);
        QVERIFY(!chemHolder.isEmpty());
        // The 2-GPU job meets the group limit only once the 8-GPU one runs: while the nodes still complete the
        // jobs cancelled above, the holder waits for Resources and the small job may start first (seen in CI).
        QVERIFY2(waitUntilRunning(chemHolder), qPrintable(showJob(chemHolder)));
        chem.gpus = 2;
        const QString assocJob = submit(*b, chem);
        run(QStringLiteral("scontrol"),
            { QStringLiteral("update"), QStringLiteral("PartitionName=maint"), QStringLiteral("State=DOWN") });
        JobSpec down;
        down.partition = QStringLiteral("maint");
        const QString downJob = submit(*b, down);
        want.clear();
        want.insert(assocJob, QStringLiteral("AssocGrpGRES"));
        want.insert(downJob, QStringLiteral("PartitionDown"));
        s = waitForReasons(*b, want, &mismatch);
        run(QStringLiteral("scontrol"),
            { QStringLiteral("update"), QStringLiteral("PartitionName=maint"), QStringLiteral("State=UP") });
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        QCOMPARE(findJob(s, assocJob)->account, QStringLiteral("chem"));
        QCOMPARE(findJob(s, assocJob)->gpus, 2);
        for (const Limit& l : s.limits) {
            if (l.scope == Limit::Scope::AccountGroup && l.name == QLatin1String("chem"))
                QVERIFY(l.used >= 8);
        }
        QCOMPARE(s.findPartition(QStringLiteral("maint"))->state, QStringLiteral("DOWN"));
    }

    // What a resubmitting policy relies on: the original is cancelled only while it still waits.
    void cancelIfPending_data() { addRows(); }
    void cancelIfPending()
    {
        QFETCH(QString, kind);
        auto b = backend(kind);
        JobSpec runs;
        runs.name = QStringLiteral("qc-started");
        runs.partition = QStringLiteral("south");
        runs.gpus = 1;
        const QString running = submit(*b, runs);
        QVERIFY(!running.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(field(showJob(running), QStringLiteral("JobState")), QStringLiteral("RUNNING"),
                                  20000);
        JobSpec waits = runs;
        waits.name = QStringLiteral("qc-waiting JobState=RUNNING"); // a name must not pose as the state
        waits.hold = true;
        const QString pending = submit(*b, waits);
        QVERIFY(!pending.isEmpty());

        const VoidResult refused = QCoro::waitFor(b->cancelIfPending(running));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, BackendError::Kind::InvalidRequest);
        QVERIFY2(refused.error().message.contains(QLatin1String("RUNNING")), qPrintable(refused.error().toString()));
        QCOMPARE(field(showJob(running), QStringLiteral("JobState")), QStringLiteral("RUNNING"));

        const VoidResult done = QCoro::waitFor(b->cancelIfPending(pending));
        QVERIFY2(done.ok(), qPrintable(done.error().toString()));
        // Not from `scontrol show job`: there the name's "JobState=RUNNING" comes first.
        const QString state = run(QStringLiteral("squeue"),
                                  { QStringLiteral("-h"), QStringLiteral("-t"), QStringLiteral("all"),
                                    QStringLiteral("-j"), pending, QStringLiteral("-o"), QStringLiteral("%T") });
        QCOMPARE(state.trimmed(), QStringLiteral("CANCELLED"));
        const VoidResult unknown = QCoro::waitFor(b->cancelIfPending(QStringLiteral("99999999")));
        QVERIFY(!unknown.ok());
    }

    void writes_data() { addRows(); }
    void writes()
    {
        QFETCH(QString, kind);
        auto b = backend(kind);
        const QString marker = QStringLiteral("/tmp/qc-pwned-%1").arg(QRandomGenerator::global()->generate());
        const QString hostile
            = QStringLiteral("w $(touch %1) `touch %1` 'q' \"d\"\nzweite ").arg(marker) + QString::fromUtf8("中文");
        JobSpec spec;
        spec.name = hostile;
        spec.partition = QStringLiteral("north");
        spec.gpus = 1;
        spec.hold = true;
        const QString id = submit(*b, spec);
        QVERIFY(!id.isEmpty());
        QString show = showJob(id);
        QCOMPARE(field(show, QStringLiteral("Reason")), QStringLiteral("JobHeldUser"));
        auto s = snapshot(*b);
        QVERIFY2(s.ok(), qPrintable(s.error().toString()));
        QCOMPARE(findJob(s.value(), id)->name, hostile);
        QVERIFY2(!QFile::exists(marker), "a job name was executed by a shell");

        JobUpdate nice;
        nice.nice = 100;
        auto r = QCoro::waitFor(b->update(id, nice));
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        QCOMPARE(field(showJob(id), QStringLiteral("Nice")), QStringLiteral("100"));

        // Owners may not lower nice; Slurm would reset it to 0, so the backend must not even send it.
        JobUpdate negative;
        negative.nice = -5;
        r = QCoro::waitFor(b->update(id, negative));
        QCOMPARE(r.error().kind, BackendError::Kind::NotPermitted);
        QCOMPARE(field(showJob(id), QStringLiteral("Nice")), QStringLiteral("100"));

        JobUpdate part;
        part.partition = QStringLiteral("south");
        r = QCoro::waitFor(b->update(id, part));
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        QCOMPARE(field(showJob(id), QStringLiteral("Partition")), QStringLiteral("south"));

        JobUpdate begin;
        const QDateTime at = test::wholeMinute(QDateTime::currentDateTimeUtc().addSecs(7200));
        begin.beginTime = at;
        r = QCoro::waitFor(b->update(id, begin));
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        const QDateTime eligible
            = QDateTime::fromString(field(showJob(id), QStringLiteral("EligibleTime")), Qt::ISODate);
        QVERIFY2(eligible.isValid() && eligible == at, qPrintable(showJob(id)));

        JobUpdate release;
        release.hold = false;
        r = QCoro::waitFor(b->update(id, release));
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        QVERIFY(field(showJob(id), QStringLiteral("Reason")) != QLatin1String("JobHeldUser"));
        QCOMPARE(field(showJob(id), QStringLiteral("Priority")) == QLatin1String("0"), false);

        JobUpdate hold;
        hold.hold = true;
        r = QCoro::waitFor(b->update(id, hold));
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        QCOMPARE(field(showJob(id), QStringLiteral("Reason")), QStringLiteral("JobHeldUser"));

        // A hold placed by root is an admin hold: the owner cannot release it.
        run(QStringLiteral("scontrol"), { QStringLiteral("release"), id });
        run(QStringLiteral("scontrol"), { QStringLiteral("hold"), id });
        QCOMPARE(field(showJob(id), QStringLiteral("Reason")), QStringLiteral("JobHeldAdmin"));
        r = QCoro::waitFor(b->update(id, release));
        QCOMPARE(r.error().kind, BackendError::Kind::NotPermitted);
        QCOMPARE(field(showJob(id), QStringLiteral("Reason")), QStringLiteral("JobHeldAdmin"));

        r = QCoro::waitFor(b->cancel(id));
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        QCOMPARE(field(showJob(id), QStringLiteral("JobState")), QStringLiteral("CANCELLED"));

        // Unknown job.
        r = QCoro::waitFor(b->cancel(QStringLiteral("999999")));
        QCOMPARE(r.error().kind, BackendError::Kind::NotFound);
        r = QCoro::waitFor(b->cancel(QStringLiteral("-u alice")));
        QCOMPARE(r.error().kind, BackendError::Kind::NotFound);

        // Requeue a running job: it comes back pending.
        JobSpec running;
        running.partition = QStringLiteral("maint");
        running.requeue = true;
        const QString rid = submit(*b, running);
        QVERIFY(!rid.isEmpty());
        QElapsedTimer t;
        t.start();
        while (field(showJob(rid), QStringLiteral("JobState")) != QLatin1String("RUNNING") && t.elapsed() < 20000)
            QTest::qWait(300);
        QCOMPARE(field(showJob(rid), QStringLiteral("JobState")), QStringLiteral("RUNNING"));
        r = QCoro::waitFor(b->requeue(rid));
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        show = showJob(rid);
        QVERIFY2(field(show, QStringLiteral("Restarts")) == QLatin1String("1"), qPrintable(show));
    }

    // Every field the submit form and "Change times..." / "Reprioritize..." send, checked with `scontrol` as root
    // afterwards; the environment and the script body by the job itself (it writes into /tmp, which the 24.11
    // chroot shares with the host). `--signal` is not shown by `scontrol show job` on 22.05 or 24.11.
    void submitFieldsAndUpdates_data() { addRows(); }
    void submitFieldsAndUpdates()
    {
        QFETCH(QString, kind);
        auto b = backend(kind);
        const QString out = QStringLiteral("/tmp/qc-fields-%1").arg(QRandomGenerator::global()->generate());
        const auto removeOut = qScopeGuard([&] { QFile::remove(out); });
        const QString value = QStringLiteral("v a'l \"ue\" $(touch /tmp/qc-no) ") + QString::fromUtf8("中文");
        JobSpec spec;
        spec.name = QStringLiteral("qc-fields");
        spec.partition = QStringLiteral("maint");
        spec.cpus = 2;
        spec.memoryMb = 1500;
        spec.signal = QStringLiteral("USR1@120");
        spec.environment.insert(QStringLiteral("QC_FIELD"), value);
        spec.script = QStringLiteral("#!/bin/sh\n# qc-script-marker 42\nprintf '%s' \"$QC_FIELD\" > ") + out
            + QStringLiteral("\nsleep 600\n");
        spec.hold = true;
        const QString id = submit(*b, spec);
        QVERIFY(!id.isEmpty());
        const QString show = showJob(id);
        QCOMPARE(field(show, QStringLiteral("NumCPUs")), QStringLiteral("2"));
        QCOMPARE(field(show, QStringLiteral("MinMemoryNode")), QStringLiteral("1500M"));
        QCOMPARE(field(show, QStringLiteral("Partition")), QStringLiteral("maint"));
        QCOMPARE(field(show, QStringLiteral("UserId")).section(QLatin1Char('('), 0, 0), m_env->value(u"QC_USER"_s));
        const QString script
            = run(QStringLiteral("scontrol"),
                  { QStringLiteral("write"), QStringLiteral("batch_script"), id, QStringLiteral("-") });
        QVERIFY2(script.contains(QLatin1String("# qc-script-marker 42")), qPrintable(script));

        // "Change times...": the time limit, within the partition's MaxTime (4 h) and above it (refused).
        JobUpdate limit;
        limit.timeLimitS = 2 * 3600 + 60;
        auto r = QCoro::waitFor(b->update(id, limit));
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        QCOMPARE(field(showJob(id), QStringLiteral("TimeLimit")), QStringLiteral("02:01:00"));
        // "Reprioritize...": the QOS.
        JobUpdate qos;
        qos.qos = QStringLiteral("gpu8");
        r = QCoro::waitFor(b->update(id, qos));
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        QCOMPARE(field(showJob(id), QStringLiteral("QOS")), QStringLiteral("gpu8"));
        JobUpdate badQos;
        badQos.qos = QStringLiteral("no-such-qos");
        r = QCoro::waitFor(b->update(id, badQos));
        QVERIFY(!r.ok());
        QCOMPARE(field(showJob(id), QStringLiteral("QOS")), QStringLiteral("gpu8"));
        // Above the partition's MaxTime the owner is refused, and the value stays.
        JobUpdate tooLong;
        tooLong.timeLimitS = 5 * 3600;
        r = QCoro::waitFor(b->update(id, tooLong));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, BackendError::Kind::NotPermitted);
        QCOMPARE(field(showJob(id), QStringLiteral("TimeLimit")), QStringLiteral("02:01:00"));

        // Released, the job runs and sees the environment exactly as given.
        JobUpdate release;
        release.hold = false;
        release.timeLimitS = 600;
        r = QCoro::waitFor(b->update(id, release));
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(out).size() > 0, 30000);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(f.readAll()), value);
        QVERIFY2(!QFile::exists(QStringLiteral("/tmp/qc-no")), "an environment value was executed by a shell");
    }

    void faults()
    {
        // ssh host that does not answer.
        auto dead = BackendFactory::create(QStringLiteral("slurm+ssh://alice@127.0.0.1:1"));
        QVERIFY(dead.ok());
        auto r = snapshot(*dead.value());
        QCOMPARE(r.error().kind, BackendError::Kind::Unreachable);
        QVERIFY(!r.error().detail.isEmpty());

        // Garbage instead of squeue output.
        SlurmCliBackend fake(QUrl(QStringLiteral("slurm://")), std::make_shared<FakeRunner>());
        r = snapshot(fake);
        QCOMPARE(r.error().kind, BackendError::Kind::Malformed);

        // slurmctld stops mid-session, then comes back.
        auto local = backend(QStringLiteral("local"));
        auto ssh = backend(QStringLiteral("ssh"));
        QVERIFY(snapshot(*local).ok());
        QVERIFY(snapshot(*ssh).ok());
        const QString ctl = qEnvironmentVariable("QC_SOURCE_DIR") + QStringLiteral("/tests/cluster/slurmctld-ctl.sh");
        const QString state = m_env->value(QStringLiteral("QC_STATE_DIR"));
        int rc = 0;
        QString out = run(QStringLiteral("bash"), { ctl, QStringLiteral("stop"), state }, &rc);
        QVERIFY2(rc == 0, qPrintable(out));
        const auto downLocal = snapshot(*local);
        const auto downSsh = snapshot(*ssh);
        out = run(QStringLiteral("bash"), { ctl, QStringLiteral("start"), state }, &rc);
        QVERIFY2(rc == 0, qPrintable(out));
        QCOMPARE(downLocal.error().kind, BackendError::Kind::Unreachable);
        QCOMPARE(downSsh.error().kind, BackendError::Kind::Unreachable);
        QVERIFY(downLocal.error().detail.contains(QLatin1String("slurm controller")));
        const auto back = snapshot(*local);
        QVERIFY2(back.ok(), qPrintable(back.error().toString()));
        QVERIFY(snapshot(*ssh).ok());
        QVERIFY2(waitForNodesUp(), "nodes did not re-register after the slurmctld restart");
    }

    // A secret environment value reaches the job, and no process on this machine (which is also the login node
    // of slurm+ssh://) ever shows it in its command line: not sbatch, not ssh, not the remote shell. For the CLI
    // too, with --env NAME taking the value from its own environment.
    void environmentReachesTheJob_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("slurm://") << QStringLiteral("local");
        QTest::newRow("slurm+ssh://") << QStringLiteral("ssh");
        QTest::newRow("queuecast-cli submit --env, slurm+ssh://") << QStringLiteral("cli");
    }
    void environmentReachesTheJob()
    {
        QFETCH(QString, kind);
        const QString secret = QStringLiteral("hf_%1-secret").arg(QRandomGenerator::global()->generate64(), 0, 36);
        const QString out
            = QStringLiteral("/tmp/qc-env-%1-%2.out").arg(kind, QString::number(QCoreApplication::applicationPid()));
        QFile::remove(out);
        auto removeOut = qScopeGuard([&] { QFile::remove(out); });
        JobSpec spec;
        spec.partition = QStringLiteral("south");
        spec.name = QStringLiteral("qc-env");
        spec.script = QStringLiteral("#!/bin/sh\nprintf '%s' \"$HF_TOKEN\" > ") + out + QLatin1Char('\n');
        spec.environment.insert(QStringLiteral("HF_TOKEN"), secret);
        // slurmctld stopped while the job is submitted: sbatch (and ssh, and the remote shell) wait for its answer
        // until the scan has seen them, so the check below cannot pass by looking at the wrong moment.
        QFile pidFile(m_env->value(QStringLiteral("QC_STATE_DIR")) + QStringLiteral("/run/slurmctld.pid"));
        QVERIFY(pidFile.open(QIODevice::ReadOnly));
        const pid_t ctld = pid_t(pidFile.readAll().trimmed().toLong());
        QVERIFY(ctld > 1);
        auto resume = [ctld] { ::kill(ctld, SIGCONT); };
        auto resumeAnyway = qScopeGuard(resume);
        qc::test::ProcessListWatch watch;
        QString id;
        auto during = [&](auto work) {
            QCOMPARE(::kill(ctld, SIGSTOP), 0);
            watch.during(work, QByteArrayLiteral("--export=ALL,HF_TOKEN"), 5000, resume);
        };
        if (kind == QLatin1String("cli")) {
            QTemporaryDir dir;
            QFile script(dir.filePath(QStringLiteral("job.sh")));
            QVERIFY(script.open(QIODevice::WriteOnly));
            script.write(spec.script.toUtf8());
            script.close();
            QProcess cli;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("HF_TOKEN"), secret);
            cli.setProcessEnvironment(env);
            during([&] {
                cli.start(qEnvironmentVariable("QC_CLI"),
                          { QStringLiteral("submit"), QStringLiteral("--json"), QStringLiteral("-b"),
                            QStringLiteral("slurm+ssh://") + m_env->value(QStringLiteral("QC_SSH_HOST")),
                            QStringLiteral("--ssh-config"), m_env->value(QStringLiteral("QC_SSH_CONFIG")),
                            QStringLiteral("-p"), QStringLiteral("south"), QStringLiteral("-t"), QStringLiteral("5"),
                            QStringLiteral("--chdir"), QStringLiteral("/tmp"), QStringLiteral("--env"),
                            QStringLiteral("HF_TOKEN"), QStringLiteral("--script"), script.fileName() });
                cli.waitForFinished(60000);
            });
            const QByteArray stdOut = cli.readAllStandardOutput();
            QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
            id = QJsonDocument::fromJson(stdOut).object().value(QStringLiteral("id")).toString();
            m_created << id;
        } else {
            auto b = backend(kind);
            during([&] { id = submit(*b, spec); });
        }
        QVERIFY(!id.isEmpty());
        const QByteArray all = watch.seen.join('\n');
        QVERIFY2(watch.sawContaining("--export=ALL,HF_TOKEN"), all.constData());
        QVERIFY2(!watch.sawContaining(secret.toUtf8()), all.constData());
        // The job ran with the value (checked by reading what the job itself wrote).
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(out) && QFileInfo(out).size() > 0, 60000);
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(written.readAll()), secret);
    }

    void cliStatusJson_data() { addRows(); }
    void cliStatusJson()
    {
        QFETCH(QString, kind);
        auto b = backend(kind);
        JobSpec spec;
        spec.partition = QStringLiteral("maint");
        spec.hold = true;
        spec.name = QStringLiteral("cli-check");
        const QString id = submit(*b, spec);
        QVERIFY(!id.isEmpty());
        QStringList args { QStringLiteral("status"), QStringLiteral("--json"), QStringLiteral("--backend") };
        if (kind == QLatin1String("local"))
            args << QStringLiteral("slurm://");
        else
            args << QStringLiteral("slurm+ssh://") + m_env->value(QStringLiteral("QC_SSH_HOST"))
                 << QStringLiteral("--ssh-config") << m_env->value(QStringLiteral("QC_SSH_CONFIG"));
        QProcess cli;
        cli.start(qEnvironmentVariable("QC_CLI"), args);
        QVERIFY(cli.waitForFinished(60000));
        const QByteArray out = cli.readAllStandardOutput();
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        const QJsonDocument doc = QJsonDocument::fromJson(out);
        QVERIFY2(doc.isObject(), out.left(500).constData());
        bool found = false;
        for (const QJsonValue& v : doc.object().value(QStringLiteral("jobs")).toArray()) {
            const QJsonObject j = v.toObject();
            if (j.value(QStringLiteral("id")).toString() == id) {
                found = true;
                QCOMPARE(j.value(QStringLiteral("reason")).toString(), QStringLiteral("JobHeldUser"));
                QCOMPARE(j.value(QStringLiteral("name")).toString(), QStringLiteral("cli-check"));
            }
        }
        QVERIFY2(found, out.left(500).constData());
    }
};

QTEST_GUILESS_MAIN(TestSlurmCli)
#include "TestSlurmCli.moc"
