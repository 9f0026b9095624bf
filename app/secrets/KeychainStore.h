#pragma once

#include "../model/Result.h"

#include <QCoreApplication>
#include <QObject>
#include <qcoro/qcorotask.h>

namespace qc {

// Secrets in the OS keychain (service "QueueCast") via qtkeychain: slurmrestd tokens (RestTokenStore's keys),
// profile tokens and remembered submissions' secret environment values. Built without qtkeychain
// (QC_HAVE_KEYCHAIN undefined) every call fails with a clear Unsupported error. Secrets are never logged.
class KeychainStore : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    static bool keychainAvailable();
    static QString service() { return QStringLiteral("QueueCast"); }

    QCoro::Task<Result<QString>> read(QString key);
    QCoro::Task<VoidResult> write(QString key, QString token);
    QCoro::Task<VoidResult> remove(QString key);

private:
    static BackendError noKeychain();
};

} // namespace qc
