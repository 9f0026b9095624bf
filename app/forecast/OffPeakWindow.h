#pragma once

#include <QDateTime>
#include <QString>

namespace qc {

// One candidate start window for a job: submit (or set the begin time) at `begin`, expect to wait this long.
struct OffPeakWindow
{
    QDateTime begin;
    QDateTime end;
    double p50 = 0; // seconds of wait after `begin`
    double p90 = 0;
    qsizetype jobs = 0; // finished jobs behind the estimate for this weekday-hour
    bool thin = true; // too few jobs or users for this weekday-hour: the estimate comes from coarser data
    bool live = false; // the current queue weighs in (the first hours)
    QString reason;
};

} // namespace qc
