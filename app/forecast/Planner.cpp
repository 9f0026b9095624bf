#include "Planner.h"

#include "../history/HistoryStore.h"
#include "LiveForecast.h"
#include "QueueDrain.h"
#include "RegionComparison.h"

#include <QFile>
#include <QtConcurrent/QtConcurrentRun>
#include <qcoro/qcorofuture.h>

namespace qc {

QList<TraceJob> Planner::toTrace(const QList<FinishedJob>& jobs)
{
    QList<TraceJob> out;
    out.reserve(jobs.size());
    for (const FinishedJob& f : jobs) {
        TraceJob t;
        t.id = f.id;
        t.queue = f.partition;
        t.user = f.user;
        t.submit = f.submit.toSecsSinceEpoch();
        if (f.start.isValid())
            t.start = f.start.toSecsSinceEpoch();
        if (f.end.isValid())
            t.end = f.end.toSecsSinceEpoch();
        t.gpus = f.gpus;
        t.cpus = f.cpus;
        t.reqWalltimeS = f.timeLimitS;
        t.state = f.state;
        out.append(t);
    }
    return out;
}

FinishedJob Planner::fromTrace(const TraceJob& t, const QTimeZone& zone)
{
    FinishedJob f;
    f.id = t.id;
    f.partition = t.queue;
    f.user = t.user;
    f.submit = QDateTime::fromSecsSinceEpoch(t.submit, zone);
    if (t.start)
        f.start = QDateTime::fromSecsSinceEpoch(*t.start, zone);
    if (t.end)
        f.end = QDateTime::fromSecsSinceEpoch(*t.end, zone);
    f.gpus = t.gpus;
    f.cpus = t.cpus;
    f.timeLimitS = t.reqWalltimeS;
    f.state = t.state;
    return f;
}

JobPlan Planner::make(const ClusterSnapshot& snapshot, JobShape shape, const QList<FinishedJob>& history,
                      const OffPeakAdvisor::Options& options)
{
    JobPlan plan;
    plan.at = snapshot.takenAtOrNow();
    plan.historyJobs = history.size();
    if (shape.user.isEmpty())
        shape.user = snapshot.currentUser;
    const QList<TraceJob> trace = toTrace(history);
    plan.regions = RegionComparison::compare(snapshot, shape, trace);
    if (shape.queue.isEmpty()) {
        if (plan.regions.isEmpty() || !plan.regions.first().usable) {
            plan.error = tr("No partition takes %n GPU(s) of this type for this time limit", nullptr, shape.size);
            plan.shape = shape;
            return plan;
        }
        shape.queue = plan.regions.first().partition;
    }
    const Partition* partition = snapshot.findPartition(shape.queue);
    if (!partition) {
        plan.error = tr("Unknown partition %1").arg(shape.queue);
        plan.shape = shape;
        return plan;
    }
    if (const QString why = RegionComparison::rejection(snapshot, *partition, shape); !why.isEmpty()) {
        plan.error = tr("Partition %1 cannot run this job: %2").arg(shape.queue, why);
        plan.shape = shape;
        return plan;
    }
    if (shape.priority <= 0)
        shape.priority = QueueDrain::typicalPriority(snapshot, shape.queue, shape.qos);
    shape.licenses = snapshot.licensesIn(shape.licenses, shape.queue); // the region's storage, where it has one
    plan.shape = shape;

    const Job probe = LiveForecast::probeJob(shape, plan.at);
    OffPeakAdvisor::Input input;
    input.shape = shape;
    input.history = history;
    input.now = plan.at;
    input.live = LiveForecast::forecastForJob(snapshot, probe, trace);
    LiveForecast::startOfProbe(snapshot, probe, *input.live);
    plan.windows = OffPeakAdvisor::recommend(input, options);
    return plan;
}

JobPlan Planner::makeFromStore(const ClusterSnapshot& snapshot, const JobShape& shape, const QString& historyPath,
                               const OffPeakAdvisor::Options& options)
{
    QList<FinishedJob> history;
    if (!historyPath.isEmpty() && QFile::exists(historyPath)) {
        // A store belongs to the thread that opened it: open, read and close here.
        HistoryStore store(historyPath);
        if (store.open().ok()) {
            const QDateTime at = snapshot.takenAtOrNow();
            auto jobs = store.jobs(at.addDays(-28), {});
            if (jobs.ok())
                history = jobs.value();
        }
    }
    return make(snapshot, shape, history, options);
}

QCoro::Task<JobPlan> Planner::makeAsync(QThreadPool* pool, ClusterSnapshot snapshot, JobShape shape,
                                        QString historyPath, OffPeakAdvisor::Options options)
{
    auto future = QtConcurrent::run(pool, &Planner::makeFromStore, snapshot, shape, historyPath, options);
    auto result = co_await future;
    co_return result;
}

} // namespace qc
