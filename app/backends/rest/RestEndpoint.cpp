#include "RestEndpoint.h"

#include "RestApi.h"
#include "RestTokenStore.h"

#include <QFileInfo>
#include <QHostAddress>
#include <QUrlQuery>

namespace qc::rest {

namespace {
QString loginName()
{
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = qEnvironmentVariable("USERNAME");
    return user;
}
} // namespace

QUrl RestEndpoint::baseUrl() const
{
    QUrl base;
    base.setScheme(tls ? QStringLiteral("https") : QStringLiteral("http"));
    base.setHost(host);
    base.setPort(port);
    return base;
}

bool RestEndpoint::isLoopback(const QString& host)
{
    const QString h = host.toLower();
    if (h == QLatin1String("localhost") || h.endsWith(QLatin1String(".localhost")))
        return true;
    const QHostAddress address(h);
    return !address.isNull() && address.isLoopback();
}

QString RestEndpoint::plainHttpWarning() const
{
    if (tls || isLoopback(host))
        return {};
    return tr("The slurmrestd token is sent to %1 without encryption (allow_http=1): anyone on the network "
              "path can read it and act as you. Use https when the server offers it.")
        .arg(host);
}

QString RestEndpoint::keychainKey() const
{
    return RestTokenStore::keyFor(user, host, port);
}

Result<RestEndpoint> RestEndpoint::fromUrl(const QUrl& url)
{
    auto bad = [&url](const QString& why) {
        return BackendError::make(BackendError::Kind::InvalidUrl, tr("Invalid slurmrestd URL: %1").arg(why),
                                  url.toString(QUrl::RemovePassword));
    };
    if (!url.password().isEmpty())
        return bad(tr("do not put a token or password in the URL; use SLURM_JWT or the keychain"));
    RestEndpoint e;
    e.url = url;
    e.host = url.host();
    if (e.host.isEmpty())
        return bad(tr("no host (expected slurm+rest://[user@]host:port)"));
    e.port = url.port(6820);
    e.user = url.userName().isEmpty() ? loginName() : url.userName();
    if (e.user.isEmpty())
        return bad(tr("no user name in the URL and none in the environment"));
    const QUrlQuery query(url);
    const QString tls = query.queryItemValue(QStringLiteral("tls")).toLower();
    if (!tls.isEmpty() && tls != QLatin1String("0") && tls != QLatin1String("1") && tls != QLatin1String("true")
        && tls != QLatin1String("false"))
        return bad(tr("tls must be 0 or 1"));
    e.tls = tls == QLatin1String("1") || tls == QLatin1String("true");
    const QString allowHttp = query.queryItemValue(QStringLiteral("allow_http")).toLower();
    if (!allowHttp.isEmpty() && allowHttp != QLatin1String("0") && allowHttp != QLatin1String("1"))
        return bad(tr("allow_http must be 0 or 1"));
    e.allowPlainHttp = allowHttp == QLatin1String("1");
    if (!e.tls && !e.allowPlainHttp && !isLoopback(e.host))
        return BackendError::make(
            BackendError::Kind::InvalidUrl,
            tr("Plain HTTP would send the slurmrestd token unencrypted to %1: use https (tls=1), or allow "
               "unencrypted HTTP explicitly in the profile")
                .arg(e.host),
            url.toString(QUrl::RemovePassword));
    e.caFile = query.queryItemValue(QStringLiteral("ca"), QUrl::FullyDecoded);
    if (!e.caFile.isEmpty() && !QFileInfo(e.caFile).isReadable())
        return bad(tr("cannot read the CA file %1").arg(e.caFile));
    if (!e.caFile.isEmpty() && !e.tls)
        return bad(tr("ca needs tls=1"));
    e.forcedApi = query.queryItemValue(QStringLiteral("api"));
    if (!e.forcedApi.isEmpty() && !RestApi::supportedVersions().contains(e.forcedApi))
        return bad(tr("api must be one of %1").arg(RestApi::supportedVersions().join(QStringLiteral(", "))));
    bool ok = true;
    if (query.hasQueryItem(QStringLiteral("timeout"))) {
        const double s = query.queryItemValue(QStringLiteral("timeout")).toDouble(&ok);
        if (!ok || !(s > 0 && s <= 3600))
            return bad(tr("timeout must be between 0 and 3600 seconds"));
        e.timeoutMs = int(s * 1000);
    }
    if (query.hasQueryItem(QStringLiteral("max_reply_mb"))) {
        const qint64 mb = query.queryItemValue(QStringLiteral("max_reply_mb")).toLongLong(&ok);
        if (!ok || mb < 1 || mb > 64 * 1024)
            return bad(tr("max_reply_mb must be a whole number of megabytes from 1 to 65536"));
        e.maxReplyBytes = mb * 1024 * 1024;
    }
    if (query.hasQueryItem(QStringLiteral("deadline"))) {
        const double s = query.queryItemValue(QStringLiteral("deadline")).toDouble(&ok);
        if (!ok || !(s > 0 && s <= 86400))
            return bad(tr("deadline must be between 0 and 86400 seconds"));
        e.deadlineMs = int(s * 1000);
    }
    if (query.hasQueryItem(QStringLiteral("resync"))) {
        e.resyncS = query.queryItemValue(QStringLiteral("resync")).toInt(&ok);
        if (!ok || e.resyncS < 0)
            return bad(tr("resync must be a number of seconds"));
    }
    return e;
}

} // namespace qc::rest
