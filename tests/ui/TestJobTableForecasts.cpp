// The job table's "Start / est." column shows the forecast the detail pane shows (issue 19): for every pending job,
// including the ones the scheduler gives no time for, marked as a forecast, with P50/P90 and its basis in the
// tooltip; held and never-running jobs say so; the forecasts come from the session's worker and touch only the
// rows that changed; sorting by the column sorts by time. On the real window offscreen against the demo platform.
#include "I18n.h"
#include "MainWindow.h"
#include "common/DemoWeekday.h"
#include "common/MockClock.h"
#include "forecast/ForecastService.h"
#include "forecast/StartForecast.h"
#include "models/JobFilterProxyModel.h"
#include "models/JobTableModel.h"
#include "service/ClusterSession.h"
#include "service/QueueForecasts.h"

#include <QAbstractItemModelTester>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <qcoro/qcorotask.h>

using namespace qc;

namespace {
// Twice the demo's usual arrivals: its load follows the clock, and at a quiet hour (CI's Debian 13 run at 14:10 UTC
// on a Friday) the default load can leave no job waiting behind another's priority for minutes. At twice the load
// there are dozens at any hour.
const QString kDemo = QStringLiteral("demo://?history=1&state=none&user=me&load=2");

QString startText(MainWindow& w, const QString& id)
{
    const int row = w.jobModel()->rowOf(id);
    return row < 0 ? QString() : w.jobModel()->index(row, JobTableModel::Start).data().toString();
}

QString startTip(MainWindow& w, const QString& id)
{
    const int row = w.jobModel()->rowOf(id);
    return row < 0 ? QString() : w.jobModel()->index(row, JobTableModel::Start).data(Qt::ToolTipRole).toString();
}

// A pending job the scheduler gives no start for (the demo plans only the first blocked job of a partition).
QString pendingWithoutSchedulerTime(MainWindow& w)
{
    const ClusterViewPtr view = w.jobModel()->shownView();
    if (!view)
        return {};
    for (const Job& j : view->snapshot.jobs) {
        if (j.isPending() && !j.estimatedStart.isValid() && !j.startTime.isValid() && j.reason == u"Priority")
            return j.id;
    }
    return {};
}
} // namespace

class TestJobTableForecasts : public QObject
{
    Q_OBJECT

    QTemporaryDir m_config;
    test::RunningClock m_clock { test::secondsToTuesdayAfternoon() }; // the demo's queue follows it: DemoWeekday.h

    static void startOn(MainWindow& w)
    {
        QVERIFY(w.connectTo(kDemo));
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY_WITH_TIMEOUT(w.jobModel()->rowCount() > 10, 30000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("XDG_CONFIG_HOME", m_config.path().toUtf8());
        qputenv("XDG_DATA_HOME", m_config.filePath(QStringLiteral("data")).toUtf8());
        QCoreApplication::setOrganizationName(QStringLiteral("QueueCastTest"));
        QCoreApplication::setApplicationName(QStringLiteral("QueueCastTableForecasts"));
        I18n::install(QStringLiteral("en"));
    }
    void init() { QSettings().remove(QStringLiteral("view")); }

    void jobsWithoutSchedulerTimeShowTheForecast()
    {
        MainWindow w;
        QAbstractItemModelTester tester(w.jobModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        startOn(w);
        QString id;
        QTRY_VERIFY_WITH_TIMEOUT(!(id = pendingWithoutSchedulerTime(w)).isEmpty(), 30000);
        // The cell was empty before: the scheduler gives this job no time, the forecast does.
        QTRY_VERIFY_WITH_TIMEOUT(startText(w, id).startsWith(QStringLiteral("≈")), 30000);
        const StartEstimate* shown = w.jobModel()->forecastFor(id);
        QVERIFY(shown);
        QCOMPARE(shown->kind, StartEstimate::Kind::Estimate);
        QVERIFY2(startText(w, id).endsWith(shown->p50.toLocalTime().toString(QStringLiteral("HH:mm"))),
                 qPrintable(startText(w, id)));
        const QString tip = startTip(w, id);
        QVERIFY2(tip.contains(QLatin1String("P50")) && tip.contains(QLatin1String("P90"))
                     && tip.contains(QLatin1String("Rests on:")),
                 qPrintable(tip));

        // The same forecast as the detail pane's, on the same snapshot: ForecastService's wait model for the job,
        // turned into times by StartForecast with the job's place in the queue.
        const ClusterViewPtr view = w.jobModel()->shownView();
        const Job* job = view->snapshot.findJob(id);
        QVERIFY(job);
        const qsizetype index = job - view->snapshot.jobs.constData();
        const auto wait = ForecastService::compute(w.session()->historyPath(), view->snapshot, *job);
        const StartEstimate pane = StartForecast::of(view->snapshot, *job, wait, view->insightFor(index)->position);
        const QueueForecasts::Pass pass = QueueForecasts::compute(w.session()->historyPath(), *view, {}, {}, 60000);
        QVERIFY(pass.changed.contains(id));
        QCOMPARE(pass.changed.value(id).p50, pane.p50);
        QCOMPARE(pass.changed.value(id).p90, pane.p90);
        QCOMPARE(pass.left, 0);
    }

    void heldAndNeverRunningJobsSaySo()
    {
        MainWindow w;
        startOn(w);
        JobSpec held;
        held.name = QStringLiteral("held-one");
        held.gpus = 1;
        held.timeLimitS = 3600;
        held.hold = true;
        const auto heldId = QCoro::waitFor(w.watcher()->sharedBackend()->submit(held));
        QVERIFY(heldId.ok());
        JobSpec huge = held;
        huge.name = QStringLiteral("too-big");
        huge.hold = false;
        huge.timeLimitS = 60 * 86400; // above every partition's maximum
        const auto hugeId = QCoro::waitFor(w.watcher()->sharedBackend()->submit(huge));
        QVERIFY(hugeId.ok());
        w.watcher()->refresh();
        QTRY_COMPARE_WITH_TIMEOUT(startText(w, heldId.value()), QStringLiteral("held"), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(startText(w, hugeId.value()), QStringLiteral("never runs"), 30000);
        QVERIFY(startTip(w, heldId.value()).startsWith(QLatin1String("Held")));
        QVERIFY(startTip(w, hugeId.value()).startsWith(QLatin1String("Never starts")));

        // Sorted by the column: by time, the running jobs' starts, then the forecasts, held and never-running last.
        auto* view = w.findChild<QTableView*>(QStringLiteral("jobView"));
        view->sortByColumn(JobTableModel::Start, Qt::AscendingOrder);
        QTRY_VERIFY_WITH_TIMEOUT(!(pendingWithoutSchedulerTime(w)).isEmpty()
                                     && startText(w, pendingWithoutSchedulerTime(w)).startsWith(QStringLiteral("≈")),
                                 30000);
        JobFilterProxyModel* proxy = w.jobProxy();
        qint64 previous = std::numeric_limits<qint64>::min();
        int heldRow = -1, forecastRow = -1;
        for (int r = 0; r < proxy->rowCount(); ++r) {
            const QModelIndex i = proxy->index(r, JobTableModel::Start);
            const qint64 key = i.data(JobTableModel::SortRole).toLongLong();
            QVERIFY2(key >= previous,
                     qPrintable(
                         QStringLiteral("row %1 (%2) sorts before the row above it").arg(r).arg(i.data().toString())));
            previous = key;
            const QString text = i.data().toString();
            if (text == u"held")
                heldRow = r;
            if (text.startsWith(QStringLiteral("≈")))
                forecastRow = r;
            // A begin time already passed never shows as "not before".
            if (text.startsWith(QStringLiteral("≥"))) {
                const Job* job = w.jobModel()->jobAt(proxy->mapToSource(i).row());
                QVERIFY(job->beginTime > w.jobModel()->shownView()->snapshot.takenAt);
            }
        }
        QVERIFY(forecastRow >= 0 && heldRow > forecastRow);
    }

    void onlyChangedRowsAreTold()
    {
        MainWindow w;
        startOn(w);
        QTRY_VERIFY_WITH_TIMEOUT(!w.session()->queueForecasts().isEmpty(), 30000);
        // A view and its forecasts in place, then one job's forecast moves: one row, one cell, is told.
        JobTableModel* model = w.jobModel();
        w.watcher()->stop();
        QTRY_VERIFY_WITH_TIMEOUT(!w.session()->queueForecastsInFlight(), 30000);
        const QString id = w.session()->queueForecasts().cbegin().key();
        StartEstimate moved = w.session()->queueForecasts().cbegin().value();
        moved.kind = StartEstimate::Kind::Estimate;
        moved.p50 = Clock::currentDateTimeUtc().addDays(3);
        moved.p90 = moved.p50.addSecs(3600);
        QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
        QueueForecasts::Map all = w.session()->queueForecasts();
        all.insert(id, moved);
        model->updateForecasts(all, { { id, moved } }, {});
        QCOMPARE(changed.count(), 1);
        const auto first = changed.first().at(0).value<QModelIndex>();
        const auto last = changed.first().at(1).value<QModelIndex>();
        QCOMPARE(first.row(), model->rowOf(id));
        QCOMPARE(last.row(), first.row());
        QCOMPARE(first.column(), int(JobTableModel::Start));
        QCOMPARE(last.column(), int(JobTableModel::Start));
        QCOMPARE(model->index(model->rowOf(id), JobTableModel::Start).data(JobTableModel::SortRole).toLongLong(),
                 moved.p50.toSecsSinceEpoch());
        // A pass that finds nothing new tells no row.
        changed.clear();
        const QueueForecasts::Pass pass = QueueForecasts::compute(w.session()->historyPath(), *model->shownView(),
                                                                  w.session()->queueForecasts(), {}, 60000);
        // The pass merged its changes into the previous forecasts itself: what the session and the table take whole.
        const QueueForecasts::Map& before = w.session()->queueForecasts();
        for (auto it = pass.changed.cbegin(); it != pass.changed.cend(); ++it)
            QVERIFY(QueueForecasts::sameShown(pass.all.value(it.key()), it.value()));
        for (const QString& gone : pass.gone)
            QVERIFY(!pass.all.contains(gone));
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QVERIFY(pass.all.contains(it.key()) != pass.gone.contains(it.key()));
        model->updateForecasts(pass.all, pass.changed, pass.gone);
        QCOMPARE(model->forecastFor(id) != nullptr, pass.all.contains(id));
        QVERIFY(changed.count() <= int(pass.changed.size() + pass.gone.size()));
        QVERIFY2(pass.changed.size() < w.session()->queueForecasts().size(),
                 "a second pass on the same view found every forecast changed");
    }

    void jobsOnScreenGoFirst()
    {
        MainWindow w;
        startOn(w);
        // The table tells the session which pending jobs are in sight.
        auto* view = w.findChild<QTableView*>(QStringLiteral("jobView"));
        QString topPending;
        for (int r = view->rowAt(0); r >= 0 && r < w.jobProxy()->rowCount() && topPending.isEmpty(); ++r) {
            const QModelIndex i = w.jobProxy()->index(r, 0);
            if (i.data(JobTableModel::StateRole).toInt() == int(JobState::Pending))
                topPending = i.data(JobTableModel::JobIdRole).toString();
        }
        QVERIFY(!topPending.isEmpty());
        QTRY_VERIFY(w.session()->forecastFirst().contains(topPending));
        // A pass out of time (a budget of 0 still forecasts one job) forecasts a job on screen first, though it is
        // the last pending job of the queue and not the user's.
        const ClusterViewPtr shown = w.jobModel()->shownView();
        QString last;
        int pending = 0;
        for (const Job& j : shown->snapshot.jobs) {
            if (j.isPending()) {
                ++pending;
                if (j.user != shown->snapshot.currentUser)
                    last = j.id;
            }
        }
        QVERIFY(!last.isEmpty());
        const QueueForecasts::Pass pass = QueueForecasts::compute(w.session()->historyPath(), *shown, {}, { last }, 0);
        QCOMPARE(pass.computed, 1);
        QCOMPARE(pass.changed.keys(), QStringList { last });
        QCOMPARE(pass.left, pending - 1);
    }
};

QTEST_MAIN(TestJobTableForecasts)
#include "TestJobTableForecasts.moc"
