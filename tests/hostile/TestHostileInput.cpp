// Parsers and limits against input built to hurt: deep JSON, host list bombs, overflowing numbers, endless
// command output. Each case once crashed, hung or took gigabytes.
#include "backends/Backend.h"
#include "backends/rest/RestDocument.h"
#include "backends/rest/RestEndpoint.h"
#include "backends/rest/RestHostList.h"
#include "backends/rest/RestWorker.h"
#include "backends/slurm/CommandErrorMapper.h"
#include "backends/slurm/ProcessRun.h"
#include "backends/slurm/SlurmRunnerFactory.h"
#include "backends/slurm/SlurmTextParser.h"
#include "model/SlurmTime.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QTest>
#include <QThread>
#include <qcoro/qcorotask.h>

using namespace qc;
using nlohmann::json;

namespace {
QStringList words(std::initializer_list<const char*> items)
{
    QStringList out;
    for (const char* item : items)
        out << QString::fromUtf8(item);
    return out;
}

QByteArray nested(int depth)
{
    return "{\"a\":" + QByteArray(depth - 1, '[') + QByteArray(depth - 1, ']') + '}';
}

// A JSON value nested `depth` deep, built without recursion.
json deepValue(int depth)
{
    json value = json::array();
    for (int i = 1; i < depth; ++i) {
        json outer = json::array();
        outer.push_back(std::move(value));
        value = std::move(outer);
    }
    return value;
}

QCoro::Task<Result<json>> throughWorker(std::shared_ptr<json> deep)
{
    auto work = rest::RestWorker::run([deep]() -> Result<json> { return std::move(*deep); });
    co_return co_await work;
}
} // namespace

class TestHostileInput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void restDocumentRefusesDeepNesting()
    {
        QVERIFY(rest::RestDocument::parse(nested(rest::RestDocument::kMaxDepth), QStringLiteral("ping")).ok());
        const auto deep = rest::RestDocument::parse(nested(rest::RestDocument::kMaxDepth + 1), QStringLiteral("ping"));
        QVERIFY(!deep.ok());
        QCOMPARE(deep.error().kind, BackendError::Kind::Malformed);
        QVERIFY2(deep.error().detail.contains(QLatin1String("nested deeper than 64")), qPrintable(deep.error().detail));
        // /ping answering 200,000 nested arrays crashed the client when the document was copied.
        const auto bomb = rest::RestDocument::parse(nested(200000), QStringLiteral("ping"));
        QVERIFY(!bomb.ok());
        // Brackets inside strings are text, not nesting; escaped quotes do not end a string.
        const QByteArray inString = "{\"a\":\"" + QByteArray(1000, '[') + "\\\"" + QByteArray(1000, '{') + "\"}";
        QVERIFY(rest::RestDocument::parse(inString, QStringLiteral("ping")).ok());
    }

    void restWorkerMovesItsResult()
    {
        // Copying this value recurses 200,000 levels deep and overflows the stack: the worker must move it.
        auto deep = std::make_shared<json>(deepValue(200000));
        const auto result = QCoro::waitFor(throughWorker(deep));
        QVERIFY(result.ok());
        QVERIFY(result.value().is_array());
    }

    void restHostListStaysLinear()
    {
        QCOMPARE(rest::RestHostList::expand(QStringLiteral("rack[1-2]-n[01-03],x")),
                 words({ "rack1-n01", "rack1-n02", "rack1-n03", "rack2-n01", "rack2-n02", "rack2-n03", "x" }));
        QCOMPARE(rest::RestHostList::expand(QStringLiteral("gpu-a[1-2,05],cpu1")),
                 words({ "gpu-a1", "gpu-a2", "gpu-a05", "cpu1" }));
        // A 60 KB partition "nodes" value once took 3 GB and crashed: 2^10,000 names, or long names many times.
        QElapsedTimer timer;
        timer.start();
        const QString bomb = QStringLiteral("a[1-2]").repeated(10000);
        QVERIFY(rest::RestHostList::expand(bomb).size() <= 100000);
        const QString longNames = QStringLiteral("n[0-99999]") + QString(60000, QLatin1Char('x'));
        qint64 chars = 0;
        for (const auto& name : rest::RestHostList::expand(longNames))
            chars += name.size();
        QVERIFY(chars <= rest::RestHostList::kMaxChars);
        QVERIFY(rest::RestHostList::expand(QStringLiteral("n[0-9223372036854775807]")).isEmpty());
        QVERIFY(rest::RestHostList::expand(QStringLiteral("n[1-2")).isEmpty());
        // The checked form says so instead of handing back a shorter list.
        QVERIFY(!rest::RestHostList::expandAll(bomb, QStringLiteral("partition gpu")).ok());
        QVERIFY(!rest::RestHostList::expandAll(QStringLiteral("n[1-2],m[3"), QStringLiteral("partition gpu")).ok());
        const auto error = rest::RestHostList::expandAll(longNames, QStringLiteral("partition gpu")).error();
        QCOMPARE(error.kind, BackendError::Kind::Malformed);
        QVERIFY2(error.message.contains(QLatin1String("partition gpu")), qPrintable(error.message));
        QVERIFY(error.detail.size() < 200); // the start of the list, not 60 KB of it
        QCOMPARE(rest::RestHostList::expandAll(QStringLiteral("g[1-2],h"), QStringLiteral("partition gpu")).value(),
                 words({ "g1", "g2", "h" }));
        QVERIFY(rest::RestHostList::expandAll(QString(), QStringLiteral("partition gpu")).value().isEmpty());
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    }

    void cliHostListEnds()
    {
        // `i <= b` with an int never turned false for b == INT_MAX.
        QCOMPARE(slurm::SlurmTextParser::expandHostlist(QStringLiteral("n[2147483646-2147483647]")),
                 words({ "n2147483646", "n2147483647" }));
        QCOMPARE(slurm::SlurmTextParser::expandHostlist(QStringLiteral("gpu-a[1-2,5],cpu1,n[08-10]")),
                 words({ "gpu-a1", "gpu-a2", "gpu-a5", "cpu1", "n08", "n09", "n10" }));
        QElapsedTimer timer;
        timer.start();
        QString many;
        for (int i = 0; i < 1000; ++i)
            many += QStringLiteral("r%1n[0-99999],").arg(i);
        QVERIFY(slurm::SlurmTextParser::expandHostlist(many).size() <= 100000);
        qint64 chars = 0;
        for (const auto& name :
             slurm::SlurmTextParser::expandHostlist(QStringLiteral("n[0-99999]") + QString(60000, QLatin1Char('x'))))
            chars += name.size();
        QVERIFY(chars <= 8 * 1024 * 1024);
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    }

    void durationsDoNotOverflow()
    {
        using slurmtime::parseDuration;
        // Wrapped to a non-positive number, which scontrol took as UNLIMITED.
        QVERIFY(!parseDuration(QStringLiteral("99999999999999999999")));
        QVERIFY(!parseDuration(QStringLiteral("153722867280912930")));
        QVERIFY(!parseDuration(QStringLiteral("99999999999-00:00:00")));
        QCOMPARE(parseDuration(QStringLiteral("4294967294")), std::optional<qint64>(slurmtime::kMaxDurationS));
        QVERIFY(!parseDuration(QStringLiteral("4294967295")));
        QCOMPARE(parseDuration(QStringLiteral("1-02:03:04")), std::optional<qint64>(93784));
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QVERIFY(!slurmtime::parseTime(QStringLiteral("now+99999999999999999999days"), now).isValid());
        QVERIFY(!slurmtime::parseTime(QStringLiteral("now+9999999999days"), now).isValid());
        QCOMPARE(slurmtime::parseTime(QStringLiteral("now+2hours"), now), now.addSecs(7200));
    }

    void urlTimeoutsDoNotOverflow()
    {
        // 4294968 s as milliseconds in an int wrapped to 0.7 s.
        const auto cli = SlurmRunnerFactory::create(QUrl(QStringLiteral("slurm://?timeout=4294968")), 30000);
        QVERIFY(!cli.ok());
        QCOMPARE(cli.error().kind, BackendError::Kind::InvalidUrl);
        QVERIFY(SlurmRunnerFactory::create(QUrl(QStringLiteral("slurm://?timeout=60")), 30000).ok());
        for (const char* query : { "timeout=nan", "deadline=nan", "deadline=0", "max_reply_mb=0", "max_reply_mb=abc",
                                   "max_reply_mb=99999999999" }) {
            const auto e = rest::RestEndpoint::fromUrl(
                QUrl(QStringLiteral("slurm+rest://me@127.0.0.1:1?") + QLatin1String(query)));
            QVERIFY2(!e.ok(), query);
        }
        const auto e = rest::RestEndpoint::fromUrl(
            QUrl(QStringLiteral("slurm+rest://me@127.0.0.1:1?max_reply_mb=8&deadline=2.5")));
        QVERIFY(e.ok());
        QCOMPARE(e.value().maxReplyBytes, qint64(8) * 1024 * 1024);
        QCOMPARE(e.value().deadlineMs, 2500);
        // The default fits a 100,000-job 22.05 reply (~3.4 KB a job) with headroom.
        const auto d = rest::RestEndpoint::fromUrl(QUrl(QStringLiteral("slurm+rest://me@127.0.0.1:1")));
        QVERIFY(d.value().maxReplyBytes >= qint64(100000) * 3450 * 3 / 2);
    }

    void commandOutputIsCapped()
    {
        // An endless command: `yes` prints forever; the cap stops it at once instead of at the timeout.
        QElapsedTimer timer;
        timer.start();
        const auto r = QCoro::waitFor(
            slurm::runProcess(QStringLiteral("yes"), {}, {}, 60000, {}, {}, slurm::OutputLimits { 1024 * 1024, 1024 }));
        QVERIFY(r.started);
        QVERIFY(r.outputTooLarge);
        QVERIFY(!r.timedOut);
        QVERIFY(!r.ok());
        QVERIFY(r.out.size() <= 1024 * 1024);
        QVERIFY2(timer.elapsed() < 20000, qPrintable(QString::number(timer.elapsed())));
        const BackendError e
            = slurm::CommandErrorMapper::map(r, false, QStringLiteral("localhost"), QStringLiteral("squeue"));
        QVERIFY2(e.message.contains(QLatin1String("printed more than 1 MB")), qPrintable(e.message));
        // The default leaves room for a 100,000-job squeue (up to ~1 KB a job).
        QVERIFY(slurm::OutputLimits {}.maxOut >= qint64(100000) * 1024 * 2);
        const auto small
            = QCoro::waitFor(slurm::runProcess(QStringLiteral("echo"), { QStringLiteral("hi") }, {}, 10000));
        QVERIFY(small.ok());
        QCOMPARE(small.out, QByteArray("hi\n"));
        // A flood on stderr alone is capped as well.
        const auto errFlood = QCoro::waitFor(slurm::runProcess(QStringLiteral("sh"),
                                                               { QStringLiteral("-c"), QStringLiteral("yes >&2") }, {},
                                                               60000, {}, {}, slurm::OutputLimits { 1024, 64 * 1024 }));
        QVERIFY(errFlood.outputTooLarge);
        QVERIFY(errFlood.err.size() <= 64 * 1024);
    }

    void commandTimesOut()
    {
        QElapsedTimer timer;
        timer.start();
        const auto r = QCoro::waitFor(slurm::runProcess(QStringLiteral("sleep"), { QStringLiteral("30") }, {}, 300));
        QVERIFY(r.started);
        QVERIFY(r.timedOut);
        QVERIFY(!r.ok());
        QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
    }

    void commandOutputIsReadWhileTheCallerIsBusy()
    {
        // The command writes 4 MB, far more than a pipe holds, then its end time. Were its output read on the
        // caller's thread (the UI thread in the app), it could not finish before that thread is free again.
        const qint64 startedMs = QDateTime::currentMSecsSinceEpoch();
        auto task = slurm::runProcess(
            QStringLiteral("sh"),
            { QStringLiteral("-c"), QStringLiteral("head -c 4000000 /dev/zero; date +%s%3N >&2") }, {}, 60000);
        QThread::msleep(2500); // busy: no event loop runs here
        const auto r = QCoro::waitFor(std::move(task));
        QVERIFY(r.ok());
        QCOMPARE(r.out.size(), 4000000);
        const qint64 endedMs = r.err.trimmed().toLongLong();
        QVERIFY2(endedMs > 0 && endedMs - startedMs < 2000,
                 qPrintable(QStringLiteral("the command ended %1 ms after it started").arg(endedMs - startedMs)));
    }
};

QTEST_GUILESS_MAIN(TestHostileInput)
#include "TestHostileInput.moc"
