// The real main window, offscreen, on the demo platform: data arrives, selection shows details,
// filters work, failures mark data stale without losing it, and the language switches live.
#include "I18n.h"
#include "JobActionController.h"
#include "MainWindow.h"
#include "analysis/Cause.h"
#include "backends/BackendFactory.h"
#include "charts/CauseBreakdownChart.h"
#include "charts/HeatmapWidget.h"
#include "common/DemoWeekday.h"
#include "common/FlakyBackend.h"
#include "common/MockClock.h"
#include "dialogs/MessageBox.h"
#include "dialogs/SubmitDialog.h"
#include "models/JobFilterProxyModel.h"
#include "models/JobTableModel.h"
#include "service/ClusterSession.h"
#include "widgets/JobDetailPane.h"
#include "widgets/NodeGridWidget.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <cmath>
#include <qcoro/qcorotask.h>

using namespace qc;

namespace {

// A main window on the demo (user "me") through a FlakyBackend that a test can slow down or make fail.
struct WindowOnFlakyDemo
{
    std::shared_ptr<test::FlakyBackend> backend = std::make_shared<test::FlakyBackend>(
        BackendFactory::create(QStringLiteral("demo://?history=1&state=none&user=me")).value());
    MainWindow window;

    WindowOnFlakyDemo()
    {
        window.connectTo(backend);
        window.show();
    }
    // True once the first refresh has filled the table (more than 10 rows), within 30 s.
    bool showsRows()
    {
        return QTest::qWaitFor([this] { return window.jobModel()->rowCount() > 10; }, 30000);
    }
};

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_config;
    test::RunningClock m_clock { test::secondsToTuesdayAfternoon() }; // the demo's queue follows it: DemoWeekday.h

    static void saveShot(QWidget* w, const QString& name)
    {
        const QString dir = qEnvironmentVariable("QC_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            w->grab().save(dir + QLatin1Char('/') + name);
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("XDG_CONFIG_HOME", m_config.path().toUtf8());
        qputenv("XDG_DATA_HOME", m_config.filePath(QStringLiteral("data")).toUtf8()); // history databases
        QCoreApplication::setOrganizationName(QStringLiteral("QueueCastTest"));
        QCoreApplication::setApplicationName(QStringLiteral("QueueCastTest"));
        I18n::install(QStringLiteral("en"));
    }

    void showsTheLivePlatform()
    {
        MainWindow w;
        QVERIFY(w.connectTo(QStringLiteral("demo://?history=1&state=none&user=me")));
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(w.jobModel()->rowCount() > 10, 30000);
        auto* regions = w.findChild<QTableView*>(QStringLiteral("regionView"));
        QVERIFY(regions);
        QCOMPARE(regions->model()->rowCount(), 3);
        QCOMPARE(regions->model()->index(0, 0).data().toString(), QStringLiteral("cn-north"));
        auto* age = w.findChild<QLabel*>(QStringLiteral("ageLabel"));
        QTRY_VERIFY(age->text().contains(QStringLiteral("ago")));
        auto* connection = w.findChild<QLabel*>(QStringLiteral("connectionLabel"));
        QCOMPARE(connection->text(), QStringLiteral("Connected"));

        // Selecting a pending job shows why it waits and its raw fields.
        auto* view = w.findChild<QTableView*>(QStringLiteral("jobView"));
        int pendingRow = -1;
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            if (view->model()->index(r, JobTableModel::State).data().toString() == QStringLiteral("Pending")) {
                pendingRow = r;
                break;
            }
        }
        QVERIFY(pendingRow >= 0);
        view->setCurrentIndex(view->model()->index(pendingRow, 0));
        const QString id = view->model()->index(pendingRow, JobTableModel::Id).data().toString();
        QCOMPARE(w.detailPane()->currentJobId(), id);
        const QString html = w.detailPane()->html();
        QVERIFY(html.contains(QStringLiteral("Why it waits")));
        QVERIFY(html.contains(QStringLiteral("All fields")));
        QVERIFY(html.contains(QStringLiteral("Scheduler reason")));
        // The numbers the analysis found are the numbers shown.
        const int sourceRow = w.jobModel()->rowOf(id);
        const JobInsight* insight = w.jobModel()->insightAt(sourceRow);
        QVERIFY(insight && insight->cause);
        const QString plain = QTextDocumentFragment::fromHtml(html).toPlainText();
        QVERIFY2(plain.contains(insight->evidence().text), qPrintable(plain));
        QVERIFY(plain.contains(CauseText::label(*insight->cause)));
        if (insight->position) {
            QVERIFY(plain.contains(
                QStringLiteral("#%1 of %2").arg(insight->position->position).arg(insight->position->queueLength)));
            QVERIFY(plain.contains(QStringLiteral("%1 GPUs").arg(insight->position->gpusAhead)));
        }
        saveShot(&w, QStringLiteral("main-window-en.png"));
        auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("topTabs"));
        QVERIFY(tabs);
        for (int t = 1; t < tabs->count(); ++t) {
            tabs->setCurrentIndex(t);
            QTest::qWait(200);
            saveShot(&w, QStringLiteral("main-window-tab%1-en.png").arg(t));
        }
        tabs->setCurrentIndex(0);
        // The node grid shows every node of the platform.
        auto* grid = w.findChild<NodeGridWidget*>(QStringLiteral("nodeGrid"));
        QCOMPARE(grid->nodeCount(), int(w.watcher()->snapshot().nodes.size()));
        // The GPU-type heatmap: one row per region, a cell per type the region has.
        auto* heat = w.findChild<HeatmapWidget*>(QStringLiteral("typeHeatmap"));
        QCOMPARE(heat->rowCount(), 3);
        QVERIFY(heat->columnCount() >= 4);

        // My jobs only: the demo user has none yet.
        auto* scope = w.findChild<QComboBox*>(QStringLiteral("scopeFilter"));
        scope->setCurrentIndex(1);
        QCOMPARE(w.jobProxy()->rowCount(), 0);
        scope->setCurrentIndex(0);
        QVERIFY(w.jobProxy()->rowCount() > 0);
    }

    void failuresKeepDataAndMarkItStale()
    {
        WindowOnFlakyDemo demo;
        QVERIFY(demo.showsRows());
        auto& flaky = demo.backend;
        MainWindow& w = demo.window;
        const int rows = w.jobModel()->rowCount();
        flaky->failing = true;
        w.watcher()->refresh();
        auto* age = w.findChild<QLabel*>(QStringLiteral("ageLabel"));
        QTRY_VERIFY(age->text().startsWith(QStringLiteral("STALE")));
        auto* connection = w.findChild<QLabel*>(QStringLiteral("connectionLabel"));
        QVERIFY(connection->text().contains(QStringLiteral("cluster unreachable")));
        QCOMPARE(w.jobModel()->rowCount(), rows);
        QCOMPARE(w.jobModel()->index(0, 0).data(Qt::ForegroundRole).value<QColor>(), QColor(Qt::gray));
        saveShot(&w, QStringLiteral("main-window-stale.png"));
        flaky->failing = false;
        w.watcher()->refresh();
        QTRY_VERIFY(!age->text().startsWith(QStringLiteral("STALE")));
    }

    void statusBarShowsReadProgress()
    {
        // A big queue's job list over REST arrives for minutes: the status bar says how much has come so far,
        // from the backend through the watcher, and stops saying it when the refresh ends.
        WindowOnFlakyDemo demo;
        QVERIFY(demo.showsRows());
        auto& flaky = demo.backend;
        MainWindow& w = demo.window;
        auto* connection = w.findChild<QLabel*>(QStringLiteral("connectionLabel"));
        QCOMPARE(connection->text(), QStringLiteral("Connected"));
        Q_EMIT flaky->readProgress(qint64(5) * 1024 * 1024 + 100, qint64(40) * 1024 * 1024, 1234);
        QCOMPARE(connection->text(), QStringLiteral("Connected — reading the job list: 5.0 MB, 1234 jobs so far"));
        w.watcher()->refresh();
        QTRY_COMPARE(connection->text(), QStringLiteral("Connected"));
        QCOMPARE(w.watcher()->readProgress().bytes, qint64(-1));
    }

    void statusBarSaysWhenPollingIsStretched()
    {
        // Slow refreshes stretch polling (ClusterWatcher): the status bar says how often it now refreshes and the
        // reason it knows (refreshing takes long), not a guess at why (the demo in a busy chroot was "large queue").
        WindowOnFlakyDemo demo;
        QVERIFY(demo.showsRows());
        auto& flaky = demo.backend;
        MainWindow& w = demo.window;
        auto* age = w.findChild<QLabel*>(QStringLiteral("ageLabel"));
        w.watcher()->setInterval(4000);
        w.watcher()->setMaxRefreshShare(0.1);
        flaky->fetchDelayMs = 800;
        QSignalSpy updated(w.watcher(), &ClusterWatcher::viewUpdated);
        for (int i = 0; i < 3; ++i) {
            w.watcher()->refresh();
            QVERIFY(updated.wait(30000));
        }
        QVERIFY(w.watcher()->isIntervalStretched());
        const QString expected = QStringLiteral("refreshed every %1 s (refreshing takes long here)")
                                     .arg((w.watcher()->interval() + 500) / 1000);
        QTRY_VERIFY2(age->text().contains(expected), qPrintable(age->text()));
    }

    void causeChartAndAlerts()
    {
        auto backend = BackendFactory::create(QStringLiteral("demo://?history=1&state=none&user=me")).value();
        MainWindow w;
        w.connectTo(backend);
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(w.jobModel()->rowCount() > 10, 30000);
        // The chart adds up exactly the pending GPUs per region, split by cause.
        QMap<QString, int> pending;
        for (const auto& j : w.watcher()->snapshot().jobs) {
            if (j.isPending())
                pending[j.partition] += j.gpus;
        }
        const auto totals = w.causeChart()->totals();
        for (auto it = pending.cbegin(); it != pending.cend(); ++it) {
            int sum = 0;
            for (int v : totals.value(it.key()))
                sum += v;
            QCOMPARE(sum, it.value());
        }
        // Behind the Regions tab the chart keeps the numbers but draws nothing (Qt Charts lays its scene out on every
        // change, shown or not); shown, it draws the latest view at once, its legend carrying the numbers.
        auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("topTabs"));
        QVERIFY(tabs);
        QVERIFY(tabs->currentWidget() != w.causeChart());
        QVERIFY(w.causeChart()->chart()->series().isEmpty());
        tabs->setCurrentWidget(w.causeChart());
        QVERIFY(!w.causeChart()->chart()->series().isEmpty());
        QStringList legend;
        for (QBarSet* set : qobject_cast<QAbstractBarSeries*>(w.causeChart()->chart()->series().first())->barSets())
            legend.append(set->label());
        QVERIFY2(legend.join(u'|').contains(u'('), qPrintable(legend.join(u'|')));
        tabs->setCurrentIndex(0);
        // A job that can never run as written raises an alert once it is seen.
        JobSpec spec;
        spec.name = QStringLiteral("too-long");
        spec.gpus = 1;
        spec.partition = QStringLiteral("eu-west");
        spec.timeLimitS = 10 * 86400;
        const auto id = QCoro::waitFor(backend->submit(spec));
        QVERIFY(id.ok());
        w.watcher()->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(!w.recentAlerts().isEmpty(), 30000);
        QCOMPARE(w.recentAlerts().last().kind, Alert::Kind::NeverRuns);
        QCOMPARE(w.recentAlerts().last().jobId, id.value());
    }

    void jobActionsFromTheContextMenu()
    {
        auto backend = BackendFactory::create(QStringLiteral("demo://?history=1&state=none&user=me")).value();
        JobSpec spec;
        spec.name = QStringLiteral("mine-held");
        spec.gpus = 1;
        spec.partition = QStringLiteral("cn-north");
        spec.hold = true;
        const QString id = QCoro::waitFor(backend->submit(spec)).value();
        MainWindow w;
        w.connectTo(backend);
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(w.jobModel()->rowOf(id) >= 0, 30000);
        auto* view = w.findChild<QTableView*>(QStringLiteral("jobView"));
        auto selectJob = [&](const QString& jobId) {
            const QModelIndex proxyIndex
                = w.jobProxy()->mapFromSource(w.jobModel()->index(w.jobModel()->rowOf(jobId), 0));
            view->selectionModel()->select(proxyIndex, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            view->setCurrentIndex(proxyIndex);
        };
        auto findAction = [](QMenu* menu, const QString& text) -> QAction* {
            for (QAction* a : menu->actions()) {
                if (a->text() == text)
                    return a;
            }
            return nullptr;
        };
        selectJob(id);
        std::unique_ptr<QMenu> menu(w.buildJobMenu(&w));
        QAction* hold = findAction(menu.get(), QStringLiteral("Hold"));
        QAction* release = findAction(menu.get(), QStringLiteral("Release"));
        QVERIFY(hold && release);
        QVERIFY(release->isEnabled());
        QSignalSpy finished(w.actions(), &JobActionController::finished);
        release->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        QVERIFY2(finished.first().at(1).toBool(), qPrintable(finished.first().at(0).toString()));
        QTRY_VERIFY_WITH_TIMEOUT(w.jobModel()->jobAt(w.jobModel()->rowOf(id))->reason != QStringLiteral("JobHeldUser"),
                                 30000);

        // Someone else's job: every action is disabled, and says why.
        QString other;
        for (int r = 0; r < w.jobModel()->rowCount(); ++r) {
            const Job* j = w.jobModel()->jobAt(r);
            if (j->user != QStringLiteral("me") && j->isPending()) {
                other = j->id;
                break;
            }
        }
        QVERIFY(!other.isEmpty());
        selectJob(other);
        menu.reset(w.buildJobMenu(&w));
        QAction* otherCancel = findAction(menu.get(), QStringLiteral("Cancel…"));
        QVERIFY(otherCancel);
        QVERIFY(!otherCancel->isEnabled());
        QVERIFY(otherCancel->toolTip().contains(QStringLiteral("owner")));
    }

    // Statistics that arrive while the busy hours sit behind another tab are drawn when the tab is shown.
    void busyHoursDrawWhenShown()
    {
        MainWindow w;
        QVERIFY(w.connectTo(QStringLiteral("demo://?history=3&state=none&user=me")));
        w.show();
        auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("topTabs"));
        QVERIFY(tabs->currentIndex() != 3);
        auto* notice = w.findChild<QLabel*>(QStringLiteral("busyHoursNotice"));
        auto* session = w.session();
        QVERIFY(session);
        QSignalSpy stats(session, &ClusterSession::statsUpdated);
        QTRY_VERIFY_WITH_TIMEOUT(!stats.isEmpty(), 30000);
        QVERIFY2(!notice->text().contains(QStringLiteral("finished job")), qPrintable(notice->text()));
        tabs->setCurrentIndex(3);
        QTRY_VERIFY_WITH_TIMEOUT(notice->text().contains(QStringLiteral("finished job")), 10000);
    }

    void busyHoursFromTheDemoPast()
    {
        MainWindow w;
        QVERIFY(w.connectTo(QStringLiteral("demo://?history=3&state=none&user=me")));
        w.show();
        // The busy hours draw when their tab is shown (behind another tab they only keep the statistics).
        auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("topTabs"));
        tabs->setCurrentIndex(3);
        // The demo's past is written to the history database, then summarised off the UI thread.
        auto* grid = w.findChild<HeatmapWidget*>(QStringLiteral("busyHoursGrid"));
        QVERIFY(grid);
        auto* notice = w.findChild<QLabel*>(QStringLiteral("busyHoursNotice"));
        QTRY_VERIFY_WITH_TIMEOUT(notice->text().contains(QStringLiteral("finished job")), 30000);
        QCOMPARE(grid->rowCount(), 7);
        QCOMPARE(grid->columnCount(), 24);
        // The notice can come with a first summary of a history still being written (seen once, on Debian 13, at
        // 24 cells): wait for the grid to fill.
        const auto withData = [grid] {
            int n = 0;
            for (int d = 0; d < 7; ++d)
                for (int h = 0; h < 24; ++h)
                    n += std::isnan(grid->cell(d, h).value) ? 0 : 1;
            return n;
        };
        QTRY_VERIFY2_WITH_TIMEOUT(withData() > 24, qPrintable(QString::number(withData())), 30000);
        auto* load = w.findChild<HeatmapWidget*>(QStringLiteral("regionLoadGrid"));
        QCOMPARE(load->rowCount(), 3);
        QTest::qWait(200);
        saveShot(&w, QStringLiteral("main-window-busy-hours-en.png"));

        // With history, a pending job gets a start forecast in its detail...
        auto* view = w.findChild<QTableView*>(QStringLiteral("jobView"));
        int pendingRow = -1;
        for (int r = 0; r < view->model()->rowCount() && pendingRow < 0; ++r) {
            if (view->model()->index(r, JobTableModel::State).data().toString() == QStringLiteral("Pending"))
                pendingRow = r;
        }
        QVERIFY(pendingRow >= 0);
        view->setCurrentIndex(view->model()->index(pendingRow, 0));
        QTRY_VERIFY_WITH_TIMEOUT(w.detailPane()->html().contains(QStringLiteral("When it will likely start")), 20000);
        // A bound, or for a job that has waited longer than the jobs seen start here, that nothing seen bounds it.
        const QString detail = w.detailPane()->html();
        QVERIFY2(detail.contains(QStringLiteral("90% chance by"))
                     || detail.contains(QStringLiteral("longer than anything seen here")),
                 qPrintable(detail.left(600)));
        // ...and so does the shape being typed in the submit dialog.
        SubmitDialog* dialog = w.openSubmitDialog();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->forecastText().contains(QStringLiteral("Expected start")), 20000);
        saveShot(dialog, QStringLiteral("submit-dialog-en.png"));
        dialog->close();
    }

    void badUrlKeepsCurrentConnection()
    {
        MainWindow w;
        QVERIFY(w.connectTo(QStringLiteral("demo://?history=1&state=none")));
        auto* before = w.watcher();
        MessageBox::setNextAnswer(QMessageBox::Ok); // the warning a person would close
        QVERIFY(!w.connectTo(QStringLiteral("pbs://nowhere")));
        QCOMPARE(w.watcher(), before);
        QVERIFY2(MessageBox::lastText().contains(QStringLiteral("Unknown backend")),
                 qPrintable(MessageBox::lastText()));
    }

    void switchesToChineseLive()
    {
        MainWindow w;
        QVERIFY(w.connectTo(QStringLiteral("demo://?history=1&state=none&user=me")));
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(w.jobModel()->rowCount() > 10, 30000);
        const QString englishFile = w.menuBar()->actions().first()->text();
        w.switchLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(I18n::current(), QStringLiteral("zh_CN"));
        // Qt posts LanguageChange to the widgets: the menus follow on the next event loop turn.
        QTRY_VERIFY(w.menuBar()->actions().first()->text().contains(QStringLiteral("文件")));
        QCOMPARE(w.jobModel()->headerData(JobTableModel::State, Qt::Horizontal).toString(), QStringLiteral("状态"));
        QTest::qWait(500);
        saveShot(&w, QStringLiteral("main-window-zh_CN.png"));
        auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("topTabs"));
        for (int t = 1; t < tabs->count(); ++t) {
            tabs->setCurrentIndex(t);
            QTest::qWait(200);
            saveShot(&w, QStringLiteral("main-window-tab%1-zh_CN.png").arg(t));
        }
        w.switchLanguage(QStringLiteral("en"));
        QTRY_COMPARE(w.menuBar()->actions().first()->text(), englishFile);
    }
};

QTEST_MAIN(TestMainWindow)
#include "TestMainWindow.moc"
