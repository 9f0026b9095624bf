// queuecast-cli as a user runs it: real process, real output, exit codes.
#include "common/CliRunner.h"

#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using nlohmann::json;

class TestCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

    using Run = qc::test::CliRun;

    Run cli(const QStringList& args)
    {
        return qc::test::CliRunner().isolate(m_home.path()).setTimeout(60000).run(args);
    }
    static json parse(const QByteArray& out) { return qc::test::parseCliJson(out); }

    const QString kDemo = QStringLiteral("demo://?history=2&user=me");

private Q_SLOTS:
    void initTestCase() { QVERIFY(QFile::exists(qEnvironmentVariable("QC_CLI"))); }

    void statusJsonHasStableFields()
    {
        const Run r = cli({ QStringLiteral("--backend"), kDemo, QStringLiteral("status"), QStringLiteral("--json") });
        QCOMPARE(r.code, 0);
        const json j = parse(r.out);
        QVERIFY(j["jobs"].is_array());
        QVERIFY(j["jobs"].size() > 10);
        bool sawPending = false;
        for (const auto& job : j["jobs"]) {
            for (const char* key : { "id", "name", "user", "partition", "state", "gpus", "reason" })
                QVERIFY2(job.contains(key), key);
            QVERIFY(job["gpus"].is_number_integer());
            const std::string state = job["state"];
            QVERIFY2(state == "PENDING" || state == "RUNNING" || state == "CONFIGURING" || state == "COMPLETED"
                         || state == "FAILED" || state == "TIMEOUT" || state == "CANCELLED",
                     state.c_str());
            if (state == "PENDING") {
                sawPending = true;
                QVERIFY(!job["reason"].get<std::string>().empty());
            }
        }
        QVERIFY(sawPending);
    }

    void regionsJsonAddsUp()
    {
        const Run r = cli({ QStringLiteral("-b"), kDemo, QStringLiteral("regions"), QStringLiteral("--json") });
        QCOMPARE(r.code, 0);
        const json j = parse(r.out);
        QCOMPARE(j["regions"].size(), size_t(3));
        for (const auto& region : j["regions"]) {
            const int total = region["gpus_total"];
            QCOMPARE(region["gpus_busy"].get<int>() + region["gpus_free"].get<int>()
                         + region["gpus_unavailable"].get<int>(),
                     total);
            QVERIFY(region["pending_jobs"].get<int>() >= 0);
            QVERIFY(region.contains("pending_gpus"));
        }
    }

    void submitUpdateCancelRoundTrip()
    {
        const QString name = QStringLiteral("$(touch /tmp/pwned) \"quoted\" 中文");
        Run r = cli({ QStringLiteral("-b"), kDemo, QStringLiteral("submit"), QStringLiteral("--json"),
                      QStringLiteral("--name"), name, QStringLiteral("--gpus"), QStringLiteral("2"),
                      QStringLiteral("--gpu-type"), QStringLiteral("a100"), QStringLiteral("-p"),
                      QStringLiteral("cn-north"), QStringLiteral("--time"), QStringLiteral("4:00:00"),
                      QStringLiteral("--begin"), QStringLiteral("now+3hours") });
        QVERIFY2(r.code == 0, r.err.constData());
        const std::string id = parse(r.out)["id"].get<std::string>();

        r = cli({ QStringLiteral("-b"), kDemo, QStringLiteral("update"), QString::fromStdString(id),
                  QStringLiteral("--nice"), QStringLiteral("10") });
        QVERIFY2(r.code == 0, r.err.constData());

        r = cli({ QStringLiteral("-b"), kDemo, QStringLiteral("status"), QStringLiteral("--mine"),
                  QStringLiteral("--json") });
        QCOMPARE(r.code, 0);
        bool found = false;
        const json status = parse(r.out); // a named value: range-for over a temporary's member dangles
        for (const auto& job : status["jobs"]) {
            if (job["id"].get<std::string>() == id) {
                found = true;
                QCOMPARE(QString::fromStdString(job["name"]), name);
                QVERIFY(job["reason"] == "BeginTime");
                QVERIFY(job["nice"] == 10);
                QVERIFY(job["gpus"] == 2);
            }
        }
        QVERIFY2(found, qPrintable(QString::fromStdString(id) + QLatin1Char(' ') + QString::fromUtf8(r.out)));
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/pwned")));

        r = cli({ QStringLiteral("-b"), kDemo, QStringLiteral("cancel"), QString::fromStdString(id) });
        QCOMPARE(r.code, 0);
        r = cli({ QStringLiteral("-b"), kDemo, QStringLiteral("cancel"), QString::fromStdString(id) });
        QCOMPARE(r.code, 5); // no longer active
    }

    // status --json writes its jobs' text in blocks of 2,048 on the pool: every job once, in the table's order
    // (the same rows as the human output), and the document whole. The platform's clock stands still at one time
    // (at=, speed=0), so both runs see the same queue however long apart they start.
    void statusJsonKeepsTheOrderAcrossBlocks()
    {
        const QString big = QStringLiteral("demo://?jobs=5000&state=none&user=me&at=2026-12-01T12:00:00Z&speed=0");
        const Run asJson = cli({ QStringLiteral("-b"), big, QStringLiteral("status"), QStringLiteral("--json") });
        QCOMPARE(asJson.code, 0);
        const json j = parse(asJson.out);
        const Run asTable = cli({ QStringLiteral("-b"), big, QStringLiteral("status") });
        QCOMPARE(asTable.code, 0);
        QList<QByteArray> tableIds;
        const QList<QByteArray> lines = asTable.out.split('\n');
        for (qsizetype i = 1; i + 2 < lines.size(); ++i) // the header; the summary and the final newline
            tableIds.append(lines[i].left(lines[i].indexOf(' ')));
        QVERIFY2(j["jobs"].size() > 2 * 2048, std::to_string(j["jobs"].size()).c_str());
        QList<QByteArray> jsonIds;
        QSet<QByteArray> inJson;
        for (const json& job : j["jobs"]) {
            const QByteArray id = QByteArray::fromStdString(job["id"].get<std::string>());
            QVERIFY2(!inJson.contains(id), id.constData());
            inJson.insert(id);
            jsonIds.append(id);
        }
        QCOMPARE(jsonIds, tableIds);
    }

    void humanOutputIsATable()
    {
        const Run r = cli({ QStringLiteral("-b"), kDemo, QStringLiteral("regions") });
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith("REGION"));
        QVERIFY(r.out.contains("cn-north"));
    }

    void helpNamesEveryCommand()
    {
        const Run r = cli({ QStringLiteral("--help") });
        QCOMPARE(r.code, 0);
        // The usage line's list of commands, after "Arguments:": every command the program runs.
        const QByteArray arguments = r.out.mid(r.out.indexOf("Arguments:"));
        QVERIFY2(!arguments.isEmpty(), r.out.constData());
        for (const char* command : { "status", "regions", "submit", "update", "hold", "release", "cancel", "requeue",
                                     "recommend", "import-history", "evaluate-forecast", "export-trace" })
            QVERIFY2(arguments.contains(command), command);
    }

    // The help's "Commands:" section says what each command does, and each command it names is one the program
    // runs (a wrong argument count is a usage error that names the command, never "unknown command").
    void helpDescribesEveryCommandItRuns()
    {
        const Run r = cli({ QStringLiteral("--help") });
        QCOMPARE(r.code, 0);
        const qsizetype from = r.out.indexOf("Commands:\n");
        const qsizetype to = r.out.indexOf("\nOptions:");
        QVERIFY2(from >= 0 && to > from, r.out.constData());
        QStringList described;
        for (const QByteArray& line : r.out.mid(from, to - from).split('\n').mid(1)) {
            if (line.trimmed().isEmpty())
                continue;
            // "  name [synopsis]   what it does": the name, then at least two words of description.
            const QStringList words = QString::fromUtf8(line).simplified().split(u' ');
            QVERIFY2(words.size() >= 3, line.constData());
            described.append(words.first());
        }
        for (const char* command : { "status", "regions", "submit", "update", "hold", "release", "cancel", "requeue",
                                     "recommend", "import-history", "evaluate-forecast", "export-trace" })
            QVERIFY2(described.contains(QLatin1String(command)), command);
        for (const QString& command : described) {
            const Run run = cli({ QStringLiteral("-b"), QStringLiteral("pbs://x"), command, QStringLiteral("a"),
                                  QStringLiteral("b"), QStringLiteral("c") });
            QVERIFY2(run.code != 0, qPrintable(command));
            QVERIFY2(!run.err.contains("unknown command"), run.err.constData());
        }
    }

    void errorsHaveExitCodesAndMessages_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::newRow("no command") << QStringList {} << 2;
        QTest::newRow("unknown command") << QStringList { QStringLiteral("launch") } << 2;
        QTest::newRow("unknown option") << QStringList { QStringLiteral("status"), QStringLiteral("--frobnicate") }
                                        << 2;
        QTest::newRow("bad gpus") << QStringList { QStringLiteral("submit"), QStringLiteral("--gpus"),
                                                   QStringLiteral("two") }
                                  << 2;
        QTest::newRow("bad time") << QStringList { QStringLiteral("submit"), QStringLiteral("--time"),
                                                   QStringLiteral("soon") }
                                  << 2;
        QTest::newRow("update nothing") << QStringList { QStringLiteral("update"), QStringLiteral("1") } << 2;
        QTest::newRow("cancel no id") << QStringList { QStringLiteral("cancel") } << 2;
        QTest::newRow("unknown backend") << QStringList { QStringLiteral("-b"), QStringLiteral("pbs://x"),
                                                          QStringLiteral("status") }
                                         << 3;
        QTest::newRow("bad demo url") << QStringList { QStringLiteral("-b"), QStringLiteral("demo://?speed=-1"),
                                                       QStringLiteral("status") }
                                      << 3;
        QTest::newRow("rejected job") << QStringList { QStringLiteral("-b"), kDemo, QStringLiteral("submit"),
                                                       QStringLiteral("-p"), QStringLiteral("mars") }
                                      << 5;
        QTest::newRow("unknown job") << QStringList { QStringLiteral("-b"), kDemo, QStringLiteral("cancel"),
                                                      QStringLiteral("12") }
                                     << 5;
    }
    void errorsHaveExitCodesAndMessages()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        const Run r = cli(args);
        QCOMPARE(r.code, code);
        QVERIFY(r.err.startsWith("queuecast-cli:"));
    }

    void jsonErrorsAreJsonToo()
    {
        const Run r = cli(
            { QStringLiteral("-b"), QStringLiteral("pbs://x"), QStringLiteral("status"), QStringLiteral("--json") });
        QCOMPARE(r.code, 3);
        QVERIFY(parse(r.out)["error"]["kind"] == "invalid_url");
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "TestCli.moc"
