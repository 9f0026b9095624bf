// The reprioritize and job-time dialogs on hand-built queues (what the user may set, the effect shown,
// inline refusals), and screenshots of the three job dialogs in English and Chinese when
// QC_SCREENSHOT_DIR is set.
#include "I18n.h"
#include "backends/BackendFactory.h"
#include "common/MockClock.h"
#include "dialogs/JobTimeDialog.h"
#include "dialogs/ReprioritizeDialog.h"
#include "dialogs/SubmitDialog.h"
#include "model/TimeZones.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <qcoro/qcorotask.h>

using namespace qc;

namespace {
Job job(const QString& id, const QString& user, double priority, JobState state = JobState::Pending)
{
    Job j;
    j.id = id;
    j.name = QStringLiteral("job-") + id;
    j.user = user;
    j.partition = QStringLiteral("p");
    j.priority = priority;
    j.qos = QStringLiteral("normal");
    j.state = state;
    j.gpus = 1;
    j.timeLimitS = 4 * 3600;
    j.submitTime = QDateTime(QDate(2026, 11, 1), QTime(8, 0), qc::utcZone()).addSecs(id.toInt());
    return j;
}

ClusterSnapshot queue()
{
    ClusterSnapshot s;
    s.currentUser = QStringLiteral("me");
    Partition p;
    p.name = QStringLiteral("p");
    p.maxTimeS = 86400;
    p.allowedQos = { QStringLiteral("low"), QStringLiteral("normal"), QStringLiteral("urgent") };
    s.partitions = { p };
    const QString me = QStringLiteral("me"), other = QStringLiteral("other");
    s.jobs = { job(QStringLiteral("1"), me, 500),    job(QStringLiteral("2"), other, 450),
               job(QStringLiteral("3"), other, 400), job(QStringLiteral("4"), me, 300),
               job(QStringLiteral("5"), other, 200), job(QStringLiteral("6"), me, 900, JobState::Running),
               job(QStringLiteral("7"), me, 1000) };
    s.jobs[6].partition = QStringLiteral("q");
    return s;
}

template<typename T> T* child(QWidget* parent, const char* name)
{
    auto* w = parent->findChild<T*>(QString::fromLatin1(name));
    if (!w)
        qFatal("no %s", name);
    return w;
}
} // namespace

class TestActionDialogs : public QObject
{
    Q_OBJECT

    QTemporaryDir m_config;

    static void shot(QWidget* w, const QString& name)
    {
        const QString dir = qEnvironmentVariable("QC_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        w->show();
        QTest::qWait(150);
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name));
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("XDG_CONFIG_HOME", m_config.path().toUtf8());
        QCoreApplication::setOrganizationName(QStringLiteral("QueueCastTest"));
        QCoreApplication::setApplicationName(QStringLiteral("QueueCastDialogs"));
        I18n::install(QStringLiteral("en"));
    }

    void reprioritizeShowsTheEffectFirst()
    {
        const ClusterSnapshot s = queue();
        ReprioritizeDialog d(Capabilities {}, s, { s.jobs[0] });
        auto* nice = child<QSpinBox>(&d, "niceField");
        QCOMPARE(nice->minimum(), 0); // raising one's own priority is an operator's right
        auto* apply = child<QPushButton>(&d, "applyButton");
        QVERIFY(!apply->isEnabled());
        QVERIFY(d.update().isEmpty());
        nice->setValue(250);
        QVERIFY(apply->isEnabled());
        QVERIFY(d.update().nice == 250);
        auto* view = child<QTableWidget>(&d, "effectView");
        QCOMPARE(view->rowCount(), 1);
        QCOMPARE(view->item(0, 1)->text(), QStringLiteral("#2 → #3 of 3")); // behind my job 4 (300)
        QCOMPARE(view->item(0, 2)->text(), QStringLiteral("#1 → #4 of 5"));
        // The QOS list is the partition's; picking one shows the estimate note.
        auto* qos = child<QComboBox>(&d, "qosField");
        QVERIFY(qos->isEnabled());
        QCOMPARE(qos->count(), 4);
        qos->setCurrentIndex(qos->findData(QStringLiteral("urgent")));
        QVERIFY(d.update().qos == QStringLiteral("urgent"));
        QVERIFY(child<QLabel>(&d, "noteLabel")->text().contains(QStringLiteral("cannot be estimated")));
    }

    void reprioritizeFollowsCapabilities()
    {
        const ClusterSnapshot s = queue();
        Capabilities operatorCaps;
        operatorCaps.lowerNice = true;
        ReprioritizeDialog op(operatorCaps, s, { s.jobs[0], s.jobs[3] });
        QVERIFY(child<QSpinBox>(&op, "niceField")->minimum() < 0);
        child<QSpinBox>(&op, "niceField")->setValue(-300); // both jump ahead
        QCOMPARE(op.effects().size(), 2);
        QCOMPARE(op.effects()[1].inPartition.after, 2); // 4: 300 + 300 = 600, behind 1 at 800
        Capabilities none;
        none.changeQos = false;
        none.raiseNice = false;
        ReprioritizeDialog d(none, s, { s.jobs[0] });
        QVERIFY(!child<QSpinBox>(&d, "niceField")->isEnabled());
        QVERIFY(!child<QComboBox>(&d, "qosField")->isEnabled());
        QVERIFY(d.update().isEmpty());
    }

    void timeLimitGoesDownForRunningJobs()
    {
        const ClusterSnapshot s = queue();
        JobTimeDialog d(Capabilities {}, s, { s.jobs[5] }); // running, 4 h limit
        QVERIFY(!child<QRadioButton>(&d, "startAt")->isEnabled()); // a running job has started
        auto* apply = child<QPushButton>(&d, "applyButton");
        child<QCheckBox>(&d, "changeLimit")->setChecked(true);
        child<QLineEdit>(&d, "timeLimitField")->setText(QStringLiteral("05:00:00"));
        QVERIFY(child<QLabel>(&d, "timeLimitError")->text().contains(QStringLiteral("only go down")));
        QVERIFY(!apply->isEnabled());
        child<QLineEdit>(&d, "timeLimitField")->setText(QStringLiteral("02:00:00"));
        QVERIFY(apply->isEnabled());
        QVERIFY(d.update().timeLimitS == qint64(7200));
        QVERIFY(!d.update().beginTime);
        child<QLineEdit>(&d, "timeLimitField")->setText(QStringLiteral("later"));
        QVERIFY(child<QLabel>(&d, "timeLimitError")->text().contains(QStringLiteral("cannot read")));
        QVERIFY(!apply->isEnabled());
    }

    void pendingJobsMayStartLaterOrSooner()
    {
        const ClusterSnapshot s = queue();
        JobTimeDialog d(Capabilities {}, s, { s.jobs[0], s.jobs[3] });
        child<QRadioButton>(&d, "startNow")->setChecked(true);
        QVERIFY(d.update().beginTime && !d.update().beginTime->isValid()); // invalid: as soon as possible
        child<QRadioButton>(&d, "startAt")->setChecked(true);
        child<QDateTimeEdit>(&d, "beginTimeField")->setDateTime(QDateTime::currentDateTime().addSecs(-600));
        QVERIFY(child<QLabel>(&d, "beginTimeError")->text().contains(QStringLiteral("past")));
        QVERIFY(!child<QPushButton>(&d, "applyButton")->isEnabled());
        child<QCheckBox>(&d, "changeLimit")->setChecked(true);
        child<QLineEdit>(&d, "timeLimitField")->setText(QStringLiteral("2-00:00:00")); // p allows one day
        QVERIFY(child<QLabel>(&d, "timeLimitError")->text().contains(QStringLiteral("at most")));
    }

    // "In the past" is judged by the app's clock, the one the snapshot and the forecasts read (an injected one in
    // tests), not the system's: a test whose clock ran hours behind the wall clock saw "now + 3 h" refused.
    void theStartTimeIsJudgedByTheAppsClock()
    {
        const QDateTime now(QDate(2020, 3, 3), QTime(13, 0), qc::utcZone());
        test::MockClock clock(now);
        const ClusterSnapshot s = queue();
        JobTimeDialog d(Capabilities {}, s, { s.jobs[0], s.jobs[3] });
        // Its default is an hour from the app's now.
        QCOMPARE(child<QDateTimeEdit>(&d, "beginTimeField")->dateTime().toUTC(), now.addSecs(3600));
        child<QRadioButton>(&d, "startAt")->setChecked(true);
        child<QDateTimeEdit>(&d, "beginTimeField")->setDateTime(now.addSecs(3 * 3600).toLocalTime());
        QVERIFY2(child<QLabel>(&d, "beginTimeError")->text().isEmpty(),
                 qPrintable(child<QLabel>(&d, "beginTimeError")->text()));
        QVERIFY(child<QPushButton>(&d, "applyButton")->isEnabled());
        child<QDateTimeEdit>(&d, "beginTimeField")->setDateTime(now.addSecs(-600).toLocalTime());
        QVERIFY(child<QLabel>(&d, "beginTimeError")->text().contains(QStringLiteral("past")));
        QVERIFY(!child<QPushButton>(&d, "applyButton")->isEnabled());
    }

    void screenshots_data()
    {
        // The titles and the apply button as each catalogue has them: a missing translation fails, not passes.
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("titles"); // submit, reprioritize, times
        QTest::addColumn<QString>("apply");
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringList { QStringLiteral("Submit a job"), QStringLiteral("Change priority"),
                                             QStringLiteral("Change start time and time limit") }
                            << QStringLiteral("Apply");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN")
                               << QStringList { QStringLiteral("提交作业"), QStringLiteral("修改优先级"),
                                                QStringLiteral("修改开始时间和时间限制") }
                               << QStringLiteral("应用");
    }

    void screenshots()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, titles);
        QFETCH(QString, apply);
        QVERIFY(I18n::install(language));
        auto backend = BackendFactory::create(QStringLiteral("demo://?history=1&state=none&user=me")).value();
        QStringList ids;
        for (int i = 0; i < 2; ++i) {
            JobSpec spec;
            spec.name = QStringLiteral("llm-finetune-%1").arg(i);
            spec.partition = QStringLiteral("cn-north");
            spec.gpus = 8;
            spec.timeLimitS = 12 * 3600;
            spec.script = QStringLiteral("#!/bin/bash\ntrue\n");
            spec.beginTime = QDateTime::currentDateTimeUtc().addSecs(1800); // stays pending for the shots
            ids.append(QCoro::waitFor(backend->submit(spec)).value());
        }
        const ClusterSnapshot snapshot = QCoro::waitFor(backend->fetchSnapshot()).value();
        QList<Job> mine;
        for (const QString& id : ids)
            mine.append(*snapshot.findJob(id));

        SubmitDialog submit(backend, snapshot);
        QCOMPARE(submit.windowTitle(), titles.value(0));
        child<QLineEdit>(&submit, "nameField")->setText(QStringLiteral("llm-finetune"));
        child<QSpinBox>(&submit, "gpusField")->setValue(12); // shows an inline error
        child<QLineEdit>(&submit, "licensesField")->setText(QStringLiteral("cn-north-io:2"));
        shot(&submit, QStringLiteral("submit-dialog-%1.png").arg(language));
        child<QPlainTextEdit>(&submit, "environmentField")->setPlainText(QStringLiteral("NCCL_DEBUG=INFO\nbad line"));
        submit.findChild<QTabWidget*>()->setCurrentIndex(1);
        shot(&submit, QStringLiteral("submit-dialog-script-%1.png").arg(language));
        ReprioritizeDialog repri(backend->capabilities(), snapshot, mine);
        QCOMPARE(repri.windowTitle(), titles.value(1));
        QCOMPARE(child<QPushButton>(&repri, "applyButton")->text(), apply);
        child<QSpinBox>(&repri, "niceField")->setValue(4500);
        shot(&repri, QStringLiteral("reprioritize-dialog-%1.png").arg(language));
        JobTimeDialog times(backend->capabilities(), snapshot, mine);
        QCOMPARE(times.windowTitle(), titles.value(2));
        QCOMPARE(child<QPushButton>(&times, "applyButton")->text(), apply);
        child<QCheckBox>(&times, "changeLimit")->setChecked(true);
        child<QLineEdit>(&times, "timeLimitField")->setText(QStringLiteral("4-00:00:00")); // shows an inline error
        shot(&times, QStringLiteral("time-dialog-%1.png").arg(language));
        QVERIFY(!child<QPushButton>(&times, "applyButton")->isEnabled());
        I18n::install(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestActionDialogs)
#include "TestActionDialogs.moc"
