#include "ClusterProfile.h"

#include "../backends/BackendFactory.h"
#include "../backends/rest/RestEndpoint.h"

#include <QRegularExpression>
#include <QUrlQuery>

namespace qc {

namespace {
BackendError invalid(const QString& message, const QString& detail = {})
{
    return BackendError::make(BackendError::Kind::InvalidUrl, message, detail);
}
} // namespace

QString ClusterProfile::kindKey(Kind kind)
{
    switch (kind) {
    case Kind::Demo:
        return QStringLiteral("demo");
    case Kind::SlurmRest:
        return QStringLiteral("slurm-rest");
    case Kind::SlurmSsh:
        return QStringLiteral("slurm-ssh");
    case Kind::SlurmLocal:
        return QStringLiteral("slurm-local");
    }
    return {};
}

std::optional<ClusterProfile::Kind> ClusterProfile::kindFromKey(const QString& key)
{
    for (Kind k : kinds()) {
        if (kindKey(k) == key)
            return k;
    }
    return std::nullopt;
}

QString ClusterProfile::kindLabel(Kind kind)
{
    switch (kind) {
    case Kind::Demo:
        return tr("Demo platform");
    case Kind::SlurmRest:
        return tr("Slurm over slurmrestd");
    case Kind::SlurmSsh:
        return tr("Slurm over ssh");
    case Kind::SlurmLocal:
        return tr("Slurm commands on this computer");
    }
    return {};
}

bool ClusterProfile::isValidName(const QString& name)
{
    // No '/' or ':': they separate the profile from region names and job ids.
    static const QRegularExpression re(QStringLiteral("^[^/:,\\s][^/:,]{0,39}$"));
    return re.match(name).hasMatch() && name.trimmed() == name;
}

Result<QString> ClusterProfile::backendUrl() const
{
    const QString text = url.trimmed();
    switch (kind) {
    case Kind::Demo: {
        if (text.isEmpty())
            return BackendFactory::defaultUrl();
        if (!text.startsWith(QLatin1String("demo:"), Qt::CaseInsensitive))
            return invalid(tr("A demo profile takes an empty address or a demo:// URL"), text);
        return text;
    }
    case Kind::SlurmLocal:
        return QStringLiteral("slurm://");
    case Kind::SlurmSsh: {
        if (text.isEmpty())
            return invalid(tr("Enter an ssh host: an alias from ~/.ssh/config or user@host:port"));
        static const QRegularExpression re(
            QStringLiteral("^(?:([A-Za-z0-9._-]+)@)?([A-Za-z0-9._-]+|\\[[0-9A-Fa-f:]+\\])(?::([0-9]{1,5}))?$"));
        const auto m = re.match(text);
        if (!m.hasMatch() || m.captured(2).startsWith(u'-'))
            return invalid(tr("Not an ssh host: use an alias from ~/.ssh/config or user@host:port"), text);
        QUrl u;
        u.setScheme(QStringLiteral("slurm+ssh"));
        u.setHost(m.captured(2));
        const QString login = m.captured(1).isEmpty() ? user.trimmed() : m.captured(1);
        if (!login.isEmpty())
            u.setUserName(login);
        if (!m.captured(3).isEmpty()) {
            const int port = m.captured(3).toInt();
            if (port < 1 || port > 65535)
                return invalid(tr("The ssh port must be between 1 and 65535"), text);
            u.setPort(port);
        }
        return u.toString();
    }
    case Kind::SlurmRest: {
        if (text.isEmpty())
            return invalid(tr("Enter the slurmrestd address, e.g. https://slurm.example.org:6820"));
        // A bare host means https, but for this machine, where slurmrestd usually listens on plain HTTP.
        QUrl u(text.contains(QLatin1String("://")) ? text : QString(QStringLiteral("http://") + text),
               QUrl::StrictMode);
        const bool bare = !text.contains(QLatin1String("://"));
        const QString scheme = u.scheme().toLower();
        if (!u.isValid() || u.host().isEmpty()
            || (scheme != QLatin1String("http") && scheme != QLatin1String("https")
                && scheme != QLatin1String("slurm+rest")))
            return invalid(tr("Not a slurmrestd address: use http(s)://host:port"), text);
        if (!u.password().isEmpty())
            return invalid(tr("Do not put a token or password in the address; use the token field"));
        QUrlQuery query(u);
        if ((scheme == QLatin1String("https") || (bare && !rest::RestEndpoint::isLoopback(u.host())))
            && !query.hasQueryItem(QStringLiteral("tls")))
            query.addQueryItem(QStringLiteral("tls"), QStringLiteral("1"));
        query.removeAllQueryItems(QStringLiteral("allow_http"));
        if (allowPlainHttp)
            query.addQueryItem(QStringLiteral("allow_http"), QStringLiteral("1"));
        u.setScheme(QStringLiteral("slurm+rest"));
        u.setPath({});
        if (!user.trimmed().isEmpty())
            u.setUserName(user.trimmed());
        if (u.port() < 0)
            u.setPort(6820);
        u.setQuery(query);
        auto endpoint = rest::RestEndpoint::fromUrl(u);
        if (!endpoint.ok())
            return endpoint.error();
        return u.toString();
    }
    }
    return invalid(tr("Unknown profile kind"));
}

QString ClusterProfile::secretKey() const
{
    if (!needsToken())
        return {};
    const auto text = backendUrl();
    if (!text.ok())
        return {};
    const auto endpoint = rest::RestEndpoint::fromUrl(QUrl(text.value()));
    return endpoint.ok() ? endpoint.value().keychainKey() : QString();
}

} // namespace qc
