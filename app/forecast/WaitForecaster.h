#pragma once

#include "JobShape.h"
#include "WaitForecast.h"

#include <QHash>
#include <QString>
#include <array>
#include <deque>
#include <map>
#include <optional>
#include <set>
#include <vector>

namespace qc {

// Online wait-time forecaster. It learns from events in time order (submits, starts, ends) and never looks ahead.
//  - Similar jobs: the most recent submissions in the same queue with the same user backlog (how many of the
//    user's own jobs were pending ahead: none, a few, an array) and the same work ahead (requested core- or
//    GPU-seconds pending and still running, over the queue's capacity). Their waits, with the ones still
//    pending or cancelled censored at their age, give Kaplan-Meier quantiles. Coarser groups when a group
//    has too few members. This is what QBETS cannot see: the queue at submit time.
//  - A floor: a share of the whole queue's recent upper quantile, so a group whose recent jobs all started at
//    once still gets a bound that scales with the queue.
//  - Calibration: per queue, a log-scale factor driven by the hit/miss outcomes of its own earlier forecasts
//    (adaptive conformal inference), bounded (|log factor| <= maxCorrection).
//  - A cap: no upper bound above capFactor x the longest wait seen in the queue ("longer than anything seen").
class WaitForecaster
{
public:
    struct Config
    {
        double upperQuantile = 0.9;
        int cohort = 300; // recent submissions per group
        int minGroup = 40; // below this a group falls back to a coarser one
        double floorShare = 0.25;
        // Chosen on CERIT-SC's first 70 % (inner time-ordered split) and the synthetic traces of
        // bench/forecast_synthetic_trace.py; e^3 ~ 20x at most, where the old unbounded-looking e^6 ~ 400x
        // stretched bounds to years.
        double gamma = 0.05;
        double maxCorrection = 3.0;
        double capFactor = 5;
        qint64 minCapS = 3600;
        double offsetS = 60; // additive offset before scaling: zero waits stay correctable
        bool queueGroups = true; // false: the queue's recent submissions alone (ablation)
        // The coverage the upper bound's calibration steers to; 0: upperQuantile. Outcomes of a burst resolve
        // together and late, so steering a little above the quantile can land the realised coverage on it.
        double calibrationTarget = 0;
    };

    WaitForecaster();
    explicit WaitForecaster(Config config);

    void jobSubmitted(const QString& id, const JobShape& shape, qint64 submit);
    // A job left the queue at `start`. Unknown ids (never submitted here) are ignored.
    void jobStarted(const QString& id, qint64 start);
    // A running job ended (its capacity is free again), or a pending one was cancelled (a censored wait).
    void jobEnded(const QString& id, qint64 end);

    // Forecast for a job of `shape` submitted at `now - alreadyWaited` (0: submitted now), conditional on it
    // not having started yet.
    WaitForecast forecast(const JobShape& shape, qint64 now, qint64 alreadyWaited = 0) const;

    enum class Level { Median, Upper };
    // Feedback for calibration: whether an issued forecast's P50 or upper bound covered the real wait. Report
    // it as soon as it is known (at the start, or when the job is still pending past the bound).
    void recordOutcome(const QString& queue, Level level, bool covered, int group = 0);

    const Config& config() const { return m_config; }
    static int sizeBucket(int size);
    static int backlogBucket(int userPending);

private:
    struct Record
    {
        qint64 submit = 0;
        std::optional<qint64> start;
        std::optional<qint64> cancelled;
        int size = 1;
        qint64 limitS = 0;
        QString queue;
        QString user;
    };
    using GroupKey = std::pair<int, int>; // (backlog bucket, work bucket); -2: any
    struct QueueState
    {
        int pending = 0;
        qint64 pendingSize = 0;
        double pendingWork = 0; // size x requested time
        std::map<int, std::pair<qint64, int>> running; // record -> (requested end, size)
        qint64 used = 0;
        qint64 capacity = 0; // most size ever running at once: the queue's capacity as far as we know
        qint64 longestWait = 0; // longest wait seen: started jobs, and jobs seen pending (or cancelled) that long
        std::multiset<qint64> pendingSubmits;
        std::map<GroupKey, std::deque<int>> cohorts;
        std::array<double, 2> correction {}; // log factors for P50, upper
    };

    QueueState& queue(const QString& name) { return m_queues[name]; }
    std::array<GroupKey, 3> groupsFor(const QueueState& q, int userPending, qint64 now) const;
    static int workBucket(double workS);
    double workAhead(const QueueState& q, qint64 now) const;
    void sample(const std::deque<int>& cohort, qint64 now, std::vector<std::pair<double, bool>>& out) const;
    double calibrated(double base, double correction) const;

    Config m_config;
    std::vector<Record> m_records;
    QHash<QString, int> m_index; // job id -> record
    std::map<QString, QueueState> m_queues;
    QueueState m_all; // every queue together: the fallback for queues seen too little
    std::map<std::pair<QString, QString>, int> m_userPending; // (queue, user) -> jobs pending
};

} // namespace qc
