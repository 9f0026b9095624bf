#pragma once

#include <QDateTime>

namespace qc::demo {

// Relative job-arrival rate by local weekday and hour, shaped after published GPU-cluster traces
// (Helios: submissions peak 15:00-17:00 on weekdays, nights are quiet, weekends ~20-50% lighter).
// The evening backlog is not written here: it emerges from afternoon arrivals meeting long runs.
class WeeklyProfile
{
public:
    // Multiplier of the base arrival rate at a UTC instant for tenants living at utcOffsetHours.
    static double rate(qint64 utcSecs, int utcOffsetHours);
    static double peakRate() { return 1.7; }
};

} // namespace qc::demo
