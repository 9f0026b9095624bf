#include "SecretVariable.h"

#include <QRegularExpression>

namespace qc {

bool SecretVariable::looksSecret(const QString& variable)
{
    static const QRegularExpression secret(QStringLiteral("(TOKEN|SECRET|PASSW(OR)?D|PASS|KEY|CREDENTIAL)"),
                                           QRegularExpression::CaseInsensitiveOption);
    return secret.match(variable).hasMatch();
}

JobSpec SecretVariable::withoutSecrets(JobSpec spec, QStringList* dropped)
{
    for (auto it = spec.environment.begin(); it != spec.environment.end();) {
        if (looksSecret(it.key())) {
            if (dropped)
                dropped->append(it.key());
            it = spec.environment.erase(it);
        } else {
            ++it;
        }
    }
    return spec;
}

} // namespace qc
