#pragma once

#include "model/TimeZones.h"

#include <QDateTime>

namespace qc::test {

// Seconds from now to the coming `dayOfWeek` (1 = Monday) at `hourUtc`:00 UTC, for a RunningClock's offset. The
// demo's arrivals follow its clock, so its queue does too: on a Sunday morning the standard platform can hold no
// pending job at all (6 of 12 Sunday hours sampled on 5 Dec 2026), and every test that needs one failed there. Its
// state depends only on the weekday and the time of day, so a test run at a fixed weekday hour sees the same queue
// whatever day it runs on.
inline qint64 secondsToComing(int dayOfWeek, int hourUtc)
{
    const QDateTime wall = QDateTime::currentDateTimeUtc();
    const QDateTime target(wall.date().addDays((dayOfWeek - wall.date().dayOfWeek() + 7) % 7), QTime(hourUtc, 0),
                           utcZone());
    return wall.secsTo(target);
}

} // namespace qc::test
