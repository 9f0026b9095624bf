#pragma once

namespace qc {

// Call first thing in main(), before any thread starts: the C library's settings a 100,000-job queue needs.
// - glibc raises its mmap threshold to the size of each big block freed, up to 32 MB, so the squeue outputs and job
//   lists of a big queue (tens of MB, one set per refresh, built on several threads) end up inside the heaps, where
//   their freed pages stay part of the process: at 100,000 jobs RSS was 650-740 MB for a 470 MB heap peak. A fixed
//   1 MB threshold gives every big block its own mapping, returned when freed (530-550 MB).
// - Without TZ, glibc's tzset(), which Qt calls for every conversion to local time, stats /etc/localtime each time:
//   500,000 stats (1.5 s) in one `status --json` of 100,000 jobs. TZ=:/etc/localtime names the same zone (Qt reads
//   that value as "the system's zone") and lets tzset() see nothing changed. A TZ already set is left alone.
// Elsewhere (other C libraries) this does nothing.
void tuneProcessForBigQueues();

// Hands the C library's free heap pages back to the system (glibc: malloc_trim). For a pool thread that has just
// freed a whole refresh; elsewhere a no-op.
void returnFreedMemory();

} // namespace qc
