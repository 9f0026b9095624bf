#include "BackendError.h"

namespace qc {

QString BackendError::kindName() const
{
    switch (kind) {
    case Kind::None:
        return QStringLiteral("none");
    case Kind::InvalidUrl:
        return QStringLiteral("invalid_url");
    case Kind::Unreachable:
        return QStringLiteral("unreachable");
    case Kind::Tls:
        return QStringLiteral("tls");
    case Kind::Auth:
        return QStringLiteral("auth");
    case Kind::NotPermitted:
        return QStringLiteral("not_permitted");
    case Kind::InvalidRequest:
        return QStringLiteral("invalid_request");
    case Kind::NotFound:
        return QStringLiteral("not_found");
    case Kind::Unsupported:
        return QStringLiteral("unsupported");
    case Kind::Malformed:
        return QStringLiteral("malformed");
    case Kind::Internal:
        return QStringLiteral("internal");
    }
    return QStringLiteral("internal");
}

QString BackendError::toString() const
{
    if (detail.isEmpty())
        return message;
    // A message written as a sentence loses its full stop before the detail: it read "written by a newer
    // QueueCast.: /home/…/policy.sqlite". An ellipsis stays.
    QString sentence = message;
    if ((sentence.endsWith(u'.') && !sentence.endsWith(QLatin1String(".."))) || sentence.endsWith(QChar(0x3002)))
        sentence.chop(1);
    return QCoreApplication::translate("BackendError", "%1: %2").arg(sentence, detail);
}

BackendError BackendError::notPending(const QString& jobId, const QString& state)
{
    return make(Kind::InvalidRequest,
                QCoreApplication::translate("BackendError", "Job %1 is no longer pending (%2); it was left as it is.")
                    .arg(jobId, state));
}

BackendError BackendError::nothingToChange(const QString& jobId)
{
    return make(
        Kind::InvalidRequest,
        QCoreApplication::translate("BackendError", "Nothing to change for job %1; nothing was sent.").arg(jobId));
}

} // namespace qc
