#include "RestApiV0038.h"

#include "RestErrorMapper.h"
#include "RestHostList.h"
#include "RestJson.h"
#include "model/Clock.h"

#include <algorithm>
#include <array>

namespace qc::rest {

using nlohmann::json;
namespace f = fields;

namespace {
std::string utf8(const QString& s)
{
    return s.toStdString();
}

// Slurm parses "now+N" (seconds by default) with the server's clock, so the client's time zone never matters.
// Whole seconds against whole seconds: the server's second plus N is the chosen second unless a second passes on
// the way (22.05 reads begin_time only as such a string; v0.0.40+ takes the epoch itself, RestApiV004x).
std::string relativeTime(const QDateTime& at)
{
    const qint64 seconds = at.toSecsSinceEpoch() - Clock::currentDateTimeUtc().toSecsSinceEpoch();
    return seconds <= 0 ? std::string("now") : "now+" + std::to_string(seconds);
}

qint64 minutesRoundedUp(qint64 seconds)
{
    return (seconds + 59) / 60;
}

// GPU limits of one TRES list ([{type:"gres", name:"gpu", count:8}, ...]); -1 when it has none.
qint64 gpuLimit(const json& tresList)
{
    if (!tresList.is_array())
        return -1;
    for (const auto& t : tresList) {
        if (f::str(t, "type") == QLatin1String("gres") && f::str(t, "name") == QLatin1String("gpu")) {
            const qint64 count = f::integer(t, "count", -1);
            return f::isSentinel(count) ? -1 : count;
        }
    }
    return -1;
}

const json& at(const json& doc, std::initializer_list<const char*> path)
{
    static const json null;
    const json* cur = &doc;
    for (const char* key : path) {
        if (!cur->is_object())
            return null;
        const auto it = cur->find(key);
        if (it == cur->end())
            return null;
        cur = &*it;
    }
    return *cur;
}
} // namespace

JobState RestApiV0038::jobState(const QStringList& words)
{
    // v0.0.40+ sends the base state followed by its flags (["RUNNING", "CONFIGURING"], ["COMPLETED",
    // "COMPLETING"]); the flags QueueCast shows as states of their own win over the base state.
    for (const auto& w : words) {
        const JobState flag = jobStateFromName(w);
        if (flag == JobState::Configuring || flag == JobState::Completing)
            return flag;
    }
    return words.isEmpty() ? JobState::Unknown : jobStateFromName(words.first());
}

Result<const json*> RestApiV0038::list(const json& doc, const char* key)
{
    if (!doc.is_object())
        return RestErrorMapper::malformed(QString::fromLatin1(key), QStringLiteral("not a JSON object"));
    const auto it = doc.find(key);
    if (it == doc.end() || !it->is_array())
        return RestErrorMapper::malformed(QString::fromLatin1(key),
                                          QStringLiteral("no \"%1\" array").arg(QString::fromLatin1(key)));
    return &*it;
}

bool RestApiV0038::isJobKey(std::string_view key)
{
    static constexpr std::array<std::string_view, 41> kKeys {
        "account",
        "array_job_id",
        "array_task_id",
        "array_task_string",
        "cluster",
        "cpus",
        "current_working_directory",
        "dependency",
        "eligible_time",
        "end_time",
        "gres_detail",
        "job_id",
        "job_state",
        "licenses",
        "memory_per_cpu",
        "memory_per_node",
        "name",
        "nice",
        "node_count",
        "nodes",
        "partition",
        "priority",
        "qos",
        "requeue",
        "start_time",
        "state_description",
        "state_reason",
        "submit_time",
        "time_limit",
        "tres_alloc_str",
        "tres_per_job",
        "tres_per_node",
        "tres_per_socket",
        "tres_per_task",
        "tres_req_str",
        "user_id",
        "user_name",
        "array_max_tasks",
        "tasks",
        "hold",
        "scheduled_nodes",
    };
    return std::find(kKeys.begin(), kKeys.end(), key) != kKeys.end();
}

std::optional<qint64> RestApiV0038::requestedGpus(const json& j, int nodes)
{
    auto sum = [&j](const char* key) -> std::optional<qint64> {
        const auto items = f::gpuGresList(f::str(j, key));
        if (items.isEmpty())
            return std::nullopt;
        qint64 n = 0;
        for (const auto& g : items)
            n += g.count;
        return n;
    };
    if (auto perJob = sum("tres_per_job"))
        return perJob;
    if (auto perNode = sum("tres_per_node"))
        return *perNode * std::max(1, nodes);
    if (auto perTask = sum("tres_per_task"))
        return *perTask * std::max<qint64>(1, f::integer(j, "tasks", 1));
    return std::nullopt;
}

Job RestApiV0038::jobFrom(const json& j) const
{
    Job job;
    const qint64 arrayJob = f::integer(j, "array_job_id", 0);
    const QString arrayTasks = f::str(j, "array_task_string");
    const qint64 arrayTask = f::integer(j, "array_task_id", -1);
    if (arrayJob > 0 && arrayTask >= 0 && !f::isSentinel(arrayTask))
        job.id = QStringLiteral("%1_%2").arg(arrayJob).arg(arrayTask);
    else if (arrayJob > 0 && !arrayTasks.isEmpty())
        job.id = QStringLiteral("%1_[%2]").arg(arrayJob).arg(arrayTasks);
    else
        job.id = QString::number(f::integer(j, "job_id", 0));
    job.name = f::str(j, "name");
    job.user = f::str(j, "user_name");
    job.account = f::str(j, "account");
    job.partition = f::str(j, "partition");
    job.state = jobState(f::stringList(j, "job_state"));
    job.qos = f::str(j, "qos");
    job.licenses = f::str(j, "licenses");
    job.dependency = f::str(j, "dependency");
    job.nice = f::nice(j, "nice");
    job.priority = double(f::integer(j, "priority", 0));
    if (f::isSentinel(qint64(job.priority)))
        job.priority = 0;
    job.nodes = int(std::max<qint64>(1, f::integer(j, "node_count", 1)));
    job.cpus = int(std::max<qint64>(1, f::integer(j, "cpus", 1)));
    const qint64 perNode = f::integer(j, "memory_per_node", 0);
    const qint64 perCpu = f::integer(j, "memory_per_cpu", 0);
    if (perNode > 0 && !f::isSentinel(perNode))
        job.memoryMb = perNode * job.nodes;
    else if (perCpu > 0 && !f::isSentinel(perCpu))
        job.memoryMb = perCpu * job.cpus;
    job.timeLimitS = f::minutesAsSeconds(j, "time_limit");
    job.submitTime = f::epoch(j, "submit_time");
    job.eligibleTime = f::epoch(j, "eligible_time");
    job.startTime = f::epoch(j, "start_time");
    job.endTime = f::epoch(j, "end_time");
    // A requested start shows as an eligible time after submission; Slurm has no separate field here.
    if (job.eligibleTime.isValid() && job.submitTime.isValid() && job.eligibleTime > job.submitTime)
        job.beginTime = job.eligibleTime;
    // For pending jobs start_time is the backfill scheduler's estimate when it has one.
    if (job.isPending() && job.startTime.isValid())
        job.estimatedStart = job.startTime;
    job.reason = f::str(j, "state_reason");
    job.reasonDescription = f::str(j, "state_description");
    job.nodeList = f::str(j, "nodes");
    // Where backfill has planned a pending job (v0.0.40+; the CLI's SchedNodeList); empty when not planned.
    if (job.isPending())
        job.scheduledNodes = f::str(j, "scheduled_nodes");
    job.workDir = f::str(j, "current_working_directory");
    job.requeue = f::boolean(j, "requeue");

    // GPUs: what is allocated for running jobs, else what was asked for.
    const QString alloc = f::str(j, "tres_alloc_str");
    const QString req = f::str(j, "tres_req_str");
    auto gpus = f::tresCount(alloc, QStringLiteral("gres/gpu"));
    if (!gpus || alloc.isEmpty())
        gpus = f::tresCount(req, QStringLiteral("gres/gpu"));
    if (!gpus) {
        // No GPUs in the TRES strings (23.11+ without gres/gpu accounting): the request multiplied out.
        gpus = requestedGpus(j, job.nodes);
    }
    job.gpus = int(std::clamp<qint64>(gpus.value_or(0), 0, 1 << 20));
    for (const char* key : { "tres_per_node", "tres_per_job", "tres_per_task", "tres_per_socket" }) {
        for (const auto& g : f::gpuGresList(f::str(j, key))) {
            if (!g.type.isEmpty())
                job.gpuType = g.type;
        }
    }
    if (job.gpuType.isEmpty() && j.contains("gres_detail")) {
        for (const auto& detail : f::stringList(j, "gres_detail")) {
            for (const auto& g : f::gpuGresList(detail)) {
                if (!g.type.isEmpty())
                    job.gpuType = g.type;
            }
        }
    }
    return job;
}

Result<QList<Job>> RestApiV0038::parseJobs(const json& doc) const
{
    const auto jobs = list(doc, "jobs");
    if (!jobs.ok())
        return jobs.error();
    QList<Job> out;
    out.reserve(qsizetype(jobs.value()->size()));
    for (const auto& j : *jobs.value()) {
        if (!j.is_object())
            return RestErrorMapper::malformed(QStringLiteral("jobs"), QStringLiteral("a job is not an object"));
        out.append(jobFrom(j));
    }
    return out;
}

Node RestApiV0038::nodeFrom(const json& n) const
{
    Node node;
    node.name = f::str(n, "name");
    node.partitions = f::stringList(n, "partitions");
    // A word (v0.0.38, flags apart) or the state and its flags (v0.0.40+: ["MIXED", "PLANNED"]).
    QString state = f::stringList(n, "state").join(QLatin1Char('+')).toUpper();
    for (const auto& flag : f::stringList(n, "state_flags"))
        state += QLatin1Char('+') + flag.toUpper();
    node.state = state;
    node.cpus = int(f::integer(n, "cpus", 0));
    node.cpusUsed = int(std::max<qint64>(0, f::integer(n, "alloc_cpus", 0)));
    node.memoryMb = f::integer(n, "real_memory", 0);
    node.memoryUsedMb = std::max<qint64>(0, f::integer(n, "alloc_memory", 0));
    const auto total = f::gpuGresList(f::str(n, "gres"));
    const auto used = f::gpuGresList(f::str(n, "gres_used"));
    for (const auto& g : total) {
        GpuCount count { g.type, int(g.count), 0 };
        for (const auto& u : used) {
            if (u.type == g.type || (total.size() == 1 && u.type.isEmpty()))
                count.used += int(u.count);
        }
        node.gpus.append(count);
    }
    return node;
}

Result<QList<Node>> RestApiV0038::parseNodes(const json& doc) const
{
    const auto nodes = list(doc, "nodes");
    if (!nodes.ok())
        return nodes.error();
    QList<Node> out;
    for (const auto& n : *nodes.value())
        out.append(nodeFrom(n));
    return out;
}

Result<Partition> RestApiV0038::partitionFrom(const json& p) const
{
    Partition part;
    part.name = f::str(p, "name");
    const QString state = f::str(p, "state");
    if (!state.isEmpty())
        part.state = state.toUpper();
    for (const auto& flag : f::stringList(p, "flags")) {
        if (flag.compare(QLatin1String("default"), Qt::CaseInsensitive) == 0)
            part.isDefault = true;
    }
    part.maxTimeS = f::minutesAsSeconds(p, "max_time_limit");
    const qint64 maxNodes = f::integer(p, "maximum_nodes_per_job", -1);
    part.maxNodesPerJob = maxNodes > 0 && !f::isSentinel(maxNodes) ? int(maxNodes) : 0;
    part.allowedQos = f::stringList(p, "allowed_qos");
    part.allowedAccounts = f::stringList(p, "allowed_accounts");
    if (part.allowedQos == QStringList { QStringLiteral("ALL") })
        part.allowedQos.clear();
    if (part.allowedAccounts == QStringList { QStringLiteral("ALL") })
        part.allowedAccounts.clear();
    auto nodes = RestHostList::expandAll(f::str(p, "nodes"), tr("partition %1").arg(part.name));
    if (!nodes.ok())
        return nodes.error();
    part.nodes = std::move(nodes).value();
    return part;
}

Result<QList<Partition>> RestApiV0038::parsePartitions(const json& doc) const
{
    const auto parts = list(doc, "partitions");
    if (!parts.ok())
        return parts.error();
    QList<Partition> out;
    for (const auto& p : *parts.value()) {
        auto part = partitionFrom(p);
        if (!part.ok())
            return part.error();
        out.append(std::move(part).value());
    }
    return out;
}

Result<QList<License>> RestApiV0038::parseLicenses(const json& doc) const
{
    const auto lics = list(doc, "licenses");
    if (!lics.ok())
        return lics.error();
    QList<License> out;
    for (const auto& l : *lics.value())
        out.append(License { f::str(l, "LicenseName"), int(f::integer(l, "Total", 0)), int(f::integer(l, "Used", 0)) });
    return out;
}

Result<QList<RestLimitRule>> RestApiV0038::parseQos(const json& doc) const
{
    // dbv0.0.38 names the array "QOS"; older ones "qos".
    const auto qos = list(doc, doc.is_object() && doc.contains("QOS") ? "QOS" : "qos");
    if (!qos.ok())
        return qos.error();
    QList<RestLimitRule> out;
    for (const auto& q : *qos.value()) {
        const QString name = f::str(q, "name");
        const qint64 perUser = gpuLimit(at(q, { "limits", "max", "tres", "per", "user" }));
        if (perUser >= 0)
            out.append(RestLimitRule { Limit::Scope::QosPerUser, name, {}, {}, {}, perUser });
        const qint64 group = gpuLimit(at(q, { "limits", "max", "tres", "total" }));
        if (group >= 0)
            out.append(RestLimitRule { Limit::Scope::QosGroup, name, {}, {}, {}, group });
    }
    return out;
}

Result<QList<RestLimitRule>> RestApiV0038::parseAssociations(const json& doc) const
{
    const auto assocs = list(doc, "associations");
    if (!assocs.ok())
        return assocs.error();
    QList<RestLimitRule> out;
    for (const auto& a : *assocs.value()) {
        // GrpTRES shows as max.tres.total.
        const qint64 group = gpuLimit(at(a, { "max", "tres", "total" }));
        if (group < 0)
            continue;
        const QString user = f::str(a, "user");
        out.append(RestLimitRule { user.isEmpty() ? Limit::Scope::AccountGroup : Limit::Scope::UserAssoc,
                                   {},
                                   f::str(a, "account"),
                                   user,
                                   f::str(a, "partition"),
                                   group });
    }
    return out;
}

Result<QList<AssociationQos>> RestApiV0038::parseAssociationQos(const json& doc, const QString& user) const
{
    const auto assocs = list(doc, "associations");
    if (!assocs.ok())
        return assocs.error();
    QList<AssociationQos> out;
    if (user.isEmpty())
        return out;
    // Every version from v0.0.38 to v0.0.44 lists the names as strings in `qos`.
    for (const auto& a : *assocs.value()) {
        if (f::str(a, "user") != user)
            continue;
        AssociationQos q { f::str(a, "account"), user, f::str(a, "partition"), f::stringList(a, "qos") };
        if (!q.qos.isEmpty())
            out.append(q);
    }
    return out;
}

Result<QString> RestApiV0038::parseSubmitted(const json& doc) const
{
    const qint64 id = f::integer(doc, "job_id", 0);
    if (id <= 0)
        return RestErrorMapper::malformed(QStringLiteral("job/submit"), QStringLiteral("no job_id in the answer"));
    return QString::number(id);
}

BackendError RestApiV0038::writeFailure(const json& doc, const QString& what) const
{
    // 22.05 reports every failure in `errors`, which RestDocument has already read.
    Q_UNUSED(doc)
    Q_UNUSED(what)
    return {};
}

json RestApiV0038::submitBody(const JobSpec& spec) const
{
    json job = json::object();
    job["name"] = utf8(spec.name.isEmpty() ? QStringLiteral("queuecast") : spec.name);
    if (!spec.partition.isEmpty())
        job["partition"] = utf8(spec.partition);
    if (!spec.account.isEmpty())
        job["account"] = utf8(spec.account);
    if (!spec.qos.isEmpty())
        job["qos"] = utf8(spec.qos);
    // slurmrestd refuses a job without an environment; the batch script sets up the rest.
    json env = json::object();
    for (auto it = spec.environment.begin(); it != spec.environment.end(); ++it)
        env[utf8(it.key())] = utf8(it.value());
    if (env.empty())
        env["PATH"] = "/usr/local/bin:/usr/bin:/bin";
    job["environment"] = env;
    job["current_working_directory"] = utf8(spec.workDir.isEmpty() ? QStringLiteral("/tmp") : spec.workDir);
    if (spec.gpus > 0)
        job["gpus"] = utf8(spec.gpuType.isEmpty() ? QString::number(spec.gpus)
                                                  : QString(spec.gpuType + u':' + QString::number(spec.gpus)));
    if (spec.nodes > 0)
        job["minimum_nodes"] = spec.nodes;
    job["tasks"] = 1;
    if (spec.cpus > 1)
        job["cpus_per_task"] = spec.cpus;
    if (spec.memoryMb > 0)
        job["memory_per_node"] = spec.memoryMb;
    if (spec.timeLimitS > 0)
        job["time_limit"] = minutesRoundedUp(spec.timeLimitS);
    if (spec.beginTime.isValid())
        job["begin_time"] = relativeTime(spec.beginTime); // a string despite the spec: 22.05 wants "now+N"
    if (!spec.dependency.isEmpty())
        job["dependency"] = utf8(spec.dependency);
    if (!spec.licenses.isEmpty())
        job["licenses"] = utf8(spec.licenses);
    job["requeue"] = spec.requeue;
    if (spec.hold)
        job["hold"] = true;
    if (spec.nice > 0)
        job["nice"] = spec.nice;
    if (!spec.signal.isEmpty())
        job["signal"] = utf8(spec.signal);
    const QString script
        = !spec.script.isEmpty() ? spec.script : QString(QStringLiteral("#!/bin/sh\n") + spec.command + u'\n');
    return json { { "script", utf8(script) }, { "job", job } };
}

Result<json> RestApiV0038::updateBody(const JobUpdate& change) const
{
    json body = json::object();
    if (change.nice) {
        // Slurm refuses a negative nice from an owner but resets nice to 0 while doing so: never send it.
        if (*change.nice < 0)
            return BackendError::make(BackendError::Kind::NotPermitted,
                                      tr("Raising a job's priority (negative nice) needs a Slurm operator"),
                                      QStringLiteral("nice=%1").arg(*change.nice));
        body["nice"] = *change.nice;
    }
    if (change.partition)
        body["partition"] = utf8(*change.partition);
    if (change.qos)
        body["qos"] = utf8(*change.qos);
    if (change.timeLimitS)
        body["time_limit"] = minutesRoundedUp(*change.timeLimitS);
    if (change.beginTime)
        body["begin_time"] = change.beginTime->isValid() ? relativeTime(*change.beginTime) : std::string("now");
    if (change.hold)
        body["hold"] = *change.hold;
    return body;
}

} // namespace qc::rest
