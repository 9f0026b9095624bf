// queuecast-cli's numeric and file options against bad values: each must stop with exit 2 and say why, never be
// dropped silently, wrap around or exhaust memory.
#include "common/CliRunner.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {
QStringList words(std::initializer_list<const char*> items)
{
    QStringList out;
    for (const char* item : items)
        out << QString::fromUtf8(item);
    return out;
}
} // namespace

class TestHostileCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    const QString kDemo = QStringLiteral("demo://?history=1&user=me");

    qc::test::CliRun cli(QStringList args)
    {
        args.prepend(kDemo);
        args.prepend(QStringLiteral("--backend"));
        return qc::test::CliRunner().isolate(m_home.path()).setTimeout(60000).run(args);
    }
    void expectUsage(const QStringList& args, const char* message)
    {
        const auto r = cli(args);
        QVERIFY2(r.code == 2,
                 qPrintable(args.join(u' ') + QStringLiteral(" gave ") + QString::number(r.code) + QStringLiteral(": ")
                            + QString::fromUtf8(r.out + r.err)));
        QVERIFY2(r.err.contains(message), r.err.constData());
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(QFile::exists(qEnvironmentVariable("QC_CLI"))); }

    void badNumbersStopWithUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("message");
        // Became TimeLimit=UNLIMITED on the real scontrol.
        QTest::newRow("time overflow") << words({ "submit", "--time", "99999999999999999999" })
                                       << QByteArray("cannot read time limit");
        QTest::newRow("time days overflow")
            << words({ "submit", "--time", "99999999999-0" }) << QByteArray("cannot read time limit");
        // Silently dropped (exit 0, no memory limit).
        QTest::newRow("mem abc") << words({ "submit", "--mem-mb", "abc" }) << QByteArray("--mem-mb");
        QTest::newRow("mem negative") << words({ "submit", "--mem-mb=-5" }) << QByteArray("--mem-mb");
        QTest::newRow("mem zero") << words({ "submit", "--mem-mb", "0" }) << QByteArray("--mem-mb");
        QTest::newRow("mem huge") << words({ "submit", "--mem-mb", "99999999999999999999" }) << QByteArray("--mem-mb");
        QTest::newRow("nice huge") << words({ "submit", "--nice", "2147483647" }) << QByteArray("--nice");
        QTest::newRow("gpus overflow") << words({ "submit", "--gpus", "4294967297" }) << QByteArray("--gpus");
        QTest::newRow("cpus text") << words({ "submit", "--cpus", "8x" }) << QByteArray("--cpus");
        QTest::newRow("begin overflow") << words({ "submit", "--begin", "now+99999999999999999999days" })
                                        << QByteArray("cannot read begin time");
        QTest::newRow("update time") << words({ "update", "1", "--time", "99999999999999999999" })
                                     << QByteArray("cannot read time limit");
        QTest::newRow("recommend time") << words({ "recommend", "--gpus", "1", "--time-limit", "99999999999999999999" })
                                        << QByteArray("cannot read time limit");
        QTest::newRow("recommend gpus") << words({ "recommend", "--gpus", "99999999999" }) << QByteArray("--gpus");
        QTest::newRow("quantile nan") << words({ "evaluate-forecast", "--trace", "x.csv", "--quantile", "nan" })
                                      << QByteArray("--quantile");
        QTest::newRow("fraction nan") << words({ "evaluate-forecast", "--trace", "x.csv", "--train-fraction", "nan" })
                                      << QByteArray("--train-fraction");
    }
    void badNumbersStopWithUsage()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, message);
        expectUsage(args, message.constData());
    }

    void goodMemoryIsKept()
    {
        const auto r = cli(
            { QStringLiteral("submit"), QStringLiteral("--mem-mb"), QStringLiteral("4096"), QStringLiteral("--json") });
        QCOMPARE(r.code, 0);
    }

    void scriptsAreCheckedLikeTheDialog()
    {
        // /dev/zero never ends: read whole, it aborted the CLI on memory.
        expectUsage({ QStringLiteral("submit"), QStringLiteral("--script"), QStringLiteral("/dev/zero") }, "too large");
        QTemporaryDir dir;
        const QString nul = dir.filePath(QStringLiteral("nul.sh"));
        QFile f(nul);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("#!/bin/sh\necho hi\n") + QByteArray(3, '\0') + "rm -rf x\n");
        f.close();
        expectUsage({ QStringLiteral("submit"), QStringLiteral("--script"), nul }, "not a text file");
        const QString good = dir.filePath(QStringLiteral("good.sh"));
        QFile g(good);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write("#!/bin/sh\necho hi\n");
        g.close();
        const auto r = cli({ QStringLiteral("submit"), QStringLiteral("--script"), good, QStringLiteral("--json") });
        QVERIFY2(r.code == 0, r.err.constData());
    }

    void backendTimeoutDoesNotWrap()
    {
        const auto r = qc::test::CliRunner()
                           .isolate(m_home.path())
                           .run({ QStringLiteral("--backend"), QStringLiteral("slurm://?timeout=4294968"),
                                  QStringLiteral("status") });
        QVERIFY2(r.code != 0, r.out.constData());
        QVERIFY2(r.err.contains("Invalid timeout"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestHostileCli)
#include "TestHostileCli.moc"
