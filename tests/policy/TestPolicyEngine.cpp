// The auto-retry engine against the real demo platform: moves and resubmissions change the platform's jobs,
// time moves by an injected clock, and refusals come from the platform itself.

#include "PolicyTestSupport.h"
#include "common/FlakyBackend.h"
#include "history/HistoryStore.h"
#include "policy/PolicyEngine.h"
#include "policy/PolicyStore.h"
#include "policy/ResubmitSpec.h"
#include "service/ClusterWatcher.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace qc;
using namespace qc::test;

namespace {

RetryPolicy movePolicy(const QString& jobId, const QString& partition, int maxAttempts = 1)
{
    RetryPolicy p;
    p.jobId = jobId;
    p.pendingAfterS = 300;
    p.action = RetryPolicy::Action::MoveToPartition;
    p.partition = partition;
    p.maxAttempts = maxAttempts;
    return p;
}

const Job& jobIn(const ClusterViewPtr& view, const QString& id)
{
    const Job* job = view->snapshot.findJob(id);
    if (!job)
        qFatal("job %s not in the view", qPrintable(id));
    return *job;
}

} // namespace

class TestPolicyEngine : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_dbCounter = 0;
    QString newDbPath() { return m_dir.filePath(QStringLiteral("policy-%1.sqlite").arg(++m_dbCounter)); }

    std::unique_ptr<PolicyEngine> makeEngine(std::shared_ptr<Backend> backend, const QString& path, TestClock* clock)
    {
        auto engine = std::make_unique<PolicyEngine>(std::move(backend), path);
        // The clock is installed: the engine (and the demo) read it through qc::Clock.
        Q_UNUSED(clock)
        return engine;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void movesAPendingJobOnceTheLimitHasPassed()
    {
        auto backend = emptyDemo();
        blockEuWest(*backend);
        const QString id = submit(*backend, trainingSpec(QStringLiteral("eu-west"), 16));
        TestClock clock;
        auto engine = makeEngine(backend, newDbPath(), &clock);
        QTRY_VERIFY(engine->isReady());
        QVERIFY(engine->setPolicy(movePolicy(id, QStringLiteral("cn-north"))).isEmpty());
        QSignalSpy logged(engine.get(), &PolicyEngine::actionLogged);

        auto view = freshView(*backend);
        QVERIFY(jobIn(view, id).isPending());
        engine->onViewUpdated(view);
        // The engine decides on the view at once (an attempt is counted before anything is sent): no wait needed.
        QCOMPARE(engine->policyFor(id)->attempts, 0); // pending for seconds only
        QCOMPARE(engine->actionsInFlight(), 0);
        QCOMPARE(logged.count(), 0);

        clock.offsetS = 301;
        view = freshView(*backend, view->snapshot.takenAt);
        engine->onViewUpdated(view);
        QTRY_COMPARE(logged.count(), 1);
        const auto entry = logged.first().first().value<PolicyLogEntry>();
        QCOMPARE(entry.outcome, PolicyLogEntry::Outcome::Ok);
        QCOMPARE(entry.jobId, id);
        QVERIFY2(entry.message.contains(QLatin1String("cn-north")), qPrintable(entry.message));

        // The platform's job really moved, kept its id, and the policy has nothing left to do.
        view = freshView(*backend, view->snapshot.takenAt);
        QCOMPARE(jobIn(view, id).partition, QStringLiteral("cn-north"));
        QCOMPARE(engine->policyFor(id)->attempts, 1);
        clock.offsetS += 3600;
        engine->onViewUpdated(view);
        QCOMPARE(engine->policyFor(id)->attempts, 1);
        QCOMPARE(engine->actionsInFlight(), 0);
        QCOMPARE(logged.count(), 1);
        QCOMPARE(engine->logFor(id).size(), 1);
    }

    void resubmitsWithFewerGpusAndFollowsTheNewJob()
    {
        auto backend = emptyDemo();
        blockEuWest(*backend);
        const JobSpec spec = trainingSpec(QStringLiteral("eu-west"), 16);
        const QString id = submit(*backend, spec);
        TestClock clock;
        auto engine = makeEngine(backend, newDbPath(), &clock);
        QTRY_VERIFY(engine->isReady());
        engine->rememberSubmission(id, spec);
        RetryPolicy p;
        p.jobId = id;
        p.pendingAfterS = 600;
        p.action = RetryPolicy::Action::ResubmitFewerGpus;
        p.gpus = 8;
        p.maxAttempts = 3;
        QVERIFY(engine->setPolicy(p).isEmpty());
        QSignalSpy followed(engine.get(), &PolicyEngine::policyFollowed);

        clock.offsetS = 601;
        auto view = freshView(*backend);
        engine->onViewUpdated(view);
        QTRY_COMPARE(engine->actionsInFlight(), 0);
        QTRY_COMPARE(engine->log().size(), 1);
        QVERIFY2(followed.count() == 1, qPrintable(engine->log().first().message));
        const QString newId = followed.first().at(2).toString();
        QVERIFY(newId != id);
        QCOMPARE(followed.first().at(1).toString(), id);

        view = freshView(*backend, view->snapshot.takenAt);
        const Job& old = jobIn(view, id);
        const Job& copy = jobIn(view, newId);
        QCOMPARE(old.state, JobState::Cancelled);
        QCOMPARE(copy.gpus, 8);
        QCOMPARE(copy.gpuType, QStringLiteral("a100"));
        QCOMPARE(copy.partition, QStringLiteral("eu-west"));
        QCOMPARE(copy.name, spec.name);
        QVERIFY(copy.isPending());
        // The policy follows the new id, its log goes with it, and the next resubmission would be exact.
        QVERIFY(!engine->policyFor(id));
        QCOMPARE(engine->policyFor(newId)->attempts, 1);
        const auto log = engine->logFor(newId);
        QCOMPARE(log.size(), 1);
        QCOMPARE(log.first().newJobId, newId);
        QCOMPARE(log.first().outcome, PolicyLogEntry::Outcome::Ok);
        QCOMPARE(engine->submission(newId)->command, spec.command);
        QCOMPARE(engine->submission(newId)->gpus, 8);

        // Already at 8 GPUs: later triggers do nothing although attempts remain.
        clock.offsetS += 3600;
        view = freshView(*backend, view->snapshot.takenAt);
        engine->onViewUpdated(view);
        QCOMPARE(engine->policyFor(newId)->attempts, 1);
        QCOMPARE(engine->actionsInFlight(), 0);
        QCOMPARE(engine->logFor(newId).size(), 1);
    }

    void backendErrorsAreLoggedAndRetriedOnlyAfterTheLimitUpToMaxAttempts()
    {
        auto backend = emptyDemo();
        blockEuWest(*backend);
        const QString id = submit(*backend, trainingSpec(QStringLiteral("eu-west"), 16));
        TestClock clock;
        auto engine = makeEngine(backend, newDbPath(), &clock);
        QTRY_VERIFY(engine->isReady());
        // us-east has no a100 nodes: the platform refuses every move there.
        QVERIFY(engine->setPolicy(movePolicy(id, QStringLiteral("us-east"), 2)).isEmpty());

        clock.offsetS = 301;
        auto view = freshView(*backend);
        engine->onViewUpdated(view);
        QTRY_COMPARE(engine->logFor(id).size(), 1);
        const auto first = engine->logFor(id).first();
        QCOMPARE(first.outcome, PolicyLogEntry::Outcome::Failed);
        QVERIFY2(first.message.contains(QLatin1String("Requested node configuration is not available")),
                 qPrintable(first.message));

        // Fresh views keep coming, but the limit counts again from the failed attempt: no tight loop.
        for (int i = 0; i < 3; ++i) {
            clock.offsetS += 60;
            view = freshView(*backend, view->snapshot.takenAt);
            engine->onViewUpdated(view);
        }
        QCOMPARE(engine->policyFor(id)->attempts, 1);
        QCOMPARE(engine->actionsInFlight(), 0);
        QCOMPARE(engine->logFor(id).size(), 1);

        clock.offsetS += 301;
        view = freshView(*backend, view->snapshot.takenAt);
        engine->onViewUpdated(view);
        QTRY_COMPARE(engine->logFor(id).size(), 2);
        QCOMPARE(engine->policyFor(id)->attempts, 2);

        // Two attempts allowed, two used.
        clock.offsetS += 3600;
        view = freshView(*backend, view->snapshot.takenAt);
        engine->onViewUpdated(view);
        QCOMPARE(engine->policyFor(id)->attempts, 2);
        QCOMPARE(engine->actionsInFlight(), 0);
        QCOMPARE(engine->logFor(id).size(), 2);
        QCOMPARE(jobIn(view, id).partition, QStringLiteral("eu-west"));
    }

    void staleViewsAreIgnored()
    {
        auto backend = emptyDemo();
        blockEuWest(*backend);
        const QString id = submit(*backend, trainingSpec(QStringLiteral("eu-west"), 16));
        TestClock clock;
        auto engine = makeEngine(backend, newDbPath(), &clock);
        QTRY_VERIFY(engine->isReady());
        QVERIFY(engine->setPolicy(movePolicy(id, QStringLiteral("cn-north"))).isEmpty());
        const auto oldView = freshView(*backend);

        // The watcher is failing: its last view is old news.
        clock.offsetS = 301;
        engine->setSourceStale(true);
        engine->onViewUpdated(freshView(*backend, oldView->snapshot.takenAt));
        // A view taken longer ago than the engine accepts: delivered two minutes and more after it was taken.
        engine->setSourceStale(false);
        engine->setMaxViewAge(120);
        auto view = freshView(*backend, oldView->snapshot.takenAt);
        clock.offsetS += 121;
        engine->onViewUpdated(view);
        QCOMPARE(engine->ignoredViews(), 2);
        QCOMPARE(engine->logFor(id).size(), 0);
        QCOMPARE(jobIn(freshView(*backend), id).partition, QStringLiteral("eu-west"));

        // A fresh view acts; one older than the last seen (delivered late) does not act again.
        engine->setMaxViewAge(600);
        view = freshView(*backend, view->snapshot.takenAt);
        engine->onViewUpdated(view);
        QTRY_COMPARE(engine->logFor(id).size(), 1);
        engine->onViewUpdated(oldView);
        QCOMPARE(engine->ignoredViews(), 3);
    }

    void waitsWhileTheWatcherFailsAndActsOnItsNextGoodView()
    {
        // Wired as the main window wires it: the watcher's views feed the engine, its failures mark them stale.
        auto demo = emptyDemo();
        auto flaky = std::make_shared<FlakyBackend>(demo);
        blockEuWest(*flaky);
        const QString id = submit(*flaky, trainingSpec(QStringLiteral("eu-west"), 16));
        TestClock clock;
        auto engine = makeEngine(flaky, newDbPath(), &clock);
        ClusterWatcher watcher(flaky);
        connect(&watcher, &ClusterWatcher::viewUpdated, engine.get(), &PolicyEngine::onViewUpdated);
        connect(&watcher, &ClusterWatcher::connectionStateChanged, engine.get(),
                [e = engine.get()](ClusterWatcher::ConnectionState state) {
                    e->setSourceStale(state == ClusterWatcher::ConnectionState::Failing);
                });
        QTRY_VERIFY(engine->isReady());
        QVERIFY(engine->setPolicy(movePolicy(id, QStringLiteral("cn-north"))).isEmpty());
        watcher.refresh();
        QTRY_VERIFY(watcher.hasSnapshot());
        QCOMPARE(engine->logFor(id).size(), 0);

        clock.offsetS = 301;
        flaky->failing = true;
        watcher.refresh();
        QTRY_VERIFY(watcher.isStale());
        const int ignored = engine->ignoredViews();
        engine->onViewUpdated(freshView(*demo, watcher.snapshot().takenAt)); // anything arriving meanwhile
        QCOMPARE(engine->ignoredViews(), ignored + 1);
        QCOMPARE(engine->logFor(id).size(), 0);

        flaky->failing = false;
        clock.offsetS += 1; // the demo's clock has whole seconds: the next view must be newer
        watcher.refresh();
        QTRY_COMPARE(engine->logFor(id).size(), 1);
        QCOMPARE(engine->logFor(id).first().outcome, PolicyLogEntry::Outcome::Ok);
    }

    void refusesToResubmitWithoutTheOriginalScript()
    {
        auto backend = emptyDemo();
        blockEuWest(*backend);
        const QString id = submit(*backend, trainingSpec(QStringLiteral("eu-west"), 16));
        TestClock clock;
        auto engine = makeEngine(backend, newDbPath(), &clock);
        QTRY_VERIFY(engine->isReady());
        RetryPolicy p;
        p.jobId = id;
        p.action = RetryPolicy::Action::ResubmitFewerGpus;
        p.gpus = 8;
        const QStringList problems = engine->setPolicy(p);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().contains(QLatin1String("script")), qPrintable(problems.first()));
        QVERIFY(!engine->policyFor(id));

        // The spec builder refuses too, and keeps what it knows when it has the submission.
        const Job job = jobIn(freshView(*backend), id); // a copy: the view is a temporary
        QVERIFY(!ResubmitSpec::build(job, std::nullopt, clock.now()).ok());
        JobSpec remembered = trainingSpec(QStringLiteral("cn-north"), 32);
        remembered.environment.insert(QStringLiteral("WANDB_MODE"), QStringLiteral("offline"));
        const auto built = ResubmitSpec::build(job, remembered, clock.now());
        QVERIFY(built.ok());
        QCOMPARE(built.value().partition, QStringLiteral("eu-west")); // where the job is now
        QCOMPARE(built.value().gpus, 16);
        QCOMPARE(built.value().command, remembered.command);
        QCOMPARE(built.value().environment, remembered.environment);
    }

    void resubmitsToTheRegionWithTheEarliestExpectedStart()
    {
        // History: a100 jobs waited about ten hours in cn-north and a minute in eu-west.
        const QString historyPath = m_dir.filePath(QStringLiteral("history.sqlite"));
        {
            HistoryStore history(historyPath);
            QVERIFY(history.open().ok());
            QList<FinishedJob> jobs;
            const QDateTime base = QDateTime::currentDateTimeUtc().addDays(-5);
            for (int i = 0; i < 300; ++i) {
                for (const auto& [region, wait] : { std::pair { QStringLiteral("cn-north"), 10 * 3600 },
                                                    std::pair { QStringLiteral("eu-west"), 60 } }) {
                    FinishedJob f;
                    f.id = QStringLiteral("%1-%2").arg(region).arg(i);
                    f.partition = region;
                    f.user = QStringLiteral("someone");
                    f.gpus = 8;
                    f.cpus = 8;
                    f.submit = base.addSecs(i * 1200);
                    f.start = f.submit.addSecs(wait);
                    f.end = f.start.addSecs(600);
                    f.state = QStringLiteral("COMPLETED");
                    f.timeLimitS = 3600;
                    jobs.append(f);
                }
            }
            QVERIFY(history.upsertJobs(jobs).ok());
        }
        auto backend = emptyDemo();
        // 96 a100 GPUs running in cn-north use up the account's share, so the job waits there.
        submit(*backend, trainingSpec(QStringLiteral("cn-north"), 96));
        const JobSpec spec = trainingSpec(QStringLiteral("cn-north"), 8);
        const QString id = submit(*backend, spec);
        TestClock clock;
        auto engine = makeEngine(backend, newDbPath(), &clock);
        engine->setHistoryPath(historyPath);
        QTRY_VERIFY(engine->isReady());
        engine->rememberSubmission(id, spec);
        RetryPolicy p;
        p.jobId = id;
        p.pendingAfterS = 300;
        p.action = RetryPolicy::Action::ResubmitToEarliestRegion;
        QVERIFY(engine->setPolicy(p).isEmpty());
        QSignalSpy followed(engine.get(), &PolicyEngine::policyFollowed);

        clock.offsetS = 301;
        auto view = freshView(*backend);
        QVERIFY(jobIn(view, id).isPending());
        engine->onViewUpdated(view);
        QTRY_COMPARE(engine->actionsInFlight(), 0);
        const auto log = engine->log();
        QVERIFY(!log.isEmpty());
        QVERIFY2(log.last().outcome == PolicyLogEntry::Outcome::Ok, qPrintable(log.last().message));
        QCOMPARE(followed.count(), 1);
        const QString newId = followed.first().at(2).toString();
        view = freshView(*backend, view->snapshot.takenAt);
        QCOMPARE(jobIn(view, newId).partition, QStringLiteral("eu-west"));
        QCOMPARE(jobIn(view, id).state, JobState::Cancelled);
    }

    void policiesAndLogSurviveARestart()
    {
        auto backend = emptyDemo();
        blockEuWest(*backend);
        const JobSpec spec = trainingSpec(QStringLiteral("eu-west"), 16);
        const QString id = submit(*backend, spec);
        const QString path = newDbPath();
        TestClock clock;
        QString newId;
        {
            auto engine = makeEngine(backend, path, &clock);
            QTRY_VERIFY(engine->isReady());
            engine->rememberSubmission(id, spec);
            RetryPolicy p;
            p.jobId = id;
            p.pendingAfterS = 300;
            p.action = RetryPolicy::Action::ResubmitFewerGpus;
            p.gpus = 8;
            p.maxAttempts = 2;
            QVERIFY(engine->setPolicy(p).isEmpty());
            clock.offsetS = 301;
            engine->onViewUpdated(freshView(*backend));
            QTRY_COMPARE(engine->log().size(), 1);
            QTRY_COMPARE(engine->actionsInFlight(), 0);
            newId = engine->log().last().newJobId;
            QVERIFY(!newId.isEmpty());
        } // the engine and its database thread are gone: everything queued was written

        {
            PolicyStore store(path);
            QVERIFY(store.open().ok());
            const auto policies = store.policies();
            QVERIFY(policies.ok());
            QCOMPARE(policies.value().size(), 1);
            QCOMPARE(policies.value().first().jobId, newId);
            QCOMPARE(policies.value().first().attempts, 1);
            QCOMPARE(store.log().value().size(), 1);
        }

        auto engine = makeEngine(backend, path, &clock);
        QTRY_VERIFY(engine->isReady());
        const auto policy = engine->policyFor(newId);
        QVERIFY(policy);
        QCOMPARE(policy->action, RetryPolicy::Action::ResubmitFewerGpus);
        QCOMPARE(policy->gpus, 8);
        QCOMPARE(policy->maxAttempts, 2);
        QCOMPARE(policy->attempts, 1);
        QVERIFY(policy->lastAttemptAt.isValid());
        const auto log = engine->logFor(newId);
        QCOMPARE(log.size(), 1);
        QCOMPARE(log.first().jobId, id);
        QCOMPARE(log.first().outcome, PolicyLogEntry::Outcome::Ok);
        QVERIFY(engine->knowsSubmission(newId));
        QCOMPARE(engine->submission(newId)->command, spec.command);

        engine->removePolicy(newId);
        QVERIFY(!engine->policyFor(newId));
        QCOMPARE(engine->logFor(newId).size(), 1); // the log stays with the job
        engine.reset();
        auto reopened = makeEngine(backend, path, &clock);
        QTRY_VERIFY(reopened->isReady());
        QVERIFY(reopened->policies().isEmpty());
        QCOMPARE(reopened->logFor(newId).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestPolicyEngine)
#include "TestPolicyEngine.moc"
