// The composition root of the backends: every scheme QueueCast knows, registered with BackendFactory.
// This file sits above all backend layers (demo, slurm, rest, profiles), so none of them has to know the
// others. It is an object library that queuecast_core hands to every program linking it: an object file in
// a static archive would be dropped by the linker, since nothing refers to it by name.
#include "backends/BackendFactory.h"
#include "backends/demo/DemoBackend.h"
#include "backends/rest/SlurmRestBackend.h"
#include "backends/slurm/SlurmCliBackend.h"
#include "profiles/ProfileBackendBuilder.h"
#include "profiles/ProfileStore.h"

namespace qc {
namespace {

[[maybe_unused]] const bool registered = [] {
    BackendFactory::registerScheme(QStringLiteral("demo"),
                                   [](const QUrl& url) { return demo::DemoBackend::create(url); });
    for (const QString& scheme : { QStringLiteral("slurm"), QStringLiteral("slurm+ssh") }) {
        BackendFactory::registerScheme(scheme, [](const QUrl& url) { return slurm::SlurmCliBackend::create(url); });
    }
    BackendFactory::registerScheme(QStringLiteral("slurm+rest"),
                                   [](const QUrl& url) { return rest::SlurmRestBackend::create(url); });
    // Saved cluster profiles: one backend, or several side by side.
    BackendFactory::registerScheme(ProfileStore::urlScheme(),
                                   [](const QUrl& url) { return ProfileBackendBuilder::fromUrl(url); });
    return true;
}();

} // namespace
} // namespace qc
