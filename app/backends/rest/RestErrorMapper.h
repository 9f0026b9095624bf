#pragma once

#include "../../model/BackendError.h"

#include <QCoreApplication>
#include <QNetworkReply>
#include <nlohmann/json.hpp>

namespace qc::rest {

// Turns what slurmrestd answered into a BackendError. slurmrestd 22.05 reports a rejected token as HTTP 500
// with "Unspecified error" (errno -1) from slurmctld calls and "Protocol authentication error" (1007) from
// slurmdbd calls, never 401; some failures come with HTTP 200: the `errors` array is always read.
class RestErrorMapper
{
    Q_DECLARE_TR_FUNCTIONS(RestErrorMapper)

public:
    // Connection refused / DNS / timeout -> Unreachable, TLS -> Tls, 401 -> Auth, ...; None when the transport
    // succeeded (any HTTP status).
    static BackendError fromTransport(QNetworkReply::NetworkError error, const QString& errorText, int httpStatus);
    // Slurm's `errors` array (may be empty) with the HTTP status; None when neither signals a failure.
    static BackendError fromErrors(int httpStatus, const nlohmann::json& errors, const QString& what);
    // HTTP 500 with only "Unspecified error" (errno -1): slurmctld failed, or (22.05) the token was refused.
    // The backend tells them apart by asking slurmdbd, which reports a refused token as error 1007.
    static bool isAmbiguous(const BackendError& error);
    static BackendError authError(const QString& detail);
    static constexpr const char* kAmbiguousMark = " [errno -1]";
    // A body that is not the JSON we expect.
    static BackendError malformed(const QString& what, const QString& detail);
    // Slurm error numbers (slurm_errno.h) that carry meaning for the user.
    enum SlurmErrno {
        HeldOnSubmit = 2042, // ESLURM_JOB_HELD: a held submit succeeded
        AccessDenied = 2002, // ESLURM_ACCESS_DENIED
        InvalidUserId = 2010, // ESLURM_USER_ID_MISSING: another user's job
        InvalidJobId = 2017, // ESLURM_INVALID_JOB_ID
        ProtocolAuth = 1007, // SLURM_PROTOCOL_AUTHENTICATION_ERROR
    };
};

} // namespace qc::rest
