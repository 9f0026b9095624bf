#pragma once

#include "../../secrets/KeychainStore.h"
#include "../../secrets/SessionSecrets.h"

namespace qc::rest {

// Slurm JWTs in the OS keychain, under "slurm-rest:<user>@<host>:<port>". The storage itself is the secrets
// layer's (KeychainStore), shared with profile and policy secrets; only the key is REST's.
class RestTokenStore : public KeychainStore
{
public:
    using KeychainStore::KeychainStore;

    static QString keyFor(const QString& user, const QString& host, int port)
    {
        return QStringLiteral("slurm-rest:%1@%2:%3").arg(user, host, QString::number(port));
    }
};

using SessionSecrets = qc::SessionSecrets;

} // namespace qc::rest
