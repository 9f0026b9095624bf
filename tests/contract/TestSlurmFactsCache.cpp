// slurm:// keeps the slow accounting facts (sacctmgr QOS and associations, PrivateData, the cluster name) and
// the operator level between runs (SlurmFactsCache), so a new process answers without waiting for sacctmgr.
// Against the real local cluster: a second backend, as the next `queuecast-cli status` would be, must give the
// same facts as a backend that read them, without running sacctmgr or `scontrol show config`; and when the
// cached facts are old and the reads fail (slurmdbd restarting), it must keep the cached ones, marked stale.
#include "backends/slurm/LocalCommandRunner.h"
#include "backends/slurm/SlurmCliBackend.h"
#include "backends/slurm/SlurmFactsCache.h"
#include "common/ClusterEnv.h"

#include <QFile>
#include <QMutex>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>

using namespace qc;
using namespace qc::slurm;

namespace {

// Passes every command to the real runner and notes what ran; once failing, sacctmgr and `scontrol show
// config` fail the way a restarting slurmdbd makes them fail.
class RecordingRunner final : public CommandRunner
{
public:
    explicit RecordingRunner(std::shared_ptr<CommandRunner> real)
        : m_real(std::move(real))
    {
    }
    std::atomic<bool> failing { false };

    QStringList commands() const
    {
        QMutexLocker lock(&m_mutex);
        return m_commands;
    }
    int slowReads() const
    {
        int n = 0;
        for (const QString& c : commands())
            n += c.startsWith(QLatin1String("sacctmgr")) || c == QLatin1String("scontrol show config");
        return n;
    }

    QCoro::Task<CommandResult> run(QString program, QStringList args, QByteArray stdinData,
                                   QStringList environment) override
    {
        {
            QMutexLocker lock(&m_mutex);
            m_commands << program + QLatin1Char(' ') + args.join(QLatin1Char(' '));
        }
        const bool slow = program == QLatin1String("sacctmgr")
            || (program == QLatin1String("scontrol") && args.value(1) == QLatin1String("config"));
        if (failing && slow) {
            CommandResult r;
            r.started = true;
            r.exitCode = 1;
            r.err = "sacctmgr: error: Problem talking to the database: Connection refused";
            co_return r;
        }
        auto task = m_real->run(std::move(program), std::move(args), std::move(stdinData), std::move(environment));
        CommandResult r = co_await std::move(task);
        co_return r;
    }
    bool isRemote() const override { return false; }
    QString where() const override { return m_real->where(); }
    QString cacheKey() const override { return m_real->cacheKey(); }

private:
    std::shared_ptr<CommandRunner> m_real;
    mutable QMutex m_mutex;
    QStringList m_commands;
};

// A snapshot's limits as definitions: usage follows the jobs running at that moment, and a per-user QOS limit
// names the user whose usage it counts (the current one).
QList<Limit> definitions(QList<Limit> limits, const QString& user = {})
{
    for (Limit& l : limits) {
        l.used = -1;
        if (l.scope == Limit::Scope::QosPerUser && l.user.isEmpty())
            l.user = user;
    }
    return limits;
}

} // namespace

class TestSlurmFactsCache : public QObject
{
    Q_OBJECT

    std::unique_ptr<test::ClusterEnv> m_env;
    QTemporaryDir m_cacheHome;

    std::shared_ptr<RecordingRunner> runner()
    {
        const QStringList prefix { QStringLiteral("runuser"),
                                   QStringLiteral("-u"),
                                   m_env->value(QStringLiteral("QC_USER")),
                                   QStringLiteral("--"),
                                   QStringLiteral("env"),
                                   QStringLiteral("SLURM_CONF=") + m_env->value(QStringLiteral("SLURM_CONF")) };
        return std::make_shared<RecordingRunner>(
            std::make_shared<LocalCommandRunner>(prefix, 30000, QStringLiteral("/tmp")));
    }

    static ClusterSnapshot fetch(SlurmCliBackend& backend)
    {
        const auto r = QCoro::waitFor(backend.fetchSnapshot());
        if (!r.ok())
            qFatal("fetchSnapshot failed: %s", qPrintable(r.error().toString()));
        return r.value();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_env = std::make_unique<test::ClusterEnv>();
        if (!m_env->ok())
            QFAIL(qPrintable(m_env->error()));
        QVERIFY(m_cacheHome.isValid());
        // The user's cache directory, here a private one (QStandardPaths reads it at each call).
        qputenv("XDG_CACHE_HOME", m_cacheHome.path().toUtf8());
    }

    void nextRunUsesCachedFactsWithoutSlowReads()
    {
        // As before: a backend that keeps nothing between runs reads everything.
        auto plainRunner = runner();
        SlurmCliBackend plain(QUrl(QStringLiteral("slurm://")), plainRunner);
        const ClusterSnapshot before = fetch(plain);
        QVERIFY(plainRunner->slowReads() >= 3);
        QCOMPARE(before.clusterName, m_env->value(QStringLiteral("QC_CLUSTER")));
        QVERIFY2(!before.limits.isEmpty(), "the test cluster has QOS and association limits");
        // alice's associations (physics and chem) let her use normal and gpu8, never bob's premium.
        const auto allowed = before.qosAllowedFor(QStringLiteral("physics"), QStringLiteral("north"));
        QVERIFY2(allowed, "sacctmgr's qos column was not read");
        QVERIFY(allowed->contains(QStringLiteral("gpu8")) && !allowed->contains(QStringLiteral("premium")));
        for (const AssociationQos& a : before.associationQos)
            QCOMPARE(a.user, m_env->value(QStringLiteral("QC_USER"))); // nobody else's rights are kept

        // The first run with the cache reads and writes it.
        auto firstRunner = runner();
        SlurmCliBackend first(QUrl(QStringLiteral("slurm://")), firstRunner);
        first.keepFactsBetweenRuns();
        const ClusterSnapshot one = fetch(first);
        QVERIFY(firstRunner->slowReads() >= 3);
        const SlurmFactsCache cache(firstRunner->cacheKey());
        QVERIFY2(QFile::exists(cache.filePath()), qPrintable(cache.filePath()));
        QCOMPARE(QFile::permissions(cache.filePath()) & 0x0077, QFileDevice::Permissions {}); // nobody else's
        QFile file(cache.filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY2(!text.contains("SlurmUser") && !text.contains("AccountingStorage"), text.constData());

        // The next run: the same facts, and neither sacctmgr nor scontrol show config before its answer.
        auto nextRunner = runner();
        SlurmCliBackend next(QUrl(QStringLiteral("slurm://")), nextRunner);
        next.keepFactsBetweenRuns();
        const ClusterSnapshot two = fetch(next);
        QVERIFY2(nextRunner->slowReads() == 0, qPrintable(nextRunner->commands().join(u'\n')));
        for (const ClusterSnapshot* s : { &one, &two }) {
            QCOMPARE(definitions(s->limits), definitions(before.limits));
            QCOMPARE(s->clusterName, before.clusterName);
            QCOMPARE(s->associationQos, before.associationQos);
            QCOMPARE(s->othersJobsVisible, before.othersJobsVisible);
            QVERIFY(!s->accountingStale);
        }
        QCOMPARE(two.accountingReadAt, one.accountingReadAt);
        QCOMPARE(two.currentUser, m_env->value(QStringLiteral("QC_USER")));
        QCOMPARE(next.capabilities().lowerNice, first.capabilities().lowerNice);
        QCOMPARE(next.capabilities().seesAllJobs, plain.capabilities().seesAllJobs);
    }

    void failedReadKeepsOldCachedFactsMarkedStale()
    {
        auto goodRunner = runner();
        const SlurmFactsCache cache(goodRunner->cacheKey());
        auto entry = cache.load();
        QVERIFY2(entry, "the previous test wrote the cache");
        const QList<Limit> expected = entry->facts.limitDefs();
        // An hour old: too old to be used without reading again.
        const QDateTime old = QDateTime::currentDateTimeUtc().addSecs(-3600);
        entry->facts.readAt = old;
        entry->identityReadAt = old;
        QVERIFY(cache.save(*entry));

        auto failing = runner();
        failing->failing = true;
        SlurmCliBackend backend(QUrl(QStringLiteral("slurm://")), failing);
        backend.keepFactsBetweenRuns();
        const ClusterSnapshot s = fetch(backend);
        QVERIFY2(failing->slowReads() >= 3, "old facts are read again");
        QCOMPARE(definitions(s.limits), definitions(expected, m_env->value(QStringLiteral("QC_USER"))));
        QCOMPARE(s.clusterName, m_env->value(QStringLiteral("QC_CLUSTER")));
        QVERIFY(s.accountingStale);
        QCOMPARE(s.accountingReadAt.toSecsSinceEpoch(), old.toSecsSinceEpoch());
        // A failed read does not overwrite what the cache holds.
        const auto after = cache.load();
        QVERIFY(after);
        QCOMPARE(after->facts.readAt.toSecsSinceEpoch(), old.toSecsSinceEpoch());
        QCOMPARE(after->facts.limitDefs(), expected);

        // Once the reads work again, the facts are fresh and cached again.
        auto recovered = runner();
        SlurmCliBackend again(QUrl(QStringLiteral("slurm://")), recovered);
        again.keepFactsBetweenRuns();
        const ClusterSnapshot fresh = fetch(again);
        QVERIFY(!fresh.accountingStale);
        QVERIFY(fresh.accountingReadAt > old.addSecs(3000));
        QCOMPARE(cache.load()->facts.readAt, fresh.accountingReadAt);
    }

    void aDamagedCacheFileIsIgnored()
    {
        auto r = runner();
        const SlurmFactsCache cache(r->cacheKey());
        QFile file(cache.filePath());
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("{\"version\":1,\"read_at\":\"2026-01-01T00:00:00Z\",\"qos_limits\":[{\"scope\":\"nonsense\"}]}");
        file.close();
        QVERIFY(!cache.load());
        SlurmCliBackend backend(QUrl(QStringLiteral("slurm://")), r);
        backend.keepFactsBetweenRuns();
        const ClusterSnapshot s = fetch(backend);
        QVERIFY(r->slowReads() >= 3);
        QVERIFY(!s.limits.isEmpty());
        QVERIFY(cache.load());
    }
};

QTEST_GUILESS_MAIN(TestSlurmFactsCache)
#include "TestSlurmFactsCache.moc"
