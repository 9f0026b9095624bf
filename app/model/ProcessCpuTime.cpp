#include "ProcessCpuTime.h"

#if defined(Q_OS_WIN)
#include <windows.h>
#else
#include <sys/resource.h>
#endif

namespace qc {

namespace {
#if !defined(Q_OS_WIN)
qint64 usedMs(int who)
{
    rusage u {};
    if (getrusage(who, &u) != 0)
        return -1;
    return (qint64(u.ru_utime.tv_sec) + u.ru_stime.tv_sec) * 1000 + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1000;
}
#endif
} // namespace

qint64 processCpuMs()
{
#if defined(Q_OS_WIN)
    FILETIME created, exited, kernel, user;
    if (!GetProcessTimes(GetCurrentProcess(), &created, &exited, &kernel, &user))
        return -1;
    const auto ticks = [](const FILETIME& t) { return (quint64(t.dwHighDateTime) << 32) | t.dwLowDateTime; };
    return qint64((ticks(kernel) + ticks(user)) / 10000); // 100 ns ticks
#else
    const qint64 self = usedMs(RUSAGE_SELF);
    const qint64 children = usedMs(RUSAGE_CHILDREN);
    return self < 0 || children < 0 ? -1 : self + children;
#endif
}

} // namespace qc
