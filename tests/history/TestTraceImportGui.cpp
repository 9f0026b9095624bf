// File ▸ Import queue log… in the real main window, offscreen: disabled with the reason where there is no one
// cluster's history; on slurm:// a chosen log (HPC2N's captured excerpt) goes into the cluster's history database off
// the UI thread, the status bar says what happened, a cancelled chooser does nothing, and a file that is no log fails
// with its reason.

#include "MainWindow.h"
#include "common/GuiTestHome.h"
#include "dialogs/FileDialog.h"
#include "history/HistoryLocation.h"
#include "history/HistoryStore.h"
#include "widgets/TraceImportAction.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace qc;
using namespace Qt::StringLiterals;

class TestTraceImportGui : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static QAction* fileMenuImport(MainWindow& w) { return test::menuAction(w, u"importTraceAction"); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::useGuiTestHome(m_dir);
        // slurm:// without Slurm here: the live view fails, the history is still the cluster's.
        qputenv("SLURM_CONF", m_dir.filePath(u"no-such-slurm.conf"_s).toUtf8());
        QVERIFY(!qEnvironmentVariable("QC_SOURCE_DIR").isEmpty());
    }

    void disabledWhereThereIsNoOneHistory()
    {
        MainWindow w;
        QAction* import = fileMenuImport(w);
        QVERIFY2(import, "no Import queue log entry in the menus");
        QVERIFY(import->text().contains(u"queue log"_s));
        QVERIFY(!import->isEnabled()); // not connected yet
        QVERIFY(w.connectTo(u"demo://?state=none"_s));
        QVERIFY(!import->isEnabled());
        QVERIFY2(import->toolTip().contains(u"demo"_s), qPrintable(import->toolTip()));
        // Started without the entry: nothing runs either.
        QSignalSpy progress(w.traceImport(), &TraceImportAction::progress);
        w.traceImport()->start(qEnvironmentVariable("QC_SOURCE_DIR") + u"/tests/forecast/data/hpc2n-head.swf"_s);
        QVERIFY(!w.traceImport()->isRunning());
        QCOMPARE(progress.count(), 0);
        w.traceImport()->setBackend(QUrl(u"profiles:?name=a&name=b"_s), m_dir.filePath(u"r.sqlite"_s));
        QVERIFY(!import->isEnabled());
        QVERIFY2(import->toolTip().contains(u"one Slurm cluster"_s), qPrintable(import->toolTip()));
        // Triggering a disabled entry asks nothing: the answer prepared here stays unused.
        FileDialog::setNextFileName(m_dir.filePath(u"unused.csv"_s));
        w.traceImport()->prompt();
        QVERIFY(!w.traceImport()->isRunning());
        QCOMPARE(FileDialog::getOpenFileName(nullptr, {}), m_dir.filePath(u"unused.csv"_s));
        // Retranslated: the entry and its reason in Chinese.
        w.switchLanguage(u"zh_CN"_s);
        QTRY_VERIFY(!import->text().contains(u"queue log"_s));
        QVERIFY(!import->isEnabled());
        QVERIFY(!import->toolTip().isEmpty());
        w.switchLanguage(u"en"_s);
        QTRY_VERIFY(import->text().contains(u"queue log"_s));
    }

    void importsALogIntoTheClustersHistory()
    {
        MainWindow w;
        QVERIFY(w.connectTo(u"slurm://"_s));
        w.show();
        QAction* import = fileMenuImport(w);
        QVERIFY(import);
        QVERIFY2(import->isEnabled(), qPrintable(import->toolTip()));
        QSignalSpy changed(w.traceImport(), &TraceImportAction::historyChanged);

        // A cancelled chooser: nothing runs.
        FileDialog::setNextFileName(QString());
        import->trigger();
        QVERIFY(!w.traceImport()->isRunning());

        // A file that is no log: the reason in the status bar, nothing written.
        const QString binary = m_dir.filePath(u"photo.bin"_s);
        QFile f(binary);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(1 << 20, '\x05'));
        f.close();
        FileDialog::setNextFileName(binary);
        import->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!w.traceImport()->isRunning(), 20000);
        QVERIFY2(w.statusBar()->currentMessage().contains(u"Queue log import failed"_s)
                     && w.statusBar()->currentMessage().contains(u"longer than"_s),
                 qPrintable(w.statusBar()->currentMessage()));
        QCOMPARE(changed.count(), 0);
        QVERIFY(import->isEnabled());

        // HPC2N's 40 jobs.
        FileDialog::setNextFileName(qEnvironmentVariable("QC_SOURCE_DIR") + u"/tests/forecast/data/hpc2n-head.swf"_s);
        QSignalSpy progress(w.traceImport(), &TraceImportAction::progress);
        import->trigger();
        QCOMPARE(progress.count(), 1);
        QVERIFY(progress.first().first().toString().contains(u"Importing finished jobs from hpc2n-head.swf"_s));
        QTRY_VERIFY_WITH_TIMEOUT(!w.traceImport()->isRunning(), 20000);
        const QString message = w.statusBar()->currentMessage();
        QVERIFY2(message.contains(u"Imported 40 finished jobs from hpc2n-head.swf: 40 new"_s), qPrintable(message));
        QVERIFY2(message.contains(u"unreadable rows: 0"_s), qPrintable(message));
        QCOMPARE(changed.count(), 1);
        QVERIFY(import->isEnabled());
        HistoryStore store(HistoryLocation::databasePath(QUrl(u"slurm://"_s)));
        QVERIFY(store.open().ok());
        QCOMPARE(store.jobCount().value(), 40);

        // Once more: nothing new.
        w.traceImport()->start(qEnvironmentVariable("QC_SOURCE_DIR") + u"/tests/forecast/data/hpc2n-head.swf"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!w.traceImport()->isRunning(), 20000);
        QVERIFY2(w.statusBar()->currentMessage().contains(u"0 new"_s), qPrintable(w.statusBar()->currentMessage()));
        QCOMPARE(store.jobCount().value(), 40);
    }
};

QTEST_MAIN(TestTraceImportGui)
#include "TestTraceImportGui.moc"
