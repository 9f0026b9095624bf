// The named conversions between a job, a request and the shape the forecaster sees (used by the main window,
// the submit dialog and the plan): each keeps what its reader needs and nothing it must not assume.
#include "forecast/JobShape.h"
#include "model/JobSpec.h"

#include <QTest>

using namespace qc;

namespace {
Job sampleJob()
{
    Job job;
    job.id = QStringLiteral("42");
    job.name = QStringLiteral("llm-finetune");
    job.user = QStringLiteral("me");
    job.account = QStringLiteral("lab");
    job.partition = QStringLiteral("cn-north");
    job.state = JobState::Pending;
    job.gpus = 8;
    job.gpuType = QStringLiteral("a100");
    job.cpus = 32;
    job.memoryMb = 256000;
    job.timeLimitS = 12 * 3600;
    job.priority = 1234.5;
    job.qos = QStringLiteral("urgent");
    job.licenses = QStringLiteral("cn-north-io:2");
    job.workDir = QStringLiteral("/scratch/me");
    job.dependency = QStringLiteral("afterok:41");
    return job;
}
} // namespace

class TestJobShape : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void specFromJobAsksForWhatTheJobAskedFor()
    {
        const Job job = sampleJob();
        const JobSpec spec = JobSpec::fromJob(job);
        QCOMPARE(spec.name, job.name);
        QCOMPARE(spec.partition, job.partition);
        QCOMPARE(spec.gpus, 8);
        QCOMPARE(spec.gpuType, job.gpuType);
        QCOMPARE(spec.cpus, 32);
        QCOMPARE(spec.memoryMb, job.memoryMb);
        QCOMPARE(spec.timeLimitS, job.timeLimitS);
        QCOMPARE(spec.qos, job.qos);
        QCOMPARE(spec.account, job.account);
        QCOMPARE(spec.workDir, job.workDir);
        QCOMPARE(spec.licenses, job.licenses);
        // A duplicate is a new job: no script known, no dependency on the original's predecessors, no start time.
        QVERIFY(spec.script.isEmpty());
        QVERIFY(spec.dependency.isEmpty());
        QVERIFY(!spec.beginTime.isValid());
    }

    void shapeFromJobKeepsPriorityAndUser()
    {
        const Job job = sampleJob();
        const JobShape shape = JobShape::fromJob(job);
        QCOMPARE(shape.queue, job.partition);
        QCOMPARE(shape.size, 8);
        QCOMPARE(shape.timeLimitS, job.timeLimitS);
        QCOMPARE(shape.priority, 1234.5);
        QCOMPARE(shape.user, job.user);
        QCOMPARE(shape.gpuType, job.gpuType);
        QCOMPARE(shape.qos, job.qos);
    }

    void shapeFromSpecIsAtLeastOneGpuAndKnowsNoUser()
    {
        JobSpec spec = JobSpec::fromJob(sampleJob());
        spec.gpus = 0; // a CPU-only request still plans for one GPU slot
        const JobShape shape = JobShape::fromSpec(spec);
        QCOMPARE(shape.queue, spec.partition);
        QCOMPARE(shape.size, 1);
        QCOMPARE(shape.timeLimitS, spec.timeLimitS);
        QCOMPARE(shape.priority, 0.0);
        QVERIFY(shape.user.isEmpty());
        QCOMPARE(shape.gpuType, spec.gpuType);
        QCOMPARE(shape.qos, spec.qos);
    }

    void shapeToSpecRoundTrips()
    {
        const JobShape shape = JobShape::fromJob(sampleJob());
        const JobSpec spec = shape.toSpec();
        QCOMPARE(spec.partition, shape.queue);
        QCOMPARE(spec.gpus, shape.size);
        QCOMPARE(spec.gpuType, shape.gpuType);
        QCOMPARE(spec.timeLimitS, shape.timeLimitS);
        QCOMPARE(spec.qos, shape.qos);
        const JobShape back = JobShape::fromSpec(spec);
        QCOMPARE(back.queue, shape.queue);
        QCOMPARE(back.size, shape.size);
        QCOMPARE(back.gpuType, shape.gpuType);
        QCOMPARE(back.qos, shape.qos);
    }
};

QTEST_GUILESS_MAIN(TestJobShape)
#include "TestJobShape.moc"
