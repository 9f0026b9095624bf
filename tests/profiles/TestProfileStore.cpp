// Profiles: the URLs they build, how they are stored, and that no token ever reaches the settings file.
#include "backends/BackendFactory.h"
#include "backends/CompositeBackend.h"
#include "profiles/ProfileBackendBuilder.h"
#include "profiles/ProfileStore.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace qc;

class TestProfileStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QueueCastTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_profile_store"));
        QSettings().clear();
    }

    void backendUrls_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("expected"); // empty: invalid
        using K = ClusterProfile::Kind;
        QTest::newRow("demo default") << int(K::Demo) << QString() << QString() << QStringLiteral("demo://");
        QTest::newRow("demo seed") << int(K::Demo) << QStringLiteral("demo://?seed=7") << QString()
                                   << QStringLiteral("demo://?seed=7");
        QTest::newRow("demo wrong") << int(K::Demo) << QStringLiteral("http://x") << QString() << QString();
        QTest::newRow("local") << int(K::SlurmLocal) << QString() << QString() << QStringLiteral("slurm://");
        QTest::newRow("ssh alias") << int(K::SlurmSsh) << QStringLiteral("hpc-login") << QString()
                                   << QStringLiteral("slurm+ssh://hpc-login");
        QTest::newRow("ssh full") << int(K::SlurmSsh) << QStringLiteral("ana@login.example.org:2222") << QString()
                                  << QStringLiteral("slurm+ssh://ana@login.example.org:2222");
        QTest::newRow("ssh user field") << int(K::SlurmSsh) << QStringLiteral("login1") << QStringLiteral("bo")
                                        << QStringLiteral("slurm+ssh://bo@login1");
        QTest::newRow("ssh option injection")
            << int(K::SlurmSsh) << QStringLiteral("-oProxyCommand=x") << QString() << QString();
        QTest::newRow("ssh spaces") << int(K::SlurmSsh) << QStringLiteral("a b") << QString() << QString();
        QTest::newRow("ssh empty") << int(K::SlurmSsh) << QString() << QString() << QString();
        // Plain HTTP to another machine would send the token in clear: refused without the profile's opt-in.
        QTest::newRow("rest http") << int(K::SlurmRest) << QStringLiteral("http://slurm.example.org:6820")
                                   << QStringLiteral("ana") << QString();
        QTest::newRow("rest http opt-in in the address")
            << int(K::SlurmRest) << QStringLiteral("slurm+rest://slurm.example.org:6820?allow_http=1")
            << QStringLiteral("ana") << QString();
        QTest::newRow("rest http loopback")
            << int(K::SlurmRest) << QStringLiteral("http://127.0.0.1:6820") << QStringLiteral("ana")
            << QStringLiteral("slurm+rest://ana@127.0.0.1:6820");
        QTest::newRow("rest http localhost")
            << int(K::SlurmRest) << QStringLiteral("localhost:6821") << QStringLiteral("ana")
            << QStringLiteral("slurm+rest://ana@localhost:6821");
        QTest::newRow("rest https default port")
            << int(K::SlurmRest) << QStringLiteral("https://slurm.example.org") << QStringLiteral("ana")
            << QStringLiteral("slurm+rest://ana@slurm.example.org:6820?tls=1");
        QTest::newRow("rest bare host") << int(K::SlurmRest) << QStringLiteral("rest1:7000") << QStringLiteral("ana")
                                        << QStringLiteral("slurm+rest://ana@rest1:7000?tls=1");
        QTest::newRow("rest password in url")
            << int(K::SlurmRest) << QStringLiteral("http://ana:secret@rest1") << QStringLiteral("ana") << QString();
        QTest::newRow("rest ftp") << int(K::SlurmRest) << QStringLiteral("ftp://rest1") << QStringLiteral("ana")
                                  << QString();
    }
    void backendUrls()
    {
        QFETCH(int, kind);
        QFETCH(QString, url);
        QFETCH(QString, user);
        QFETCH(QString, expected);
        ClusterProfile p { QStringLiteral("p"), ClusterProfile::Kind(kind), url, user };
        const auto built = p.backendUrl();
        if (expected.isEmpty()) {
            QVERIFY(!built.ok());
            QVERIFY(!built.error().message.isEmpty());
            return;
        }
        QVERIFY2(built.ok(), qPrintable(built.error().toString()));
        QCOMPARE(built.value(), expected);
        // What the profile builds, the factory accepts.
        const auto backend = BackendFactory::create(built.value());
        QVERIFY2(backend.ok(), qPrintable(backend.error().toString()));
    }

    void plainHttpOnlyWithTheOptIn()
    {
        ClusterProfile p { QStringLiteral("p"), ClusterProfile::Kind::SlurmRest,
                           QStringLiteral("http://slurm.example.org:6820"), QStringLiteral("ana") };
        QVERIFY(!p.backendUrl().ok());
        QVERIFY(p.backendUrl().error().message.contains(QLatin1String("unencrypted")));
        p.allowPlainHttp = true;
        const auto built = p.backendUrl();
        QVERIFY2(built.ok(), qPrintable(built.error().toString()));
        QCOMPARE(built.value(), QStringLiteral("slurm+rest://ana@slurm.example.org:6820?allow_http=1"));
        QVERIFY(BackendFactory::create(built.value()).ok());
        // The opt-in is kept with the profile.
        ProfileStore store;
        QVERIFY(store.save(p).ok());
        QCOMPARE(ProfileStore().find(QStringLiteral("p"))->allowPlainHttp, true);
        store.remove(QStringLiteral("p"));
    }

    void names()
    {
        QVERIFY(ClusterProfile::isValidName(QStringLiteral("hpc-a")));
        QVERIFY(ClusterProfile::isValidName(QStringLiteral("集群 A")));
        for (const char* bad :
             { "", "a/b", "a:b", "a,b", " lead", "trail ", "0123456789012345678901234567890123456789x" })
            QVERIFY2(!ClusterProfile::isValidName(QString::fromUtf8(bad)), bad);
    }

    void saveLoadRemove()
    {
        ProfileStore store;
        QVERIFY(store.profiles().isEmpty());
        const ClusterProfile a {
            QStringLiteral("a"), ClusterProfile::Kind::Demo, QStringLiteral("demo://?seed=1"), {}
        };
        const ClusterProfile b { QStringLiteral("集群 b"), ClusterProfile::Kind::SlurmRest,
                                 QStringLiteral("https://rest.example.org:6820"), QStringLiteral("ana") };
        QVERIFY(store.save(a).ok());
        QVERIFY(store.save(b).ok());
        // A second store on the same file sees them: they are on disk, not in memory.
        ProfileStore other;
        QCOMPARE(other.profiles(), (QList<ClusterProfile> { a, b }));
        // Duplicate names are refused; renaming keeps the position.
        ClusterProfile dup = a;
        dup.name = b.name;
        QVERIFY(!store.save(dup).ok());
        QVERIFY(!store.save(dup, a.name).ok());
        ClusterProfile renamed = a;
        renamed.name = QStringLiteral("a2");
        QVERIFY(store.save(renamed, a.name).ok());
        QCOMPARE(other.profiles().first().name, QStringLiteral("a2"));
        QCOMPARE(other.profiles().size(), 2);
        QVERIFY(!store.save(ClusterProfile { QStringLiteral("x/y") }).ok());
        store.remove(QStringLiteral("a2"));
        QCOMPARE(other.profiles(), (QList<ClusterProfile> { b }));
        store.remove(b.name);
        QVERIFY(other.profiles().isEmpty());
    }

    // A profile of a kind this version does not know (a newer QueueCast's), and fields it does not know, survive
    // a save and a remove of other profiles (they used to be dropped on the next write).
    void keepsWhatItCannotRead()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("profiles.ini"));
        {
            QSettings raw(path, QSettings::IniFormat);
            raw.beginWriteArray(QStringLiteral("profiles/list"), 2);
            raw.setArrayIndex(0);
            raw.setValue(QStringLiteral("name"), QStringLiteral("future"));
            raw.setValue(QStringLiteral("kind"), QStringLiteral("kubernetes"));
            raw.setValue(QStringLiteral("url"), QStringLiteral("k8s://cluster"));
            raw.setValue(QStringLiteral("namespace"), QStringLiteral("ml"));
            raw.setArrayIndex(1);
            raw.setValue(QStringLiteral("name"), QStringLiteral("known"));
            raw.setValue(QStringLiteral("kind"), ClusterProfile::kindKey(ClusterProfile::Kind::Demo));
            raw.setValue(QStringLiteral("url"), QStringLiteral("demo://?seed=3"));
            raw.setValue(QStringLiteral("colour"), QStringLiteral("teal"));
            raw.endArray();
        }
        ProfileStore store(path);
        QCOMPARE(store.profiles().size(), 1);
        ClusterProfile known = store.profiles().first();
        known.url = QStringLiteral("demo://?seed=4");
        QVERIFY(store.save(known, known.name).ok());
        QVERIFY(store.save(ClusterProfile { QStringLiteral("added"), ClusterProfile::Kind::SlurmLocal }).ok());
        // Its name is taken even though this version cannot use that profile.
        QVERIFY(!store.save(ClusterProfile { QStringLiteral("future"), ClusterProfile::Kind::Demo }).ok());
        store.remove(QStringLiteral("added"));

        QSettings raw(path, QSettings::IniFormat);
        const int n = raw.beginReadArray(QStringLiteral("profiles/list"));
        QCOMPARE(n, 2);
        raw.setArrayIndex(0);
        QCOMPARE(raw.value(QStringLiteral("name")).toString(), QStringLiteral("future"));
        QCOMPARE(raw.value(QStringLiteral("kind")).toString(), QStringLiteral("kubernetes"));
        QCOMPARE(raw.value(QStringLiteral("url")).toString(), QStringLiteral("k8s://cluster"));
        QCOMPARE(raw.value(QStringLiteral("namespace")).toString(), QStringLiteral("ml"));
        raw.setArrayIndex(1);
        QCOMPARE(raw.value(QStringLiteral("name")).toString(), QStringLiteral("known"));
        QCOMPARE(raw.value(QStringLiteral("url")).toString(), QStringLiteral("demo://?seed=4"));
        QCOMPARE(raw.value(QStringLiteral("colour")).toString(), QStringLiteral("teal"));
        raw.endArray();
    }

    void settingsFileHoldsNoSecret()
    {
        // Everything a profile has goes to the file, and nothing else: a token cannot be in it because the
        // profile has no field for one. Prove it on the bytes of the written file.
        ProfileStore store;
        const ClusterProfile p { QStringLiteral("rest"), ClusterProfile::Kind::SlurmRest,
                                 QStringLiteral("https://rest.example.org"), QStringLiteral("ana") };
        QVERIFY(store.save(p).ok());
        QFile file(store.fileName());
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(store.fileName()));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.contains("rest.example.org"));
        QVERIFY(!bytes.toLower().contains("token"));
        QVERIFY(!bytes.toLower().contains("jwt"));
        QVERIFY(QStandardPaths::isTestModeEnabled() && store.fileName().contains(QLatin1String("qttest")));
        store.remove(p.name);
    }

    void profilesUrl()
    {
        const QStringList names { QStringLiteral("a"), QStringLiteral("集群 b&c=d"), QStringLiteral("x?y#z") };
        const QString url = ProfileStore::urlFor(names);
        QVERIFY(url.startsWith(QLatin1String("profiles:")));
        QCOMPARE(ProfileStore::namesFromUrl(QUrl(url)), names);
        QVERIFY(ProfileStore::namesFromUrl(QUrl(QStringLiteral("demo://"))).isEmpty());
    }

    void factoryBuildsFromProfiles()
    {
        ProfileStore store;
        QVERIFY(store
                    .save({ QStringLiteral("one"),
                            ClusterProfile::Kind::Demo,
                            QStringLiteral("demo://?seed=1&state=none"),
                            {} })
                    .ok());
        QVERIFY(store
                    .save({ QStringLiteral("two"),
                            ClusterProfile::Kind::Demo,
                            QStringLiteral("demo://?seed=2&state=none"),
                            {} })
                    .ok());
        // One profile: its own backend, no prefixes.
        auto single = BackendFactory::create(ProfileStore::urlFor({ QStringLiteral("one") }));
        QVERIFY2(single.ok(), qPrintable(single.error().toString()));
        QCOMPARE(single.value()->url().scheme(), QStringLiteral("demo"));
        QVERIFY(!qobject_cast<CompositeBackend*>(single.value().get()));
        // Two: side by side.
        auto both = BackendFactory::create(ProfileStore::urlFor({ QStringLiteral("one"), QStringLiteral("two") }));
        QVERIFY2(both.ok(), qPrintable(both.error().toString()));
        auto* composite = qobject_cast<CompositeBackend*>(both.value().get());
        QVERIFY(composite);
        QCOMPARE(composite->members().size(), 2);
        QCOMPARE(composite->members().at(1).profile, QStringLiteral("two"));
        // An unknown profile is an error that names it.
        auto missing = BackendFactory::create(ProfileStore::urlFor({ QStringLiteral("one"), QStringLiteral("gone") }));
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().message.contains(QLatin1String("gone")));
        // lastUsed follows the main window's "last backend" key.
        QSettings().setValue(QStringLiteral("backend/url"), ProfileStore::urlFor({ QStringLiteral("two") }));
        QCOMPARE(store.lastUsed(), QStringList { QStringLiteral("two") });
        QSettings().setValue(QStringLiteral("backend/url"), QStringLiteral("demo://"));
        QVERIFY(store.lastUsed().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestProfileStore)
#include "TestProfileStore.moc"
