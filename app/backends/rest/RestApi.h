#pragma once

#include "../../model/AssociationQos.h"
#include "../../model/Job.h"
#include "../../model/JobSpec.h"
#include "../../model/JobUpdate.h"
#include "../../model/License.h"
#include "../../model/Node.h"
#include "../../model/Partition.h"
#include "../../model/Result.h"
#include "RestLimitRule.h"

#include <QList>
#include <memory>
#include <nlohmann/json.hpp>
#include <string_view>

namespace qc::rest {

// One OpenAPI version of slurmrestd: its paths and how its JSON maps to QueueCast's types. Stateless and
// thread-safe, so parsing can run on worker threads. v0.0.38 (Slurm 22.05, 23.02) is RestApiV0038; the
// data_parser family v0.0.40 to v0.0.45 (23.11 to 26.05) is RestApiV004x, one class for all of them.
class RestApi
{
public:
    virtual ~RestApi() = default;

    virtual QString version() const = 0; // "v0.0.38"
    QString slurmPath(const QString& endpoint) const { return QStringLiteral("/slurm/") + version() + u'/' + endpoint; }
    QString dbPath(const QString& endpoint) const { return QStringLiteral("/slurmdb/") + version() + u'/' + endpoint; }
    virtual bool hasLicensesEndpoint() const = 0;
    // Whether POST job/<id>_<task> changes that one task. No version QueueCast reads can (23.11+ refuse task ids,
    // 22.05 fails on them), so an array is updated only whole; kept for a version that will.
    virtual bool updatesArrayTasks() const = 0;

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
    // The same document's `qos` lists, for `user`'s associations only.
    virtual Result<QList<AssociationQos>> parseAssociationQos(const nlohmann::json& doc, const QString& user) const = 0;
    virtual Result<QString> parseSubmitted(const nlohmann::json& doc) const = 0;
    // A failure reported inside a successful answer to an update or cancel (v0.0.40+ lists them per job in
    // `results` or `status` under HTTP 200); None when there is none.
    virtual BackendError writeFailure(const nlohmann::json& doc, const QString& what) const = 0;

    // Whether a cancel Slurm refuses comes back as a failure (v0.0.38's `errors`, v0.0.42+'s `status`). v0.0.40
    // and v0.0.41 answer a refused DELETE with a bare 200, so the job has to be read again to know.
    virtual bool reportsRefusedCancel() const { return true; }

    // The value of ?update_time= for "changed since `serverEpoch`", which was `secondsAgo` seconds ago.
    virtual QString updateTimeQuery(qint64 serverEpoch, qint64 secondsAgo) const
    {
        Q_UNUSED(secondsAgo)
        return QString::number(serverEpoch);
    }

    virtual nlohmann::json submitBody(const JobSpec& spec) const = 0;
    // The change as this version's update document; NotPermitted/Unsupported for changes never to be sent.
    virtual Result<nlohmann::json> updateBody(const JobUpdate& change) const = 0;

    // True for an answer to jobs?update_time= that says nothing changed: HTTP 304 (22.05) is handled by the
    // caller; 23.11+ answer 200 with an empty `jobs` and a "No job changes" warning.
    static bool reportsNoJobChanges(const nlohmann::json& doc);

    // Every version QueueCast reads, newest first; nullptr for anything else.
    static std::shared_ptr<const RestApi> forVersion(const QString& version);
    static QStringList supportedVersions();
    // The newest of `offered` that QueueCast reads; empty when none.
    static QString newestSupported(const QStringList& offered);
};

} // namespace qc::rest
