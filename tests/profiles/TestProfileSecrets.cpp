// The token path for real. Run plainly it hides any session bus, so qtkeychain finds no keychain service: the
// token must then stay in memory with a clear warning and still reach slurmrestd. Run by with-keyring.sh
// (QC_EXPECT_KEYCHAIN=1, a private D-Bus session with gnome-keyring unlocked) the keychain must take it, and the
// REST backend must read it back from there by itself. Either way no settings file ever holds it.
#include "TinyHttpServer.h"
#include "backends/rest/RestTokenStore.h"
#include "profiles/ProfileBackendBuilder.h"
#include "profiles/ProfileSecrets.h"
#include "profiles/ProfileStore.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace qc;
using qc::test::TinyHttpServer;

class TestProfileSecrets : public QObject
{
    Q_OBJECT
    bool m_expectKeychain = false;
    QString m_token;

    // No file under the test's config and data folders may contain the token.
    void verifyNoFileHoldsToken()
    {
        for (const auto location : { QStandardPaths::GenericConfigLocation, QStandardPaths::AppDataLocation }) {
            QDirIterator it(QStandardPaths::writableLocation(location), QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile f(it.next());
                if (!f.open(QIODevice::ReadOnly)) { // another test's file, removed since it was listed
                    QVERIFY2(!f.exists(), qPrintable(f.fileName()));
                    continue;
                }
                QVERIFY2(!f.readAll().contains(m_token.toUtf8()), qPrintable(f.fileName()));
            }
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_expectKeychain = qEnvironmentVariable("QC_EXPECT_KEYCHAIN") == QLatin1String("1");
        if (!m_expectKeychain)
            qunsetenv("DBUS_SESSION_BUS_ADDRESS"); // whatever this machine has, test the headless case
        qunsetenv("SLURM_JWT");
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QueueCastTest"));
        // Two ctest entries run this binary, often side by side: each its own files, or one clears or reads what the
        // other is writing.
        QCoreApplication::setApplicationName(m_expectKeychain ? QStringLiteral("test_profile_secrets_keyring")
                                                              : QStringLiteral("test_profile_secrets"));
        QSettings().clear();
        m_token = QStringLiteral("eyJ-test-%1").arg(QCoreApplication::applicationPid());
        if (m_expectKeychain && !rest::RestTokenStore::keychainAvailable())
            QFAIL("QC_EXPECT_KEYCHAIN=1 but this build has no qtkeychain (QC_HAVE_KEYCHAIN unset)");
    }

    void storeReadUseForget()
    {
        TinyHttpServer server([](const QByteArray&) { return TinyHttpServer::Answer { 401, "{}" }; });
        QVERIFY(server.listen(QHostAddress::LocalHost));
        ClusterProfile p { QStringLiteral("rest"), ClusterProfile::Kind::SlurmRest,
                           QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort()), QStringLiteral("ana") };
        ProfileStore store;
        QVERIFY(store.save(p).ok());

        ProfileSecrets secrets;
        QElapsedTimer clock;
        clock.start();
        const auto outcome = QCoro::waitFor(secrets.store(p, m_token));
        qInfo("keychain write took %lld ms; in keychain: %d; warning: %s", clock.elapsed(), outcome.inKeychain,
              qPrintable(outcome.warning));
        if (m_expectKeychain) {
            QVERIFY2(outcome.inKeychain,
                     qPrintable(QStringLiteral("the keychain was expected to work: ") + outcome.warning));
            QVERIFY(outcome.warning.isEmpty());
            QVERIFY(ProfileSecrets::sessionToken(p.secretKey()).isEmpty()); // the keychain has it, memory not
        } else {
            QVERIFY(!outcome.inKeychain);
            QVERIFY(outcome.warning.contains(QLatin1String("memory")));
            QVERIFY(outcome.warning.contains(QLatin1String("SLURM_JWT")));
            QVERIFY(!outcome.warning.contains(m_token));
            QCOMPARE(ProfileSecrets::sessionToken(p.secretKey()), m_token);
        }
        const auto read = QCoro::waitFor(secrets.read(p));
        QVERIFY2(read.ok(), qPrintable(read.error().toString()));
        QCOMPARE(read.value(), m_token);

        // A backend built from the profile sends that token (from the keychain itself, or from memory).
        auto backend = ProfileBackendBuilder::build(p);
        QVERIFY(backend.ok());
        const auto snap = QCoro::waitFor(backend.value()->fetchSnapshot());
        QVERIFY(!snap.ok());
        QCOMPARE(snap.error().kind, BackendError::Kind::Auth);
        QVERIFY(!server.requests.isEmpty());
        QCOMPARE(server.requests.first().value("x-slurm-user-token"), m_token.toUtf8());
        verifyNoFileHoldsToken();

        QVERIFY(QCoro::waitFor(secrets.forget(p)).ok());
        QVERIFY(ProfileSecrets::sessionToken(p.secretKey()).isEmpty());
        const auto gone = QCoro::waitFor(secrets.read(p));
        if (m_expectKeychain) {
            QVERIFY2(gone.ok(), qPrintable(gone.error().toString()));
            QVERIFY(gone.value().isEmpty());
        } else {
            // Nothing in memory, and the keychain still cannot be asked: an error, never the old token.
            QVERIFY(!gone.ok() || gone.value().isEmpty());
        }
        // Forgetting twice is fine where there is a keychain to ask; without one, the answer says it could not look.
        const auto again = QCoro::waitFor(secrets.forget(p));
        if (m_expectKeychain)
            QVERIFY2(again.ok(), qPrintable(again.error().toString()));
        else
            QVERIFY(!again.ok() && !again.error().message.isEmpty());
    }

    void nonRestProfilesHaveNoSecret()
    {
        ProfileSecrets secrets;
        ClusterProfile ssh { QStringLiteral("s"), ClusterProfile::Kind::SlurmSsh, QStringLiteral("login1"), {} };
        QVERIFY(ssh.secretKey().isEmpty());
        const auto outcome = QCoro::waitFor(secrets.store(ssh, m_token));
        QVERIFY(!outcome.inKeychain);
        QVERIFY(outcome.warning.isEmpty());
        verifyNoFileHoldsToken();
    }
};

QTEST_GUILESS_MAIN(TestProfileSecrets)
#include "TestProfileSecrets.moc"
