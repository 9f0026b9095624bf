#pragma once

#include <QString>
#include <optional>

namespace qc {

// How a trace CSV's values are read. Logs converted by data tools are not all integers: pandas writes a whole-number
// column that has a missing value as floats ("1356996147.0", "8.0") and the missing value as "" or "nan"; other
// logs keep fractional seconds or dates, or mark "never started" with -1. Reading only integers rejected such a log
// row by row.
class TraceValue
{
public:
    // The largest time or duration read (2^40 s, about 35,000 years): beyond it a sum of a few such values could
    // overflow the clock.
    static constexpr qint64 MaxSeconds = qint64(1) << 40;
    // More processors or GPUs than any machine has: a corrupt value, not a job.
    static constexpr qint64 MaxCount = 10'000'000;

    // An empty value, a data tool's word for a missing one (nan, null, none, na, n/a; any case), or -1 (also as
    // "-1.0"), a workload log's mark for "not known".
    static bool isMissing(const QString& text);
    // A time in seconds: a number (a fraction rounded to the nearest second, as "1356996147.0" or "1.5e3"), or an
    // ISO 8601 date and time ("2013-01-01T00:22:27+01:00", "2020-04-01 00:00:04"; without a zone, UTC: a wait is a
    // difference of two times of the same log). Nothing when it is neither, or beyond MaxSeconds either way.
    static std::optional<qint64> seconds(const QString& text);
    // A number that is a time in milliseconds since 1970, not seconds: past 2100 in seconds, and from 1990 to 2100 once
    // divided by 1,000 (a log exported from Java or JavaScript). Its seconds then, else nothing. Read as seconds it is
    // a time centuries ahead, or beyond MaxSeconds and no time at all; relative milliseconds (from 0) cannot be told.
    static std::optional<qint64> millisecondsAsSeconds(const QString& text);
    // A non-negative count up to `max` (a fraction rounded up: half a GPU still takes one). Nothing otherwise.
    static std::optional<qint64> count(const QString& text, qint64 max);
};

} // namespace qc
