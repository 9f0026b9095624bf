#pragma once

// Shared by the policy tests: a real demo platform with three empty regions, fresh views from it, and a job
// that waits because another job holds every GPU of its type in its region.

#include "analysis/ClusterView.h"
#include "backends/demo/DemoBackend.h"
#include "common/MockClock.h"

#include <QTest>
#include <qcoro/qcorotask.h>

namespace qc::test {

// The one clock (qc::Clock) for the engine and the demo alike, moved by the test.
using TestClock = RunningClock;

inline std::shared_ptr<Backend> emptyDemo()
{
    auto backend = demo::DemoBackend::create(
        QUrl(QStringLiteral("demo://?layout=standard&history=0&load=0&state=none&user=tester")));
    if (!backend.ok())
        qFatal("demo backend: %s", qPrintable(backend.error().toString()));
    return backend.value();
}

// A view strictly newer than `after` (the demo's clock has whole seconds).
inline ClusterViewPtr freshView(Backend& backend, const QDateTime& after = {})
{
    for (int i = 0; i < 50; ++i) {
        auto snapshot = QCoro::waitFor(backend.fetchSnapshot());
        if (!snapshot.ok())
            qFatal("snapshot: %s", qPrintable(snapshot.error().toString()));
        if (!after.isValid() || snapshot.value().takenAt > after)
            return ClusterView::build(std::move(snapshot).value(), backend.capabilities());
        QTest::qWait(200);
    }
    qFatal("the demo clock did not move");
    return {};
}

inline JobSpec trainingSpec(const QString& partition, int gpus, const QString& type = QStringLiteral("a100"))
{
    JobSpec spec;
    spec.name = QStringLiteral("train-%1").arg(gpus);
    spec.command = QStringLiteral("python train.py --gpus %1").arg(gpus);
    spec.partition = partition;
    spec.gpus = gpus;
    spec.gpuType = type;
    spec.cpus = 8;
    spec.timeLimitS = 4 * 3600;
    spec.qos = QStringLiteral("low"); // no per-user GPU cap: only the blocker makes it wait
    return spec;
}

inline QString submit(Backend& backend, const JobSpec& spec)
{
    auto id = QCoro::waitFor(backend.submit(spec));
    if (!id.ok())
        qFatal("submit: %s", qPrintable(id.error().toString()));
    return id.value();
}

// Fills every a100 of eu-west, so a100 jobs submitted there afterwards wait.
inline QString blockEuWest(Backend& backend)
{
    return submit(backend, trainingSpec(QStringLiteral("eu-west"), 64));
}

} // namespace qc::test
