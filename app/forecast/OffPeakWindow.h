#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

namespace qc {

// One candidate start window for a job: submit (or set the begin time) at `begin`, expect to wait this long.
struct OffPeakWindow
{
    Q_DECLARE_TR_FUNCTIONS(OffPeakWindow)

public:
    QDateTime begin;
    QDateTime end;
    double p50 = 0; // seconds of wait after `begin`
    double p90 = 0;
    qsizetype jobs = 0; // finished jobs behind the estimate for this weekday-hour
    bool live = false; // the current queue weighs in (the first hours)
    // Where the estimate comes from: this weekday-hour's own jobs, coarser hours of the history (this hour on
    // weekdays or weekends, on all days, or all hours) when this one has too few, or the live queue alone.
    enum class Basis { Cell, SimilarHours, LiveQueue };
    Basis basis = Basis::Cell;
    QString reason;

    // Too few jobs or users for this weekday-hour: the estimate comes from coarser data or the live queue.
    bool thin() const { return basis != Basis::Cell; }

    // What the estimate stands on, for the Plan tab and `recommend`: "12 jobs", "too thin (3 jobs); from similar
    // hours", or "live queue" when nothing but the current queue is behind it (never "too thin (0 jobs)" beside a
    // P50, which read as a contradiction).
    QString confidence() const;
};

} // namespace qc
