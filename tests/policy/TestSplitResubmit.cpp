// Splitting a waiting job into parts on the demo platform: the parts go in first and the original is cancelled
// only while it waits; when the original has started, the parts are withdrawn and it keeps running.
#include "backends/BackendFactory.h"
#include "common/DemoWeekday.h"
#include "policy/SplitResubmit.h"

#include <QTemporaryDir>
#include <QTest>
#include <qcoro/qcorotask.h>

using namespace qc;

class TestSplitResubmit : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static ClusterSnapshot snapshotOf(Backend& backend)
    {
        auto s = QCoro::waitFor(backend.fetchSnapshot());
        if (!s.ok())
            qFatal("snapshot: %s", qPrintable(s.error().toString()));
        return s.value();
    }

private Q_SLOTS:
    void initTestCase() { qputenv("XDG_DATA_HOME", m_dir.path().toUtf8()); }

    void partNamesAreMarked()
    {
        JobSpec spec;
        spec.name = QStringLiteral("train");
        spec.gpus = 2;
        QCOMPARE(SplitResubmit::partSpec(spec, 0, 4).name, QStringLiteral("train-part1of4"));
        QCOMPARE(SplitResubmit::partSpec(spec, 3, 4).name, QStringLiteral("train-part4of4"));
        QCOMPARE(SplitResubmit::partSpec(spec, 3, 4).gpus, 2);
    }

    void aStartedOriginalKeepsRunningAndThePartsAreWithdrawn()
    {
        // A still demo (DemoWeekday.h): the demo schedules on every submit, so a job that fits starts with the clock
        // stopped.
        auto backend
            = BackendFactory::create(QStringLiteral("demo://?history=1&state=none&user=me&seed=1&at=%1&speed=0")
                                         .arg(QLatin1String(test::kStillDemoInstant)))
                  .value();
        // A 1-GPU job in the region with the most free GPUs starts at once.
        const ClusterSnapshot first = snapshotOf(*backend);
        QString region;
        int most = -1;
        for (const Partition& p : first.partitions) {
            int free = 0;
            for (const Node* n : first.nodesOf(p.name))
                free += n->gpusFree();
            if (free > most) {
                most = free;
                region = p.name;
            }
        }
        JobSpec spec;
        spec.name = QStringLiteral("already-running");
        spec.partition = region;
        spec.gpus = 1;
        spec.timeLimitS = 3600;
        spec.command = QStringLiteral("python train.py");
        const auto id = QCoro::waitFor(backend->submit(spec));
        QVERIFY2(id.ok(), qPrintable(id.error().toString()));
        // Kept: a job found in a temporary snapshot dangles once the backend's next refresh drops its own copy of
        // the list (ASan saw it in CI's sanitizer step, under load).
        const ClusterSnapshot before = snapshotOf(*backend);
        const Job* started = before.findJob(id.value());
        QVERIFY(started && !started->isPending());

        JobSpec part = spec;
        part.gpus = 1;
        const auto outcome = QCoro::waitFor(SplitResubmit::run(backend, *started, part, 2));
        QVERIFY(!outcome.ok);
        QVERIFY2(outcome.message.contains(QStringLiteral("withdrawn")), qPrintable(outcome.message));
        QVERIFY(outcome.partIds.isEmpty());
        const ClusterSnapshot after = snapshotOf(*backend);
        QVERIFY(after.findJob(id.value())->isRunningLike());
        for (const Job& j : after.jobs)
            QVERIFY2(!j.name.startsWith(QLatin1String("already-running-part")) || !isActive(j.state), qPrintable(j.id));
    }
};

QTEST_GUILESS_MAIN(TestSplitResubmit)
#include "TestSplitResubmit.moc"
