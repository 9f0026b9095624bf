#pragma once

#include "../Result.h"

#include <QCoreApplication>
#include <QObject>
#include <qcoro/qcorotask.h>

namespace qc::rest {

// Slurm JWTs in the OS keychain (service "QueueCast", key "slurm-rest:<user>@<host>:<port>") via qtkeychain.
// Built without qtkeychain (QC_HAVE_KEYCHAIN undefined) every call fails with a clear Unsupported error and
// tokens come from SLURM_JWT only. Tokens are never logged.
class RestTokenStore : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    static bool keychainAvailable();
    static QString service() { return QStringLiteral("QueueCast"); }
    static QString keyFor(const QString& user, const QString& host, int port);

    QCoro::Task<Result<QString>> read(QString key);
    QCoro::Task<VoidResult> write(QString key, QString token);
    QCoro::Task<VoidResult> remove(QString key);

private:
    static BackendError noKeychain();
};

} // namespace qc::rest
