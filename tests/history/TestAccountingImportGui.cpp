// File ▸ Import accounting history… in the real main window, offscreen: disabled with the reason where the
// backend cannot import, and on slurm:// (a stand-in sacct on PATH) it asks for a date, imports off the UI
// thread, says what it did in the status bar and refreshes the busy hours.

#include "MainWindow.h"
#include "common/GuiTestHome.h"
#include "history/HistoryLocation.h"
#include "history/HistoryStore.h"
#include "widgets/AccountingImportAction.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace qc;
using namespace Qt::StringLiterals;

class TestAccountingImportGui : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static QAction* fileMenuImport(MainWindow& w) { return test::menuAction(w, u"importAccountingAction"); }

    static QInputDialog* sinceDialog(MainWindow& w) { return w.findChild<QInputDialog*>(u"importSinceDialog"_s); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::useGuiTestHome(m_dir);

        // A stand-in sacct with three finished jobs of the last days (inside the 28 days busy hours cover), one
        // still running and one unreadable line; squeue and friends are absent, so the live view just fails.
        const QString bin = m_dir.filePath(u"bin"_s);
        QVERIFY(QDir().mkpath(bin));
        const QDateTime base = QDateTime::currentDateTime().addDays(-2);
        const auto t = [&](int minutes) { return base.addSecs(minutes * 60).toString(Qt::ISODate).toUtf8(); };
        QByteArray out;
        out += "41|north|alice|" + t(0) + '|' + t(1) + '|' + t(30) + "|COMPLETED|cpu=1,gres/gpu=1|01:00:00\n";
        out += "42|north|bob|" + t(2) + '|' + t(10) + '|' + t(40) + "|COMPLETED|cpu=1,gres/gpu=2|01:00:00\n";
        out += "43|south|bob|" + t(3) + "|None|" + t(5) + "|CANCELLED by 0||01:00:00\n";
        out += "44|south|bob|" + t(4) + '|' + t(6) + "|Unknown|RUNNING|cpu=1,gres/gpu=1|01:00:00\n";
        out += "45|south|bob|garbage\n";
        QFile script(bin + u"/sacct"_s);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\nsleep 1\ncat <<'EOF'\n" + out + "EOF\n");
        script.close();
        script.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        qputenv("PATH", (bin + u':' + qEnvironmentVariable("PATH")).toUtf8());
        qputenv("SLURM_CONF", m_dir.filePath(u"no-such-slurm.conf"_s).toUtf8());
    }

    void disabledWhereItCannotWork()
    {
        MainWindow w;
        QAction* import = fileMenuImport(w);
        QVERIFY2(import, "no Import accounting history entry in the menus");
        QVERIFY(import->text().contains(u"Import accounting history"_s));
        QVERIFY(!import->isEnabled()); // not connected yet
        QVERIFY(w.connectTo(u"demo://?state=none"_s));
        QVERIFY(!import->isEnabled());
        QVERIFY2(import->toolTip().contains(u"demo"_s), qPrintable(import->toolTip()));
        // Several clusters side by side: no one cluster to import into.
        w.accountingImport()->setBackend(QUrl(u"profiles:?name=a&name=b"_s), m_dir.filePath(u"r.sqlite"_s));
        QVERIFY(!import->isEnabled());
        QVERIFY2(import->toolTip().contains(u"one Slurm cluster"_s), qPrintable(import->toolTip()));
        // Triggering a disabled entry does nothing.
        w.accountingImport()->prompt();
        QVERIFY(!sinceDialog(w));
        // Retranslating keeps the state and a reason.
        w.switchLanguage(u"zh_CN"_s);
        QTest::qWait(50); // LanguageChange is posted
        QVERIFY(!import->isEnabled());
        QVERIFY(!import->toolTip().isEmpty());
        w.switchLanguage(u"en"_s);
        QTRY_VERIFY(import->toolTip().contains(u"one Slurm cluster"_s));
    }

    void importsFromSlurmAndRefreshesBusyHours()
    {
        MainWindow w;
        QVERIFY(w.connectTo(u"slurm://"_s));
        w.show();
        // The busy hours draw when their tab is shown; behind another they only keep the statistics.
        w.findChild<QTabWidget*>(u"topTabs"_s)->setCurrentIndex(3);
        QAction* import = fileMenuImport(w);
        QVERIFY(import);
        QVERIFY(import->isEnabled());
        auto* notice = w.findChild<QLabel*>(u"busyHoursNotice"_s);
        QVERIFY(notice);
        QTRY_VERIFY(notice->text().contains(u"No history yet"_s));

        // A date that cannot be read: said in the status bar, nothing runs.
        import->trigger();
        QTRY_VERIFY(sinceDialog(w));
        sinceDialog(w)->setTextValue(u"next week"_s);
        sinceDialog(w)->accept();
        QTRY_VERIFY(w.statusBar()->currentMessage().contains(u"Cannot read the start date"_s));
        QVERIFY(import->isEnabled());

        import->trigger();
        QTRY_VERIFY(sinceDialog(w));
        QVERIFY(!sinceDialog(w)->textValue().isEmpty()); // a default start date is offered
        sinceDialog(w)->setTextValue(u"now-7d"_s);
        sinceDialog(w)->accept();
        // While sacct runs (the stand-in takes a second) the UI is live and the entry is disabled.
        QTRY_VERIFY(w.accountingImport()->isRunning());
        QVERIFY(!import->isEnabled());
        QVERIFY(w.statusBar()->currentMessage().contains(u"Importing"_s));
        QTRY_VERIFY_WITH_TIMEOUT(!w.accountingImport()->isRunning(), 20000);
        const QString message = w.statusBar()->currentMessage();
        QVERIFY2(message.contains(u"Imported 3 finished jobs"_s), qPrintable(message));
        QVERIFY2(message.contains(u"3 new"_s) && message.contains(u"1 line"_s) && message.contains(u"unreadable"_s),
                 qPrintable(message));
        QVERIFY(import->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(notice->text().contains(u"From 3 finished jobs"_s), 10000);

        // Into the database the window keeps for this cluster (and queuecast-cli finds).
        HistoryStore store(HistoryLocation::databasePath(QUrl(u"slurm://"_s)));
        QVERIFY(store.open().ok());
        QCOMPARE(store.jobCount().value(), 3);

        // Once more: nothing new.
        w.accountingImport()->start(QDateTime::currentDateTime().addDays(-7));
        QTRY_VERIFY_WITH_TIMEOUT(!w.accountingImport()->isRunning(), 20000);
        QVERIFY2(w.statusBar()->currentMessage().contains(u"0 new"_s), qPrintable(w.statusBar()->currentMessage()));
        QCOMPARE(store.jobCount().value(), 3);
    }
};

QTEST_MAIN(TestAccountingImportGui)
#include "TestAccountingImportGui.moc"
