#include "ProfileBackendBuilder.h"

#include "../backends/BackendFactory.h"
#include "../backends/CompositeBackend.h"
#include "../backends/rest/RestClient.h"
#include "ProfileSecrets.h"
#include "ProfileStore.h"

namespace qc {

Result<std::shared_ptr<Backend>> ProfileBackendBuilder::build(const ClusterProfile& profile, const QString& token)
{
    const auto url = profile.backendUrl();
    if (!url.ok())
        return url.error();
    auto backend = BackendFactory::create(url.value());
    if (!backend.ok() || !profile.needsToken())
        return backend;
    const QString use = token.isEmpty() ? ProfileSecrets::sessionToken(profile.secretKey()) : token;
    if (!use.isEmpty()) {
        // The REST backend reads SLURM_JWT or the keychain only when its client holds no token: giving the
        // client one keeps a token that never reached the keychain in memory, out of the environment.
        if (auto* client = backend.value()->findChild<rest::RestClient*>())
            client->setToken(use);
    }
    return backend;
}

Result<std::shared_ptr<Backend>> ProfileBackendBuilder::build(const QList<ClusterProfile>& profiles)
{
    if (profiles.isEmpty())
        return BackendError::make(BackendError::Kind::InvalidUrl, tr("No cluster profile chosen"));
    if (profiles.size() == 1)
        return build(profiles.first());
    QList<CompositeBackend::Member> members;
    for (const auto& profile : profiles) {
        auto backend = build(profile);
        if (!backend.ok()) {
            BackendError error = backend.error();
            error.message = tr("Profile \"%1\": %2").arg(profile.name, error.message);
            return error;
        }
        members.append(CompositeBackend::Member { profile.name, backend.value() });
    }
    return std::shared_ptr<Backend>(std::make_shared<CompositeBackend>(members));
}

Result<std::shared_ptr<Backend>> ProfileBackendBuilder::fromUrl(const QUrl& url, const ProfileStore* store)
{
    const QStringList names = ProfileStore::namesFromUrl(url);
    if (names.isEmpty())
        return BackendError::make(BackendError::Kind::InvalidUrl,
                                  tr("A profiles URL names its profiles: profiles:?name=a&name=b"), url.toString());
    ProfileStore appStore;
    const ProfileStore& from = store ? *store : appStore;
    QList<ClusterProfile> chosen;
    for (const auto& name : names) {
        const auto profile = from.find(name);
        if (!profile)
            return BackendError::make(BackendError::Kind::NotFound,
                                      tr("There is no cluster profile named \"%1\"").arg(name));
        chosen.append(*profile);
    }
    return build(chosen);
}

} // namespace qc
