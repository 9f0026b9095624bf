#pragma once

namespace qc {

// How the history stays bounded: recent samples in full, older ones thinned to one per bucket.
struct CompactionPolicy
{
    int fullDays = 7; // samples younger than this are all kept
    int hourlyDays = 90; // between fullDays and this: one sample per region and hour; older: one per day
    int jobDays = 400; // finished jobs that ended longer ago are dropped
    int causeDays = 60; // cause history rows older than this are dropped (also on every write)
};

} // namespace qc
