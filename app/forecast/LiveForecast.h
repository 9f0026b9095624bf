#pragma once

#include "../model/ClusterSnapshot.h"
#include "TraceJob.h"
#include "WaitForecast.h"
#include "WaitForecaster.h"

#include <QList>

namespace qc {

// Wait forecast for a job on a live cluster: the history (e.g. from the history store) teaches the model how
// the partition has been draining; the snapshot adds what is pending right now (censored, as in the replay)
// and the scheduler's own estimate when it gives one.
class LiveForecast
{
public:
    // The history's submissions of the last 7 days calibrate the model, at most its last 400 (each costs a
    // forecast, and this runs for every job shown: status --json on the demo's 46 pending jobs).
    static constexpr qint64 CalibrationWindowS = 7 * 86400;
    static constexpr int CalibrationJobs = 400;
    // useDrain: without a scheduler estimate, anchor on QueueDrain's plan of the snapshot (GPU jobs only).
    // The result counts from snapshot.takenAt: the remaining wait for a pending job (conditional on it having
    // waited this long already), the whole wait for a job about to be submitted. For a job whose begin time is
    // ahead it counts from the begin time (fromBeginTime), as the off-peak windows do for that hour.
    static WaitForecast forecastForJob(const ClusterSnapshot& snapshot, const Job& job, const QList<TraceJob>& history,
                                       const WaitForecaster::Config& config = {}, bool useDrain = true);
    // The wait after `begin` as OffPeakAdvisor judges the window it falls in, given the live forecast for now.
    static WaitForecast fromBeginTime(const WaitForecast& live, const QDateTime& begin, const QDateTime& now,
                                      const QString& queue, int size, const QList<TraceJob>& history);
    // A job not in the queue yet, shaped as asked and submitted at `submitTime`, to forecast like a real one.
    static Job probeJob(const JobShape& shape, const QDateTime& submitTime);
};

} // namespace qc
