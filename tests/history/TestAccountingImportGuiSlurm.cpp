// File ▸ Import accounting history… in the real main window (offscreen) connected over slurm+ssh:// to the
// local test cluster as alice: alice's finished GPU jobs come from the real slurmdbd into the window's history
// and the busy hours count them.

#include "MainWindow.h"
#include "backends/slurm/SshConfigFile.h"
#include "common/ClusterEnv.h"
#include "common/GuiTestHome.h"
#include "history/HistoryLocation.h"
#include "history/HistoryStore.h"
#include "history/SacctImport.h"
#include "widgets/AccountingImportAction.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QInputDialog>
#include <QLabel>
#include <QProcess>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace qc;
using namespace Qt::StringLiterals;

namespace {

QString run(const QString& program, const QStringList& args, int* exitCode = nullptr)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000))
        p.kill();
    if (exitCode)
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
}

} // namespace

class TestAccountingImportGuiSlurm : public QObject
{
    Q_OBJECT

    std::unique_ptr<qc::test::ClusterEnv> m_env;
    QTemporaryDir m_dir;
    QDateTime m_since;
    QStringList m_ids;

private Q_SLOTS:
    void initTestCase()
    {
        m_env = std::make_unique<qc::test::ClusterEnv>();
        if (!m_env->ok())
            QFAIL(qPrintable(m_env->error()));
        // The test's own ssh_config, named by the test as a user would with --ssh-config.
        qc::slurm::SshConfigFile::trust(m_env->value(u"QC_SSH_CONFIG"_s));
        QVERIFY(m_dir.isValid());
        qc::test::useGuiTestHome(m_dir);
        QDir::setCurrent(u"/tmp"_s);

        m_since = QDateTime::currentDateTime().addSecs(-5);
        for (const QString& gres : { u"--gres=gpu:1"_s, u"--gres=gpu:3"_s }) {
            int rc = 0;
            const QString out = run(u"runuser"_s,
                                    { u"-u"_s, m_env->value(u"QC_USER"_s), u"--"_s, u"env"_s,
                                      u"SLURM_CONF="_s + m_env->value(u"SLURM_CONF"_s), u"sbatch"_s, u"--parsable"_s,
                                      u"-o"_s, u"/dev/null"_s, u"--chdir=/tmp"_s, u"-p"_s, u"north"_s, gres, u"-t"_s,
                                      u"5"_s, u"--wrap"_s, u"sleep 1"_s },
                                    &rc)
                                    .trimmed();
            QVERIFY2(rc == 0, qPrintable(out));
            m_ids << out.section(u';', 0, 0);
        }
        // Until the import's own sacct query lists both as completed.
        QElapsedTimer t;
        t.start();
        QString last;
        int done = 0;
        while (done < m_ids.size() && t.elapsed() < 90000) {
            last = run(u"sacct"_s, SacctImport::arguments(m_since));
            done = 0;
            for (const QString& line : last.split(u'\n', Qt::SkipEmptyParts))
                done += m_ids.contains(line.section(u'|', 0, 0)) && line.section(u'|', 6, 6) == u"COMPLETED"_s;
            if (done < m_ids.size())
                QTest::qWait(1000);
        }
        QVERIFY2(done == m_ids.size(), qPrintable(u"not in accounting after 90 s:\n"_s + last));
    }

    void importsFromTheClusterThroughTheMenu()
    {
        const QString url
            = u"slurm+ssh://%1?ssh_config=%2"_s.arg(m_env->value(u"QC_SSH_HOST"_s), m_env->value(u"QC_SSH_CONFIG"_s));
        MainWindow w;
        QVERIFY(w.connectTo(url));
        w.show();
        auto* import = w.findChild<QAction*>(u"importAccountingAction"_s);
        QVERIFY(import);
        QVERIFY2(import->isEnabled(), qPrintable(import->toolTip()));
        import->trigger();
        QTRY_VERIFY(w.findChild<QInputDialog*>(u"importSinceDialog"_s));
        auto* dialog = w.findChild<QInputDialog*>(u"importSinceDialog"_s);
        dialog->setTextValue(m_since.toString(Qt::ISODate));
        dialog->accept();
        QTRY_VERIFY(w.accountingImport()->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!w.accountingImport()->isRunning(), 60000);
        const QString message = w.statusBar()->currentMessage();
        QVERIFY2(message.startsWith(u"Imported "_s) && message.contains(u"0 line"_s)
                     && message.contains(u"unreadable"_s),
                 qPrintable(message));

        HistoryStore store(HistoryLocation::databasePath(QUrl(url)));
        QVERIFY(store.open().ok());
        const auto jobs = store.jobs(m_since.addSecs(-1), {});
        QVERIFY(jobs.ok());
        int found = 0;
        for (const FinishedJob& j : jobs.value()) {
            const qsizetype at = m_ids.indexOf(j.id);
            if (at < 0)
                continue;
            ++found;
            QCOMPARE(j.partition, u"north"_s);
            QCOMPARE(j.gpus, at == 0 ? 1 : 3);
            QCOMPARE(j.user, m_env->value(u"QC_USER"_s));
            QVERIFY(j.submit <= j.start && j.start < j.end);
        }
        QCOMPARE(found, m_ids.size());
        // The busy hours draw when their tab is shown; behind another they only keep the statistics.
        w.findChild<QTabWidget*>(u"topTabs"_s)->setCurrentIndex(3);
        auto* notice = w.findChild<QLabel*>(u"busyHoursNotice"_s);
        QVERIFY(notice);
        QTRY_VERIFY_WITH_TIMEOUT(notice->text().startsWith(u"From "_s), 15000);
    }
};

QTEST_MAIN(TestAccountingImportGuiSlurm)
#include "TestAccountingImportGuiSlurm.moc"
