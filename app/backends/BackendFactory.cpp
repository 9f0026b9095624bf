#include "BackendFactory.h"

#include "../profiles/ProfileBackendBuilder.h"
#include "../profiles/ProfileStore.h"
#include "demo/DemoBackend.h"
#include "rest/SlurmRestBackend.h"
#include "slurm/SlurmCliBackend.h"

#include <QCoreApplication>

namespace qc {

QStringList BackendFactory::supportedSchemes()
{
    return { QStringLiteral("demo"), QStringLiteral("slurm"), QStringLiteral("slurm+ssh"),
        QStringLiteral("slurm+rest") };
}

Result<std::shared_ptr<Backend>> BackendFactory::create(const QString& text)
{
    const QUrl url(text.trimmed(), QUrl::StrictMode);
    if (!url.isValid() || url.scheme().isEmpty())
        return BackendError::make(BackendError::Kind::InvalidUrl,
            QCoreApplication::translate("BackendFactory", "Not a backend URL (expected e.g. demo:// or slurm://)"),
            text);
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("demo"))
        return demo::DemoBackend::create(url);
    if (scheme == QLatin1String("slurm") || scheme == QLatin1String("slurm+ssh"))
        return slurm::SlurmCliBackend::create(url);
    if (scheme == QLatin1String("slurm+rest"))
        return rest::SlurmRestBackend::create(url);
    if (scheme == ProfileStore::urlScheme()) // saved cluster profiles: one backend, or several side by side
        return ProfileBackendBuilder::fromUrl(url);
    return BackendError::make(BackendError::Kind::InvalidUrl,
        QCoreApplication::translate("BackendFactory", "Unknown backend \"%1\"; supported: %2")
            .arg(scheme, supportedSchemes().join(QStringLiteral(", "))),
        text);
}

} // namespace qc
