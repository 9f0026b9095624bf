#include "CompositeBackend.h"

#include "model/Clock.h"

#include <QCoreApplication>
#include <QPointer>
#include <QRegularExpression>
#include <QUrlQuery>
#include <vector>

namespace qc {

namespace {
QString prefixed(const QString& profile, const QString& name)
{
    return name.isEmpty() ? name : QString(profile + u'/' + name);
}

QStringList prefixedAll(const QString& profile, const QStringList& names)
{
    QStringList out;
    out.reserve(names.size());
    for (const auto& n : names)
        out.append(prefixed(profile, n));
    return out;
}

// "nas_io:2,scratch:1" -> "a/nas_io:2,a/scratch:1"
QString prefixedLicenses(const QString& profile, const QString& licenses)
{
    if (licenses.isEmpty())
        return licenses;
    QStringList parts = licenses.split(u',');
    for (auto& p : parts)
        p = prefixed(profile, p.trimmed());
    return parts.join(u',');
}

// "afterok:1:2?afterany:3" -> "afterok:north:1:north:2?afterany:north:3": ids in the composite's names, as
// submit() takes them back.
QString prefixedDependency(const QString& profile, const QString& dependency)
{
    static const QRegularExpression part(QStringLiteral("([^,?:]+):([^,?]+)"));
    QString out = dependency;
    qsizetype shift = 0;
    for (auto it = part.globalMatch(dependency); it.hasNext();) {
        const auto m = it.next();
        QStringList ids = m.captured(2).split(u':');
        for (auto& id : ids)
            id = profile + u':' + id;
        const QString replaced = m.captured(1) + u':' + ids.join(u':');
        out.replace(m.capturedStart() + shift, m.capturedLength(), replaced);
        shift += replaced.size() - m.capturedLength();
    }
    return out;
}

void prefixSnapshot(const QString& profile, ClusterSnapshot& s)
{
    for (auto& j : s.jobs) {
        j.id = profile + u':' + j.id;
        j.partition = prefixed(profile, j.partition);
        j.qos = prefixed(profile, j.qos);
        j.account = prefixed(profile, j.account);
        j.licenses = prefixedLicenses(profile, j.licenses);
        j.dependency = prefixedDependency(profile, j.dependency);
        j.nodeList = prefixed(profile, j.nodeList);
    }
    for (auto& n : s.nodes) {
        n.name = prefixed(profile, n.name);
        n.partitions = prefixedAll(profile, n.partitions);
    }
    for (auto& p : s.partitions) {
        p.name = prefixed(profile, p.name);
        p.nodes = prefixedAll(profile, p.nodes);
        p.allowedQos = prefixedAll(profile, p.allowedQos);
        p.allowedAccounts = prefixedAll(profile, p.allowedAccounts);
        p.licenseName = prefixed(profile, p.licenseName);
    }
    for (auto& l : s.limits)
        l.name = prefixed(profile, l.name);
    for (auto& l : s.licenses)
        l.name = prefixed(profile, l.name);
    for (auto& a : s.associationQos) {
        a.account = prefixed(profile, a.account);
        a.partition = prefixed(profile, a.partition);
        a.qos = prefixedAll(profile, a.qos);
    }
}
} // namespace

CompositeBackend::CompositeBackend(QList<Member> members, QObject* parent)
    : Backend(parent)
    , m_members(std::move(members))
{
    QUrlQuery query;
    QStringList names;
    for (const auto& m : m_members) {
        query.addQueryItem(QStringLiteral("name"), QString::fromLatin1(QUrl::toPercentEncoding(m.profile)));
        State state;
        state.status.profile = m.profile;
        m_states.append(state);
        names.append(m.profile);
    }
    // The host names the combination, so history and settings keyed by host stay per combination.
    QString host = names.join(u'-').toLower();
    host.replace(QRegularExpression(QStringLiteral("[^a-z0-9-]")), QStringLiteral("-"));
    m_url.setScheme(QStringLiteral("profiles"));
    m_url.setHost(host.left(63), QUrl::TolerantMode);
    m_url.setQuery(query);
}

QString CompositeBackend::displayName() const
{
    QStringList parts;
    for (const auto& s : m_states) {
        if (!s.status.stale)
            parts.append(s.status.profile);
        else if (s.status.hasData)
            parts.append(tr("%1 (stale since %2: %3)")
                             .arg(s.status.profile, s.status.lastSuccess.toLocalTime().toString(u"HH:mm"),
                                  s.status.lastError.message));
        else
            parts.append(tr("%1 (not connected: %2)").arg(s.status.profile, s.status.lastError.message));
    }
    return tr("Clusters: %1").arg(parts.join(QStringLiteral(", ")));
}

Capabilities CompositeBackend::capabilities() const
{
    if (m_members.isEmpty())
        return {};
    Capabilities c = m_members.first().backend->capabilities();
    for (const auto& m : m_members)
        c &= m.backend->capabilities();
    return c;
}

Capabilities CompositeBackend::capabilitiesOf(const QString& jobId) const
{
    const auto route = routeJob(jobId);
    return route.ok() ? m_members[route.value().member].backend->capabilities() : capabilities();
}

Capabilities CompositeBackend::capabilitiesFor(const QList<QString>& jobIds) const
{
    if (jobIds.isEmpty())
        return capabilities();
    Capabilities c = capabilitiesOf(jobIds.first());
    for (const QString& id : jobIds)
        c &= capabilitiesOf(id);
    return c;
}

Result<CompositeBackend::Route> CompositeBackend::routeJob(const QString& jobId) const
{
    const qsizetype colon = jobId.indexOf(u':');
    if (colon > 0) {
        const QString profile = jobId.left(colon);
        for (int i = 0; i < m_members.size(); ++i) {
            if (m_members[i].profile == profile)
                return Route { i, jobId.mid(colon + 1) };
        }
    }
    return BackendError::make(BackendError::Kind::NotFound,
                              tr("The job id \"%1\" names none of the connected clusters").arg(jobId));
}

Result<CompositeBackend::Route> CompositeBackend::routeName(const QString& name) const
{
    const qsizetype slash = name.indexOf(u'/');
    if (slash > 0) {
        const QString profile = name.left(slash);
        for (int i = 0; i < m_members.size(); ++i) {
            if (m_members[i].profile == profile)
                return Route { i, name.mid(slash + 1) };
        }
    }
    return BackendError::make(BackendError::Kind::InvalidRequest,
                              tr("\"%1\" belongs to none of the connected clusters (expected cluster/name)").arg(name));
}

Result<QString> CompositeBackend::stripName(int member, const QString& name) const
{
    if (name.isEmpty())
        return name;
    const auto route = routeName(name);
    if (!route.ok())
        return route.error();
    if (route.value().member != member)
        return BackendError::make(BackendError::Kind::InvalidRequest,
                                  tr("\"%1\" belongs to another cluster than this job").arg(name));
    return route.value().local;
}

QList<CompositeBackend::MemberStatus> CompositeBackend::memberStatus() const
{
    QList<MemberStatus> out;
    for (const auto& s : m_states)
        out.append(s.status);
    return out;
}

QStringList CompositeBackend::staleProfiles() const
{
    QStringList out;
    for (const auto& s : m_states) {
        if (s.status.stale)
            out.append(s.status.profile);
    }
    return out;
}

ClusterSnapshot CompositeBackend::merged() const
{
    ClusterSnapshot out;
    QStringList clusters;
    for (int i = 0; i < m_states.size(); ++i) {
        const State& s = m_states[i];
        if (!s.status.hasData)
            continue;
        ClusterSnapshot part = s.last;
        prefixSnapshot(m_members[i].profile, part);
        if (!out.takenAt.isValid() || part.takenAt > out.takenAt)
            out.takenAt = part.takenAt;
        if (out.currentUser.isEmpty())
            out.currentUser = part.currentUser; // the model has one user; the first cluster's wins
        out.othersJobsVisible = out.othersJobsVisible && part.othersJobsVisible;
        clusters.append(part.clusterName.isEmpty() ? m_members[i].profile : part.clusterName);
        out.jobs.append(std::move(part.jobs));
        out.nodes.append(std::move(part.nodes));
        out.partitions.append(std::move(part.partitions));
        out.limits.append(std::move(part.limits));
        out.licenses.append(std::move(part.licenses));
        out.associationQos.append(std::move(part.associationQos));
    }
    out.clusterName = clusters.join(QStringLiteral(" + "));
    return out;
}

QCoro::Task<Result<ClusterSnapshot>> CompositeBackend::fetchSnapshot()
{
    QPointer<CompositeBackend> self(this);
    const QList<Member> members = m_members; // keeps every backend alive across the awaits
    // All members fetch at once (tasks start eagerly); the results are collected in order.
    std::vector<QCoro::Task<Result<ClusterSnapshot>>> tasks;
    tasks.reserve(members.size());
    for (const auto& m : members)
        tasks.push_back(m.backend->fetchSnapshot());
    QList<Result<ClusterSnapshot>> results;
    for (auto& task : tasks) {
        auto result = co_await task;
        results.append(std::move(result));
    }
    if (!self)
        co_return BackendError::make(BackendError::Kind::Internal, tr("The backend was closed"));

    bool changed = false;
    bool anyData = false;
    for (int i = 0; i < results.size(); ++i) {
        State& s = m_states[i];
        const bool wasStale = s.status.stale;
        if (results[i].ok()) {
            s.last = std::move(results[i]).value();
            s.status.hasData = true;
            s.status.stale = false;
            s.status.lastError = {};
            s.status.lastSuccess = Clock::currentDateTimeUtc();
        } else {
            s.status.stale = true;
            s.status.lastError = results[i].error();
        }
        changed = changed || wasStale != s.status.stale || s.status.stale;
        anyData = anyData || s.status.hasData;
    }
    if (changed)
        Q_EMIT memberStatusChanged();
    if (!anyData) {
        QStringList why;
        for (const auto& s : m_states)
            why.append(s.status.profile + QStringLiteral(": ") + s.status.lastError.toString());
        BackendError error = m_states.isEmpty() ? BackendError {} : m_states.first().status.lastError;
        error.message = tr("None of the clusters answered");
        error.detail = why.join(u'\n');
        co_return error;
    }
    co_return merged();
}

Result<std::pair<int, JobSpec>> CompositeBackend::localSpec(JobSpec spec) const
{
    const auto route = routeName(spec.partition);
    if (!route.ok())
        return route.error();
    const int member = route.value().member;
    spec.partition = route.value().local;
    for (QString* field : { &spec.qos, &spec.account }) {
        const auto local = stripName(member, *field);
        if (!local.ok())
            return local.error();
        *field = local.value();
    }
    if (!spec.licenses.isEmpty()) {
        QStringList parts = spec.licenses.split(u',');
        for (auto& p : parts) {
            const auto local = stripName(member, p.trimmed());
            if (!local.ok())
                return local.error();
            p = local.value();
        }
        spec.licenses = parts.join(u',');
    }
    const auto dependency = localDependency(member, spec.dependency);
    if (!dependency.ok())
        return dependency.error();
    spec.dependency = dependency.value();
    return std::pair<int, JobSpec>(member, std::move(spec));
}

Result<QString> CompositeBackend::localDependency(int member, const QString& dependency) const
{
    // Slurm's syntax: "type:id[:id...]" joined by ',' (all) or '?' (any); "singleton" has no ids. Here each id is
    // "<profile>:<id>", and Slurm knows only its own cluster's jobs, so every id must be the member's.
    static const QRegularExpression separators(QStringLiteral("([,?])"));
    QString out;
    qsizetype from = 0;
    const QString profile = m_members[member].profile;
    while (from <= dependency.size()) {
        const auto match = separators.match(dependency, from);
        const qsizetype end = match.hasMatch() ? match.capturedStart() : dependency.size();
        const QString part = dependency.mid(from, end - from);
        const qsizetype colon = part.indexOf(u':');
        if (colon < 0) {
            out += part;
        } else {
            const QStringList ids = part.mid(colon + 1).split(u':');
            QStringList local;
            for (qsizetype i = 0; i + 1 < ids.size(); i += 2) {
                if (ids[i] != profile)
                    break;
                local.append(ids[i + 1]);
            }
            if (ids.size() % 2 != 0 || local.size() * 2 != ids.size())
                return BackendError::make(BackendError::Kind::InvalidRequest,
                                          tr("A job on cluster %1 can depend only on jobs of %1, written "
                                             "\u201c%1:<job id>\u201d: %2")
                                              .arg(profile, part),
                                          dependency);
            out += part.left(colon + 1) + local.join(u':');
        }
        if (!match.hasMatch())
            break;
        out += match.captured(1);
        from = match.capturedEnd();
    }
    return out;
}

QString CompositeBackend::submitRequestPreview(const JobSpec& spec) const
{
    const auto local = localSpec(spec);
    return local.ok() ? m_members[local.value().first].backend->submitRequestPreview(local.value().second) : QString();
}

QString CompositeBackend::previewSubmit(JobSpec spec) const
{
    const auto local = localSpec(std::move(spec));
    if (!local.ok())
        return local.error().toString();
    return m_members[local.value().first].backend->previewSubmit(local.value().second);
}

std::chrono::milliseconds CompositeBackend::pollIntervalHint() const
{
    std::chrono::milliseconds fastest = Backend::pollIntervalHint();
    for (const auto& m : m_members)
        fastest = std::min(fastest, m.backend->pollIntervalHint());
    return fastest;
}

QCoro::Task<std::optional<HistorySeed>> CompositeBackend::historySeed()
{
    // Members are asked one after another; each one's past in the composite's names.
    std::optional<HistorySeed> all;
    const QList<Member> members = m_members; // the tasks outlive nothing: members are shared_ptrs
    for (const auto& m : members) {
        auto task = m.backend->historySeed();
        std::optional<HistorySeed> seed = co_await std::move(task);
        if (!seed)
            continue;
        if (!all)
            all.emplace();
        for (auto& sample : seed->samples) {
            sample.region = prefixed(m.profile, sample.region);
            all->samples.append(std::move(sample));
        }
        for (auto& job : seed->jobs) {
            job.id = m.profile + u':' + job.id;
            job.partition = prefixed(m.profile, job.partition);
            all->jobs.append(std::move(job));
        }
    }
    co_return all;
}

QCoro::Task<Result<QString>> CompositeBackend::submit(JobSpec spec)
{
    auto local = localSpec(std::move(spec));
    if (!local.ok())
        co_return local.error();
    const int member = local.value().first;
    const QString profile = m_members[member].profile;
    auto backend = m_members[member].backend;
    auto task = backend->submit(std::move(local.value().second));
    const auto id = co_await task;
    if (!id.ok())
        co_return id.error();
    co_return QString(profile + u':' + id.value());
}

QCoro::Task<VoidResult> CompositeBackend::update(QString jobId, JobUpdate change)
{
    const auto route = routeJob(jobId);
    if (!route.ok())
        co_return route.error();
    const int member = route.value().member;
    for (std::optional<QString>* field : { &change.partition, &change.qos }) {
        if (!field->has_value())
            continue;
        const auto local = stripName(member, **field);
        if (!local.ok())
            co_return local.error();
        *field = local.value();
    }
    auto backend = m_members[member].backend;
    auto task = backend->update(route.value().local, change);
    const auto done = co_await task;
    co_return inOurNames(done, route.value().local, jobId);
}

QCoro::Task<VoidResult> CompositeBackend::onOwner(QString jobId, JobAction action)
{
    const auto route = routeJob(jobId);
    if (!route.ok())
        co_return route.error();
    auto backend = m_members[route.value().member].backend;
    auto task = (backend.get()->*action)(route.value().local);
    const auto done = co_await task;
    co_return inOurNames(done, route.value().local, jobId);
}

VoidResult CompositeBackend::inOurNames(const VoidResult& result, const QString& localId, const QString& jobId)
{
    if (result.ok())
        return result;
    // The member names the job by its own id; the user knows it by ours ("north:123"). Whole ids only.
    BackendError error = result.error();
    const QRegularExpression local(QStringLiteral("(?<![\\w:])%1(?!\\w)").arg(QRegularExpression::escape(localId)));
    error.message.replace(local, jobId);
    return error;
}

QCoro::Task<VoidResult> CompositeBackend::cancel(QString jobId)
{
    return onOwner(std::move(jobId), &Backend::cancel);
}

QCoro::Task<VoidResult> CompositeBackend::cancelIfPending(QString jobId)
{
    return onOwner(std::move(jobId), &Backend::cancelIfPending);
}

QCoro::Task<VoidResult> CompositeBackend::requeue(QString jobId)
{
    return onOwner(std::move(jobId), &Backend::requeue);
}

} // namespace qc
