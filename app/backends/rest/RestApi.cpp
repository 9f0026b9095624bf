#include "RestApi.h"

#include "RestApiV0036.h"
#include "RestApiV0037.h"
#include "RestApiV0038.h"

namespace qc::rest {

std::shared_ptr<const RestApi> RestApi::forVersion(const QString& version)
{
    if (version == QLatin1String("v0.0.38"))
        return std::make_shared<RestApiV0038>();
    if (version == QLatin1String("v0.0.37"))
        return std::make_shared<RestApiV0037>();
    if (version == QLatin1String("v0.0.36"))
        return std::make_shared<RestApiV0036>();
    return nullptr;
}

QStringList RestApi::supportedVersions()
{
    return { QStringLiteral("v0.0.38"), QStringLiteral("v0.0.37"), QStringLiteral("v0.0.36") };
}

} // namespace qc::rest
