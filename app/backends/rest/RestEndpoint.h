#pragma once

#include "../../model/Result.h"

#include <QCoreApplication>
#include <QUrl>

namespace qc::rest {

// slurm+rest://[user@]host:port[?tls=1&ca=/path/ca.pem&api=v0.0.38&timeout=30&resync=300&allow_http=1
//                               &max_reply_mb=512&deadline=300]
// TLS is chosen with the query item tls=1 (one scheme for both): the server certificate is always verified,
// against the system CAs plus `ca` when given; there is no way to ignore certificate errors.
// Without TLS the token would cross the network readable by anyone on the path, so plain HTTP is accepted
// only to this machine (loopback), or with allow_http=1: the explicit, warned opt-in of a profile.
// api forces an OpenAPI version instead of detecting it; timeout is the per-request transfer timeout in
// seconds; resync is how often (seconds) the job list is fetched whole instead of incrementally.
struct RestEndpoint
{
    Q_DECLARE_TR_FUNCTIONS(RestEndpoint)

public:
    QUrl url;
    QString user;
    QString host;
    int port = 6820;
    bool tls = false;
    bool allowPlainHttp = false; // allow_http=1
    QString caFile;
    QString forcedApi;
    // Silence allowed before the first byte of an answer (timeout=). slurmrestd 24.11 sends nothing while it builds
    // a job list: 17 s for 20,000 jobs on an idle server, over 30 s with slurmctld busy (bench/queue_refresh), so
    // 30 s failed every full read of a big queue.
    int timeoutMs = 120000;
    int resyncS = 300;
    // Limits on one answer (max_reply_mb, deadline in seconds). A 22.05 job list takes ~3.4 KB per job
    // (v0.0.38, measured on tests/slurm/data/rest/v0.0.38-jobs.json), so 100,000 jobs are ~345 MB: 512 MB leaves
    // half again as headroom. The deadline bounds the wait for an answer to start and, after that, each period
    // of that length must bring RestClient::kMinBytesPerWindow: a trickle is stopped, a big answer that keeps
    // coming is read to its end however long it takes (the transfer timeout only notices silence).
    qint64 maxReplyBytes = qint64(512) * 1024 * 1024;
    int deadlineMs = 300 * 1000;

    QUrl baseUrl() const;
    QString keychainKey() const;
    static Result<RestEndpoint> fromUrl(const QUrl& url);
    // True for names and addresses of this machine: the only hosts plain HTTP may go to without an opt-in.
    static bool isLoopback(const QString& host);
    // A translated warning when this endpoint sends its token unencrypted to another machine; empty otherwise.
    QString plainHttpWarning() const;
};

} // namespace qc::rest
