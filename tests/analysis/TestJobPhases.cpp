// A job's phases with their times: from the job's own times, the start-up steps a backend reports (the demo
// platform's image pull and data staging) and the states refreshes saw (Slurm's CONFIGURING -> RUNNING).
#include "analysis/JobPhases.h"
#include "backends/demo/DemoSimulator.h"
#include "model/TimeZones.h"

#include <QTest>

using namespace qc;

namespace {
const QDateTime kT0(QDate(2026, 11, 30), QTime(9, 0), qc::utcZone());

Job job(JobState state)
{
    Job j;
    j.id = QStringLiteral("42");
    j.state = state;
    j.submitTime = kT0;
    j.eligibleTime = kT0;
    return j;
}

CauseTimeline::Entry seenAt(qint64 s, JobState state)
{
    CauseTimeline::Entry e;
    e.at = kT0.addSecs(s);
    e.state = state;
    if (state == JobState::Configuring)
        e.cause = Cause::Startup;
    return e;
}

QStringList kinds(const QList<JobPhases::Phase>& phases)
{
    QStringList out;
    for (const auto& p : phases)
        out.append(JobPhases::kindName(p.kind));
    return out;
}
} // namespace

class TestJobPhases : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pendingJobWaitsForItsBeginTimeThenQueues()
    {
        Job j = job(JobState::Pending);
        j.eligibleTime = kT0.addSecs(3600); // a begin time an hour after submission
        auto phases = JobPhases::of(j, {}, kT0.addSecs(600));
        QCOMPARE(kinds(phases), QStringList { QStringLiteral("eligibility") });
        QVERIFY(phases[0].underWay);
        QCOMPARE(phases[0].seconds, 600);

        phases = JobPhases::of(j, {}, kT0.addSecs(5400));
        QCOMPARE(kinds(phases), (QStringList { QStringLiteral("eligibility"), QStringLiteral("queued") }));
        QCOMPARE(phases[0].seconds, 3600);
        QVERIFY(!phases[0].underWay);
        QCOMPARE(phases[1].seconds, 1800);
        QVERIFY(phases[1].underWay);
    }

    void slurmStartupEndsWhereARefreshSawTheJobRunning()
    {
        Job j = job(JobState::Running);
        j.startTime = kT0.addSecs(1200);
        const QList<CauseTimeline::Entry> seen { seenAt(0, JobState::Pending), seenAt(1230, JobState::Configuring),
                                                 seenAt(1290, JobState::Running) };
        const auto phases = JobPhases::of(j, seen, kT0.addSecs(4000));
        QCOMPARE(kinds(phases),
                 (QStringList { QStringLiteral("queued"), QStringLiteral("startup"), QStringLiteral("running") }));
        QCOMPARE(phases[0].seconds, 1200);
        QCOMPARE(phases[1].seconds, 90);
        QVERIFY(phases[1].endSeenOnRefresh);
        QCOMPARE(phases[2].from, kT0.addSecs(1290));
        QCOMPARE(phases[2].seconds, 4000 - 1290);
        QVERIFY(phases[2].underWay);
        QCOMPARE(JobPhases::summary(phases),
                 QStringLiteral("Queued 20 min → Start-up 1 min → Running 45 min (under way)"));
    }

    void neverSeenConfiguringHasNoStartup()
    {
        Job j = job(JobState::Completed);
        j.startTime = kT0.addSecs(60);
        j.endTime = kT0.addSecs(660);
        const auto phases = JobPhases::of(j, {}, kT0.addSecs(9999));
        QCOMPARE(kinds(phases), (QStringList { QStringLiteral("queued"), QStringLiteral("running") }));
        QCOMPARE(phases[1].seconds, 600);
        QVERIFY(!phases[1].underWay);
    }

    void configuringNowIsAStartupUnderWay()
    {
        Job j = job(JobState::Configuring);
        j.startTime = kT0.addSecs(100);
        const auto phases = JobPhases::of(j, {}, kT0.addSecs(130));
        QCOMPARE(kinds(phases), (QStringList { QStringLiteral("queued"), QStringLiteral("startup") }));
        QVERIFY(phases[1].underWay);
        QCOMPARE(phases[1].seconds, 30);
    }

    void backendStepsAreShownAsTheyHappen()
    {
        Job j = job(JobState::Configuring);
        j.startTime = kT0.addSecs(100);
        j.startupSteps = { { StartupStep::Kind::ImagePull, kT0.addSecs(100), kT0.addSecs(145) },
                           { StartupStep::Kind::DataStaging, kT0.addSecs(145), kT0.addSecs(400) } };
        auto phases = JobPhases::of(j, {}, kT0.addSecs(120)); // still pulling
        QCOMPARE(kinds(phases),
                 (QStringList { QStringLiteral("queued"), QStringLiteral("startup"), QStringLiteral("image_pull") }));
        QVERIFY(phases[2].underWay);
        phases = JobPhases::of(j, {}, kT0.addSecs(200)); // staging
        QCOMPARE(phases.size(), 4);
        QCOMPARE(phases[2].seconds, 45);
        QVERIFY(!phases[2].underWay);
        QCOMPARE(phases[3].seconds, 55);
        QVERIFY(phases[3].underWay);
        j.state = JobState::Running;
        phases = JobPhases::of(j, {}, kT0.addSecs(1000));
        QCOMPARE(kinds(phases),
                 (QStringList { QStringLiteral("queued"), QStringLiteral("startup"), QStringLiteral("image_pull"),
                                QStringLiteral("data_staging"), QStringLiteral("running") }));
        QCOMPARE(phases[1].seconds, 300);
        QCOMPARE(phases[4].seconds, 600);
        QCOMPARE(JobPhases::summary(phases),
                 QStringLiteral("Queued 1 min → Image pull 45 s → Data staging 4 min → "
                                "Running 10 min (under way)"));
    }

    void demoPlatformModelsImagePullAndDataStaging()
    {
        // The simulator plans the start-up of every job it starts: the image first, then the data for jobs with
        // storage IO; the job is CONFIGURING until both are done.
        demo::DemoSimulator sim(demo::DemoConfig::standard(QStringLiteral("me")), kT0);
        sim.advanceTo(kT0.addSecs(6 * 3600));
        int withStaging = 0;
        int configuring = 0;
        for (int step = 0; step < 40 && (withStaging == 0 || configuring == 0); ++step) {
            sim.advanceTo(sim.now().addSecs(30));
            for (const Job& j : sim.snapshot().jobs) {
                if (j.isPending() || !j.startTime.isValid() || isFinished(j.state))
                    continue;
                QVERIFY2(!j.startupSteps.isEmpty(), qPrintable(j.id));
                QCOMPARE(j.startupSteps.first().kind, StartupStep::Kind::ImagePull);
                QCOMPARE(j.startupSteps.first().from, j.startTime);
                const QDateTime ready = j.startupSteps.last().to;
                QCOMPARE(j.state == JobState::Configuring, ready > sim.now());
                if (j.startupSteps.size() == 2) {
                    QCOMPARE(j.startupSteps[1].kind, StartupStep::Kind::DataStaging);
                    QVERIFY(!j.licenses.isEmpty()); // staging is the IO demand
                    ++withStaging;
                }
                if (j.state == JobState::Configuring) {
                    ++configuring;
                    const auto phases = JobPhases::of(j, {}, sim.now());
                    QVERIFY(phases.last().underWay);
                    QVERIFY(phases.last().isStep());
                }
            }
        }
        QVERIFY(withStaging > 0);
        QVERIFY(configuring > 0);
    }
};

QTEST_GUILESS_MAIN(TestJobPhases)
#include "TestJobPhases.moc"
