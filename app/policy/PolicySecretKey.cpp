#include "PolicySecretKey.h"

namespace qc {

QString PolicySecretKey::forVariable(const QString& profileId, const QString& jobId, const QString& variable)
{
    return QStringLiteral("policy-env:%1:%2:%3").arg(profileId, jobId, variable);
}

} // namespace qc
