#pragma once

#include "RestApi.h"

#include <QCoreApplication>
#include <optional>

namespace qc::rest {

// slurmrestd OpenAPI v0.0.38 (Slurm 22.05, 23.02) and the accounting side dbv0.0.38. The v0.0.40+ family
// (RestApiV004x) derives from it: the field names of jobs, nodes, licenses, QOS and associations stayed.
class RestApiV0038 : public RestApi
{
    Q_DECLARE_TR_FUNCTIONS(RestApiV0038)

public:
    QString version() const override { return QStringLiteral("v0.0.38"); }
    bool hasLicensesEndpoint() const override { return true; }
    // 22.05 answers POST job/<id>_<task> for a pending task with "job array update ... failed" (seen on the test
    // cluster), although scontrol can do it.
    bool updatesArrayTasks() const override { return false; }
    KeyFilter jobKeyFilter() const override { return &isJobKey; }

    Result<QList<Job>> parseJobs(const nlohmann::json& doc) const override;
    Result<QList<Node>> parseNodes(const nlohmann::json& doc) const override;
    Result<QList<Partition>> parsePartitions(const nlohmann::json& doc) const override;
    Result<QList<License>> parseLicenses(const nlohmann::json& doc) const override;
    Result<QList<RestLimitRule>> parseQos(const nlohmann::json& doc) const override;
    Result<QList<RestLimitRule>> parseAssociations(const nlohmann::json& doc) const override;
    Result<QList<AssociationQos>> parseAssociationQos(const nlohmann::json& doc, const QString& user) const override;
    Result<QString> parseSubmitted(const nlohmann::json& doc) const override;
    BackendError writeFailure(const nlohmann::json& doc, const QString& what) const override;

    nlohmann::json submitBody(const JobSpec& spec) const override;
    Result<nlohmann::json> updateBody(const JobUpdate& change) const override;

protected:
    // Every key jobFrom (also of the older versions) and the cluster-name lookup read.
    static bool isJobKey(std::string_view key);
    virtual Job jobFrom(const nlohmann::json& j) const;
    virtual Node nodeFrom(const nlohmann::json& n) const;
    virtual Result<Partition> partitionFrom(const nlohmann::json& p) const;
    // A job's state from job_state, a string (v0.0.38) or the state and its flags (v0.0.40+).
    // GPUs asked for in tres_per_job / tres_per_node (times nodes) / tres_per_task (times tasks).
    static std::optional<qint64> requestedGpus(const nlohmann::json& j, int nodes);
    static JobState jobState(const QStringList& words);
    // The array under `key`, or a Malformed error naming it.
    static Result<const nlohmann::json*> list(const nlohmann::json& doc, const char* key);
};

} // namespace qc::rest
