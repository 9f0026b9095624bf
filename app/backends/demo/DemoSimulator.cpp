#include "DemoSimulator.h"

#include "WeeklyProfile.h"
#include "model/TimeZones.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace qc::demo {

namespace {
constexpr qint64 kTickS = 60;
constexpr qint64 kRecentlyFinishedS = 300; // squeue shows finished jobs this long
constexpr double kArrivalsPerGpuHour = 0.075; // tuned for ~70% mean utilisation and evening backlogs

const std::array<const char*, 16> kJobNames { "llama-ft",      "resnet50-sweep", "whisper-asr",  "sdxl-finetune",
                                              "bert-pretrain", "ppo-humanoid",   "protein-fold", "vit-l-imagenet",
                                              "moe-ablation",  "rlhf-reward",    "nerf-scenes",  "gnn-molecule",
                                              "tts-vocoder",   "detr-coco",      "codegen-eval", "mamba-scan" };

qint64 roundUpLimit(qint64 seconds, qint64 maxS)
{
    static constexpr std::array<qint64, 9> steps { 1800, 3600, 7200, 14400, 28800, 43200, 86400, 172800, 259200 };
    for (qint64 s : steps) {
        if (s >= seconds)
            return std::min(s, maxS);
    }
    return maxS;
}
} // namespace

DemoSimulator::DemoSimulator(DemoConfig config, QDateTime start)
    : m_config(std::move(config))
    , m_random(m_config.seed)
    , m_now(start.toSecsSinceEpoch())
{
    for (int r = 0; r < m_config.regions.size(); ++r) {
        const auto& rc = m_config.regions[r];
        RegionState state;
        int drained = rc.drainedNodes;
        for (const auto& group : rc.nodeGroups) {
            for (int i = 0; i < group.count; ++i) {
                SimNode node;
                node.name
                    = QStringLiteral("%1-%2-%3")
                          .arg(rc.name, group.gpuType, QString::number(i + 1).rightJustified(2, QLatin1Char('0')));
                node.region = r;
                node.gpuType = group.gpuType;
                node.total = m_config.gpusPerNode;
                // The last nodes of the last group are out for maintenance.
                node.drained = false;
                state.nodes.push_back(int(m_nodes.size()));
                m_nodes.push_back(node);
            }
        }
        for (auto it = state.nodes.rbegin(); it != state.nodes.rend() && drained > 0; ++it, --drained)
            m_nodes[size_t(*it)].drained = true;
        state.nextArrival = double(m_now);
        m_regions.push_back(state);
    }
    for (const auto& account : m_config.accounts) {
        for (int i = 0; i < account.users.size(); ++i) {
            m_users.append(account.users[i]);
            // A few users submit most of the work (Zipf-like), as in every real trace.
            m_userWeights.push_back(1.0 / (i + 1));
            m_userAccount.push_back(account.name);
        }
    }
    for (size_t r = 0; r < m_regions.size(); ++r)
        generateArrivals(int(r));
}

int DemoSimulator::regionIndex(const QString& name) const
{
    for (int r = 0; r < m_config.regions.size(); ++r) {
        if (m_config.regions[r].name == name)
            return r;
    }
    return -1;
}

int DemoSimulator::tierIndex(const QString& name) const
{
    for (int t = 0; t < m_config.tiers.size(); ++t) {
        if (m_config.tiers[t].name == name)
            return t;
    }
    return -1;
}

int DemoSimulator::accountMax(const QString& account) const
{
    for (const auto& a : m_config.accounts) {
        if (a.name == account)
            return a.maxGpus;
    }
    return 0;
}

QString DemoSimulator::licenseName(int region) const
{
    return m_config.regions[region].name + QStringLiteral("-io");
}

JobState DemoSimulator::activeState(const QString& id) const
{
    const int index = findActive(id.toLongLong());
    return index < 0 ? JobState::Unknown : m_active[size_t(index)].job.state;
}

int DemoSimulator::findActive(qint64 id) const
{
    for (size_t i = 0; i < m_active.size(); ++i) {
        if (m_active[i].id == id)
            return int(i);
    }
    return -1;
}

void DemoSimulator::advanceTo(const QDateTime& time)
{
    // The scheduler runs only on whole-minute ticks, so the platform's state depends on the ticks and
    // the user's actions alone, never on how often someone looked: replaying an action log is exact.
    const qint64 target = time.toSecsSinceEpoch();
    while (m_now < target) {
        const qint64 next = (m_now / kTickS + 1) * kTickS;
        if (next > target) {
            m_now = target;
            break;
        }
        m_now = next;
        tick();
    }
}

void DemoSimulator::tick()
{
    ++m_ticks;
    for (size_t r = 0; r < m_regions.size(); ++r)
        generateArrivals(int(r));

    for (size_t i = 0; i < m_active.size();) {
        SimJob& job = m_active[i];
        if (job.job.state == JobState::Configuring && m_now >= job.startupEndAt) {
            job.job.state = JobState::Running;
            job.job.reasonDescription.clear();
        } else if (job.job.state == JobState::Configuring && job.job.startupSteps.size() > 1
                   && m_now >= job.job.startupSteps[1].from.toSecsSinceEpoch()) {
            job.job.reasonDescription = QStringLiteral("staging data");
        }
        if (job.job.isRunningLike() && m_now >= job.endAt) {
            finish(i, job.finalState, job.endAt);
            continue;
        }
        if (job.job.isPending()) {
            if (job.giveUpAt > 0 && m_now >= job.giveUpAt) {
                finish(i, JobState::Cancelled, m_now);
                continue;
            }
            if (job.heldByUser && job.holdReleaseAt > 0 && m_now >= job.holdReleaseAt) {
                job.heldByUser = false;
                m_regions[size_t(job.region)].dirty = true;
            }
            if (job.job.beginTime.isValid() && job.job.beginTime.toSecsSinceEpoch() <= m_now
                && job.job.reason == QLatin1String("BeginTime"))
                m_regions[size_t(job.region)].dirty = true;
        }
        ++i;
    }
    // Age changes priorities; a periodic pass also retries quota- and licence-blocked jobs.
    for (size_t r = 0; r < m_regions.size(); ++r) {
        if (m_regions[r].dirty || m_ticks % 5 == 0)
            schedule(int(r));
    }
    if (m_now % 900 == 0)
        recordLoad();
}

void DemoSimulator::recordLoad()
{
    std::vector<LoadSample> now(m_regions.size());
    for (size_t r = 0; r < m_regions.size(); ++r) {
        now[r].time = m_now;
        now[r].region = m_config.regions[int(r)].name;
        for (int n : m_regions[r].nodes) {
            const SimNode& node = m_nodes[size_t(n)];
            now[r].gpusTotal += node.total;
            now[r].gpusBusy += node.used;
            now[r].gpusFree += node.drained ? 0 : node.total - node.used;
        }
    }
    for (const auto& j : m_active) {
        auto& sample = now[size_t(j.region)];
        if (j.job.isPending()) {
            ++sample.pendingJobs;
            sample.pendingGpus += j.job.gpus;
        } else if (j.job.isRunningLike()) {
            ++sample.runningJobs;
        }
    }
    m_loadSamples.insert(m_loadSamples.end(), now.begin(), now.end());
}

void DemoSimulator::generateArrivals(int region)
{
    auto& state = m_regions[size_t(region)];
    if (m_config.loadFactor <= 0 || m_users.isEmpty())
        return;
    const auto& rc = m_config.regions[region];
    int gpus = 0;
    for (const auto& g : rc.nodeGroups)
        gpus += g.count * m_config.gpusPerNode;
    const double peak = kArrivalsPerGpuHour * gpus * m_config.loadFactor * WeeklyProfile::peakRate() / 3600.0;
    // Thinning of a non-homogeneous Poisson process: candidates at the peak rate, kept with rate/peak.
    while (state.nextArrival <= double(m_now)) {
        const qint64 at = qint64(state.nextArrival);
        const double keep = WeeklyProfile::rate(at, rc.utcOffsetHours) / WeeklyProfile::peakRate();
        if (m_random.chance(keep)) {
            SimJob job = makeBackgroundJob(region, at);
            m_lastJobOfUser.insert(job.job.user, job.id);
            m_active.push_back(std::move(job));
            state.dirty = true;
        }
        state.nextArrival += m_random.exponential(1.0 / peak);
    }
}

DemoSimulator::SimJob DemoSimulator::makeBackgroundJob(int region, qint64 at)
{
    const auto& rc = m_config.regions[region];
    SimJob s;
    s.id = allocateId();
    s.region = region;
    s.background = true;

    // Tenants mostly stay in their home region.
    std::vector<double> weights(m_userWeights);
    for (size_t u = 0; u < weights.size(); ++u) {
        for (const auto& a : m_config.accounts) {
            if (a.name == m_userAccount[u] && a.homeRegion != rc.name)
                weights[u] *= 0.25;
        }
    }
    const int u = m_random.weighted(weights);
    Job& j = s.job;
    j.id = QString::number(s.id);
    j.user = m_users[u];
    j.account = m_userAccount[size_t(u)];
    j.partition = rc.name;
    j.state = JobState::Pending;
    j.submitTime = QDateTime::fromSecsSinceEpoch(at, qc::utcZone());
    j.eligibleTime = j.submitTime;

    std::vector<double> tierShares;
    for (const auto& t : m_config.tiers)
        tierShares.push_back(t.share);
    s.tier = m_random.weighted(tierShares);
    j.qos = m_config.tiers[s.tier].name;

    static constexpr std::array<int, 6> sizes { 1, 2, 4, 8, 16, 32 };
    static constexpr std::array<double, 6> sizeWeights { 40, 15, 15, 20, 7, 3 };
    j.gpus = sizes[size_t(m_random.weighted(sizeWeights))];
    // Tenants know their tier's per-user cap and do not ask beyond it.
    if (const int cap = m_config.tiers[s.tier].maxGpusPerUser; cap > 0)
        j.gpus = std::min(j.gpus, cap);
    std::vector<double> typeWeights;
    for (const auto& g : rc.nodeGroups)
        typeWeights.push_back(g.count);
    j.gpuType = rc.nodeGroups[m_random.weighted(typeWeights)].gpuType;
    j.nodes = std::max(1, j.gpus / m_config.gpusPerNode);
    j.cpus = j.gpus * 8;
    j.memoryMb = qint64(j.gpus) * 64 * 1024;

    // Heavy-tailed run times; users over-ask for time, and a few under-ask and time out.
    s.runtimeS = std::clamp(qint64(m_random.logNormal(2400, 1.6)), qint64(60), rc.maxTimeS);
    j.timeLimitS = roundUpLimit(qint64(double(s.runtimeS) * m_random.uniform(1.2, 4.0)), rc.maxTimeS);
    if (m_random.chance(0.04))
        s.runtimeS = j.timeLimitS + 600;
    s.finalState = s.runtimeS > j.timeLimitS ? JobState::Timeout : JobState::Completed;
    if (s.finalState == JobState::Completed && m_random.chance(0.05)) {
        s.finalState = JobState::Failed;
        s.runtimeS = std::max<qint64>(30, qint64(double(s.runtimeS) * m_random.uniform(0.01, 0.3)));
    }
    static constexpr std::array<int, 4> ioUnits { 0, 1, 2, 4 };
    static constexpr std::array<double, 4> ioWeights { 55, 25, 12, 8 };
    s.io = ioUnits[size_t(m_random.weighted(ioWeights))];
    if (s.io > 0)
        j.licenses = licenseName(region) + QLatin1Char(':') + QString::number(s.io);
    // Image pull (cached images are quick) plus data staging proportional to IO demand.
    // One expression as before, so the draws keep their order and a seed keeps its jobs.
    s.startupS
        = (s.imagePullS = qint64(m_random.logNormal(45, 0.8))) + qint64(s.io) * qint64(m_random.uniform(30, 150));

    j.name = QString::fromLatin1(kJobNames[size_t(m_random.uniform() * kJobNames.size()) % kJobNames.size()])
        + QLatin1Char('-') + QString::number(s.id % 1000);
    j.workDir = QStringLiteral("/home/%1/runs").arg(j.user);

    const double special = m_random.uniform();
    if (special < 0.02) {
        j.beginTime = j.submitTime.addSecs(qint64(m_random.uniform(1, 8) * 3600));
    } else if (special < 0.05) {
        const qint64 previous = m_lastJobOfUser.value(j.user, 0);
        if (previous > 0 && findActive(previous) >= 0) {
            s.dependsOn = previous;
            j.dependency = QStringLiteral("afterok:%1").arg(previous);
        }
    } else if (special < 0.06) {
        s.heldByUser = true;
        s.holdReleaseAt = at + qint64(m_random.exponential(3 * 3600));
    }
    j.priority = priorityOf(s);
    return s;
}

double DemoSimulator::priorityOf(const SimJob& job) const
{
    const QDateTime eligible
        = job.job.beginTime.isValid() ? std::max(job.job.beginTime, job.job.submitTime) : job.job.submitTime;
    const double ageMinutes = std::max<qint64>(0, m_now - eligible.toSecsSinceEpoch()) / 60.0;
    return m_config.tiers[job.tier].basePriority + std::min(ageMinutes, 1440.0) - job.job.nice;
}

bool DemoSimulator::place(const SimJob& job, const std::vector<int>& freeGpus, const std::vector<bool>& excluded,
                          Placement& out) const
{
    out.clear();
    const auto& nodes = m_regions[size_t(job.region)].nodes;
    const int per = m_config.gpusPerNode;
    auto typeOk = [&](const SimNode& n) { return job.job.gpuType.isEmpty() || n.gpuType == job.job.gpuType; };
    if (job.job.gpus > per) {
        // Multi-node jobs take whole nodes.
        int needed = (job.job.gpus + per - 1) / per;
        for (int n : nodes) {
            const auto& node = m_nodes[size_t(n)];
            if (!node.drained && !excluded[size_t(n)] && typeOk(node) && freeGpus[size_t(n)] >= per) {
                out.emplace_back(n, per);
                if (--needed == 0)
                    return true;
            }
        }
        out.clear();
        return false;
    }
    // Best fit: the node left with the fewest free GPUs, which keeps whole nodes for big jobs.
    int best = -1;
    for (int n : nodes) {
        const auto& node = m_nodes[size_t(n)];
        const int free = freeGpus[size_t(n)];
        if (node.drained || excluded[size_t(n)] || !typeOk(node) || free < job.job.gpus)
            continue;
        if (best < 0 || free < freeGpus[size_t(best)])
            best = n;
    }
    if (best < 0)
        return false;
    out.emplace_back(best, std::max(job.job.gpus, 0));
    return true;
}

void DemoSimulator::reserve(const SimJob& job, const std::vector<int>& freeGpus, qint64& shadow,
                            std::vector<bool>& reserved)
{
    // Walk the running jobs in the order their time limits expire (the scheduler cannot know real
    // run times) until the blocked job fits: that moment is its shadow time, those nodes its reservation.
    std::vector<std::pair<qint64, const SimJob*>> ends;
    for (const auto& other : m_active) {
        if (other.region == job.region && other.job.isRunningLike())
            ends.emplace_back(other.job.startTime.toSecsSinceEpoch() + other.job.timeLimitS, &other);
    }
    std::sort(ends.begin(), ends.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<int> future(freeGpus);
    std::vector<bool> none(m_nodes.size(), false);
    Placement placement;
    for (const auto& [end, other] : ends) {
        for (const auto& [n, g] : other->alloc)
            future[size_t(n)] += g;
        if (place(job, future, none, placement)) {
            shadow = std::max(end, m_now);
            for (const auto& [n, g] : placement)
                reserved[size_t(n)] = true;
            return;
        }
    }
    shadow = 0;
}

void DemoSimulator::schedule(int region)
{
    auto& state = m_regions[size_t(region)];
    state.dirty = false;
    const auto& rc = m_config.regions[region];

    // Quotas are platform-wide: count every running job, in every region.
    QHash<QString, int> userTierGpus;
    QHash<QString, int> accountGpus;
    for (const auto& j : m_active) {
        if (!j.job.isRunningLike())
            continue;
        userTierGpus[j.job.user + QLatin1Char('/') + j.job.qos] += j.job.gpus;
        accountGpus[j.job.account] += j.job.gpus;
    }
    std::vector<int> freeGpus(m_nodes.size(), 0);
    for (int n : state.nodes)
        freeGpus[size_t(n)] = m_nodes[size_t(n)].total - m_nodes[size_t(n)].used;

    std::vector<size_t> pending;
    for (size_t i = 0; i < m_active.size(); ++i) {
        auto& j = m_active[i];
        if (j.region == region && j.job.isPending()) {
            j.job.priority = priorityOf(j);
            pending.push_back(i);
        }
    }
    std::sort(pending.begin(), pending.end(), [this](size_t a, size_t b) {
        const Job& ja = m_active[a].job;
        const Job& jb = m_active[b].job;
        if (ja.priority != jb.priority)
            return ja.priority > jb.priority;
        if (ja.submitTime != jb.submitTime)
            return ja.submitTime < jb.submitTime;
        return m_active[a].id < m_active[b].id;
    });

    bool haveReservation = false;
    qint64 shadow = 0;
    std::vector<bool> reserved(m_nodes.size(), false);
    std::vector<bool> none(m_nodes.size(), false);
    std::vector<size_t> toStart;
    std::vector<Placement> placements;
    Placement placement;
    int ioPlanned = 0; // start() books IO once the pass is over

    for (size_t index : pending) {
        SimJob& s = m_active[index];
        Job& j = s.job;
        j.estimatedStart = {};
        auto setReason = [&j](const char* reason) {
            j.reason = QString::fromLatin1(reason);
            j.reasonDescription.clear();
        };
        if (s.heldByUser) {
            setReason("JobHeldUser");
            continue;
        }
        if (j.beginTime.isValid() && j.beginTime.toSecsSinceEpoch() > m_now) {
            setReason("BeginTime");
            continue;
        }
        if (s.dependsOn > 0) {
            const auto finished = m_finishedStates.find(s.dependsOn);
            if (finished == m_finishedStates.end()) {
                setReason("Dependency");
                continue;
            }
            if (*finished != JobState::Completed) {
                setReason("DependencyNeverSatisfied");
                if (s.background && s.giveUpAt == 0)
                    s.giveUpAt = m_now + qint64(m_random.exponential(2 * 3600));
                continue;
            }
        }
        if (state.down) {
            setReason("PartitionDown");
            continue;
        }
        if (j.timeLimitS > rc.maxTimeS) {
            setReason("PartitionTimeLimit");
            continue;
        }
        const int cap = m_config.tiers[s.tier].maxGpusPerUser;
        const QString userKey = j.user + QLatin1Char('/') + j.qos;
        if (cap > 0 && userTierGpus.value(userKey) + j.gpus > cap) {
            setReason("QOSMaxGRESPerUser");
            continue;
        }
        const int accountCap = accountMax(j.account);
        if (accountCap > 0 && accountGpus.value(j.account) + j.gpus > accountCap) {
            setReason("AssocGrpGRES");
            continue;
        }
        if (s.io > rc.ioCapacity - state.ioUsed - ioPlanned) {
            setReason("Licenses");
            continue;
        }
        // Backfill: with a reservation standing, a later job may start only off the reserved nodes or
        // if its time limit ends before the reserved job's shadow time.
        bool placed = false;
        if (!haveReservation) {
            placed = place(s, freeGpus, none, placement);
        } else {
            placed = place(s, freeGpus, reserved, placement)
                || (m_now + j.timeLimitS <= shadow && place(s, freeGpus, none, placement));
        }
        if (placed) {
            for (const auto& [n, g] : placement)
                freeGpus[size_t(n)] -= g;
            userTierGpus[userKey] += j.gpus;
            accountGpus[j.account] += j.gpus;
            ioPlanned += s.io;
            toStart.push_back(index);
            placements.push_back(placement);
            continue;
        }
        if (!haveReservation) {
            haveReservation = true;
            reserve(s, freeGpus, shadow, reserved);
            setReason("Resources");
            if (shadow > 0)
                j.estimatedStart = QDateTime::fromSecsSinceEpoch(shadow, qc::utcZone());
        } else {
            setReason("Priority");
        }
    }
    for (size_t k = 0; k < toStart.size(); ++k)
        start(m_active[toStart[k]], placements[k]);
}

void DemoSimulator::start(SimJob& s, const Placement& placement)
{
    Job& j = s.job;
    s.alloc = placement;
    QStringList names;
    for (const auto& [n, g] : placement) {
        m_nodes[size_t(n)].used += g;
        names.append(m_nodes[size_t(n)].name);
    }
    m_regions[size_t(s.region)].ioUsed += s.io;
    j.state = JobState::Configuring;
    j.reason = QStringLiteral("None");
    j.reasonDescription = s.io > 0 ? QStringLiteral("pulling image, staging data") : QStringLiteral("pulling image");
    j.startTime = QDateTime::fromSecsSinceEpoch(m_now, qc::utcZone());
    j.estimatedStart = {};
    j.nodeList = names.join(QLatin1Char(','));
    j.nodes = int(placement.size());
    s.startupEndAt = m_now + s.startupS;
    // The start-up as the platform plans it: the image first, then the data (IO demand); the analysis shows each
    // step once it has begun.
    const QDateTime pulled = j.startTime.addSecs(s.imagePullS);
    j.startupSteps = { StartupStep { StartupStep::Kind::ImagePull, j.startTime, pulled } };
    if (s.startupS > s.imagePullS)
        j.startupSteps.append(StartupStep { StartupStep::Kind::DataStaging, pulled, j.startTime.addSecs(s.startupS) });
    s.endAt = m_now + std::min(s.startupS + s.runtimeS, j.timeLimitS > 0 ? j.timeLimitS : s.startupS + s.runtimeS);
}

void DemoSimulator::release(SimJob& s)
{
    for (const auto& [n, g] : s.alloc)
        m_nodes[size_t(n)].used -= g;
    if (!s.alloc.empty())
        m_regions[size_t(s.region)].ioUsed -= s.io;
    s.alloc.clear();
    m_regions[size_t(s.region)].dirty = true;
}

void DemoSimulator::finish(size_t index, JobState state, qint64 at)
{
    SimJob s = std::move(m_active[index]);
    m_active.erase(m_active.begin() + qsizetype(index));
    release(s);
    s.job.state = state;
    s.job.endTime = QDateTime::fromSecsSinceEpoch(at, qc::utcZone());
    s.job.reason = QStringLiteral("None");
    s.job.reasonDescription.clear();
    s.job.estimatedStart = {};
    m_finishedStates.insert(s.id, state);
    m_finished.push_back(std::move(s.job));
    // Dependants may now run or never run.
    for (const auto& other : m_active) {
        if (other.dependsOn == s.id)
            m_regions[size_t(other.region)].dirty = true;
    }
}

Partition DemoSimulator::partitionOf(int region) const
{
    const auto& rc = m_config.regions[region];
    Partition p;
    p.name = rc.name;
    p.state = m_regions[size_t(region)].down ? QStringLiteral("DOWN") : QStringLiteral("UP");
    p.isDefault = region == 0;
    p.maxTimeS = rc.maxTimeS;
    for (int n : m_regions[size_t(region)].nodes)
        p.nodes.append(m_nodes[size_t(n)].name);
    for (const auto& t : m_config.tiers)
        p.allowedQos.append(t.name);
    p.licenseName = licenseName(region);
    return p;
}

ClusterSnapshot DemoSimulator::snapshot() const
{
    ClusterSnapshot snap;
    snap.takenAt = now();
    snap.clusterName = QStringLiteral("demo");
    snap.currentUser = m_config.user;
    snap.jobs.reserve(qsizetype(m_active.size()) + 64);
    for (const auto& s : m_active)
        snap.jobs.append(s.job);
    for (auto it = m_finished.rbegin(); it != m_finished.rend(); ++it) {
        if (it->endTime.toSecsSinceEpoch() < m_now - kRecentlyFinishedS)
            break;
        snap.jobs.append(*it);
    }
    for (const auto& n : m_nodes) {
        Node node;
        node.name = n.name;
        node.partitions = { m_config.regions[n.region].name };
        node.state = n.drained  ? QStringLiteral("DRAINED")
            : n.used == 0       ? QStringLiteral("IDLE")
            : n.used >= n.total ? QStringLiteral("ALLOCATED")
                                : QStringLiteral("MIXED");
        node.gpus = { GpuCount { n.gpuType, n.total, n.used } };
        node.cpus = n.total * 16;
        node.cpusUsed = n.used * 8;
        node.memoryMb = qint64(n.total) * 128 * 1024;
        node.memoryUsedMb = qint64(n.used) * 64 * 1024;
        snap.nodes.append(node);
    }
    for (int r = 0; r < m_config.regions.size(); ++r) {
        snap.partitions.append(partitionOf(r));
        snap.licenses.append(License { licenseName(r), m_config.regions[r].ioCapacity, m_regions[size_t(r)].ioUsed });
    }
    QHash<QString, int> mine;
    QHash<QString, int> accountGpus;
    for (const auto& s : m_active) {
        if (!s.job.isRunningLike())
            continue;
        accountGpus[s.job.account] += s.job.gpus;
        if (s.job.user == m_config.user)
            mine[s.job.qos] += s.job.gpus;
    }
    for (const auto& t : m_config.tiers) {
        if (t.maxGpusPerUser > 0)
            snap.limits.append(Limit { Limit::Scope::QosPerUser, t.name, m_config.user, QStringLiteral("gres/gpu"),
                                       t.maxGpusPerUser, mine.value(t.name) });
    }
    for (const auto& a : m_config.accounts) {
        if (a.maxGpus > 0)
            snap.limits.append(Limit { Limit::Scope::AccountGroup,
                                       a.name,
                                       {},
                                       QStringLiteral("gres/gpu"),
                                       a.maxGpus,
                                       accountGpus.value(a.name) });
    }
    return snap;
}

QList<Job> DemoSimulator::finishedJobs(const QDateTime& since) const
{
    QList<Job> out;
    const qint64 from = since.isValid() ? since.toSecsSinceEpoch() : std::numeric_limits<qint64>::min();
    for (const auto& j : m_finished) {
        if (j.endTime.toSecsSinceEpoch() >= from)
            out.append(j);
    }
    return out;
}

qint64 DemoSimulator::allocateId()
{
    while (m_reservedIds.contains(m_nextId))
        ++m_nextId;
    return m_nextId++;
}

Result<QString> DemoSimulator::submit(const JobSpec& spec, const QString& user, qint64 keptId)
{
    using Kind = BackendError::Kind;
    if (keptId > 0 && (findActive(keptId) >= 0 || m_finishedStates.contains(keptId)))
        return BackendError::make(Kind::InvalidRequest, tr("Job id already in use"), QString::number(keptId));
    const QString partition = spec.partition.isEmpty() ? m_config.regions.value(0).name : spec.partition;
    const int region = regionIndex(partition);
    if (region < 0)
        return BackendError::make(Kind::InvalidRequest, tr("Invalid partition name specified"), partition);
    const auto& rc = m_config.regions[region];
    const QString qos = spec.qos.isEmpty() ? QStringLiteral("normal") : spec.qos;
    const int tier = tierIndex(qos);
    if (tier < 0)
        return BackendError::make(Kind::InvalidRequest, tr("Invalid qos specification"), qos);
    const QString account = spec.account.isEmpty() ? m_config.userAccount : spec.account;
    if (account != m_config.userAccount && user == m_config.user)
        return BackendError::make(Kind::InvalidRequest,
                                  tr("Invalid account or account/partition combination specified"), account);
    int typeNodes = 0;
    for (const auto& g : rc.nodeGroups) {
        if (spec.gpuType.isEmpty() || g.gpuType == spec.gpuType)
            typeNodes += g.count;
    }
    const int per = m_config.gpusPerNode;
    if (spec.gpus < 0 || typeNodes == 0 || (spec.gpus > per && spec.gpus % per != 0) || spec.gpus > typeNodes * per)
        return BackendError::make(
            Kind::InvalidRequest, tr("Requested node configuration is not available"),
            QStringLiteral("gpus=%1 type=%2 partition=%3").arg(spec.gpus).arg(spec.gpuType, partition));
    int io = 0;
    if (!spec.licenses.isEmpty()) {
        const QString name = spec.licenses.section(QLatin1Char(':'), 0, 0);
        io = spec.licenses.section(QLatin1Char(':'), 1, 1).toInt();
        if (name != licenseName(region) || io <= 0 || io > rc.ioCapacity)
            return BackendError::make(Kind::InvalidRequest, tr("Invalid license specification"), spec.licenses);
    }
    qint64 dependsOn = 0;
    if (!spec.dependency.isEmpty()) {
        const QString target = spec.dependency.section(QLatin1Char(':'), 1, 1);
        bool ok = false;
        dependsOn = target.toLongLong(&ok);
        if (!spec.dependency.startsWith(QLatin1String("afterok:")) || !ok
            || (findActive(dependsOn) < 0 && !m_finishedStates.contains(dependsOn)))
            return BackendError::make(Kind::InvalidRequest, tr("Job dependency problem"), spec.dependency);
    }

    SimJob s;
    s.id = keptId > 0 ? keptId : allocateId();
    s.region = region;
    s.tier = tier;
    s.io = io;
    s.dependsOn = dependsOn;
    s.heldByUser = spec.hold;
    Job& j = s.job;
    j.id = QString::number(s.id);
    j.name = spec.name.isEmpty() ? QStringLiteral("job") : spec.name;
    j.user = user;
    j.account = account;
    j.partition = partition;
    j.state = JobState::Pending;
    j.gpus = spec.gpus;
    j.gpuType = spec.gpuType;
    j.nodes = std::max(1, spec.gpus / per);
    j.cpus = std::max(1, spec.cpus);
    j.memoryMb = spec.memoryMb;
    j.timeLimitS = spec.timeLimitS > 0 ? spec.timeLimitS : rc.maxTimeS;
    j.qos = qos;
    j.nice = spec.nice;
    j.licenses = spec.licenses;
    j.dependency = spec.dependency;
    j.submitTime = now();
    j.beginTime = spec.beginTime.isValid() && spec.beginTime > now() ? spec.beginTime.toUTC() : QDateTime();
    j.eligibleTime = j.beginTime.isValid() ? j.beginTime : j.submitTime;
    j.workDir = spec.workDir;
    j.requeue = spec.requeue;
    // A training run uses most of the time it asks for.
    s.runtimeS = std::max<qint64>(60, qint64(double(j.timeLimitS) * 0.8));
    s.imagePullS = 60;
    s.startupS = s.imagePullS + qint64(io) * 90;
    j.priority = priorityOf(s);
    const QString jobId = j.id;
    m_active.push_back(std::move(s));
    schedule(region);
    return jobId;
}

VoidResult DemoSimulator::update(const QString& id, const JobUpdate& change, const QString& user)
{
    using Kind = BackendError::Kind;
    const int index = findActive(id.toLongLong());
    if (index < 0)
        return BackendError::make(Kind::NotFound, tr("Invalid job id specified"), id);
    SimJob& s = m_active[size_t(index)];
    Job& j = s.job;
    if (j.user != user)
        return BackendError::make(Kind::NotPermitted, tr("Access/permission denied"), id);
    const bool pending = j.isPending();
    if (change.nice) {
        if (*change.nice < 0)
            return BackendError::make(Kind::NotPermitted, tr("Only an operator can raise a job's priority"), id);
    }
    if ((change.partition || change.beginTime || change.qos || change.hold) && !pending)
        return BackendError::make(Kind::InvalidRequest, tr("Job is no longer pending execution"), id);
    int region = s.region;
    if (change.partition) {
        region = regionIndex(*change.partition);
        if (region < 0)
            return BackendError::make(Kind::InvalidRequest, tr("Invalid partition name specified"), *change.partition);
        bool typeOk = j.gpuType.isEmpty();
        for (const auto& g : m_config.regions[region].nodeGroups)
            typeOk = typeOk || g.gpuType == j.gpuType;
        if (!typeOk)
            return BackendError::make(Kind::InvalidRequest, tr("Requested node configuration is not available"),
                                      *change.partition);
    }
    int tier = s.tier;
    if (change.qos) {
        tier = tierIndex(*change.qos);
        if (tier < 0)
            return BackendError::make(Kind::InvalidRequest, tr("Invalid qos specification"), *change.qos);
    }
    if (change.timeLimitS) {
        if (*change.timeLimitS <= 0)
            return BackendError::make(Kind::InvalidRequest, tr("Invalid time limit specification"), id);
        if (!pending && *change.timeLimitS > j.timeLimitS)
            return BackendError::make(Kind::NotPermitted, tr("Only an operator can extend a running job"), id);
    }
    if (change.hold && !*change.hold && !s.heldByUser)
        return BackendError::make(Kind::InvalidRequest, tr("Job is not held"), id);

    const int oldRegion = s.region;
    if (change.nice)
        j.nice = *change.nice;
    if (change.partition) {
        s.region = region;
        j.partition = *change.partition;
        if (!j.licenses.isEmpty()) {
            j.licenses = licenseName(region) + QLatin1Char(':') + QString::number(s.io);
        }
    }
    if (change.qos) {
        s.tier = tier;
        j.qos = *change.qos;
    }
    if (change.beginTime) {
        j.beginTime
            = change.beginTime->isValid() && *change.beginTime > now() ? change.beginTime->toUTC() : QDateTime();
        j.eligibleTime = j.beginTime.isValid() ? j.beginTime : now();
    }
    if (change.timeLimitS) {
        j.timeLimitS = *change.timeLimitS;
        if (j.isRunningLike())
            s.endAt = std::min(s.endAt, j.startTime.toSecsSinceEpoch() + j.timeLimitS);
    }
    if (change.hold)
        s.heldByUser = *change.hold;
    if (change.hold && *change.hold)
        s.holdReleaseAt = 0;
    m_regions[size_t(oldRegion)].dirty = true;
    schedule(s.region);
    if (oldRegion != region)
        schedule(oldRegion);
    return Done {};
}

VoidResult DemoSimulator::cancel(const QString& id, const QString& user)
{
    const int index = findActive(id.toLongLong());
    if (index < 0)
        return BackendError::make(BackendError::Kind::NotFound, tr("Invalid job id specified"), id);
    if (m_active[size_t(index)].job.user != user)
        return BackendError::make(BackendError::Kind::NotPermitted, tr("Access/permission denied"), id);
    const int region = m_active[size_t(index)].region;
    finish(size_t(index), JobState::Cancelled, m_now);
    schedule(region);
    return Done {};
}

VoidResult DemoSimulator::requeue(const QString& id, const QString& user)
{
    const int index = findActive(id.toLongLong());
    if (index < 0)
        return BackendError::make(BackendError::Kind::NotFound, tr("Invalid job id specified"), id);
    SimJob& s = m_active[size_t(index)];
    if (s.job.user != user)
        return BackendError::make(BackendError::Kind::NotPermitted, tr("Access/permission denied"), id);
    if (!s.job.isRunningLike())
        return BackendError::make(BackendError::Kind::InvalidRequest, tr("Job is not running"), id);
    release(s);
    s.job.state = JobState::Pending;
    s.job.startTime = {};
    s.job.startupSteps.clear();
    s.job.nodeList.clear();
    s.job.submitTime = now();
    schedule(s.region);
    return Done {};
}

void DemoSimulator::setNodeDrained(const QString& node, bool drained)
{
    for (auto& n : m_nodes) {
        if (n.name == node) {
            n.drained = drained;
            m_regions[size_t(n.region)].dirty = true;
        }
    }
}

void DemoSimulator::setRegionDown(const QString& region, bool down)
{
    const int r = regionIndex(region);
    if (r >= 0) {
        m_regions[size_t(r)].down = down;
        schedule(r);
    }
}

} // namespace qc::demo
