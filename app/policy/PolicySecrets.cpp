#include "PolicySecrets.h"

#include "../model/SecretVariable.h"
#include "../secrets/KeychainStore.h"
#include "../secrets/SessionSecrets.h"
#include "PolicySecretKey.h"

namespace qc {

namespace {
SessionSecrets& session()
{
    static SessionSecrets values;
    return values;
}
QString names(const QStringList& variables)
{
    return variables.join(QStringLiteral(", "));
}
} // namespace

QString PolicySecrets::marker()
{
    static const QString m = QChar(u'\0') + QStringLiteral("queuecast:value-in-keychain");
    return m;
}

JobSpec PolicySecrets::withoutSecrets(JobSpec spec, QMap<QString, QString>* taken)
{
    for (auto it = spec.environment.begin(); it != spec.environment.end(); ++it) {
        // An empty value hides nothing, and a marker is already what is stored.
        if (it.value().isEmpty() || isMarker(it.value()) || !SecretVariable::looksSecret(it.key()))
            continue;
        if (taken)
            taken->insert(it.key(), it.value());
        it.value() = marker();
    }
    return spec;
}

QStringList PolicySecrets::markedVariables(const JobSpec& spec)
{
    QStringList out;
    for (auto it = spec.environment.cbegin(); it != spec.environment.cend(); ++it) {
        if (isMarker(it.value()))
            out.append(it.key());
    }
    return out;
}

QString PolicySecrets::sessionValue(const QString& key)
{
    return session().value(key);
}

void PolicySecrets::forgetSessionValues()
{
    session().clear();
}

QCoro::Task<PolicySecrets::Stored> PolicySecrets::store(QString profileId, QString jobId, QMap<QString, QString> values)
{
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        session().insert(PolicySecretKey::forVariable(profileId, jobId, it.key()), it.value());
    if (values.isEmpty())
        co_return Stored { true, {} };
    const QStringList variables = values.keys();
    if (!KeychainStore::keychainAvailable())
        co_return Stored { false,
                           tr("This build has no keychain support: the secret environment variable(s) %1 of job %2 "
                              "are kept for this session only. After QueueCast restarts, auto-retry cannot "
                              "resubmit the job.")
                               .arg(names(variables), jobId) };
    KeychainStore keychain;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const QString key = PolicySecretKey::forVariable(profileId, jobId, it.key());
        auto writeTask = keychain.write(key, it.value());
        const VoidResult written = co_await writeTask;
        if (!written.ok()) {
            // The keychain's own words only: they never contain the value. The rest stays in memory too.
            co_return Stored { false,
                               tr("The keychain is not available (%1): the secret environment variable(s) %2 of "
                                  "job %3 are kept for this session only. After QueueCast restarts, auto-retry "
                                  "cannot resubmit the job.")
                                   .arg(written.error().toString(), names(variables), jobId) };
        }
        session().remove(key); // the keychain has it now
    }
    co_return Stored { true, {} };
}

QCoro::Task<Result<JobSpec>> PolicySecrets::complete(QString profileId, QString jobId, JobSpec spec)
{
    const QStringList variables = markedVariables(spec);
    QStringList missing;
    QString keychainProblem;
    KeychainStore keychain;
    for (const auto& variable : variables) {
        const QString key = PolicySecretKey::forVariable(profileId, jobId, variable);
        QString value = sessionValue(key);
        if (value.isEmpty() && KeychainStore::keychainAvailable()) {
            auto readTask = keychain.read(key);
            const Result<QString> read = co_await readTask;
            if (read.ok())
                value = read.value();
            else if (read.error().kind != BackendError::Kind::NotFound)
                keychainProblem = read.error().toString();
        }
        if (value.isEmpty())
            missing.append(variable);
        else
            spec.environment.insert(variable, value);
    }
    if (missing.isEmpty())
        co_return spec;
    const QString message
        = tr("Did not resubmit job %1: the secret environment variable(s) %2 could not be read back from the keychain "
             "or from this session's memory (without a keychain they are kept for one session only). The original "
             "job keeps waiting; submit it again by hand if needed.")
              .arg(jobId, names(missing));
    co_return BackendError::make(BackendError::Kind::NotFound, message, keychainProblem);
}

QCoro::Task<> PolicySecrets::forget(QString profileId, QString jobId, QStringList variables)
{
    for (const auto& variable : std::as_const(variables))
        session().remove(PolicySecretKey::forVariable(profileId, jobId, variable));
    if (!KeychainStore::keychainAvailable())
        co_return;
    KeychainStore keychain;
    for (const auto& variable : std::as_const(variables)) {
        // A value the keychain never took is not there to remove: that failure is fine.
        auto removeTask = keychain.remove(PolicySecretKey::forVariable(profileId, jobId, variable));
        co_await removeTask;
    }
}

} // namespace qc
