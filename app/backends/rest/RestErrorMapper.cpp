#include "RestErrorMapper.h"

#include "RestJson.h"

namespace qc::rest {

using Kind = BackendError::Kind;

BackendError RestErrorMapper::fromTransport(QNetworkReply::NetworkError error, const QString& errorText, int httpStatus)
{
    switch (error) {
    case QNetworkReply::NoError:
        return {};
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::TimeoutError:
    case QNetworkReply::OperationCanceledError: // setTransferTimeout aborts with this
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::UnknownNetworkError:
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::ProxyNotFoundError:
    case QNetworkReply::ProxyTimeoutError:
        return BackendError::make(Kind::Unreachable,
                                  tr("slurmrestd did not answer (connection refused, unknown host or timeout)"),
                                  errorText);
    case QNetworkReply::SslHandshakeFailedError:
        return BackendError::make(
            Kind::Tls, tr("The TLS connection to slurmrestd failed: its certificate could not be verified"), errorText);
    default:
        break;
    }
    // HTTP-level errors arrive with a body; the caller reads `errors` for the details. These are the fallbacks.
    if (httpStatus == 401)
        return BackendError::make(Kind::Auth, tr("slurmrestd refused the request: no valid token"), errorText);
    if (httpStatus == 403)
        return BackendError::make(Kind::NotPermitted, tr("slurmrestd refused the request: permission denied"),
                                  errorText);
    if (httpStatus == 404)
        return BackendError::make(Kind::NotFound, tr("slurmrestd does not know this resource"), errorText);
    if (httpStatus > 0)
        return {};
    return BackendError::make(Kind::Unreachable, tr("slurmrestd could not be reached"), errorText);
}

BackendError RestErrorMapper::fromErrors(int httpStatus, const nlohmann::json& errors, const QString& what)
{
    QStringList texts;
    bool auth = false;
    bool denied = false;
    bool notFound = false;
    bool unreachable = false;
    bool allUnspecified = true;
    int count = 0;
    if (errors.is_array()) {
        for (const auto& e : errors) {
            if (!e.is_object())
                continue;
            const qint64 number
                = fields::integer(e, "error_number", fields::integer(e, "error_code", fields::integer(e, "errno", 0)));
            if (number == HeldOnSubmit)
                continue; // success with a note; the caller asked for the hold
            ++count;
            const QString error = fields::str(e, "error");
            const QString description = fields::str(e, "description");
            texts.append(description.isEmpty() ? error : QString(description + QStringLiteral(" (") + error + u')'));
            const QString lower = (error + QLatin1Char(' ') + description).toLower();
            if (number != -1)
                allUnspecified = false;
            if (number == ProtocolAuth || lower.contains(QLatin1String("authentication"))
                || lower.contains(QLatin1String("token")))
                auth = true;
            else if (number == AccessDenied || number == InvalidUserId || lower.contains(QLatin1String("permission"))
                     || lower.contains(QLatin1String("denied")))
                denied = true;
            else if (number == InvalidJobId || lower.contains(QLatin1String("invalid job id")))
                notFound = true;
            else if (lower.contains(QLatin1String("unable to contact slurm controller"))
                     || lower.contains(QLatin1String("connection refused")))
                unreachable = true;
        }
    }
    const QString detail = texts.join(QStringLiteral("; "));
    if (count == 0) {
        if (httpStatus >= 200 && httpStatus < 400)
            return {};
        // 23.11+ answer a refused token with 511 (Network Authentication Required).
        if (httpStatus == 401 || httpStatus == 511)
            return BackendError::make(Kind::Auth, tr("slurmrestd refused the request: no valid token"));
        if (httpStatus == 403)
            return BackendError::make(Kind::NotPermitted, tr("slurmrestd refused the request: permission denied"));
        if (httpStatus == 404)
            return BackendError::make(Kind::NotFound, tr("slurmrestd does not know this resource"));
        return BackendError::make(Kind::Internal, tr("slurmrestd failed while answering: %1").arg(what),
                                  QStringLiteral("HTTP %1").arg(httpStatus));
    }
    if (auth)
        return authError(detail);
    if (httpStatus == 500 && allUnspecified)
        return BackendError::make(
            Kind::Internal,
            tr("slurmctld did not answer the request (slurmrestd also says this when it refuses a token)"),
            detail + QLatin1String(kAmbiguousMark));
    if (denied)
        return BackendError::make(Kind::NotPermitted, tr("Slurm refused: you may not do this to this job"), detail);
    if (notFound)
        return BackendError::make(Kind::NotFound, tr("Slurm does not know this job"), detail);
    if (unreachable)
        return BackendError::make(Kind::Unreachable, tr("slurmrestd cannot reach slurmctld"), detail);
    return BackendError::make(Kind::InvalidRequest, tr("Slurm rejected the request: %1").arg(what), detail);
}

BackendError RestErrorMapper::authError(const QString& detail)
{
    return BackendError::make(
        Kind::Auth, tr("slurmrestd rejected the token (bad or expired): get a new one with \"scontrol token\""),
        detail);
}

bool RestErrorMapper::isAmbiguous(const BackendError& error)
{
    return error.kind == Kind::Internal && error.detail.endsWith(QLatin1String(kAmbiguousMark));
}

BackendError RestErrorMapper::malformed(const QString& what, const QString& detail)
{
    return BackendError::make(Kind::Malformed, tr("slurmrestd sent an answer that could not be read: %1").arg(what),
                              detail);
}

} // namespace qc::rest
