#pragma once

#include "../model/ClusterSnapshot.h"
#include "../model/FinishedJob.h"

#include <QCoreApplication>
#include <QDate>
#include <optional>

namespace qc {

// Prices the user enters per cluster profile (never sent anywhere): on demand per GPU-hour, a monthly instance of
// N GPUs, optionally own hardware per month (for the same N GPUs).
struct UsagePrices
{
    double gpuHour = 0;
    double instanceMonthly = 0;
    int instanceGpus = 8;
    double ownMonthly = 0; // 0: not considered
    QString currency;

    bool usable() const { return gpuHour > 0 && instanceMonthly > 0 && instanceGpus > 0; }
    bool operator==(const UsagePrices&) const = default;
};

// "Would a monthly instance be cheaper than paying per use and queueing?" from the user's own history instead of
// the rule of thumb (about 8 hours of training a day): GPU-hours used per day, time lost waiting, peak
// concurrency, what runs and waits now, and with prices the break-even utilisation and each option's cost per
// week over the last weeks.
class UsageAdvisor
{
    Q_DECLARE_TR_FUNCTIONS(UsageAdvisor)

public:
    enum class Option { PayPerUse, Instance, OwnHardware };
    struct Week
    {
        QDate start; // UTC, the week's first day
        double gpuHours = 0;
        double payPerUse = 0;
        double instance = 0;
        double own = 0; // 0 when no own-hardware price
    };
    struct Costs
    {
        int instances = 1; // instances of instanceGpus that carry the average use (bursts queue on them)
        double breakEvenUtilisation = 0; // share of the instances' GPU-hours above which they cost less
        double breakEvenHoursPerDay = 0; // the same, as hours a day of all their GPUs busy
        double utilisation = 0; // what the user's use would fill of them
        double payPerUseMonthly = 0; // the window's use at the on-demand price, per 30.44 days
        double instanceMonthly = 0;
        double ownMonthly = 0;
        QList<Week> weeks; // oldest first
        Option cheapest = Option::PayPerUse; // over the window
    };
    struct Report
    {
        QString user;
        QDateTime from;
        QDateTime to;
        double days = 0;
        int jobs = 0; // finished jobs submitted in the window
        int startedJobs = 0;
        double gpuHoursUsed = 0; // by started jobs, inside the window (running ones up to now)
        double gpuHoursPerDay = 0;
        double waitHoursPerJob = 0; // mean over started jobs
        double waitHoursPerDay = 0; // hours spent waiting, all jobs together, per day
        int peakGpus = 0; // the most GPUs in use at once
        int runningGpus = 0; // now
        double gpuHoursRunning = 0; // now: by the running jobs' time limits, left to run
        int pendingJobs = 0; // now
        double gpuHoursQueued = 0; // now: the pending jobs by their time limits
        std::optional<Costs> costs; // with usable prices
    };

    static constexpr int DefaultWeeks = 4;

    // `user` empty: the snapshot's current user. `past`: finished jobs (any users; the user's are taken); the window
    // is the last `weeks` weeks, or less when the history starts later.
    static Report analyse(const ClusterSnapshot& snapshot, const QList<FinishedJob>& past, const UsagePrices& prices,
                          QString user = {}, int weeks = DefaultWeeks);

    static QString optionName(Option option); // "pay_per_use", "instance", "own_hardware"
    static QString optionLabel(Option option); // translated
};

} // namespace qc
