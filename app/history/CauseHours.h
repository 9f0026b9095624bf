#pragma once

#include "BusyHours.h"
#include "CauseHistoryTable.h"

namespace qc {

// Adds to the busy-hours grids what the stored cause history tells: per weekday-hour, the seconds jobs spent
// waiting on each cause during that hour (a wait from 09:40 to 11:10 gives 20 min to 09:00, 60 to 10:00, 10 to
// 11:00), and per region the median start-up of the jobs seen CONFIGURING. Only stretches closed by a later change
// count: a job that left the queue unseen has no known end. Grids missing for a region of the rows are added.
class CauseHours
{
public:
    struct Options
    {
        QTimeZone zone = QTimeZone::utc();
        qsizetype minJobs = 3; // fewer distinct jobs waiting in a cell: its dominant cause is not named
        double minWaitingS = 600; // nor with less waiting than this in all
    };

    // `rows` sorted by job, then time (CauseHistoryTable::readRows).
    static void addTo(QList<BusyHoursGrid>& grids, const QList<CauseHistoryTable::Row>& rows, const Options& options);
};

} // namespace qc
