// Not a test: grabs the main window (job detail shown), the job detail's forecast, the Nodes and Plan tabs and the
// submit dialog at 1280x800 in English and Chinese into a folder (argument 1) for review, on the demo platform.
#include "I18n.h"
#include "MainWindow.h"
#include "dialogs/SubmitDialog.h"
#include "models/JobFilterProxyModel.h"
#include "models/JobTableModel.h"

#include <QApplication>
#include <QDir>
#include <QPushButton>
#include <QScrollBar>
#include <QSet>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace qc;

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", config.path().toUtf8());
    qputenv("XDG_DATA_HOME", config.filePath(QStringLiteral("data")).toUtf8());
    QCoreApplication::setOrganizationName(QStringLiteral("QueueCastShots"));
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("/tmp/ux-shots");
    QDir().mkpath(out);
    for (const QString& lang : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
        I18n::install(lang);
        MainWindow w;
        w.connectTo(QStringLiteral("demo://?history=1&state=none&user=me"));
        w.resize(1280, 800);
        w.show();
        if (!QTest::qWaitForWindowExposed(&w))
            qWarning("ux_screenshots: the main window was never exposed; the pictures may be blank");
        for (int i = 0; i < 300 && w.jobModel()->rowCount() < 10; ++i)
            QTest::qWait(100);
        QTest::qWait(1500);
        auto* view = w.findChild<QTableView*>(QStringLiteral("jobView"));
        // QC_UX_REASON=Licenses: the first pending job the scheduler gives that reason, to see what the pane says
        // about it; by default the first pending job.
        const QString reason = qEnvironmentVariable("QC_UX_REASON");
        QSet<QString> ids;
        for (const Job& j : w.watcher()->snapshot().jobs) {
            if (j.reason == reason)
                ids.insert(j.id);
        }
        for (int r = 0; r < w.jobProxy()->rowCount(); ++r) {
            const QModelIndex i = w.jobProxy()->index(r, 0);
            if (i.data(JobTableModel::StateRole).toInt() == int(JobState::Pending)
                && (reason.isEmpty() || ids.contains(w.jobProxy()->index(r, JobTableModel::Id).data().toString()))) {
                view->selectionModel()->setCurrentIndex(
                    i, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
                break;
            }
        }
        QTest::qWait(1500);
        auto* tabs = w.findChild<QTabWidget*>(QStringLiteral("topTabs"));
        w.grab().save(out + QStringLiteral("/main-%1.png").arg(lang));
        // The detail pane's forecast (its basis and its calibration), which the main window's height hides.
        if (auto* detail = w.findChild<QTextBrowser*>(QStringLiteral("jobDetailText"))) {
            // Its heading, found in the UI's language from the end, at the top of the view. The forecast comes once
            // the history holds the partition's past (seeded in the background), so it may take a refresh or two.
            const QString heading = QCoreApplication::translate("qc::JobDetailPane", "When it will likely start");
            for (int i = 0; i < 150 && !detail->toPlainText().contains(heading); ++i)
                QTest::qWait(100);
            detail->moveCursor(QTextCursor::End);
            detail->find(heading, QTextDocument::FindBackward);
            QScrollBar* bar = detail->verticalScrollBar();
            bar->setValue(bar->value() + detail->cursorRect().top());
            QTextCursor plain = detail->textCursor(); // no selection highlight in the picture
            plain.clearSelection();
            detail->setTextCursor(plain);
            QTest::qWait(200);
            detail->grab().save(out + QStringLiteral("/detail-%1.png").arg(lang));
        }
        tabs->setCurrentIndex(2);
        QTest::qWait(300);
        w.grab().save(out + QStringLiteral("/nodes-%1.png").arg(lang));
        tabs->setCurrentIndex(tabs->count() - 1);
        // The Plan tab computes on Recommend (the selected job's shape is already filled in).
        if (auto* recommend = w.findChild<QPushButton*>(QStringLiteral("planRecommend")))
            recommend->click();
        auto* windows = w.findChild<QTableWidget*>(QStringLiteral("offPeakWindows"));
        for (int i = 0; i < 300 && windows && windows->rowCount() == 0; ++i)
            QTest::qWait(100);
        QTest::qWait(300);
        w.grab().save(out + QStringLiteral("/plan-%1.png").arg(lang));
        if (SubmitDialog* d = w.openSubmitDialog()) {
            if (!QTest::qWaitForWindowExposed(d))
                qWarning("ux_screenshots: the submit dialog was never exposed");
            QTest::qWait(800);
            d->grab().save(out + QStringLiteral("/submit-%1.png").arg(lang));
            d->close();
        }
    }
    return 0;
}
