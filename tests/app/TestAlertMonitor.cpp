// Alerts come from real transitions on the demo platform's scheduler, not from hand-set flags.
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
        sim.submit(tooLong, QStringLiteral("me"));
        QVERIFY(monitor.update(*view(sim)).isEmpty());
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
        sim.submit(fill, QStringLiteral("other"));
        sim.submit(fill, QStringLiteral("other"));
        JobSpec blocker = fill;
        blocker.qos = QStringLiteral("urgent");
        const QString first = sim.submit(blocker, QStringLiteral("other")).value();
        const QString mine = sim.submit(fill, QStringLiteral("me")).value();
        const auto before = monitor.update(*view(sim));
        QVERIFY(kinds(before, mine).isEmpty());
        QVERIFY(sim.cancel(first, QStringLiteral("other")).ok());
        const auto after = monitor.update(*view(sim));
        QVERIFY2(kinds(after, mine).contains(Alert::Kind::PositionReached), "expected a position alert");
    }
};

QTEST_GUILESS_MAIN(TestAlertMonitor)
#include "TestAlertMonitor.moc"
