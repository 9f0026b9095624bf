#include "WeeklyProfile.h"

#include <array>

namespace qc::demo {

double WeeklyProfile::rate(qint64 utcSecs, int utcOffsetHours)
{
    static constexpr std::array<double, 24> weekday {
        0.35, 0.28, 0.22, 0.18, 0.16, 0.18, // 00-05
        0.30, 0.50, 0.80, 1.05, 1.20, 1.15, // 06-11
        0.95, 1.10, 1.35, 1.65, 1.70, 1.45, // 12-17
        1.20, 1.05, 0.95, 0.85, 0.65, 0.45, // 18-23
    };
    const qint64 local = utcSecs + qint64(utcOffsetHours) * 3600;
    const qint64 days = local >= 0 ? local / 86400 : (local - 86399) / 86400;
    const int hour = int((local - days * 86400) / 3600);
    const int weekdayIndex = int(((days % 7) + 7 + 3) % 7); // 1970-01-01 was a Thursday; 0 = Monday
    const bool weekend = weekdayIndex >= 5;
    return weekday[size_t(hour)] * (weekend ? 0.65 : 1.0);
}

} // namespace qc::demo
