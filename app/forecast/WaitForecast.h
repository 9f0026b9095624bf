#pragma once

#include <QString>

namespace qc {

// A wait forecast for one job shape at one moment, in seconds from that moment (for a job submitted then: its
// whole wait; for one already pending: the remaining wait, given it has not started yet).
struct WaitForecast
{
    double p50 = 0;
    double upper = 0; // the upper quantile (P90 unless configured otherwise)
    double upperQuantile = 0.9;
    QString queue;
    int startedSeen = 0; // recent started jobs the estimate rests on
    int pendingAhead = 0; // jobs pending in the same queue at forecast time (censored observations)
    bool tailReached = true; // false: censoring hid the tail, the base bound is a lower bound
    int calibrationGroup = 0; // which calibration the bounds used (WaitForecaster::recordOutcome)
    // The live anchor the estimate was pulled towards, seconds from the forecast time; -1: none.
    double anchorS = -1;
    enum class Anchor { None, Scheduler, Drain } anchor = Anchor::None;
};

} // namespace qc
