// Alerts come from real transitions on the demo platform's scheduler, not from hand-set flags.
#include "analysis/Cause.h"
#include "backends/demo/DemoSimulator.h"
#include "model/TimeZones.h"
#include "service/AlertMonitor.h"

#include <QTest>

using namespace qc;

class TestAlertMonitor : public QObject
{
    Q_OBJECT

    static ClusterViewPtr view(const demo::DemoSimulator& sim)
    {
        return ClusterView::build(sim.snapshot(), Capabilities {});
    }
    static QList<Alert::Kind> kinds(const QList<Alert>& alerts, const QString& id)
    {
        QList<Alert::Kind> out;
        for (const auto& a : alerts) {
            if (a.jobId == id)
                out.append(a.kind);
        }
        return out;
    }

private Q_SLOTS:
    void startedAndNeverRuns()
    {
        const QDateTime t0(QDate(2026, 11, 30), QTime(10, 0), qc::utcZone());
        demo::DemoSimulator sim(demo::DemoConfig::minimal(QStringLiteral("me")), t0);
        AlertMonitor monitor;
        JobSpec later;
        later.name = QStringLiteral("later");
        later.gpus = 1;
        later.timeLimitS = 3600;
        later.beginTime = t0.addSecs(600);
        const QString id = sim.submit(later, QStringLiteral("me")).value();
        JobSpec tooLong = later;
        tooLong.beginTime = {};
        tooLong.timeLimitS = 5 * 86400; // the partition allows one day
        const QString stuck = sim.submit(tooLong, QStringLiteral("me")).value();

        auto first = monitor.update(*view(sim));
        QCOMPARE(kinds(first, stuck), QList<Alert::Kind> { Alert::Kind::NeverRuns });
        QVERIFY(kinds(first, id).isEmpty());
        // Said once, not on every refresh.
        QVERIFY(kinds(monitor.update(*view(sim)), stuck).isEmpty());

        sim.advanceTo(t0.addSecs(900)); // begin time passed, then start-up done
        const auto later2 = monitor.update(*view(sim));
        QCOMPARE(kinds(later2, id), QList<Alert::Kind> { Alert::Kind::Started });
    }

    void disabledKindsStayQuiet()
    {
        const QDateTime t0(QDate(2026, 11, 30), QTime(10, 0), qc::utcZone());
        demo::DemoSimulator sim(demo::DemoConfig::minimal(QStringLiteral("me")), t0);
        AlertMonitor monitor;
        monitor.setEnabled(Alert::Kind::NeverRuns, false);
        JobSpec tooLong;
        tooLong.gpus = 1;
        tooLong.timeLimitS = 5 * 86400;
        const auto submitted = sim.submit(tooLong, QStringLiteral("me"));
        QVERIFY2(submitted.ok(), qPrintable(submitted.error().toString()));
        const auto v = view(sim);
        QVERIFY(v->snapshot.findJob(submitted.value()));
        QVERIFY(monitor.update(*v).isEmpty());
        // The same view does raise the alert when the kind is on: the silence above is the switch's doing.
        AlertMonitor enabled;
        QCOMPARE(kinds(enabled.update(*v), submitted.value()), QList<Alert::Kind> { Alert::Kind::NeverRuns });
    }

    void causeChanged()
    {
        // Waiting for its begin time, then for GPUs another job holds: the reason changed, and that is news.
        const QDateTime t0(QDate(2026, 11, 30), QTime(10, 0), qc::utcZone());
        demo::DemoSimulator sim(demo::DemoConfig::minimal(QStringLiteral("me")), t0);
        AlertMonitor monitor;
        JobSpec all;
        all.gpus = 16; // both A100 nodes
        all.gpuType = QStringLiteral("a100");
        all.timeLimitS = 4 * 3600;
        const QString holder = sim.submit(all, QStringLiteral("other")).value();
        JobSpec later = all;
        later.gpus = 8;
        later.name = QStringLiteral("later");
        later.timeLimitS = 3600;
        later.beginTime = t0.addSecs(600);
        const QString mine = sim.submit(later, QStringLiteral("me")).value();
        sim.advanceTo(t0.addSecs(120)); // the first job has started and holds every A100
        const auto before = view(sim);
        QVERIFY(kinds(monitor.update(*before), mine).isEmpty()); // the baseline
        QVERIFY(kinds(monitor.update(*view(sim)), mine).isEmpty()); // nothing changed
        sim.advanceTo(t0.addSecs(900));
        const auto after = view(sim);
        QCOMPARE(after->snapshot.findJob(holder)->state, JobState::Running);
        auto causeOf = [&mine](const ClusterView& v) {
            for (qsizetype i = 0; i < v.snapshot.jobs.size(); ++i) {
                if (v.snapshot.jobs[i].id == mine)
                    return v.insightFor(i)->cause;
            }
            return std::optional<Cause> {};
        };
        const auto was = causeOf(*before), is = causeOf(*after);
        QVERIFY2(was && is, qPrintable(after->snapshot.findJob(mine)->reason));
        QVERIFY2(*was != *is, qPrintable(CauseText::label(*is)));
        const auto alerts = monitor.update(*after);
        QCOMPARE(kinds(alerts, mine).count(Alert::Kind::CauseChanged), 1); // (now first in line, too)
        QString message;
        for (const Alert& a : alerts) {
            if (a.kind == Alert::Kind::CauseChanged)
                message = a.message;
        }
        QVERIFY2(message.contains(CauseText::label(*was)) && message.contains(CauseText::label(*is))
                     && message.contains(QStringLiteral("later")),
                 qPrintable(message));
        // Said once: the next refresh with the same reason is quiet.
        QVERIFY(kinds(monitor.update(*view(sim)), mine).isEmpty());
        // And not at all when the kind is off.
        AlertMonitor off;
        off.setEnabled(Alert::Kind::CauseChanged, false);
        off.update(*before);
        QVERIFY(!kinds(off.update(*after), mine).contains(Alert::Kind::CauseChanged));
    }

    void positionReached()
    {
        const QDateTime t0(QDate(2026, 11, 30), QTime(10, 0), qc::utcZone());
        demo::DemoSimulator sim(demo::DemoConfig::minimal(QStringLiteral("me")), t0);
        AlertMonitor monitor;
        monitor.setPositionThreshold(1);
        JobSpec fill;
        fill.gpus = 8;
        fill.gpuType = QStringLiteral("a100");
        fill.timeLimitS = 3600;
        // Two jobs fill the a100s: the blocker and mine wait behind them (checked, or the test would pass vacuously).
        QVERIFY(sim.submit(fill, QStringLiteral("other")).ok());
        QVERIFY(sim.submit(fill, QStringLiteral("other")).ok());
        JobSpec blocker = fill;
        blocker.qos = QStringLiteral("urgent");
        const QString first = sim.submit(blocker, QStringLiteral("other")).value();
        const QString mine = sim.submit(fill, QStringLiteral("me")).value();
        const auto before = monitor.update(*view(sim));
        QVERIFY(kinds(before, mine).isEmpty());
        QVERIFY(sim.cancel(first, QStringLiteral("other")).ok());
        const auto v = view(sim);
        const auto after = monitor.update(*v);
        const Job* j = v->snapshot.findJob(mine);
        QVERIFY2(kinds(after, mine).contains(Alert::Kind::PositionReached), qPrintable(j->reason));
    }

    void transientReasonRaisesNothing()
    {
        // After a release Slurm shows an empty reason for one refresh: no "why it waits changed" to and from it,
        // and no "almost there" for a job the scheduler has not looked at yet.
        const QDateTime t0(QDate(2026, 11, 30), QTime(10, 0), qc::utcZone());
        demo::DemoSimulator sim(demo::DemoConfig::minimal(QStringLiteral("me")), t0);
        AlertMonitor monitor;
        monitor.setPositionThreshold(1);
        JobSpec fill;
        fill.gpus = 8;
        fill.gpuType = QStringLiteral("a100");
        fill.timeLimitS = 3600;
        // Two jobs fill the a100s: the blocker and mine wait behind them (checked, or the test would pass vacuously).
        QVERIFY(sim.submit(fill, QStringLiteral("other")).ok());
        QVERIFY(sim.submit(fill, QStringLiteral("other")).ok());
        JobSpec blocker = fill;
        blocker.qos = QStringLiteral("urgent");
        const QString first = sim.submit(blocker, QStringLiteral("other")).value();
        const QString mine = sim.submit(fill, QStringLiteral("me")).value();
        const auto baseline = view(sim);
        const Job* waiting = baseline->snapshot.findJob(mine);
        QVERIFY(waiting && waiting->isPending() && !waiting->reason.isEmpty());
        QVERIFY(monitor.update(*baseline).isEmpty());
        QVERIFY(sim.cancel(first, QStringLiteral("other")).ok());
        ClusterSnapshot blank = sim.snapshot();
        for (Job& j : blank.jobs) {
            if (j.id == mine)
                j.reason.clear();
        }
        QVERIFY(blank.findJob(mine) && blank.findJob(mine)->isPending());
        const auto during = monitor.update(*ClusterView::build(blank, Capabilities {}));
        QVERIFY2(kinds(during, mine).isEmpty(), qPrintable(during.isEmpty() ? QString() : during.first().message));
        // The next real reason is compared with the last real one, not with the blank.
        const auto next = view(sim);
        QVERIFY(next->snapshot.findJob(mine)->isPending());
        const auto after = monitor.update(*next);
        QVERIFY(!kinds(after, mine).contains(Alert::Kind::CauseChanged));
    }

    void alreadyRunningIsNotStarted()
    {
        // Connecting to a cluster where my job has run for an hour is not "Job started".
        const QDateTime t0(QDate(2026, 11, 30), QTime(10, 0), qc::utcZone());
        demo::DemoSimulator empty(demo::DemoConfig::minimal(QStringLiteral("me")), t0);
        demo::DemoSimulator busy(demo::DemoConfig::minimal(QStringLiteral("me")), t0);
        JobSpec one;
        one.gpus = 1;
        one.timeLimitS = 4 * 3600;
        const QString id = busy.submit(one, QStringLiteral("me")).value();
        busy.advanceTo(t0.addSecs(3600));
        empty.advanceTo(t0.addSecs(3600));
        AlertMonitor monitor;
        QVERIFY(monitor.update(*view(empty)).isEmpty());
        const auto v = view(busy);
        QCOMPARE(v->snapshot.findJob(id)->state, JobState::Running);
        QVERIFY(kinds(monitor.update(*v), id).isEmpty());
        // After reset() the next view is a baseline, whatever it holds.
        monitor.reset();
        QVERIFY(monitor.update(*view(busy)).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestAlertMonitor)
#include "TestAlertMonitor.moc"
