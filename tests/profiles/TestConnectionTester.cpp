// "Test connection" against real failures that need no network: a refused port, an unresolvable name, a TLS
// server with a self-signed certificate, a server refusing the token, one speaking an unknown API version, a
// silent one, missing commands, and ssh to hosts that do not exist or do not listen.
#include "TinyHttpServer.h"
#include "profiles/ConnectionTester.h"

#include <QElapsedTimer>
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace qc;
using qc::test::TinyHttpServer;
using Verdict = ConnectionDiagnosis::Verdict;
using namespace std::chrono_literals;

namespace {
ClusterProfile rest(const QString& address)
{
    return { QStringLiteral("r"), ClusterProfile::Kind::SlurmRest, address, QStringLiteral("ana") };
}

ConnectionDiagnosis run(const ClusterProfile& p, const QString& token = QStringLiteral("t0ken"),
                        std::chrono::milliseconds timeout = 15s)
{
    ConnectionTester tester;
    return QCoro::waitFor(tester.test(p, token, timeout));
}

quint16 closedPort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost))
        qFatal("cannot bind a local port");
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

#define VERDICT(d, expected)                                                                                           \
    QVERIFY2((d).verdict == (expected), qPrintable((d).verdictKey() + QStringLiteral(": ") + (d).toText()))
} // namespace

class TestConnectionTester : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void demoConnects()
    {
        const auto d = run(
            { QStringLiteral("d"), ClusterProfile::Kind::Demo, QStringLiteral("demo://?history=1&state=none"), {} });
        VERDICT(d, Verdict::Ok);
        QVERIFY(d.jobs > 0);
        QVERIFY(d.partitions > 0);
        QVERIFY(d.summary.contains(QString::number(d.jobs)));
    }

    void invalidSettings()
    {
        const auto d = run(rest(QStringLiteral("ftp://x")));
        VERDICT(d, Verdict::InvalidSettings);
        QVERIFY(!d.advice.isEmpty());
    }

    void refusedPort()
    {
        const auto d = run(rest(QStringLiteral("http://127.0.0.1:%1").arg(closedPort())));
        VERDICT(d, Verdict::Refused);
        QVERIFY(d.advice.contains(QLatin1String("slurmrestd")));
    }

    void unresolvableHost()
    {
        const auto d = run(rest(QStringLiteral("https://queuecast-test.invalid:6820")));
        VERDICT(d, Verdict::HostNotFound);
    }

    void translatedTransportErrors()
    {
        // Qt translates its network errors: under zh_CN "Connection refused" arrives in Chinese. The diagnosis
        // must not depend on those words.
        QTranslator qt;
        if (!qt.load(QStringLiteral("qtbase_zh_CN"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QFAIL("qtbase_zh_CN.qm is missing (install qt6-translations-l10n)");
        QCoreApplication::installTranslator(&qt);
        const auto refused = run(rest(QStringLiteral("http://127.0.0.1:%1").arg(closedPort())));
        const auto unknown = run(rest(QStringLiteral("https://queuecast-test.invalid:6820")));
        QCoreApplication::removeTranslator(&qt);
        QVERIFY2(!refused.detail.contains(QLatin1String("Connection refused")), qPrintable(refused.detail));
        VERDICT(refused, Verdict::Refused);
        VERDICT(unknown, Verdict::HostNotFound);
    }

    void selfSignedTls()
    {
        QTemporaryDir dir;
        const QString cert = dir.filePath(QStringLiteral("cert.pem"));
        const QString key = dir.filePath(QStringLiteral("key.pem"));
        QProcess openssl;
        openssl.start(QStringLiteral("openssl"),
                      { QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                        QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-days"),
                        QStringLiteral("1"), QStringLiteral("-subj"), QStringLiteral("/CN=localhost"),
                        QStringLiteral("-keyout"), key, QStringLiteral("-out"), cert });
        if (!openssl.waitForFinished(60000) || openssl.exitCode() != 0)
            QFAIL(qPrintable(QStringLiteral("openssl could not make a certificate: ") + openssl.errorString()
                             + QString::fromUtf8(openssl.readAllStandardError())));
        QFile c(cert), k(key);
        QVERIFY(c.open(QIODevice::ReadOnly) && k.open(QIODevice::ReadOnly));
        TinyHttpServer server([](const QByteArray&) { return TinyHttpServer::Answer { 200, "{}" }; });
        server.useTls(QSslCertificate(c.readAll()), QSslKey(k.readAll(), QSsl::Rsa));
        QVERIFY(server.listen(QHostAddress::LocalHost));
        const auto d = run(rest(QStringLiteral("https://localhost:%1").arg(server.serverPort())));
        VERDICT(d, Verdict::Tls);
        QVERIFY(server.paths.isEmpty()); // no request crossed an unverified connection
    }

    void tokenRefused()
    {
        TinyHttpServer server([](const QByteArray&) {
            return TinyHttpServer::Answer { 401,
                                            R"({"errors":[{"error":"Authentication failure","error_number":1007}]})" };
        });
        QVERIFY(server.listen(QHostAddress::LocalHost));
        const auto d = run(rest(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort())),
                           QStringLiteral("expired-token"));
        VERDICT(d, Verdict::Auth);
        QVERIFY(d.advice.contains(QLatin1String("scontrol token")));
        // The typed token went to the server, in the header and nowhere else.
        QVERIFY(!server.requests.isEmpty());
        QCOMPARE(server.requests.first().value("x-slurm-user-token"), QByteArray("expired-token"));
        QCOMPARE(server.requests.first().value("x-slurm-user-name"), QByteArray("ana"));
        QVERIFY(!d.toText().contains(QLatin1String("expired-token")));
    }

    void unknownApiVersion()
    {
        TinyHttpServer server([](const QByteArray& path) {
            // A version from the future: the verdict must name what the server offers (v0.0.99), not only what
            // QueueCast reads.
            if (path == "/openapi/v3")
                return TinyHttpServer::Answer {
                    200, R"({"openapi":"3.0.2","paths":{"/slurm/v0.0.99/ping":{},"/slurm/v0.0.99/jobs":{}}})"
                };
            return TinyHttpServer::Answer { 404, "Not found" };
        });
        QVERIFY(server.listen(QHostAddress::LocalHost));
        const auto d = run(rest(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort())));
        VERDICT(d, Verdict::UnsupportedVersion);
        QVERIFY2(d.toText().contains(QLatin1String("v0.0.99")), qPrintable(d.toText()));
    }

    // A big queue takes slurmrestd minutes to send whole; the test asks ping and diag, a few hundred bytes, and
    // never the job list, so it answers at once with what those say.
    void restTestAsksPingAndDiagNotTheQueue()
    {
        TinyHttpServer server([](const QByteArray& path) {
            if (path == "/openapi/v3")
                return TinyHttpServer::Answer {
                    200, R"({"openapi":"3.0.2","paths":{"/slurm/v0.0.41/ping":{},"/slurm/v0.0.41/jobs":{}}})"
                };
            if (path.startsWith("/slurm/v0.0.41/ping"))
                return TinyHttpServer::Answer { 200,
                                                R"({"pings":[{"hostname":"ctl1","pinged":"UP","responding":true,)"
                                                R"("latency":180,"mode":"primary","primary":true}],)"
                                                R"("meta":{"slurm":{"cluster":"bigsite","release":"24.11.5"}}})" };
            if (path.startsWith("/slurm/v0.0.41/diag"))
                return TinyHttpServer::Answer { 200, R"({"statistics":{"jobs_pending":99871,"jobs_running":512}})" };
            return TinyHttpServer::Answer { 0, {} }; // the job list: far too slow to wait for
        });
        QVERIFY(server.listen(QHostAddress::LocalHost));
        const auto d
            = run(rest(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort())), QStringLiteral("t"), 3000ms);
        VERDICT(d, Verdict::Ok);
        QCOMPARE(d.clusterName, QStringLiteral("bigsite"));
        QCOMPARE(d.jobs, 99871 + 512);
        QVERIFY2(d.summary.contains(QLatin1String("bigsite")), qPrintable(d.summary));
        for (const char* fact : { "24.11.5", "v0.0.41", "99871", "512" })
            QVERIFY2(d.advice.contains(QLatin1String(fact)), qPrintable(d.advice));
        for (const QByteArray& path : std::as_const(server.paths))
            QVERIFY2(!path.contains("/jobs"), path.constData());
    }

    // The controller behind slurmrestd is down: ping says so, and the test must not call that a success.
    void restPingWithTheControllerDown()
    {
        TinyHttpServer server([](const QByteArray& path) {
            if (path == "/openapi/v3")
                return TinyHttpServer::Answer { 200, R"({"openapi":"3.0.2","paths":{"/slurm/v0.0.40/ping":{}}})" };
            if (path.startsWith("/slurm/v0.0.40/ping"))
                return TinyHttpServer::Answer {
                    200, R"({"pings":[{"hostname":"ctl1","pinged":"DOWN","responding":false,"mode":"primary"}]})"
                };
            return TinyHttpServer::Answer { 404, "Not found" };
        });
        QVERIFY(server.listen(QHostAddress::LocalHost));
        const auto d = run(rest(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort())));
        QVERIFY2(!d.ok(), qPrintable(d.toText()));
        QVERIFY2(d.toText().contains(QLatin1String("controller")), qPrintable(d.toText()));
    }

    void silentServerTimesOut()
    {
        TinyHttpServer server([](const QByteArray&) { return TinyHttpServer::Answer {}; });
        server.silent = true;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        QElapsedTimer clock;
        clock.start();
        const auto d
            = run(rest(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort())), QStringLiteral("t"), 1500ms);
        VERDICT(d, Verdict::Timeout);
        QVERIFY(clock.elapsed() < 10000);
    }

    void closedDuringPathLookup()
    {
        // The profile dialog owns its tester; closing it while the PATH lookup runs on a worker thread must end
        // the test there: no Slurm command runs afterwards, and the task still finishes.
        QTemporaryDir bin;
        const QString marker = bin.filePath(QStringLiteral("ran"));
        for (const char* name : { "squeue", "sinfo", "scontrol", "sacctmgr", "sacct", "sdiag" }) {
            QFile f(bin.filePath(QString::fromLatin1(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("#!/bin/sh\necho \"$0\" >> '" + marker.toUtf8() + "'\nexit 1\n");
            f.close();
            f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
        const QByteArray path = qgetenv("PATH");
        // Hundreds of missing directories ahead of the commands make the lookup take a moment, so the test is
        // usually still suspended in it when the tester goes; when the lookup ended first (a busy machine: CI's
        // Debian 13 run), the tester still hands control back before it starts a command.
        QByteArray slowPath;
        for (int i = 0; i < 2000; ++i)
            slowPath += bin.path().toUtf8() + "/missing" + QByteArray::number(i) + ':';
        slowPath += bin.path().toUtf8();
        qputenv("PATH", slowPath); // a QByteArray, not a QStringBuilder: Qt 6.8's qputenv takes a QByteArrayView
        auto* tester = new ConnectionTester;
        auto task = tester->test({ QStringLiteral("l"), ClusterProfile::Kind::SlurmLocal, {}, {} }, {}, 5s);
        delete tester; // suspended in the lookup: nothing has resumed yet
        const auto d = QCoro::waitFor(std::move(task));
        QTest::qWait(300); // a command started late would have written by now
        qputenv("PATH", path);
        QVERIFY2(d.verdict != Verdict::Ok, qPrintable(d.toText()));
        QVERIFY2(!QFile::exists(marker), "a Slurm command ran after the tester was deleted");
    }

    void localCommandsMissing()
    {
        // Slurm's commands are installed here; an empty PATH makes them missing for real.
        const QByteArray path = qgetenv("PATH");
        QTemporaryDir empty;
        qputenv("PATH", empty.path().toUtf8());
        const auto d = run({ QStringLiteral("l"), ClusterProfile::Kind::SlurmLocal, {}, {} });
        qputenv("PATH", path);
        VERDICT(d, Verdict::CommandNotFound);
    }

    void sshHostUnknown()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty())
            QFAIL("ssh (OpenSSH client) is not installed: install openssh-client to run this test");
        const auto d = run({ QStringLiteral("s"),
                             ClusterProfile::Kind::SlurmSsh,
                             QStringLiteral("nobody@queuecast-test.invalid"),
                             {} });
        VERDICT(d, Verdict::HostNotFound);
        QVERIFY(d.advice.contains(QLatin1String("ssh")));
    }

    void sshRefused()
    {
        const auto d = run({ QStringLiteral("s"),
                             ClusterProfile::Kind::SlurmSsh,
                             QStringLiteral("nobody@127.0.0.1:%1").arg(closedPort()),
                             {} });
        VERDICT(d, Verdict::Refused);
    }

    void sshWithoutOpenSsh()
    {
        const QByteArray path = qgetenv("PATH");
        QTemporaryDir empty;
        qputenv("PATH", empty.path().toUtf8());
        const auto d = run({ QStringLiteral("s"), ClusterProfile::Kind::SlurmSsh, QStringLiteral("login1"), {} });
        qputenv("PATH", path);
        VERDICT(d, Verdict::CommandNotFound);
    }
};

QTEST_GUILESS_MAIN(TestConnectionTester)
#include "TestConnectionTester.moc"
