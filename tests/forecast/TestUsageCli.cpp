// queuecast-cli usage on the demo platform as one of its tenants: a real process, the figures from the demo's own
// past and its price list, the same in text and JSON.
#include "common/CliRunner.h"

#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using nlohmann::json;

class TestUsageCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

    qc::test::CliRun cli(const QString& url, QStringList args)
    {
        args.prepend(url);
        args.prepend(QStringLiteral("-b"));
        return qc::test::CliRunner()
            .isolate(m_home.path())
            .setEnv(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")))
            .run(args);
    }

private Q_SLOTS:
    void demoTenantHasFiguresAndCosts()
    {
        const QString url = QStringLiteral("demo://?user=zhang.wei&state=none");
        auto r = cli(url, { QStringLiteral("usage"), QStringLiteral("--json") });
        QVERIFY2(r.code == 0, r.err.constData());
        const json j = qc::test::parseCliJson(r.out);
        QCOMPARE(j["user"].get<std::string>(), std::string("zhang.wei"));
        QVERIFY(j["jobs"].get<int>() > 0);
        QVERIFY(j["gpu_hours_used"].get<double>() > 0);
        QVERIFY(j["peak_gpus"].get<int>() >= 1);
        QVERIFY(j["wait_hours_per_job"].get<double>() >= 0);
        QVERIFY(!j["prices"].is_null()); // the demo platform's price list
        const json& costs = j["costs"];
        QVERIFY(costs["break_even_utilisation"].get<double>() > 0);
        QVERIFY(costs["weeks"].size() >= 1);
        double weeks = 0;
        for (const json& w : costs["weeks"])
            weeks += w["gpu_hours"].get<double>();
        QVERIFY(std::abs(weeks - j["gpu_hours_used"].get<double>()) < 0.1 * costs["weeks"].size());
        const std::string cheapest = costs["cheapest"].get<std::string>();
        QVERIFY(cheapest == "pay_per_use" || cheapest == "instance" || cheapest == "own_hardware");

        r = cli(url, { QStringLiteral("usage") });
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.contains("GPU-hours used:"));
        QVERIFY(r.out.contains("Cheapest over these weeks:"));
    }

    void unknownArgumentsFail()
    {
        const auto r = cli(QStringLiteral("demo://?state=none"), { QStringLiteral("usage"), QStringLiteral("extra") });
        QCOMPARE(r.code, 2);
    }
};

QTEST_GUILESS_MAIN(TestUsageCli)
#include "TestUsageCli.moc"
