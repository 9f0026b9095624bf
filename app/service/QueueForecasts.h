#pragma once

#include "../analysis/ClusterView.h"
#include "../forecast/StartEstimate.h"

#include <QFuture>
#include <QHash>
#include <QStringList>
#include <atomic>
#include <memory>

namespace qc {

// The start forecast of every pending job in a view, for the job table: the one forecast function (StartForecast
// on the partition's last four weeks of history, as the detail pane, the CLI's status --json and the submit dialog
// get it), computed on a worker thread. A pass reads the history once, builds one model per partition
// (StartForecastBatch; a model per job cost ~0.25 s a job at 58,000) and stops at a time budget, so a huge queue is
// still covered over several passes instead of blocking one: the jobs on screen (`first`) come first, then the
// current user's, then jobs never forecast, then the oldest forecasts.
class QueueForecasts
{
public:
    using Map = QHash<QString, StartEstimate>; // job id -> estimate (without the wait model's details)
    struct Pass
    {
        Map changed; // new or different from `previous` in what the table shows
        QStringList gone; // in `previous` but no longer pending
        // `previous` with `changed` and `gone` applied, merged here on the worker: the session and the table take it
        // whole (a shared copy) instead of inserting 100,000 first forecasts, twice, on the UI thread.
        Map all;
        int computed = 0;
        int left = 0; // pending jobs the budget did not reach (they keep their previous estimate)
    };

    // On a worker thread; `cancel` set ends the pass after the job being forecast (the session waits for it when
    // it goes, so no pass outlives the application).
    static QFuture<Pass> start(QString historyPath, ClusterViewPtr view, Map previous, QStringList first,
                               qint64 budgetMs, std::shared_ptr<std::atomic<bool>> cancel);
    // The same, synchronously (the worker thread, tests).
    static Pass compute(const QString& historyPath, const ClusterView& view, const Map& previous,
                        const QStringList& first, qint64 budgetMs, const std::atomic<bool>* cancel = nullptr);
    // Whether two estimates read the same in the table (text, tooltip, sort key).
    static bool sameShown(const StartEstimate& a, const StartEstimate& b);
};

} // namespace qc
