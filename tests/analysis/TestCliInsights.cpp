#include "analysis/Cause.h"
#include "common/CliRunner.h"

#include <QDateTime>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace qc;
using nlohmann::json;

namespace {
using Run = qc::test::CliRun;

Run runCli(const QStringList& args)
{
    return qc::test::CliRunner().setTimeout(240000).run(args);
}

bool isIntOrNull(const json& j)
{
    return j.is_null() || j.is_number_integer();
}
} // namespace

class TestCliInsights : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (qEnvironmentVariable("QC_CLI").isEmpty())
            QFAIL("QC_CLI is not set: run through ctest, which points it at the built queuecast-cli");
    }

    // The standard demo platform with a day of history: a real queue with every kind of job. At three times its
    // usual load: the demo's queue follows the clock, and at its usual load on a Sunday it held no pending job with a
    // position at most hours (9 of 12 sampled on 5 Dec 2026); at three times it held 66 or more at each of the 84 hours
    // sampled over a week (every second hour).
    void jsonFieldsForEveryJob()
    {
        const Run r = runCli({ QStringLiteral("status"), QStringLiteral("--json"), QStringLiteral("--backend"),
                               QStringLiteral("demo://?state=none&history=1&user=zhang.wei&load=3") });
        QVERIFY2(r.code == 0, r.err.constData());
        const json doc = json::parse(r.out.toStdString());
        QVERIFY(doc.contains("jobs") && doc["jobs"].is_array());
        QVERIFY2(doc["jobs"].size() > 10, "the standard demo should show a queue");
        int pending = 0;
        int positioned = 0;
        QStringList names;
        for (Cause c : allCauses())
            names.append(causeName(c));
        for (const json& j : doc["jobs"]) {
            const std::string id = j.value("id", std::string());
            const QByteArray where = QByteArray("job ") + id.c_str();
            for (const char* field : { "cause", "secondary_causes", "inferred", "evidence", "advice", "position",
                                       "jobs_ahead", "gpus_ahead", "gpu_hours_ahead", "estimated_start" })
                QVERIFY2(j.contains(field), QByteArray(where + " lacks " + field).constData());
            const std::string state = j["state"].get<std::string>();
            const bool waits = state == "PENDING" || state == "CONFIGURING";
            QVERIFY2(waits ? j["cause"].is_string() : j["cause"].is_null(), where.constData());
            if (j["cause"].is_string())
                QVERIFY2(names.contains(QString::fromStdString(j["cause"].get<std::string>())), where.constData());
            QVERIFY(j["secondary_causes"].is_array());
            for (const json& s : j["secondary_causes"])
                QVERIFY(s.is_string() && names.contains(QString::fromStdString(s.get<std::string>())));
            QVERIFY(j["inferred"].is_boolean());
            QVERIFY(j["evidence"].is_string());
            QVERIFY(j["advice"].is_array());
            for (const json& a : j["advice"])
                QVERIFY(a.is_string() && !a.get<std::string>().empty());
            QVERIFY(isIntOrNull(j["position"]));
            QVERIFY(isIntOrNull(j["jobs_ahead"]));
            QVERIFY(isIntOrNull(j["gpus_ahead"]));
            QVERIFY(j["gpu_hours_ahead"].is_null() || j["gpu_hours_ahead"].is_number());
            QCOMPARE(j["position"].is_null(), j["jobs_ahead"].is_null());
            QCOMPARE(j["position"].is_null(), j["gpu_hours_ahead"].is_null());
            if (!j["position"].is_null()) {
                QCOMPARE(state, std::string("PENDING"));
                QCOMPARE(j["jobs_ahead"].get<int>(), j["position"].get<int>() - 1);
                ++positioned;
            }
            QVERIFY(j["estimated_start"].is_null() || j["estimated_start"].is_string());
            if (j["estimated_start"].is_string())
                QVERIFY(
                    QDateTime::fromString(QString::fromStdString(j["estimated_start"].get<std::string>()), Qt::ISODate)
                        .isValid());
            if (state == "PENDING") {
                ++pending;
                QVERIFY2(!j["evidence"].get<std::string>().empty(), where.constData());
            }
        }
        QVERIFY2(pending > 0, "no pending job in the demo queue");
        QVERIFY2(positioned > 0, "no pending job got a queue position");
    }

    void emptyMinimalPlatform()
    {
        const Run r = runCli({ QStringLiteral("status"), QStringLiteral("--json"), QStringLiteral("--backend"),
                               QStringLiteral("demo://?layout=minimal&state=none&user=tester") });
        QVERIFY2(r.code == 0, r.err.constData());
        const json doc = json::parse(r.out.toStdString());
        // No load, no history: nothing in the queue, and the document says whose empty queue it is, and when.
        QVERIFY(doc["jobs"].is_array());
        QCOMPARE(doc["jobs"].size(), size_t(0));
        QCOMPARE(doc["cluster"].get<std::string>(), std::string("demo"));
        QCOMPARE(doc["user"].get<std::string>(), std::string("tester"));
        QCOMPARE(doc["backend"].get<std::string>(), std::string("demo://?layout=minimal&state=none&user=tester"));
        QVERIFY(doc["unavailable_clusters"].is_array() && doc["unavailable_clusters"].empty());
        const QDateTime takenAt
            = QDateTime::fromString(QString::fromStdString(doc["taken_at"].get<std::string>()), Qt::ISODate);
        QVERIFY(takenAt.isValid());
        QVERIFY(qAbs(takenAt.secsTo(QDateTime::currentDateTimeUtc())) < 120);
        // The table says the same: its header, then no rows.
        const Run table = runCli({ QStringLiteral("status"), QStringLiteral("--backend"),
                                   QStringLiteral("demo://?layout=minimal&state=none&user=tester") });
        QVERIFY2(table.code == 0, table.err.constData());
        const QStringList lines = QString::fromUtf8(table.out).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].startsWith(QLatin1String("ID")), qPrintable(lines[0]));
        QVERIFY2(lines[1].startsWith(QLatin1String("0 jobs on Demo platform")), qPrintable(lines[1]));
    }

    void tableHasCauseAndPosition()
    {
        const Run r = runCli({ QStringLiteral("status"), QStringLiteral("--backend"),
                               QStringLiteral("demo://?state=none&history=1&user=zhang.wei") });
        QVERIFY2(r.code == 0, r.err.constData());
        const QString header = QString::fromUtf8(r.out).section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(header.contains(QLatin1String("CAUSE")), qPrintable(header));
        QVERIFY2(header.contains(QLatin1String("POS")), qPrintable(header));
    }
};

QTEST_GUILESS_MAIN(TestCliInsights)
#include "TestCliInsights.moc"
