#pragma once

#include "../../model/ImportReport.h"
#include "../Backend.h"
#include "RestApi.h"
#include "RestClient.h"
#include "RestEndpoint.h"
#include "RestTokenStore.h"

#include <QElapsedTimer>
#include <memory>
#include <optional>

namespace qc::rest {

// Slurm through slurmrestd (see RestEndpoint for the URL). Steady state reads only what changed: jobs, nodes
// and partitions are asked for with update_time and a 304 reuses the previous parse; the whole job list
// (slow and memory-hungry on the server at scale) is fetched again every `resync` seconds or on request.
// Accounting limits (QOS, associations) are re-read on each full resync only.
class SlurmRestBackend final : public Backend
{
    Q_OBJECT
public:
    static Result<std::shared_ptr<Backend>> create(const QUrl& url);
    explicit SlurmRestBackend(RestEndpoint endpoint);
    ~SlurmRestBackend() override;

    QUrl url() const override { return m_endpoint.url; }
    QString displayName() const override;
    Capabilities capabilities() const override;

    QCoro::Task<Result<ClusterSnapshot>> fetchSnapshot() override;
    bool hasReachCheck() const override { return true; }
    // The token, the API version, then ping and diag: a few KB however big the queue is.
    QCoro::Task<Result<ReachCheck>> checkReachable() override;
    QCoro::Task<Result<QString>> submit(JobSpec spec) override;
    QCoro::Task<VoidResult> update(QString jobId, JobUpdate change) override;
    QCoro::Task<VoidResult> cancel(QString jobId) override;
    QCoro::Task<VoidResult> cancelIfPending(QString jobId) override;
    QCoro::Task<VoidResult> requeue(QString jobId) override;

    struct FetchStats
    {
        int fetches = 0;
        int jobsFull = 0; // job lists received whole
        int jobsNotModified = 0; // "nothing changed" answers to update_time (304, or 200 with no jobs)
        bool lastReusedJobs = false; // the last snapshot's jobs came from the previous parse
        qint64 lastFetchMs = 0;
    };
    FetchStats stats() const { return m_stats; }
    // The OpenAPI version in use ("v0.0.38"), empty before the first successful request.
    QString apiVersion() const { return m_api ? m_api->version() : QString(); }
    // A note on the API in use (deprecated by the server), empty when there is none; also logged once.
    QString notice() const { return m_notice; }
    QString submitRequestPreview(const JobSpec& spec) const override;
    // Jobs slurmdbd recorded since `since` (GET /slurmdb/<version>/jobs), for the history's accounting import.
    QCoro::Task<Result<ImportReport>> fetchFinishedJobs(QDateTime since);
    // The next fetch reads everything whole.
    void requestFullResync() { m_forceResync = true; }

private:
    struct Cache;
    struct ParseInput;
    struct ParseOutput;

    QCoro::Task<VoidResult> ensureReady();
    QCoro::Task<VoidResult> loadToken();
    QCoro::Task<Result<std::shared_ptr<const RestApi>>> detectApi();
    QCoro::Task<Result<nlohmann::json>> readDocument(RestReply reply, QString what);
    // The answer to a submit, update or cancel: its document, or the error after settle().
    QCoro::Task<Result<nlohmann::json>> readWriteReply(RestReply reply, QString what);
    // Tells a refused token from a slurmctld failure when slurmrestd reports both alike, then notes the error.
    QCoro::Task<BackendError> settle(BackendError error);
    // Remembers that the token was refused, so the next call reads it again.
    void noteError(const BackendError& error);
    // Every record of job array `arrayJobId` (or the one job of that id) as parsed jobs.
    QCoro::Task<Result<QList<Job>>> arrayRecords(QString arrayJobId, QString what);
    // POST `body` to (or, without a body, DELETE) job/<id> for each id in turn; stops at the first failure.
    // After a cancel the version answers with a bare 200 either way: the job read again; still waiting or running
    // means Slurm refused it.
    QCoro::Task<VoidResult> confirmCancelled(QString id, QString what);
    QCoro::Task<VoidResult> sendEach(QStringList ids, QString originalId, std::optional<QByteArray> body);
    static BackendError unsupportedServer(const QStringList& offered);

    RestEndpoint m_endpoint;
    RestClient* m_client;
    RestTokenStore* m_tokens;
    std::shared_ptr<const RestApi> m_api;
    std::unique_ptr<Cache> m_cache;
    QElapsedTimer m_sinceFullSync;
    QElapsedTimer m_clock; // monotonic: relative update_time values do not depend on the wall clock
    bool m_forceResync = false;
    FetchStats m_stats;
    QString m_notice;
};

} // namespace qc::rest
