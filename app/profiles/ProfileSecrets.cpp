#include "ProfileSecrets.h"

#include "../secrets/KeychainStore.h"
#include "../secrets/SessionSecrets.h"

#include <QPointer>

namespace qc {

namespace {
SessionSecrets& session()
{
    static SessionSecrets tokens;
    return tokens;
}
} // namespace

QString ProfileSecrets::sessionToken(const QString& key)
{
    return session().value(key);
}

void ProfileSecrets::forgetSessionTokens()
{
    session().clear();
}

QCoro::Task<ProfileSecrets::Outcome> ProfileSecrets::store(ClusterProfile profile, QString token)
{
    const QString key = profile.secretKey();
    if (key.isEmpty() || token.isEmpty())
        co_return Outcome { false, {} };
    if (!KeychainStore::keychainAvailable()) {
        session().insert(key, token);
        co_return Outcome {
            false,
            tr("This build has no keychain support: the token for \"%1\" is kept in memory until QueueCast quits. "
               "Set SLURM_JWT to avoid typing it again.")
                .arg(profile.name)
        };
    }
    QPointer<ProfileSecrets> self(this);
    auto* tokens = new KeychainStore(this);
    auto writeTask = tokens->write(key, token);
    const VoidResult written = co_await writeTask;
    if (!self)
        co_return Outcome {};
    tokens->deleteLater();
    if (!written.ok()) {
        session().insert(key, token);
        // The keychain's own words go in the detail only: they never contain the token.
        co_return Outcome {
            false,
            tr("The keychain is not available (%1): the token for \"%2\" is kept in memory until QueueCast quits. "
               "Set SLURM_JWT to avoid typing it again.")
                .arg(written.error().toString(), profile.name)
        };
    }
    session().remove(key); // the keychain has it now; the backend reads it from there
    co_return Outcome { true, {} };
}

QCoro::Task<VoidResult> ProfileSecrets::forget(ClusterProfile profile)
{
    const QString key = profile.secretKey();
    if (key.isEmpty())
        co_return Done {};
    const bool onlyInMemory = !sessionToken(key).isEmpty(); // the keychain refused it when it was stored
    session().remove(key);
    if (onlyInMemory || !KeychainStore::keychainAvailable())
        co_return Done {};
    QPointer<ProfileSecrets> self(this);
    auto* tokens = new KeychainStore(this);
    auto removeTask = tokens->remove(key);
    const VoidResult removed = co_await removeTask;
    if (self)
        tokens->deleteLater();
    if (!removed.ok() && removed.error().kind != BackendError::Kind::NotFound)
        co_return removed.error();
    co_return Done {};
}

QCoro::Task<Result<QString>> ProfileSecrets::read(ClusterProfile profile)
{
    const QString key = profile.secretKey();
    if (key.isEmpty())
        co_return QString();
    const QString inMemory = sessionToken(key);
    if (!inMemory.isEmpty() || !KeychainStore::keychainAvailable())
        co_return inMemory;
    QPointer<ProfileSecrets> self(this);
    auto* tokens = new KeychainStore(this);
    auto readTask = tokens->read(key);
    const Result<QString> stored = co_await readTask;
    if (self)
        tokens->deleteLater();
    if (!stored.ok() && stored.error().kind == BackendError::Kind::NotFound)
        co_return QString();
    co_return stored;
}

} // namespace qc
