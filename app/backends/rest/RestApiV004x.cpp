#include "RestApiV004x.h"

#include "RestErrorMapper.h"
#include "RestHostList.h"
#include "RestJson.h"

#include <QRegularExpression>

namespace qc::rest {

using nlohmann::json;
namespace f = fields;

namespace {
// The v0.0.40+ form of an unsigned number that may be unset or infinite.
json number(qint64 n)
{
    return json { { "set", true }, { "infinite", false }, { "number", n } };
}

const json& member(const json& object, const char* key)
{
    static const json null;
    if (!object.is_object())
        return null;
    const auto it = object.find(key);
    return it == object.end() ? null : *it;
}

// "ALL" and an empty list both mean everyone.
QStringList allowed(const json& p, const char* group)
{
    QStringList names = f::stringList(member(p, group), "allowed");
    if (names == QStringList { QStringLiteral("ALL") })
        names.clear();
    return names;
}

void appendFailure(json& errors, const json& entry, qint64 code, const char* textKey, const char* whyKey)
{
    errors.push_back(json { { "error_number", code },
                            { "error", f::str(entry, textKey).toStdString() },
                            { "description", f::str(entry, whyKey).toStdString() } });
}
} // namespace

Result<Partition> RestApiV004x::partitionFrom(const json& p) const
{
    Partition part;
    part.name = f::str(p, "name");
    const QStringList state = f::stringList(member(p, "partition"), "state");
    if (!state.isEmpty())
        part.state = state.first().toUpper();
    // Only v0.0.45 reports the partition flags; before it the default partition is not visible over REST.
    for (const auto& flag : f::stringList(p, "flags")) {
        if (flag.compare(QLatin1String("DEFAULT"), Qt::CaseInsensitive) == 0)
            part.isDefault = true;
    }
    part.maxTimeS = f::minutesAsSeconds(member(p, "maximums"), "time");
    const qint64 maxNodes = f::integer(member(p, "maximums"), "nodes", -1);
    part.maxNodesPerJob = maxNodes > 0 && !f::isSentinel(maxNodes) ? int(maxNodes) : 0;
    part.allowedQos = allowed(p, "qos");
    part.allowedAccounts = allowed(p, "accounts");
    auto nodes = RestHostList::expandAll(f::str(member(p, "nodes"), "configured"), tr("partition %1").arg(part.name));
    if (!nodes.ok())
        return nodes.error();
    part.nodes = std::move(nodes).value();
    return part;
}

Result<QString> RestApiV004x::parseSubmitted(const json& doc) const
{
    // The id is at the top (and, from v0.0.41 on, also in `result`).
    qint64 id = f::integer(doc, "job_id", 0);
    if (id <= 0)
        id = f::integer(member(doc, "result"), "job_id", 0);
    if (id <= 0)
        return RestErrorMapper::malformed(QStringLiteral("job/submit"), QStringLiteral("no job_id in the answer"));
    return QString::number(id);
}

BackendError RestApiV004x::writeFailure(const json& doc, const QString& what) const
{
    // An update answers {"results": [{job_id, error_code, error, why}]}, a cancel {"status": [{error: {code,
    // string, message}, job_id}]}; slurmrestd turns neither into `errors` and answers 200.
    json errors = json::array();
    for (const auto& r : member(doc, "results")) {
        const qint64 code = f::integer(r, "error_code", 0);
        if (code != 0)
            appendFailure(errors, r, code, "error", "why");
    }
    for (const auto& s : member(doc, "status")) {
        const json& e = member(s, "error");
        const qint64 code = f::integer(e, "code", 0);
        if (code != 0)
            appendFailure(errors, e, code, "string", "message");
    }
    if (errors.empty())
        return {};
    return RestErrorMapper::fromErrors(500, errors, what);
}

json RestApiV004x::submitBody(const JobSpec& spec) const
{
    // v0.0.38's body, reshaped field by field where v0.0.40 changed the form.
    const json old = RestApiV0038::submitBody(spec);
    json job = old["job"];
    job["script"] = old["script"];
    json env = json::array();
    for (const auto& [key, value] : old["job"]["environment"].items())
        env.push_back(key + '=' + value.get<std::string>());
    job["environment"] = env;
    if (job.contains("gpus")) {
        job["tres_per_job"] = "gres/gpu:" + job["gpus"].get<std::string>();
        job.erase("gpus");
    }
    for (const char* key : { "time_limit", "memory_per_node" }) {
        if (job.contains(key))
            job[key] = number(job[key].get<qint64>());
    }
    // The chosen second itself, not "now+N" (a second late whenever one passes before slurmrestd reads its clock).
    if (spec.beginTime.isValid() && job.contains("begin_time") && job["begin_time"] != "now")
        job["begin_time"] = number(spec.beginTime.toSecsSinceEpoch());
    if (job.contains("signal")) {
        // sbatch's [B:]SIG[@SECONDS] as three fields; sbatch's default lead time is 60 s.
        static const QRegularExpression re(QStringLiteral("^(?:(B|R):)?([A-Za-z0-9]+)(?:@(\\d{1,5}))?$"));
        const auto m = re.match(QString::fromStdString(job["signal"].get<std::string>()));
        const std::string raw = job["signal"].get<std::string>();
        job.erase("signal");
        if (!m.hasMatch()) {
            job["kill_warning_signal"] = raw; // slurmrestd names what it cannot read
        } else {
            job["kill_warning_signal"] = m.captured(2).toStdString();
            job["kill_warning_delay"] = number(m.captured(3).isEmpty() ? 60 : m.captured(3).toLongLong());
            if (m.captured(1) == QLatin1String("B"))
                job["kill_warning_flags"] = json::array({ "BATCH_JOB" });
        }
    }
    return json { { "job", job } };
}

Result<json> RestApiV004x::updateBody(const JobUpdate& change) const
{
    auto body = RestApiV0038::updateBody(change);
    if (!body.ok())
        return body;
    json b = std::move(body).value();
    if (b.contains("time_limit"))
        b["time_limit"] = number(b["time_limit"].get<qint64>());
    if (change.beginTime && change.beginTime->isValid() && b.contains("begin_time") && b["begin_time"] != "now")
        b["begin_time"] = number(change.beginTime->toSecsSinceEpoch());
    return b;
}

} // namespace qc::rest
