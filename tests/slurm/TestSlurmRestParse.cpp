// The REST adapters on answers captured from the real slurmrestd 22.05 (tests/slurm/data/rest), error mapping,
// and bodies that must give Malformed instead of a crash.
#include "backends/rest/RestApi.h"
#include "backends/rest/RestDocument.h"
#include "backends/rest/RestEndpoint.h"
#include "backends/rest/RestErrorMapper.h"
#include "backends/rest/RestHostList.h"
#include "backends/rest/RestJson.h"
#include "backends/rest/RestSnapshotAssembler.h"
#include "backends/rest/RestTokenStore.h"

#include <QFile>
#include <QTest>
#include <qcoro/qcorotask.h>

using namespace qc;
using namespace qc::rest;
using nlohmann::json;

namespace {
QByteArray data(const QString& name)
{
    QFile f(qEnvironmentVariable("QC_SOURCE_DIR") + QStringLiteral("/tests/slurm/data/rest/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

json doc(const QString& name)
{
    auto d = RestDocument::parse(data(name), name);
    if (!d.ok())
        qFatal("%s", qPrintable(d.error().toString()));
    return d.value();
}

RestReply reply(int status, QByteArray body)
{
    RestReply r;
    r.status = status;
    r.body = std::move(body);
    return r;
}

const Job* find(const QList<Job>& jobs, const QString& name)
{
    for (const auto& j : jobs) {
        if (j.name == name)
            return &j;
    }
    return nullptr;
}
} // namespace

class TestSlurmRestParse : public QObject
{
    Q_OBJECT

    std::shared_ptr<const RestApi> v38 = RestApi::forVersion(QStringLiteral("v0.0.38"));

private Q_SLOTS:
    void jobsV0038()
    {
        const auto jobs = v38->parseJobs(doc(QStringLiteral("v0.0.38-jobs.json")));
        QVERIFY2(jobs.ok(), qPrintable(jobs.error().toString()));
        QCOMPARE(jobs.value().size(), 14);

        const Job* wait = find(jobs.value(), QStringLiteral("b-waitres"));
        QVERIFY(wait);
        QCOMPARE(wait->id, QStringLiteral("8"));
        QCOMPARE(wait->user, QStringLiteral("bob"));
        QCOMPARE(wait->state, JobState::Pending);
        QCOMPARE(wait->reason, QStringLiteral("Resources"));
        QCOMPARE(wait->partition, QStringLiteral("north"));
        QCOMPARE(wait->gpus, 8);
        QCOMPARE(wait->timeLimitS, 7200);
        QCOMPARE(wait->memoryMb, 1000);
        // Backfill's estimate for a pending job.
        QCOMPARE(wait->estimatedStart, QDateTime::fromSecsSinceEpoch(1796015901, Qt::UTC));
        QVERIFY(!wait->beginTime.isValid());

        const Job* run = find(jobs.value(), QStringLiteral("b-run"));
        QCOMPARE(run->state, JobState::Running);
        QCOMPARE(run->gpus, 4);
        QCOMPARE(run->gpuType, QStringLiteral("a100"));
        QCOMPARE(run->nodeList, QStringLiteral("gpu-a2"));
        QVERIFY(!run->estimatedStart.isValid());

        const Job* gpn = find(jobs.value(), QStringLiteral("qcx gpn"));
        QCOMPARE(gpn->gpus, 2); // one per node on two nodes
        QCOMPARE(gpn->nodes, 2);
        QCOMPARE(gpn->gpuType, QStringLiteral("v100"));

        const Job* begin = find(jobs.value(), QStringLiteral("b-begin"));
        QCOMPARE(begin->reason, QStringLiteral("BeginTime"));
        QCOMPARE(begin->beginTime, QDateTime::fromSecsSinceEpoch(1796015901, Qt::UTC));

        const Job* dep = find(jobs.value(), QStringLiteral("b-dep"));
        QCOMPARE(dep->reason, QStringLiteral("Dependency"));
        QCOMPARE(dep->dependency, QStringLiteral("afterok:7(unfulfilled)"));
        QVERIFY(!dep->estimatedStart.isValid());

        const Job* tooLong = find(jobs.value(), QStringLiteral("b-toolong"));
        QCOMPARE(tooLong->reason, QStringLiteral("PartitionTimeLimit"));
        QCOMPARE(tooLong->nice, 50);
        QCOMPARE(tooLong->timeLimitS, 3 * 86400);

        QCOMPARE(find(jobs.value(), QStringLiteral("b-held"))->reason, QStringLiteral("JobHeldUser"));
        QCOMPARE(find(jobs.value(), QStringLiteral("b-lic"))->licenses, QStringLiteral("nas_io:2"));
        QCOMPARE(find(jobs.value(), QStringLiteral("b-chem"))->account, QStringLiteral("chem"));

        // A pending array is one record; names keep what users typed, unicode and shell characters included.
        bool sawArray = false;
        bool sawUnicode = false;
        for (const auto& j : jobs.value()) {
            sawArray |= j.id == QStringLiteral("4_[1-5]");
            sawUnicode |= j.name.contains(QStringLiteral("中文")) && j.name.contains(QStringLiteral("$(touch"));
        }
        QVERIFY(sawArray);
        QVERIFY(sawUnicode);
    }

    void olderVersionsParseTheSameJobs()
    {
        for (const char* v : { "v0.0.37", "v0.0.36" }) {
            const auto api = RestApi::forVersion(QString::fromLatin1(v));
            QVERIFY(api);
            const auto jobs = api->parseJobs(doc(QString::fromLatin1(v) + QStringLiteral("-jobs.json")));
            QVERIFY2(jobs.ok(), v);
            const Job* wait = find(jobs.value(), QStringLiteral("b-waitres"));
            QVERIFY(wait);
            QCOMPARE(wait->reason, QStringLiteral("Resources"));
            QCOMPARE(wait->gpus, 8);
            QVERIFY(!wait->user.isEmpty()); // v0.0.36 leaves user_name empty: a uid stands in
        }
        QVERIFY(!RestApi::forVersion(QStringLiteral("v0.0.39")));
        QVERIFY(!RestApi::forVersion(QStringLiteral("v0.0.37"))->hasLicensesEndpoint());
    }

    void nodesPartitionsLicenses()
    {
        const auto nodes = v38->parseNodes(doc(QStringLiteral("v0.0.38-nodes.json")));
        QVERIFY(nodes.ok());
        QCOMPARE(nodes.value().size(), 5);
        const Node* a1 = nullptr;
        const Node* cpu = nullptr;
        for (const auto& n : nodes.value()) {
            if (n.name == QStringLiteral("gpu-a1"))
                a1 = &n;
            if (n.name == QStringLiteral("cpu1"))
                cpu = &n;
        }
        QVERIFY(a1 && cpu);
        QCOMPARE(a1->gpus.size(), 1);
        QCOMPARE(a1->gpus.first().type, QStringLiteral("a100"));
        QCOMPARE(a1->gpusTotal(), 8);
        QCOMPARE(a1->gpusUsed(), 5);
        QCOMPARE(a1->partitions, QStringList { QStringLiteral("north") });
        QCOMPARE(a1->cpus, 32);
        QCOMPARE(a1->cpusUsed, 2);
        QVERIFY(a1->available());
        QCOMPARE(cpu->gpusTotal(), 0);

        const auto parts = v38->parsePartitions(doc(QStringLiteral("v0.0.38-partitions.json")));
        QVERIFY(parts.ok());
        QCOMPARE(parts.value().size(), 3);
        const Partition& north = parts.value().first();
        QCOMPARE(north.name, QStringLiteral("north"));
        QVERIFY(north.isDefault);
        QVERIFY(north.isUp());
        QCOMPARE(north.maxTimeS, 2 * 86400);
        QCOMPARE(north.maxNodesPerJob, 0);
        QCOMPARE(north.nodes, (QStringList { QStringLiteral("gpu-a1"), QStringLiteral("gpu-a2") }));

        const auto lics = v38->parseLicenses(doc(QStringLiteral("v0.0.38-licenses.json")));
        QVERIFY(lics.ok());
        QCOMPARE(lics.value().size(), 1);
        QCOMPARE(lics.value().first().name, QStringLiteral("nas_io"));
        QCOMPARE(lics.value().first().total, 4);
    }

    void v0036NodesGetPartitionsFromThePartitionSide()
    {
        const auto api = RestApi::forVersion(QStringLiteral("v0.0.36"));
        RestSnapshotAssembler::Parts parts;
        parts.nodes = api->parseNodes(doc(QStringLiteral("v0.0.36-nodes.json"))).value();
        parts.partitions = api->parsePartitions(doc(QStringLiteral("v0.0.36-partitions.json"))).value();
        QVERIFY(parts.nodes.first().partitions.isEmpty());
        const ClusterSnapshot snap = RestSnapshotAssembler::assemble(parts);
        QCOMPARE(snap.nodesOf(QStringLiteral("south")).size(), 2);
        QCOMPARE(snap.nodesOf(QStringLiteral("maint")).size(), 1);
    }

    void limitsAndTheirUsage()
    {
        auto qos = v38->parseQos(doc(QStringLiteral("dbv0.0.38-qos.json")));
        auto assoc = v38->parseAssociations(doc(QStringLiteral("dbv0.0.38-associations.json")));
        QVERIFY(qos.ok() && assoc.ok());
        QCOMPARE(qos.value().size(), 1);
        QCOMPARE(qos.value().first().qos, QStringLiteral("gpu8"));
        QCOMPARE(qos.value().first().scope, Limit::Scope::QosPerUser);
        QCOMPARE(qos.value().first().maxGpus, 8);
        QCOMPARE(assoc.value().size(), 1);
        QCOMPARE(assoc.value().first().account, QStringLiteral("chem"));
        QCOMPARE(assoc.value().first().scope, Limit::Scope::AccountGroup);

        const auto jobs = v38->parseJobs(doc(QStringLiteral("v0.0.38-jobs.json"))).value();
        const auto limits = RestSnapshotAssembler::limits(qos.value() + assoc.value(), jobs, QStringLiteral("bob"));
        QCOMPARE(limits.size(), 2);
        QCOMPARE(limits.at(0).name, QStringLiteral("gpu8"));
        QCOMPARE(limits.at(0).user, QStringLiteral("bob"));
        QCOMPARE(limits.at(0).used, 0);
        QCOMPARE(limits.at(1).name, QStringLiteral("chem"));
        QCOMPARE(limits.at(1).max, 8);
        QCOMPARE(limits.at(1).used, 1); // b-chem runs with one GPU
    }

    void errorsAreMapped()
    {
        using Kind = BackendError::Kind;
        // A refused token: HTTP 500 with "Unspecified error" from slurmctld (which a busy slurmctld also gives, so
        // it stays ambiguous until slurmdbd is asked), 1007 from slurmdbd.
        for (const char* name : { "error-bad-token.json", "error-expired-token.json" }) {
            const auto e = RestDocument::read(reply(500, data(QString::fromLatin1(name))), {}).error();
            QCOMPARE(e.kind, Kind::Internal);
            QVERIFY(RestErrorMapper::isAmbiguous(e));
        }
        const json dbAuth
            = { { "errors", { { { "error_number", 1007 }, { "error", "Protocol authentication error" } } } } };
        QCOMPARE(RestDocument::read(reply(500, QByteArray::fromStdString(dbAuth.dump())), {}).error().kind, Kind::Auth);
        QCOMPARE(RestDocument::read(reply(401, "Authentication failure"), {}).error().kind, Kind::Auth);
        QCOMPARE(RestDocument::read(reply(500, data(QStringLiteral("v0.0.38-update-others.json"))), {}).error().kind,
                 Kind::NotPermitted);
        QCOMPARE(RestDocument::read(reply(500, data(QStringLiteral("v0.0.38-update-release-admin-hold.json"))), {})
                     .error()
                     .kind,
                 Kind::NotPermitted);
        QCOMPARE(RestDocument::read(reply(500, data(QStringLiteral("v0.0.38-cancel-others.json"))), {}).error().kind,
                 Kind::NotPermitted);
        QCOMPARE(RestDocument::read(reply(500, data(QStringLiteral("v0.0.38-update-notfound.json"))), {}).error().kind,
                 Kind::NotFound);
        const auto noEnv = RestDocument::read(reply(400, data(QStringLiteral("v0.0.38-submit-noenv.json"))), {});
        QCOMPARE(noEnv.error().kind, Kind::InvalidRequest);
        QVERIFY(noEnv.error().detail.contains(QStringLiteral("environment must be set")));
        QCOMPARE(RestDocument::read(reply(500, data(QStringLiteral("v0.0.38-submit-badpart.json"))), {}).error().kind,
                 Kind::InvalidRequest);
        QCOMPARE(RestDocument::read(reply(404, {}), {}).error().kind, Kind::NotFound);
        QCOMPARE(RestDocument::read(reply(500, {}), {}).error().kind, Kind::Internal);
        // 200 with a non-empty errors array is a failure.
        const json soft = { { "errors", { { { "error_number", 2002 }, { "error", "Access/permission denied" } } } } };
        QCOMPARE(RestDocument::read(reply(200, QByteArray::fromStdString(soft.dump())), {}).error().kind,
                 Kind::NotPermitted);
        // A held submit answers error 2042 but created the job.
        const auto held = RestDocument::read(reply(200, data(QStringLiteral("v0.0.38-submit-held.json"))), {});
        QVERIFY(held.ok());
        QCOMPARE(v38->parseSubmitted(held.value()).value(), QStringLiteral("16"));
        QCOMPARE(v38->parseSubmitted(doc(QStringLiteral("v0.0.38-submit.json"))).value(), QStringLiteral("15"));
    }

    void malformedBodiesNeverCrash()
    {
        const QByteArray full = data(QStringLiteral("v0.0.38-jobs.json"));
        for (const qsizetype cut : { qsizetype(0), qsizetype(1), full.size() / 3, full.size() / 2, full.size() - 2 }) {
            const auto r = RestDocument::read(reply(200, full.left(cut)), QStringLiteral("jobs"));
            QVERIFY2(!r.ok(), qPrintable(QString::number(cut)));
            QCOMPARE(r.error().kind, BackendError::Kind::Malformed);
        }
        for (const char* body : { "[]", "null", "{\"jobs\": 3}", "{\"jobs\": [1, 2]}", "\xff\xfe garbage" }) {
            const auto d = RestDocument::read(reply(200, body), QStringLiteral("jobs"));
            const auto jobs = d.ok() ? v38->parseJobs(d.value()) : Result<QList<Job>>(d.error());
            QVERIFY2(!jobs.ok(), body);
            QCOMPARE(jobs.error().kind, BackendError::Kind::Malformed);
        }
        // Wrong types inside a job are read as unknown values, not a crash.
        const json odd = { { "jobs",
                             { { { "job_id", "x" },
                                 { "nice", "high" },
                                 { "time_limit", nullptr },
                                 { "tres_req_str", 5 },
                                 { "gres_detail", "gpu" } } } } };
        QVERIFY(v38->parseJobs(odd).ok());
    }

    void fieldQuirks()
    {
        QCOMPARE(fields::nice(json { { "nice", 4294967291LL } }, "nice"), -5);
        QCOMPARE(fields::nice(json { { "nice", nullptr } }, "nice"), 0);
        QCOMPARE(fields::minutesAsSeconds(json { { "t", 4294967295LL } }, "t"), 0);
        QCOMPARE(fields::tresCount(QStringLiteral("cpu=1,gres/gpu:a100=2,gres/gpu:v100=1"), QStringLiteral("gres/gpu")),
                 3);
        QCOMPARE(fields::gpuGresList(QStringLiteral("gpu:a100:2(IDX:0,3),gpu:v100:1")).size(), 2);
        QCOMPARE(RestHostList::expand(QStringLiteral("gpu-a[1-2,05],cpu1")),
                 (QStringList { QStringLiteral("gpu-a1"), QStringLiteral("gpu-a2"), QStringLiteral("gpu-a05"),
                                QStringLiteral("cpu1") }));
        QVERIFY(RestHostList::expand(QStringLiteral("n[1-99999999]"), 1000).size() <= 1000);
    }

    void requestBodies()
    {
        JobUpdate lower;
        lower.nice = -5;
        const auto refused = v38->updateBody(lower);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, BackendError::Kind::NotPermitted);

        JobUpdate change;
        change.nice = 100;
        change.hold = false;
        change.beginTime = QDateTime::currentDateTimeUtc().addSecs(3600);
        change.timeLimitS = 90;
        const auto body = v38->updateBody(change);
        QVERIFY(body.ok());
        QCOMPARE(body.value()["nice"].get<int>(), 100);
        QCOMPARE(body.value()["hold"].get<bool>(), false);
        QCOMPARE(body.value()["time_limit"].get<int>(), 2);
        QVERIFY(
            QString::fromStdString(body.value()["begin_time"].get<std::string>()).startsWith(QStringLiteral("now+")));

        JobSpec spec;
        spec.command = QStringLiteral("sleep 10");
        spec.gpus = 2;
        spec.gpuType = QStringLiteral("a100");
        const json submit = v38->submitBody(spec);
        QVERIFY(!submit["job"]["environment"].empty());
        QCOMPARE(submit["job"]["gpus"].get<std::string>(), std::string("a100:2"));
        QVERIFY(submit["script"].get<std::string>().find("sleep 10") != std::string::npos);
    }

    void endpoints()
    {
        const auto plain = RestEndpoint::fromUrl(QUrl(QStringLiteral("slurm+rest://bob@127.0.0.1:6820")));
        QVERIFY(plain.ok());
        QCOMPARE(plain.value().baseUrl().toString(), QStringLiteral("http://127.0.0.1:6820"));
        QCOMPARE(plain.value().keychainKey(), QStringLiteral("slurm-rest:bob@127.0.0.1:6820"));
        const auto tls = RestEndpoint::fromUrl(QUrl(QStringLiteral("slurm+rest://bob@example.org:443?tls=1")));
        QVERIFY(tls.ok());
        QVERIFY(tls.value().plainHttpWarning().isEmpty());
        // Plain HTTP: to this machine, or with the explicit opt-in, which is warned about.
        for (const char* local : { "slurm+rest://bob@127.0.0.1:6820", "slurm+rest://bob@localhost:6820",
                                   "slurm+rest://bob@[::1]:6820", "slurm+rest://bob@127.1.2.3:6820" }) {
            const auto r = RestEndpoint::fromUrl(QUrl(QString::fromLatin1(local)));
            QVERIFY2(r.ok(), local);
            QVERIFY2(r.value().plainHttpWarning().isEmpty(), local);
        }
        const auto optIn = RestEndpoint::fromUrl(QUrl(QStringLiteral("slurm+rest://bob@example.org:6820?allow_http=1")));
        QVERIFY2(optIn.ok(), qPrintable(optIn.error().toString()));
        QCOMPARE(optIn.value().baseUrl().scheme(), QStringLiteral("http"));
        QVERIFY(optIn.value().plainHttpWarning().contains(QLatin1String("example.org")));
        QCOMPARE(tls.value().baseUrl().scheme(), QStringLiteral("https"));
        for (const char* bad :
             { "slurm+rest://bob:secret@h:1", "slurm+rest://h:1?tls=maybe", "slurm+rest://h:1?api=v9",
               "slurm+rest://bob@example.org:6820", "slurm+rest://bob@10.0.0.1:6820?tls=0",
               "slurm+rest://bob@example.org:6820?allow_http=yes", "slurm+rest://bob@127.0.0.2.example.org:6820",
               "slurm+rest://h:1?timeout=-1", "slurm+rest:///nohost", "slurm+rest://h:1?ca=/nonexistent" }) {
            const auto r = RestEndpoint::fromUrl(QUrl(QString::fromLatin1(bad)));
            QVERIFY2(!r.ok(), bad);
            QCOMPARE(r.error().kind, BackendError::Kind::InvalidUrl);
            QVERIFY(!r.error().detail.contains(QStringLiteral("secret")));
        }
    }

    void keychainReportsClearly()
    {
        // Without a usable keychain (no build support, or no secret service on this machine) reading must end
        // with an error that says so, not hang.
        RestTokenStore store;
        const auto r = QCoro::waitFor(store.read(QStringLiteral("slurm-rest:nobody@nowhere.invalid:1")));
        QVERIFY(!r.ok());
        QVERIFY(!r.error().message.isEmpty());
        if (!RestTokenStore::keychainAvailable())
            QCOMPARE(r.error().kind, BackendError::Kind::Unsupported);
    }
};

QTEST_GUILESS_MAIN(TestSlurmRestParse)
#include "TestSlurmRestParse.moc"
