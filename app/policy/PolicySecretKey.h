#pragma once

#include <QString>

namespace qc {

// Where a remembered submission's secret environment value lives, in the keychain and in this session's
// memory alike: "policy-env:<profileId>:<jobId>:<VARIABLE>".
class PolicySecretKey
{
public:
    static QString forVariable(const QString& profileId, const QString& jobId, const QString& variable);
};

} // namespace qc
