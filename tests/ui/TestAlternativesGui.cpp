// The alternatives in the job detail pane and the "All alternatives…" dialog, offscreen on the demo platform: one
// of our jobs waits, the pane shows the top three, the dialog lists all and sorts, and one click applies one
// through the job actions after a confirmation that names the exact change.
#include "I18n.h"
#include "JobActionController.h"
#include "backends/BackendFactory.h"
#include "backends/demo/DemoBackend.h"
#include "dialogs/AlternativesDialog.h"
#include "dialogs/MessageBox.h"
#include "policy/PolicyEngine.h"
#include "widgets/JobDetailPane.h"

#include <QApplication>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <qcoro/qcorotask.h>

using namespace qc;

class TestAlternativesGui : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<Backend> m_backend;
    QString m_pending;

    // Screenshots for people to look at: QC_SCREENSHOT_DIR when set.
    static void saveShot(QWidget* w, const QString& name)
    {
        const QString dir = qEnvironmentVariable("QC_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name));
    }

    ClusterSnapshot snapshot()
    {
        auto s = QCoro::waitFor(m_backend->fetchSnapshot());
        if (!s.ok())
            qFatal("snapshot: %s", qPrintable(s.error().toString()));
        return s.value();
    }

    AlternativesAdvisor::Advice advice(const ClusterSnapshot& snap)
    {
        auto* demo = dynamic_cast<demo::DemoBackend*>(m_backend.get());
        const auto past = QCoro::waitFor(demo->past());
        return AlternativesAdvisor::advise(snap, m_pending, m_backend->capabilitiesFor({ m_pending }), past.jobs);
    }

    AlternativesDialog* openDialog(JobDetailPane& pane)
    {
        auto* all = pane.findChild<QPushButton*>(QStringLiteral("allAlternativesButton"));
        if (!all || !all->isEnabled())
            return nullptr;
        QTest::mouseClick(all, Qt::LeftButton);
        return pane.findChild<AlternativesDialog*>(QStringLiteral("alternativesDialog"));
    }

    // Fills the region with the fewest free GPUs with 8-GPU jobs of ours (named `name`) until one waits; its id,
    // or empty when none of 12 had to.
    QString waitingJob(const QString& name, JobSpec* sent = nullptr)
    {
        const ClusterSnapshot first = snapshot();
        QString region;
        int fewest = 1 << 30;
        for (const Partition& p : first.partitions) {
            int free = 0;
            for (const Node* n : first.nodesOf(p.name))
                free += n->gpusFree();
            if (free < fewest) {
                fewest = free;
                region = p.name;
            }
        }
        JobSpec spec;
        spec.name = name;
        spec.partition = region;
        spec.gpus = 8;
        spec.timeLimitS = 8 * 3600;
        spec.qos = QStringLiteral("low");
        spec.command = QStringLiteral("python train.py");
        if (sent)
            *sent = spec;
        for (int i = 0; i < 12; ++i) {
            const auto id = QCoro::waitFor(m_backend->submit(spec));
            if (!id.ok())
                qFatal("submit: %s", qPrintable(id.error().toString()));
            const ClusterSnapshot now = snapshot(); // kept while `j` is read
            const Job* j = now.findJob(id.value());
            if (j && j->isPending())
                return id.value();
        }
        return {};
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
        // A still demo (its clock held, speed 0), as in TestAlternativesCli: on the live one the job picked here as
        // waiting could start before the last test reads it (the CLI test's did, in CI on 7 Dec).
        auto created = BackendFactory::create(
            QStringLiteral("demo://?history=7&state=none&user=me&at=2026-12-07T05:50:00Z&speed=0"));
        QVERIFY2(created.ok(), qPrintable(created.error().toString()));
        m_backend = created.value();
        m_pending = waitingJob(QStringLiteral("train"));
        QVERIFY2(!m_pending.isEmpty(), "none of 12 jobs of 8 GPUs had to wait");
    }

    void paneShowsTopThreeAndTheDialogListsAllSortable()
    {
        const ClusterSnapshot snap = snapshot();
        const Job job = *snap.findJob(m_pending);
        const auto adv = advice(snap);
        QVERIFY2(adv.error.isEmpty(), qPrintable(adv.error));
        QVERIFY(adv.alternatives.size() >= 4);

        JobDetailPane pane;
        pane.resize(700, 900);
        pane.show();
        pane.showJob(job, JobInsight {}, false);
        auto* all = pane.findChild<QPushButton*>(QStringLiteral("allAlternativesButton"));
        QVERIFY(all && all->isVisible());
        QVERIFY(!all->isEnabled()); // nothing to list before the advice arrives
        pane.setAlternatives(QStringLiteral("someone-else"), adv);
        QVERIFY(!all->isEnabled()); // advice for another job is dropped
        pane.setAlternatives(m_pending, adv);
        QVERIFY(all->isEnabled());
        const QString html = pane.html();
        QVERIFY(html.contains(QStringLiteral("What you could change")));
        for (int i = 0; i < 3; ++i)
            QVERIFY2(html.contains(adv.alternatives[i].title().toHtmlEscaped()),
                     qPrintable(adv.alternatives[i].title()));
        QVERIFY(!html.contains(adv.alternatives[3].title().toHtmlEscaped()));
        saveShot(&pane, QStringLiteral("alternatives-pane-en.png"));
        // Another user's job: every change is refused for the same reason, which the pane says once, not per line.
        auto refused = adv;
        const QString why = QStringLiteral("job %1 belongs to someone, not to you").arg(m_pending);
        for (Alternative& a : refused.alternatives) {
            a.allowed = false;
            a.whyNot = why;
        }
        pane.setAlternatives(m_pending, refused);
        QCOMPARE(pane.html().count(QStringLiteral("Not possible: ") + why), 1);
        for (int i = 0; i < 3; ++i)
            QVERIFY(pane.html().contains(refused.alternatives[i].title().toHtmlEscaped()));
        refused.alternatives[1].whyNot = QStringLiteral("another reason");
        pane.setAlternatives(m_pending, refused);
        QCOMPARE(pane.html().count(QStringLiteral("Not possible: ")), 3);
        pane.setAlternatives(m_pending, adv);

        AlternativesDialog* dialog = openDialog(pane);
        QVERIFY(dialog);
        auto* table = dialog->findChild<QTableWidget*>(QStringLiteral("alternativesTable"));
        QCOMPARE(table->rowCount(), int(adv.alternatives.size()) + 1); // and "keep" to compare with
        // Sort by expected start: the shown order follows the numbers, not the text.
        table->horizontalHeader()->setSortIndicator(1, Qt::AscendingOrder);
        for (int r = 1; r < table->rowCount(); ++r)
            QVERIFY(table->item(r - 1, 1)->data(Qt::UserRole + 1).toDouble()
                    <= table->item(r, 1)->data(Qt::UserRole + 1).toDouble());
        dialog->resize(1100, 450);
        saveShot(dialog, QStringLiteral("alternatives-dialog-en.png"));
        // A split is applied from here too (its parts, then the original while it waits) when it is allowed.
        auto* apply = dialog->findChild<QPushButton*>(QStringLiteral("applyAlternative"));
        int splits = 0;
        for (int r = 0; r < table->rowCount(); ++r) {
            if (table->item(r, 0)->text().startsWith(QLatin1String("Split into"))) {
                table->selectRow(r);
                const int index = table->item(r, 0)->data(Qt::UserRole).toInt();
                QCOMPARE(apply->isEnabled(), index >= 0 && adv.alternatives[index].allowed);
                ++splits;
            }
        }
        QVERIFY(splits > 0);
        dialog->reject();
    }

    void oneClickAppliesAnUpdateAfterConfirmation()
    {
        const ClusterSnapshot snap = snapshot();
        const Job job = *snap.findJob(m_pending);
        const auto adv = advice(snap);
        QWidget host;
        JobActionController actions(&host);
        actions.setBackend(m_backend);
        JobDetailPane pane(&host);
        connect(&pane, &JobDetailPane::alternativeChosen, &actions, &JobActionController::applyAlternative);
        host.show();
        pane.showJob(job, JobInsight {}, false);
        pane.setAlternatives(m_pending, adv);
        AlternativesDialog* dialog = openDialog(pane);
        QVERIFY(dialog);
        auto* table = dialog->findChild<QTableWidget*>(QStringLiteral("alternativesTable"));
        auto* apply = dialog->findChild<QPushButton*>(QStringLiteral("applyAlternative"));
        // The first one that updates the waiting job (another partition, QOS, limit or begin time).
        int row = -1;
        std::optional<Alternative> chosen;
        for (int r = 0; r < table->rowCount() && row < 0; ++r) {
            const int index = table->item(r, 0)->data(Qt::UserRole).toInt();
            if (index >= 0 && AlternativesDialog::canApply(adv.alternatives[index])
                && adv.alternatives[index].change != Alternative::Change::FewerGpus
                && adv.alternatives[index].change != Alternative::Change::Split) {
                row = r;
                chosen = adv.alternatives[index];
            }
        }
        QVERIFY2(row >= 0, "no alternative that updates the job is allowed");
        table->selectRow(row);
        QVERIFY(apply->isEnabled());

        // First the user says no: nothing is sent.
        QSignalSpy done(&actions, &JobActionController::finished);
        MessageBox::setNextAnswer(QMessageBox::No);
        QTest::mouseClick(apply, Qt::LeftButton);
        QVERIFY(MessageBox::lastText().contains(QStringLiteral("Request: update job %1").arg(m_pending)));
        QTest::qWait(200);
        QCOMPARE(done.count(), 0);
        const Job unchanged = *snapshot().findJob(m_pending);
        QCOMPARE(unchanged.partition, job.partition);
        QCOMPARE(unchanged.qos, job.qos);
        QCOMPARE(unchanged.timeLimitS, job.timeLimitS);
        QCOMPARE(unchanged.beginTime, job.beginTime);

        // Then yes: the exact change is named and carried out.
        dialog = openDialog(pane);
        QVERIFY(dialog);
        table = dialog->findChild<QTableWidget*>(QStringLiteral("alternativesTable"));
        apply = dialog->findChild<QPushButton*>(QStringLiteral("applyAlternative"));
        for (int r = 0; r < table->rowCount(); ++r) {
            if (table->item(r, 0)->text() == chosen->title())
                table->selectRow(r);
        }
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(apply, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);
        QVERIFY2(done.at(0).at(1).toBool(), qPrintable(done.at(0).at(0).toString()));
        const QString confirmation = MessageBox::lastText();
        const Job after = *snapshot().findJob(m_pending);
        switch (chosen->change) {
        case Alternative::Change::Partition:
            QVERIFY(confirmation.contains(QStringLiteral("Partition=%1").arg(chosen->partition)));
            QCOMPARE(after.partition, chosen->partition);
            break;
        case Alternative::Change::Qos:
            QVERIFY(confirmation.contains(QStringLiteral("QOS=%1").arg(chosen->qos)));
            QCOMPARE(after.qos, chosen->qos);
            break;
        case Alternative::Change::ShorterLimit:
            QVERIFY(confirmation.contains(QStringLiteral("TimeLimit=")));
            QCOMPARE(after.timeLimitS, chosen->timeLimitS);
            break;
        case Alternative::Change::Begin:
            QVERIFY(confirmation.contains(QStringLiteral("StartTime=")));
            QCOMPARE(after.beginTime, chosen->begin);
            break;
        default:
            QFAIL("a resubmitting alternative was applied from the list");
        }
    }

    void fewerGpusResubmitsTheRememberedRequest()
    {
        // A fresh job of ours that waits, submitted the way the GUI does: its request is remembered.
        PolicyEngine engine(m_backend, m_dir.filePath(QStringLiteral("policy.sqlite")));
        QTRY_VERIFY_WITH_TIMEOUT(engine.isReady(), 10000);
        JobSpec spec;
        const QString waitingId = waitingJob(QStringLiteral("resubmit-me"), &spec);
        QVERIFY(!waitingId.isEmpty());
        engine.rememberSubmission(waitingId, spec);
        const ClusterSnapshot snap = snapshot();
        const Job* job = snap.findJob(waitingId);
        QVERIFY(job && job->isPending());
        auto* demo = dynamic_cast<demo::DemoBackend*>(m_backend.get());
        const auto adv = AlternativesAdvisor::advise(snap, job->id, m_backend->capabilitiesFor({ job->id }),
                                                     QCoro::waitFor(demo->past()).jobs);
        const Alternative* four = nullptr;
        for (const Alternative& a : adv.alternatives)
            if (a.change == Alternative::Change::FewerGpus && a.gpus == 4)
                four = &a;
        QVERIFY(four && four->allowed && AlternativesDialog::canApply(*four));

        QWidget host;
        JobActionController actions(&host);
        actions.setBackend(m_backend);
        actions.setPolicyEngine(&engine);
        QSignalSpy done(&actions, &JobActionController::finished);
        MessageBox::setNextAnswer(QMessageBox::Yes);
        actions.applyAlternative(*job, *four);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);
        QVERIFY2(done.at(0).at(1).toBool(), qPrintable(done.at(0).at(0).toString()));
        // The confirmation showed the exact request: 4 GPUs, the doubled limit.
        QVERIFY2(MessageBox::lastText().contains(QStringLiteral("\"gpus\": 4")), qPrintable(MessageBox::lastText()));
        QVERIFY(MessageBox::lastText().contains(QStringLiteral("%1").arg(16 * 3600)));
        // The original is gone, a copy with 4 GPUs and a 16 h limit took its place, and it is remembered too.
        const ClusterSnapshot after = snapshot();
        const Job* old = after.findJob(job->id);
        QVERIFY(!old || !old->isPending());
        const Job* copy = nullptr;
        for (const Job& j : after.jobs)
            if (j.name == QLatin1String("resubmit-me") && j.gpus == 4) // the others asked for 8
                copy = &j;
        QVERIFY(copy);
        QVERIFY(done.at(0).at(0).toString().contains(copy->id));
        QCOMPARE(copy->timeLimitS, 16 * 3600);
        QVERIFY(engine.knowsSubmission(copy->id));
    }

    void splitSubmitsItsPartsThenCancelsTheOriginal()
    {
        PolicyEngine engine(m_backend, m_dir.filePath(QStringLiteral("policy-split.sqlite")));
        QTRY_VERIFY_WITH_TIMEOUT(engine.isReady(), 10000);
        JobSpec spec;
        const QString waitingId = waitingJob(QStringLiteral("split-me"), &spec);
        QVERIFY(!waitingId.isEmpty());
        engine.rememberSubmission(waitingId, spec);
        const ClusterSnapshot snap = snapshot();
        const Job* job = snap.findJob(waitingId);
        QVERIFY(job && job->isPending());
        auto* demo = dynamic_cast<demo::DemoBackend*>(m_backend.get());
        const auto adv = AlternativesAdvisor::advise(snap, job->id, m_backend->capabilitiesFor({ job->id }),
                                                     QCoro::waitFor(demo->past()).jobs);
        const Alternative* two = nullptr;
        for (const Alternative& a : adv.alternatives)
            if (a.change == Alternative::Change::Split && a.jobs == 2)
                two = &a;
        QVERIFY(two && two->allowed && AlternativesDialog::canApply(*two));

        QWidget host;
        JobActionController actions(&host);
        actions.setBackend(m_backend);
        actions.setPolicyEngine(&engine);
        QSignalSpy done(&actions, &JobActionController::finished);
        MessageBox::setNextAnswer(QMessageBox::Yes);
        actions.applyAlternative(*job, *two);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);
        QVERIFY2(done.at(0).at(1).toBool(), qPrintable(done.at(0).at(0).toString()));
        // The confirmation showed both requests, 4 GPUs each, named as parts.
        const QString shown = MessageBox::lastText();
        QVERIFY2(shown.contains(QStringLiteral("split-me-part1of2"))
                     && shown.contains(QStringLiteral("split-me-part2of2")),
                 qPrintable(shown));
        QCOMPARE(shown.count(QStringLiteral("\"gpus\": 4")), 2);
        const ClusterSnapshot after = snapshot();
        const Job* old = after.findJob(job->id);
        QVERIFY(!old || !old->isPending());
        int parts = 0;
        for (const Job& j : after.jobs) {
            if (j.name.startsWith(QLatin1String("split-me-part")) && isActive(j.state)) {
                ++parts;
                QCOMPARE(j.gpus, 4);
                QVERIFY(engine.knowsSubmission(j.id));
            }
        }
        QCOMPARE(parts, 2);
    }

    // Another user's pending job: a change that would never run says so first and still names the owner, in
    // the dialog's "Allowed" column and in its hint, in English and in Chinese.
    void anotherUsersJobGivesEveryReason()
    {
        for (const QString& language : { QStringLiteral("en"), QStringLiteral("zh_CN") }) {
            I18n::install(language);
            const ClusterSnapshot snap = snapshot();
            auto* demo = dynamic_cast<demo::DemoBackend*>(m_backend.get());
            const auto past = QCoro::waitFor(demo->past()).jobs;
            const bool zh = language == QLatin1String("zh_CN");
            const QString also = zh ? QStringLiteral("；另外，") : QStringLiteral("; also ");
            // The first job of someone else's with such a change (the demo has regions without some GPU types).
            std::optional<Job> theirs;
            AlternativesAdvisor::Advice adv;
            int index = -1;
            for (const Job& j : snap.jobs) {
                if (!j.isPending() || j.user == QLatin1String("me"))
                    continue;
                adv = AlternativesAdvisor::advise(snap, j.id, m_backend->capabilitiesFor({ j.id }), past);
                for (int i = 0; i < adv.alternatives.size() && index < 0; ++i) {
                    if (adv.alternatives[i].whyNot.contains(also))
                        index = i;
                }
                if (index >= 0) {
                    theirs = j;
                    break;
                }
            }
            QVERIFY2(theirs, "no pending job of another user has a change that never runs");
            const Alternative& combined = adv.alternatives[index];
            QVERIFY(!combined.allowed);
            QVERIFY2(combined.whyNot.contains(theirs->user), qPrintable(combined.whyNot));

            JobDetailPane pane;
            pane.resize(700, 900);
            pane.show();
            pane.showJob(*theirs, JobInsight {}, false);
            pane.setAlternatives(theirs->id, adv);
            AlternativesDialog* dialog = openDialog(pane);
            QVERIFY(dialog);
            auto* table = dialog->findChild<QTableWidget*>(QStringLiteral("alternativesTable"));
            int row = -1;
            for (int r = 0; r < table->rowCount(); ++r) {
                if (table->item(r, 0)->data(Qt::UserRole).toInt() == index)
                    row = r;
            }
            QVERIFY(row >= 0);
            QVERIFY2(table->item(row, 7)->text().endsWith(combined.whyNot), qPrintable(table->item(row, 7)->text()));
            // The column reads on after "no:" in lower case, not with the detail pane's "Never starts as written".
            if (!zh)
                QVERIFY2(table->item(row, 7)->text().startsWith(QLatin1String("no: would never start: ")),
                         qPrintable(table->item(row, 7)->text()));
            table->selectRow(row);
            QVERIFY(!dialog->findChild<QPushButton*>(QStringLiteral("applyAlternative"))->isEnabled());
            const QString hint = dialog->findChild<QLabel*>(QStringLiteral("alternativesHint"))->text();
            QVERIFY2(hint.contains(combined.whyNot), qPrintable(hint));
            dialog->resize(1300, 450);
            saveShot(dialog, QStringLiteral("alternatives-theirs-%1.png").arg(language));
            dialog->reject();
        }
        I18n::install(QStringLiteral("en"));
    }

    void chineseScreens()
    {
        I18n::install(QStringLiteral("zh_CN"));
        // A job of ours that waits now (the earlier cases moved, started or replaced theirs).
        m_pending = waitingJob(QStringLiteral("train"));
        QVERIFY(!m_pending.isEmpty());
        const ClusterSnapshot snap = snapshot();
        const Job* job = snap.findJob(m_pending);
        QVERIFY(job);
        const auto adv = advice(snap);
        JobDetailPane pane;
        pane.resize(700, 900);
        pane.show();
        pane.showJob(*job, JobInsight {}, false);
        pane.setAlternatives(m_pending, adv);
        QVERIFY(pane.html().contains(QStringLiteral("可以做的调整")));
        saveShot(&pane, QStringLiteral("alternatives-pane-zh_CN.png"));
        AlternativesDialog* dialog = openDialog(pane);
        QVERIFY(dialog);
        dialog->resize(1100, 450);
        saveShot(dialog, QStringLiteral("alternatives-dialog-zh_CN.png"));
        dialog->reject();
        I18n::install(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestAlternativesGui)
#include "TestAlternativesGui.moc"
