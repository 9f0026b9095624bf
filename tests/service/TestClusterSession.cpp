// One session per connected backend: polling, history capture and seeding, statistics, policies, the cause
// timeline and bounded forecast trails, without a widget in sight (this test builds with GUI=OFF).
#include "backends/BackendFactory.h"
#include "common/DemoWeekday.h"
#include "common/FlakyBackend.h"
#include "common/MockClock.h"
#include "forecast/ForecastService.h"
#include "history/HistoryWriter.h"
#include "policy/PolicyEngine.h"
#include "service/ClusterSession.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace qc;

namespace {
const QString demoUrl = QStringLiteral("demo://?history=1&state=none&user=me");

Job jobWith(const QString& id, JobState state)
{
    Job job;
    job.id = id;
    job.state = state;
    job.partition = QStringLiteral("a100");
    return job;
}

WaitForecast forecastOf(double p50)
{
    WaitForecast f;
    f.p50 = p50;
    f.upper = 2 * p50;
    return f;
}
} // namespace

class TestClusterSession : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    test::RunningClock m_clock { test::secondsToTuesdayAfternoon() }; // the demo's queue follows it: DemoWeekday.h
    int m_sessions = 0;

    ClusterSession::Paths freshPaths()
    {
        ++m_sessions;
        return { m_dir.filePath(QStringLiteral("history-%1.sqlite").arg(m_sessions)),
                 m_dir.filePath(QStringLiteral("policy-%1.sqlite").arg(m_sessions)) };
    }

    std::shared_ptr<Backend> demo() { return BackendFactory::create(demoUrl).value(); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // The default paths go below XDG_DATA_HOME: keep them out of the home directory.
        qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
    }

    void pollIntervalFollowsTheBackend()
    {
        ClusterSession session(demo(), freshPaths());
        QCOMPARE(session.watcher()->interval(), 3000);
        auto cli = BackendFactory::create(QStringLiteral("slurm://"));
        QVERIFY2(cli.ok(), qPrintable(cli.error().toString()));
        QCOMPARE(ClusterSession::pollIntervalFor(*cli.value()), 15000);
        ClusterSession slurm(cli.value(), freshPaths());
        QCOMPARE(slurm.watcher()->interval(), 15000);
    }

    void defaultPathsArePerProfile()
    {
        ClusterSession session(demo());
        QVERIFY(!session.profileId().isEmpty());
        QVERIFY2(session.historyPath().contains(session.profileId()), qPrintable(session.historyPath()));
        QVERIFY2(session.policy()->databasePath().contains(session.profileId()),
                 qPrintable(session.policy()->databasePath()));
        QCOMPARE(session.policy()->profileId(), session.profileId());
    }

    void seedsTheHistoryAndComputesBusyHours()
    {
        ClusterSession session(demo(), freshPaths());
        QSignalSpy stats(&session, &ClusterSession::statsUpdated);
        QSignalSpy written(session.history(), &HistoryWriter::batchWritten);
        session.start();
        // The demo's past lands as one batch with finished jobs; that batch schedules a statistics pass.
        // (Any batch: a view's sample may land after it.)
        auto seeded = [&written] {
            return std::any_of(written.cbegin(), written.cend(),
                               [](const QList<QVariant>& b) { return b.at(2).toInt() > 0; });
        };
        QTRY_VERIFY_WITH_TIMEOUT(seeded(), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!stats.isEmpty() && stats.last().at(0).value<HistoryStats>().jobs > 0, 30000);
        const auto grids = stats.last().at(0).value<HistoryStats>();
        QVERIFY(!grids.busyHours.isEmpty());
        QVERIFY(!stats.last().at(1).toString().isEmpty()); // the zone the grids are in
    }

    void aBackendWithoutAPastIsNotSeeded()
    {
        auto cli = BackendFactory::create(QStringLiteral("slurm://")).value();
        QVERIFY(!QCoro::waitFor(cli->historySeed()).has_value());
        QVERIFY(QCoro::waitFor(demo()->historySeed()).has_value());
    }

    void recentLoadFollowsEachStatisticsPass()
    {
        ClusterSession session(demo(), freshPaths());
        session.setRecentLoadSpan(24 * 3600);
        QSignalSpy recent(&session, &ClusterSession::recentLoadRead);
        session.start();
        QTRY_VERIFY_WITH_TIMEOUT(!recent.isEmpty() && !recent.last().at(0).value<QList<HistorySample>>().isEmpty(),
                                 30000);
    }

    void capturesOneSampleAMinuteAndTheTimeline()
    {
        ClusterSession session(demo(), freshPaths());
        QSignalSpy views(&session, &ClusterSession::viewUpdated);
        session.watcher()->refresh();
        QVERIFY(views.wait(30000));
        const auto first = views.last().at(0).value<ClusterViewPtr>();
        QCOMPARE(session.lastSampleAt(), first->snapshot.takenAt);
        QVERIFY(session.timeline().jobCount() > 0);
        for (const Job& job : first->snapshot.jobs) {
            if (job.isPending()) // what each waiting job waits for is on its track
                QVERIFY2(!session.timeline().entries(job.id).isEmpty(), qPrintable(job.id));
        }

        session.watcher()->refresh();
        QVERIFY(views.wait(30000));
        const auto second = views.last().at(0).value<ClusterViewPtr>();
        QVERIFY(second != first);
        QVERIFY(first->snapshot.takenAt.secsTo(second->snapshot.takenAt) < ClusterSession::SampleSpacingS);
        QCOMPARE(session.lastSampleAt(), first->snapshot.takenAt); // less than a minute later: no new sample

        // A view a minute later is sampled again.
        auto later = std::make_shared<ClusterView>(*second);
        later->snapshot.takenAt = first->snapshot.takenAt.addSecs(ClusterSession::SampleSpacingS);
        Q_EMIT session.watcher()->viewUpdated(later);
        QCOMPARE(session.lastSampleAt(), later->snapshot.takenAt);
    }

    // The cause timeline outlives the session: what one session saw of a waiting job is in the history database,
    // and the next session on the same database starts with it (the first entry is the first session's, not the
    // second's first refresh), so its summary still counts the time waited before the restart.
    void causeHistorySurvivesARestart()
    {
        const ClusterSession::Paths paths = freshPaths();
        QString id;
        QDateTime firstSeen;
        {
            ClusterSession session(demo(), paths);
            QSignalSpy views(&session, &ClusterSession::viewUpdated);
            QSignalSpy written(session.history(), &HistoryWriter::causesWritten);
            session.watcher()->refresh();
            QVERIFY(views.wait(30000));
            const auto view = views.last().at(0).value<ClusterViewPtr>();
            for (qsizetype i = 0; i < view->snapshot.jobs.size() && id.isEmpty(); ++i) {
                const JobInsight* in = view->insightFor(i);
                if (view->snapshot.jobs[i].isPending() && in && in->cause)
                    id = view->snapshot.jobs[i].id;
            }
            QVERIFY(!id.isEmpty());
            firstSeen = session.timeline().entries(id).first().at;
            QVERIFY(written.wait(10000) || !written.isEmpty());
        } // the writer finishes its batches before it goes
        QTest::qWait(1100); // the next session's refreshes are at least a second later

        ClusterSession again(demo(), paths);
        QSignalSpy restored(&again, &ClusterSession::timelineRestored);
        QSignalSpy views(&again, &ClusterSession::viewUpdated);
        again.start();
        // Counted, not waited for: a query answered before its coroutine looked arrives inside start().
        QTRY_VERIFY_WITH_TIMEOUT(!restored.isEmpty(), 30000);
        QVERIFY(restored.first().at(0).toInt() > 0);
        if (views.isEmpty())
            QVERIFY(views.wait(30000));
        const auto entries = again.timeline().entries(id);
        QVERIFY(!entries.isEmpty());
        QCOMPARE(entries.first().at, firstSeen);
        QVERIFY(views.last().at(0).value<ClusterViewPtr>()->snapshot.takenAt > firstSeen);
        QVERIFY(!again.timeline().summary(id, Clock::currentDateTimeUtc()).isEmpty());
    }

    // The job table's forecast passes rest three times their length (a quarter of one core) while they are short, 19
    // times once they are long (a big queue's: 5% of one core).
    void longForecastPassesRestLonger()
    {
        QCOMPARE(ClusterSession::queueForecastRestMs(0), 0);
        QCOMPARE(ClusterSession::queueForecastRestMs(40), 120);
        QCOMPARE(ClusterSession::queueForecastRestMs(250), 750);
        QCOMPARE(ClusterSession::queueForecastRestMs(251), 251 * 19);
        QCOMPARE(ClusterSession::queueForecastRestMs(1000), 19000);
    }

    void forecastTrailIsBoundedPerJob()
    {
        ClusterSession session(demo(), freshPaths());
        const QDateTime t0 = QDateTime::fromSecsSinceEpoch(1'700'000'000, QTimeZone::utc());
        QCOMPARE(session.recordForecast(QStringLiteral("7"), t0, forecastOf(10)).size(), 1);
        // Within a minute of the last point: not a new point.
        QCOMPARE(session.recordForecast(QStringLiteral("7"), t0.addSecs(30), forecastOf(11)).size(), 1);
        for (int i = 1; i < 80; ++i)
            session.recordForecast(QStringLiteral("7"), t0.addSecs(i * 61), forecastOf(10 + i));
        const ForecastTrail trail = session.forecastTrail(QStringLiteral("7"));
        QCOMPARE(trail.size(), ClusterSession::MaxTrailPoints);
        QCOMPARE(trail.last().first, t0.addSecs(79 * 61)); // the newest kept, the oldest dropped
        QCOMPARE(trail.first().first, t0.addSecs((80 - ClusterSession::MaxTrailPoints) * 61));
        QCOMPARE(trail.last().second.p50, 89.0);
    }

    void forecastTrailsOfJobsThatNoLongerWaitArePruned()
    {
        ClusterSession session(demo(), freshPaths());
        const QDateTime t0 = QDateTime::fromSecsSinceEpoch(1'700'000'000, QTimeZone::utc());
        for (const char* id : { "waits", "started", "gone" })
            session.recordForecast(QString::fromLatin1(id), t0, forecastOf(60));
        QCOMPARE(session.trailedJobs(), 3);

        auto view = std::make_shared<ClusterView>();
        view->snapshot.takenAt = t0.addSecs(10);
        view->snapshot.jobs = { jobWith(QStringLiteral("waits"), JobState::Pending),
                                jobWith(QStringLiteral("started"), JobState::Running) };
        Q_EMIT session.watcher()->viewUpdated(view);
        QCOMPARE(session.trailedJobs(), 1);
        QCOMPARE(session.forecastTrail(QStringLiteral("waits")).size(), 1);
        QVERIFY(session.forecastTrail(QStringLiteral("started")).isEmpty());
        QVERIFY(session.forecastTrail(QStringLiteral("gone")).isEmpty());
    }

    void forecastOfAPendingJobComesWithItsTrail()
    {
        ClusterSession session(demo(), freshPaths());
        QSignalSpy stats(&session, &ClusterSession::statsUpdated);
        QSignalSpy views(&session, &ClusterSession::viewUpdated);
        session.start();
        QTRY_VERIFY_WITH_TIMEOUT(!stats.isEmpty() && stats.last().at(0).value<HistoryStats>().jobs > 0, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!views.isEmpty(), 30000);
        const Job* pending = nullptr;
        for (const Job& job : session.watcher()->snapshot().jobs) {
            if (job.isPending() && job.gpus > 0) {
                pending = &job;
                break;
            }
        }
        QVERIFY(pending);
        const Job job = *pending;
        // Its place in the queue, as the table's insight has it: the basis names the jobs ahead it counts.
        const ClusterViewPtr view = views.last().at(0).value<ClusterViewPtr>();
        std::optional<QueuePosition> position;
        for (qsizetype i = 0; i < view->snapshot.jobs.size(); ++i) {
            if (view->snapshot.jobs[i].id == job.id)
                position = view->insights[i].position;
        }
        if (!position) // not eligible: the basis would count the partition; the test wants a place
            position = QueuePosition {};
        position->jobsAhead = 4321; // not a count the partition could give by chance
        // Finished jobs of the live view can reach the statistics before the demo's past does (a busy machine, ASan):
        // without the partition's history there is no forecast to send, so wait for what the session would read.
        QTRY_VERIFY_WITH_TIMEOUT(
            ForecastService::compute(session.historyPath(), session.watcher()->snapshot(), job).has_value(), 30000);
        QSignalSpy forecasts(&session, &ClusterSession::forecastUpdated);
        const QDateTime asked = session.watcher()->snapshot().takenAt;
        session.requestForecast(job, position);
        QTRY_VERIFY_WITH_TIMEOUT(!forecasts.isEmpty(), 30000);
        QCOMPARE(forecasts.last().at(0).toString(), job.id);
        // The StartEstimate is made on the session's worker, on the snapshot of the moment it was asked.
        const auto estimate = forecasts.last().at(1).value<StartEstimate>();
        QVERIFY(estimate.wait);
        QCOMPARE(estimate.at, asked);
        QVERIFY2(estimate.basis.contains(QLatin1String("4321 eligible job")), qPrintable(estimate.basis));
        const auto trail = forecasts.last().at(2).value<ForecastTrail>();
        QCOMPARE(trail.size(), 1);
        QCOMPARE(trail.first().first, asked);
        QCOMPARE(session.forecastTrail(job.id).size(), 1);
    }

    // Nothing in the history to forecast from (a partition it has never seen): the session says so, so the pane can
    // say why there is no time, rather than sending nothing.
    void noHistoryIsSaidNotSwallowed()
    {
        ClusterSession session(demo(), freshPaths());
        QSignalSpy forecasts(&session, &ClusterSession::forecastUpdated);
        QSignalSpy unavailable(&session, &ClusterSession::forecastUnavailable);
        Job job;
        job.id = QStringLiteral("77");
        job.partition = QStringLiteral("nowhere");
        job.state = JobState::Pending;
        job.gpus = 1;
        session.requestForecast(job);
        QTRY_COMPARE_WITH_TIMEOUT(unavailable.size(), 1, 30000);
        QCOMPARE(unavailable.first().at(0).toString(), QStringLiteral("77"));
        // It still says why there is no time.
        const auto estimate = unavailable.first().at(1).value<StartEstimate>();
        QVERIFY(!estimate.wait);
        QCOMPARE(estimate.kind, StartEstimate::Kind::NoData);
        QVERIFY(forecasts.isEmpty());
        QVERIFY(!session.forecastInFlight());
    }

    // Asked before the demo's past is written (the first view comes first): the session says there is no history,
    // then answers again by itself once the past lands, without waiting for the next refresh to ask.
    void forecastFollowsAsSoonAsThePastLands()
    {
        auto backend = demo();
        auto snapshot = QCoro::waitFor(backend->fetchSnapshot());
        QVERIFY(snapshot.ok());
        std::optional<Job> pending;
        for (const Job& job : snapshot.value().jobs) {
            if (job.isPending() && job.gpus > 0 && job.partition == QStringLiteral("eu-west"))
                pending = job;
        }
        QVERIFY(pending);
        ClusterSession session(backend, freshPaths());
        QSignalSpy forecasts(&session, &ClusterSession::forecastUpdated);
        QSignalSpy unavailable(&session, &ClusterSession::forecastUnavailable);
        session.requestForecast(*pending);
        QTRY_COMPARE_WITH_TIMEOUT(unavailable.size(), 1, 30000);
        QVERIFY(forecasts.isEmpty());
        session.start(); // writes the past
        QTRY_VERIFY_WITH_TIMEOUT(!forecasts.isEmpty(), 30000);
        QCOMPARE(forecasts.first().at(0).toString(), pending->id);
    }

    // A refresh every few seconds with a pending job selected asks again each time: one history read runs at a
    // time, and the requests made meanwhile become one more read, not one each.
    void forecastReadsDoNotPileUp()
    {
        ClusterSession session(demo(), freshPaths());
        QSignalSpy stats(&session, &ClusterSession::statsUpdated);
        QSignalSpy views(&session, &ClusterSession::viewUpdated);
        session.start();
        QTRY_VERIFY_WITH_TIMEOUT(!stats.isEmpty() && stats.last().at(0).value<HistoryStats>().jobs > 0, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!views.isEmpty(), 30000);
        std::optional<Job> pending;
        for (const Job& job : session.watcher()->snapshot().jobs) {
            if (job.isPending() && job.gpus > 0) {
                pending = job;
                break;
            }
        }
        QVERIFY(pending);
        QSignalSpy forecasts(&session, &ClusterSession::forecastUpdated);
        // A read that finished before its result was awaited answers at once: ask until one is in flight.
        for (int tries = 0; tries < 20 && !session.forecastInFlight(); ++tries)
            session.requestForecast(*pending);
        QVERIFY(session.forecastInFlight());
        const int readsBefore = session.forecastReads();
        for (int i = 0; i < 4; ++i)
            session.requestForecast(*pending);
        QCOMPARE(session.forecastReads(), readsBefore); // none started beside the running one
        // The running read answers, then the one that waited; nothing after (no read runs, none waits).
        // (A read may follow later on its own: jobs landing in the history ask again for a job it had nothing for.)
        QTRY_VERIFY_WITH_TIMEOUT(session.forecastReads() >= readsBefore + 1 && !session.forecastInFlight(), 30000);
        // One answer per read at most (none when the history has nothing for the job's partition yet).
        QVERIFY(forecasts.size() <= session.forecastReads());
        for (const auto& emitted : std::as_const(forecasts))
            QCOMPARE(emitted.at(0).toString(), pending->id);
    }

    void failingRefreshMarksThePolicySourceStale()
    {
        auto flaky = std::make_shared<qc::test::FlakyBackend>(demo());
        ClusterSession session(flaky, freshPaths());
        QSignalSpy views(&session, &ClusterSession::viewUpdated);
        session.watcher()->refresh();
        QVERIFY(views.wait(30000));
        QTRY_VERIFY_WITH_TIMEOUT(session.policy()->isReady(), 30000);
        const int ignored = session.policy()->ignoredViews();
        // A newer view each time: the engine ignores repeats anyway.
        auto newer = [&session](int secs) {
            auto view = std::make_shared<ClusterView>(*session.watcher()->view());
            view->snapshot.takenAt = view->snapshot.takenAt.addSecs(secs);
            return ClusterViewPtr(view);
        };
        Q_EMIT session.watcher()->viewUpdated(newer(1));
        QCOMPARE(session.policy()->ignoredViews(), ignored); // fresh data is acted on
        flaky->failing = true;
        QSignalSpy failed(session.watcher(), &ClusterWatcher::refreshFailed);
        session.watcher()->refresh();
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 30000);
        // While the source is stale the engine ignores what it is shown.
        Q_EMIT session.watcher()->viewUpdated(newer(2));
        QCOMPARE(session.policy()->ignoredViews(), ignored + 1);
    }
};

QTEST_GUILESS_MAIN(TestClusterSession)
#include "TestClusterSession.moc"
