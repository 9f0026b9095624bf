#pragma once

#include "model/TimeZones.h"

#include <QDateTime>

namespace qc::test {

// A begin time as a user picks it (a whole minute, UTC), so a test can ask Slurm for that exact second back.
inline QDateTime wholeMinute(const QDateTime& near)
{
    return QDateTime::fromSecsSinceEpoch(near.toSecsSinceEpoch() / 60 * 60, qc::utcZone());
}

} // namespace qc::test
