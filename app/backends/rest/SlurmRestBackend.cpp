#include "SlurmRestBackend.h"

#include "RestAccountingJobs.h"
#include "RestDocument.h"
#include "RestErrorMapper.h"
#include "RestJobIds.h"
#include "RestJson.h"
#include "RestOpenApiIndex.h"
#include "RestReachCheck.h"
#include "RestSnapshotAssembler.h"
#include "RestWorker.h"
#include "model/Clock.h"

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
    QList<AssociationQos> associationQos; // read with the rules
    QString clusterName;
    qint64 jobsSince = 0; // update_time for the next job request (epoch seconds)
    qint64 jobsSinceClockMs = 0; // the same moment on m_clock, for versions that take a relative time
};

struct SlurmRestBackend::ParseInput
{
    std::shared_ptr<const RestApi> api;
    RestReply jobs, nodes, partitions;
    bool jobsIncremental = false; // asked with update_time
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
    qint64 serverJobsUpdate = 0; // the job list's last_update by slurmctld's clock; 0 when not sent
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
    // The job list is the long read of a big queue: its progress is the backend's.
    connect(m_client, &RestClient::bodyProgress, this,
            [this](const QString& path, qint64 bytes, qint64 total, qint64 jobs) {
                if (path.endsWith(QLatin1String("/jobs")))
                    Q_EMIT readProgress(bytes, total, jobs);
            });
    m_clock.start();
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
        else if (doc.ok())
            // The token is good (slurmdbd answered with it): what failed is slurmctld, as 23.11+ say outright.
            error = BackendError::make(Kind::Unreachable, RestErrorMapper::tr("slurmrestd cannot reach slurmctld"),
                                       error.detail);
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
    // g++ 12 destroys a temporary inside `co_return co_await` twice (QT-NOTES.md): the result is a local.
    auto awaited = co_await work;
    co_return awaited;
}

QCoro::Task<Result<std::shared_ptr<const RestApi>>> SlurmRestBackend::detectApi()
{
    QPointer<SlurmRestBackend> self(this);
    // The OpenAPI document names every version the server offers and which it deprecates. 23.11+ want the
    // token for it (401 without); 22.05 serves it too.
    auto specTask = m_client->get(QStringLiteral("/openapi/v3"));
    const RestReply spec = co_await std::move(specTask);
    if (!self)
        co_return closed();
    if (spec.transportError.isError())
        co_return spec.transportError;
    if (spec.status == 401 || spec.status == 403 || spec.status == 511) {
        auto readTask = readDocument(spec, QStringLiteral("openapi/v3"));
        const auto refused = co_await std::move(readTask);
        co_return refused.ok() ? RestErrorMapper::authError(QStringLiteral("HTTP %1").arg(spec.status))
                               : refused.error();
    }
    RestOpenApiIndex index;
    if (spec.status == 200) {
        auto scan = RestWorker::run([spec]() { return RestOpenApiIndex::read(spec.body); });
        index = co_await scan;
        if (!self)
            co_return closed();
    }
    QString chosen = m_endpoint.forcedApi;
    if (chosen.isEmpty() && !index.versions.isEmpty()) {
        chosen = RestApi::newestSupported(index.versions);
        if (chosen.isEmpty())
            co_return unsupportedServer(index.versions);
    }
    if (chosen.isEmpty()) {
        // No readable OpenAPI document: ask each known version's ping, newest first.
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
            chosen = version;
            break;
        }
        if (chosen.isEmpty())
            co_return unsupportedServer({});
    }
    if (index.isDeprecated(chosen) && m_notice.isEmpty()) {
        // Said once per connection: the CLI prints it on stderr, the GUI's log keeps it.
        m_notice = tr("slurmrestd marks API %1 as deprecated; it will go away with a coming Slurm release (this "
                      "server offers %2)")
                       .arg(chosen, index.versions.join(QStringLiteral(", ")));
        qWarning().noquote() << m_notice;
    }
    co_return RestApi::forVersion(chosen);
}

BackendError SlurmRestBackend::unsupportedServer(const QStringList& offered)
{
    return BackendError::make(
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
            // g++ 12 destroys a temporary inside `co_return co_await` twice (QT-NOTES.md): the result is a local.
            auto awaited = co_await std::move(settleTask);
            co_return awaited;
        }
        m_api = api.value();
    }
    co_return Done {};
}

QCoro::Task<Result<ReachCheck>> SlurmRestBackend::checkReachable()
{
    QElapsedTimer timer;
    timer.start();
    QPointer<SlurmRestBackend> self(this);
    auto readyTask = ensureReady();
    if (const auto ready = co_await std::move(readyTask); !ready.ok())
        co_return ready.error();
    if (!self)
        co_return closed();
    const auto api = m_api;
    auto pingTask = m_client->get(api->slurmPath(QStringLiteral("ping")));
    auto diagTask = m_client->get(api->slurmPath(QStringLiteral("diag")));
    const RestReply pingReply = co_await std::move(pingTask);
    const RestReply diagReply = co_await std::move(diagTask);
    if (!self)
        co_return closed();
    auto pingRead = readDocument(pingReply, QStringLiteral("ping"));
    const auto ping = co_await std::move(pingRead);
    if (!self)
        co_return closed();
    if (!ping.ok()) {
        auto settleTask = settle(ping.error());
        // g++ 12 destroys a temporary inside `co_return co_await` twice (QT-NOTES.md): the result is a local.
        BackendError settled = co_await std::move(settleTask);
        co_return settled;
    }
    auto check = RestReachCheck::fromPing(ping.value());
    if (!check.ok())
        co_return check.error();
    ReachCheck result = check.value();
    // diag is a bonus (job counts): a version or a site that refuses it does not fail the test.
    auto diagRead = readDocument(diagReply, QStringLiteral("diag"));
    const auto diag = co_await std::move(diagRead);
    if (!self)
        co_return closed();
    if (diag.ok())
        RestReachCheck::addDiag(result, diag.value());
    result.apiVersion = api->version();
    result.answerMs = timer.elapsed();
    co_return result;
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
    const qint64 askedAt = Clock::currentSecsSinceEpoch() - kUpdateTimeMarginS;
    const bool jobsIncremental = !full && m_cache->jobs && m_cache->jobsSince > 0;
    const auto api = m_api;
    const qint64 askedAtClockMs = m_clock.elapsed() - kUpdateTimeMarginS * 1000;
    auto since = [&]() {
        QUrlQuery q;
        if (jobsIncremental) {
            const qint64 ago = (m_clock.elapsed() - m_cache->jobsSinceClockMs + 999) / 1000 + kUpdateTimeMarginS;
            q.addQueryItem(QStringLiteral("update_time"), api->updateTimeQuery(m_cache->jobsSince, ago));
        }
        return q;
    };
    // Started together: QNetworkAccessManager runs them in parallel.
    auto jobsTask = m_client->get(api->slurmPath(QStringLiteral("jobs")), since());
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
    input->jobsIncremental = jobsIncremental;
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
    input->takenAt = Clock::currentDateTimeUtc();

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
            if (input->jobsIncremental && o.cache.jobs && RestApi::reportsNoJobChanges(doc.value())) {
                // 23.11+: 200 with no jobs and a "No job changes" warning is 22.05's 304.
                o.jobsReused = true;
            } else {
                // slurmctld answers update_time with every job as soon as one changed, so the list replaces the
                // previous one whole: jobs that ended disappear as they should.
                auto jobs = a.parseJobs(doc.value());
                if (!jobs.ok())
                    return fail(jobs.error());
                o.cache.jobs = std::move(jobs).value();
                o.serverJobsUpdate = fields::integer(doc.value(), "last_update", 0);
                if (const QString c = clusterOf(doc.value(), "jobs"); !c.isEmpty())
                    o.cache.clusterName = c;
            }
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
                if (!isQos) {
                    auto qos = a.parseAssociationQos(doc.value(), input->user);
                    if (!qos.ok())
                        return fail(qos.error());
                    o.cache.associationQos = std::move(qos).value();
                }
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
        parts.associationQos = o.cache.associationQos;
        o.snapshot = RestSnapshotAssembler::assemble(std::move(parts));
        return o;
    });
    const ParseOutput out = co_await work;
    if (!self)
        co_return closed();
    if (out.error.isError()) {
        auto settleTask = settle(out.error);
        // g++ 12 destroys a temporary inside `co_return co_await` twice (QT-NOTES.md): the result is a local.
        auto awaited = co_await std::move(settleTask);
        co_return awaited;
    }
    // Only a fully successful fetch moves the update_time marks, so a failure is retried whole next time.
    const Cache previous = *m_cache;
    *m_cache = out.cache;
    // The next update_time: unchanged after a "no change" answer; else the list's own last_update (slurmctld's
    // clock, so a client clock that is off cannot hide changes), or this machine's clock a little early.
    if (out.jobsReused) {
        m_cache->jobsSince = previous.jobsSince;
        m_cache->jobsSinceClockMs = previous.jobsSinceClockMs;
    } else {
        m_cache->jobsSince
            = out.serverJobsUpdate > 0 && !fields::isSentinel(out.serverJobsUpdate) ? out.serverJobsUpdate : askedAt;
        m_cache->jobsSinceClockMs = askedAtClockMs;
    }
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

QCoro::Task<Result<QList<Job>>> SlurmRestBackend::arrayRecords(QString arrayJobId, QString what)
{
    // GET job/<array job id> lists every record of the array (23.11+ ignore a task id here and say so).
    QPointer<SlurmRestBackend> self(this);
    auto getTask = m_client->get(m_api->slurmPath(QStringLiteral("job/") + arrayJobId));
    const RestReply reply = co_await std::move(getTask);
    if (!self)
        co_return closed();
    auto readTask = readWriteReply(reply, what);
    const auto doc = co_await readTask;
    if (!doc.ok())
        co_return doc.error();
    const auto api = m_api;
    auto work = RestWorker::run([api, doc]() { return api->parseJobs(doc.value()); });
    auto jobs = co_await work;
    co_return jobs;
}

QCoro::Task<VoidResult> SlurmRestBackend::confirmCancelled(QString id, QString what)
{
    QPointer<SlurmRestBackend> self(this);
    const QString version = m_api->version();
    auto recordsTask = arrayRecords(RestJobIds::arrayJobOf(id), what);
    const auto records = co_await recordsTask;
    if (!self)
        co_return closed();
    if (!records.ok()) {
        // Gone from slurmctld already (MinJobAge passed): nothing is left to cancel.
        if (records.error().kind == Kind::NotFound)
            co_return Done {};
        co_return records.error();
    }
    for (const auto& r : records.value()) {
        if (!RestJobIds::covers(r.id, id))
            continue;
        // A cancelled job is CANCELLED (with COMPLETING while its processes end); a refused one is as it was.
        const bool untouched = r.state == JobState::Pending || r.state == JobState::Running
            || r.state == JobState::Configuring || r.state == JobState::Suspended;
        if (untouched)
            co_return BackendError::make(
                Kind::NotPermitted,
                tr("Slurm did not cancel job %1 (still %2): you may not cancel it, most likely because it is not "
                   "yours")
                    .arg(id, jobStateName(r.state)),
                tr("slurmrestd %1 answered the cancel with success and no reason").arg(version));
    }
    co_return Done {};
}

QCoro::Task<VoidResult> SlurmRestBackend::sendEach(QStringList ids, QString originalId, std::optional<QByteArray> body)
{
    QPointer<SlurmRestBackend> self(this);
    const auto api = m_api;
    for (const auto& id : ids) {
        const QString path = api->slurmPath(QStringLiteral("job/") + id);
        auto sendTask = body ? m_client->post(path, *body) : m_client->remove(path);
        const RestReply reply = co_await std::move(sendTask);
        if (!self)
            co_return closed();
        const QString what = body ? tr("update of job %1").arg(id) : tr("cancel of job %1").arg(id);
        auto readTask = readWriteReply(reply, what);
        const auto doc = co_await readTask;
        BackendError failure = doc.ok() ? api->writeFailure(doc.value(), what) : doc.error();
        if (!failure.isError() && !body && !api->reportsRefusedCancel()) {
            auto confirmTask = confirmCancelled(id, what);
            const VoidResult confirmed = co_await confirmTask;
            if (!self)
                co_return closed();
            if (!confirmed.ok())
                failure = confirmed.error();
        }
        if (failure.isError()) {
            // Tasks before this one were changed: say so, so nobody assumes nothing happened.
            if (id != ids.first())
                failure.detail = tr("tasks before %1 of %2 were changed").arg(id, originalId) + QStringLiteral("; ")
                    + failure.detail;
            co_return failure;
        }
    }
    co_return Done {};
}

QCoro::Task<VoidResult> SlurmRestBackend::update(QString jobId, JobUpdate change)
{
    const auto ids = RestJobIds::tasks(jobId);
    if (!ids.ok())
        co_return ids.error();
    if (change.isEmpty())
        co_return BackendError::nothingToChange(jobId);
    QPointer<SlurmRestBackend> self(this);
    auto readyTask = ensureReady();
    if (const auto ready = co_await std::move(readyTask); !ready.ok())
        co_return ready.error();
    if (!self)
        co_return closed();
    const auto body = m_api->updateBody(change);
    if (!body.ok())
        co_return body.error();
    QStringList targets = ids.value();
    const bool tasks = targets.first().contains(u'_');
    if (tasks && !m_api->updatesArrayTasks()) {
        // slurmrestd refuses or fails a task id in an update, and the array job id changes every task, running ones
        // too. That
        // is what was asked only when the tasks named are all the array has.
        const QString arrayId = RestJobIds::arrayJobOf(targets.first());
        auto recordsTask = arrayRecords(arrayId, tr("state of job %1").arg(jobId));
        const auto records = co_await recordsTask;
        if (!self)
            co_return closed();
        if (!records.ok())
            co_return records.error();
        bool whole = !records.value().isEmpty();
        for (const auto& r : records.value()) {
            const auto held = RestJobIds::tasks(r.id);
            if (!held.ok() || RestJobIds::arrayJobOf(r.id) != arrayId)
                continue;
            for (const auto& t : held.value())
                whole = whole && targets.contains(t);
        }
        if (!whole)
            co_return BackendError::make(
                Kind::Unsupported,
                tr("slurmrestd %1 cannot change single tasks of job array %2, and changing the whole array would "
                   "also change its other tasks; use \"scontrol update JobId=%3\" on a login node")
                    .arg(m_api->version(), arrayId, jobId));
        targets = QStringList { arrayId };
    }
    auto sendTask = sendEach(targets, jobId, QByteArray::fromStdString(body.value().dump()));
    const VoidResult sent = co_await sendTask;
    co_return sent;
}

QCoro::Task<VoidResult> SlurmRestBackend::cancel(QString jobId)
{
    const auto ids = RestJobIds::tasks(jobId);
    if (!ids.ok())
        co_return ids.error();
    QPointer<SlurmRestBackend> self(this);
    auto readyTask = ensureReady();
    if (const auto ready = co_await std::move(readyTask); !ready.ok())
        co_return ready.error();
    if (!self)
        co_return closed();
    // Task by task: DELETE job/<id>_<task> ends that task only, in every version.
    auto sendTask = sendEach(ids.value(), jobId, std::nullopt);
    const VoidResult sent = co_await sendTask;
    co_return sent;
}

QCoro::Task<VoidResult> SlurmRestBackend::cancelIfPending(QString jobId)
{
    const auto ids = RestJobIds::tasks(jobId);
    if (!ids.ok())
        co_return ids.error();
    QPointer<SlurmRestBackend> self(this);
    auto readyTask = ensureReady();
    if (const auto ready = co_await std::move(readyTask); !ready.ok())
        co_return ready.error();
    if (!self)
        co_return closed();
    auto recordsTask = arrayRecords(RestJobIds::arrayJobOf(ids.value().first()), tr("state of job %1").arg(jobId));
    const auto records = co_await recordsTask;
    if (!self)
        co_return closed();
    if (!records.ok())
        co_return records.error();
    // Every task named must still wait: one that started keeps its GPUs and nothing is cancelled.
    for (const auto& task : ids.value()) {
        const Job* holder = nullptr;
        for (const auto& r : records.value()) {
            if (RestJobIds::covers(r.id, task))
                holder = &r;
        }
        if (!holder)
            co_return BackendError::make(Kind::Malformed,
                                         tr("slurmrestd did not report the state of job %1").arg(task));
        if (!holder->isPending())
            co_return BackendError::notPending(task, jobStateName(holder->state));
    }
    // slurmrestd's DELETE has no state filter: a task could still start in the few milliseconds between this
    // check and the cancel. The command-line backends close that gap with scancel --state=PENDING.
    auto cancelTask = sendEach(ids.value(), jobId, std::nullopt);
    const VoidResult cancelled = co_await cancelTask;
    co_return cancelled;
}

QCoro::Task<Result<ImportReport>> SlurmRestBackend::fetchFinishedJobs(QDateTime since)
{
    QPointer<SlurmRestBackend> self(this);
    auto readyTask = ensureReady();
    if (const auto ready = co_await std::move(readyTask); !ready.ok())
        co_return ready.error();
    if (!self)
        co_return closed();
    // Relative to slurmctld's clock where the version needs it (see RestApi::updateTimeQuery).
    const qint64 ago = std::max<qint64>(0, since.secsTo(Clock::currentDateTimeUtc()));
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("start_time"), m_api->updateTimeQuery(since.toSecsSinceEpoch(), ago));
    auto getTask = m_client->get(m_api->dbPath(QStringLiteral("jobs")), query);
    const RestReply reply = co_await std::move(getTask);
    if (!self)
        co_return closed();
    auto work = RestWorker::run([reply]() -> Result<ImportReport> {
        const auto doc = RestDocument::read(reply, QStringLiteral("slurmdb/jobs"));
        if (!doc.ok())
            return doc.error();
        return RestAccountingJobs::parse(doc.value());
    });
    auto report = co_await work;
    if (!report.ok() && report.error().kind == Kind::NotFound)
        co_return BackendError::make(Kind::Unsupported,
                                     tr("This slurmrestd serves no accounting (/slurmdb/) paths: it runs without "
                                        "slurmdbd, or without its openapi/slurmdbd plugin"),
                                     report.error().detail);
    if (!report.ok()) {
        auto settleTask = settle(report.error());
        // g++ 12 destroys a temporary inside `co_return co_await` twice (QT-NOTES.md): the result is a local.
        auto awaited = co_await std::move(settleTask);
        co_return awaited;
    }
    co_return report;
}

QString SlurmRestBackend::submitRequestPreview(const JobSpec& spec) const
{
    // Before the first connection the version is not known yet: the newest one, as that is what detection picks
    // on any current Slurm.
    auto api = m_api ? m_api
                     : RestApi::forVersion(m_endpoint.forcedApi.isEmpty() ? RestApi::supportedVersions().first()
                                                                          : m_endpoint.forcedApi);
    return QStringLiteral("POST ") + api->slurmPath(QStringLiteral("job/submit")) + QStringLiteral("\n\n")
        + QString::fromStdString(api->submitBody(spec).dump(2));
}

QCoro::Task<VoidResult> SlurmRestBackend::requeue(QString jobId)
{
    co_return BackendError::make(
        Kind::Unsupported,
        tr("slurmrestd cannot requeue jobs; use \"scontrol requeue %1\" on a login node").arg(jobId));
}

} // namespace qc::rest
