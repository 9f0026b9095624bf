#pragma once

#include "../../model/ClusterSnapshot.h"
#include "../../model/JobSpec.h"
#include "../../model/JobUpdate.h"
#include "../../model/Result.h"
#include "DemoConfig.h"
#include "DemoRandom.h"
#include "model/TimeZones.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QTimeZone>
#include <vector>

namespace qc::demo {

// A deterministic GPU training platform: background tenants, priority tiers, per-user and per-account
// GPU quotas, storage IO as licenses, a startup phase, and a Slurm-like scheduler with EASY backfill
// that reports pending reasons in Slurm's own words. Not thread-safe; DemoBackend serialises access.
class DemoSimulator
{
    Q_DECLARE_TR_FUNCTIONS(DemoSimulator)

public:
    DemoSimulator(DemoConfig config, QDateTime start);

    const DemoConfig& config() const { return m_config; }
    QDateTime now() const { return QDateTime::fromSecsSinceEpoch(m_now, qc::utcZone()); }
    void advanceTo(const QDateTime& time);

    ClusterSnapshot snapshot() const;
    // Finished jobs, oldest first, that ended at or after `since`.
    QList<Job> finishedJobs(const QDateTime& since = {}) const;

    // `keptId` > 0: the id this job had when it was first submitted (a replayed action log), so later actions and
    // dependencies naming it still find it although the background jobs before it are numbered anew each day.
    Result<QString> submit(const JobSpec& spec, const QString& user, qint64 keptId = 0);
    // Ids the action log gave the user's jobs: never handed to a background job.
    void reserveIds(QSet<qint64> ids) { m_reservedIds = std::move(ids); }
    VoidResult update(const QString& id, const JobUpdate& change, const QString& user);
    VoidResult cancel(const QString& id, const QString& user);
    VoidResult requeue(const QString& id, const QString& user);
    // The state of a job still in the queue or running; Unknown for any other id.
    JobState activeState(const QString& id) const;

    // Region load every 15 simulated minutes since the start, so history views have a past.
    struct LoadSample
    {
        qint64 time = 0;
        QString region;
        int gpusTotal = 0;
        int gpusBusy = 0;
        int gpusFree = 0;
        int runningJobs = 0;
        int pendingJobs = 0;
        int pendingGpus = 0;
    };
    const std::vector<LoadSample>& loadSamples() const { return m_loadSamples; }

    // Test seam: take a node out for maintenance or bring it back.
    void setNodeDrained(const QString& node, bool drained);
    void setRegionDown(const QString& region, bool down);

private:
    struct SimNode
    {
        QString name;
        int region = 0;
        QString gpuType;
        int total = 8;
        int used = 0;
        bool drained = false;
    };
    struct SimJob
    {
        Job job;
        qint64 id = 0;
        int region = 0;
        int tier = 1;
        int io = 0;
        qint64 runtimeS = 0; // how long it would run if never cut by its time limit
        qint64 startupS = 0; // image pull, then data staging
        qint64 imagePullS = 0;
        qint64 startupEndAt = 0;
        qint64 endAt = 0;
        qint64 dependsOn = 0;
        bool heldByUser = false;
        qint64 holdReleaseAt = 0; // background tenants release their own holds
        qint64 giveUpAt = 0; // background tenants cancel jobs whose dependency failed
        bool background = false;
        JobState finalState = JobState::Completed;
        std::vector<std::pair<int, int>> alloc; // node index, GPUs
    };
    struct RegionState
    {
        int ioUsed = 0;
        double nextArrival = 0; // UTC seconds
        bool dirty = true;
        bool down = false;
        std::vector<int> nodes;
    };
    using Placement = std::vector<std::pair<int, int>>;

    void tick();
    void recordLoad();
    void generateArrivals(int region);
    SimJob makeBackgroundJob(int region, qint64 at);
    void schedule(int region);
    bool place(const SimJob& job, const std::vector<int>& freeGpus, const std::vector<bool>& excluded,
               Placement& out) const;
    void reserve(const SimJob& job, const std::vector<int>& freeGpus, qint64& shadow, std::vector<bool>& reserved);
    void start(SimJob& job, const Placement& placement);
    void release(SimJob& job);
    void finish(size_t index, JobState state, qint64 at);
    int findActive(qint64 id) const;
    qint64 allocateId();
    int regionIndex(const QString& name) const;
    int tierIndex(const QString& name) const;
    int accountMax(const QString& account) const;
    double priorityOf(const SimJob& job) const;
    Partition partitionOf(int region) const;
    QString licenseName(int region) const;

    DemoConfig m_config;
    DemoRandom m_random;
    qint64 m_now = 0;
    qint64 m_nextId = 100001;
    QSet<qint64> m_reservedIds;
    qint64 m_ticks = 0;
    std::vector<SimNode> m_nodes;
    std::vector<RegionState> m_regions;
    std::vector<SimJob> m_active;
    std::vector<Job> m_finished;
    std::vector<LoadSample> m_loadSamples;
    QHash<qint64, JobState> m_finishedStates;
    QHash<QString, qint64> m_lastJobOfUser; // for background dependencies
    QStringList m_users;
    std::vector<double> m_userWeights;
    std::vector<QString> m_userAccount;
};

} // namespace qc::demo
