#include "CauseAnalyzer.h"

#include "model/LicenseRequest.h"

#include <QRegularExpression>

namespace qc {

namespace {
using Hint = SlurmReasons::LimitHint;

void addSecondary(CauseResult& r, Cause c)
{
    if (r.primary != c && !r.secondary.contains(c))
        r.secondary.append(c);
}

// Which limit scopes a reason points at, most specific first.
QList<Limit::Scope> scopesFor(Hint hint)
{
    using S = Limit::Scope;
    switch (hint) {
    case Hint::QosPerUser:
        return { S::QosPerUser };
    case Hint::QosGroup:
        return { S::QosGroup };
    case Hint::Association:
        return { S::UserAssoc, S::AccountGroup };
    case Hint::PerAccount:
        return { S::AccountGroup };
    case Hint::None:
        break;
    }
    return { S::QosPerUser, S::QosGroup, S::UserAssoc, S::AccountGroup };
}
} // namespace

CauseAnalyzer::CauseAnalyzer(const ClusterIndex& index)
    : m_index(index)
{
}

CauseResult CauseAnalyzer::classify(const Job& job) const
{
    CauseResult r;
    CauseEvidence& ev = r.evidence;
    const ClusterSnapshot& snap = m_index.snapshot();
    ev.partition = ClusterIndex::partitionOf(job);
    if (job.state == JobState::Configuring) {
        r.primary = Cause::Startup;
        if (job.startTime.isValid() && snap.takenAt.isValid())
            ev.startingForS = std::max<qint64>(0, job.startTime.secsTo(snap.takenAt));
        return r;
    }
    if (!job.isPending())
        return r;

    const SlurmReasons::Reason reason = SlurmReasons::classify(job.reason);
    r.knownReason = reason.known;
    r.primary = reason.cause;
    ev.rawReason = job.reason;
    fillGpus(job, ev);
    const Partition* partition = snap.findPartition(ev.partition);
    ev.timeLimitS = job.timeLimitS;
    ev.partitionMaxTimeS = partition ? partition->maxTimeS : 0;
    const bool timeTooLong = ev.partitionMaxTimeS > 0 && job.timeLimitS > ev.partitionMaxTimeS;
    const GpuCapacity& cap = m_index.capacity(ev.partition, job.gpuType);
    // Without node data for the partition we cannot judge the shape; trust the scheduler then. With node
    // data, a GPU type the partition lacks can never fit.
    const bool haveNodes = m_index.capacity(ev.partition, QString()).nodes > 0;
    const bool neverFits = timeTooLong || (haveNodes && !cap.canEverFit(job.gpus, job.nodes));
    const bool fragmented = haveNodes && job.gpus > 0 && cap.free >= job.gpus && !cap.fitsNow(job.gpus, job.nodes);

    switch (reason.cause) {
    case Cause::GpuShortage:
        if (neverFits) {
            r.primary = Cause::NeverRuns;
            r.inferred = true;
        } else if (fragmented) {
            r.primary = Cause::Fragmentation;
            r.inferred = true;
        }
        break;
    case Cause::Priority:
        if (neverFits) {
            r.primary = Cause::NeverRuns;
            r.inferred = true;
        } else if (haveNodes && !ev.fitsNow) {
            addSecondary(r, fragmented ? Cause::Fragmentation : Cause::GpuShortage);
        }
        break;
    case Cause::NeverRuns:
        // PartitionNodeLimit also shows when the nodes a job needs are down or drained.
        if (job.reason.startsWith(QLatin1String("PartitionNodeLimit")) && !neverFits && haveNodes
            && !cap.unavailableNodes.isEmpty()) {
            r.primary = Cause::Unavailable;
            r.inferred = true;
            fillUnavailable(job, ev);
        } else if (job.reason.startsWith(QLatin1String("DependencyNeverSatisfied"))) {
            ev.dependsOn = dependencyIds(job.dependency);
        }
        break;
    case Cause::Quota:
        fillQuota(job, reason.limit, ev, false);
        break;
    case Cause::StorageIo:
        fillLicense(job, ev);
        break;
    case Cause::BeginTime:
        ev.beginTime = job.beginTime.isValid() ? job.beginTime : job.eligibleTime;
        break;
    case Cause::Dependency:
        ev.dependsOn = dependencyIds(job.dependency);
        break;
    case Cause::Held:
        ev.heldByAdmin = reason.heldByAdmin;
        break;
    case Cause::Unavailable:
        fillUnavailable(job, ev);
        break;
    default:
        break;
    }

    // Other obstacles the scheduler did not name: they matter once the first one is gone.
    const Cause primary = *r.primary;
    const bool waitingForTurn = primary == Cause::Priority || primary == Cause::GpuShortage
        || primary == Cause::Fragmentation || primary == Cause::StorageIo || primary == Cause::Quota;
    if (waitingForTurn) {
        if (primary != Cause::Quota && fillQuota(job, Hint::None, ev, true))
            addSecondary(r, Cause::Quota);
        if (primary != Cause::StorageIo && fillLicense(job, ev))
            addSecondary(r, Cause::StorageIo);
        if ((primary == Cause::Quota || primary == Cause::StorageIo) && haveNodes && !ev.fitsNow)
            addSecondary(r, fragmented ? Cause::Fragmentation : Cause::GpuShortage);
    }
    return r;
}

void CauseAnalyzer::fillGpus(const Job& job, CauseEvidence& ev) const
{
    const GpuCapacity& cap = m_index.capacity(ev.partition, job.gpuType);
    ev.gpuType = job.gpuType;
    ev.gpusWanted = job.gpus;
    ev.gpusFree = cap.free;
    ev.gpusTotal = cap.total;
    ev.maxFreeOnOneNode = cap.maxFreeOnOneNode;
    ev.gpusPerNode = cap.perNode;
    ev.fitsNow = cap.fitsNow(job.gpus, job.nodes);
    if (!ev.fitsNow && cap.free >= job.gpus) {
        const auto [per, nodes] = cap.splitNow(job.gpus);
        ev.splitGpusPerNode = per;
        ev.splitNodes = nodes;
    }
    if (!ev.fitsNow && job.gpus > 0) {
        // Running jobs' time limits are upper bounds on their ends: enough GPUs are back by then at the latest.
        int free = cap.free;
        for (const auto& release : m_index.releases(ev.partition, job.gpuType)) {
            free += release.gpus;
            if (free >= job.gpus) {
                ev.enoughFreeAt = release.at;
                break;
            }
        }
    }
}

bool CauseAnalyzer::fillQuota(const Job& job, SlurmReasons::LimitHint hint, CauseEvidence& ev, bool onlyExceeded) const
{
    struct Candidate
    {
        const Limit* limit = nullptr;
        qint64 used = -1;
        RunningUsage usage;
        bool exceeded = false;
    };
    auto evaluate = [&](const Limit& l) -> std::optional<Candidate> {
        using S = Limit::Scope;
        const bool gpu = l.onGpus();
        Candidate c;
        c.limit = &l;
        switch (l.scope) {
        case S::QosPerUser:
            if (!l.isOf(job.qos))
                return std::nullopt;
            c.usage = m_index.usageOfUserInQos(job.user, l.name);
            // `used` counts the usage of l.user; for anyone else count their running jobs.
            c.used = (l.used >= 0 && (l.user.isEmpty() || l.user == job.user)) ? l.used : (gpu ? c.usage.gpus : -1);
            break;
        case S::QosGroup:
            if (!l.isOf(job.qos))
                return std::nullopt;
            c.usage = m_index.usageOfQos(l.name);
            c.used = l.used >= 0 ? l.used : (gpu ? c.usage.gpus : -1);
            break;
        case S::AccountGroup:
            if (!l.isOf(job.account))
                return std::nullopt;
            c.usage = m_index.usageOfAccount(l.name);
            c.used = l.used >= 0 ? l.used : (gpu ? c.usage.gpus : -1);
            break;
        case S::UserAssoc:
            if (!l.isOf(job.account) || (!l.user.isEmpty() && l.user != job.user))
                return std::nullopt;
            c.usage = m_index.usageOfUserInAccount(job.user, l.name);
            c.used = l.used >= 0 ? l.used : (gpu ? c.usage.gpus : -1);
            break;
        }
        c.exceeded = gpu && l.max >= 0 && c.used >= 0 && c.used + job.gpus > l.max;
        return c;
    };

    std::optional<Candidate> best;
    auto consider = [&](bool wantExceeded, const QList<Limit::Scope>& scopes) {
        for (auto scope : scopes) {
            for (const auto& l : m_index.snapshot().limits) {
                if (l.scope != scope)
                    continue;
                const auto c = evaluate(l);
                if (!c || (wantExceeded && !c->exceeded))
                    continue;
                // Prefer the entry that counts this very user's usage.
                if (!best || (l.user == job.user && best->limit->user != job.user))
                    best = c;
            }
            if (best)
                return;
        }
    };
    consider(true, scopesFor(hint));
    if (!best && hint != Hint::None)
        consider(true, scopesFor(Hint::None));
    if (!best && !onlyExceeded)
        consider(false, scopesFor(hint));
    if (!best)
        return false;
    ev.limitScope = best->limit->scope;
    ev.limitName = best->limit->name;
    ev.limitResource = best->limit->resource;
    ev.limitMax = best->limit->max;
    ev.limitUsed = best->used;
    ev.limitRunningJobs = best->usage.jobs;
    ev.limitRunningJobsMine = best->usage.jobsOfCurrentUser;
    ev.firstEnd = best->usage.firstEnd;
    return best->exceeded;
}

bool CauseAnalyzer::fillLicense(const Job& job, CauseEvidence& ev) const
{
    if (job.licenses.isEmpty())
        return false;
    bool filled = false;
    for (const LicenseRequest& request : LicenseRequest::parse(job.licenses)) {
        const QString& name = request.name;
        const int wanted = request.count;
        const License* license = m_index.license(name);
        const bool short_ = license && license->free() < wanted;
        if (!filled || short_) {
            ev.licenseName = name;
            ev.licenseWanted = wanted;
            ev.licenseFree = license ? license->free() : -1;
            ev.licenseTotal = license ? license->total : -1;
            filled = true;
        }
        if (short_)
            return true;
    }
    return false;
}

void CauseAnalyzer::fillUnavailable(const Job& job, CauseEvidence& ev) const
{
    if (const Partition* p = m_index.snapshot().findPartition(ev.partition))
        ev.partitionState = p->state;
    ev.unavailableNodes = m_index.capacity(ev.partition, job.gpuType).unavailableNodes;
    // "ReqNodeNotAvail, UnavailableNodes:cn3,cn4" names the nodes the scheduler waits for.
    const QString text = job.reasonDescription.isEmpty() ? job.reason : job.reasonDescription;
    const qsizetype at = text.indexOf(QLatin1String("UnavailableNodes:"));
    if (at >= 0) {
        const QString list = text.mid(at + 17).section(QLatin1Char(' '), 0, 0);
        for (const QString& n : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (!ev.unavailableNodes.contains(n))
                ev.unavailableNodes.append(n);
        }
    }
}

QStringList CauseAnalyzer::dependencyIds(const QString& dependency)
{
    QStringList ids;
    static const QRegularExpression sep(QStringLiteral("[,?]"));
    static const QRegularExpression id(QStringLiteral(R"(^\d+(?:_(?:\d+|\*))?$)"));
    for (const QString& part : dependency.split(sep, Qt::SkipEmptyParts)) {
        const QStringList fields = part.section(QLatin1Char('('), 0, 0).split(QLatin1Char(':'));
        for (qsizetype i = 1; i < fields.size(); ++i) {
            const QString candidate = fields[i].section(QLatin1Char('+'), 0, 0).trimmed();
            if (id.match(candidate).hasMatch() && !ids.contains(candidate))
                ids.append(candidate);
        }
    }
    return ids;
}

} // namespace qc
