#pragma once

#include <QCoreApplication>
#include <QString>

namespace qc {

// Why a backend call failed, in a form the UI can translate and the CLI can map to an exit code.
struct BackendError
{
    enum class Kind {
        None,
        InvalidUrl,
        Unreachable, // connection refused, DNS, timeout, slurmctld down
        Tls,
        Auth, // bad or expired token, ssh auth
        NotPermitted, // the scheduler refused: operator rights needed
        InvalidRequest, // the scheduler rejected the request as written
        NotFound,
        Unsupported, // server version or feature unsupported
        Malformed, // output or body we could not parse
        Internal,
    };
    Kind kind = Kind::None;
    QString message; // already translated, for people
    QString detail; // raw text from the scheduler or transport, untranslated

    bool isError() const { return kind != Kind::None; }
    QString kindName() const;
    // The message, then the detail after a colon (the language's own: "：" in Chinese).
    QString toString() const;

    static BackendError make(Kind kind, QString message, QString detail = {})
    {
        return BackendError { kind, std::move(message), std::move(detail) };
    }
    // What every backend's cancelIfPending answers for a job that has left the queue's waiting state.
    static BackendError notPending(const QString& jobId, const QString& state);
    // What every backend's update answers for a change that changes nothing (checked before anything is sent).
    static BackendError nothingToChange(const QString& jobId);
};

} // namespace qc
