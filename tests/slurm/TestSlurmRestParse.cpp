// The REST adapters on answers captured from the real slurmrestd 22.05 (tests/slurm/data/rest), error mapping,
// and bodies that must give Malformed instead of a crash.
#include "backends/rest/RestAccountingJobs.h"
#include "backends/rest/RestApi.h"
#include "backends/rest/RestDocument.h"
#include "backends/rest/RestEndpoint.h"
#include "backends/rest/RestErrorMapper.h"
#include "backends/rest/RestHostList.h"
#include "backends/rest/RestJobIds.h"
#include "backends/rest/RestJson.h"
#include "backends/rest/RestOpenApiIndex.h"
#include "backends/rest/RestReachCheck.h"
#include "backends/rest/RestSnapshotAssembler.h"
#include "backends/rest/RestTokenStore.h"
#include "backends/rest/SlurmRestBackend.h"
#include "common/MockClock.h"
#include "model/TimeZones.h"

#include <QFile>
#include <QTest>
#include <limits>
#include <qcoro/qcorotask.h>

using namespace qc;
using namespace qc::rest;
using namespace Qt::Literals::StringLiterals;
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
    // ping and diag as 22.05 and 24.11 send them, and as a broken or hostile server might.
    void reachCheckReadsPingAndDiag()
    {
        using nlohmann::json;
        const auto v38 = RestReachCheck::fromPing(json::parse(
            R"({"meta":{"Slurm":{"release":"22.05.8"}},"pings":[{"hostname":"c","ping":"UP","status":0,"mode":"primary"}]})"));
        QVERIFY(v38.ok());
        QCOMPARE(v38.value().serverVersion, QStringLiteral("22.05.8"));
        QVERIFY(v38.value().clusterName.isEmpty());
        auto v41 = RestReachCheck::fromPing(json::parse(
            R"({"meta":{"slurm":{"cluster":"qc","release":"24.11.5"}},"pings":[{"hostname":"a","pinged":"DOWN","responding":false},{"hostname":"b","pinged":"UP","responding":true}]})"));
        QVERIFY(v41.ok()); // a backup controller answers
        QCOMPARE(v41.value().clusterName, QStringLiteral("qc"));
        ReachCheck c = v41.value();
        RestReachCheck::addDiag(
            c, json::parse(R"({"statistics":{"jobs_pending":{"set":true,"number":7},"jobs_running":3}})"));
        QCOMPARE(c.pendingJobs, 7);
        QCOMPARE(c.runningJobs, 3);
        // Absent, negative, absurd or mistyped counts stay unknown rather than inventing a number.
        for (const char* diag : { R"({})", R"({"statistics":[]})", R"({"statistics":{"jobs_pending":-4}})",
                                  R"({"statistics":{"jobs_pending":99999999999}})",
                                  R"({"statistics":{"jobs_pending":"many"}})", R"([1,2])", R"(null)" }) {
            ReachCheck d;
            RestReachCheck::addDiag(d, json::parse(diag));
            QVERIFY2(d.pendingJobs == -1, diag);
            QCOMPARE(d.runningJobs, -1);
        }
        for (const char* ping : { R"({})", R"({"pings":[]})", R"({"pings":{}})", R"({"pings":[1,"x",null]})",
                                  R"({"pings":[{"hostname":"a","pinged":"DOWN"}]})", R"([])", R"("pong")" }) {
            const auto r = RestReachCheck::fromPing(json::parse(ping));
            QVERIFY2(!r.ok(), ping);
            QCOMPARE(r.error().kind, BackendError::Kind::Unreachable);
        }
    }

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
        QCOMPARE(wait->estimatedStart, QDateTime::fromSecsSinceEpoch(1796015901, qc::utcZone()));
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
        QCOMPARE(begin->beginTime, QDateTime::fromSecsSinceEpoch(1796015901, qc::utcZone()));

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

    void versions()
    {
        // v0.0.36/37 were dropped on purpose (22.05 and 23.02 serve v0.0.38 too); v0.0.39 never had a parser.
        for (const char* gone : { "v0.0.36", "v0.0.37", "v0.0.39", "v0.0.46" })
            QVERIFY2(!RestApi::forVersion(QString::fromLatin1(gone)), gone);
        QCOMPARE(RestApi::supportedVersions().first(), QStringLiteral("v0.0.45"));
        QCOMPARE(RestApi::supportedVersions().last(), QStringLiteral("v0.0.38"));
        for (const auto& v : RestApi::supportedVersions())
            QCOMPARE(RestApi::forVersion(v)->version(), v);
        // The newest QueueCast reads wins, whatever the order the server lists them in.
        QCOMPARE(RestApi::newestSupported(
                     { QStringLiteral("v0.0.40"), QStringLiteral("v0.0.42"), QStringLiteral("v0.0.41") }),
                 QStringLiteral("v0.0.42"));
        QCOMPARE(RestApi::newestSupported({ QStringLiteral("v0.0.46"), QStringLiteral("v0.0.47") }), QString());
        QCOMPARE(RestApi::newestSupported(
                     { QStringLiteral("v0.0.36"), QStringLiteral("v0.0.37"), QStringLiteral("v0.0.38") }),
                 QStringLiteral("v0.0.38"));
    }

    void openApiIndexOf2411()
    {
        const auto index = RestOpenApiIndex::read(data(QStringLiteral("v0.0.4x-openapi-v3.json")));
        QCOMPARE(index.versions.size(), 3);
        for (const char* v : { "v0.0.40", "v0.0.41", "v0.0.42" })
            QVERIFY2(index.versions.contains(QString::fromLatin1(v)), v);
        // 24.11 does not mark v0.0.40 in the document; SchedMD's lifecycle does (the oldest of three).
        QVERIFY(index.deprecated.isEmpty());
        QVERIFY(index.isDeprecated(QStringLiteral("v0.0.40")));
        QVERIFY(!index.isDeprecated(QStringLiteral("v0.0.42")));
        QVERIFY(!index.isDeprecated(QStringLiteral("v0.0.38")));
        QVERIFY(RestOpenApiIndex::read("{\"paths\": 5}").versions.isEmpty());
        QVERIFY(RestOpenApiIndex::read("not json").versions.isEmpty());
        const auto marked = RestOpenApiIndex::read(
            R"({"paths": {"/slurm/v0.0.46/ping/": {"get": {"deprecated": true}}, "/slurm/v0.0.47/jobs/": {}}})");
        QCOMPARE(marked.versions, (QStringList { QStringLiteral("v0.0.46"), QStringLiteral("v0.0.47") }));
        QCOMPARE(marked.deprecated, QStringList { QStringLiteral("v0.0.46") });
        QVERIFY(marked.isDeprecated(QStringLiteral("v0.0.46")));
        QVERIFY(!marked.isDeprecated(QStringLiteral("v0.0.47")));
        // The v0.0.4x update_time forms: 24.11's v0.0.40/41 cannot read a number there.
        QCOMPARE(RestApi::forVersion(QStringLiteral("v0.0.41"))->updateTimeQuery(1796123833, 12),
                 QStringLiteral("now-12"));
        QCOMPARE(RestApi::forVersion(QStringLiteral("v0.0.42"))->updateTimeQuery(1796123833, 12),
                 QStringLiteral("1796123833"));
        QCOMPARE(RestApi::forVersion(QStringLiteral("v0.0.38"))->updateTimeQuery(1796123833, 12),
                 QStringLiteral("1796123833"));
    }

    // The same queue read through each version 24.11 serves (tests/slurm/data/rest/capture-v004x.sh).
    void jobsV004x_data()
    {
        QTest::addColumn<QString>("version");
        for (const char* v : { "v0.0.40", "v0.0.41", "v0.0.42" })
            QTest::newRow(v) << QString::fromLatin1(v);
    }
    void jobsV004x()
    {
        QFETCH(QString, version);
        const auto api = RestApi::forVersion(version);
        const auto parsed = RestDocument::parse(data(version + QStringLiteral("-jobs.json")), {}, api->jobKeyFilter());
        QVERIFY(parsed.ok());
        const auto jobs = api->parseJobs(parsed.value());
        QVERIFY2(jobs.ok(), qPrintable(jobs.error().toString()));
        // 21 jobs of the capture script, plus the held job each version's submit left for the next one read.
        QCOMPARE(jobs.value().size(), 21 + (42 - version.mid(5).toInt()));

        const Job* run = find(jobs.value(), QStringLiteral("cap-run"));
        QVERIFY(run);
        QCOMPARE(run->id, QStringLiteral("1"));
        QCOMPARE(run->user, QStringLiteral("alice"));
        QCOMPARE(run->state, JobState::Running);
        QCOMPARE(run->gpus, 4);
        QCOMPARE(run->gpuType, QStringLiteral("a100"));
        QCOMPARE(run->nodeList, QStringLiteral("gpu-a1"));
        QCOMPARE(run->partition, QStringLiteral("north"));
        QVERIFY(run->startTime.isValid());
        QVERIFY(!run->estimatedStart.isValid());

        const Job* wait = find(jobs.value(), QStringLiteral("cap-waitres"));
        QCOMPARE(wait->state, JobState::Pending);
        QCOMPARE(wait->reason, QStringLiteral("Resources"));
        QCOMPARE(wait->user, QStringLiteral("bob"));
        QCOMPARE(wait->gpus, 8);
        QCOMPARE(wait->timeLimitS, 7200);
        QCOMPARE(wait->memoryMb, 1000);
        QVERIFY(wait->priority > 0);
        QVERIFY(wait->submitTime.isValid());
        QVERIFY(wait->estimatedStart.isValid()); // backfill planned it (scheduled_nodes gpu-a1)
        QCOMPARE(wait->scheduledNodes, QStringLiteral("gpu-a1"));
        QCOMPARE(run->scheduledNodes, QString()); // only a pending job has a plan

        QCOMPARE(find(jobs.value(), QStringLiteral("cap-prio"))->reason, QStringLiteral("Priority"));
        const Job* perJob = find(jobs.value(), QStringLiteral("cap-gpus"));
        QCOMPARE(perJob->gpus, 2); // --gpus=2: tres_per_job "gres/gpu:2"
        const Job* perTask = find(jobs.value(), QStringLiteral("cap-pertask"));
        QCOMPARE(perTask->gpus, 2); // two tasks of "gres/gpu:v100=1"
        QCOMPARE(perTask->gpuType, QStringLiteral("v100"));
        QCOMPARE(perTask->cpus, 2);
        QCOMPARE(perTask->memoryMb, 2000);
        const Job* qos = find(jobs.value(), QStringLiteral("cap-qos2"));
        QCOMPARE(qos->reason, QStringLiteral("QOSMaxGRESPerUser"));
        QCOMPARE(qos->qos, QStringLiteral("gpu8"));
        QCOMPARE(qos->gpus, 1);
        const Job* chem = find(jobs.value(), QStringLiteral("cap-chem2"));
        QCOMPARE(chem->reason, QStringLiteral("AssocGrpGRES"));
        QCOMPARE(chem->account, QStringLiteral("chem"));
        QCOMPARE(chem->gpus, 5);
        const Job* lic = find(jobs.value(), QStringLiteral("cap-lic2"));
        QCOMPARE(lic->reason, QStringLiteral("Licenses"));
        QCOMPARE(lic->licenses, QStringLiteral("nas_io:2"));
        QCOMPARE(lic->gpus, 0);
        const Job* begin = find(jobs.value(), QStringLiteral("cap-begin"));
        QCOMPARE(begin->reason, QStringLiteral("BeginTime"));
        QVERIFY(begin->beginTime.isValid() && begin->beginTime > begin->submitTime.addSecs(3000));
        const Job* dep = find(jobs.value(), QStringLiteral("cap-dep"));
        QCOMPARE(dep->reason, QStringLiteral("Dependency"));
        QVERIFY(dep->dependency.startsWith(QStringLiteral("afterok:1")));
        const Job* held = find(jobs.value(), QStringLiteral("cap-held"));
        QCOMPARE(held->reason, QStringLiteral("JobHeldUser"));
        QCOMPARE(held->gpus, 3);
        QCOMPARE(held->gpuType, QStringLiteral("v100"));
        QCOMPARE(held->priority, 0.0);
        const Job* tooLong = find(jobs.value(), QStringLiteral("cap-toolong"));
        QCOMPARE(tooLong->reason, QStringLiteral("PartitionTimeLimit"));
        QCOMPARE(tooLong->timeLimitS, 3 * 86400);
        QCOMPARE(tooLong->nice, 50);
        QCOMPARE(find(jobs.value(), QStringLiteral("cap-done"))->state, JobState::Completed);

        // The array: two running tasks and the pending rest (throttled to 2 at a time) as one record.
        QStringList arrayIds;
        for (const auto& j : jobs.value()) {
            if (j.name == QStringLiteral("cap-array"))
                arrayIds.append(j.id + u'=' + jobStateName(j.state));
        }
        arrayIds.sort();
        QCOMPARE(arrayIds,
                 (QStringList { QStringLiteral("17_1=RUNNING"), QStringLiteral("17_2=RUNNING"),
                                QStringLiteral("17_[3-6%2]=PENDING") }));
        bool sawUnicode = false;
        for (const auto& j : jobs.value())
            sawUnicode
                |= j.name == QStringLiteral("cap 中文 $(touch x) \"q\"") && j.reason == QStringLiteral("JobHeldUser");
        QVERIFY(sawUnicode);
    }

    void nodesPartitionsLicensesV004x_data() { jobsV004x_data(); }
    void nodesPartitionsLicensesV004x()
    {
        QFETCH(QString, version);
        const auto api = RestApi::forVersion(version);
        const auto nodes = api->parseNodes(doc(version + QStringLiteral("-nodes.json")));
        QVERIFY(nodes.ok());
        QCOMPARE(nodes.value().size(), 5);
        for (const auto& n : nodes.value()) {
            QVERIFY2(n.available(), qPrintable(n.name + u' ' + n.state));
            if (n.name == QStringLiteral("gpu-a1")) {
                QCOMPARE(n.state, QStringLiteral("MIXED+PLANNED"));
                QCOMPARE(n.gpusTotal(), 8);
                QCOMPARE(n.gpusUsed(), 4);
                QCOMPARE(n.gpus.first().type, QStringLiteral("a100"));
                QCOMPARE(n.partitions, QStringList { QStringLiteral("north") });
                QCOMPARE(n.cpus, 32);
                QCOMPARE(n.memoryMb, 64000);
            }
            if (n.name == QStringLiteral("cpu1"))
                QCOMPARE(n.gpusTotal(), 0);
        }
        const auto parts = api->parsePartitions(doc(version + QStringLiteral("-partitions.json")));
        QVERIFY(parts.ok());
        QCOMPARE(parts.value().size(), 3);
        const Partition& north = parts.value().first();
        QCOMPARE(north.name, QStringLiteral("north"));
        QVERIFY(north.isUp());
        QCOMPARE(north.maxTimeS, 2 * 86400);
        QCOMPARE(north.maxNodesPerJob, 0); // {set: false, infinite: true}
        QVERIFY(north.allowedQos.isEmpty() && north.allowedAccounts.isEmpty());
        QCOMPARE(north.nodes, (QStringList { QStringLiteral("gpu-a1"), QStringLiteral("gpu-a2") }));
        QCOMPARE(parts.value().at(2).maxTimeS, 4 * 3600);

        const auto lics = api->parseLicenses(doc(version + QStringLiteral("-licenses.json")));
        QVERIFY(lics.ok());
        QCOMPARE(lics.value().size(), 1);
        QCOMPARE(lics.value().first().name, QStringLiteral("nas_io"));
        QCOMPARE(lics.value().first().total, 4);
        QCOMPARE(lics.value().first().used, 4);

        const QString db = QStringLiteral("dbv") + version.mid(1);
        const auto qos = api->parseQos(doc(db + QStringLiteral("-qos.json")));
        const auto assoc = api->parseAssociations(doc(db + QStringLiteral("-associations.json")));
        QVERIFY(qos.ok() && assoc.ok());
        QCOMPARE(qos.value().size(), 1);
        QCOMPARE(qos.value().first().qos, QStringLiteral("gpu8"));
        QCOMPARE(qos.value().first().maxGpus, 8);
        QCOMPARE(assoc.value().size(), 1);
        QCOMPARE(assoc.value().first().account, QStringLiteral("chem"));
        QCOMPARE(assoc.value().first().scope, Limit::Scope::AccountGroup);
        QCOMPARE(assoc.value().first().maxGpus, 8);
        // alice may use normal and gpu8 in both her accounts; bob's and root's rows are not hers.
        const auto qosOf = api->parseAssociationQos(doc(db + QStringLiteral("-associations.json")), u"alice"_s);
        QVERIFY(qosOf.ok());
        QCOMPARE(qosOf.value().size(), 2);
        for (const AssociationQos& a : qosOf.value()) {
            QCOMPARE(a.user, u"alice"_s);
            QVERIFY(a.partition.isEmpty());
            QStringList names = a.qos;
            names.sort();
            QCOMPARE(names, (QStringList { u"gpu8"_s, u"normal"_s }));
        }
        QCOMPARE(AssociationQos::allowedFor(qosOf.value(), u"alice"_s, u"chem"_s, u"north"_s)->size(), 2);
        QVERIFY(!AssociationQos::allowedFor(qosOf.value(), u"bob"_s, u"chem"_s, u"north"_s));
        QVERIFY(doc(version + QStringLiteral("-ping.json")).contains("pings"));
    }

    void writeAnswersV004x_data() { jobsV004x_data(); }
    void writeAnswersV004x()
    {
        using Kind = BackendError::Kind;
        QFETCH(QString, version);
        const auto api = RestApi::forVersion(version);
        auto answer = [&](const char* name, int status) {
            return RestDocument::read(reply(status, data(version + u'-' + QString::fromLatin1(name) + u".json")), {});
        };
        // A bad token: 511 with error 1007 (22.05 said 500); no token: 401 as plain text.
        QCOMPARE(answer("error-bad-token", 511).error().kind, Kind::Auth);
        QCOMPARE(answer("error-no-token", 401).error().kind, Kind::Auth);
        QCOMPARE(RestDocument::read(reply(511, {}), {}).error().kind, Kind::Auth);
        QCOMPARE(answer("update-notfound", 404).error().kind, Kind::NotFound);
        QCOMPARE(answer("cancel-notfound", 404).error().kind, Kind::NotFound);
        QCOMPARE(answer("update-others", 500).error().kind, Kind::NotPermitted);
        QCOMPARE(answer("submit-badpart", 500).error().kind, Kind::InvalidRequest);
        QCOMPARE(answer("update-array-task", 422).error().kind, Kind::InvalidRequest);
        for (const char* ok : { "update-nice", "update-hold", "update-release", "update-timelimit", "cancel" }) {
            const auto d = answer(ok, 200);
            QVERIFY2(d.ok(), ok);
            QVERIFY2(!api->writeFailure(d.value(), {}).isError(), ok);
        }
        // 24.11's v0.0.42 lists a refused cancel in `status` under HTTP 200; v0.0.40/41 say nothing at all.
        const auto others = answer("cancel-others", 200);
        QVERIFY(others.ok());
        if (version == QStringLiteral("v0.0.42"))
            QCOMPARE(api->writeFailure(others.value(), {}).kind, Kind::NotPermitted);
        else
            QVERIFY(!api->writeFailure(others.value(), {}).isError());
        // So the backend reads the job again after a cancel on exactly those versions.
        QCOMPARE(api->reportsRefusedCancel(), version == QStringLiteral("v0.0.42"));
        // A held submit succeeds with the id and a warning (v0.0.40/41 also give error_code 2042 in `result`).
        const auto held = answer("submit", 200);
        QVERIFY2(held.ok(), qPrintable(held.error().toString()));
        const auto id = api->parseSubmitted(held.value());
        QVERIFY(id.ok());
        QVERIFY(id.value().toInt() > 18);
        // Results of an update that failed for one job of several.
        const json partial
            = { { "results",
                  { { { "job_id", 5 }, { "error_code", 0 } },
                    { { "job_id", 6 }, { "error_code", 2002 }, { "error", "Access/permission denied" } } } } };
        QCOMPARE(api->writeFailure(partial, {}).kind, Kind::NotPermitted);
    }

    void noJobChangesAnswer()
    {
        // Read as the backend reads job lists, dropping job keys it does not use: the errors and warnings must
        // survive (a refused token is error 1007; "no change" is only a warning).
        const auto api = RestApi::forVersion(QStringLiteral("v0.0.42"));
        const auto refused = RestDocument::read(reply(511, data(QStringLiteral("v0.0.42-error-bad-token.json"))),
                                                QStringLiteral("jobs"), api->jobKeyFilter());
        QCOMPARE(refused.error().kind, BackendError::Kind::Auth);
        const QByteArray unchanged = R"({"jobs": [], "last_update": {"set": true, "infinite": false, "number": 0},
            "errors": [], "warnings": [{"description": "No job changes since update_time[1796124844]=2026-12-01T11:34:04",
            "source": "op_handler_jobs"}]})";
        const auto filtered = RestDocument::read(reply(200, unchanged), QStringLiteral("jobs"), api->jobKeyFilter());
        QVERIFY(filtered.ok());
        QVERIFY(RestApi::reportsNoJobChanges(filtered.value()));
        // 24.11 answers an unchanged update_time with 200, no jobs and a warning; an empty queue has no warning.
        QVERIFY(RestApi::reportsNoJobChanges(
            json { { "jobs", json::array() },
                   { "warnings",
                     { { { "description", "No job changes since update_time[1796123816]=..." },
                         { "source", "op_handler_jobs" } } } } }));
        QVERIFY(!RestApi::reportsNoJobChanges(json { { "jobs", json::array() }, { "warnings", json::array() } }));
        QVERIFY(!RestApi::reportsNoJobChanges(doc(QStringLiteral("v0.0.42-jobs.json"))));
        QVERIFY(!RestApi::reportsNoJobChanges(json { { "jobs", 3 }, { "warnings", "No job changes" } }));
        QVERIFY(!RestApi::reportsNoJobChanges(json::array()));
    }

    void hostileV004x()
    {
        const auto api = RestApi::forVersion(QStringLiteral("v0.0.42"));
        const QByteArray full = data(QStringLiteral("v0.0.42-jobs.json"));
        for (const qsizetype cut : { full.size() / 5, full.size() / 2, full.size() - 3 }) {
            const auto r = RestDocument::read(reply(200, full.left(cut)), QStringLiteral("jobs"), api->jobKeyFilter());
            QVERIFY(!r.ok());
            QCOMPARE(r.error().kind, BackendError::Kind::Malformed);
        }
        // Wrong shapes where {set, infinite, number}, arrays and nested objects are expected.
        const json odd = { { "jobs",
                             { { { "job_id", { { "set", "yes" } } },
                                 { "job_state", { 1, nullptr, "RUNNING" } },
                                 { "time_limit", { { "set", true }, { "number", "x" } } },
                                 { "priority", { { "infinite", true } } },
                                 { "node_count", { { "set", true }, { "number", -7 } } },
                                 { "tres_per_node", "gres/gpu:a100:99999999999999999999" },
                                 { "tres_per_task", "gres/gpu=9223372036854775807" },
                                 { "tasks", { { "set", true }, { "number", 9223372036854775807LL } } },
                                 { "array_task_string", { "1-3" } } } } } };
        const auto jobs = api->parseJobs(odd);
        QVERIFY(jobs.ok());
        QCOMPARE(jobs.value().first().state, JobState::Running);
        QVERIFY(jobs.value().first().gpus >= 0);
        QCOMPARE(jobs.value().first().timeLimitS, 0);
        const json parts = { { "partitions",
                               { { { "name", "p" },
                                   { "partition", "UP" },
                                   { "nodes", "n[1-2]" },
                                   { "maximums", { { "time", "x" } } } } } } };
        QVERIFY(api->parsePartitions(parts).ok());
        QVERIFY(api->parseNodes(json { { "nodes", { { { "state", { { "a", 1 } } } } } } }).ok());
    }

    void accountingJobsOverRest()
    {
        // slurmdbd's jobs as captured during the 24.11 capture: one had finished, the rest were active.
        const ImportReport report = RestAccountingJobs::parse(doc(QStringLiteral("dbv0.0.42-jobs.json")));
        QVERIFY(report.ok());
        QVERIFY(report.errors.isEmpty());
        QCOMPARE(report.jobs.size(), 1);
        const FinishedJob& done = report.jobs.first();
        QCOMPARE(done.id, QStringLiteral("19"));
        QCOMPARE(done.user, QStringLiteral("bob"));
        QCOMPARE(done.partition, QStringLiteral("maint"));
        QCOMPARE(done.state, QStringLiteral("COMPLETED"));
        QCOMPARE(done.cpus, 1);
        QCOMPARE(done.timeLimitS, 30 * 60);
        QVERIFY(done.started() && done.end >= done.start);
        QVERIFY(report.skipped >= 15);
        // Hostile shapes: reported by index, never a crash.
        const json odd = { { "jobs",
                             { 5,
                               { { "job_id", 7 }, { "state", { { "current", { "WEIRD" } } } } },
                               { { "job_id", 8 },
                                 { "state", { { "current", { "COMPLETED" } } } },
                                 { "time", { { "submission", 100 }, { "start", 50 } } } },
                               { { "job_id", 9 },
                                 { "array", { { "job_id", 4 }, { "task_id", { { "set", true }, { "number", 2 } } } } },
                                 { "state", { { "current", "CANCELLED" } } },
                                 { "time", { { "submission", 100 }, { "start", 150 }, { "end", 160 } } } } } } };
        const ImportReport r = RestAccountingJobs::parse(odd);
        QCOMPARE(r.errors.size(), 3);
        QCOMPARE(r.jobs.size(), 1);
        QCOMPARE(r.jobs.first().id, QStringLiteral("4_2"));
        QVERIFY(!r.jobs.first().started()); // cancelled with nothing allocated: never ran
        QVERIFY(!RestAccountingJobs::parse(json::array()).ok());
    }

    void arrayTaskIds()
    {
        QCOMPARE(RestJobIds::tasks(QStringLiteral("123")).value(), QStringList { QStringLiteral("123") });
        QCOMPARE(RestJobIds::tasks(QStringLiteral("123_4")).value(), QStringList { QStringLiteral("123_4") });
        QCOMPARE(RestJobIds::tasks(QStringLiteral("17_[3-6%2]")).value(),
                 (QStringList { QStringLiteral("17_3"), QStringLiteral("17_4"), QStringLiteral("17_5"),
                                QStringLiteral("17_6") }));
        QCOMPARE(RestJobIds::tasks(QStringLiteral("9_[1,3-4]")).value(),
                 (QStringList { QStringLiteral("9_1"), QStringLiteral("9_3"), QStringLiteral("9_4") }));
        for (const char* bad :
             { "", "abc", "12_[5-2]", "12_[]", "12_[1-99999999999]", "1;2", "12_[1-2]x", "12_[0-4294967295]" }) {
            const auto r = RestJobIds::tasks(QString::fromLatin1(bad));
            QVERIFY2(!r.ok(), bad);
            QCOMPARE(r.error().kind, BackendError::Kind::InvalidRequest);
        }
        QVERIFY(RestJobIds::covers(QStringLiteral("17_[3-6%2]"), QStringLiteral("17_5")));
        QVERIFY(!RestJobIds::covers(QStringLiteral("17_[3-6%2]"), QStringLiteral("17_1")));
        QVERIFY(!RestJobIds::covers(QStringLiteral("18_[3-6]"), QStringLiteral("17_4")));
        QVERIFY(RestJobIds::covers(QStringLiteral("17_1"), QStringLiteral("17_1")));
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
        const auto qosOf = v38->parseAssociationQos(doc(QStringLiteral("dbv0.0.38-associations.json")), u"bob"_s);
        QVERIFY(qosOf.ok());
        QCOMPARE(qosOf.value().size(), 2);
        QCOMPARE(qosOf.value().first().qos, (QStringList { u"gpu8"_s, u"normal"_s }));
        QVERIFY(
            v38->parseAssociationQos(doc(QStringLiteral("dbv0.0.38-associations.json")), QString()).value().isEmpty());
        QVERIFY(!v38->parseAssociationQos(nlohmann::json::parse(R"({"associations": 3})"), u"bob"_s).ok());

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
        // Huge typed counts saturate instead of overflowing (fuzz_tres under UBSan); negative ones are skipped.
        QCOMPARE(fields::tresCount(QStringLiteral("gres/gpu:a=9000000000000000000,gres/gpu:b=9000000000000000000"),
                                   QStringLiteral("gres/gpu")),
                 std::numeric_limits<qint64>::max());
        QCOMPARE(fields::tresCount(QStringLiteral("gres/gpu:a=-5,gres/gpu:b=2"), QStringLiteral("gres/gpu")), 2);
        QCOMPARE(fields::tresCount(QStringLiteral("gres/gpu=-1"), QStringLiteral("gres/gpu")), std::nullopt);
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

        // 0.9 s into a second, an hour before the chosen second: Slurm adds N to its whole second, so N is 3600
        // (the fractional difference truncated gave 3599, a second early).
        test::MockClock clock(QDateTime::fromMSecsSinceEpoch(1796000000900LL, qc::utcZone()));
        JobUpdate change;
        change.nice = 100;
        change.hold = false;
        change.beginTime = QDateTime::fromSecsSinceEpoch(1796003600LL, qc::utcZone());
        change.timeLimitS = 90;
        const auto body = v38->updateBody(change);
        QVERIFY(body.ok());
        QCOMPARE(body.value()["nice"].get<int>(), 100);
        QCOMPARE(body.value()["hold"].get<bool>(), false);
        QCOMPARE(body.value()["time_limit"].get<int>(), 2);
        QCOMPARE(body.value()["begin_time"].get<std::string>(), std::string("now+3600"));
        // v0.0.40+ takes the chosen second itself.
        const auto body42 = RestApi::forVersion(QStringLiteral("v0.0.42"))->updateBody(change);
        QVERIFY(body42.ok());
        QVERIFY(body42.value()["begin_time"]
                == (json { { "set", true }, { "infinite", false }, { "number", 1796003600LL } }));
        JobUpdate asap;
        asap.beginTime = QDateTime();
        QVERIFY(RestApi::forVersion(QStringLiteral("v0.0.42"))->updateBody(asap).value()["begin_time"] == json("now"));

        JobSpec spec;
        spec.command = QStringLiteral("sleep 10");
        spec.gpus = 2;
        spec.gpuType = QStringLiteral("a100");
        const json submit = v38->submitBody(spec);
        QVERIFY(!submit["job"]["environment"].empty());
        QCOMPARE(submit["job"]["gpus"].get<std::string>(), std::string("a100:2"));
        QVERIFY(submit["script"].get<std::string>().find("sleep 10") != std::string::npos);
    }

    void requestBodiesV004x()
    {
        const auto api = RestApi::forVersion(QStringLiteral("v0.0.42"));
        JobSpec spec;
        spec.name = QStringLiteral("train");
        spec.command = QStringLiteral("sleep 10");
        spec.gpus = 2;
        spec.gpuType = QStringLiteral("a100");
        spec.cpus = 4;
        spec.memoryMb = 8000;
        spec.timeLimitS = 3600;
        spec.signal = QStringLiteral("B:USR1@300");
        spec.environment.insert(QStringLiteral("WANDB_MODE"), QStringLiteral("offline"));
        spec.hold = true;
        spec.nice = 10;
        spec.beginTime = QDateTime::fromSecsSinceEpoch(QDateTime::currentSecsSinceEpoch() + 600, qc::utcZone());
        const json body = api->submitBody(spec);
        QVERIFY(!body.contains("script")); // inside `job` since v0.0.40 (top-level is deprecated)
        const json& job = body["job"];
        QVERIFY(job["script"].get<std::string>().find("sleep 10") != std::string::npos);
        QVERIFY(job["environment"] == json::array({ "WANDB_MODE=offline" }));
        QCOMPARE(job["tres_per_job"].get<std::string>(), std::string("gres/gpu:a100:2"));
        QVERIFY(!job.contains("gpus"));
        QVERIFY(job["time_limit"] == (json { { "set", true }, { "infinite", false }, { "number", 60 } }));
        QCOMPARE(job["memory_per_node"]["number"].get<int>(), 8000);
        QCOMPARE(job["cpus_per_task"].get<int>(), 4);
        QCOMPARE(job["kill_warning_signal"].get<std::string>(), std::string("USR1"));
        QCOMPARE(job["kill_warning_delay"]["number"].get<int>(), 300);
        QVERIFY(job["kill_warning_flags"] == json::array({ "BATCH_JOB" }));
        QVERIFY(!job.contains("signal"));
        QCOMPARE(job["hold"].get<bool>(), true);
        QCOMPARE(job["nice"].get<int>(), 10);
        QVERIFY(job["begin_time"]
                == (json { { "set", true }, { "infinite", false }, { "number", spec.beginTime.toSecsSinceEpoch() } }));

        JobSpec plain;
        plain.command = QStringLiteral("true");
        const json minimal = api->submitBody(plain);
        QVERIFY(!minimal["job"]["environment"].empty()); // slurmrestd refuses a job without one
        QVERIFY(!minimal["job"].contains("tres_per_job"));

        JobUpdate change;
        change.timeLimitS = 1800;
        change.hold = false;
        change.qos = QStringLiteral("gpu8");
        const auto update = api->updateBody(change);
        QVERIFY(update.ok());
        QCOMPARE(update.value()["time_limit"]["number"].get<int>(), 30);
        QCOMPARE(update.value()["qos"].get<std::string>(), std::string("gpu8"));
        JobUpdate lower;
        lower.nice = -1;
        QCOMPARE(api->updateBody(lower).error().kind, BackendError::Kind::NotPermitted);
    }

    void submitPreviewIsTheRequest()
    {
        JobSpec spec;
        spec.command = QStringLiteral("sleep 1");
        spec.gpus = 1;
        for (const char* v : { "v0.0.38", "v0.0.42" }) {
            const auto backend = SlurmRestBackend::create(
                QUrl(QStringLiteral("slurm+rest://bob@127.0.0.1:1?api=") + QString::fromLatin1(v)));
            QVERIFY(backend.ok());
            const QString preview = backend.value()->submitRequestPreview(spec);
            const QString path = QStringLiteral("POST /slurm/%1/job/submit").arg(QString::fromLatin1(v));
            QVERIFY2(preview.startsWith(path), qPrintable(preview));
            const json shown = json::parse(preview.mid(preview.indexOf(u'{')).toStdString());
            QVERIFY(shown == RestApi::forVersion(QString::fromLatin1(v))->submitBody(spec));
        }
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
        const auto optIn
            = RestEndpoint::fromUrl(QUrl(QStringLiteral("slurm+rest://bob@example.org:6820?allow_http=1")));
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
