#pragma once

#include "../model/JobSpec.h"
#include "../model/Result.h"

#include <QCoreApplication>
#include <QMap>
#include <QStringList>
#include <qcoro/qcorotask.h>

namespace qc {

// The secret-looking environment values (SecretVariable::looksSecret) of the submissions the policy engine
// remembers. They never reach the policy database: the stored spec keeps a marker in their place and the value
// goes to the OS keychain (KeychainStore), or, without a usable keychain, to this process's memory only.
// Free coroutines holding what they need by value: a keychain write finishes even if the engine is gone.
class PolicySecrets
{
    Q_DECLARE_TR_FUNCTIONS(PolicySecrets)

public:
    // Stands in for a value kept outside the database. Environment values are C strings, so one that holds a
    // NUL character can never be a real value; a database written before markers existed simply has none.
    static QString marker();
    static bool isMarker(const QString& value) { return value == marker(); }
    // The spec with every non-empty secret value replaced by the marker; the values taken out go to `taken`.
    static JobSpec withoutSecrets(JobSpec spec, QMap<QString, QString>* taken = nullptr);
    // The variables whose values the spec only marks.
    static QStringList markedVariables(const JobSpec& spec);

    struct Stored
    {
        bool inKeychain = false;
        QString warning; // translated; empty when the keychain took every value
    };
    // Keeps the values in this session's memory at once (a resubmission may come before the keychain answers),
    // then moves them to the keychain. Without a usable keychain they stay in memory and `warning` says so.
    static QCoro::Task<Stored> store(QString profileId, QString jobId, QMap<QString, QString> values);
    // The spec with its marked values filled in from memory or the keychain, or an error naming the variables
    // whose values are gone (never the values).
    static QCoro::Task<Result<JobSpec>> complete(QString profileId, QString jobId, JobSpec spec);
    // Best effort: drops the values from memory and from the keychain.
    static QCoro::Task<> forget(QString profileId, QString jobId, QStringList variables);

    // This session's fallback values, keyed like the keychain (PolicySecretKey).
    static QString sessionValue(const QString& key);
    // What a restart does to them; for tests.
    static void forgetSessionValues();
};

} // namespace qc
