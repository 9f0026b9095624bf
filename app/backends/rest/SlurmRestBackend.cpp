#include "SlurmRestBackend.h"

#include "RestDocument.h"
#include "RestErrorMapper.h"
#include "RestJson.h"
#include "RestSnapshotAssembler.h"
#include "RestWorker.h"

#include <QPointer>
#include <QRegularExpression>

namespace qc::rest {

using nlohmann::json;
using Kind = BackendError::Kind;

namespace {
// update_time is compared with slurmctld's clock in whole seconds: ask from a little before the request so a
// change in the same second, or a small clock difference, is not missed. Full resyncs bound what remains.
constexpr qint64 kUpdateTimeMarginS = 2;

QString clusterOf(const json& doc, const char* listKey)
{
    const auto it = doc.find(listKey);
    if (it == doc.end() || !it->is_array() || it->empty())
        return {};
    return fields::str(it->front(), "cluster");
}
BackendError closed()
{
    return BackendError::make(Kind::Internal, SlurmRestBackend::tr("The backend was closed"));
}
} // namespace

// What the previous successful fetch learned; a 304 reuses it.
struct SlurmRestBackend::Cache
{
    std::optional<QList<Job>> jobs;
    std::optional<QList<Node>> nodes;
    std::optional<QList<Partition>> partitions;
    QList<License> licenses;
    std::optional<QList<RestLimitRule>> rules;
    QString clusterName;
    qint64 jobsSince = 0;
};

struct SlurmRestBackend::ParseInput
{
    std::shared_ptr<const RestApi> api;
    RestReply jobs, nodes, partitions;
    std::optional<RestReply> licenses, qos, associations;
    Cache cache; // copies: Qt containers share their data
    QString user;
    QDateTime takenAt;
};

struct SlurmRestBackend::ParseOutput
{
    BackendError error;
    Cache cache;
    bool jobsReused = false;
    ClusterSnapshot snapshot;
};

Result<std::shared_ptr<Backend>> SlurmRestBackend::create(const QUrl& url)
{
    auto endpoint = RestEndpoint::fromUrl(url);
    if (!endpoint.ok())
        return endpoint.error();
    return std::shared_ptr<Backend>(new SlurmRestBackend(std::move(endpoint).value()));
}

SlurmRestBackend::SlurmRestBackend(RestEndpoint endpoint)
    : m_endpoint(std::move(endpoint))
    , m_client(new RestClient(m_endpoint, this))
    , m_tokens(new RestTokenStore(this))
    , m_cache(std::make_unique<Cache>())
{
}

SlurmRestBackend::~SlurmRestBackend() = default;

QString SlurmRestBackend::displayName() const
{
    return tr("Slurm (REST) on %1").arg(m_endpoint.host);
}

Capabilities SlurmRestBackend::capabilities() const
{
    Capabilities c;
    c.requeue = false; // slurmrestd 22.05 has no requeue
    c.lowerNice = false;
    c.estimatedStart = true;
    c.priorityFactors = false;
    c.seesAllJobs = true;
    return c;
}

void SlurmRestBackend::noteError(const BackendError& error)
{
    if (error.kind == Kind::Auth)
        m_client->setToken({});
}

QCoro::Task<BackendError> SlurmRestBackend::settle(BackendError error)
{
    if (RestErrorMapper::isAmbiguous(error)) {
        QPointer<SlurmRestBackend> self(this);
        const auto api = m_api ? m_api : RestApi::forVersion(RestApi::supportedVersions().first());
        auto probeTask = m_client->get(api->dbPath(QStringLiteral("qos")));
        const RestReply probe = co_await std::move(probeTask);
        if (!self)
            co_return error;
        auto readTask = readDocument(probe, QStringLiteral("qos"));
        const auto doc = co_await std::move(readTask);
        if (!self)
            co_return error;
        if (!doc.ok() && doc.error().kind == Kind::Auth)
            error = RestErrorMapper::authError(error.detail);
    }
    noteError(error);
    co_return error;
}

QCoro::Task<VoidResult> SlurmRestBackend::loadToken()
{
    const QString fromEnv = qEnvironmentVariable("SLURM_JWT");
    if (!fromEnv.isEmpty()) {
        m_client->setToken(fromEnv);
        co_return Done {};
    }
    QPointer<SlurmRestBackend> self(this);
    auto readTask = m_tokens->read(m_endpoint.keychainKey());
    const auto stored = co_await std::move(readTask);
    if (!self)
        co_return closed();
    if (!stored.ok() || stored.value().isEmpty()) {
        const QString why = stored.ok() ? tr("the stored token is empty") : stored.error().toString();
        co_return BackendError::make(
            Kind::Auth,
            tr("No Slurm token for %1: set SLURM_JWT (from \"scontrol token\") or store one in the keychain")
                .arg(m_endpoint.keychainKey()),
            why);
    }
    m_client->setToken(stored.value());
    co_return Done {};
}

QCoro::Task<Result<nlohmann::json>> SlurmRestBackend::readDocument(RestReply reply, QString what)
{
    auto work = RestWorker::run([reply, what]() { return RestDocument::read(reply, what); });
    co_return co_await work;
}

QCoro::Task<Result<std::shared_ptr<const RestApi>>> SlurmRestBackend::detectApi()
{
    if (!m_endpoint.forcedApi.isEmpty())
        co_return RestApi::forVersion(m_endpoint.forcedApi);
    QPointer<SlurmRestBackend> self(this);
    for (const auto& version : RestApi::supportedVersions()) {
        auto api = RestApi::forVersion(version);
        auto pingTask = m_client->get(api->slurmPath(QStringLiteral("ping")));
        const RestReply reply = co_await std::move(pingTask);
        if (!self)
            co_return closed();
        if (reply.transportError.isError())
            co_return reply.transportError;
        if (reply.status == 404)
            continue;
        // The path exists; a refused token or a down slurmctld still tells the caller what went wrong.
        auto readTask = readDocument(reply, QStringLiteral("ping"));
        const auto doc = co_await std::move(readTask);
        if (!doc.ok())
            co_return doc.error();
        co_return api;
    }
    // None of ours: name what the server offers, from its OpenAPI document.
    auto specTask = m_client->get(QStringLiteral("/openapi"));
    const RestReply spec = co_await std::move(specTask);
    if (!self)
        co_return closed();
    auto scan = RestWorker::run([spec]() {
        QStringList versions;
        const auto doc = RestDocument::parse(spec.body, QStringLiteral("openapi"));
        if (!doc.ok() || !doc.value().contains("paths") || !doc.value()["paths"].is_object())
            return versions;
        static const QRegularExpression re(QStringLiteral("^/slurm/(v[0-9.]+)/"));
        for (const auto& item : doc.value()["paths"].items()) {
            const auto m = re.match(QString::fromStdString(item.key()));
            if (m.hasMatch() && !versions.contains(m.captured(1)))
                versions.append(m.captured(1));
        }
        return versions;
    });
    const QStringList offered = co_await scan;
    co_return BackendError::make(
        Kind::Unsupported,
        tr("This slurmrestd speaks none of the API versions QueueCast supports (%1); it offers: %2")
            .arg(RestApi::supportedVersions().join(QStringLiteral(", ")),
                 offered.isEmpty() ? tr("nothing recognisable") : offered.join(QStringLiteral(", "))));
}

QCoro::Task<VoidResult> SlurmRestBackend::ensureReady()
{
    QPointer<SlurmRestBackend> self(this);
    if (!m_client->hasToken()) {
        auto tokenTask = loadToken();
        const auto token = co_await std::move(tokenTask);
        if (!token.ok())
            co_return token.error();
    }
    if (!self)
        co_return closed();
    if (!m_api) {
        auto detectTask = detectApi();
        auto api = co_await std::move(detectTask);
        if (!self)
            co_return closed();
        if (!api.ok()) {
            auto settleTask = settle(api.error());
            co_return co_await std::move(settleTask);
        }
        m_api = api.value();
    }
    co_return Done {};
}

QCoro::Task<Result<ClusterSnapshot>> SlurmRestBackend::fetchSnapshot()
{
    QElapsedTimer timer;
    timer.start();
    QPointer<SlurmRestBackend> self(this);
    auto readyTask = ensureReady();
    if (const auto ready = co_await std::move(readyTask); !ready.ok())
        co_return ready.error();
    if (!self)
        co_return closed();

    const bool full = m_forceResync || !m_cache->jobs || !m_sinceFullSync.isValid()
        || m_sinceFullSync.elapsed() >= qint64(m_endpoint.resyncS) * 1000;
    const qint64 askedAt = QDateTime::currentSecsSinceEpoch() - kUpdateTimeMarginS;
    auto since = [full](bool cached, qint64 t) {
        QUrlQuery q;
        if (!full && cached && t > 0)
            q.addQueryItem(QStringLiteral("update_time"), QString::number(t));
        return q;
    };
    const auto api = m_api;
    // Started together: QNetworkAccessManager runs them in parallel.
    auto jobsTask
        = m_client->get(api->slurmPath(QStringLiteral("jobs")), since(bool(m_cache->jobs), m_cache->jobsSince));
    // Nodes and partitions are small (a few KB) and always read whole: slurmrestd 22.05 answers
    // nodes?update_time=<t> with HTTP 500 "Unspecified error" when some nodes changed since t (seen on the test
    // cluster), so update_time is used for the job list only, where it matters.
    auto nodesTask = m_client->get(api->slurmPath(QStringLiteral("nodes")));
    auto partsTask = m_client->get(api->slurmPath(QStringLiteral("partitions")));
    std::optional<QCoro::Task<RestReply>> licTask, qosTask, assocTask;
    if (api->hasLicensesEndpoint())
        licTask.emplace(m_client->get(api->slurmPath(QStringLiteral("licenses"))));
    if (full || !m_cache->rules) {
        qosTask.emplace(m_client->get(api->dbPath(QStringLiteral("qos"))));
        assocTask.emplace(m_client->get(api->dbPath(QStringLiteral("associations"))));
    }

    auto input = std::make_shared<ParseInput>();
    input->api = api;
    input->jobs = co_await std::move(jobsTask);
    input->nodes = co_await std::move(nodesTask);
    input->partitions = co_await std::move(partsTask);
    if (licTask)
        input->licenses = co_await std::move(*licTask);
    if (qosTask)
        input->qos = co_await std::move(*qosTask);
    if (assocTask)
        input->associations = co_await std::move(*assocTask);
    if (!self)
        co_return closed();
    input->cache = *m_cache;
    input->user = m_endpoint.user;
    input->takenAt = QDateTime::currentDateTimeUtc();

    auto work = RestWorker::run([input]() {
        ParseOutput o;
        o.cache = input->cache;
        const RestApi& a = *input->api;
        auto fail = [&o](BackendError e) {
            o.error = std::move(e);
            return o;
        };
        // A 304 keeps the previous parse; anything else is read whole.
        auto notModified = [](const RestReply& r) { return !r.transportError.isError() && r.status == 304; };

        if (notModified(input->jobs) && o.cache.jobs) {
            o.jobsReused = true;
        } else {
            const auto doc = RestDocument::read(input->jobs, QStringLiteral("jobs"), a.jobKeyFilter());
            if (!doc.ok())
                return fail(doc.error());
            auto jobs = a.parseJobs(doc.value());
            if (!jobs.ok())
                return fail(jobs.error());
            o.cache.jobs = std::move(jobs).value();
            if (const QString c = clusterOf(doc.value(), "jobs"); !c.isEmpty())
                o.cache.clusterName = c;
        }
        if (!(notModified(input->nodes) && o.cache.nodes)) {
            const auto doc = RestDocument::read(input->nodes, QStringLiteral("nodes"));
            if (!doc.ok())
                return fail(doc.error());
            auto nodes = a.parseNodes(doc.value());
            if (!nodes.ok())
                return fail(nodes.error());
            o.cache.nodes = std::move(nodes).value();
        }
        if (!(notModified(input->partitions) && o.cache.partitions)) {
            const auto doc = RestDocument::read(input->partitions, QStringLiteral("partitions"));
            if (!doc.ok())
                return fail(doc.error());
            auto parts = a.parsePartitions(doc.value());
            if (!parts.ok())
                return fail(parts.error());
            o.cache.partitions = std::move(parts).value();
        }
        if (input->licenses) {
            const auto doc = RestDocument::read(*input->licenses, QStringLiteral("licenses"));
            if (!doc.ok())
                return fail(doc.error());
            auto lics = a.parseLicenses(doc.value());
            if (!lics.ok())
                return fail(lics.error());
            o.cache.licenses = std::move(lics).value();
        }
        if (input->qos && input->associations) {
            QList<RestLimitRule> rules;
            for (const auto* reply : { &*input->qos, &*input->associations }) {
                const bool isQos = reply == &*input->qos;
                const auto doc
                    = RestDocument::read(*reply, isQos ? QStringLiteral("qos") : QStringLiteral("associations"));
                // Without slurmdbd, slurmrestd serves no /slurmdb paths: no limits to show, not a failure.
                if (!doc.ok() && doc.error().kind == Kind::NotFound)
                    continue;
                if (!doc.ok())
                    return fail(doc.error());
                auto parsed = isQos ? a.parseQos(doc.value()) : a.parseAssociations(doc.value());
                if (!parsed.ok())
                    return fail(parsed.error());
                rules += parsed.value();
                if (!isQos && o.cache.clusterName.isEmpty())
                    o.cache.clusterName = clusterOf(doc.value(), "associations");
            }
            o.cache.rules = rules;
        }
        RestSnapshotAssembler::Parts parts;
        parts.clusterName = o.cache.clusterName;
        parts.currentUser = input->user;
        parts.takenAt = input->takenAt;
        parts.jobs = *o.cache.jobs;
        parts.nodes = *o.cache.nodes;
        parts.partitions = *o.cache.partitions;
        parts.licenses = o.cache.licenses;
        parts.rules = o.cache.rules.value_or(QList<RestLimitRule> {});
        o.snapshot = RestSnapshotAssembler::assemble(std::move(parts));
        return o;
    });
    const ParseOutput out = co_await work;
    if (!self)
        co_return closed();
    if (out.error.isError()) {
        auto settleTask = settle(out.error);
        co_return co_await std::move(settleTask);
    }
    // Only a fully successful fetch moves the update_time marks, so a failure is retried whole next time.
    const Cache previous = *m_cache;
    *m_cache = out.cache;
    auto advance = [askedAt](const RestReply& r, qint64 old) { return r.status == 304 ? old : askedAt; };
    m_cache->jobsSince = advance(input->jobs, previous.jobsSince);
    if (m_cache->clusterName.isEmpty())
        m_cache->clusterName = m_endpoint.host;
    if (full) {
        m_sinceFullSync.start();
        m_forceResync = false;
    }
    ++m_stats.fetches;
    if (out.jobsReused)
        ++m_stats.jobsNotModified;
    else
        ++m_stats.jobsFull;
    m_stats.lastReusedJobs = out.jobsReused;
    m_stats.lastFetchMs = timer.elapsed();
    ClusterSnapshot snapshot = out.snapshot;
    if (snapshot.clusterName.isEmpty())
        snapshot.clusterName = m_cache->clusterName;
    co_return snapshot;
}

Result<QString> SlurmRestBackend::pathId(const QString& jobId) const
{
    static const QRegularExpression plain(QStringLiteral(R"(^\d+(_\d+)?$)"));
    static const QRegularExpression array(QStringLiteral(R"(^(\d+)_\[[0-9,\-%:]+\]$)"));
    if (plain.match(jobId).hasMatch())
        return jobId;
    // A pending array as one record: acting on the array job id acts on every pending task.
    if (const auto m = array.match(jobId); m.hasMatch())
        return m.captured(1);
    return BackendError::make(Kind::InvalidRequest, tr("Not a Slurm job id: %1").arg(jobId));
}

QCoro::Task<Result<nlohmann::json>> SlurmRestBackend::readWriteReply(RestReply reply, QString what)
{
    QPointer<SlurmRestBackend> self(this);
    auto readTask = readDocument(reply, what);
    auto doc = co_await readTask;
    if (!self)
        co_return closed();
    if (!doc.ok()) {
        auto settleTask = settle(doc.error());
        const BackendError error = co_await settleTask;
        co_return error;
    }
    co_return std::move(doc);
}

QCoro::Task<Result<QString>> SlurmRestBackend::submit(JobSpec spec)
{
    if (spec.nice < 0)
        co_return BackendError::make(Kind::NotPermitted,
                                     tr("Raising a job's priority (negative nice) needs a Slurm operator"),
                                     QStringLiteral("nice=%1").arg(spec.nice));
    QPointer<SlurmRestBackend> self(this);
    auto readyTask = ensureReady();
    if (const auto ready = co_await std::move(readyTask); !ready.ok())
        co_return ready.error();
    if (!self)
        co_return closed();
    const auto api = m_api;
    const QByteArray body = QByteArray::fromStdString(api->submitBody(spec).dump());
    auto postTask = m_client->post(api->slurmPath(QStringLiteral("job/submit")), body);
    const RestReply reply = co_await std::move(postTask);
    if (!self)
        co_return closed();
    auto readTask = readWriteReply(reply, tr("submit"));
    const auto doc = co_await readTask;
    if (!doc.ok())
        co_return doc.error();
    co_return api->parseSubmitted(doc.value());
}

QCoro::Task<VoidResult> SlurmRestBackend::update(QString jobId, JobUpdate change)
{
    const auto id = pathId(jobId);
    if (!id.ok())
        co_return id.error();
    if (change.isEmpty())
        co_return BackendError::make(Kind::InvalidRequest, tr("Nothing to change"));
    QPointer<SlurmRestBackend> self(this);
    auto readyTask = ensureReady();
    if (const auto ready = co_await std::move(readyTask); !ready.ok())
        co_return ready.error();
    if (!self)
        co_return closed();
    const auto body = m_api->updateBody(change);
    if (!body.ok())
        co_return body.error();
    auto postTask = m_client->post(m_api->slurmPath(QStringLiteral("job/") + id.value()),
                                   QByteArray::fromStdString(body.value().dump()));
    const RestReply reply = co_await std::move(postTask);
    if (!self)
        co_return closed();
    auto readTask = readWriteReply(reply, tr("update of job %1").arg(jobId));
    const auto doc = co_await readTask;
    if (!doc.ok())
        co_return doc.error();
    co_return Done {};
}

QCoro::Task<VoidResult> SlurmRestBackend::cancel(QString jobId)
{
    const auto id = pathId(jobId);
    if (!id.ok())
        co_return id.error();
    QPointer<SlurmRestBackend> self(this);
    auto readyTask = ensureReady();
    if (const auto ready = co_await std::move(readyTask); !ready.ok())
        co_return ready.error();
    if (!self)
        co_return closed();
    auto deleteTask = m_client->remove(m_api->slurmPath(QStringLiteral("job/") + id.value()));
    const RestReply reply = co_await std::move(deleteTask);
    if (!self)
        co_return closed();
    auto readTask = readWriteReply(reply, tr("cancel of job %1").arg(jobId));
    const auto doc = co_await readTask;
    if (!doc.ok())
        co_return doc.error();
    co_return Done {};
}

QCoro::Task<VoidResult> SlurmRestBackend::cancelIfPending(QString jobId)
{
    const auto id = pathId(jobId);
    if (!id.ok())
        co_return id.error();
    QPointer<SlurmRestBackend> self(this);
    auto readyTask = ensureReady();
    if (const auto ready = co_await std::move(readyTask); !ready.ok())
        co_return ready.error();
    if (!self)
        co_return closed();
    auto getTask = m_client->get(m_api->slurmPath(QStringLiteral("job/") + id.value()));
    const RestReply reply = co_await std::move(getTask);
    if (!self)
        co_return closed();
    auto readTask = readWriteReply(reply, tr("state of job %1").arg(jobId));
    const auto doc = co_await readTask;
    if (!doc.ok())
        co_return doc.error();
    const json& jobs = doc.value().contains("jobs") ? doc.value()["jobs"] : json();
    if (!jobs.is_array() || jobs.empty() || !jobs[0].is_object() || !jobs[0].contains("job_state"))
        co_return BackendError::make(Kind::Malformed, tr("slurmrestd did not report the state of job %1").arg(jobId));
    const json& stateValue = jobs[0]["job_state"];
    const QString state = stateValue.is_string() ? QString::fromStdString(stateValue.get<std::string>()) : QString();
    if (state != QLatin1String("PENDING"))
        co_return BackendError::notPending(jobId, state);
    // slurmrestd 22.05's DELETE has no state filter: the job could still start in the few milliseconds between
    // this check and the cancel. The command-line backends close that gap with scancel --state=PENDING.
    auto cancelTask = cancel(jobId);
    const VoidResult cancelled = co_await cancelTask;
    co_return cancelled;
}

QCoro::Task<VoidResult> SlurmRestBackend::requeue(QString jobId)
{
    co_return BackendError::make(
        Kind::Unsupported,
        tr("slurmrestd cannot requeue jobs; use \"scontrol requeue %1\" on a login node").arg(jobId));
}

} // namespace qc::rest
