#pragma once

namespace qc {

// What this backend lets this user do; the UI disables and the advice omits whatever is false.
struct Capabilities
{
    bool submit = true;
    bool cancel = true;
    bool hold = true;
    bool release = true; // own holds only; admin holds need an operator
    bool requeue = true;
    bool raiseNice = true; // lowering own priority is always allowed
    bool lowerNice = false; // raising priority is an operator's right in Slurm
    bool changePartition = true;
    bool changeQos = true;
    bool changeBeginTime = true;
    bool changeTimeLimit = true; // down always, up to the partition maximum
    bool estimatedStart = false; // the scheduler reports backfill start estimates
    bool priorityFactors = false;
    bool seesAllJobs = true;

    // Only what both allow: several clusters shown as one, or several jobs acted on together.
    Capabilities& operator&=(const Capabilities& o)
    {
        submit &= o.submit;
        cancel &= o.cancel;
        hold &= o.hold;
        release &= o.release;
        requeue &= o.requeue;
        raiseNice &= o.raiseNice;
        lowerNice &= o.lowerNice;
        changePartition &= o.changePartition;
        changeQos &= o.changeQos;
        changeBeginTime &= o.changeBeginTime;
        changeTimeLimit &= o.changeTimeLimit;
        estimatedStart &= o.estimatedStart;
        priorityFactors &= o.priorityFactors;
        seesAllJobs &= o.seesAllJobs;
        return *this;
    }
};

} // namespace qc
