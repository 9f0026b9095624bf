#include "JsonCodec.h"

#include "model/TimeZones.h"

#include <QTimeZone>

namespace qc::codec {

using nlohmann::json;

std::string utf8(const QString& s)
{
    return s.toStdString();
}

QString qstr(const json& j)
{
    return j.is_string() ? QString::fromStdString(j.get<std::string>()) : QString();
}

json timeJson(const QDateTime& time)
{
    if (!time.isValid())
        return nullptr;
    return utf8(time.toUTC().toString(Qt::ISODate));
}

QDateTime timeFromJson(const json& j)
{
    if (j.is_number_integer())
        return QDateTime::fromSecsSinceEpoch(j.get<qint64>(), qc::utcZone());
    if (!j.is_string())
        return {};
    return QDateTime::fromString(qstr(j), Qt::ISODate);
}

json toJson(const Job& job)
{
    return json {
        { "id", utf8(job.id) },
        { "name", utf8(job.name) },
        { "user", utf8(job.user) },
        { "account", utf8(job.account) },
        { "partition", utf8(job.partition) },
        { "state", utf8(jobStateName(job.state)) },
        { "gpus", job.gpus },
        { "gpu_type", utf8(job.gpuType) },
        { "nodes", job.nodes },
        { "cpus", job.cpus },
        { "memory_mb", job.memoryMb },
        { "time_limit_s", job.timeLimitS },
        { "priority", job.priority },
        { "nice", job.nice },
        { "qos", utf8(job.qos) },
        { "licenses", utf8(job.licenses) },
        { "dependency", utf8(job.dependency) },
        { "submit_time", timeJson(job.submitTime) },
        { "eligible_time", timeJson(job.eligibleTime) },
        { "begin_time", timeJson(job.beginTime) },
        { "start_time", timeJson(job.startTime) },
        { "end_time", timeJson(job.endTime) },
        { "reason", utf8(job.reason) },
        { "reason_description", utf8(job.reasonDescription) },
        { "node_list", utf8(job.nodeList) },
    };
}

json toJson(const Node& node)
{
    json gpus = json::array();
    for (const auto& g : node.gpus)
        gpus.push_back({ { "type", utf8(g.type) }, { "total", g.total }, { "used", g.used } });
    json partitions = json::array();
    for (const auto& p : node.partitions)
        partitions.push_back(utf8(p));
    return json { { "name", utf8(node.name) }, { "state", utf8(node.state) }, { "partitions", partitions },
        { "gpus", gpus }, { "cpus", node.cpus }, { "cpus_used", node.cpusUsed } };
}

json toJson(const JobSpec& spec)
{
    json env = json::object();
    for (auto it = spec.environment.cbegin(); it != spec.environment.cend(); ++it)
        env[utf8(it.key())] = utf8(it.value());
    return json {
        { "name", utf8(spec.name) },
        { "script", utf8(spec.script) },
        { "command", utf8(spec.command) },
        { "partition", utf8(spec.partition) },
        { "gpus", spec.gpus },
        { "gpu_type", utf8(spec.gpuType) },
        { "nodes", spec.nodes },
        { "cpus", spec.cpus },
        { "memory_mb", spec.memoryMb },
        { "time_limit_s", spec.timeLimitS },
        { "qos", utf8(spec.qos) },
        { "account", utf8(spec.account) },
        { "begin_time", timeJson(spec.beginTime) },
        { "work_dir", utf8(spec.workDir) },
        { "dependency", utf8(spec.dependency) },
        { "licenses", utf8(spec.licenses) },
        { "requeue", spec.requeue },
        { "hold", spec.hold },
        { "nice", spec.nice },
        { "signal", utf8(spec.signal) },
        { "environment", env },
    };
}

namespace {
template<typename T>
T number(const json& j, const char* key, T fallback)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_number() ? it->get<T>() : fallback;
}
QString text(const json& j, const char* key)
{
    const auto it = j.find(key);
    return it != j.end() ? qstr(*it) : QString();
}
} // namespace

JobSpec jobSpecFromJson(const json& j)
{
    JobSpec s;
    if (!j.is_object())
        return s;
    s.name = text(j, "name");
    s.script = text(j, "script");
    s.command = text(j, "command");
    s.partition = text(j, "partition");
    s.gpus = number(j, "gpus", 0);
    s.gpuType = text(j, "gpu_type");
    s.nodes = number(j, "nodes", 0);
    s.cpus = number(j, "cpus", 1);
    s.memoryMb = number<qint64>(j, "memory_mb", 0);
    s.timeLimitS = number<qint64>(j, "time_limit_s", 3600);
    s.qos = text(j, "qos");
    s.account = text(j, "account");
    if (j.contains("begin_time"))
        s.beginTime = timeFromJson(j["begin_time"]);
    s.workDir = text(j, "work_dir");
    s.dependency = text(j, "dependency");
    s.licenses = text(j, "licenses");
    s.requeue = j.value("requeue", false);
    s.hold = j.value("hold", false);
    s.nice = number(j, "nice", 0);
    s.signal = text(j, "signal");
    if (const auto env = j.find("environment"); env != j.end() && env->is_object()) {
        for (auto it = env->begin(); it != env->end(); ++it)
            s.environment.insert(QString::fromStdString(it.key()), qstr(it.value()));
    }
    return s;
}

json toJson(const JobUpdate& change)
{
    json j = json::object();
    if (change.nice)
        j["nice"] = *change.nice;
    if (change.partition)
        j["partition"] = utf8(*change.partition);
    if (change.beginTime)
        j["begin_time"] = timeJson(*change.beginTime);
    if (change.timeLimitS)
        j["time_limit_s"] = *change.timeLimitS;
    if (change.qos)
        j["qos"] = utf8(*change.qos);
    if (change.hold)
        j["hold"] = *change.hold;
    return j;
}

JobUpdate jobUpdateFromJson(const json& j)
{
    JobUpdate u;
    if (!j.is_object())
        return u;
    if (j.contains("nice") && j["nice"].is_number_integer())
        u.nice = j["nice"].get<int>();
    if (j.contains("partition"))
        u.partition = qstr(j["partition"]);
    if (j.contains("begin_time"))
        u.beginTime = timeFromJson(j["begin_time"]);
    if (j.contains("time_limit_s") && j["time_limit_s"].is_number_integer())
        u.timeLimitS = j["time_limit_s"].get<qint64>();
    if (j.contains("qos"))
        u.qos = qstr(j["qos"]);
    if (j.contains("hold") && j["hold"].is_boolean())
        u.hold = j["hold"].get<bool>();
    return u;
}

} // namespace qc::codec
