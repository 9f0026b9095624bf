#include "Clock.h"

#include <atomic>

namespace qc {

namespace {

// The base class's own nowUtc(): the system clock.
class SystemClock final : public Clock
{
};

// Read from worker threads (backends, history) too: an atomic pointer, swapped only by tests.
std::atomic<const Clock*> g_instance { nullptr };

const Clock& instance()
{
    static const SystemClock system;
    const Clock* clock = g_instance.load(std::memory_order_acquire);
    return clock ? *clock : system;
}

} // namespace

void Clock::setInstance(const Clock* clock)
{
    g_instance.store(clock, std::memory_order_release);
}

QDateTime Clock::nowUtc() const
{
    return QDateTime::currentDateTimeUtc();
}

QDateTime Clock::currentDateTimeUtc()
{
    return instance().nowUtc();
}

QDateTime Clock::currentDateTime()
{
    return currentDateTimeUtc().toLocalTime();
}

qint64 Clock::currentSecsSinceEpoch()
{
    return currentDateTimeUtc().toSecsSinceEpoch();
}

qint64 Clock::currentMSecsSinceEpoch()
{
    return currentDateTimeUtc().toMSecsSinceEpoch();
}

} // namespace qc
