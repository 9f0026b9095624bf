#pragma once

#include <QString>

namespace qc {

// Expected start of one job shape in one region / partition.
struct RegionEstimate
{
    QString partition;
    bool usable = false; // the partition takes this shape (state, GPU type and count, time limit, QOS)
    QString whyNot; // when not usable
    double p50 = -1; // seconds from now; -1 when not usable
    double p90 = -1;
    int capacity = 0; // usable GPUs of the type
    int freeNow = 0;
    int jobsAhead = 0; // pending jobs the drain placed first
    int pendingInPartition = 0;
    int startedSeen = 0; // recent starts in the history behind the estimate
    bool anchored = false; // the live queue (drain or scheduler estimate) weighs in
    QString note; // translated: what holds the start back beyond the queue (licences, a cap); empty: nothing
};

} // namespace qc
