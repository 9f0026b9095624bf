#pragma once

#include "../Result.h"

#include <QCoreApplication>
#include <QUrl>

namespace qc::rest {

// slurm+rest://[user@]host:port[?tls=1&ca=/path/ca.pem&api=v0.0.38&timeout=30&resync=300]
// TLS is chosen with the query item tls=1 (one scheme for both): the server certificate is always verified,
// against the system CAs plus `ca` when given; there is no way to ignore certificate errors.
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
    QString caFile;
    QString forcedApi;
    int timeoutMs = 30000;
    int resyncS = 300;

    QUrl baseUrl() const;
    QString keychainKey() const;
    static Result<RestEndpoint> fromUrl(const QUrl& url);
};

} // namespace qc::rest
