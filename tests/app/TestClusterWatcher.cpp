// The watcher keeps the last good data when a refresh fails, marks it stale, and recovers.
#include "backends/BackendFactory.h"
#include "service/ClusterWatcher.h"

#include <QSignalSpy>
#include <QTest>

using namespace qc;

namespace {
// Wraps a real backend and fails on demand: the watcher's own logic is under test, not a scheduler.
class FlakyBackend final : public Backend
{
public:
    explicit FlakyBackend(std::shared_ptr<Backend> inner)
        : m_inner(std::move(inner))
    {
    }
    bool failing = false;
    QUrl url() const override { return m_inner->url(); }
    QString displayName() const override { return m_inner->displayName(); }
    Capabilities capabilities() const override { return m_inner->capabilities(); }
    QCoro::Task<Result<ClusterSnapshot>> fetchSnapshot() override
    {
        if (failing)
            co_return BackendError::make(BackendError::Kind::Unreachable, QStringLiteral("cluster unreachable"));
        auto result = co_await m_inner->fetchSnapshot();
        co_return result;
    }
    QCoro::Task<Result<QString>> submit(JobSpec s) override { return m_inner->submit(std::move(s)); }
    QCoro::Task<VoidResult> update(QString id, JobUpdate u) override { return m_inner->update(id, u); }
    QCoro::Task<VoidResult> cancel(QString id) override { return m_inner->cancel(id); }
    QCoro::Task<VoidResult> requeue(QString id) override { return m_inner->requeue(id); }

private:
    std::shared_ptr<Backend> m_inner;
};
} // namespace

class TestClusterWatcher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keepsLastGoodDataWhenFailing()
    {
        auto inner = BackendFactory::create(QStringLiteral("demo://?history=1&state=none")).value();
        auto flaky = std::make_shared<FlakyBackend>(inner);
        ClusterWatcher watcher(flaky);
        QSignalSpy updated(&watcher, &ClusterWatcher::snapshotUpdated);
        QSignalSpy failed(&watcher, &ClusterWatcher::refreshFailed);
        watcher.refresh();
        QVERIFY(updated.wait(30000));
        QVERIFY(watcher.hasSnapshot());
        QVERIFY(!watcher.isStale());
        const auto jobs = watcher.snapshot().jobs.size();

        flaky->failing = true;
        watcher.refresh();
        QTRY_COMPARE(failed.size(), 1);
        QVERIFY(watcher.isStale());
        QCOMPARE(watcher.lastError().kind, BackendError::Kind::Unreachable);
        QCOMPARE(watcher.snapshot().jobs.size(), jobs); // the last good data stays

        flaky->failing = false;
        watcher.refresh();
        QVERIFY(updated.wait(30000));
        QVERIFY(!watcher.isStale());
        QCOMPARE(watcher.connectionState(), ClusterWatcher::ConnectionState::Connected);
    }

    void oneRefreshAtATime()
    {
        auto backend = BackendFactory::create(QStringLiteral("demo://?history=1&state=none")).value();
        ClusterWatcher watcher(backend);
        QSignalSpy updated(&watcher, &ClusterWatcher::snapshotUpdated);
        watcher.refresh();
        watcher.refresh();
        watcher.refresh();
        QVERIFY(updated.wait(30000));
        QTest::qWait(300);
        QCOMPARE(updated.size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestClusterWatcher)
#include "TestClusterWatcher.moc"
