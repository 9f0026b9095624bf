// What the detail pane's forecast costs for one selected job, on the demo platform with a standing backlog of N
// jobs (demo://?jobs=N): StartForecast::of (the job's own state, its per-user cap, licences, group caps and
// dependencies, each read off the whole snapshot) per pending job of the simulation, median and max in ms. The pane
// ran this on the UI thread on every refresh with a pending job selected; ClusterSession now runs it on a worker
// with the wait model. Not a test: it prints figures.
//   detail_forecast [N ...]   (default 20000 100000)
#include "analysis/JobInsight.h"
#include "backends/demo/DemoBacklog.h"
#include "backends/demo/DemoSimulator.h"
#include "forecast/StartForecast.h"
#include "model/TimeZones.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <algorithm>
#include <cstdio>

using namespace qc;

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
    for (const int n : sizes) {
        ClusterSnapshot snapshot = base;
        snapshot.jobs.append(demo::DemoBacklog::build(config, n, snapshot.takenAt));
        const QList<JobInsight> insights = JobInsight::computeAll(snapshot, {});
        WaitForecast wait;
        wait.p50 = 1800;
        wait.upper = 4 * 3600;
        wait.longestSeenS = 86400;
        wait.capS = 5 * 86400;
        QList<double> ms;
        for (qsizetype i = 0; i < base.jobs.size(); ++i) {
            const Job& job = snapshot.jobs[i];
            if (!job.isPending())
                continue;
            wait.queue = job.partition;
            QElapsedTimer t;
            t.start();
            const StartEstimate e = StartForecast::of(snapshot, job, wait, insights[i].position);
            ms.append(double(t.nsecsElapsed()) / 1e6);
            if (e.kind == StartEstimate::Kind::Estimate && e.p50.isNull())
                std::printf("?"); // keeps the call from being optimised away
        }
        std::sort(ms.begin(), ms.end());
        std::printf("%7d jobs in the snapshot, %lld pending jobs forecast: median %.2f ms, max %.2f ms\n",
                    int(snapshot.jobs.size()), qlonglong(ms.size()), ms.isEmpty() ? 0.0 : ms[ms.size() / 2],
                    ms.isEmpty() ? 0.0 : ms.last());
    }
    return 0;
}
