#pragma once

#include "JobSpec.h"

#include <QStringList>

namespace qc {

// The one rule for environment variables whose values are credentials (…TOKEN, …SECRET, …PASSWORD, …KEY):
// templates, the demo action log and remembered submissions never write their values to a file.
class SecretVariable
{
public:
    static bool looksSecret(const QString& variable);
    // The spec without its secret-looking variables; their names go to `dropped`.
    static JobSpec withoutSecrets(JobSpec spec, QStringList* dropped = nullptr);
};

} // namespace qc
