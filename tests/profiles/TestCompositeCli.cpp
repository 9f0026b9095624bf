// queuecast-cli on several clusters side by side when one of them does not answer: the others' jobs are listed
// and the missing cluster is named, on stderr and in the JSON.

#include "cli/CliApp.h"
#include "profiles/ProfileStore.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace qc;

class TestCompositeCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("QueueCastTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_composite_cli"));
        QSettings().clear();
    }

    void statusNamesTheClusterThatDidNotAnswer()
    {
        ProfileStore store;
        QVERIFY(store
                    .save({ QStringLiteral("up"),
                            ClusterProfile::Kind::Demo,
                            QStringLiteral("demo://?seed=3&history=0"),
                            {} })
                    .ok());
        // Nothing listens on port 1: ssh is refused at once.
        QVERIFY(store
                    .save({ QStringLiteral("down"),
                            ClusterProfile::Kind::SlurmSsh,
                            QStringLiteral("nobody@127.0.0.1:1"),
                            {} })
                    .ok());
        QString out;
        QString err;
        QTextStream outStream(&out);
        QTextStream errStream(&err);
        CliApp cli(outStream, errStream);
        const int code = cli.run({ QStringLiteral("queuecast-cli"), QStringLiteral("--backend"),
                                   ProfileStore::urlFor({ QStringLiteral("up"), QStringLiteral("down") }),
                                   QStringLiteral("status"), QStringLiteral("--json") });
        outStream.flush();
        errStream.flush();
        QVERIFY2(code == CliApp::Ok, qPrintable(err));
        QVERIFY2(err.contains(QLatin1String("down")), qPrintable(err));
        const auto doc = nlohmann::json::parse(out.toStdString(), nullptr, false);
        QVERIFY2(!doc.is_discarded(), qPrintable(out.left(300)));
        const auto& missing = doc["unavailable_clusters"];
        QCOMPARE(int(missing.size()), 1);
        QCOMPARE(QString::fromStdString(missing[0]["profile"].get<std::string>()), QStringLiteral("down"));
        QCOMPARE(QString::fromStdString(missing[0]["kind"].get<std::string>()), QStringLiteral("unreachable"));
        QVERIFY(!doc["jobs"].empty());
        for (const auto& job : doc["jobs"])
            QVERIFY(QString::fromStdString(job["id"].get<std::string>()).startsWith(QLatin1String("up:")));

        // Both answering: nothing is missing, nothing is said.
        QVERIFY(store
                    .save({ QStringLiteral("down"),
                            ClusterProfile::Kind::Demo,
                            QStringLiteral("demo://?seed=4&history=0"),
                            {} },
                          QStringLiteral("down"))
                    .ok());
        out.clear();
        err.clear();
        const int again = cli.run({ QStringLiteral("queuecast-cli"), QStringLiteral("--backend"),
                                    ProfileStore::urlFor({ QStringLiteral("up"), QStringLiteral("down") }),
                                    QStringLiteral("status"), QStringLiteral("--json") });
        outStream.flush();
        QCOMPARE(again, int(CliApp::Ok));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const auto both = nlohmann::json::parse(out.toStdString(), nullptr, false);
        QVERIFY(!both.is_discarded());
        QVERIFY(both["unavailable_clusters"].empty());
    }
};

QTEST_GUILESS_MAIN(TestCompositeCli)
#include "TestCompositeCli.moc"
