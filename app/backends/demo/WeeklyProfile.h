#pragma once

#include <QDateTime>

namespace qc::demo {

// Relative job-arrival rate by local weekday and hour, shaped after published GPU-cluster traces
// (Helios: submissions peak 15:00-17:00 on weekdays, nights are quiet, weekends ~20-50% lighter).
// The evening backlog is not written here: it emerges from afternoon arrivals meeting long runs. Weekends get 0.65 of
// a weekday's rate (35 % lighter, within that range); at 0.45 the standard platform's queue held no pending job with a
// position at 9 of 12 Sunday hours sampled, so a new user opening the demo on a Sunday had no wait to look at.
class WeeklyProfile
{
public:
    // Multiplier of the base arrival rate at a UTC instant for tenants living at utcOffsetHours.
    static double rate(qint64 utcSecs, int utcOffsetHours);
    static double peakRate() { return 1.7; }
};

} // namespace qc::demo
