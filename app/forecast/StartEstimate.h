#pragma once

#include "WaitForecast.h"

#include <QDateTime>
#include <QString>
#include <optional>

namespace qc {

// When one job is expected to start, as every view shows it (detail pane, submit dialog, Plan tab, CLI): the
// wait forecast turned into times, after the job's own state has had its say (held, begin time, a QOS cap,
// a request that can never run).
struct StartEstimate
{
    enum class Kind {
        Estimate, // p50/p90 are set (p90 may be unset when beyondSeen)
        Held, // no start until released; releaseWaitS says how long after release
        NeverRuns, // the request as written can never start here
        NoData, // too little history for this partition
        Started, // not pending any more
    };
    Kind kind = Kind::NoData;
    QDateTime at; // what the forecast counts from (the snapshot time)
    QDateTime p50;
    QDateTime p90; // invalid with beyondSeen: "longer than anything seen here"
    bool beyondSeen = false;
    double longestSeenS = 0;
    double releaseWaitS = -1; // Held: the P50 wait once released; -1: unknown
    // A later start than the queue alone gives: the job's begin time, or its user's own jobs ending under a per-user
    // cap, or the jobs it depends on ending (by their time limits); or when the licences it asks for, or its
    // account's or QOS's GPU cap, have room at the latest (the median may come before). Invalid when none decided.
    QDateTime notBefore;
    enum class Why { None, BeginTime, OwnCap, Licenses, GroupCap, Dependency } why = Why::None;
    QString note; // translated: why there is no time, or what moved it (else beyondSeenText when beyondSeen)
    QString neverRunsWhy; // translated, set with NeverRuns (never empty then): the bare reason ("no a100 GPUs in
                          // us-east"), for lists
    QString basis; // translated: what the estimate rests on
    std::optional<WaitForecast> wait;

    // Stable word for scripts: held, never_runs, too_little_data, beyond_seen, begin_time, own_cap, dependency,
    // licenses, group_cap, or empty.
    QString noteKey() const;
};

} // namespace qc
