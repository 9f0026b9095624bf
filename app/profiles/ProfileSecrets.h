#pragma once

#include "ClusterProfile.h"

#include <QObject>
#include <qcoro/qcorotask.h>

namespace qc {

// A profile's slurmrestd token: into the OS keychain (through KeychainStore, under the same key the REST
// backend reads), and when there is no usable keychain, into this process's memory only, with a warning that
// says so. Nothing here writes a token to a file or a log.
class ProfileSecrets : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    struct Outcome
    {
        bool inKeychain = false;
        QString warning; // translated; empty when the keychain took the token
    };
    QCoro::Task<Outcome> store(ClusterProfile profile, QString token);
    // Forgets the token in memory and removes it from the keychain (a missing entry is fine; a token that only
    // ever lived in memory needs no keychain).
    QCoro::Task<VoidResult> forget(ClusterProfile profile);
    // Reads the keychain (then this session's memory). Empty value: no token stored.
    QCoro::Task<Result<QString>> read(ClusterProfile profile);

    // This session's fallback tokens, keyed like the keychain.
    static QString sessionToken(const QString& key);
    static void forgetSessionTokens();
};

} // namespace qc
