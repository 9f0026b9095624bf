#include "RestApi.h"

#include "RestApiV0038.h"
#include "RestApiV004x.h"

namespace qc::rest {

std::shared_ptr<const RestApi> RestApi::forVersion(const QString& version)
{
    if (version == QLatin1String("v0.0.38"))
        return std::make_shared<RestApiV0038>();
    for (int minor = RestApiV004x::kNewest; minor >= RestApiV004x::kOldest; --minor) {
        if (version == RestApiV004x::versionName(minor))
            return std::make_shared<RestApiV004x>(minor);
    }
    return nullptr;
}

QStringList RestApi::supportedVersions()
{
    QStringList out;
    for (int minor = RestApiV004x::kNewest; minor >= RestApiV004x::kOldest; --minor)
        out.append(RestApiV004x::versionName(minor));
    // v0.0.36 and v0.0.37 were dropped on purpose: every slurmrestd that serves them (22.05, 23.02) also serves
    // v0.0.38, and v0.0.36 names no job owner.
    out.append(QStringLiteral("v0.0.38"));
    return out;
}

QString RestApi::newestSupported(const QStringList& offered)
{
    for (const auto& v : supportedVersions()) {
        if (offered.contains(v))
            return v;
    }
    return {};
}

bool RestApi::reportsNoJobChanges(const nlohmann::json& doc)
{
    if (!doc.is_object())
        return false;
    const auto jobs = doc.find("jobs");
    if (jobs == doc.end() || !jobs->is_array() || !jobs->empty())
        return false;
    // An empty queue is also an empty list: only slurmctld's "no change" answer carries this warning.
    const auto warnings = doc.find("warnings");
    if (warnings == doc.end() || !warnings->is_array())
        return false;
    for (const auto& w : *warnings) {
        if (!w.is_object())
            continue;
        for (const char* key : { "description", "source" }) {
            const auto it = w.find(key);
            if (it != w.end() && it->is_string() && it->get_ref<const std::string&>().find("No job changes") == 0)
                return true;
        }
    }
    return false;
}

} // namespace qc::rest
