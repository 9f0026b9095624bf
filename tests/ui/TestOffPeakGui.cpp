// The Plan tab (OffPeakPanel) and the Live load tab, offscreen on the demo platform: a plan is computed and
// shown, "Schedule at this window" hands on the chosen window, the load chart grows point by point.
#include "I18n.h"
#include "MainWindow.h"
#include "backends/BackendFactory.h"
#include "backends/demo/DemoBackend.h"
#include "charts/LiveLoadChart.h"
#include "dialogs/SubmitDialog.h"
#include "history/HistoryStore.h"
#include "model/TimeZones.h"
#include "models/JobTableModel.h"
#include "widgets/OffPeakPanel.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <qcoro/qcorotask.h>

using namespace qc;

class TestOffPeakGui : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // Screenshots for people to look at: QC_SCREENSHOT_DIR, else /tmp/shots-h2 when it exists.
    static void saveShot(QWidget* w, const QString& name)
    {
        QString dir = qEnvironmentVariable("QC_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
        QCoreApplication::setOrganizationName(QStringLiteral("QueueCastTest"));
        QCoreApplication::setApplicationName(QStringLiteral("QueueCastTest"));
        I18n::install(QStringLiteral("en"));
    }

    void panelPlansAndSchedules()
    {
        auto created = BackendFactory::create(QStringLiteral("demo://?history=7&state=none&user=me"));
        QVERIFY2(created.ok(), qPrintable(created.error().toString()));
        auto* demo = dynamic_cast<demo::DemoBackend*>(created.value().get());
        QVERIFY(demo);
        const auto snap = QCoro::waitFor(demo->fetchSnapshot());
        QVERIFY(snap.ok());
        const auto past = QCoro::waitFor(demo->past());
        const QString dbPath = m_dir.filePath(QStringLiteral("plan.sqlite"));
        {
            HistoryStore store(dbPath);
            QVERIFY(store.open().ok());
            QVERIFY(store.upsert(past.samples, past.jobs).ok());
        }

        OffPeakPanel panel;
        panel.resize(1100, 420);
        panel.show();
        panel.setSnapshot(snap.value());
        panel.setHistoryPath(dbPath);
        JobShape shape { {}, 4, 4 * 3600, 0, {} };
        shape.gpuType = QStringLiteral("a100");
        panel.setShape(shape);
        QCOMPARE(panel.findChild<QComboBox*>(QStringLiteral("planGpuType"))->currentData().toString(),
                 QStringLiteral("a100"));
        QCOMPARE(panel.findChild<QSpinBox*>(QStringLiteral("planGpus"))->value(), 4);

        // Before the first Recommend the empty tables say what fills them.
        QVERIFY(panel.findChild<QLabel*>(QStringLiteral("planHint"))->text().contains(QLatin1String("Recommend")));
        QSignalSpy updated(&panel, &OffPeakPanel::planUpdated);
        QTest::mouseClick(panel.findChild<QPushButton*>(QStringLiteral("planRecommend")), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 1, 60000);
        const JobPlan& plan = panel.plan();
        QVERIFY2(plan.error.isEmpty(), qPrintable(plan.error));
        QVERIFY(plan.historyJobs > 100);
        auto* windows = panel.findChild<QTableWidget*>(QStringLiteral("offPeakWindows"));
        auto* regions = panel.findChild<QTableWidget*>(QStringLiteral("offPeakRegions"));
        QCOMPARE(windows->rowCount(), int(plan.windows.size()));
        QVERIFY(windows->rowCount() >= 3);
        QCOMPARE(regions->rowCount(), 3);
        QCOMPARE(regions->item(0, 0)->text(), plan.shape.queue); // no partition chosen: the soonest one
        QVERIFY(regions->item(2, 5)->text().contains(QLatin1String("not usable"))); // us-east has no A100

        // Choose the third window and schedule it: the signal carries its begin and partition.
        QSignalSpy scheduled(&panel, &OffPeakPanel::scheduleRequested);
        windows->selectRow(2);
        auto* schedule = panel.findChild<QPushButton*>(QStringLiteral("planSchedule"));
        QVERIFY(schedule->isEnabled());
        QTest::mouseClick(schedule, Qt::LeftButton);
        QCOMPARE(scheduled.count(), 1);
        QCOMPARE(scheduled.at(0).at(0).toDateTime(), plan.windows[2].begin);
        QCOMPARE(scheduled.at(0).at(1).toString(), plan.shape.queue);

        // Asking for one partition plans there.
        auto* partition = panel.findChild<QComboBox*>(QStringLiteral("planPartition"));
        partition->setCurrentIndex(partition->findData(QStringLiteral("eu-west")));
        panel.recommend();
        QTRY_COMPARE_WITH_TIMEOUT(updated.count(), 2, 60000);
        QCOMPARE(panel.plan().shape.queue, QStringLiteral("eu-west"));
    }

    // Seeds come before live points, both stay within the span and the point cap.
    void liveLoadChartSeedsAndStaysBounded()
    {
        const QDateTime now = QDateTime::fromSecsSinceEpoch(1'800'000'000, qc::utcZone());
        LiveLoadChart chart;
        chart.setSpanSeconds(6 * 3600);
        chart.setMaxPoints(5);
        QList<HistorySample> samples;
        for (int h = 10; h >= 1; --h) {
            HistorySample s;
            s.time = now.addSecs(-h * 3600);
            s.region = QStringLiteral("r");
            s.pendingJobs = 100 + h;
            s.gpusFree = h;
            samples.append(s);
        }
        chart.seed(samples);
        QList<QPointF> pending = chart.pendingPoints(QStringLiteral("r"));
        QCOMPARE(int(pending.size()), 5); // 7 within 6 h of the newest, capped at 5
        QCOMPARE(pending.last().y(), 101.0);
        QCOMPARE(qint64(pending.last().x()), now.addSecs(-3600).toMSecsSinceEpoch());

        auto view = std::make_shared<ClusterView>();
        view->snapshot.takenAt = now;
        RegionSummary r;
        r.name = QStringLiteral("r");
        r.pendingJobs = 7;
        r.gpusFree = 3;
        view->regions = { r };
        chart.addView(view);
        pending = chart.pendingPoints(QStringLiteral("r"));
        QCOMPARE(int(pending.size()), 5);
        QCOMPARE(pending.last().y(), 7.0);
        QCOMPARE(chart.freePoints(QStringLiteral("r")).last().y(), 3.0);
        // A later seed (the next stats refresh) does not touch the live points or go past them.
        samples.append(HistorySample { now.addSecs(60), QStringLiteral("r"), 0, 0, 0, 0, 55 });
        chart.seed(samples);
        pending = chart.pendingPoints(QStringLiteral("r"));
        QCOMPARE(pending.last().y(), 7.0);
        QVERIFY(std::is_sorted(pending.cbegin(), pending.cend(),
                               [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); }));
    }

    void mainWindowHasLiveLoadAndPlanTabs()
    {
        MainWindow w;
        QVERIFY(w.connectTo(QStringLiteral("demo://?history=3&state=none&user=me&speed=60")));
        w.resize(1280, 860);
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(w.jobModel()->rowCount() > 10, 30000);
        auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("topTabs"));
        auto* chart = w.findChild<LiveLoadChart*>(QStringLiteral("liveLoadChart"));
        auto* panel = w.findChild<OffPeakPanel*>(QStringLiteral("offPeakPanel"));
        QVERIFY(chart && panel);
        const int loadTab = tabs->indexOf(chart);
        const int planTab = tabs->indexOf(panel);
        QVERIFY(loadTab >= 0 && planTab >= 0);
        QCOMPARE(tabs->tabText(loadTab), QStringLiteral("Live load"));
        QCOMPARE(tabs->tabText(planTab), QStringLiteral("Plan"));

        // Each refresh adds one point per region line.
        QTRY_VERIFY_WITH_TIMEOUT(chart->pendingPoints(QStringLiteral("cn-north")).size() >= 1, 30000);
        const qsizetype before = chart->pendingPoints(QStringLiteral("cn-north")).size();
        w.watcher()->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(chart->pendingPoints(QStringLiteral("cn-north")).size() > before, 30000);
        QVERIFY(!chart->freePoints(QStringLiteral("eu-west")).isEmpty());

        // Selecting a pending job gives the plan its shape.
        auto* view = w.findChild<QTableView*>(QStringLiteral("jobView"));
        QString pendingId;
        for (const Job& j : w.watcher()->snapshot().jobs) {
            if (j.isPending() && j.gpus > 0) {
                pendingId = j.id;
                break;
            }
        }
        QVERIFY(!pendingId.isEmpty());
        int pendingRow = -1;
        for (int r = 0; r < view->model()->rowCount() && pendingRow < 0; ++r) {
            if (view->model()->index(r, JobTableModel::Id).data().toString() == pendingId)
                pendingRow = r;
        }
        QVERIFY(pendingRow >= 0);
        view->selectRow(pendingRow);
        const QString partition = view->model()->index(pendingRow, JobTableModel::Partition).data().toString();
        QTRY_COMPARE(panel->shape().queue, partition);
        QCOMPARE(panel->shapeJobId(), pendingId);
        QSignalSpy updated(panel, &OffPeakPanel::planUpdated);
        panel->recommend();
        QTRY_VERIFY_WITH_TIMEOUT(updated.count() >= 1, 60000);
        QCOMPARE(panel->plan().shape.queue, partition);

        // Someone else's job: scheduling it prepares a new submission at the window, in the plan's partition.
        QVERIFY(!panel->plan().windows.isEmpty());
        const OffPeakWindow chosen = panel->plan().windows.first();
        panel->findChild<QTableWidget*>(QStringLiteral("offPeakWindows"))->selectRow(0);
        QTest::mouseClick(panel->findChild<QPushButton*>(QStringLiteral("planSchedule")), Qt::LeftButton);
        SubmitDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = w.findChild<SubmitDialog*>()) != nullptr);
        QCOMPARE(dialog->spec().partition, partition);
        if (chosen.begin > QDateTime::currentDateTimeUtc())
            QVERIFY(std::abs(dialog->spec().beginTime.secsTo(chosen.begin)) < 60);
        // The dialog's own "Recommend…" fills the begin time from the advisor (or "as soon as possible").
        auto* recommendBegin = dialog->findChild<QPushButton*>(QStringLiteral("recommendBeginButton"));
        QVERIFY(recommendBegin);
        QTest::mouseClick(recommendBegin, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(recommendBegin->isEnabled(), 60000);
        const QDateTime begin = dialog->spec().beginTime;
        if (begin.isValid()) {
            QVERIFY(begin > QDateTime::currentDateTimeUtc());
            QVERIFY(begin < QDateTime::currentDateTimeUtc().addSecs(73 * 3600));
        } else {
            QVERIFY(dialog->findChild<QRadioButton*>(QStringLiteral("startNow"))->isChecked());
        }
        dialog->close();

        tabs->setCurrentIndex(loadTab);
        QTest::qWait(300);
        saveShot(&w, QStringLiteral("live-load-en.png"));
        tabs->setCurrentIndex(planTab);
        QTest::qWait(300);
        saveShot(&w, QStringLiteral("plan-en.png"));

        w.switchLanguage(QStringLiteral("zh_CN"));
        QTRY_VERIFY(tabs->tabText(0) != QStringLiteral("Regions"));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isBusy(), 60000); // the plan is recomputed in the new language
        // Dates in Chinese order: month, day, then the weekday ("12月1日 周二 14:00"), not "周二 1 12月".
        auto* windows = panel->findChild<QTableWidget*>(QStringLiteral("offPeakWindows"));
        QTRY_VERIFY(windows->rowCount() > 0);
        const QDate firstDay = panel->plan().windows.first().begin.toLocalTime().date();
        const QString firstText = windows->item(0, 0)->text();
        QVERIFY2(firstText.startsWith(QStringLiteral("%1月%2日").arg(firstDay.month()).arg(firstDay.day())),
                 qPrintable(firstText));
        QTest::qWait(300);
        saveShot(&w, QStringLiteral("plan-zh_CN.png"));
        tabs->setCurrentIndex(loadTab);
        QTest::qWait(300);
        saveShot(&w, QStringLiteral("live-load-zh_CN.png"));
        w.switchLanguage(QStringLiteral("en"));
        QTRY_COMPARE(tabs->tabText(planTab), QStringLiteral("Plan"));
    }
};

QTEST_MAIN(TestOffPeakGui)
#include "TestOffPeakGui.moc"
