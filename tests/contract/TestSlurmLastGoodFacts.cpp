// A background re-read of the slow Slurm facts (sacctmgr's QOS and association limits, the cluster name,
// scontrol's PrivateData) that fails must keep the last good facts: before, one failed read emptied the limits
// and the cluster name for a minute and flipped seesAllJobs, which the alerts saw as a changed cause.
// Against the real local cluster; only the failure is injected, by a runner wrapped around the real one. The
// minute between re-reads passes on the injected clock.
#include "backends/slurm/LocalCommandRunner.h"
#include "backends/slurm/SlurmCliBackend.h"
#include "common/ClusterEnv.h"
#include "common/MockClock.h"

#include <QTest>
#include <atomic>

using namespace qc;
using namespace qc::slurm;

namespace {

// Passes every command to the real runner; once failing, sacctmgr and `scontrol show config` fail the way a
// restarting slurmdbd makes them fail.
class FailingSlowReads final : public CommandRunner
{
public:
    explicit FailingSlowReads(std::shared_ptr<CommandRunner> real)
        : m_real(std::move(real))
    {
    }
    std::atomic<bool> failing { false };
    std::atomic<int> failed { 0 };

    QCoro::Task<CommandResult> run(QString program, QStringList args, QByteArray stdinData,
                                   QStringList environment) override
    {
        const bool slow = program == QLatin1String("sacctmgr")
            || (program == QLatin1String("scontrol") && args.value(1) == QLatin1String("config"));
        if (failing && slow) {
            CommandResult r;
            r.started = true;
            r.exitCode = 1;
            r.err = "sacctmgr: error: Problem talking to the database: Connection refused";
            ++failed;
            co_return r;
        }
        auto task = m_real->run(std::move(program), std::move(args), std::move(stdinData), std::move(environment));
        CommandResult r = co_await std::move(task);
        co_return r;
    }
    bool isRemote() const override { return false; }
    QString where() const override { return QStringLiteral("local"); }

private:
    std::shared_ptr<CommandRunner> m_real;
};

} // namespace

class TestSlurmLastGoodFacts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void failedSlowReadKeepsLastGoodFacts()
    {
        test::ClusterEnv env;
        if (!env.ok())
            QFAIL(qPrintable(env.error()));
        const QStringList prefix { QStringLiteral("runuser"),
                                   QStringLiteral("-u"),
                                   env.value(QStringLiteral("QC_USER")),
                                   QStringLiteral("--"),
                                   QStringLiteral("env"),
                                   QStringLiteral("SLURM_CONF=") + env.value(QStringLiteral("SLURM_CONF")) };
        auto runner = std::make_shared<FailingSlowReads>(
            std::make_shared<LocalCommandRunner>(prefix, 30000, QStringLiteral("/tmp")));
        test::MockClock clock(QDateTime::currentDateTimeUtc());
        SlurmCliBackend backend(QUrl(QStringLiteral("slurm://")), runner);

        const auto first = QCoro::waitFor(backend.fetchSnapshot());
        QVERIFY2(first.ok(), qPrintable(first.error().toString()));
        QCOMPARE(first.value().clusterName, env.value(QStringLiteral("QC_CLUSTER")));
        QVERIFY2(!first.value().limits.isEmpty(), "the test cluster has QOS and association limits");
        const bool seesAll = backend.capabilities().seesAllJobs;

        // The next re-read is due after a minute; it fails. The refresh that starts it and the ones after it
        // must still carry what the last good read said.
        runner->failing = true;
        clock.advanceSeconds(120);
        const auto starting = QCoro::waitFor(backend.fetchSnapshot());
        QVERIFY(starting.ok());
        QTRY_COMPARE(runner->failed.load(), 3); // both sacctmgr reads and scontrol show config
        for (int i = 0; i < 2; ++i) {
            const auto after = QCoro::waitFor(backend.fetchSnapshot());
            QVERIFY2(after.ok(), qPrintable(after.error().toString()));
            QCOMPARE(after.value().clusterName, first.value().clusterName);
            QCOMPARE(after.value().limits.size(), first.value().limits.size());
            QCOMPARE(backend.capabilities().seesAllJobs, seesAll);
        }
    }
};

QTEST_GUILESS_MAIN(TestSlurmLastGoodFacts)
#include "TestSlurmLastGoodFacts.moc"
