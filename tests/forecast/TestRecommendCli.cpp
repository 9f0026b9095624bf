// queuecast-cli recommend as a user runs it: real process against the demo platform, JSON and table output.
#include "common/CliRunner.h"

#include <QDateTime>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using nlohmann::json;

class TestRecommendCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    const QString kDemo = QStringLiteral("demo://?history=7&user=me");

    using Run = qc::test::CliRun;

    Run cli(const QStringList& args)
    {
        return qc::test::CliRunner()
            .isolate(m_home.path())
            .setEnv(QStringLiteral("TZ"), QStringLiteral("UTC"))
            .run(args);
    }
    static json parse(const QByteArray& out) { return qc::test::parseCliJson(out); }

    static QDateTime time(const json& j)
    {
        return QDateTime::fromString(QString::fromStdString(j.get<std::string>()), Qt::ISODate);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(QFile::exists(qEnvironmentVariable("QC_CLI"))); }

    void jsonRanksRegionsAndWindows()
    {
        const Run r = cli({ QStringLiteral("recommend"), QStringLiteral("-b"), kDemo, QStringLiteral("--gpus"),
                            QStringLiteral("4"), QStringLiteral("--gpu-type"), QStringLiteral("a100"),
                            QStringLiteral("--time-limit"), QStringLiteral("4:00:00"), QStringLiteral("--json") });
        QVERIFY2(r.code == 0, r.err.constData());
        const json j = parse(r.out);
        QVERIFY(j["error"].is_null());
        QVERIFY(j["history_jobs"].get<int>() > 100);
        QCOMPARE(j["shape"]["gpus"].get<int>(), 4);
        QCOMPARE(j["shape"]["time_limit_s"].get<int>(), 4 * 3600);
        QVERIFY(j["shape"]["priority"].get<double>() > 0);

        const json& regions = j["regions"];
        QCOMPARE(int(regions.size()), 3);
        int usable = 0;
        for (size_t i = 0; i < regions.size(); ++i) {
            const json& reg = regions[i];
            if (reg["usable"].get<bool>()) {
                ++usable;
                QVERIFY(reg["p90_s"].get<double>() >= reg["p50_s"].get<double>());
                if (i > 0)
                    QVERIFY(regions[i - 1]["p50_s"].get<double>() <= reg["p50_s"].get<double>());
            } else {
                QVERIFY(reg["p50_s"].is_null());
                QVERIFY(!reg["why_not"].get<std::string>().empty());
                QCOMPARE(reg["partition"].get<std::string>(), std::string("us-east")); // no A100 there
            }
        }
        QCOMPARE(usable, 2);
        // No partition asked for: the windows are for the soonest region.
        QVERIFY(j["shape"]["partition"] == regions[0]["partition"]);

        const QDateTime at = time(j["taken_at"]);
        const json& windows = j["windows"];
        QVERIFY(windows.size() >= 3);
        for (size_t i = 0; i < windows.size(); ++i) {
            const json& w = windows[i];
            const QDateTime begin = time(w["begin"]);
            QVERIFY(begin >= at && begin < at.addSecs(72 * 3600));
            QVERIFY(time(w["end"]) > begin);
            QVERIFY(w["p90_s"].get<double>() >= w["p50_s"].get<double>());
            QVERIFY(!w["reason"].get<std::string>().empty());
            QVERIFY(w["thin"].is_boolean() && w["jobs"].is_number_integer());
            // Windows with enough jobs behind them first (thin, not live ones after), then by the mean of P50 and P90.
            auto guess = [](const json& x) { return x["thin"].get<bool>() && !x["live"].get<bool>(); };
            if (i > 0) {
                QVERIFY(!guess(windows[i - 1]) || guess(w));
                if (guess(windows[i - 1]) == guess(w))
                    QVERIFY(windows[i - 1]["p50_s"].get<double>() + windows[i - 1]["p90_s"].get<double>()
                            <= w["p50_s"].get<double>() + w["p90_s"].get<double>() + 2);
            }
        }
    }

    void partitionAndTableOutput()
    {
        const Run r = cli({ QStringLiteral("recommend"), QStringLiteral("-b"), kDemo, QStringLiteral("--gpus"),
                            QStringLiteral("2"), QStringLiteral("--partition"), QStringLiteral("us-east"),
                            QStringLiteral("--time-limit"), QStringLiteral("2:00:00") });
        QVERIFY2(r.code == 0, r.err.constData());
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QLatin1String("Best start windows in us-east")), r.out.constData());
        QVERIFY(out.contains(QLatin1String("CONFIDENCE")));
        for (const char* region : { "cn-north", "eu-west", "us-east" })
            QVERIFY(out.contains(QLatin1String(region)));
    }

    // On a still demo whose cn-north storage licence is taken for hours, a shape asking for it waits for it there,
    // with the reason, and reads as eu-west's own licence in eu-west, which is free.
    void licencesComeWithTheShape()
    {
        const QString still = QStringLiteral("demo://?history=1&state=none&user=me&at=2026-12-07T05:50:00Z&speed=0");
        auto plan = [&](const QStringList& extra) {
            const Run r
                = cli(QStringList { QStringLiteral("recommend"), QStringLiteral("-b"), still, QStringLiteral("--gpus"),
                                    QStringLiteral("2"), QStringLiteral("--gpu-type"), QStringLiteral("a100"),
                                    QStringLiteral("-p"), QStringLiteral("cn-north"), QStringLiteral("--time-limit"),
                                    QStringLiteral("1:00:00"), QStringLiteral("--json") }
                      + extra);
            [&] { QVERIFY2(r.code == 0, r.err.constData()); }();
            return parse(r.out);
        };
        auto region = [](const json& j, const char* name) {
            for (const json& reg : j["regions"]) {
                if (reg["partition"] == name)
                    return reg;
            }
            return json();
        };
        const json with = plan({ QStringLiteral("--licenses"), QStringLiteral("cn-north-io:4") });
        const json without = plan({});
        QCOMPARE(with["shape"]["licenses"].get<std::string>(), std::string("cn-north-io:4"));
        const json north = region(with, "cn-north");
        QVERIFY2(north["note"].is_string(), north.dump().c_str());
        QVERIFY(QString::fromStdString(north["note"].get<std::string>()).contains(QLatin1String("cn-north-io:4")));
        QVERIFY(north["p50_s"].get<double>() >= region(without, "cn-north")["p50_s"].get<double>() + 1800);
        QVERIFY(region(without, "cn-north")["note"].is_null());
        QVERIFY(region(with, "eu-west")["note"].is_null());
        QCOMPARE(with["regions"][0]["partition"].get<std::string>(), std::string("eu-west"));
        // No region named: the best one is eu-west, and the windows are planned with eu-west's own licence.
        const Run any
            = cli({ QStringLiteral("recommend"), QStringLiteral("-b"), still, QStringLiteral("--gpus"),
                    QStringLiteral("2"), QStringLiteral("--gpu-type"), QStringLiteral("a100"),
                    QStringLiteral("--licenses"), QStringLiteral("cn-north-io:4"), QStringLiteral("--json") });
        QVERIFY2(any.code == 0, any.err.constData());
        const json anyJson = parse(any.out);
        QCOMPARE(anyJson["shape"]["partition"].get<std::string>(), std::string("eu-west"));
        QCOMPARE(anyJson["shape"]["licenses"].get<std::string>(), std::string("eu-west-io:4"));
        // The windows are the licence-bound shape's: none starts now with a P50 below the licence's wait.
        for (const json& w : with["windows"]) {
            if (time(w["begin"]) <= time(with["taken_at"]).addSecs(600))
                QVERIFY(w["p50_s"].get<double>() >= 1800);
        }
    }

    void errorsHaveExitCodes()
    {
        QCOMPARE(cli({ QStringLiteral("recommend"), QStringLiteral("-b"), kDemo }).code, 2); // no --gpus
        QCOMPARE(cli({ QStringLiteral("recommend"), QStringLiteral("-b"), kDemo, QStringLiteral("--gpus"),
                       QStringLiteral("2"), QStringLiteral("--time-limit"), QStringLiteral("soon") })
                     .code,
                 2);
        // Nothing takes 1000 GPUs: rejected, with the regions still explained.
        const Run r = cli({ QStringLiteral("recommend"), QStringLiteral("-b"), kDemo, QStringLiteral("--gpus"),
                            QStringLiteral("1000"), QStringLiteral("--json") });
        QCOMPARE(r.code, 5);
        const json j = parse(r.out);
        QVERIFY(j["error"].is_string());
        QVERIFY(j["windows"].empty());
        for (const json& reg : j["regions"])
            QVERIFY(!reg["usable"].get<bool>());
    }
};

QTEST_GUILESS_MAIN(TestRecommendCli)
#include "TestRecommendCli.moc"
