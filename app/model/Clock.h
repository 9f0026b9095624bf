#pragma once

#include <QDateTime>

namespace qc {

// The one source of "now" for the core and the GUI (scripts/check-layers.py refuses any other). Product code calls the
// static functions; a test installs a clock of its own (tests/common/MockClock.h) to cross a day boundary or let a
// minute pass without waiting for it. Elapsed-time measurements (QElapsedTimer, timeouts) stay on the monotonic clock:
// they are not "now".
class Clock
{
public:
    virtual ~Clock() = default;

    static QDateTime currentDateTimeUtc();
    static QDateTime currentDateTime(); // local time
    static qint64 currentSecsSinceEpoch();
    static qint64 currentMSecsSinceEpoch();

protected:
    Clock() = default;
    // For tests: `clock` answers from now on (nullptr: the system clock again). The caller keeps it alive.
    static void setInstance(const Clock* clock);
    virtual QDateTime nowUtc() const;
};

} // namespace qc
