// Secret environment values of the submissions the policy engine remembers, for real. Run plainly it hides any
// session bus, so qtkeychain finds no keychain: values must stay in this process's memory, the policy log must
// say so once, and after a restart a resubmission must refuse rather than send a job without them. Run by
// tests/profiles/with-keyring.sh (QC_EXPECT_KEYCHAIN=1, a private D-Bus session with gnome-keyring unlocked) the
// keychain must take them and a restarted engine must send them again. Either way the SQLite file never holds one.

#include "PolicyTestSupport.h"
#include "backends/rest/RestTokenStore.h"
#include "common/FlakyBackend.h"
#include "model/JsonCodec.h"
#include "policy/PolicyEngine.h"
#include "policy/PolicySecretKey.h"
#include "policy/PolicySecrets.h"
#include "policy/PolicyStore.h"

#include <QDirIterator>
#include <QFile>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace qc;
using namespace qc::test;

namespace {

const QString kHfToken = QStringLiteral("HF_TOKEN");
const QString kWandbKey = QStringLiteral("WANDB_API_KEY");

RetryPolicy fewerGpus(const QString& jobId)
{
    RetryPolicy p;
    p.jobId = jobId;
    p.pendingAfterS = 300;
    p.action = RetryPolicy::Action::ResubmitFewerGpus;
    p.gpus = 8;
    p.maxAttempts = 3;
    return p;
}

bool keychainHas(const QString& key)
{
    rest::RestTokenStore keychain;
    return QCoro::waitFor(keychain.read(key)).ok();
}

} // namespace

class TestPolicySecrets : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    bool m_expectKeychain = false;
    int m_counter = 0;
    QString m_hfValue;
    QString m_wandbValue;

    QString newDbPath() { return m_dir.filePath(QStringLiteral("secrets-%1.sqlite").arg(++m_counter)); }
    static QString profileOf(const QString& path) { return QFileInfo(path).completeBaseName(); }

    JobSpec secretSpec() const
    {
        JobSpec spec = trainingSpec(QStringLiteral("eu-west"), 16);
        spec.environment.insert(kHfToken, m_hfValue);
        spec.environment.insert(kWandbKey, m_wandbValue);
        spec.environment.insert(QStringLiteral("WANDB_MODE"), QStringLiteral("offline"));
        spec.environment.insert(QStringLiteral("EMPTY_TOKEN"), QString());
        return spec;
    }

    std::unique_ptr<PolicyEngine> makeEngine(std::shared_ptr<Backend> backend, const QString& path, TestClock* clock)
    {
        auto engine = std::make_unique<PolicyEngine>(std::move(backend), path);
        // The clock is installed: the engine (and the demo) read it through qc::Clock.
        Q_UNUSED(clock)
        engine->setMaxViewAge(86400);
        return engine;
    }

    // The log entries that say secrets are kept for this session only.
    static QList<PolicyLogEntry> sessionOnlyWarnings(const PolicyEngine& engine)
    {
        QList<PolicyLogEntry> out;
        for (const auto& e : engine.log()) {
            if (e.message.contains(QLatin1String("this session only")))
                out.append(e);
        }
        return out;
    }

    // Both values where a resubmission can find them: the keychain took them (memory is dropped then), or the
    // engine has said it keeps them in memory.
    void waitUntilKept(const PolicyEngine& engine, const QString& jobId)
    {
        const QString key = PolicySecretKey::forVariable(engine.profileId(), jobId, kHfToken);
        if (m_expectKeychain) {
            QTRY_VERIFY_WITH_TIMEOUT(
                PolicySecrets::sessionValue(key).isEmpty()
                    && PolicySecrets::sessionValue(PolicySecretKey::forVariable(engine.profileId(), jobId, kWandbKey))
                           .isEmpty(),
                30000);
            QCOMPARE(sessionOnlyWarnings(engine).size(), 0);
            QVERIFY(keychainHas(key));
        } else {
            QTRY_COMPARE(sessionOnlyWarnings(engine).size(), 1);
            QCOMPARE(PolicySecrets::sessionValue(key), m_hfValue);
        }
    }

    void verifyNoFileHolds(const QString& value)
    {
        QDirIterator it(m_dir.path(), QDir::Files, QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            QVERIFY2(!bytes.contains(value.toUtf8()), qPrintable(f.fileName()));
            QVERIFY2(!bytes.contains(QByteArray(reinterpret_cast<const char*>(value.utf16()), value.size() * 2)),
                     qPrintable(f.fileName()));
            ++files;
        }
        QVERIFY(files > 0);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_expectKeychain = qEnvironmentVariable("QC_EXPECT_KEYCHAIN") == QLatin1String("1");
        if (!m_expectKeychain)
            qunsetenv("DBUS_SESSION_BUS_ADDRESS"); // whatever this machine has, test the headless case
        if (m_expectKeychain && !rest::RestTokenStore::keychainAvailable())
            QFAIL("QC_EXPECT_KEYCHAIN=1 but this build has no qtkeychain (QC_HAVE_KEYCHAIN unset)");
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        const auto pid = QCoreApplication::applicationPid();
        m_hfValue = QStringLiteral("hf_secretValue%1xyz").arg(pid);
        m_wandbValue = QStringLiteral("wandb-%1-0123456789abcdef").arg(pid);
    }

    void cleanup() { PolicySecrets::forgetSessionValues(); }

    void theMarkerCannotBeARealValue()
    {
        const QString marker = PolicySecrets::marker();
        QVERIFY(marker.contains(QChar(u'\0'))); // no environment value can hold a NUL
        QMap<QString, QString> taken;
        const JobSpec kept = PolicySecrets::withoutSecrets(secretSpec(), &taken);
        QCOMPARE(taken.size(), 2);
        QCOMPARE(taken.value(kHfToken), m_hfValue);
        QCOMPARE(taken.value(kWandbKey), m_wandbValue);
        QCOMPARE(PolicySecrets::markedVariables(kept), (QStringList { kHfToken, kWandbKey }));
        QCOMPARE(kept.environment.value(QStringLiteral("WANDB_MODE")), QStringLiteral("offline"));
        QVERIFY(kept.environment.contains(QStringLiteral("EMPTY_TOKEN")));
        QVERIFY(kept.environment.value(QStringLiteral("EMPTY_TOKEN")).isEmpty());
        // The marker survives the JSON the database holds, and marking twice changes nothing.
        const JobSpec back = codec::jobSpecFromJson(nlohmann::json::parse(codec::toJson(kept).dump()));
        QVERIFY(PolicySecrets::isMarker(back.environment.value(kHfToken)));
        QMap<QString, QString> again;
        QCOMPARE(PolicySecrets::withoutSecrets(back, &again).environment, kept.environment);
        QVERIFY(again.isEmpty());
    }

    void theFileNeverHoldsASecret()
    {
        auto backend = emptyDemo();
        const QString path = newDbPath();
        const JobSpec spec = secretSpec();
        TestClock clock;
        {
            auto engine = makeEngine(backend, path, &clock);
            QTRY_VERIFY(engine->isReady());
            engine->rememberSubmission(QStringLiteral("101"), spec);
            engine->rememberSubmission(QStringLiteral("102"), spec);
            const auto remembered = engine->submission(QStringLiteral("101"));
            QVERIFY(remembered);
            QCOMPARE(PolicySecrets::markedVariables(*remembered), (QStringList { kHfToken, kWandbKey }));
            waitUntilKept(*engine, QStringLiteral("102"));
            // Said once, not once per job.
            QCOMPARE(sessionOnlyWarnings(*engine).size(), m_expectKeychain ? 0 : 1);
        }
        // The store on its own marks them too, whoever calls it.
        {
            PolicyStore store(path);
            QVERIFY(store.open().ok());
            QVERIFY(store.rememberSubmission(QStringLiteral("103"), spec, QDateTime::currentDateTimeUtc()).ok());
        }
        verifyNoFileHolds(m_hfValue);
        verifyNoFileHolds(m_wandbValue);

        PolicyStore store(path);
        QVERIFY(store.open().ok());
        const auto stored = store.submissions();
        QVERIFY(stored.ok());
        QCOMPARE(stored.value().size(), 3);
        for (const auto& s : stored.value()) {
            QCOMPARE(s.command, spec.command);
            QCOMPARE(s.environment.value(QStringLiteral("WANDB_MODE")), QStringLiteral("offline"));
            QVERIFY(s.environment.contains(QStringLiteral("EMPTY_TOKEN")));
            QVERIFY(PolicySecrets::isMarker(s.environment.value(kHfToken)));
            QVERIFY(PolicySecrets::isMarker(s.environment.value(kWandbKey)));
        }
    }

    void resubmitsWithTheSecretsWithinTheSession()
    {
        auto backend = std::make_shared<FlakyBackend>(emptyDemo());
        blockEuWest(*backend);
        const JobSpec spec = secretSpec();
        const QString id = submit(*backend, spec);
        TestClock clock;
        auto engine = makeEngine(backend, newDbPath(), &clock);
        QTRY_VERIFY(engine->isReady());
        engine->rememberSubmission(id, spec);
        waitUntilKept(*engine, id);
        if (!m_expectKeychain) {
            const auto warning = sessionOnlyWarnings(*engine).first();
            QCOMPARE(warning.jobId, id);
            QVERIFY2(warning.message.contains(kHfToken) && warning.message.contains(kWandbKey),
                     qPrintable(warning.message));
            QVERIFY(!warning.message.contains(m_hfValue) && !warning.message.contains(m_wandbValue));
        }
        QVERIFY(engine->setPolicy(fewerGpus(id)).isEmpty());
        QSignalSpy followed(engine.get(), &PolicyEngine::policyFollowed);

        clock.offsetS = 301;
        auto view = freshView(*backend);
        const int before = int(backend->submitted.size());
        engine->onViewUpdated(view);
        QTRY_COMPARE(followed.count(), 1);
        QTRY_COMPARE(engine->actionsInFlight(), 0);
        const QString newId = followed.first().at(2).toString();
        // What reached the scheduler is what the user sent, secrets included, with 8 GPUs.
        QCOMPARE(backend->submitted.size(), before + 1);
        QCOMPARE(backend->submitted.last().environment, spec.environment);
        QCOMPARE(backend->submitted.last().gpus, 8);
        view = freshView(*backend, view->snapshot.takenAt);
        QCOMPARE(view->snapshot.findJob(id)->state, JobState::Cancelled);
        QVERIFY(view->snapshot.findJob(newId)->isPending());

        // The copy's secrets are kept like the original's, and the cancelled original's are forgotten.
        QVERIFY(!engine->knowsSubmission(id));
        const auto copy = engine->submission(newId);
        QVERIFY(copy);
        QCOMPARE(PolicySecrets::markedVariables(*copy), (QStringList { kHfToken, kWandbKey }));
        const auto completed = QCoro::waitFor(PolicySecrets::complete(engine->profileId(), newId, *copy));
        QVERIFY2(completed.ok(), qPrintable(completed.error().toString()));
        QCOMPARE(completed.value().environment, spec.environment);
        const QString oldKey = PolicySecretKey::forVariable(engine->profileId(), id, kHfToken);
        QTRY_VERIFY(PolicySecrets::sessionValue(oldKey).isEmpty() && !keychainHas(oldKey));
        QCOMPARE(sessionOnlyWarnings(*engine).size(), m_expectKeychain ? 0 : 1);
    }

    void aRestartKeepsTheSecretsOnlyInTheKeychain()
    {
        auto backend = std::make_shared<FlakyBackend>(emptyDemo());
        blockEuWest(*backend);
        const JobSpec spec = secretSpec();
        const QString id = submit(*backend, spec);
        const QString path = newDbPath();
        TestClock clock;
        {
            auto engine = makeEngine(backend, path, &clock);
            QTRY_VERIFY(engine->isReady());
            engine->rememberSubmission(id, spec);
            waitUntilKept(*engine, id);
        }
        PolicySecrets::forgetSessionValues(); // what quitting QueueCast does to them

        auto engine = makeEngine(backend, path, &clock);
        QTRY_VERIFY(engine->isReady());
        QVERIFY(engine->knowsSubmission(id));
        QVERIFY(engine->setPolicy(fewerGpus(id)).isEmpty());
        clock.offsetS = 301;
        auto view = freshView(*backend);
        const int before = int(backend->submitted.size());
        engine->onViewUpdated(view);
        QTRY_VERIFY(!engine->logFor(id).isEmpty());
        QTRY_COMPARE(engine->actionsInFlight(), 0);
        const PolicyLogEntry entry = engine->logFor(id).last();
        view = freshView(*backend, view->snapshot.takenAt);
        if (m_expectKeychain) {
            QVERIFY2(entry.outcome == PolicyLogEntry::Outcome::Ok, qPrintable(entry.message));
            QCOMPARE(backend->submitted.size(), before + 1);
            QCOMPARE(backend->submitted.last().environment, spec.environment);
            QVERIFY(view->snapshot.findJob(entry.newJobId)->isPending());
            return;
        }
        // Nothing sent, the original untouched, and the log says which variables are missing, not their values.
        QCOMPARE(entry.outcome, PolicyLogEntry::Outcome::Failed);
        QVERIFY(entry.newJobId.isEmpty());
        QVERIFY2(entry.message.contains(kHfToken) && entry.message.contains(kWandbKey), qPrintable(entry.message));
        QVERIFY2(entry.message.contains(id), qPrintable(entry.message));
        QVERIFY(!entry.message.contains(m_hfValue) && !entry.message.contains(m_wandbValue));
        QCOMPARE(backend->submitted.size(), before);
        const Job* original = view->snapshot.findJob(id);
        QVERIFY(original && original->isPending());
        QCOMPARE(original->gpus, 16);
        QCOMPARE(original->partition, QStringLiteral("eu-west"));
        QCOMPARE(engine->policyFor(id)->attempts, 1);
        QVERIFY(engine->knowsSubmission(id));
        engine.reset();
        PolicyStore store(path);
        QVERIFY(store.open().ok());
        const auto log = store.log();
        QVERIFY(log.ok());
        QVERIFY(std::any_of(log.value().cbegin(), log.value().cend(), [&](const PolicyLogEntry& e) {
            return e.outcome == PolicyLogEntry::Outcome::Failed && e.jobId == id && e.message == entry.message;
        }));
    }

    void forgettingAndExpiryRemoveTheSecrets()
    {
        auto backend = emptyDemo();
        const JobSpec spec = secretSpec();
        TestClock clock;
        {
            auto engine = makeEngine(backend, newDbPath(), &clock);
            QTRY_VERIFY(engine->isReady());
            engine->rememberSubmission(QStringLiteral("201"), spec);
            waitUntilKept(*engine, QStringLiteral("201"));
            engine->forgetSubmission(QStringLiteral("201"));
            QVERIFY(!engine->knowsSubmission(QStringLiteral("201")));
            for (const auto& variable : { kHfToken, kWandbKey }) {
                const QString key = PolicySecretKey::forVariable(engine->profileId(), QStringLiteral("201"), variable);
                QTRY_VERIFY(PolicySecrets::sessionValue(key).isEmpty() && !keychainHas(key));
            }
        }

        // A submission remembered long ago is deleted when the engine loads, its secrets with it.
        const QString path = newDbPath();
        const QString profile = profileOf(path);
        const JobSpec marked = PolicySecrets::withoutSecrets(spec);
        QMap<QString, QString> values { { kHfToken, m_hfValue }, { kWandbKey, m_wandbValue } };
        {
            PolicyStore store(path);
            QVERIFY(store.open().ok());
            const QDateTime now = QDateTime::currentDateTimeUtc();
            QVERIFY(store.rememberSubmission(QStringLiteral("301"), marked, now.addDays(-100)).ok());
            QVERIFY(store.rememberSubmission(QStringLiteral("302"), marked, now).ok());
        }
        for (const auto& jobId : { QStringLiteral("301"), QStringLiteral("302") }) {
            const auto stored = QCoro::waitFor(PolicySecrets::store(profile, jobId, values));
            QCOMPARE(stored.inKeychain, m_expectKeychain);
            QVERIFY(QCoro::waitFor(PolicySecrets::complete(profile, jobId, marked)).ok());
        }
        auto engine = makeEngine(backend, path, &clock);
        QTRY_VERIFY(engine->isReady());
        QVERIFY(!engine->knowsSubmission(QStringLiteral("301")));
        QVERIFY(engine->knowsSubmission(QStringLiteral("302")));
        QTRY_VERIFY(!QCoro::waitFor(PolicySecrets::complete(profile, QStringLiteral("301"), marked)).ok());
        const auto kept = QCoro::waitFor(PolicySecrets::complete(profile, QStringLiteral("302"), marked));
        QVERIFY2(kept.ok(), qPrintable(kept.error().toString()));
        QCOMPARE(kept.value().environment, spec.environment);
        engine.reset();
        PolicyStore store(path);
        QVERIFY(store.open().ok());
        QVERIFY(!store.submissions().value().contains(QStringLiteral("301")));
    }

    void anOlderFileIsScrubbed()
    {
        // A file written before secrets were kept out of it: the spec row holds the values in plain text.
        const QString path = newDbPath();
        const JobSpec spec = secretSpec();
        {
            PolicyStore store(path);
            QVERIFY(store.open().ok());
        }
        {
            auto db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("old-version"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            q.prepare(QStringLiteral("INSERT INTO submissions (job_id, submitted, spec) VALUES (?, ?, ?)"));
            q.addBindValue(QStringLiteral("401"));
            q.addBindValue(QDateTime::currentDateTimeUtc().toSecsSinceEpoch());
            q.addBindValue(QString::fromStdString(codec::toJson(spec).dump()));
            QVERIFY(q.exec());
        }
        QSqlDatabase::removeDatabase(QStringLiteral("old-version"));
        QFile raw(path);
        QVERIFY(raw.open(QIODevice::ReadOnly));
        QVERIFY(raw.readAll().contains(m_hfValue.toUtf8())); // the premise
        raw.close();

        TestClock clock;
        auto engine = makeEngine(emptyDemo(), path, &clock);
        QTRY_VERIFY(engine->isReady());
        const auto remembered = engine->submission(QStringLiteral("401"));
        QVERIFY(remembered);
        QCOMPARE(PolicySecrets::markedVariables(*remembered), (QStringList { kHfToken, kWandbKey }));
        waitUntilKept(*engine, QStringLiteral("401"));
        const auto completed
            = QCoro::waitFor(PolicySecrets::complete(engine->profileId(), QStringLiteral("401"), *remembered));
        QVERIFY2(completed.ok(), qPrintable(completed.error().toString()));
        QCOMPARE(completed.value().environment, spec.environment);
        engine.reset();
        verifyNoFileHolds(m_hfValue);
        verifyNoFileHolds(m_wandbValue);
    }
};

QTEST_GUILESS_MAIN(TestPolicySecrets)
#include "TestPolicySecrets.moc"
