#pragma once

#include "../backends/Backend.h"
#include "ClusterProfile.h"

#include <memory>

namespace qc {

class ProfileStore;

// Turns profiles into backends: one profile gives its own backend, several give a CompositeBackend in which
// each cluster is a region family.
class ProfileBackendBuilder
{
    Q_DECLARE_TR_FUNCTIONS(ProfileBackendBuilder)

public:
    // token: use this slurmrestd token instead of SLURM_JWT / the keychain (a token typed but not saved yet,
    // or this session's fallback when there is no keychain). Empty: the session's fallback, if any.
    static Result<std::shared_ptr<Backend>> build(const ClusterProfile& profile, const QString& token = {});
    static Result<std::shared_ptr<Backend>> build(const QList<ClusterProfile>& profiles);
    // "profiles:?name=a&name=b", the profiles looked up in store (the application's settings when null).
    static Result<std::shared_ptr<Backend>> fromUrl(const QUrl& url, const ProfileStore* store = nullptr);
};

} // namespace qc
