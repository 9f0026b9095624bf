// What every backend answers the same way through the Backend interface: previews of the request it sends,
// its past for the history, its poll interval, unknown ids, dependencies (also across a composite's names)
// and capabilities. Data-driven: one row per backend.
#include "backends/BackendFactory.h"
#include "backends/CompositeBackend.h"
#include "backends/slurm/SlurmCliBackend.h"

#include <QTest>
#include <memory>

using namespace qc;

Q_DECLARE_METATYPE(std::shared_ptr<qc::Backend>)

namespace {

std::shared_ptr<Backend> demo(int seed)
{
    auto b = BackendFactory::create(QStringLiteral("demo://?history=1&state=none&user=me&seed=%1").arg(seed));
    if (!b.ok())
        qFatal("demo backend: %s", qPrintable(b.error().toString()));
    return b.value();
}

// The names a job is written with on this backend: a composite prefixes partitions and ids with the cluster.
struct Names
{
    QString prefix; // "" or "north"
    QString partition(const QString& local) const { return prefix.isEmpty() ? local : prefix + u'/' + local; }
    QString id(const QString& local) const { return prefix.isEmpty() ? local : prefix + u':' + local; }
};

JobSpec heldJob(const Names& names)
{
    JobSpec spec;
    spec.name = QStringLiteral("contract");
    spec.partition = names.partition(QStringLiteral("eu-west"));
    spec.gpus = 1;
    spec.timeLimitS = 600;
    spec.hold = true; // stays pending, whatever the simulation does meanwhile
    spec.command = QStringLiteral("true");
    return spec;
}

const Job* findJob(const ClusterSnapshot& s, const QString& id)
{
    for (const auto& j : s.jobs) {
        if (j.id == id)
            return &j;
    }
    return nullptr;
}

} // namespace

class TestBackendContract : public QObject
{
    Q_OBJECT
private:
    void backends()
    {
        QTest::addColumn<std::shared_ptr<Backend>>("backend");
        QTest::addColumn<QString>("prefix");
        QTest::newRow("demo://") << demo(7) << QString();
        QTest::newRow("profiles composite")
            << std::shared_ptr<Backend>(std::make_shared<CompositeBackend>(QList<CompositeBackend::Member> {
                   { QStringLiteral("north"), demo(7) }, { QStringLiteral("south"), demo(8) } }))
            << QStringLiteral("north");
    }

private Q_SLOTS:
    void everySchemeIsRegistered()
    {
        const QStringList schemes = BackendFactory::supportedSchemes();
        for (const char* s : { "demo", "slurm", "slurm+ssh", "slurm+rest", "profiles" })
            QVERIFY2(schemes.contains(QLatin1String(s)), qPrintable(schemes.join(u',')));
        const auto unknown = BackendFactory::create(QStringLiteral("pbs://host"));
        QVERIFY(!unknown.ok());
        QCOMPARE(unknown.error().kind, BackendError::Kind::InvalidUrl);
        QVERIFY2(unknown.error().message.contains(QLatin1String("profiles")), qPrintable(unknown.error().message));
    }

    void unknownIdIsAnError_data() { backends(); }
    void unknownIdIsAnError()
    {
        QFETCH(std::shared_ptr<Backend>, backend);
        QFETCH(QString, prefix);
        const QString id = Names { prefix }.id(QStringLiteral("987654321"));
        for (auto action : { &Backend::cancel, &Backend::cancelIfPending, &Backend::requeue }) {
            const VoidResult r = QCoro::waitFor(((*backend).*action)(id));
            QVERIFY2(!r.ok(), qPrintable(id));
            QCOMPARE(r.error().kind, BackendError::Kind::NotFound);
        }
    }

    void submitWithDependency_data() { backends(); }
    void submitWithDependency()
    {
        QFETCH(std::shared_ptr<Backend>, backend);
        QFETCH(QString, prefix);
        const Names names { prefix };
        QVERIFY(QCoro::waitFor(backend->fetchSnapshot()).ok());
        const auto first = QCoro::waitFor(backend->submit(heldJob(names)));
        QVERIFY2(first.ok(), qPrintable(first.error().toString()));
        if (!prefix.isEmpty())
            QVERIFY2(first.value().startsWith(prefix + u':'), qPrintable(first.value()));

        JobSpec second = heldJob(names);
        second.dependency = QStringLiteral("afterok:") + first.value(); // the id as this backend wrote it
        const auto dependent = QCoro::waitFor(backend->submit(second));
        QVERIFY2(dependent.ok(), qPrintable(dependent.error().toString()));

        const auto snap = QCoro::waitFor(backend->fetchSnapshot());
        QVERIFY(snap.ok());
        const Job* job = findJob(snap.value(), dependent.value());
        QVERIFY2(job, qPrintable(dependent.value()));
        // Read back in the same names it was written with.
        QCOMPARE(job->dependency, second.dependency);
        QVERIFY(job->isPending());
    }

    void dependencyOnAnotherClusterIsRefused()
    {
        CompositeBackend both({ { QStringLiteral("north"), demo(7) }, { QStringLiteral("south"), demo(8) } });
        QVERIFY(QCoro::waitFor(both.fetchSnapshot()).ok());
        const auto south = QCoro::waitFor(both.submit(heldJob(Names { QStringLiteral("south") })));
        QVERIFY2(south.ok(), qPrintable(south.error().toString()));
        JobSpec spec = heldJob(Names { QStringLiteral("north") });
        spec.dependency = QStringLiteral("afterok:") + south.value();
        const auto r = QCoro::waitFor(both.submit(spec));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, BackendError::Kind::InvalidRequest);
        QVERIFY2(r.error().message.contains(QLatin1String("north")), qPrintable(r.error().message));
        // What reaches the member is its own ids: shown by the preview of the request it would send.
        spec.dependency = QStringLiteral("afterok:north:12:north:13?afterany:north:14");
        const QString preview = both.previewSubmit(spec);
        QVERIFY2(preview.contains(QLatin1String("\"afterok:12:13?afterany:14\"")), qPrintable(preview));
        QVERIFY2(!preview.contains(QLatin1String("north")), qPrintable(preview));
    }

    void previewIsTheRequestSent_data() { backends(); }
    void previewIsTheRequestSent()
    {
        QFETCH(std::shared_ptr<Backend>, backend);
        QFETCH(QString, prefix);
        const QString preview = backend->previewSubmit(heldJob(Names { prefix }));
        // The demo takes QueueCast's JSON, in its own (member's) partition name.
        QVERIFY2(preview.contains(QLatin1String("\"partition\": \"eu-west\"")), qPrintable(preview));
        QVERIFY2(!preview.contains(QLatin1String("north")), qPrintable(preview));
    }

    void slurmPreviewIsTheSbatchCommand()
    {
        const auto slurm = BackendFactory::create(QStringLiteral("slurm://"));
        QVERIFY2(slurm.ok(), qPrintable(slurm.error().toString()));
        JobSpec spec = heldJob(Names {});
        spec.command.clear();
        spec.script = QStringLiteral("echo hi\n");
        spec.environment.insert(QStringLiteral("MODE"), QStringLiteral("fast"));
        const QString preview = slurm.value()->previewSubmit(spec);
        const auto args = slurm::SlurmCliBackend::sbatchArguments(spec, false);
        QVERIFY(args.ok());
        // Exactly what submit() runs: the environment, sbatch's arguments, and the script it puts on stdin.
        QCOMPARE(preview,
                 QStringLiteral("MODE=fast sbatch ") + args.value().join(u' ')
                     + QStringLiteral(" < script\n\n#!/bin/sh\necho hi\n"));
    }

    void pastAndPollInterval_data() { backends(); }
    void pastAndPollInterval()
    {
        QFETCH(std::shared_ptr<Backend>, backend);
        QFETCH(QString, prefix);
        QCOMPARE(backend->pollIntervalHint(), std::chrono::milliseconds(3000));
        const std::optional<HistorySeed> seed = QCoro::waitFor(backend->historySeed());
        QVERIFY(seed.has_value());
        QVERIFY(!seed->samples.isEmpty());
        QVERIFY(!seed->jobs.isEmpty());
        if (!prefix.isEmpty()) {
            // Every member's past, each in the composite's names.
            bool north = false, south = false;
            for (const auto& s : seed->samples) {
                north |= s.region.startsWith(QLatin1String("north/"));
                south |= s.region.startsWith(QLatin1String("south/"));
                QVERIFY2(s.region.contains(u'/'), qPrintable(s.region));
            }
            QVERIFY(north && south);
            for (const auto& j : seed->jobs)
                QVERIFY2(j.id.startsWith(QLatin1String("north:")) || j.id.startsWith(QLatin1String("south:")),
                         qPrintable(j.id));
        }
        const auto slurm = BackendFactory::create(QStringLiteral("slurm://"));
        QVERIFY(slurm.ok());
        QCOMPARE(slurm.value()->pollIntervalHint(), std::chrono::milliseconds(15000));
        QVERIFY(!QCoro::waitFor(slurm.value()->historySeed()).has_value());
    }

    void memberStatusIsData_data() { backends(); }
    void memberStatusIsData()
    {
        QFETCH(std::shared_ptr<Backend>, backend);
        QFETCH(QString, prefix);
        QVERIFY(QCoro::waitFor(backend->fetchSnapshot()).ok());
        const QList<MemberStatus> members = backend->memberStatus();
        if (prefix.isEmpty()) {
            QVERIFY(members.isEmpty());
            return;
        }
        QCOMPARE(members.size(), 2);
        QCOMPARE(members[0].profile, QStringLiteral("north"));
        QVERIFY(members[0].hasData && !members[0].stale);
    }

    void capabilities_data() { backends(); }
    void capabilities()
    {
        QFETCH(std::shared_ptr<Backend>, backend);
        const Capabilities caps = backend->capabilities();
        QVERIFY(caps.submit);
        QVERIFY(caps.cancel);
        // No jobs named: the backend's own rights.
        QCOMPARE(backend->capabilitiesFor({}).submit, caps.submit);
    }
};

QTEST_GUILESS_MAIN(TestBackendContract)
#include "TestBackendContract.moc"
