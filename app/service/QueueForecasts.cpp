#include "QueueForecasts.h"

#include "../forecast/Planner.h"
#include "../forecast/StartForecastBatch.h"
#include "../history/HistoryStore.h"
#include "../model/BackgroundPool.h"

#include <QElapsedTimer>
#include <QSet>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <tuple>
#include <vector>

namespace qc {

bool QueueForecasts::sameShown(const StartEstimate& a, const StartEstimate& b)
{
    return a.kind == b.kind && a.p50 == b.p50 && a.p90 == b.p90 && a.beyondSeen == b.beyondSeen && a.note == b.note
        && a.basis == b.basis;
}

QueueForecasts::Pass QueueForecasts::compute(const QString& historyPath, const ClusterView& view, const Map& previous,
                                             const QStringList& first, qint64 budgetMs, const std::atomic<bool>* cancel)
{
    QElapsedTimer clock;
    clock.start();
    const ClusterSnapshot& snapshot = view.snapshot;
    // The history is read once per pass, as ForecastService reads it for one job: the last 28 days, per partition.
    QHash<QString, QList<TraceJob>> pastByPartition;
    {
        HistoryStore store(historyPath); // belongs to this thread: opened, read and closed here
        if (store.open().ok()) {
            const auto jobs = store.jobs(snapshot.takenAt.addDays(-28), {});
            if (jobs.ok()) {
                QHash<QString, QList<FinishedJob>> byPartition;
                for (const FinishedJob& f : jobs.value())
                    byPartition[f.partition].append(f);
                for (auto it = byPartition.cbegin(); it != byPartition.cend(); ++it)
                    pastByPartition.insert(it.key(), Planner::toTrace(it.value()));
            }
        }
    }

    Pass pass;
    std::vector<qsizetype> order;
    QSet<QString> pending;
    for (qsizetype i = 0; i < snapshot.jobs.size(); ++i) {
        if (snapshot.jobs[i].isPending()) {
            order.push_back(i);
            pending.insert(snapshot.jobs[i].id);
        }
    }
    for (auto it = previous.cbegin(); it != previous.cend(); ++it) {
        if (!pending.contains(it.key()))
            pass.gone.append(it.key());
    }
    // On screen, the user's own, never forecast, then the oldest forecasts: over several passes every job gets one.
    const QSet<QString> onScreen(first.cbegin(), first.cend());
    auto rank = [&](qsizetype i) {
        const Job& j = snapshot.jobs[i];
        const auto seen = previous.constFind(j.id);
        const bool known = seen != previous.cend();
        return std::make_tuple(!onScreen.contains(j.id), j.user != snapshot.currentUser, known,
                               known ? seen->at : QDateTime());
    };
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return rank(a) < rank(b); });

    StartForecastBatch forecasts(snapshot, std::move(pastByPartition));
    for (size_t n = 0; n < order.size(); ++n) {
        if ((pass.computed > 0 && clock.elapsed() > budgetMs) || (cancel && cancel->load())) {
            pass.left = int(order.size() - n);
            break;
        }
        const qsizetype i = order[n];
        const Job& job = snapshot.jobs[i];
        const JobInsight* insight = view.insightFor(i);
        StartEstimate e = forecasts.compute(job, insight ? insight->position : std::nullopt);
        e.wait.reset(); // the table needs the times and words only
        ++pass.computed;
        const auto seen = previous.constFind(job.id);
        if (seen == previous.cend() || !sameShown(*seen, e))
            pass.changed.insert(job.id, std::move(e));
    }
    pass.all = previous;
    for (const QString& id : std::as_const(pass.gone))
        pass.all.remove(id);
    for (auto it = pass.changed.cbegin(); it != pass.changed.cend(); ++it)
        pass.all.insert(it.key(), it.value());
    return pass;
}

QFuture<QueueForecasts::Pass> QueueForecasts::start(QString historyPath, ClusterViewPtr view, Map previous,
                                                    QStringList first, qint64 budgetMs,
                                                    std::shared_ptr<std::atomic<bool>> cancel)
{
    return QtConcurrent::run(backgroundPool(), [historyPath, view, previous, first, budgetMs, cancel] {
        return compute(historyPath, *view, previous, first, budgetMs, cancel.get());
    });
}

} // namespace qc
