#pragma once

#include "../../model/Job.h"
#include "../../model/JobSpec.h"
#include "../../model/JobUpdate.h"
#include "../../model/License.h"
#include "../../model/Node.h"
#include "../../model/Partition.h"
#include "../Result.h"
#include "RestLimitRule.h"

#include <QList>
#include <memory>
#include <nlohmann/json.hpp>
#include <string_view>

namespace qc::rest {

// One OpenAPI version of slurmrestd: its paths and how its JSON maps to QueueCast's types. Stateless and
// thread-safe, so parsing can run on worker threads. A new Slurm release (v0.0.39+, data_parser with renamed
// fields) is another subclass.
class RestApi
{
public:
    virtual ~RestApi() = default;

    virtual QString version() const = 0; // "v0.0.38"
    QString slurmPath(const QString& endpoint) const { return QStringLiteral("/slurm/") + version() + u'/' + endpoint; }
    QString dbPath(const QString& endpoint) const { return QStringLiteral("/slurmdb/") + version() + u'/' + endpoint; }
    virtual bool hasLicensesEndpoint() const = 0;

    // The job keys parseJobs reads, to drop the others while parsing (see RestDocument::ItemKeyFilter).
    using KeyFilter = bool (*)(std::string_view key);
    virtual KeyFilter jobKeyFilter() const = 0;

    // Each takes a whole response document; errors come back as Malformed.
    virtual Result<QList<Job>> parseJobs(const nlohmann::json& doc) const = 0;
    virtual Result<QList<Node>> parseNodes(const nlohmann::json& doc) const = 0;
    virtual Result<QList<Partition>> parsePartitions(const nlohmann::json& doc) const = 0;
    virtual Result<QList<License>> parseLicenses(const nlohmann::json& doc) const = 0;
    virtual Result<QList<RestLimitRule>> parseQos(const nlohmann::json& doc) const = 0;
    virtual Result<QList<RestLimitRule>> parseAssociations(const nlohmann::json& doc) const = 0;
    virtual Result<QString> parseSubmitted(const nlohmann::json& doc) const = 0;

    virtual nlohmann::json submitBody(const JobSpec& spec) const = 0;
    // The change as this version's update document; NotPermitted/Unsupported for changes never to be sent.
    virtual Result<nlohmann::json> updateBody(const JobUpdate& change) const = 0;

    // v0.0.38, v0.0.37, v0.0.36 in order of preference; nullptr for anything else.
    static std::shared_ptr<const RestApi> forVersion(const QString& version);
    static QStringList supportedVersions();
};

} // namespace qc::rest
