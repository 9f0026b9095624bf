#pragma once

#include "../analysis/QueuePosition.h"
#include "../model/Clock.h"
#include "../model/ClusterSnapshot.h"
#include "StartEstimate.h"
#include "TraceJob.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

namespace qc {

// The one forecast function: a pending (or about to be submitted) job's expected start from the wait model and
// the job's own state. Never a start before the begin time; none for a held job ("after release: then ~X");
// none for a job that can never run as written (more GPUs than the QOS allows one user, a time limit above the
// partition's, more GPUs than the partition has); over a per-user cap it waits for the user's own jobs to end, and
// for licences with no room it waits for the jobs holding them (LicenseWait).
class StartForecast
{
    Q_DECLARE_TR_FUNCTIONS(StartForecast)

public:
    // `position`: the job's place among the eligible pending jobs (JobInsight's), so the basis names the same
    // jobs ahead as "Place in the queue"; without it (a job not submitted yet) the basis counts the partition's
    // pending jobs. Times are whole minutes (P50 the nearest, P90 rounded up), so they do not change with every
    // refresh.
    // What a caller forecasting many jobs of one snapshot already has (StartForecastBatch), so that each forecast does
    // not scan the queue or the nodes again; what is missing is computed here.
    struct Known
    {
        std::optional<qint64> ownCapWait; // the job's ownCapWaitS (ownCapWaitsOfAll)
        std::optional<qint64> dependencyWait; // the job's DependencyWait::of, with its wait's P50 as the queue wait
        std::optional<qint64> dependencyWaitP50; // the same for the P50 (DependencyWait::medianShare)
        std::optional<qint64> licenseWait; // the job's LicenseWait::of (LicenseWait::ofAll)
        std::optional<qint64> groupCapWait; // the job's GroupCapWait::of (GroupCapWait::ofAll)
        std::optional<int> usableGpus; // QueueDrain::usableGpus of the job's partition and GPU type
        // A batch's memo of the note of a held job without a forecast, translated at its first use: most of a
        // 100,000-job queue can be held, and tr() per job was ~5% of status --json's main thread there.
        QString* heldNote = nullptr;
    };
    static StartEstimate of(const ClusterSnapshot& snapshot, const Job& job, const std::optional<WaitForecast>& wait,
                            const std::optional<QueuePosition>& position, const Known& known);
    // The same with nothing known beforehand. (An overload, not `known = {}`: a default argument of a nested type
    // with member initializers is refused inside its own class.)
    static StartEstimate of(const ClusterSnapshot& snapshot, const Job& job, const std::optional<WaitForecast>& wait,
                            const std::optional<QueuePosition>& position = std::nullopt);
    // The same, with the wait model run on `history` (the partition's past) and the snapshot.
    static StartEstimate compute(const ClusterSnapshot& snapshot, const Job& job, const QList<TraceJob>& history,
                                 const std::optional<QueuePosition>& position = std::nullopt);

    // Why the job can never start as written; empty when it can.
    // `usableGpus`: QueueDrain::usableGpus of the job's partition and type when the caller has it.
    static QString neverRunsReason(const ClusterSnapshot& snapshot, const Job& job,
                                   std::optional<int> usableGpus = std::nullopt);
    // Seconds from the snapshot until the user's own jobs in the job's QOS (or account, for a per-user association
    // cap) leave room for it under the per-user GPU cap: the running ones end (end time, else start + time limit)
    // and the user's own pending ones ahead of it in priority order take their share first. 0 when the cap does
    // not hold it back, -1 when it never will.
    static qint64 ownCapWaitS(const ClusterSnapshot& snapshot, const Job& job);
    // ownCapWaitS for every pending job under a per-user GPU cap it fits in, in one replay per user and cap (a job
    // at a time scanned the whole queue per job: half of status --json's time at 20,000 jobs). Keyed by job id;
    // only the waits that are not 0 (a 100,000-job queue under a cap holds few): a missing job waits 0 for its cap,
    // has none, or never runs.
    static QHash<QString, qint64> ownCapWaitsOfAll(const ClusterSnapshot& snapshot);
    // "Waits for room under the 64-GPU cap of account robotics, …": the note of a job a group cap holds back.
    static QString groupCapText(const Limit* cap, const QString& by);
    // "0 eligible jobs ahead needing 0 GPUs; 412 similar jobs in the last 14 days" (with a position), or
    // "27 jobs pending in the partition needing 96 GPUs; ..." (without).
    static QString basisText(const WaitForecast& wait, bool gpus, const std::optional<QueuePosition>& position = {});
    // "under a minute", "45 min", "3.5 h", "2.1 days", in the UI locale's numbers.
    static QString durationText(double seconds);
    // The one sentence every view shows: "Around 14:05 (in 2.0 h); 90% chance by 16:30 (in 4.5 h)." or the note
    // when there is no time.
    static QString whenText(const StartEstimate& e);
    // "P90: longer than anything seen here (N)", for an estimate whose bound is beyond what was seen.
    static QString beyondSeenText(const StartEstimate& e);
    // A forecast time in the UI locale to the minute (no seconds whatever the locale's short format has), the date
    // left out when it is the same day as `now`.
    static QString timeText(const QDateTime& t, const QDateTime& now = Clock::currentDateTimeUtc());
};

} // namespace qc
