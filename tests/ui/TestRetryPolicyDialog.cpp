// The auto-retry policy through the real main window, offscreen, on the demo platform: the job menu opens the
// dialog, the dialog sets the policy, the detail pane shows it, and once the engine acts the log shows up in
// both. Set QC_SCREENSHOT_DIR to keep pictures of the dialog.

#include "I18n.h"
#include "MainWindow.h"
#include "backends/BackendFactory.h"
#include "common/FlakyBackend.h"
#include "common/MockClock.h"
#include "dialogs/RetryPolicyDialog.h"
#include "dialogs/SubmitDialog.h"
#include "models/JobFilterProxyModel.h"
#include "models/JobTableModel.h"
#include "policy/PolicyEngine.h"
#include "policy/PolicyStore.h"
#include "service/ClusterSession.h"
#include "widgets/ConnectionStatusBar.h"
#include "widgets/JobDetailPane.h"

#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTreeWidget>
#include <qcoro/qcorotask.h>

using namespace qc;

class TestRetryPolicyDialog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_config;

    static void saveShot(QWidget* w, const QString& name)
    {
        const QString dir = qEnvironmentVariable("QC_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(w->grab().save(dir + QLatin1Char('/') + name));
    }

    // Stamps the policy database at path as written by a newer QueueCast, which this one must refuse.
    static bool markAsNewer(const QString& path)
    {
        bool ok = false;
        {
            auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("newer"));
            db.setDatabaseName(path);
            if (db.open()) {
                QSqlQuery q(db);
                ok = q.exec(QStringLiteral("PRAGMA user_version=%1").arg(PolicyStore::schemaVersion + 1));
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("newer"));
        return ok;
    }

    static QString plain(const QString& html) { return QTextDocumentFragment::fromHtml(html).toPlainText(); }

    static QString submit(Backend& backend, const QString& partition, int gpus)
    {
        JobSpec spec;
        spec.name = QStringLiteral("train-%1").arg(gpus);
        spec.command = QStringLiteral("python train.py");
        spec.partition = partition;
        spec.gpus = gpus;
        spec.gpuType = QStringLiteral("a100");
        spec.timeLimitS = 4 * 3600;
        spec.qos = QStringLiteral("low");
        auto id = QCoro::waitFor(backend.submit(spec));
        return id.ok() ? id.value() : QString();
    }

    static bool selectJob(MainWindow& w, const QString& id)
    {
        auto* view = w.findChild<QTableView*>(QStringLiteral("jobView"));
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            if (view->model()->index(r, JobTableModel::Id).data().toString() == id) {
                view->selectRow(r);
                view->setCurrentIndex(view->model()->index(r, 0));
                return true;
            }
        }
        return false;
    }

    static RetryPolicyDialog* openFromMenu(MainWindow& w)
    {
        std::unique_ptr<QMenu> menu(w.buildJobMenu(&w));
        auto* action = menu->findChild<QAction*>(QStringLiteral("retryPolicyAction"));
        if (!action || !action->isEnabled())
            return nullptr;
        // The one just opened: a dialog closed before (deleted on close, later) may still be a child.
        const QList<RetryPolicyDialog*> before = w.findChildren<RetryPolicyDialog*>();
        action->trigger();
        for (RetryPolicyDialog* d : w.findChildren<RetryPolicyDialog*>()) {
            if (!before.contains(d))
                return d;
        }
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("XDG_CONFIG_HOME", m_config.path().toUtf8());
        qputenv("XDG_DATA_HOME", m_config.filePath(QStringLiteral("data")).toUtf8());
        QCoreApplication::setOrganizationName(QStringLiteral("QueueCastTest"));
        QCoreApplication::setApplicationName(QStringLiteral("QueueCastTest"));
        I18n::install(QStringLiteral("en"));
    }

    void setsAPolicyThroughTheDialogAndShowsItInTheDetailPane()
    {
        test::RunningClock clock; // the one clock: the engine and the demo platform both move with it
        MainWindow w;
        QVERIFY(w.connectTo(QStringLiteral("demo://?layout=standard&history=0&load=0&state=none&user=me")));
        w.show();
        auto* backend = w.watcher()->backend();
        QVERIFY(!submit(*backend, QStringLiteral("eu-west"), 64).isEmpty()); // holds every a100 in eu-west
        const QString id = submit(*backend, QStringLiteral("eu-west"), 16);
        QVERIFY(!id.isEmpty());
        w.watcher()->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(selectJob(w, id), 20000);
        QTRY_VERIFY(w.policyEngine() && w.policyEngine()->isReady());

        RetryPolicyDialog* dialog = openFromMenu(w);
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        dialog->findChild<QSpinBox*>(QStringLiteral("pendingAfter"))->setValue(2);
        dialog->findChild<QComboBox*>(QStringLiteral("pendingAfterUnit"))->setCurrentIndex(1);
        auto* action = dialog->findChild<QComboBox*>(QStringLiteral("policyAction"));
        auto* save = dialog->findChild<QPushButton*>(QStringLiteral("savePolicy"));
        // Not submitted through QueueCast: resubmitting is refused up front, moving is fine.
        action->setCurrentIndex(int(RetryPolicy::Action::ResubmitFewerGpus));
        QVERIFY(!save->isEnabled());
        QVERIFY2(dialog->hint().contains(QStringLiteral("script")), qPrintable(dialog->hint()));
        action->setCurrentIndex(int(RetryPolicy::Action::MoveToPartition));
        QVERIFY(save->isEnabled());
        auto* partition = dialog->findChild<QComboBox*>(QStringLiteral("policyPartition"));
        QCOMPARE(partition->currentText(), QStringLiteral("cn-north")); // the first other partition
        dialog->findChild<QSpinBox*>(QStringLiteral("policyAttempts"))->setValue(2);
        QTest::mouseClick(save, Qt::LeftButton);
        QTRY_VERIFY(!dialog->isVisible());

        const auto policy = w.policyEngine()->policyFor(id);
        QVERIFY(policy);
        QCOMPARE(policy->pendingAfterS, 2 * 3600);
        QCOMPARE(policy->partition, QStringLiteral("cn-north"));
        QCOMPARE(policy->maxAttempts, 2);
        QTRY_VERIFY(plain(w.detailPane()->html()).contains(QStringLiteral("Auto-retry policy")));
        const QString text = plain(w.detailPane()->html());
        QVERIFY2(text.contains(QStringLiteral("If pending for more than 2 h: move it to cn-north")), qPrintable(text));

        // Two hours later the engine moves the job; the pane and a reopened dialog show what it did.
        clock.offsetS = 2 * 3600 + 5;
        w.watcher()->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(w.policyEngine()->logFor(id).size() == 1, 20000);
        QCOMPARE(w.policyEngine()->logFor(id).first().outcome, PolicyLogEntry::Outcome::Ok);
        QTRY_VERIFY(
            plain(w.detailPane()->html()).contains(QStringLiteral("Moved job %1 from eu-west to cn-north").arg(id)));
        QTRY_VERIFY_WITH_TIMEOUT(w.watcher()->snapshot().findJob(id)
                                     && w.watcher()->snapshot().findJob(id)->partition == QStringLiteral("cn-north"),
                                 20000);

        QVERIFY(selectJob(w, id));
        dialog = openFromMenu(w);
        QVERIFY(dialog);
        QCOMPARE(dialog->findChild<QSpinBox*>(QStringLiteral("pendingAfter"))->value(), 2);
        QCOMPARE(dialog->findChild<QSpinBox*>(QStringLiteral("policyAttempts"))->value(), 2);
        auto* log = dialog->findChild<QTreeWidget*>(QStringLiteral("policyLog"));
        QCOMPARE(log->topLevelItemCount(), 1);
        QVERIFY(log->topLevelItem(0)->text(3).contains(QStringLiteral("cn-north")));
        dialog->resize(760, 520);
        QTest::qWait(50);
        saveShot(dialog, QStringLiteral("retry-policy-dialog-en.png"));
        saveShot(w.detailPane(), QStringLiteral("retry-policy-detail-en.png"));

        // Chinese: the dialog and the pane really speak it (the shipped catalogue must have these strings).
        QVERIFY(I18n::install(QStringLiteral("zh_CN")));
        QTRY_COMPARE(dialog->windowTitle(), QStringLiteral("自动重试策略"));
        auto* unit = dialog->findChild<QComboBox*>(QStringLiteral("pendingAfterUnit"));
        QTRY_COMPARE(unit->count(), 2);
        QCOMPARE(unit->itemText(0), QStringLiteral("分钟"));
        QCOMPARE(unit->itemText(1), QStringLiteral("小时"));
        QTRY_VERIFY2(plain(w.detailPane()->html()).contains(QStringLiteral("自动重试策略")),
                     qPrintable(plain(w.detailPane()->html())));
        QTest::qWait(100);
        saveShot(dialog, QStringLiteral("retry-policy-dialog-zh_CN.png"));
        saveShot(w.detailPane(), QStringLiteral("retry-policy-detail-zh_CN.png"));
        QVERIFY(I18n::install(QStringLiteral("en")));
        QTRY_COMPARE(dialog->windowTitle(), QStringLiteral("Auto-retry policy"));

        // Removing the policy leaves the log with the job.
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("removePolicy")), Qt::LeftButton);
        QVERIFY(!w.policyEngine()->policyFor(id));
        QTRY_VERIFY(plain(w.detailPane()->html()).contains(QStringLiteral("No active policy.")));
        dialog->close();
    }
    void remembersJobsSubmittedThroughTheWindowSoTheyCanBeResubmitted()
    {
        MainWindow w;
        QVERIFY(w.connectTo(QStringLiteral("demo://?layout=standard&history=0&load=0&state=none&user=me")));
        w.show();
        QVERIFY(!submit(*w.watcher()->backend(), QStringLiteral("eu-west"), 64).isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(w.watcher()->hasSnapshot() && w.policyEngine()->isReady(), 20000);
        SubmitDialog* submitDialog = w.openSubmitDialog();
        QVERIFY(submitDialog);
        JobSpec spec;
        spec.name = QStringLiteral("sweep");
        spec.script = QStringLiteral("#!/bin/bash\nsrun python sweep.py --lr 3e-4\n");
        spec.partition = QStringLiteral("eu-west");
        spec.gpus = 16;
        spec.gpuType = QStringLiteral("a100");
        spec.timeLimitS = 4 * 3600;
        spec.qos = QStringLiteral("low");
        submitDialog->setSpec(spec);
        QVERIFY2(submitDialog->validate().isEmpty(), qPrintable(submitDialog->validate().join(QLatin1Char('\n'))));
        QSignalSpy submitted(submitDialog, &SubmitDialog::submitted);
        submitDialog->findChild<QPushButton*>(QStringLiteral("submitButton"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(submitted.size(), 1, 20000);
        const QString id = submitted.first().first().toString();
        QVERIFY(w.policyEngine()->knowsSubmission(id));
        // Exactly what the dialog sent, script included.
        const auto remembered = w.policyEngine()->submission(id);
        QCOMPARE(remembered->script, spec.script);
        QCOMPARE(remembered->gpus, 16);

        QTRY_VERIFY_WITH_TIMEOUT(selectJob(w, id), 20000);
        RetryPolicyDialog* dialog = openFromMenu(w);
        QVERIFY(dialog);
        dialog->findChild<QComboBox*>(QStringLiteral("policyAction"))
            ->setCurrentIndex(int(RetryPolicy::Action::ResubmitFewerGpus));
        QCOMPARE(dialog->findChild<QSpinBox*>(QStringLiteral("policyGpus"))->value(), 8);
        auto* save = dialog->findChild<QPushButton*>(QStringLiteral("savePolicy"));
        QVERIFY2(save->isEnabled(), qPrintable(dialog->hint()));
        QTest::mouseClick(save, Qt::LeftButton);
        QTRY_VERIFY(!dialog->isVisible());
        QCOMPARE(w.policyEngine()->policyFor(id)->action, RetryPolicy::Action::ResubmitFewerGpus);
        QTRY_VERIFY(plain(w.detailPane()->html()).contains(QStringLiteral("cancel and resubmit it with 8 GPU")));
    }

    // The user closes the submit dialog while the request is on its way: the job is still sent, so the window
    // must still remember it for the auto-retry policies (the dialog, and what it was waiting for, are gone).
    void remembersAJobWhoseDialogClosedBeforeTheAnswer()
    {
        auto demo
            = BackendFactory::create(QStringLiteral("demo://?layout=standard&history=0&load=0&state=none&user=me"));
        QVERIFY(demo.ok());
        auto slow = std::make_shared<test::FlakyBackend>(demo.value());
        slow->submitDelayMs = 1000; // the job is in, the answer still on its way when the dialog closes
        MainWindow w;
        w.connectTo(slow);
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(w.watcher()->hasSnapshot() && w.policyEngine()->isReady(), 20000);
        QPointer<SubmitDialog> submitDialog = w.openSubmitDialog();
        QVERIFY(submitDialog);
        JobSpec spec;
        spec.name = QStringLiteral("closed-mid-submit");
        spec.script = QStringLiteral("#!/bin/bash\nsrun python sweep.py\n");
        spec.partition = QStringLiteral("eu-west");
        spec.gpus = 8;
        spec.gpuType = QStringLiteral("a100");
        spec.timeLimitS = 3600;
        submitDialog->setSpec(spec);
        QVERIFY2(submitDialog->validate().isEmpty(), qPrintable(submitDialog->validate().join(QLatin1Char('\n'))));
        submitDialog->findChild<QPushButton*>(QStringLiteral("submitButton"))->click();
        submitDialog->reject(); // before the scheduler has answered
        QTRY_VERIFY(!submitDialog); // closed and deleted
        QCOMPARE(slow->submitted.size(), 1);
        QString id;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (const Job& j : w.watcher()->snapshot().jobs) {
                    if (j.name == spec.name)
                        id = j.id;
                }
                return !id.isEmpty();
            }(),
            20000);
        QTRY_VERIFY_WITH_TIMEOUT(w.policyEngine()->knowsSubmission(id), 20000);
        QCOMPARE(w.policyEngine()->submission(id)->script, spec.script);
    }

    // A refused database can answer inside the engine's constructor, when its thread is faster than the one
    // that builds the engine: nobody hears that readyChanged. CI's pristine Debian 12 run of 7 Dec lost it so
    // (the test below waited 20 s: "ready: 0, message: "). Here the refusal has certainly come before the
    // status bar is given the session; the mark must still show, at once.
    void marksARefusalThatCameBeforeTheStatusBar()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("newer.sqlite"));
        QVERIFY(markAsNewer(path));
        auto demo = BackendFactory::create(QStringLiteral("demo://?layout=standard&history=0&load=0&state=none"));
        QVERIFY(demo.ok());
        ClusterSession session(demo.value(), { dir.filePath(QStringLiteral("history.sqlite")), path });
        QTRY_VERIFY_WITH_TIMEOUT(!session.policy()->loadError().isEmpty(), 20000);
        QVERIFY2(session.policy()->loadError().contains(QStringLiteral("newer QueueCast")),
                 qPrintable(session.policy()->loadError()));
        QVERIFY(!session.policy()->isReady());
        ConnectionStatusBar bar;
        auto* mark = bar.findChild<QLabel*>(QStringLiteral("policyLabel"));
        QVERIFY(mark);
        QVERIFY(!mark->isVisibleTo(&bar));
        bar.setSession(&session);
        QVERIFY(mark->isVisibleTo(&bar)); // no event loop turn: the state is read, not waited for
        QCOMPARE(mark->text(), QStringLiteral("Auto-retry off: policies not loaded"));
        QVERIFY2(mark->toolTip().contains(QStringLiteral("newer QueueCast")), qPrintable(mark->toolTip()));
    }

    // Last: it leaves this profile's policy database unreadable. A database from a newer version is refused, and
    // the window says so, however fast the database thread is (its first open used to report the refusal only
    // to whoever had connected in time).
    void saysWhenThePoliciesCannotBeLoaded()
    {
        const QString url = QStringLiteral("demo://?layout=standard&history=0&load=0&state=none&user=me");
        QString path;
        {
            MainWindow w;
            QVERIFY(w.connectTo(url));
            QTRY_VERIFY_WITH_TIMEOUT(w.policyEngine()->isReady(), 20000);
            QVERIFY(!w.statusBar()->findChild<QLabel*>(QStringLiteral("policyLabel"))->isVisibleTo(w.statusBar()));
            path = w.policyEngine()->databasePath();
        }
        QVERIFY(QFileInfo::exists(path));
        QVERIFY(markAsNewer(path));
        MainWindow w;
        QVERIFY(w.connectTo(url));
        w.show();
        // A lasting mark beside the data's age (a passing message can be replaced by the next one at any time),
        // which names the reason.
        auto* mark = w.statusBar()->findChild<QLabel*>(QStringLiteral("policyLabel"));
        QVERIFY(mark);
        QTRY_VERIFY2_WITH_TIMEOUT(mark->isVisibleTo(w.statusBar()),
                                  qPrintable(QStringLiteral("ready: %1, load error: %2, message: %3")
                                                 .arg(w.policyEngine()->isReady())
                                                 .arg(w.policyEngine()->loadError(), w.statusBar()->currentMessage())),
                                  20000);
        QCOMPARE(mark->text(), QStringLiteral("Auto-retry off: policies not loaded"));
        QVERIFY2(mark->toolTip().contains(QStringLiteral("newer QueueCast")), qPrintable(mark->toolTip()));
        QVERIFY(!w.policyEngine()->isReady());
        saveShot(&w, QStringLiteral("policies-not-loaded-en.png"));
        QVERIFY(I18n::install(QStringLiteral("zh_CN")));
        QTRY_COMPARE(mark->text(), QStringLiteral("自动重试已停用：策略未能加载"));
        saveShot(&w, QStringLiteral("policies-not-loaded-zh_CN.png"));
        QVERIFY(I18n::install(QStringLiteral("en")));
        // Connecting again (the same refused database) starts from a clean mark, and marks it again.
        QVERIFY(w.connectTo(url));
        QVERIFY(!mark->isVisibleTo(w.statusBar()));
        QTRY_VERIFY_WITH_TIMEOUT(mark->isVisibleTo(w.statusBar()), 20000);
    }
};

QTEST_MAIN(TestRetryPolicyDialog)
#include "TestRetryPolicyDialog.moc"
