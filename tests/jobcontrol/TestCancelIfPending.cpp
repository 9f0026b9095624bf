// A resubmission cancels the original only while it still waits: on the real demo platform, a job that started
// after the view the policy acted on keeps running and the copy is withdrawn.

#include "backends/CompositeBackend.h"
#include "policy/PolicyActions.h"
#include "policy/PolicyTestSupport.h"

#include <QTest>

using namespace qc;
using namespace qc::test;

namespace {
// Started: the demo stages data (Configuring) before it runs.
bool started(const Job* job)
{
    return job && (job->state == JobState::Configuring || job->state == JobState::Running);
}
} // namespace

class TestCancelIfPending : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cancelsOnlyWaitingJobs()
    {
        auto backend = emptyDemo();
        const QString running = blockEuWest(*backend);
        const QString waiting = submit(*backend, trainingSpec(QStringLiteral("eu-west"), 16));
        auto view = freshView(*backend);
        QVERIFY(started(view->snapshot.findJob(running)));
        QVERIFY(view->snapshot.findJob(waiting)->isPending());

        const VoidResult refused = QCoro::waitFor(backend->cancelIfPending(running));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, BackendError::Kind::InvalidRequest);
        const VoidResult done = QCoro::waitFor(backend->cancelIfPending(waiting));
        QVERIFY2(done.ok(), qPrintable(done.error().toString()));

        view = freshView(*backend, view->snapshot.takenAt);
        QVERIFY(started(view->snapshot.findJob(running)));
        QCOMPARE(view->snapshot.findJob(waiting)->state, JobState::Cancelled);
    }

    void resubmissionLeavesAJobThatStartedMeanwhile()
    {
        auto backend = emptyDemo();
        const JobSpec spec = trainingSpec(QStringLiteral("eu-west"), 64);
        const QString original = submit(*backend, spec);
        auto view = freshView(*backend);
        // The policy saw it waiting; it has started since.
        Job seen = *view->snapshot.findJob(original);
        QVERIFY(started(&seen));
        seen.state = JobState::Pending;

        RetryPolicy policy;
        policy.jobId = original;
        policy.pendingAfterS = 60;
        policy.action = RetryPolicy::Action::ResubmitFewerGpus;
        policy.gpus = 8;
        const PolicyOutcome outcome = QCoro::waitFor(PolicyActions::perform(
            backend, policy, seen, spec, view, QString(), QDateTime::currentDateTimeUtc().addSecs(3600)));
        QCOMPARE(outcome.outcome, PolicyLogEntry::Outcome::Failed);
        QVERIFY2(outcome.message.contains(QLatin1String("no longer pending")), qPrintable(outcome.message));

        view = freshView(*backend, view->snapshot.takenAt);
        QVERIFY(started(view->snapshot.findJob(original)));
        int copies = 0;
        for (const Job& j : view->snapshot.jobs) {
            if (j.id == original || j.name != spec.name)
                continue;
            ++copies;
            QCOMPARE(j.state, JobState::Cancelled); // withdrawn again
            QCOMPARE(j.gpus, 8);
        }
        QCOMPARE(copies, 1);
    }

    void compositeRoutesToTheOwningCluster()
    {
        auto a = emptyDemo();
        auto b = emptyDemo();
        CompositeBackend composite({ { QStringLiteral("a"), a }, { QStringLiteral("b"), b } });
        const QString inB = submit(*b, trainingSpec(QStringLiteral("eu-west"), 64));
        const VoidResult refused = QCoro::waitFor(composite.cancelIfPending(QStringLiteral("b:") + inB));
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, BackendError::Kind::InvalidRequest);
        const VoidResult unknown = QCoro::waitFor(composite.cancelIfPending(QStringLiteral("c:") + inB));
        QVERIFY(!unknown.ok());
    }
};

QTEST_GUILESS_MAIN(TestCancelIfPending)
#include "TestCancelIfPending.moc"
