// Several clusters side by side: prefixes, routing of actions, and a failing member that goes stale alone.
#include "backends/BackendFactory.h"
#include "backends/CompositeBackend.h"
#include "common/FlakyBackend.h"
#include "profiles/ProfileBackendBuilder.h"
#include "service/ClusterWatcher.h"

#include <QSet>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>
#include <algorithm>

using namespace qc;

namespace {
std::shared_ptr<Backend> demo(int seed)
{
    auto b = BackendFactory::create(QStringLiteral("demo://?history=1&state=none&user=me&seed=%1").arg(seed));
    if (!b.ok())
        qFatal("demo backend: %s", qPrintable(b.error().toString()));
    return b.value();
}
} // namespace

class TestCompositeBackend : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void mergesWithPrefixes()
    {
        auto a = demo(1);
        auto b = demo(2);
        // What each cluster shows on its own, fetched from twins with the same seed.
        const auto alone1 = QCoro::waitFor(demo(1)->fetchSnapshot());
        const auto alone2 = QCoro::waitFor(demo(2)->fetchSnapshot());
        QVERIFY(alone1.ok() && alone2.ok());
        CompositeBackend both({ { QStringLiteral("a"), a }, { QStringLiteral("b"), b } });
        const auto snap = QCoro::waitFor(both.fetchSnapshot());
        QVERIFY2(snap.ok(), qPrintable(snap.error().toString()));
        const ClusterSnapshot& s = snap.value();
        QCOMPARE(s.partitions.size(), alone1.value().partitions.size() + alone2.value().partitions.size());
        QCOMPARE(s.nodes.size(), alone1.value().nodes.size() + alone2.value().nodes.size());
        QVERIFY(s.jobs.size() > 0);
        // Every name carries its cluster; each cluster is a region family.
        QSet<QString> ids;
        for (const auto& p : s.partitions)
            QVERIFY2(p.name.startsWith(QLatin1String("a/")) || p.name.startsWith(QLatin1String("b/")),
                     qPrintable(p.name));
        for (const auto& p : alone1.value().partitions)
            QVERIFY(s.findPartition(QStringLiteral("a/") + p.name));
        for (const auto& p : alone2.value().partitions)
            QVERIFY(s.findPartition(QStringLiteral("b/") + p.name));
        for (const auto& j : s.jobs) {
            QVERIFY2(j.id.startsWith(QLatin1String("a:")) || j.id.startsWith(QLatin1String("b:")), qPrintable(j.id));
            const QString family = j.id.left(2).replace(u':', u'/');
            QVERIFY2(j.partition.startsWith(family), qPrintable(j.id + u' ' + j.partition));
            QVERIFY(s.findPartition(j.partition));
            ids.insert(j.id);
        }
        QCOMPARE(ids.size(), s.jobs.size()); // demo job ids overlap between seeds; prefixed they do not
        for (const auto& n : s.nodes) {
            for (const auto& p : n.partitions)
                QVERIFY2(s.findPartition(p), qPrintable(n.name + u' ' + p));
        }
        QVERIFY(both.staleProfiles().isEmpty());
        QVERIFY(both.displayName().contains(QLatin1String("a")));
        QCOMPARE(both.url().scheme(), QStringLiteral("profiles"));
    }

    void routesActionsToTheOwner()
    {
        auto a = demo(1);
        auto b = demo(2);
        CompositeBackend both({ { QStringLiteral("a"), a }, { QStringLiteral("b"), b } });
        const auto before = QCoro::waitFor(both.fetchSnapshot());
        QVERIFY(before.ok());
        const Partition* target = nullptr;
        for (const auto& p : before.value().partitions) {
            if (p.name.startsWith(QLatin1String("b/")))
                target = &p;
        }
        QVERIFY(target);
        JobSpec spec;
        spec.name = QStringLiteral("routed");
        spec.gpus = 1;
        spec.partition = target->name;
        spec.hold = true;
        const auto id = QCoro::waitFor(both.submit(spec));
        QVERIFY2(id.ok(), qPrintable(id.error().toString()));
        QVERIFY(id.value().startsWith(QLatin1String("b:")));
        const QString local = id.value().mid(2);
        // The member saw it without prefixes, the composite with them.
        const auto inB = QCoro::waitFor(b->fetchSnapshot());
        QVERIFY(inB.value().findJob(local));
        QCOMPARE(inB.value().findJob(local)->partition, target->name.mid(2));
        const auto inA = QCoro::waitFor(a->fetchSnapshot());
        const Job* sameIdInA = inA.value().findJob(local);
        QVERIFY(!sameIdInA || sameIdInA->name != QStringLiteral("routed"));

        JobUpdate nice;
        nice.nice = 25;
        QVERIFY(QCoro::waitFor(both.update(id.value(), nice)).ok());
        QVERIFY(QCoro::waitFor(both.cancel(id.value())).ok());
        const auto after = QCoro::waitFor(both.fetchSnapshot());
        const Job* job = after.value().findJob(id.value());
        QVERIFY(job);
        QCOMPARE(job->nice, 25);
        QCOMPARE(job->state, JobState::Cancelled);

        // Names from another cluster or none are refused before any member sees them.
        JobUpdate move;
        move.partition = QStringLiteral("a/") + target->name.mid(2);
        QCOMPARE(QCoro::waitFor(both.update(id.value(), move)).error().kind, BackendError::Kind::InvalidRequest);
        spec.partition = target->name.mid(2);
        QCOMPARE(QCoro::waitFor(both.submit(spec)).error().kind, BackendError::Kind::InvalidRequest);
        QCOMPARE(QCoro::waitFor(both.cancel(QStringLiteral("zz:1"))).error().kind, BackendError::Kind::NotFound);
        QCOMPARE(QCoro::waitFor(both.cancel(local)).error().kind, BackendError::Kind::NotFound);
    }

    void capabilitiesIntersect()
    {
        auto rest = BackendFactory::create(QStringLiteral("slurm+rest://ana@127.0.0.1:1")).value();
        auto a = demo(1);
        QVERIFY(a->capabilities().requeue);
        QVERIFY(!rest->capabilities().requeue);
        CompositeBackend both({ { QStringLiteral("a"), a }, { QStringLiteral("r"), rest } });
        QVERIFY(!both.capabilities().requeue); // shown once for all
        QVERIFY(both.capabilitiesOf(QStringLiteral("a:5")).requeue); // but a's jobs keep a's rights
        QVERIFY(!both.capabilitiesOf(QStringLiteral("r:5")).requeue);
    }

    void failingMemberGoesStaleAlone()
    {
        auto flaky = std::make_shared<test::FlakyBackend>(demo(2));
        auto composite = std::make_shared<CompositeBackend>(
            QList<CompositeBackend::Member> { { QStringLiteral("a"), demo(1) }, { QStringLiteral("b"), flaky } });
        QSignalSpy statusChanged(composite.get(), &CompositeBackend::memberStatusChanged);
        ClusterWatcher watcher(composite);
        QSignalSpy updated(&watcher, &ClusterWatcher::snapshotUpdated);
        watcher.refresh();
        QTRY_COMPARE_WITH_TIMEOUT(updated.size(), 1, 30000);
        auto countB = [](const ClusterSnapshot& s) {
            return std::count_if(s.jobs.cbegin(), s.jobs.cend(), [](const Job& j) { return j.id.startsWith(u"b:"); });
        };
        const auto jobsOfB = countB(watcher.snapshot());
        QVERIFY(jobsOfB > 0);
        const QDateTime firstTaken = watcher.snapshot().takenAt;

        flaky->failing = true;
        QTest::qWait(1100); // the demo clock moves on
        watcher.refresh();
        QTRY_COMPARE_WITH_TIMEOUT(updated.size(), 2, 30000);
        // The whole stays connected; b's part is its last good one and is named as stale.
        QVERIFY(!watcher.isStale());
        QCOMPARE(countB(watcher.snapshot()), jobsOfB);
        QVERIFY(watcher.snapshot().takenAt > firstTaken); // a kept updating
        QCOMPARE(composite->staleProfiles(), QStringList { QStringLiteral("b") });
        QVERIFY(statusChanged.size() >= 1);
        const auto status = composite->memberStatus();
        QVERIFY(!status[0].stale);
        QVERIFY(status[1].stale && status[1].hasData);
        QCOMPARE(status[1].lastError.kind, BackendError::Kind::Unreachable);
        QVERIFY2(composite->displayName().contains(QLatin1String("b (")), qPrintable(composite->displayName()));

        flaky->failing = false;
        watcher.refresh();
        QTRY_COMPARE_WITH_TIMEOUT(updated.size(), 3, 30000);
        QVERIFY(composite->staleProfiles().isEmpty());
    }

    void memberThatNeverAnswered()
    {
        // A real failure: slurmrestd on a port nothing listens on.
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 port = probe.serverPort();
        probe.close();
        ClusterProfile refused { QStringLiteral("r"), ClusterProfile::Kind::SlurmRest,
                                 QStringLiteral("http://127.0.0.1:%1").arg(port), QStringLiteral("ana") };
        auto rest = ProfileBackendBuilder::build(refused, QStringLiteral("not-a-real-token"));
        QVERIFY(rest.ok());
        CompositeBackend both({ { QStringLiteral("a"), demo(1) }, { QStringLiteral("r"), rest.value() } });
        const auto snap = QCoro::waitFor(both.fetchSnapshot());
        QVERIFY2(snap.ok(), qPrintable(snap.error().toString()));
        for (const auto& p : snap.value().partitions)
            QVERIFY(p.name.startsWith(QLatin1String("a/")));
        const auto status = both.memberStatus();
        QVERIFY(status[1].stale && !status[1].hasData);
        QCOMPARE(status[1].lastError.kind, BackendError::Kind::Unreachable);
        QVERIFY(both.displayName().contains(QLatin1String("r (")));

        // Nobody answers: an error that names each member.
        CompositeBackend none(
            { { QStringLiteral("r1"), rest.value() },
              { QStringLiteral("r2"), ProfileBackendBuilder::build(refused, QStringLiteral("t")).value() } });
        const auto failed = QCoro::waitFor(none.fetchSnapshot());
        QVERIFY(!failed.ok());
        QCOMPARE(failed.error().kind, BackendError::Kind::Unreachable);
        QVERIFY(failed.error().detail.contains(QLatin1String("r1: ")));
        QVERIFY(failed.error().detail.contains(QLatin1String("r2: ")));
    }
};

QTEST_GUILESS_MAIN(TestCompositeBackend)
#include "TestCompositeBackend.moc"
