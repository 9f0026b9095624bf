#pragma once

#include "RestApiV0038.h"

namespace qc::rest {

// The data_parser family of slurmrestd, v0.0.40 (Slurm 23.11) to v0.0.45 (26.05): one class, the few
// differences between its versions as checks of `minor`. Against v0.0.38 it reads job and node states as
// arrays of the state and its flags, numbers as {set, infinite, number} (RestJson), partitions nested
// (`partition.state`, `nodes.configured`, `maximums.time`, ...), and writes the environment as "K=V" strings,
// the script inside `job`, GPUs as `tres_per_job` and numbers in the {set, number} form. Update and cancel
// answers list per-job failures under HTTP 200 (writeFailure). Fields only some versions have (v0.0.42's
// priority_by_partition, v0.0.45's partition flags) are read when present, so no version needs its own parser.
class RestApiV004x : public RestApiV0038
{
    Q_DECLARE_TR_FUNCTIONS(RestApiV004x)

public:
    static constexpr int kOldest = 40;
    static constexpr int kNewest = 45;
    static QString versionName(int minor) { return QStringLiteral("v0.0.%1").arg(minor); }

    explicit RestApiV004x(int minor)
        : m_minor(minor)
    {
    }

    QString version() const override { return versionName(m_minor); }
    bool updatesArrayTasks() const override { return false; }
    bool reportsRefusedCancel() const override { return m_minor >= 42; }

    Result<QString> parseSubmitted(const nlohmann::json& doc) const override;
    BackendError writeFailure(const nlohmann::json& doc, const QString& what) const override;
    nlohmann::json submitBody(const JobSpec& spec) const override;
    Result<nlohmann::json> updateBody(const JobUpdate& change) const override;
    // 24.11's v0.0.40 and v0.0.41 refuse a number here (422 "Parsing of 1796123833 for timestamp failed": the
    // query string is never converted to an integer), but read "now-N" with slurmctld's clock.
    QString updateTimeQuery(qint64 serverEpoch, qint64 secondsAgo) const override
    {
        return m_minor <= 41 ? QStringLiteral("now-%1").arg(secondsAgo) : QString::number(serverEpoch);
    }

protected:
    Result<Partition> partitionFrom(const nlohmann::json& p) const override;

private:
    int m_minor;
};

} // namespace qc::rest
