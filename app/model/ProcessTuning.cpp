#include "ProcessTuning.h"

#include <cstdlib> // defines __GLIBC__ where it applies

#if defined(__GLIBC__)
#include <malloc.h>
#include <unistd.h>
#endif

namespace qc {

void tuneProcessForBigQueues()
{
#if defined(__GLIBC__)
    constexpr int kMmapThresholdBytes = 1024 * 1024;
    mallopt(M_MMAP_THRESHOLD, kMmapThresholdBytes);
    if (!std::getenv("TZ") && access("/etc/localtime", R_OK) == 0)
        setenv("TZ", ":/etc/localtime", 0);
#endif
}

void returnFreedMemory()
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

} // namespace qc
