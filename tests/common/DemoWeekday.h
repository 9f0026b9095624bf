#pragma once

#include "model/TimeZones.h"

#include <QDateTime>

namespace qc::test {

// Seconds from now to the coming `dayOfWeek` (1 = Monday) at `hourUtc`:00 UTC, for a RunningClock's offset. The
// demo's arrivals follow its clock, so its queue does too: on a Sunday the standard platform held no pending job with
// a queue position at 9 of 12 hours sampled (5 Dec 2026, weekends then at 0.45 of a weekday's rate), and six tests
// that need one failed there. Its state depends only on the weekday and the time of day, so a test run at a fixed
// weekday hour sees the same queue whatever day it runs on.
inline qint64 secondsToComing(int dayOfWeek, int hourUtc)
{
    const QDateTime wall = QDateTime::currentDateTimeUtc();
    const QDateTime target(wall.date().addDays((dayOfWeek - wall.date().dayOfWeek() + 7) % 7), QTime(hourUtc, 0),
                           utcZone());
    return wall.secsTo(target);
}

// The hour the demo-driven GUI and session tests run at: a Tuesday afternoon, with dozens of jobs pending in every
// region and other users' among them.
inline qint64 secondsToTuesdayAfternoon()
{
    return secondsToComing(2, 13);
}

// The instant a still demo (`at=…&speed=0`) holds for tests that need a 1-GPU job to start at once where GPUs are
// free: Monday 7 Dec 2026, 05:50 UTC. On the live demo such a job can wait behind its account's GPU cap, shared with
// teammates' jobs, at some hours (at 15:17 on a Monday it did, with 17 GPUs free).
inline constexpr auto kStillDemoInstant = "2026-12-07T05:50:00Z";

} // namespace qc::test
