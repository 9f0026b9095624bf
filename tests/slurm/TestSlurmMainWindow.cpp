// The real main window (offscreen) connected to the real test cluster, once over slurm:// as alice and once over
// slurm+rest:// as alice: the job table shows the cluster's own jobs with their GPU counts and types and why they
// wait (fragmentation, held, quota), in English and in Simplified Chinese. Set QC_SCREENSHOT_DIR to keep the
// pictures (main-<cluster>-<backend>-<language>.png) for a person to look at.
#include "I18n.h"
#include "MainWindow.h"
#include "backends/BackendFactory.h"
#include "backends/slurm/LocalCommandRunner.h"
#include "backends/slurm/SlurmCliBackend.h"
#include "common/ClusterEnv.h"
#include "models/JobTableModel.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace qc;
using namespace Qt::StringLiterals;

class TestSlurmMainWindow : public QObject
{
    Q_OBJECT

    std::unique_ptr<qc::test::ClusterEnv> m_env;
    QTemporaryDir m_config;
    QStringList m_jobs;
    QString m_fragmented, m_held, m_overQuota;

    // sbatch as `user`, each argument its own argv entry; the job id, or an empty string and a failed test.
    QString sbatch(const QString& user, QStringList args)
    {
        QProcess p;
        QStringList argv { u"-u"_s,         user,    u"--"_s,        u"sbatch"_s,
                           u"--parsable"_s, u"-o"_s, u"/dev/null"_s, u"--chdir=/tmp"_s };
        argv += args;
        argv += { u"--wrap"_s, u"sleep 600"_s };
        p.start(u"runuser"_s, argv);
        p.waitForFinished(30000);
        const QString id = QString::fromUtf8(p.readAllStandardOutput()).trimmed().section(u';', 0, 0);
        if (p.exitCode() != 0 || id.isEmpty())
            qWarning("sbatch %s failed: %s", qPrintable(args.join(u' ')), p.readAllStandardError().constData());
        else
            m_jobs << id;
        return id;
    }

    // squeue's own view of a job (state and reason), the condition the setup waits for.
    static QString squeue(const QString& id)
    {
        QProcess p;
        p.start(u"squeue"_s, { u"-h"_s, u"-j"_s, id, u"-o"_s, u"%T|%r"_s });
        p.waitForFinished(30000);
        return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    }

    static bool waitForSqueue(const QString& id, const QString& expected)
    {
        QElapsedTimer t;
        t.start();
        QString last;
        while (t.elapsed() < 30000) {
            last = squeue(id);
            if (last == expected)
                return true;
            QTest::qWait(300);
        }
        qWarning("job %s: squeue says '%s', expected '%s'", qPrintable(id), qPrintable(last), qPrintable(expected));
        return false;
    }

    void saveShot(QWidget* w, const QString& backend)
    {
        const QString dir = qEnvironmentVariable("QC_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        const QString name
            = u"%1/main-%2-%3-%4.png"_s.arg(dir, m_env->value(u"QC_CLUSTER"_s), backend, I18n::current());
        QVERIFY2(w->grab().save(name), qPrintable(name));
    }

    // The row of a job in the window's table (through the proxy the view shows), or -1.
    static int viewRow(QTableView* view, const QString& id)
    {
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            if (view->model()->index(r, JobTableModel::Id).data(JobTableModel::JobIdRole).toString() == id)
                return r;
        }
        return -1;
    }

    // The window shows this cluster's jobs: every job of the scenario, with its GPUs and cause, in both languages.
    void checkWindow(MainWindow& w, const QString& backend)
    {
        auto* view = w.findChild<QTableView*>(u"jobView"_s);
        QVERIFY(view);
        QTRY_VERIFY_WITH_TIMEOUT(
            viewRow(view, m_fragmented) >= 0 && viewRow(view, m_held) >= 0 && viewRow(view, m_overQuota) >= 0, 45000);
        auto cell = [view](const QString& id, int column, int role = Qt::DisplayRole) {
            return view->model()->index(viewRow(view, id), column).data(role);
        };
        // Insights arrive with the same refresh; the limit reasons take a few seconds to show in slurmctld.
        QTRY_COMPARE_WITH_TIMEOUT(cell(m_fragmented, JobTableModel::Id, JobTableModel::CauseRole).toString(),
                                  u"fragmentation"_s, 45000);
        QTRY_COMPARE_WITH_TIMEOUT(cell(m_overQuota, JobTableModel::Id, JobTableModel::CauseRole).toString(), u"quota"_s,
                                  45000);
        QCOMPARE(cell(m_held, JobTableModel::Id, JobTableModel::CauseRole).toString(), u"held"_s);
        QCOMPARE(cell(m_fragmented, JobTableModel::Gpus).toString(), u"8 × a100"_s);
        QCOMPARE(cell(m_held, JobTableModel::Gpus).toString(), u"3 × v100"_s);
        QCOMPARE(cell(m_overQuota, JobTableModel::Gpus).toString(), u"2 × v100"_s);
        QCOMPARE(cell(m_fragmented, JobTableModel::Partition).toString(), u"north"_s);
        QCOMPARE(cell(m_fragmented, JobTableModel::User).toString(), m_env->value(u"QC_USER"_s));
        QCOMPARE(cell(m_fragmented, JobTableModel::Reason).toString(), u"Resources"_s);
        QCOMPARE(cell(m_overQuota, JobTableModel::Reason).toString(), u"QOSMaxGRESPerUser"_s);
        QCOMPARE(cell(m_fragmented, JobTableModel::Cause).toString(), u"Fragmentation *"_s);
        // Every live job of the cluster is in the table, not only ours.
        // (REST also lists jobs that ended minutes ago, e.g. an earlier test's: count the live ones.)
        int live = 0;
        for (int r = 0; r < w.jobModel()->rowCount(); ++r)
            live += w.jobModel()->jobAt(r)->isPending() || w.jobModel()->jobAt(r)->isRunningLike();
        QCOMPARE(live, int(m_jobs.size()));
        auto* connection = w.findChild<QLabel*>(u"connectionLabel"_s);
        QVERIFY(connection);
        QCOMPARE(connection->text(), u"Connected"_s);
        view->selectRow(viewRow(view, m_fragmented));
        QTest::qWait(300);
        saveShot(&w, backend);

        w.switchLanguage(u"zh_CN"_s);
        QTRY_VERIFY(w.menuBar()->actions().first()->text().contains(u"文件"_s));
        QCOMPARE(w.jobModel()->headerData(JobTableModel::Gpus, Qt::Horizontal).toString().isEmpty(), false);
        QTRY_COMPARE(cell(m_fragmented, JobTableModel::Cause).toString(), u"资源碎片 *"_s);
        QCOMPARE(cell(m_fragmented, JobTableModel::Gpus).toString(), u"8 × a100"_s);
        QTest::qWait(300);
        saveShot(&w, backend);
        w.switchLanguage(u"en"_s);
        QTRY_COMPARE(cell(m_fragmented, JobTableModel::Cause).toString(), u"Fragmentation *"_s);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_env = std::make_unique<qc::test::ClusterEnv>();
        if (!m_env->ok())
            QFAIL(qPrintable(m_env->error()));
        QVERIFY(m_config.isValid());
        qputenv("XDG_CONFIG_HOME", m_config.filePath(u"config"_s).toUtf8());
        qputenv("XDG_DATA_HOME", m_config.filePath(u"data"_s).toUtf8());
        qputenv("QC_TEST_NO_DIALOGS", "1");
        QCoreApplication::setOrganizationName(u"QueueCastTest"_s);
        QCoreApplication::setApplicationName(u"QueueCastTest"_s);
        I18n::install(u"en"_s);
        QDir::setCurrent(u"/tmp"_s);
        // An empty queue, so the table must show exactly this scenario.
        QProcess::execute(u"scancel"_s, { u"-u"_s, m_env->value(u"QC_USER"_s) });
        QProcess::execute(u"scancel"_s, { u"-u"_s, m_env->value(u"QC_USER2"_s) });
        QTRY_VERIFY_WITH_TIMEOUT(QProcess::execute(u"bash"_s, { u"-c"_s, u"test -z \"$(squeue -h -o %i)\""_s }) == 0,
                                 30000);

        const QString alice = m_env->value(u"QC_USER"_s), bob = m_env->value(u"QC_USER2"_s);
        // Fragmentation: bob holds 4 of the 8 a100s on each north node; alice wants 8 on one node.
        const QString a = sbatch(bob, { u"-p"_s, u"north"_s, u"-w"_s, u"gpu-a1"_s, u"--gres=gpu:a100:4"_s });
        const QString b = sbatch(bob, { u"-p"_s, u"north"_s, u"-w"_s, u"gpu-a2"_s, u"--gres=gpu:a100:4"_s });
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        QVERIFY(waitForSqueue(a, u"RUNNING|None"_s) && waitForSqueue(b, u"RUNNING|None"_s));
        m_fragmented
            = sbatch(alice, { u"-p"_s, u"north"_s, u"-N"_s, u"1"_s, u"--gres=gpu:a100:8"_s, u"-t"_s, u"60"_s });
        // Quota: alice's QOS allows 8 GPUs per user; 8 run, 2 more wait.
        const QString q = sbatch(alice, { u"-p"_s, u"south"_s, u"--qos=gpu8"_s, u"--gres=gpu:v100:8"_s });
        QVERIFY(!q.isEmpty());
        QVERIFY(waitForSqueue(q, u"RUNNING|None"_s));
        m_overQuota = sbatch(alice, { u"-p"_s, u"south"_s, u"--qos=gpu8"_s, u"--gres=gpu:v100:2"_s });
        // Held by its owner, GPUs asked per job (--gpus): the 24.11 tres-per-job form.
        m_held = sbatch(alice, { u"-H"_s, u"-p"_s, u"south"_s, u"--gpus=v100:3"_s });
        QVERIFY(!m_fragmented.isEmpty() && !m_overQuota.isEmpty() && !m_held.isEmpty());
        QVERIFY(waitForSqueue(m_fragmented, u"PENDING|Resources"_s));
        QVERIFY(waitForSqueue(m_overQuota, u"PENDING|QOSMaxGRESPerUser"_s));
        QVERIFY(waitForSqueue(m_held, u"PENDING|JobHeldUser"_s));
    }

    void cleanupTestCase()
    {
        if (!m_jobs.isEmpty())
            QProcess::execute(u"scancel"_s, m_jobs);
    }

    void showsTheClusterOverSlurm()
    {
        // slurm:// as alice: the backend's commands run through runuser, as in the other cluster tests.
        auto runner = std::make_shared<slurm::LocalCommandRunner>(
            QStringList { u"runuser"_s, u"-u"_s, m_env->value(u"QC_USER"_s), u"--"_s });
        auto backend = std::make_shared<slurm::SlurmCliBackend>(QUrl(u"slurm://"_s), runner);
        MainWindow w;
        w.resize(1400, 850);
        w.connectTo(backend);
        w.show();
        checkWindow(w, u"slurm"_s);
    }

    void showsTheClusterOverRest()
    {
        qputenv("SLURM_JWT", m_env->value(u"QC_JWT_ALICE"_s).toUtf8());
        const QUrl rest(m_env->value(u"QC_REST_URL"_s));
        MainWindow w;
        w.resize(1400, 850);
        QVERIFY(w.connectTo(u"slurm+rest://%1@%2:%3"_s.arg(m_env->value(u"QC_USER"_s), rest.host()).arg(rest.port())));
        w.show();
        checkWindow(w, u"rest"_s);
        qunsetenv("SLURM_JWT");
    }
};

QTEST_MAIN(TestSlurmMainWindow)
#include "TestSlurmMainWindow.moc"
