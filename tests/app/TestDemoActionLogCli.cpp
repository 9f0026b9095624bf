// The demo action log as real CLI processes share it: six parallel submits each get their own job id and all
// six land in the log (each process used to load once and overwrite the file), and a log with a field of the
// wrong type is a clear warning, not a hang (nlohmann's type_error on the worker thread never came back).
#include "backends/demo/DemoActionLog.h"
#include "common/CliRunner.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <vector>

using namespace qc;

class TestDemoActionLogCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

    QString backend(const QString& state) const { return QStringLiteral("demo://?history=1&user=me&state=") + state; }

private Q_SLOTS:
    void initTestCase() { QVERIFY(QFile::exists(qEnvironmentVariable("QC_CLI"))); }

    void parallelSubmitsKeepEveryAction()
    {
        const QString state = m_home.filePath(QStringLiteral("parallel.json"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.path());
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
        env.remove(QStringLiteral("QUEUECAST_BACKEND"));
        constexpr int kProcesses = 6;
        std::vector<std::unique_ptr<QProcess>> processes;
        for (int i = 0; i < kProcesses; ++i) {
            auto p = std::make_unique<QProcess>();
            p->setProcessEnvironment(env);
            p->start(qEnvironmentVariable("QC_CLI"),
                     { QStringLiteral("-b"), backend(state), QStringLiteral("submit"), QStringLiteral("--json"),
                       QStringLiteral("--hold"), QStringLiteral("-p"), QStringLiteral("eu-west"),
                       QStringLiteral("--name"), QStringLiteral("parallel-%1").arg(i) });
            processes.push_back(std::move(p));
        }
        QSet<QString> ids;
        for (auto& p : processes) {
            QVERIFY2(p->waitForFinished(120000), "queuecast-cli submit did not finish");
            QCOMPARE(p->exitStatus(), QProcess::NormalExit);
            const QByteArray err = p->readAllStandardError();
            QVERIFY2(p->exitCode() == 0, err.constData());
            const auto j = test::parseCliJson(p->readAllStandardOutput());
            ids.insert(QString::fromStdString(j["id"].get<std::string>()));
        }
        QCOMPARE(ids.size(), kProcesses);

        QFile f(state);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto parsed = demo::DemoActionLog::parse(f.readAll());
        QCOMPARE(parsed.problem, demo::DemoActionLog::Problem::None);
        QSet<QString> logged;
        for (const auto& a : parsed.actions)
            logged.insert(a.jobId);
        QCOMPARE(logged, ids);

        // And every process after them sees all six.
        const auto status = test::CliRunner()
                                .isolate(m_home.path())
                                .run({ QStringLiteral("-b"), backend(state), QStringLiteral("status"),
                                       QStringLiteral("--mine"), QStringLiteral("--json") });
        QCOMPARE(status.code, 0);
        const auto j = test::parseCliJson(status.out);
        QSet<QString> seen;
        for (const auto& job : j["jobs"])
            seen.insert(QString::fromStdString(job["id"].get<std::string>()));
        QVERIFY(seen.contains(ids));
    }

    void wrongFieldTypeIsAWarningNotAHang_data()
    {
        QTest::addColumn<QByteArray>("entry");
        QTest::newRow("kind a number") << QByteArray(
            "{\"kind\": 5, \"at\": \"2026-11-30T10:00:00Z\", \"user\": \"me\"}");
        QTest::newRow("at an object") << QByteArray("{\"kind\": \"cancel\", \"at\": {}, \"job_id\": \"1\"}");
        QTest::newRow("user a number") << QByteArray(
            "{\"kind\": \"cancel\", \"at\": \"2026-11-30T10:00:00Z\", \"user\": 7, \"job_id\": \"1\"}");
        QTest::newRow("gpus a string") << QByteArray(
            "{\"kind\": \"submit\", \"at\": \"2026-11-30T10:00:00Z\", \"spec\": {\"gpus\": \"two\"}}");
        QTest::newRow("requeue a string")
            << QByteArray("{\"kind\": \"submit\", \"at\": \"2026-11-30T10:00:00Z\", \"spec\": {\"requeue\": \"yes\"}}");
        QTest::newRow("gpus huge") << QByteArray(
            "{\"kind\": \"submit\", \"at\": \"2026-11-30T10:00:00Z\", \"spec\": {\"gpus\": 1e300}}");
        QTest::newRow("nice a string") << QByteArray("{\"kind\": \"update\", \"at\": \"2026-11-30T10:00:00Z\", "
                                                     "\"job_id\": \"1\", \"change\": {\"nice\": \"x\"}}");
    }
    void wrongFieldTypeIsAWarningNotAHang()
    {
        QFETCH(QByteArray, entry);
        QTemporaryDir dir;
        const QString state = dir.filePath(QStringLiteral("typed.json"));
        QFile f(state);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray content = "{\"actions\": [" + entry + "], \"version\": 1}";
        f.write(content);
        f.close();
        const auto r = test::CliRunner()
                           .isolate(m_home.path())
                           .setTimeout(60000)
                           .run({ QStringLiteral("-b"), backend(state), QStringLiteral("regions") });
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.err.contains("damaged") && r.err.contains("action 1"), r.err.constData());
        // Set aside, not lost.
        const QStringList aside = QDir(dir.path()).entryList({ QStringLiteral("typed.json.corrupt-*") });
        QCOMPARE(aside.size(), 1);
        QFile kept(dir.filePath(aside.first()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), content);
    }

    void foreignStateFileFailsTheCommand()
    {
        const QString state = m_home.filePath(QStringLiteral("authorized_keys"));
        QFile f(state);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHx user@host\n");
        f.close();
        const auto r = test::CliRunner()
                           .isolate(m_home.path())
                           .run({ QStringLiteral("-b"), backend(state), QStringLiteral("submit"), QStringLiteral("-p"),
                                  QStringLiteral("eu-west") });
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains("not a QueueCast demo log"), r.err.constData());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHx user@host\n"));
        QVERIFY(QDir(m_home.path()).entryList({ QStringLiteral("authorized_keys.*") }).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDemoActionLogCli)
#include "TestDemoActionLogCli.moc"
