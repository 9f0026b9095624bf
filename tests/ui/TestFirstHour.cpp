// What a newcomer meets in the first hour (issue 19), on the real window offscreen against the demo platform,
// driven by objectName: keys, layout at 1280x800, language switches, a view that survives a restart, and words
// that say the truth (holds as root, begin times already past, the range nice accepts).
#include "I18n.h"
#include "MainWindow.h"
#include "analysis/Cause.h"
#include "backends/BackendFactory.h"
#include "common/DemoWeekday.h"
#include "common/MockClock.h"
#include "dialogs/ReprioritizeDialog.h"
#include "dialogs/SubmitDialog.h"
#include "dialogs/WhatAmILookingAtDialog.h"
#include "models/JobFilterProxyModel.h"
#include "models/JobTableModel.h"
#include "widgets/NodeGridWidget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolBar>
#include <qcoro/qcorotask.h>

using namespace qc;

namespace {
const QString kDemo = QStringLiteral("demo://?history=1&state=none&user=me");

QTableView* jobView(MainWindow& w)
{
    return w.findChild<QTableView*>(QStringLiteral("jobView"));
}

int rowOfMinePending(MainWindow& w)
{
    for (int r = 0; r < w.jobProxy()->rowCount(); ++r) {
        const QModelIndex i = w.jobProxy()->index(r, 0);
        if (i.data(JobTableModel::IsMineRole).toBool()
            && i.data(JobTableModel::StateRole).toInt() == int(JobState::Pending))
            return r;
    }
    return -1;
}
} // namespace

class TestFirstHour : public QObject
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
        QCoreApplication::setApplicationName(QStringLiteral("QueueCastFirstHour"));
        I18n::install(QStringLiteral("en"));
    }
    // Each test starts from a first run: the view state (tab, filters, selection) one test saved on closing
    // its window must not filter the next test's table.
    void init() { QSettings().remove(QStringLiteral("view")); }

    void tabLeavesTheJobTable()
    {
        MainWindow w;
        startOn(w);
        QTableView* view = jobView(w);
        view->setFocus();
        view->selectionModel()->setCurrentIndex(w.jobProxy()->index(0, 0),
                                                QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QTRY_VERIFY(view->hasFocus());
        const QString before = view->currentIndex().data(JobTableModel::JobIdRole).toString();
        QTest::keyClick(view, Qt::Key_Tab);
        QVERIFY2(!view->hasFocus(), "Tab stayed in the job table");
        QCOMPARE(view->currentIndex().data(JobTableModel::JobIdRole).toString(), before);
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(view->currentIndex().row(), 1); // arrows still move within
    }

    void shortcutsFindAndCancel()
    {
        MainWindow w;
        startOn(w);
        JobSpec later; // pending for a day: its begin time is tomorrow
        later.name = QStringLiteral("first-hour");
        later.gpus = 1;
        later.timeLimitS = 3600;
        later.beginTime = Clock::currentDateTimeUtc().addDays(1);
        QVERIFY(QCoro::waitFor(w.watcher()->sharedBackend()->submit(later)).ok());
        w.watcher()->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(rowOfMinePending(w) >= 0, 30000);
        QTableView* view = jobView(w);
        view->setFocus();
        QTest::keyClick(view, Qt::Key_F, Qt::ControlModifier);
        auto* search = w.findChild<QLineEdit*>(QStringLiteral("searchField"));
        QTRY_VERIFY(search->hasFocus());
        auto* refresh = w.findChild<QAction*>(QStringLiteral("refreshAction"));
        QVERIFY(refresh->shortcuts().contains(QKeySequence(Qt::Key_F5)));
        for (const char* name : { "holdAction", "releaseAction", "reprioritizeAction", "cancelAction" })
            QVERIFY2(!w.findChild<QAction*>(QLatin1String(name))->shortcut().isEmpty(), name);

        // Delete on an own pending job asks first, naming the job.
        const int row = rowOfMinePending(w);
        const QModelIndex index = w.jobProxy()->index(row, 0);
        const QString id = index.data(JobTableModel::JobIdRole).toString();
        const QString name = w.jobModel()->jobAt(w.jobProxy()->mapToSource(index).row())->name;
        view->setFocus();
        view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QTRY_VERIFY(w.findChild<QAction*>(QStringLiteral("cancelAction"))->isEnabled());
        QTest::keyClick(view, Qt::Key_Delete);
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = w.findChild<QMessageBox*>(QStringLiteral("cancelConfirmation"))) != nullptr);
        QVERIFY2(box->informativeText().contains(id), qPrintable(box->informativeText()));
        QVERIFY2(name.isEmpty() || box->informativeText().contains(name), qPrintable(box->informativeText()));
        box->button(QMessageBox::No)->click();
        QTest::qWait(200);
        QVERIFY(w.jobModel()->rowOf(id) >= 0);
        QCOMPARE(w.watcher()->snapshot().findJob(id)->state, JobState::Pending);
    }

    void nodesTabShowsEveryNode()
    {
        MainWindow w;
        startOn(w);
        auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("topTabs"));
        tabs->setCurrentIndex(2);
        auto* grid = w.findChild<NodeGridWidget*>(QStringLiteral("nodeGrid"));
        QTRY_VERIFY(grid->nodeCount() > 0);
        QTest::qWait(50);
        for (int i = 0; i < grid->nodeCount(); ++i)
            QVERIFY2(grid->rect().contains(grid->nodeRect(i)),
                     qPrintable(QStringLiteral("%1 is drawn outside the grid").arg(grid->nodeName(i))));
        // Narrower than one region's nodes: they wrap, and the scroll area scrolls to them.
        grid->resize(400, grid->heightForWidth(400));
        for (int i = 0; i < grid->nodeCount(); ++i)
            QVERIFY(grid->rect().contains(grid->nodeRect(i)));
    }

    void columnsAndCombosFitAfterLanguageSwitch()
    {
        MainWindow w;
        startOn(w);
        w.switchLanguage(QStringLiteral("zh_CN"));
        QTest::qWait(100);
        w.switchLanguage(QStringLiteral("en"));
        QTest::qWait(100);
        auto* state = w.findChild<QComboBox*>(QStringLiteral("stateFilter"));
        int widest = 0;
        for (int i = 0; i < state->count(); ++i)
            widest = std::max(widest, state->fontMetrics().horizontalAdvance(state->itemText(i)));
        QVERIFY2(state->width() >= widest + 16,
                 qPrintable(QStringLiteral("state filter %1 px for %2 px of text").arg(state->width()).arg(widest)));
        QTableView* view = jobView(w);
        QHeaderView* header = view->horizontalHeader();
        for (int c = 0; c < JobTableModel::ColumnCount - 1; ++c) {
            if (c == JobTableModel::Name)
                continue;
            QVERIFY2(view->columnWidth(c) >= header->sectionSizeHint(c),
                     qPrintable(QStringLiteral("column %1 (%2) cut off")
                                    .arg(c)
                                    .arg(w.jobModel()->headerData(c, Qt::Horizontal).toString())));
        }
    }

    // At the default 1280x800, in both languages, the columns a person scans first are on screen whole, without
    // scrolling the table sideways: the GPUs and the expected start were cut off behind the detail pane.
    void firstColumnsVisibleAt1280()
    {
        for (const QString& language : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
            MainWindow w;
            startOn(w);
            w.switchLanguage(language);
            QTest::qWait(100);
            QTableView* view = jobView(w);
            QHeaderView* header = view->horizontalHeader();
            QCOMPARE(view->horizontalScrollBar()->value(), 0);
            for (const int c : { JobTableModel::Id, JobTableModel::Name, JobTableModel::State, JobTableModel::Position,
                                 JobTableModel::Gpus, JobTableModel::Start }) {
                const int right = header->sectionViewportPosition(c) + header->sectionSize(c);
                QVERIFY2(header->sectionViewportPosition(c) >= 0 && right <= view->viewport()->width(),
                         qPrintable(QStringLiteral("%1: column %2 (%3) ends at %4 px of %5")
                                        .arg(language)
                                        .arg(c)
                                        .arg(w.jobModel()->headerData(c, Qt::Horizontal).toString())
                                        .arg(right)
                                        .arg(view->viewport()->width())));
                QVERIFY(view->columnWidth(c) >= header->sectionSizeHint(c) || c == JobTableModel::Name);
            }
            w.switchLanguage(QStringLiteral("en"));
        }
    }

    void sortIsStable()
    {
        MainWindow w;
        startOn(w);
        QTableView* view = jobView(w);
        view->sortByColumn(JobTableModel::State, Qt::AscendingOrder);
        auto* proxy = w.jobProxy();
        for (int r = 1; r < proxy->rowCount(); ++r) {
            const QModelIndex a = proxy->index(r - 1, JobTableModel::State);
            const QModelIndex b = proxy->index(r, JobTableModel::State);
            if (a.data(JobTableModel::SortRole) != b.data(JobTableModel::SortRole))
                continue;
            const QString x = a.data(JobTableModel::JobIdRole).toString();
            const QString y = b.data(JobTableModel::JobIdRole).toString();
            QVERIFY2(x.size() < y.size() || (x.size() == y.size() && x < y),
                     qPrintable(x + QStringLiteral(" before ") + y));
        }
    }

    void toolbarDoesNotShift()
    {
        MainWindow w;
        startOn(w);
        QTest::qWait(300); // the first view's region names have been laid out
        auto* search = w.findChild<QLineEdit*>(QStringLiteral("searchField"));
        auto* bar = w.findChild<QToolBar*>(QStringLiteral("jobToolBar"));
        QWidget* hold = bar->widgetForAction(w.findChild<QAction*>(QStringLiteral("holdAction")));
        const QPoint before = hold->mapTo(&w, QPoint(0, 0));
        const int width = search->width();
        auto widths = [&w] {
            QString out;
            for (const char* n : { "scopeFilter", "stateFilter", "regionFilter", "searchField" }) {
                auto* x = w.findChild<QWidget*>(QLatin1String(n));
                out += QStringLiteral("%1:%2@%3 ")
                           .arg(QLatin1String(n))
                           .arg(x->width())
                           .arg(x->mapTo(&w, QPoint(0, 0)).x());
            }
            return out;
        };
        const QString was = widths();
        QTest::keyClicks(search, QStringLiteral("zz"));
        QTest::qWait(50);
        qInfo("%s\n%s", qPrintable(was), qPrintable(widths()));
        QCOMPARE(search->width(), width);
        QVERIFY2(hold->mapTo(&w, QPoint(0, 0)) == before,
                 qPrintable(QStringLiteral("Hold moved from %1,%2 to %3,%4")
                                .arg(before.x())
                                .arg(before.y())
                                .arg(hold->mapTo(&w, QPoint(0, 0)).x())
                                .arg(hold->mapTo(&w, QPoint(0, 0)).y())));
    }

    void viewSurvivesRestartAndMyJobsHint()
    {
        {
            MainWindow w;
            startOn(w);
            w.findChild<QTabWidget*>(QStringLiteral("topTabs"))->setCurrentIndex(3);
            w.findChild<QComboBox*>(QStringLiteral("stateFilter"))->setCurrentIndex(2); // Pending
            w.findChild<QLineEdit*>(QStringLiteral("searchField"))->setText(QStringLiteral("no-such-job-xyz"));
            jobView(w)->sortByColumn(JobTableModel::Gpus, Qt::DescendingOrder);
            jobView(w)->setColumnWidth(JobTableModel::User, 211);
            // "My jobs" with nothing matching says who you are on the demo.
            w.findChild<QComboBox*>(QStringLiteral("scopeFilter"))->setCurrentIndex(1);
            auto* hint = w.findChild<QLabel*>(QStringLiteral("emptyJobsHint"));
            QTRY_VERIFY(hint->isVisible());
            QVERIFY2(hint->text().contains(QLatin1String("me")), qPrintable(hint->text()));
            w.close();
        }
        MainWindow w;
        startOn(w);
        QCOMPARE(w.findChild<QTabWidget*>(QStringLiteral("topTabs"))->currentIndex(), 3);
        QCOMPARE(w.findChild<QComboBox*>(QStringLiteral("scopeFilter"))->currentIndex(), 1);
        QCOMPARE(w.findChild<QComboBox*>(QStringLiteral("stateFilter"))->currentIndex(), 2);
        QCOMPARE(w.findChild<QLineEdit*>(QStringLiteral("searchField"))->text(), QStringLiteral("no-such-job-xyz"));
        QCOMPARE(jobView(w)->horizontalHeader()->sortIndicatorSection(), int(JobTableModel::Gpus));
        QCOMPARE(jobView(w)->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
        QCOMPARE(jobView(w)->columnWidth(JobTableModel::User), 211);
    }

    void helpPageExplainsEveryCause()
    {
        MainWindow w;
        auto* action = w.findChild<QAction*>(QStringLiteral("whatAmILookingAtAction"));
        QVERIFY(action);
        action->trigger();
        WhatAmILookingAtDialog* page = nullptr;
        QTRY_VERIFY((page = w.findChild<WhatAmILookingAtDialog*>()) != nullptr);
        const QString text = page->findChild<QTextBrowser*>(QStringLiteral("helpPage"))->toPlainText();
        for (Cause c : allCauses())
            QVERIFY2(text.contains(CauseText::label(c)), qPrintable(CauseText::label(c)));
        QVERIFY(text.contains(QLatin1String("README")));
        page->close();
    }

    void submitDialogBeginTimeAndHold()
    {
        auto backend = BackendFactory::create(kDemo).value();
        const auto snapshot = QCoro::waitFor(backend->fetchSnapshot()).value();
        SubmitDialog d(backend, snapshot);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        auto* begin = d.findChild<QDateTimeEdit*>(QStringLiteral("beginTimeField"));
        auto* now = d.findChild<QRadioButton*>(QStringLiteral("startNow"));
        auto* at = d.findChild<QRadioButton*>(QStringLiteral("startAt"));
        QVERIFY(now->isChecked());
        QVERIFY2(!begin->isEnabled(), "the begin time is editable while 'As soon as possible' is chosen");
        at->setChecked(true);
        QVERIFY(begin->isEnabled());
        begin->setFocus();
        QTRY_VERIFY(begin->hasFocus());
        QTest::keyClick(begin, Qt::Key_Tab);
        QVERIFY2(!begin->hasFocus(), "Tab moved between the date's sections instead of leaving the field");
        auto* hold = d.findChild<QCheckBox*>(QStringLiteral("holdField"));
        QVERIFY(hold);
        QVERIFY(!d.spec().hold);
        hold->setChecked(true);
        QVERIFY(d.spec().hold);
    }

    void niceRangeIsSaid()
    {
        ClusterSnapshot s;
        s.currentUser = QStringLiteral("me");
        s.takenAt = Clock::currentDateTimeUtc();
        Job j;
        j.id = QStringLiteral("1");
        j.user = QStringLiteral("me");
        j.state = JobState::Pending;
        j.partition = QStringLiteral("p");
        s.jobs = { j };
        Capabilities caps;
        caps.raiseNice = true;
        caps.lowerNice = false;
        ReprioritizeDialog d(caps, s, { j });
        auto* label = d.findChild<QLabel*>(QStringLiteral("niceRangeLabel"));
        QVERIFY(label);
        auto* spin = d.findChild<QSpinBox*>(QStringLiteral("niceField"));
        QVERIFY(label->text().contains(QLocale().toString(spin->minimum())));
        QVERIFY(label->text().contains(QLocale().toString(spin->maximum())));
        QVERIFY(spin->maximum() > 9999); // Slurm accepts far more than 9999
    }

    void wordsThatStayTrue()
    {
        // An administrator hold on root's own job: root can release it; the pane must not send root to "the
        // operators". A begin time already past says nothing in "Start / est.".
        ClusterSnapshot s;
        s.currentUser = QStringLiteral("root");
        s.takenAt = Clock::currentDateTimeUtc();
        Partition p;
        p.name = QStringLiteral("cn-north");
        s.partitions = { p };
        Job held;
        held.id = QStringLiteral("58001");
        held.user = QStringLiteral("root");
        held.state = JobState::Pending;
        held.partition = p.name;
        held.reason = QStringLiteral("JobHeldAdmin");
        Job past = held;
        past.id = QStringLiteral("58002");
        past.reason = QStringLiteral("Priority");
        past.beginTime = s.takenAt.addSecs(-3600);
        Job blank = held;
        blank.id = QStringLiteral("58003");
        blank.reason.clear(); // one refresh after a release
        s.jobs = { held, past, blank };
        const auto view = ClusterView::build(s, Capabilities {});
        const QString heldText = view->insightFor(0)->evidence().text;
        QVERIFY2(!heldText.contains(QLatin1String("only an operator")), qPrintable(heldText));
        bool canRelease = false;
        for (const auto& a : view->insightFor(0)->advice)
            canRelease = canRelease || a.action == QLatin1String("release_hold");
        QVERIFY(canRelease);
        const QString blankText = view->insightFor(2)->evidence().text;
        QVERIFY2(!blankText.contains(QLatin1String("unrecognised")), qPrintable(blankText));
        JobTableModel model;
        model.applyView(view);
        const QString start = model.index(model.rowOf(past.id), JobTableModel::Start).data().toString();
        QVERIFY2(!start.startsWith(QStringLiteral("≥")), qPrintable(start));
    }

    void chineseHasNoEnglishDates()
    {
        // The detail pane, the Plan tab and the busy-hours view in zh_CN: no English month or weekday anywhere.
        I18n::install(QStringLiteral("zh_CN"));
        MainWindow w;
        startOn(w);
        auto* view = jobView(w);
        const int row = [&] {
            for (int r = 0; r < w.jobProxy()->rowCount(); ++r) {
                if (w.jobProxy()->index(r, 0).data(JobTableModel::StateRole).toInt() == int(JobState::Pending))
                    return r;
            }
            return -1;
        }();
        QVERIFY(row >= 0);
        view->selectionModel()->setCurrentIndex(w.jobProxy()->index(row, 0),
                                                QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("topTabs"));
        QTest::qWait(3000); // forecast, plan and history statistics arrive
        static const QRegularExpression english(QStringLiteral(
            "\\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*\\b"));
        auto texts = [](QWidget* root) {
            QStringList out;
            for (auto* l : root->findChildren<QLabel*>())
                out.append(l->text());
            for (auto* b : root->findChildren<QTextBrowser*>())
                out.append(b->toPlainText());
            for (auto* v : root->findChildren<QAbstractItemView*>()) {
                const auto* m = v->model();
                for (int r = 0; m && r < std::min(m->rowCount(), 60); ++r) {
                    for (int c = 0; c < m->columnCount(); ++c)
                        out.append(m->index(r, c).data().toString());
                }
            }
            return out;
        };
        QStringList all = texts(w.findChild<QWidget*>(QStringLiteral("jobDetailPane")));
        for (int t = 3; t < tabs->count(); ++t) { // busy hours, live load, plan
            tabs->setCurrentIndex(t);
            QTest::qWait(t == tabs->count() - 1 ? 3000 : 300);
            all += texts(tabs->widget(t));
        }
        I18n::install(QStringLiteral("en"));
        QStringList bad;
        for (const QString& text : std::as_const(all)) {
            if (english.match(text).hasMatch())
                bad.append(text.left(160));
        }
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestFirstHour)
#include "TestFirstHour.moc"
