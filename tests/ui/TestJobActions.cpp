// The job toolbar of the real main window on the demo platform, several jobs selected at once: hold,
// release, reprioritize (effect shown before applying), move, change times, cancel (confirmation accepted).
// After each action the platform itself is asked what changed, not just whether a signal fired.
#include "I18n.h"
#include "JobActionController.h"
#include "MainWindow.h"
#include "backends/BackendFactory.h"
#include "common/DemoWeekday.h"
#include "common/MockClock.h"
#include "dialogs/JobTimeDialog.h"
#include "dialogs/MoveDialog.h"
#include "dialogs/ReprioritizeDialog.h"
#include "dialogs/SubmitDialog.h"
#include "models/JobFilterProxyModel.h"
#include "models/JobTableModel.h"
#include "widgets/JobsPane.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <qcoro/qcorotask.h>

using namespace qc;

class TestJobActions : public QObject
{
    Q_OBJECT

    QTemporaryDir m_config;
    test::RunningClock m_clock { test::secondsToTuesdayAfternoon() }; // the demo's queue follows it: DemoWeekday.h

    template<typename T> static T* child(QObject* parent, const QString& name)
    {
        auto* w = parent->findChild<T*>(name);
        if (!w)
            qFatal("no %s", qPrintable(name));
        return w;
    }

    static Job platformJob(Backend& backend, const QString& id)
    {
        const auto snap = QCoro::waitFor(backend.fetchSnapshot());
        const Job* job = snap.ok() ? snap.value().findJob(id) : nullptr;
        return job ? *job : Job {};
    }

    // A trivial batch job of mine; `beginInS` > 0 keeps it pending that long.
    static JobSpec myJob(const QString& name, const QString& partition, int gpus, qint64 limitS, qint64 beginInS = 0)
    {
        JobSpec spec;
        spec.name = name;
        spec.partition = partition;
        spec.gpus = gpus;
        spec.timeLimitS = limitS;
        spec.script = QStringLiteral("#!/bin/bash\ntrue\n");
        if (beginInS > 0)
            spec.beginTime = Clock::currentDateTimeUtc().addSecs(beginInS);
        return spec;
    }

    static void select(MainWindow& w, const QStringList& ids)
    {
        auto* view = w.findChild<QTableView*>(QStringLiteral("jobView"));
        view->selectionModel()->clearSelection();
        for (const QString& id : ids) {
            const QModelIndex index = w.jobProxy()->mapFromSource(w.jobModel()->index(w.jobModel()->rowOf(id), 0));
            view->selectionModel()->select(index, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("XDG_CONFIG_HOME", m_config.path().toUtf8());
        qputenv("XDG_DATA_HOME", m_config.filePath(QStringLiteral("data")).toUtf8());
        QCoreApplication::setOrganizationName(QStringLiteral("QueueCastTest"));
        QCoreApplication::setApplicationName(QStringLiteral("QueueCastActions"));
        I18n::install(QStringLiteral("en"));
    }

    void submitDialogValidatesAndSubmits()
    {
        MainWindow w;
        QVERIFY(w.connectTo(QStringLiteral("demo://?history=1&state=none&user=me")));
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(w.jobModel()->rowCount() > 10, 30000);
        SubmitDialog* d = w.openSubmitDialog();
        QVERIFY(d);
        auto* submit = child<QPushButton>(d, QStringLiteral("submitButton"));
        auto* partition = child<QComboBox>(d, QStringLiteral("partitionField"));
        partition->setCurrentIndex(partition->findData(QStringLiteral("eu-west")));
        child<QLineEdit>(d, QStringLiteral("nameField"))->setText(QStringLiteral("gui-submitted"));
        // Per-field errors appear next to the field and block sending.
        child<QSpinBox>(d, QStringLiteral("gpusField"))->setValue(12);
        auto* gpusError = child<QLabel>(d, QStringLiteral("gpusError"));
        QVERIFY(gpusError->isVisibleTo(d));
        QVERIFY(gpusError->text().contains(QStringLiteral("whole nodes")));
        QVERIFY(!submit->isEnabled());
        child<QSpinBox>(d, QStringLiteral("gpusField"))->setValue(2);
        QVERIFY(!gpusError->isVisibleTo(d));
        auto* licenses = child<QLineEdit>(d, QStringLiteral("licensesField"));
        licenses->setText(QStringLiteral("cn-north-io:2")); // another region's storage
        QVERIFY(child<QLabel>(d, QStringLiteral("licensesError"))->text().contains(QStringLiteral("eu-west-io")));
        QVERIFY(!submit->isEnabled());
        licenses->setText(QStringLiteral("eu-west-io:2"));
        auto* env = child<QPlainTextEdit>(d, QStringLiteral("environmentField"));
        env->setPlainText(QStringLiteral("NCCL_DEBUG=INFO\n2BAD=x"));
        QVERIFY(child<QLabel>(d, QStringLiteral("environmentError"))->text().contains(QStringLiteral("line 2")));
        QVERIFY(!submit->isEnabled());
        env->setPlainText(QStringLiteral("NCCL_DEBUG=INFO\nOMP_NUM_THREADS=8"));
        QVERIFY2(submit->isEnabled(), qPrintable(d->validate().join(QLatin1Char('\n'))));
        const QString preview = child<QPlainTextEdit>(d, QStringLiteral("previewField"))->toPlainText();
        QVERIFY(preview.contains(QStringLiteral("\"OMP_NUM_THREADS\": \"8\"")));
        QVERIFY(preview.contains(QStringLiteral("\"licenses\": \"eu-west-io:2\"")));
        QSignalSpy submitted(d, &SubmitDialog::submitted);
        submit->click();
        QTRY_COMPARE_WITH_TIMEOUT(submitted.size(), 1, 20000);
        const Job job = platformJob(*w.watcher()->sharedBackend(), submitted.first().first().toString());
        QCOMPARE(job.name, QStringLiteral("gui-submitted"));
        QCOMPARE(job.partition, QStringLiteral("eu-west"));
        QCOMPARE(job.gpus, 2);
        QCOMPARE(job.licenses, QStringLiteral("eu-west-io:2"));
        QTRY_VERIFY_WITH_TIMEOUT(w.jobModel()->rowOf(job.id) >= 0, 20000);
    }

    void toolbarActsOnSelectedJobs()
    {
        auto backend = BackendFactory::create(QStringLiteral("demo://?history=1&state=none&user=me")).value();
        // Two of my jobs that stay pending: they may not start for two hours.
        QStringList ids;
        for (int i = 0; i < 2; ++i) {
            const JobSpec spec = myJob(QStringLiteral("mine-%1").arg(i), QStringLiteral("cn-north"), 1, 4 * 3600, 7200);
            ids.append(QCoro::waitFor(backend->submit(spec)).value());
        }
        MainWindow w;
        w.connectTo(backend);
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(w.jobModel()->rowOf(ids[0]) >= 0 && w.jobModel()->rowOf(ids[1]) >= 0, 30000);
        auto* bar = child<QToolBar>(&w, QStringLiteral("jobToolBar"));
        auto action = [bar](const char* name) {
            for (QAction* a : bar->actions())
                if (a->objectName() == QLatin1String(name))
                    return a;
            qFatal("no toolbar action %s", name);
            return static_cast<QAction*>(nullptr);
        };
        QVERIFY(!action("holdAction")->isEnabled()); // nothing selected yet
        select(w, ids);
        QVERIFY(action("holdAction")->isEnabled());
        QSignalSpy finished(w.actions(), &JobActionController::finished);
        auto waitDone = [&finished](int n) {
            QTRY_COMPARE_WITH_TIMEOUT(finished.size(), n, 20000);
            QVERIFY2(finished.last().at(1).toBool(), qPrintable(finished.last().at(0).toString()));
        };
        auto refreshed = [&w, &ids](auto predicate) {
            QTRY_VERIFY_WITH_TIMEOUT(predicate(*w.jobModel()->jobAt(w.jobModel()->rowOf(ids[0])))
                                         && predicate(*w.jobModel()->jobAt(w.jobModel()->rowOf(ids[1]))),
                                     20000);
        };

        // Hold, then release, both jobs.
        action("holdAction")->trigger();
        waitDone(1);
        for (const QString& id : ids)
            QCOMPARE(platformJob(*backend, id).reason, QStringLiteral("JobHeldUser"));
        refreshed([](const Job& j) { return j.reason == QStringLiteral("JobHeldUser"); });
        action("releaseAction")->trigger();
        waitDone(2);
        for (const QString& id : ids)
            QCOMPARE(platformJob(*backend, id).reason, QStringLiteral("BeginTime"));
        refreshed([](const Job& j) { return j.reason == QStringLiteral("BeginTime"); });

        // Reprioritize: the effect is shown before anything is sent.
        action("reprioritizeAction")->trigger();
        auto* repri = w.findChild<ReprioritizeDialog*>();
        QVERIFY(repri && repri->isVisible());
        auto* apply = child<QPushButton>(repri, QStringLiteral("applyButton"));
        QVERIFY(!apply->isEnabled()); // nothing changed yet
        child<QSpinBox>(repri, QStringLiteral("niceField"))->setValue(300);
        QVERIFY(apply->isEnabled());
        QCOMPARE(child<QTableWidget>(repri, QStringLiteral("effectView"))->rowCount(), 2);
        const auto effects = repri->effects();
        QCOMPARE(effects.size(), 2);
        for (const auto& e : effects) {
            QCOMPARE(e.priorityAfter, e.priorityBefore - 300);
            QVERIFY(e.amongMine.of >= 2);
            QVERIFY(e.inPartition.after >= e.inPartition.before);
        }
        QVERIFY(
            child<QTableWidget>(repri, QStringLiteral("effectView"))->item(0, 2)->text().contains(QStringLiteral("#")));
        apply->click();
        waitDone(3);
        for (const QString& id : ids)
            QCOMPARE(platformJob(*backend, id).nice, 300);
        refreshed([](const Job& j) { return j.nice == 300; });

        // Move both to eu-west through the toolbar's menu.
        QAction* moveTo
            = child<QMenu>(&w, QStringLiteral("moveMenu"))->findChild<QAction*>(QStringLiteral("moveTo:eu-west"));
        QVERIFY(moveTo && moveTo->isEnabled());
        moveTo->trigger();
        // Nothing is sent before the preview is confirmed: it names each job's place here and in eu-west.
        auto* moveDialog = w.findChild<MoveDialog*>();
        QVERIFY(moveDialog && moveDialog->isVisible());
        QCOMPARE(moveDialog->partition(), QStringLiteral("eu-west"));
        auto* effect = child<QTableWidget>(moveDialog, QStringLiteral("effectView"));
        QCOMPARE(effect->rowCount(), 2);
        for (int r = 0; r < 2; ++r) {
            QVERIFY2(effect->item(r, 2)->text().contains(QStringLiteral("in eu-west")),
                     qPrintable(effect->item(r, 2)->text()));
            QVERIFY2(!effect->item(r, 1)->text().contains(QStringLiteral("in eu-west")),
                     qPrintable(effect->item(r, 1)->text()));
        }
        for (const QString& id : ids)
            QVERIFY(platformJob(*backend, id).partition != QStringLiteral("eu-west"));
        child<QPushButton>(moveDialog, QStringLiteral("applyButton"))->click();
        waitDone(4);
        for (const QString& id : ids)
            QCOMPARE(platformJob(*backend, id).partition, QStringLiteral("eu-west"));
        refreshed([](const Job& j) { return j.partition == QStringLiteral("eu-west"); });

        // Change times: over the partition's maximum is refused inline; a day and a later start go through.
        action("timeAction")->trigger();
        auto* times = w.findChild<JobTimeDialog*>();
        QVERIFY(times && times->isVisible());
        auto* timesApply = child<QPushButton>(times, QStringLiteral("applyButton"));
        child<QCheckBox>(times, QStringLiteral("changeLimit"))->setChecked(true);
        child<QLineEdit>(times, QStringLiteral("timeLimitField"))->setText(QStringLiteral("5-00:00:00"));
        QVERIFY(child<QLabel>(times, QStringLiteral("timeLimitError"))->isVisibleTo(times));
        QVERIFY(child<QLabel>(times, QStringLiteral("timeLimitError"))->text().contains(QStringLiteral("eu-west")));
        QVERIFY(!timesApply->isEnabled());
        child<QLineEdit>(times, QStringLiteral("timeLimitField"))->setText(QStringLiteral("1-00:00:00"));
        const QDateTime later = Clock::currentDateTime().addSecs(3 * 3600);
        child<QRadioButton>(times, QStringLiteral("startAt"))->setChecked(true);
        child<QDateTimeEdit>(times, QStringLiteral("beginTimeField"))->setDateTime(later);
        QVERIFY(timesApply->isEnabled());
        // The preview names the exact change per job before it is sent.
        const QString timePreview = child<QLabel>(times, QStringLiteral("timePreview"))->text();
        QVERIFY2(timePreview.contains(QLocale().toString(
                     QDateTime(later.date(), QTime(later.time().hour(), later.time().minute())), QLocale::ShortFormat))
                     && timePreview.contains(QStringLiteral("1-00:00:00")) && timePreview.contains(ids.first()),
                 qPrintable(timePreview));
        timesApply->click();
        waitDone(5);
        for (const QString& id : ids) {
            const Job j = platformJob(*backend, id);
            QCOMPARE(j.timeLimitS, qint64(86400));
            QVERIFY(std::abs(j.beginTime.secsTo(later.toUTC())) < 120);
        }
        refreshed([](const Job& j) { return j.timeLimitS == 86400; });

        // Cancel: the confirmation box is accepted, then both jobs are gone from the queue.
        action("cancelAction")->trigger();
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = w.findChild<QMessageBox*>(QStringLiteral("cancelConfirmation"))) && box->isVisible());
        box->button(QMessageBox::Yes)->click();
        waitDone(6);
        for (const QString& id : ids)
            QVERIFY(platformJob(*backend, id).state == JobState::Cancelled);
    }

    static QAction* menuAction(QMenu* menu, const QString& text)
    {
        for (QAction* a : menu->actions())
            if (a->text() == text)
                return a;
        return nullptr;
    }

    void duplicateAndEditOpensTheSubmitDialogWithTheJob()
    {
        auto backend = BackendFactory::create(QStringLiteral("demo://?history=1&state=none&user=me")).value();
        const JobSpec spec = myJob(QStringLiteral("dup-source"), QStringLiteral("us-east"), 2, 5 * 3600, 7200);
        const QString id = QCoro::waitFor(backend->submit(spec)).value();
        MainWindow w;
        w.connectTo(backend);
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(w.jobModel()->rowOf(id) >= 0, 30000);
        select(w, { id });
        std::unique_ptr<QMenu> menu(w.jobsPane()->buildMenu(&w));
        QAction* requeue = menuAction(menu.get(), QStringLiteral("Requeue"));
        QVERIFY(requeue && !requeue->isEnabled()); // only running jobs can be requeued
        QAction* duplicate = menuAction(menu.get(), QStringLiteral("Duplicate and edit…"));
        QVERIFY(duplicate);
        duplicate->trigger();
        SubmitDialog* dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((dialog = w.findChild<SubmitDialog*>()) != nullptr, 10000);
        const JobSpec copy = dialog->spec();
        QCOMPARE(copy.name, spec.name);
        QCOMPARE(copy.partition, spec.partition);
        QCOMPARE(copy.gpus, spec.gpus);
        QCOMPARE(copy.timeLimitS, spec.timeLimitS);
        dialog->reject();
    }

    void requeueFromTheMenuPutsARunningJobBack()
    {
        auto backend = BackendFactory::create(QStringLiteral("demo://?history=1&state=none&user=me")).value();
        // eu-west has free GPUs: a 1-GPU job starts at once.
        const JobSpec spec = myJob(QStringLiteral("requeue-me"), QStringLiteral("eu-west"), 1, 3600);
        const QString id = QCoro::waitFor(backend->submit(spec)).value();
        QTRY_VERIFY_WITH_TIMEOUT(platformJob(*backend, id).isRunningLike(), 60000);
        MainWindow w;
        w.connectTo(backend);
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(
            w.jobModel()->rowOf(id) >= 0 && w.jobModel()->jobAt(w.jobModel()->rowOf(id))->isRunningLike(), 30000);
        select(w, { id });
        std::unique_ptr<QMenu> menu(w.jobsPane()->buildMenu(&w));
        QAction* requeue = menuAction(menu.get(), QStringLiteral("Requeue"));
        QVERIFY(requeue);
        QVERIFY2(requeue->isEnabled(), qPrintable(requeue->toolTip()));
        QSignalSpy finished(w.actions(), &JobActionController::finished);
        requeue->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        QVERIFY2(finished.last().at(1).toBool(), qPrintable(finished.last().at(0).toString()));
        // The demo refuses to requeue a job that is not running ("Job is not running"), so success means it was
        // running and went back through the queue (with free GPUs it may start again within the same second).
        QVERIFY(finished.last().at(0).toString().contains(QStringLiteral("Requeue")));
    }

    void otherUsersJobsAreNotOffered()
    {
        MainWindow w;
        QVERIFY(w.connectTo(QStringLiteral("demo://?history=1&state=none&user=me")));
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(w.jobModel()->rowCount() > 10, 30000);
        QString other;
        for (int r = 0; r < w.jobModel()->rowCount() && other.isEmpty(); ++r) {
            const Job* j = w.jobModel()->jobAt(r);
            if (j->user != QStringLiteral("me") && j->isPending())
                other = j->id;
        }
        QVERIFY(!other.isEmpty());
        select(w, { other });
        QAction* found = nullptr;
        for (QAction* a : child<QToolBar>(&w, QStringLiteral("jobToolBar"))->actions())
            if (a->objectName() == QStringLiteral("cancelAction"))
                found = a;
        QVERIFY(found);
        QVERIFY(!found->isEnabled());
        QVERIFY(found->toolTip().contains(QStringLiteral("owner")));
    }
};

QTEST_MAIN(TestJobActions)
#include "TestJobActions.moc"
