// The watcher keeps the last good data when a refresh fails, marks it stale, and recovers.
#include "backends/BackendFactory.h"
#include "common/FlakyBackend.h"
#include "model/BackgroundPool.h"
#include "service/ClusterWatcher.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <atomic>

using namespace qc;

using qc::test::FlakyBackend;

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
        // The recovery may be answered at once (the demo can return without suspending), so the update can come
        // before a wait() would start: count instead of waiting for a new emission.
        const qsizetype before = updated.size();
        watcher.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(updated.size() > before, 30000);
        QVERIFY(!watcher.isStale());
        QCOMPARE(watcher.connectionState(), ClusterWatcher::ConnectionState::Connected);
    }

    // The view is built, and the step run, on QueueCast's own pool: never on Qt's global pool, which Qt Gui's raster
    // engine fills in on and waits for on the UI thread. The step has run before the view is announced.
    void viewStepRunsOnTheBackgroundPoolBeforeTheView()
    {
        QVERIFY(backgroundPool() != QThreadPool::globalInstance());
        auto backend = BackendFactory::create(QStringLiteral("demo://?history=1&state=none")).value();
        ClusterWatcher watcher(backend);
        std::atomic<int> onOurs { 0 };
        std::atomic<int> onGlobal { 0 };
        std::atomic<qsizetype> stepJobs { -1 };
        watcher.setViewStep([&](const ClusterView& view) {
            onOurs += backgroundPool()->contains(QThread::currentThread()) ? 1 : 0;
            onGlobal += QThreadPool::globalInstance()->contains(QThread::currentThread()) ? 1 : 0;
            stepJobs = view.snapshot.jobs.size();
        });
        QSignalSpy updated(&watcher, &ClusterWatcher::viewUpdated);
        watcher.refresh();
        QVERIFY(updated.wait(30000));
        QCOMPARE(onOurs.load(), 1);
        QCOMPARE(onGlobal.load(), 0);
        QCOMPARE(stepJobs.load(), watcher.snapshot().jobs.size());
        QVERIFY(stepJobs.load() > 0);
        QVERIFY(!watcher.view()->jobQos.isEmpty()); // collected on the worker with the rest of the view
    }

    // Polling is stretched on a cluster whose refreshes are slow (a huge queue), so that refreshing takes at most
    // maxRefreshShare() of the time, and comes back to the base interval once refreshes are quick again.
    void pollingStretchesWithTheRefreshCost()
    {
        auto backend = std::make_shared<test::FlakyBackend>(
            BackendFactory::create(QStringLiteral("demo://?history=1&state=none")).value());
        ClusterWatcher watcher(backend);
        watcher.setInterval(4000);
        watcher.setMaxRefreshShare(0.1);
        QSignalSpy intervals(&watcher, &ClusterWatcher::intervalChanged);
        QSignalSpy updated(&watcher, &ClusterWatcher::viewUpdated);
        QCOMPARE(watcher.interval(), 4000);
        QVERIFY(!watcher.isIntervalStretched());

        // Refreshes of ~800 ms (a coarse timer may end 5% early): at most 10% of the time means an interval of 7.6 s
        // or more (the median of the last few refreshes; one slow refresh alone does not decide it).
        backend->fetchDelayMs = 800;
        for (int i = 0; i < 3; ++i) {
            watcher.refresh();
            QVERIFY(updated.wait(30000));
        }
        QVERIFY2(watcher.interval() >= 7600, qPrintable(QString::number(watcher.interval())));
        QVERIFY(watcher.interval() < 4000 * ClusterWatcher::MaxStretch);
        QVERIFY(watcher.isIntervalStretched());
        QVERIFY(!intervals.isEmpty());
        QCOMPARE(intervals.last().first().toInt(), watcher.interval());

        // Never more than MaxStretch times the base, however small the share allowed.
        watcher.setMaxRefreshShare(0.01);
        QCOMPARE(watcher.interval(), 4000 * ClusterWatcher::MaxStretch);

        // Quick again (a small demo: tens of ms, under the 400 ms that 10% of the base allows, also with the
        // sanitizers): back to the base once most of the last refreshes were quick.
        watcher.setMaxRefreshShare(0.1);
        backend->fetchDelayMs = 0;
        for (int i = 0; i < 5; ++i) {
            watcher.refresh();
            QTRY_VERIFY_WITH_TIMEOUT(updated.size() > 3 + i, 30000);
        }
        QCOMPARE(watcher.interval(), 4000);
        QVERIFY(!watcher.isIntervalStretched());
    }

    // A refresh that is quick but keeps several threads and children busy (two squeue halves, two parse threads)
    // is as costly as its CPU time: polling stretches by that, not by the refresh's duration.
    void pollingStretchesWithTheCpuTimeItCosts()
    {
        auto backend = std::make_shared<test::FlakyBackend>(
            BackendFactory::create(QStringLiteral("demo://?history=1&state=none")).value());
        ClusterWatcher watcher(backend);
        watcher.setInterval(4000);
        watcher.setMaxRefreshShare(0.1);
        // Each refresh of the small demo takes tens of ms, but the CPU clock says 1.5 s passed in it.
        qint64 cpuMs = 0;
        bool inRefresh = false;
        watcher.setCpuClock([&]() {
            cpuMs += inRefresh ? 1500 : 0; // read at the start, then at the end of each refresh
            inRefresh = !inRefresh;
            return cpuMs;
        });
        QSignalSpy updated(&watcher, &ClusterWatcher::viewUpdated);
        for (int i = 0; i < 3; ++i) {
            watcher.refresh();
            QVERIFY(updated.wait(30000));
        }
        // 1.5 s at most 10% of the time: 15 s, rounded up to a tenth of the base.
        QCOMPARE(watcher.interval(), 15200);

        // A system that cannot tell the CPU time: the duration alone (a small demo: well under 1.5 s, even on a
        // loaded machine), so polling comes back down.
        watcher.setCpuClock([]() { return qint64(-1); });
        for (int i = 0; i < 3; ++i) {
            watcher.refresh();
            QVERIFY(updated.wait(30000));
        }
        QVERIFY2(watcher.interval() < 15200, qPrintable(QString::number(watcher.interval())));
    }

    // A small demo answers at once and its view is often built before the coroutine looks: the signals must still
    // come from the event loop, never from inside refresh() (CI once saw a wait() miss the signal that came first). A
    // failing backend answers before the coroutine ever suspends.
    void signalsComeFromTheEventLoopNeverFromInsideRefresh()
    {
        auto backend = std::make_shared<test::FlakyBackend>(
            BackendFactory::create(QStringLiteral("demo://?history=1&state=none")).value());
        ClusterWatcher watcher(backend);
        QSignalSpy updated(&watcher, &ClusterWatcher::viewUpdated);
        QSignalSpy failed(&watcher, &ClusterWatcher::refreshFailed);
        for (int i = 0; i < 40; ++i) {
            backend->failing = i % 4 == 3;
            watcher.refresh();
            QCOMPARE(updated.size() + failed.size(), i);
            QTRY_COMPARE_WITH_TIMEOUT(updated.size() + failed.size(), i + 1, 30000);
        }
        QCOMPARE(failed.size(), 10);
    }

    void oneRefreshAtATime()
    {
        auto backend = std::make_shared<test::FlakyBackend>(
            BackendFactory::create(QStringLiteral("demo://?history=1&state=none")).value());
        ClusterWatcher watcher(backend);
        QSignalSpy updated(&watcher, &ClusterWatcher::snapshotUpdated);
        watcher.refresh();
        watcher.refresh();
        watcher.refresh();
        // Counted when asked, not when answered: the two refreshes while one is in flight asked nothing.
        QCOMPARE(backend->snapshotRequests, 1);
        QVERIFY(updated.wait(30000));
        QCOMPARE(updated.size(), 1);
        QCOMPARE(backend->snapshotRequests, 1);
        // The next refresh, once the first has answered, asks again.
        watcher.refresh();
        QCOMPARE(backend->snapshotRequests, 2);
    }
};

QTEST_GUILESS_MAIN(TestClusterWatcher)
#include "TestClusterWatcher.moc"
