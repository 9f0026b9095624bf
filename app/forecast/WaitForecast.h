#pragma once

#include <QString>

namespace qc {

// A wait forecast for one job shape at one moment, in seconds from that moment (for a job submitted then: its
// whole wait; for one already pending: the remaining wait, given it has not started yet).
struct WaitForecast
{
    double p50 = 0;
    double upper = 0; // the upper quantile (P90 unless configured otherwise); never above capS
    // The model's own upper bound before the hedge towards the queue's recent starts (WaitForecaster::Config::hedge):
    // what its self-calibration scores; -1: the same as upper.
    double unhedgedUpper = -1;
    double upperQuantile = 0.9;
    QString queue;
    int startedSeen = 0; // started jobs among the similar recent ones the estimate rests on
    int similarJobs = 0; // similar recent submissions (started, pending or cancelled) the estimate rests on
    qint64 similarSinceS = 0; // how far back (seconds before the forecast) those similar jobs reach
    int pendingAhead = 0; // jobs pending in the same queue at forecast time
    qint64 sizeAhead = 0; // their GPUs (CPUs on CPU-only logs)
    int userAhead = 0; // of them, the same user's
    double workAheadS = -1; // requested work pending and still running, over the queue's capacity; -1: unknown
    bool tailReached = true; // false: censoring hid the tail, the base bound is a lower bound
    // The job has waited longer than nearly every similar job that started (WaitForecaster): its upper bound is the
    // cap, and a live anchor may raise it but not lower it.
    bool outlivedSimilar = false;
    int calibrationGroup = 0; // kept for callers
    // The log-scale calibration factor applied to the upper bound (bounded); the calibration may also have raised or
    // lowered the quantile level the bound was read at (WaitForecaster::Config::levelShare).
    double correction = 0;
    int calibrationOutcomes = 0; // outcomes the applied calibration state has learned from
    // When that state's upper-bound correction last moved (seconds since the epoch, in the model's event time; 0:
    // never), and the quantile level of the similar jobs' waits the bound was read at (the calibration raises or
    // lowers it: 0.97 reads a P97).
    qint64 calibrationChangedAt = 0;
    double upperLevel = 0.9;
    // Sane tails: the bound never exceeds capS (a multiple of the longest wait seen in the queue). At the cap,
    // beyondSeen says "longer than anything seen here" instead of a number.
    double longestSeenS = 0;
    double capS = 0;
    bool beyondSeen = false;
    // A job with a begin time ahead: p50/upper count from that begin time, and are the Plan tab's estimate for the
    // window it falls in (the same OffPeakAdvisor figures: that weekday-hour's past, the live queue fading out).
    bool fromBeginTime = false;
    // The median share of its time limit a job of the history ran (its latest ended jobs with a limit; -1: too few).
    // Jobs end well before their limits (CERIT's median 0.07, the demo's 0.28), so a chain of jobs counted to their
    // limits makes a P50 late: StartForecast counts a dependency's chain with this share for the P50.
    double runShareOfLimit = -1;
    // The live anchor the estimate was pulled towards, seconds from the forecast time; -1: none.
    double anchorS = -1;
    enum class Anchor { None, Scheduler, Drain } anchor = Anchor::None;
};

} // namespace qc
