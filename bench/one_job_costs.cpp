// What the app computes for one job on the demo platform with a standing backlog of N jobs (demo://?jobs=N), per
// pending job of the simulation, median and max in ms:
//   - StartForecast::of, the selected job's start (its own state, per-user cap, licences, group caps, dependencies):
//     the detail pane made it on the UI thread on every refresh; ClusterSession now makes it on a worker;
//   - what the action dialogs compute on the UI thread when opened or changed: MoveEffect::compute (Move to...),
//     ReprioritizeEffect::compute (Reprioritize...), QueueDrain::estimate twice (a new time limit).
// Not a test: it prints figures.
//   one_job_costs [N ...]   (default 20000 100000)
#include "analysis/JobInsight.h"
#include "analysis/ReprioritizeEffect.h"
#include "backends/demo/DemoBacklog.h"
#include "backends/demo/DemoSimulator.h"
#include "forecast/JobShape.h"
#include "forecast/MoveEffect.h"
#include "forecast/QueueDrain.h"
#include "forecast/StartForecast.h"
#include "model/TimeZones.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <algorithm>
#include <cstdio>
#include <functional>

using namespace qc;

namespace {
struct Timing
{
    const char* what;
    QList<double> ms;
};

void time(Timing& t, const std::function<qsizetype()>& work, qsizetype& sink)
{
    QElapsedTimer clock;
    clock.start();
    sink += work(); // used, so the call is not optimised away
    t.ms.append(double(clock.nsecsElapsed()) / 1e6);
}
} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QList<int> sizes;
    for (int i = 1; i < argc; ++i)
        sizes.append(std::atoi(argv[i]));
    if (sizes.isEmpty())
        sizes = { 20000, 100000 };
    const auto config = demo::DemoConfig::standard(QStringLiteral("you"));
    const QDateTime start(QDate(2026, 12, 7), QTime(0, 0), utcZone());
    demo::DemoSimulator sim(config, start);
    sim.advanceTo(start.addDays(2).addSecs(10 * 3600)); // a weekday morning with a queue
    const ClusterSnapshot base = sim.snapshot();
    qsizetype sink = 0;
    for (const int n : sizes) {
        ClusterSnapshot snapshot = base;
        snapshot.jobs.append(demo::DemoBacklog::build(config, n, snapshot.takenAt));
        const QList<JobInsight> insights = JobInsight::computeAll(snapshot, {});
        WaitForecast wait;
        wait.p50 = 1800;
        wait.upper = 4 * 3600;
        wait.longestSeenS = 86400;
        wait.capS = 5 * 86400;
        Timing forecast { "StartForecast::of (detail pane, now on a worker)", {} };
        Timing move { "MoveEffect::compute (Move to...)", {} };
        Timing reprioritize { "ReprioritizeEffect::compute (Reprioritize...)", {} };
        Timing drain { "QueueDrain::estimate x2 (time limit)", {} };
        qsizetype pending = 0;
        for (qsizetype i = 0; i < base.jobs.size(); ++i) {
            const Job& job = snapshot.jobs[i];
            if (!job.isPending())
                continue;
            ++pending;
            wait.queue = job.partition;
            time(
                forecast, [&] { return StartForecast::of(snapshot, job, wait, insights[i].position).note.size(); },
                sink);
            const QStringList names = snapshot.partitionNames();
            const QString other
                = names.value((names.indexOf(job.partition) + 1) % std::max<qsizetype>(1, names.size()));
            time(
                move, [&] { return MoveEffect::compute(snapshot, { job.id }, other).size(); }, sink);
            time(
                reprioritize, [&] { return ReprioritizeEffect::compute(snapshot, { job.id }, 100, {}).size(); }, sink);
            time(
                drain,
                [&] {
                    JobShape shape = JobShape::fromJob(job);
                    const auto before = QueueDrain::estimate(snapshot, shape, job.id, job.submitTime);
                    shape.timeLimitS = std::max<qint64>(60, job.timeLimitS / 2);
                    const auto after = QueueDrain::estimate(snapshot, shape, job.id, job.submitTime);
                    return qsizetype(before.feasible) + qsizetype(after.feasible);
                },
                sink);
        }
        std::printf("%d jobs in the snapshot, %lld pending jobs of the simulation:\n", int(snapshot.jobs.size()),
                    qlonglong(pending));
        for (Timing* t : { &forecast, &move, &reprioritize, &drain }) {
            std::sort(t->ms.begin(), t->ms.end());
            std::printf("  %-52s median %7.2f ms, max %7.2f ms\n", t->what,
                        t->ms.isEmpty() ? 0.0 : t->ms[t->ms.size() / 2], t->ms.isEmpty() ? 0.0 : t->ms.last());
        }
    }
    return sink < 0 ? 1 : 0;
}
