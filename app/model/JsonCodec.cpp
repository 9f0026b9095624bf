#include "JsonCodec.h"

#include "model/TimeZones.h"

#include <QTimeZone>
#include <cstdlib>
#include <limits>

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
    return json { { "name", utf8(node.name) },  { "state", utf8(node.state) },
                  { "partitions", partitions }, { "gpus", gpus },
                  { "cpus", node.cpus },        { "cpus_used", node.cpusUsed } };
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

QString expected(const std::string& field, const char* what)
{
    //: %1 is a JSON field name, %2 what it should hold ("a whole number")
    return QCoreApplication::translate("JsonCodec", "field \"%1\": expected %2")
        .arg(QString::fromStdString(field), QCoreApplication::translate("JsonCodec", what));
}

// Reads the fields of one JSON object; the first field that does not fit is remembered as the error, and
// every later read returns its default, so a decoder reads straight through and checks once at the end.
class FieldReader
{
public:
    explicit FieldReader(const json& object)
        : m_object(object)
    {
        if (!object.is_object())
            m_error = QCoreApplication::translate("JsonCodec", "expected a JSON object");
    }

    bool ok() const { return m_error.isEmpty(); }
    const QString& error() const { return m_error; }

    // Present and not null.
    const json* find(const char* key) const
    {
        if (!ok())
            return nullptr;
        const auto it = m_object.find(key);
        return it == m_object.end() || it->is_null() ? nullptr : &*it;
    }

    QString text(const char* key)
    {
        const json* v = find(key);
        if (!v)
            return {};
        if (!v->is_string()) {
            fail(key, QT_TRANSLATE_NOOP("JsonCodec", "a string"));
            return QString();
        }
        return QString::fromStdString(v->get_ref<const std::string&>());
    }

    template<typename T>
    T integer(const char* key, T fallback, T min = std::numeric_limits<T>::min(), T max = std::numeric_limits<T>::max())
    {
        const json* v = find(key);
        if (!v)
            return fallback;
        // Floats are refused, not truncated: QueueCast writes whole numbers, and converting an out-of-range
        // double to an integer is undefined behaviour.
        if (v->is_number_unsigned()) {
            const auto n = v->get<std::uint64_t>();
            if (n <= std::uint64_t(max))
                return T(n);
        } else if (v->is_number_integer()) {
            const auto n = v->get<std::int64_t>();
            if (n >= std::int64_t(min) && n <= std::int64_t(max))
                return T(n);
        } else {
            {
                fail(key, QT_TRANSLATE_NOOP("JsonCodec", "a whole number"));
                return fallback;
            }
        }
        {
            fail(key, QT_TRANSLATE_NOOP("JsonCodec", "a number in range"));
            return fallback;
        }
    }

    bool boolean(const char* key, bool fallback)
    {
        const json* v = find(key);
        if (!v)
            return fallback;
        if (!v->is_boolean()) {
            fail(key, QT_TRANSLATE_NOOP("JsonCodec", "true or false"));
            return fallback;
        }
        return v->get<bool>();
    }

    QDateTime time(const char* key)
    {
        const json* v = find(key);
        if (!v)
            return {};
        auto t = decodeTime(*v);
        if (!t) {
            fail(key, QT_TRANSLATE_NOOP("JsonCodec", "a time"));
            return QDateTime();
        }
        return *t.value;
    }

    // A nested object read by `decode`; its error is reported under this field's name.
    template<typename T, typename F> std::optional<T> object(const char* key, F decode)
    {
        const json* v = find(key);
        if (!v)
            return std::nullopt;
        auto d = decode(*v);
        if (!d) {
            m_error
                = QCoreApplication::translate("JsonCodec", "field \"%1\": %2").arg(QString::fromLatin1(key), d.error);
            return std::nullopt;
        }
        return std::move(d.value);
    }

    void fail(const char* key, const char* what)
    {
        if (ok())
            m_error = expected(key, what);
    }
    void failWith(QString error)
    {
        if (ok())
            m_error = std::move(error);
    }

private:
    const json& m_object;
    QString m_error;
};

// Generous bounds, but inside what the model's types and QDateTime hold.
constexpr qint64 kMaxEpochS = 253402300799; // 9999-12-31T23:59:59Z
constexpr int kMaxCount = 1 << 24;

} // namespace

Decoded<QDateTime> decodeTime(const json& j)
{
    if (j.is_null())
        return { QDateTime(), {} };
    if (j.is_number_integer()) {
        const bool fits = j.is_number_unsigned() ? j.get<std::uint64_t>() <= std::uint64_t(kMaxEpochS)
                                                 : std::llabs(j.get<std::int64_t>()) <= kMaxEpochS;
        if (fits)
            return { QDateTime::fromSecsSinceEpoch(j.get<qint64>(), qc::utcZone()), {} };
    } else if (j.is_string()) {
        const QDateTime t = QDateTime::fromString(qstr(j), Qt::ISODate);
        if (t.isValid())
            return { t, {} };
    }
    return { std::nullopt, QCoreApplication::translate("JsonCodec", "expected a time") };
}

QDateTime timeFromJson(const json& j)
{
    return decodeTime(j).value.value_or(QDateTime());
}

Decoded<JobSpec> decodeJobSpec(const json& j)
{
    FieldReader r(j);
    JobSpec s;
    s.name = r.text("name");
    s.script = r.text("script");
    s.command = r.text("command");
    s.partition = r.text("partition");
    s.gpus = r.integer("gpus", 0, 0, kMaxCount);
    s.gpuType = r.text("gpu_type");
    s.nodes = r.integer("nodes", 0, 0, kMaxCount);
    s.cpus = r.integer("cpus", 1, 0, kMaxCount);
    s.memoryMb = r.integer<qint64>("memory_mb", 0, 0, std::numeric_limits<qint64>::max() / (1024 * 1024));
    s.timeLimitS = r.integer<qint64>("time_limit_s", 3600, 0, kMaxEpochS);
    s.qos = r.text("qos");
    s.account = r.text("account");
    s.beginTime = r.time("begin_time");
    s.workDir = r.text("work_dir");
    s.dependency = r.text("dependency");
    s.licenses = r.text("licenses");
    s.requeue = r.boolean("requeue", false);
    s.hold = r.boolean("hold", false);
    s.nice = r.integer("nice", 0);
    s.signal = r.text("signal");
    if (const json* env = r.find("environment")) {
        if (!env->is_object())
            r.fail("environment", QT_TRANSLATE_NOOP("JsonCodec", "an object of strings"));
        else {
            for (auto it = env->begin(); it != env->end() && r.ok(); ++it) {
                if (!it.value().is_string())
                    r.failWith(expected("environment." + it.key(), QT_TRANSLATE_NOOP("JsonCodec", "a string")));
                else
                    s.environment.insert(QString::fromStdString(it.key()), qstr(it.value()));
            }
        }
    }
    if (!r.ok())
        return { std::nullopt, r.error() };
    return { std::move(s), {} };
}

JobSpec jobSpecFromJson(const json& j)
{
    return decodeJobSpec(j).value.value_or(JobSpec {});
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

Decoded<JobUpdate> decodeJobUpdate(const json& j)
{
    FieldReader r(j);
    JobUpdate u;
    if (r.find("nice"))
        u.nice = r.integer("nice", 0);
    if (r.find("partition"))
        u.partition = r.text("partition");
    if (r.find("begin_time"))
        u.beginTime = r.time("begin_time");
    if (r.find("time_limit_s"))
        u.timeLimitS = r.integer<qint64>("time_limit_s", 0, 0, kMaxEpochS);
    if (r.find("qos"))
        u.qos = r.text("qos");
    if (r.find("hold"))
        u.hold = r.boolean("hold", false);
    if (!r.ok())
        return { std::nullopt, r.error() };
    return { std::move(u), {} };
}

JobUpdate jobUpdateFromJson(const json& j)
{
    return decodeJobUpdate(j).value.value_or(JobUpdate {});
}

Decoded<json> parseDocument(const QByteArray& bytes)
{
    bool tooDeep = false;
    // The callback sees every value as it opens; refusing the deep ones keeps the tree shallow, so neither
    // copying nor destroying it recurses far.
    const json::parser_callback_t limit = [&tooDeep](int depth, json::parse_event_t event, json&) {
        if (depth > kMaxDepth
            && (event == json::parse_event_t::object_start || event == json::parse_event_t::array_start))
            tooDeep = true;
        return !tooDeep;
    };
    json doc = json::parse(bytes.constData(), bytes.constData() + bytes.size(), limit, false);
    if (tooDeep)
        return { std::nullopt,
                 QCoreApplication::translate("JsonCodec", "nested deeper than %1 levels").arg(kMaxDepth) };
    if (doc.is_discarded())
        return { std::nullopt, QCoreApplication::translate("JsonCodec", "not valid JSON") };
    return { std::move(doc), {} };
}

} // namespace qc::codec
