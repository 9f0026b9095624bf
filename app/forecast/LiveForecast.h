#pragma once

#include "../model/ClusterSnapshot.h"
#include "QueueDrain.h"
#include "StartEstimate.h"
#include "TraceJob.h"
#include "WaitForecast.h"
#include "WaitForecaster.h"

#include <QList>

namespace qc {

// Wait forecast for a job on a live cluster: the history (e.g. from the history store) teaches the model how
// the partition has been draining; the snapshot adds what is pending right now (censored, as in the replay)
// and the scheduler's own estimate when it gives one.
//
// One model serves a whole snapshot: built once (the history replayed, then every job of the snapshot), it
// forecasts each pending job with that job's own place left out (WaitForecaster::forecastHeld). Building it for
// each job instead cost the history and the whole queue per job: status --json on the demo's 2,000 pending jobs
// took 73 s. The detail pane, the table, the CLI and the Plan tab all get their numbers this way, so they agree.
class LiveForecast
{
public:
    LiveForecast(const ClusterSnapshot& snapshot, const QList<TraceJob>& history,
                 const WaitForecaster::Config& config = {}, bool useDrain = true);
    // A job of the snapshot, or a job not in it (probeJob). `drain`: the job's QueueDrain estimate when the caller
    // has it already (QueueDrain::estimatePending), else it is planned here if needed.
    WaitForecast forecast(const Job& job, const QueueDrain::Estimate* drain = nullptr) const;

    // The history's submissions of the last 7 days calibrate the model, at most its last 400 (each costs a
    // forecast, and this runs for every job shown: status --json on the demo's 46 pending jobs).
    static constexpr qint64 CalibrationWindowS = 7 * 86400;
    static constexpr int CalibrationJobs = 400;
    // WaitForecast::runShareOfLimit: the median over the history's latest RunShareJobs ended jobs with a time limit,
    // when it has at least RunShareMinJobs of them.
    static constexpr int RunShareJobs = 500;
    static constexpr int RunShareMinJobs = 20;
    static double runShareOfLimit(const QList<TraceJob>& history, qint64 now);
    // useDrain: without a scheduler estimate, anchor on QueueDrain's plan of the snapshot (GPU jobs only).
    // The result counts from snapshot.takenAt: the remaining wait for a pending job (conditional on it having
    // waited this long already), the whole wait for a job about to be submitted. For a job whose begin time is
    // ahead it counts from the begin time (fromBeginTime), as the off-peak windows do for that hour.
    // The model built for one job: for a single forecast.
    static WaitForecast forecastForJob(const ClusterSnapshot& snapshot, const Job& job, const QList<TraceJob>& history,
                                       const WaitForecaster::Config& config = {}, bool useDrain = true);
    // The wait after `begin` as OffPeakAdvisor judges the window it falls in, given the live forecast for now.
    static WaitForecast fromBeginTime(const WaitForecast& live, const QDateTime& begin, const QDateTime& now,
                                      const QString& queue, int size, const QList<TraceJob>& history);
    // A job not in the queue yet, shaped as asked and submitted at `submitTime`, to forecast like a real one.
    static Job probeJob(const JobShape& shape, const QDateTime& submitTime);
    // The start of a probe submitted at the snapshot's time, as StartForecast::of places a submitted job's; `wait`
    // (its forecastForJob) is raised to that start when its licences or a cap it falls under hold it back longer.
    // The Plan tab put "under a minute" for a licence-bound job's shape beside the detail pane's 1.9 h for the job.
    static StartEstimate startOfProbe(const ClusterSnapshot& snapshot, const Job& probe, WaitForecast& wait);

private:
    ClusterSnapshot m_snapshot; // shared, not copied (implicitly shared lists)
    QList<TraceJob> m_history;
    WaitForecaster::Config m_config;
    bool m_useDrain;
    QDateTime m_takenAt;
    WaitForecaster m_model;
    double m_runShareOfLimit = -1;
};

} // namespace qc
