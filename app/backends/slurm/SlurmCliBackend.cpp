#include "SlurmCliBackend.h"

#include "../../model/SlurmTime.h"
#include "CommandErrorMapper.h"
#include "SlurmFactsCache.h"
#include "SlurmRunnerFactory.h"
#include "SlurmTextParser.h"
#include "SqueueFormat.h"
#include "SqueueJobCache.h"
#include "SqueueStaticTable.h"
#include "model/BackgroundPool.h"
#include "model/Clock.h"
#include "model/DisposeOffUiThread.h"

#include <QRegularExpression>
#include <QSet>
#include <QtConcurrent/QtConcurrentRun>
#include <array>
#include <qcoro/qcorofuture.h>

namespace qc::slurm {

using namespace Qt::Literals::StringLiterals;

namespace {
constexpr qint64 kSlowCacheMs = 60 * 1000;
// Facts from an earlier run (SlurmFactsCache) younger than this are used without waiting for sacctmgr, and
// re-read in the background like the minute-old ones; older ones only stand in when the first read fails.
constexpr qint64 kCachedFactsFreshMs = 5 * 60 * 1000;
// The static half of the queue (SqueueFormat::Layout::Static) is read again this often, beside the dynamic half,
// so a name or request changed from a terminal shows within a minute. Between those reads, new jobs' static
// fields come from `squeue -j` per job, up to kPerJobStaticReads of them; more start a full static read, and
// for kStaticBurstMs the following refreshes read both halves side by side.
constexpr qint64 kStaticResyncMs = 60 * 1000;
constexpr qsizetype kPerJobStaticReads = 8;
constexpr qint64 kStaticBurstMs = 60 * 1000;

// squeue and sinfo of 23.02+ exit 0 when -O names a field they do not know and only complain on stderr: a
// listing without the fields we asked for is an error, not an empty queue.
BackendError mapListing(const CommandResult& r, bool remote, const QString& where, const QString& command)
{
    if (BackendError e = CommandErrorMapper::map(r, remote, where, command); e.isError())
        return e;
    if (SqueueFormat::formatRejected(r.err))
        return CommandErrorMapper::malformed(command, QString::fromUtf8(r.err.left(300)).trimmed());
    return {};
}

bool validJobId(const QString& id)
{
    // 123, 123_4, 123_[5-9], 123+1: never anything that scontrol could read as an option or a second word.
    static const QRegularExpression re(QStringLiteral(R"(^[0-9]+(_[0-9]+|_\[[0-9,\-%]+\]|\+[0-9]+)?$)"));
    return re.match(id).hasMatch();
}

BackendError badJobId(const QString& id)
{
    return BackendError::make(BackendError::Kind::NotFound, SlurmCliBackend::tr("Not a Slurm job id"), id);
}

// Whole seconds from now as Slurm counts them (its clock's second plus N), the fallback when the login node cannot
// name the local time itself: exact unless a second passes between here and the command reading its clock.
QString relativeTime(const QDateTime& at)
{
    const qint64 secs = at.toSecsSinceEpoch() - Clock::currentDateTimeUtc().toSecsSinceEpoch();
    return secs <= 0 ? u"now"_s : u"now+%1"_s.arg(secs);
}

// sbatch and scontrol read YYYY-MM-DDTHH:MM:SS in their own local time zone: the form for this machine's commands
// (what the preview shows; the submit asks the login node itself, beginText()).
QString localTimeText(const QDateTime& at)
{
    return at.toLocalTime().toString(u"yyyy-MM-ddTHH:mm:ss"_s);
}

// A name --export can carry (it splits on commas, so no commas) and a value every runner can pass on exactly.
bool environmentEntryOk(const QString& name, const QString& value)
{
    static const QRegularExpression key(u"^[A-Za-z_][A-Za-z0-9_]*$"_s);
    return key.match(name).hasMatch() && !value.contains(QLatin1Char('\n')) && !value.contains(QLatin1Char('\r'))
        && !value.contains(QChar(0));
}

QStringList environmentEntries(const QMap<QString, QString>& environment)
{
    QStringList entries;
    for (auto it = environment.constBegin(); it != environment.constEnd(); ++it)
        entries << it.key() + QLatin1Char('=') + it.value();
    return entries;
}

BackendError notOperator()
{
    return BackendError::make(BackendError::Kind::NotPermitted,
                              SlurmCliBackend::tr("Only a Slurm operator can raise a job's priority (negative nice)"),
                              u"nice < 0 refused client-side: Slurm would reset nice to 0"_s);
}

// Raw output of the slow-changing reads (accounting limits, configuration), parsed on the worker thread.
struct SlowText
{
    bool qosOk = false;
    QByteArray qos;
    bool assocOk = false;
    QByteArray assoc;
    bool configOk = false;
    QByteArray config;
    QDateTime startedAt; // when the reads were started: the facts are at least this old
};

using SlowFacts = SlurmSlowFacts;

struct ParseInput
{
    explicit ParseInput(SqueueFormat f)
        : format(std::move(f))
    {
    }
    SqueueFormat format;
    QByteArray jobs; // Layout::Dynamic
    QList<QByteArray> staticExtra; // Layout::Static of single jobs, added to `statics`
    std::shared_ptr<const SqueueStaticTable> statics;
    QByteArray nodes;
    QByteArray licenses;
    QByteArray partitions;
    std::shared_ptr<const SlowText> slow; // set: parse it; null: use `facts`
    SlowFacts facts;
    QString user;
    bool isOperator = false;
    std::shared_ptr<const SqueueJobCache> previousJobs;
};

struct Parsed
{
    Result<ClusterSnapshot> snapshot;
    bool slowUpdated = false;
    SlowFacts facts;
    std::shared_ptr<const SqueueJobCache> jobs;
    std::shared_ptr<const SqueueStaticTable> statics;
    QStringList missing; // keys of jobs left out for want of their static fields
};

SlowFacts parseSlow(const SlowText& text, const SlowFacts& previous, const QString& user)
{
    SlowFacts f = previous;
    bool allRead = true;
    // Accounting may be absent (no slurmdbd): then there are simply no QOS/association limits, as there were
    // none before either (and the facts are never fresh enough to be cached).
    if (auto l = text.qosOk ? SlurmTextParser::parseQos(text.qos) : std::nullopt)
        f.qosLimits = std::move(*l);
    else
        allRead = false;
    QString cluster;
    if (auto l = text.assocOk ? SlurmTextParser::parseAssociations(text.assoc, &cluster) : std::nullopt) {
        f.assocLimits = std::move(*l);
        f.cluster = cluster;
        f.assocQos = SlurmTextParser::parseAssociationQos(text.assoc, user).value_or(QList<AssociationQos> {});
    } else {
        allRead = false;
    }
    if (text.configOk) {
        const auto privateData = SlurmTextParser::privateData(text.config);
        f.privateJobs = privateData && privateData->contains(QLatin1String("jobs"));
    } else {
        allRead = false;
    }
    f.stale = !allRead;
    if (allRead)
        f.readAt = text.startedAt;
    return f;
}

void countUsage(QList<Limit>& limits, const QList<Job>& jobs, const QString& user)
{
    for (Limit& l : limits) {
        l.used = 0; // the definitions say -1: unknown
        if (l.scope == Limit::Scope::QosPerUser && l.user.isEmpty())
            l.user = user;
    }
    for (const Job& j : jobs) {
        if (!j.isRunningLike() || j.gpus == 0)
            continue;
        for (Limit& l : limits) {
            switch (l.scope) {
            case Limit::Scope::QosPerUser:
                if (j.qos == l.name && j.user == l.user)
                    l.used += j.gpus;
                break;
            case Limit::Scope::QosGroup:
                if (j.qos == l.name)
                    l.used += j.gpus;
                break;
            case Limit::Scope::AccountGroup:
                if (j.account == l.name)
                    l.used += j.gpus;
                break;
            case Limit::Scope::UserAssoc:
                if (j.account == l.name && j.user == l.user)
                    l.used += j.gpus;
                break;
            }
        }
    }
}

Parsed parseAll(const ParseInput& in)
{
    Parsed p;
    ClusterSnapshot s;
    s.takenAt = Clock::currentDateTimeUtc();
    s.currentUser = in.user;
    QString why;
    std::shared_ptr<const SqueueStaticTable> statics = in.statics;
    if (!in.staticExtra.isEmpty() || !statics) {
        // A copy shares the outputs the old entries point into; the previous refresh keeps using the old table.
        auto table = statics ? std::make_shared<SqueueStaticTable>(*statics) : std::make_shared<SqueueStaticTable>();
        for (const QByteArray& out : in.staticExtra) {
            if (!in.format.parseStatic(out, table.get(), &why)) {
                p.snapshot = CommandErrorMapper::malformed(u"squeue -j"_s, why);
                return p;
            }
        }
        statics = std::move(table);
    }
    auto nextJobs = std::make_shared<SqueueJobCache>();
    auto jobList = in.format.parseDynamic(in.jobs, *statics, &p.missing, &why, in.previousJobs.get(), nextJobs.get());
    if (!jobList) {
        p.snapshot = CommandErrorMapper::malformed(u"squeue"_s, why);
        return p;
    }
    s.jobs = std::move(*jobList);
    p.jobs = std::move(nextJobs);
    p.statics = std::move(statics);
    auto nodeList = SlurmTextParser::parseSinfoNodes(in.nodes);
    if (!nodeList) {
        p.snapshot = CommandErrorMapper::malformed(u"sinfo"_s, QString::fromUtf8(in.nodes.left(200)));
        return p;
    }
    s.nodes = std::move(*nodeList);
    auto licenseList = SlurmTextParser::parseLicenses(in.licenses);
    if (!licenseList) {
        p.snapshot
            = CommandErrorMapper::malformed(u"scontrol show licenses"_s, QString::fromUtf8(in.licenses.left(200)));
        return p;
    }
    s.licenses = std::move(*licenseList);
    auto parts = SlurmTextParser::parsePartitions(in.partitions);
    if (!parts) {
        p.snapshot
            = CommandErrorMapper::malformed(u"scontrol show partition"_s, QString::fromUtf8(in.partitions.left(200)));
        return p;
    }
    s.partitions = std::move(*parts);
    if (in.slow) {
        p.facts = parseSlow(*in.slow, in.facts, in.user);
        p.slowUpdated = true;
    } else {
        p.facts = in.facts;
    }
    s.clusterName = p.facts.cluster;
    s.accountingReadAt = p.facts.readAt;
    s.accountingStale = p.facts.stale;
    // Slurm shows root and operators every job whatever PrivateData says.
    s.othersJobsVisible = !p.facts.privateJobs || in.isOperator;
    // Usage of each limit, from the running jobs of this very snapshot.
    s.limits = p.facts.limitDefs();
    countUsage(s.limits, s.jobs, in.user);
    // Read for in.user; rows of anyone else (a cached entry) never match: qosAllowedFor looks up currentUser's.
    s.associationQos = p.facts.assocQos;
    p.snapshot = std::move(s);
    return p;
}

QFuture<Parsed> startParse(std::shared_ptr<const ParseInput> input)
{
    return QtConcurrent::run(backgroundPool(), [input]() { return parseAll(*input); });
}

struct StaticParse
{
    StaticParse() = default; // not an aggregate: g++ 12 skips copies of aggregates inside coroutines
    std::shared_ptr<const SqueueStaticTable> table; // null: malformed, `error` says why
    QString error;
};

QFuture<StaticParse> startStaticParse(SqueueFormat format, QByteArray out)
{
    return QtConcurrent::run(backgroundPool(), [format, out]() {
        StaticParse p;
        auto table = std::make_shared<SqueueStaticTable>();
        if (format.parseStatic(out, table.get(), &p.error))
            p.table = std::move(table);
        return p;
    });
}

// Accounting limits and the configuration: sacctmgr alone takes ~0.3 s, longer than squeue at 5,000 jobs.
QCoro::Task<std::shared_ptr<const SlowText>> readSlow(std::shared_ptr<CommandRunner> runner)
{
    const QDateTime startedAt = Clock::currentDateTimeUtc();
    auto qosTask = runner->run(u"sacctmgr"_s, { u"-nP"_s, u"show"_s, u"qos"_s, u"format=name,maxtrespu,grptres"_s });
    auto assocTask = runner->run(
        u"sacctmgr"_s, { u"-nP"_s, u"show"_s, u"assoc"_s, u"format=cluster,account,user,grptres,qos,partition"_s });
    auto configTask = runner->run(u"scontrol"_s, { u"show"_s, u"config"_s });
    const CommandResult qos = co_await qosTask;
    const CommandResult assoc = co_await assocTask;
    const CommandResult config = co_await configTask;
    auto text = std::make_shared<SlowText>();
    text->startedAt = startedAt;
    text->qosOk = qos.ok();
    text->qos = qos.out;
    text->assocOk = assoc.ok();
    text->assoc = assoc.out;
    text->configOk = config.ok();
    text->config = config.out;
    co_return std::shared_ptr<const SlowText>(std::move(text));
}
} // namespace

struct SlurmCliBackend::Shared
{
    std::shared_ptr<CommandRunner> runner;
    QMutex mutex;
    QString user;
    bool identityKnown = false;
    bool isOperator = false;
    // Slow-changing reads: read with the first refresh, then again in the background at most once a minute,
    // so no later refresh waits for them.
    QDateTime slowFetchedAt;
    bool slowInFlight = false;
    std::shared_ptr<const SlowText> slowText; // a background read not yet parsed
    SlowFacts facts;
    // The previous refresh's jobs, to skip re-parsing unchanged squeue records.
    std::shared_ptr<const SqueueJobCache> jobs;
    // The static half of every job, and when all of it was last read.
    std::shared_ptr<const SqueueStaticTable> statics;
    QDateTime staticsReadAt;
    QDateTime staticBurstUntil;
    // Facts kept between runs; null: this backend keeps them in memory only.
    std::shared_ptr<const SlurmFactsCache> factsCache;
    bool factsCacheLoaded = false;
    std::optional<SlurmFactsCache::Entry> cachedEntry; // as loaded, for the identity
    QDateTime identityReadAt;
    QString where() const { return runner->where(); }

    // Under `mutex`. The first refresh starts from the cached facts: fresh ones spare it the slow reads,
    // older ones are what it keeps should those reads fail.
    void adoptCachedFacts()
    {
        if (!factsCache || factsCacheLoaded)
            return;
        factsCacheLoaded = true;
        cachedEntry = factsCache->load();
        if (!cachedEntry)
            return;
        const qint64 age = cachedEntry->facts.readAt.msecsTo(Clock::currentDateTimeUtc());
        facts = cachedEntry->facts;
        facts.stale = age < 0 || age > kCachedFactsFreshMs;
        if (!facts.stale)
            slowFetchedAt = facts.readAt;
    }
    // Under `mutex`.
    void saveFacts() const
    {
        if (!factsCache || !facts.readAt.isValid())
            return;
        SlurmFactsCache::Entry e;
        e.facts = facts;
        if (identityReadAt.isValid()) {
            e.user = user;
            e.isOperator = isOperator;
            e.identityReadAt = identityReadAt;
        }
        factsCache->save(e);
    }
};

Result<std::shared_ptr<Backend>> SlurmCliBackend::create(const QUrl& url)
{
    auto runner = SlurmRunnerFactory::create(url);
    if (!runner.ok())
        return runner.error();
    auto backend = std::make_shared<SlurmCliBackend>(url, std::move(runner.value()));
    backend->keepFactsBetweenRuns();
    return std::shared_ptr<Backend>(std::move(backend));
}

void SlurmCliBackend::keepFactsBetweenRuns()
{
    QMutexLocker lock(&m_shared->mutex);
    m_shared->factsCache = std::make_shared<SlurmFactsCache>(m_shared->runner->cacheKey());
}

SlurmCliBackend::SlurmCliBackend(QUrl url, std::shared_ptr<CommandRunner> runner)
    : m_shared(std::make_shared<Shared>())
    , m_url(std::move(url))
{
    m_shared->runner = std::move(runner);
}

QString SlurmCliBackend::displayName() const
{
    if (!m_shared->runner->isRemote())
        return tr("Slurm on this machine");
    return tr("Slurm on %1").arg(m_shared->where());
}

Capabilities SlurmCliBackend::capabilities() const
{
    Capabilities c;
    QMutexLocker lock(&m_shared->mutex);
    c.lowerNice = m_shared->isOperator;
    c.estimatedStart = true;
    c.priorityFactors = false;
    // PrivateData=jobs hides other users' jobs from everyone but root and operators.
    c.seesAllJobs = !m_shared->facts.privateJobs || m_shared->isOperator;
    return c;
}

QCoro::Task<BackendError> SlurmCliBackend::ensureIdentity(std::shared_ptr<Shared> shared)
{
    {
        QMutexLocker lock(&shared->mutex);
        if (shared->identityKnown)
            co_return BackendError {};
    }
    // Named argument lists: g++ 12 cannot keep an initializer_list's array alive across co_await.
    const QStringList idArgs { u"-un"_s };
    const CommandResult who = co_await shared->runner->run(u"id"_s, idArgs);
    if (BackendError e = CommandErrorMapper::map(who, shared->runner->isRemote(), shared->where(), u"id"_s);
        e.isError())
        co_return e;
    const QString user = QString::fromUtf8(who.out).trimmed();
    if (user.isEmpty())
        co_return CommandErrorMapper::malformed(u"id -un"_s, QString::fromUtf8(who.out));
    {
        // sacctmgr takes ~0.2 s: an operator level read by an earlier run for this very user will do.
        QMutexLocker lock(&shared->mutex);
        shared->adoptCachedFacts();
        const auto& cached = shared->cachedEntry;
        if (cached && cached->user == user && cached->identityReadAt.isValid()) {
            const qint64 age = cached->identityReadAt.msecsTo(Clock::currentDateTimeUtc());
            if (age >= 0 && age <= kCachedFactsFreshMs) {
                shared->user = user;
                shared->isOperator = cached->isOperator;
                shared->identityReadAt = cached->identityReadAt;
                shared->identityKnown = true;
                co_return BackendError {};
            }
        }
    }
    const QDateTime identityAt = Clock::currentDateTimeUtc();
    bool isOperator = user == QLatin1String("root");
    if (!isOperator) {
        const QStringList levelArgs { u"-nP"_s, u"show"_s, u"user"_s, user, u"format=adminlevel"_s };
        const CommandResult level = co_await shared->runner->run(u"sacctmgr"_s, levelArgs);
        // Without accounting nobody but root and SlurmUser is an operator; treat failure as "not".
        const QString text = QString::fromUtf8(level.out).trimmed();
        isOperator = level.ok() && (text == QLatin1String("Operator") || text == QLatin1String("Administrator"));
    }
    QMutexLocker lock(&shared->mutex);
    shared->user = user;
    shared->isOperator = isOperator;
    shared->identityReadAt = identityAt;
    shared->identityKnown = true;
    shared->saveFacts();
    co_return BackendError {};
}

void SlurmCliBackend::readSlowInBackground(std::shared_ptr<Shared> shared, SlurmCliBackend* context)
{
    // Not a coroutine: g++ 12 skips the copy constructors of lambda captures made inside one.
    // The result waits in `shared` for the next refresh; a closed backend drops it.
    QCoro::connect(readSlow(shared->runner), context, [shared](std::shared_ptr<const SlowText> text) {
        QMutexLocker lock(&shared->mutex);
        shared->slowText = std::move(text);
        shared->slowInFlight = false;
    });
}

QCoro::Task<Result<ClusterSnapshot>> SlurmCliBackend::fetchSnapshot()
{
    auto shared = m_shared;
    auto runner = shared->runner;
    const bool remote = runner->isRemote();
    const QString where = shared->where();

    const QByteArray nonce = SqueueFormat::randomNonce();
    const SqueueFormat format(nonce);
    bool firstSlow = false;
    bool backgroundSlow = false;
    bool readAllStatic = false;
    {
        QMutexLocker lock(&shared->mutex);
        shared->adoptCachedFacts();
        const QDateTime now = Clock::currentDateTimeUtc();
        firstSlow = !shared->slowFetchedAt.isValid() && !shared->slowInFlight && !shared->slowText;
        backgroundSlow = !firstSlow && !shared->slowInFlight && !shared->slowText && shared->slowFetchedAt.isValid()
            && shared->slowFetchedAt.msecsTo(now) > kSlowCacheMs;
        if (backgroundSlow)
            shared->slowInFlight = true;
        readAllStatic = !shared->statics || !shared->staticsReadAt.isValid()
            || shared->staticsReadAt.msecsTo(now) > kStaticResyncMs
            || (shared->staticBurstUntil.isValid() && now < shared->staticBurstUntil);
    }
    // Start every read, then await them: they run side by side. No `-t all`: finished jobs are not why anyone
    // waits, and with it squeue took twice as long at 3,000 jobs (155 ms vs 82 ms). `-S i`: squeue sorts
    // whatever we say, and its default key (partition, state, priority) cost ~30% of its CPU time at 8,800 jobs;
    // the analysis orders jobs itself.
    const QStringList dynamicArgs { u"-h"_s, u"-a"_s, u"-S"_s,
                                    u"i"_s,  u"-O"_s, format.formatArgument(SqueueFormat::Layout::Dynamic) };
    const QStringList staticArgs { u"-h"_s, u"-a"_s, u"-S"_s,
                                   u"i"_s,  u"-O"_s, format.formatArgument(SqueueFormat::Layout::Static) };
    auto jobsTask = runner->run(u"squeue"_s, dynamicArgs, {}, CommandRunner::readEnvironment());
    std::optional<QCoro::Task<CommandResult>> staticTask;
    if (readAllStatic)
        staticTask.emplace(runner->run(u"squeue"_s, staticArgs, {}, CommandRunner::readEnvironment()));
    auto nodesTask = runner->run(u"sinfo"_s, { u"-h"_s, u"-N"_s, u"-O"_s, SlurmTextParser::sinfoFormat() });
    auto licensesTask = runner->run(u"scontrol"_s, { u"show"_s, u"licenses"_s, u"-o"_s });
    // Partition state (DOWN, DRAIN) explains PartitionDown: read it every time, it is one small call.
    auto partitionsTask = runner->run(u"scontrol"_s, { u"show"_s, u"partition"_s, u"-o"_s });
    std::optional<QCoro::Task<std::shared_ptr<const SlowText>>> slowTask;
    if (firstSlow)
        slowTask.emplace(readSlow(runner));
    if (backgroundSlow)
        readSlowInBackground(shared, this);
    const BackendError identityError = co_await ensureIdentity(shared);
    // The static half prints fewer bytes and usually ends first: parse it while the dynamic half still prints.
    std::optional<CommandResult> staticJobs;
    std::optional<QFuture<StaticParse>> staticParse;
    if (staticTask) {
        staticJobs = co_await *staticTask;
        if (staticJobs->ok())
            staticParse.emplace(startStaticParse(format, staticJobs->out));
    }
    const CommandResult jobs = co_await jobsTask;
    const CommandResult nodes = co_await nodesTask;
    const CommandResult licenses = co_await licensesTask;
    const CommandResult partitions = co_await partitionsTask;
    std::shared_ptr<const SlowText> slow;
    if (slowTask)
        slow = co_await *slowTask;
    StaticParse staticTable;
    if (staticParse)
        staticTable = co_await *staticParse;
    if (BackendError e = mapListing(jobs, remote, where, u"squeue"_s); e.isError())
        co_return e;
    if (staticJobs) {
        if (BackendError e = mapListing(*staticJobs, remote, where, u"squeue"_s); e.isError())
            co_return e;
        if (!staticTable.table)
            co_return CommandErrorMapper::malformed(u"squeue"_s, staticTable.error);
    }
    if (BackendError e = mapListing(nodes, remote, where, u"sinfo"_s); e.isError())
        co_return e;
    if (BackendError e = CommandErrorMapper::map(licenses, remote, where, u"scontrol show licenses"_s); e.isError())
        co_return e;
    if (BackendError e = CommandErrorMapper::map(partitions, remote, where, u"scontrol show partition"_s); e.isError())
        co_return e;
    if (identityError.isError())
        co_return identityError;

    // g++ 12 miscompiles copies into lambda captures and aggregates inside coroutines (no copy constructors
    // run): the input goes through a shared_ptr, and the worker is started from an ordinary function.
    auto input = std::make_shared<ParseInput>(format);
    ParseInput& in = *input;
    in.jobs = jobs.out;
    in.nodes = nodes.out;
    in.licenses = licenses.out;
    in.partitions = partitions.out;
    std::shared_ptr<const SqueueStaticTable> oldStatics;
    {
        QMutexLocker lock(&shared->mutex);
        in.user = shared->user;
        in.isOperator = shared->isOperator;
        in.facts = shared->facts;
        in.previousJobs = shared->jobs;
        // A whole new static half replaces the old table now, not after the parse: the job cache keeps digests,
        // so nothing else holds the old one, and at 100,000 jobs it and its outputs are ~50 MB that the parse's
        // peak no longer carries. Should the parse fail, the new table is as good as the old.
        if (staticTable.table)
            oldStatics = std::exchange(shared->statics, staticTable.table);
        in.statics = shared->statics;
        in.slow = slow ? slow : std::exchange(shared->slowText, nullptr);
    }
    if (oldStatics)
        disposeOffUiThread(std::move(oldStatics));
    // Parsing 20,000 jobs takes tens of milliseconds: never on the caller's thread.
    Parsed parsed = co_await startParse(input);
    bool burst = false;
    if (parsed.snapshot && !parsed.missing.isEmpty()) {
        // Jobs new since the static half was read: read theirs, then parse again, reusing every job just built.
        QStringList keys = parsed.missing;
        keys.removeDuplicates();
        in.previousJobs = parsed.jobs;
        in.statics = parsed.statics;
        // The accounting limits and configuration were parsed in the first round: not again.
        in.slow = nullptr;
        in.facts = parsed.facts;
        if (keys.size() > kPerJobStaticReads) {
            burst = true;
            readAllStatic = true;
            auto allTask = runner->run(u"squeue"_s, staticArgs, {}, CommandRunner::readEnvironment());
            const CommandResult all = co_await allTask;
            if (BackendError e = mapListing(all, remote, where, u"squeue"_s); e.isError())
                co_return e;
            auto parsing = startStaticParse(format, all.out);
            const StaticParse whole = co_await parsing;
            if (!whole.table)
                co_return CommandErrorMapper::malformed(u"squeue"_s, whole.error);
            in.statics = whole.table;
        } else {
            std::vector<QCoro::Task<CommandResult>> reads;
            reads.reserve(size_t(keys.size()));
            for (const QString& key : keys) {
                // "123+1" (a component of a heterogeneous job): squeue -j takes the job, which lists them all.
                const QString id = key.section(QLatin1Char('+'), 0, 0);
                // -t all: a job that ended since the dynamic read is still known for MinJobAge.
                const QStringList oneArgs { u"-h"_s, u"-a"_s,
                                            u"-t"_s, u"all"_s,
                                            u"-j"_s, id,
                                            u"-O"_s, format.formatArgument(SqueueFormat::Layout::Static) };
                reads.push_back(runner->run(u"squeue"_s, oneArgs, {}, CommandRunner::readEnvironment()));
            }
            for (auto& read : reads) {
                const CommandResult one = co_await read;
                // A job that ended between the two reads is no longer known: it simply leaves the list.
                if (!one.ok() && one.err.contains("Invalid job id"))
                    continue;
                if (BackendError e = mapListing(one, remote, where, u"squeue -j"_s); e.isError())
                    co_return e;
                in.staticExtra.append(one.out);
            }
        }
        Parsed again = co_await startParse(input);
        // Still missing: ended between the reads. Read everything beside the next refreshes for a while.
        burst = burst || !again.missing.isEmpty();
        parsed.jobs = again.jobs;
        parsed.statics = again.statics;
        parsed.snapshot = std::move(again.snapshot);
    }
    {
        QMutexLocker lock(&shared->mutex);
        if (parsed.slowUpdated) {
            shared->facts = parsed.facts;
            shared->slowFetchedAt = Clock::currentDateTimeUtc();
            if (!parsed.facts.stale)
                shared->saveFacts();
        }
        if (parsed.jobs)
            shared->jobs = parsed.jobs;
        if (parsed.statics) {
            shared->statics = parsed.statics;
            if (readAllStatic)
                shared->staticsReadAt = Clock::currentDateTimeUtc();
        }
        if (burst)
            shared->staticBurstUntil = Clock::currentDateTimeUtc().addMSecs(kStaticBurstMs);
    }
    // The input holds the previous refresh's job cache and outputs, now their last owner: freeing a 100,000-job
    // cache's index took ~30 ms of the UI thread, where this coroutine resumes.
    disposeOffUiThread(std::move(input));
    co_return std::move(parsed.snapshot);
}

void SlurmCliBackend::requestFullResync()
{
    QMutexLocker lock(&m_shared->mutex);
    m_shared->statics.reset();
    m_shared->jobs.reset();
}

QString SlurmCliBackend::previewSubmit(JobSpec spec) const
{
    bool isOperator = false;
    {
        QMutexLocker lock(&m_shared->mutex);
        isOperator = m_shared->isOperator;
    }
    const Result<QStringList> args = sbatchArguments(spec, isOperator);
    if (!args.ok())
        return args.error().toString();
    // The values reach sbatch through its environment, not its arguments: shown the way `env` would set them.
    QString text;
    for (auto it = spec.environment.cbegin(); it != spec.environment.cend(); ++it)
        text += it.key() + u'=' + it.value() + u' ';
    QString script = spec.script;
    if (!script.isEmpty() && !script.startsWith(u"#!"_s))
        script.prepend(u"#!/bin/sh\n"_s);
    return text + u"sbatch "_s + args.value().join(u' ') + u" < script\n\n"_s + script;
}

Result<QStringList> SlurmCliBackend::sbatchArguments(const JobSpec& spec, bool isOperator, const QString& begin)
{
    auto invalid = [](const QString& why, const QString& detail) {
        return BackendError::make(BackendError::Kind::InvalidRequest, why, detail);
    };
    QStringList a { u"--parsable"_s };
    if (!spec.name.isEmpty())
        a << u"--job-name="_s + spec.name;
    if (!spec.partition.isEmpty())
        a << u"--partition="_s + spec.partition;
    if (spec.gpus > 0)
        a << (spec.gpuType.isEmpty() ? u"--gpus=%1"_s.arg(spec.gpus)
                                     : u"--gpus="_s + spec.gpuType + QLatin1Char(':') + QString::number(spec.gpus));
    if (spec.nodes > 0)
        a << u"--nodes=%1"_s.arg(spec.nodes);
    if (spec.cpus > 0)
        a << u"--cpus-per-task=%1"_s.arg(spec.cpus);
    if (spec.memoryMb > 0)
        a << u"--mem=%1M"_s.arg(spec.memoryMb);
    if (spec.timeLimitS > 0)
        a << u"--time="_s + slurmtime::formatDuration(spec.timeLimitS);
    if (!spec.qos.isEmpty())
        a << u"--qos="_s + spec.qos;
    if (!spec.account.isEmpty())
        a << u"--account="_s + spec.account;
    if (spec.beginTime.isValid())
        a << u"--begin="_s + (begin.isEmpty() ? localTimeText(spec.beginTime) : begin);
    if (!spec.workDir.isEmpty())
        a << u"--chdir="_s + spec.workDir;
    if (!spec.dependency.isEmpty())
        a << u"--dependency="_s + spec.dependency;
    a << (spec.requeue ? u"--requeue"_s : u"--no-requeue"_s);
    if (!spec.licenses.isEmpty())
        a << u"--licenses="_s + spec.licenses;
    if (spec.hold)
        a << u"--hold"_s;
    if (spec.nice < 0 && !isOperator)
        return notOperator();
    if (spec.nice != 0)
        a << u"--nice=%1"_s.arg(spec.nice);
    if (!spec.signal.isEmpty())
        a << u"--signal="_s + spec.signal;
    if (!spec.environment.isEmpty()) {
        // Names only: sbatch takes each value from its own environment (submit() puts them there), so no value
        // is ever in an argument list that `ps` shows, here or on a login node.
        QStringList exports { u"ALL"_s };
        for (auto it = spec.environment.constBegin(); it != spec.environment.constEnd(); ++it) {
            if (!environmentEntryOk(it.key(), it.value()))
                return invalid(tr("Environment variables for Slurm need plain names (letters, digits, _) and "
                                  "one-line values"),
                               it.key());
            exports << it.key();
        }
        a << u"--export="_s + exports.join(QLatin1Char(','));
    }
    if (spec.script.isEmpty()) {
        if (spec.command.isEmpty())
            return invalid(tr("Nothing to run: give a script or a command"), {});
        a << u"--wrap="_s + spec.command;
    }
    return a;
}

QCoro::Task<Result<QString>> SlurmCliBackend::submit(JobSpec spec)
{
    auto shared = m_shared;
    if (spec.nice < 0) {
        if (BackendError e = co_await ensureIdentity(shared); e.isError())
            co_return e;
    }
    bool isOperator = false;
    {
        QMutexLocker lock(&shared->mutex);
        isOperator = shared->isOperator;
    }
    QString begin;
    if (spec.beginTime.isValid())
        begin = co_await beginText(shared, spec.beginTime);
    const Result<QStringList> args = sbatchArguments(spec, isOperator, begin);
    if (!args.ok())
        co_return args.error();
    QByteArray script;
    if (!spec.script.isEmpty()) {
        script = spec.script.toUtf8();
        if (!script.startsWith("#!"))
            script.prepend("#!/bin/sh\n");
    }
    const CommandResult r
        = co_await shared->runner->run(u"sbatch"_s, args.value(), script, environmentEntries(spec.environment));
    if (BackendError e = CommandErrorMapper::map(r, shared->runner->isRemote(), shared->where(), u"sbatch"_s);
        e.isError())
        co_return e;
    // --parsable prints "id" or "id;cluster".
    const QString id = QString::fromUtf8(r.out).trimmed().section(QLatin1Char(';'), 0, 0);
    if (!validJobId(id))
        co_return CommandErrorMapper::malformed(u"sbatch --parsable"_s, QString::fromUtf8(r.out));
    co_return id;
}

QCoro::Task<QString> SlurmCliBackend::beginText(std::shared_ptr<Shared> shared, QDateTime at)
{
    const qint64 epoch = at.toSecsSinceEpoch();
    if (epoch <= Clock::currentDateTimeUtc().toSecsSinceEpoch())
        co_return u"now"_s;
    // The user chose a time, not a delay: "now+N" lands a second late whenever a second passes before sbatch reads
    // its clock (more over ssh). The login node's own `date` writes the moment in the zone its sbatch and scontrol
    // read (daylight saving included), so the job begins exactly then; a login node without GNU date gets now+N.
    const QStringList dateArgs { u"-d"_s, u"@"_s + QString::number(epoch), u"+%Y-%m-%dT%H:%M:%S"_s };
    const CommandResult r = co_await shared->runner->run(u"date"_s, dateArgs);
    static const QRegularExpression form(u"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$"_s);
    const QString text = QString::fromUtf8(r.out).trimmed();
    if (r.ok() && form.match(text).hasMatch())
        co_return text;
    co_return relativeTime(at);
}

QCoro::Task<VoidResult> SlurmCliBackend::runWrite(std::shared_ptr<Shared> shared, QString program, QStringList args)
{
    const CommandResult r = co_await shared->runner->run(program, args);
    const QString command = program + QLatin1Char(' ') + args.value(0);
    if (BackendError e = CommandErrorMapper::map(r, shared->runner->isRemote(), shared->where(), command); e.isError())
        co_return e;
    // scancel reports some refusals on stderr with exit status 0.
    const QString err = QString::fromUtf8(r.err);
    if (err.contains(QLatin1String("error"), Qt::CaseInsensitive)) {
        CommandResult failed = r;
        failed.exitCode = 1;
        co_return CommandErrorMapper::map(failed, shared->runner->isRemote(), shared->where(), command);
    }
    co_return Done {};
}

QCoro::Task<VoidResult> SlurmCliBackend::update(QString jobId, JobUpdate change)
{
    auto shared = m_shared;
    if (!validJobId(jobId))
        co_return badJobId(jobId);
    if (change.isEmpty())
        co_return BackendError::nothingToChange(jobId);
    if (change.nice && *change.nice < 0) {
        if (BackendError e = co_await ensureIdentity(shared); e.isError())
            co_return e;
        QMutexLocker lock(&shared->mutex);
        if (!shared->isOperator)
            co_return notOperator();
    }
    QStringList fields;
    if (change.nice)
        fields << u"Nice=%1"_s.arg(*change.nice);
    if (change.partition)
        fields << u"Partition="_s + *change.partition;
    if (change.beginTime) {
        // Plain statements around co_await: g++ 12 miscompiles one inside a conditional expression (a temporary
        // QString destroyed before use: SIGSEGV in test_slurm_cli).
        QString begin = u"now"_s;
        if (change.beginTime->isValid()) {
            const QDateTime at = *change.beginTime;
            begin = co_await beginText(shared, at);
        }
        fields << u"StartTime="_s + begin;
    }
    if (change.timeLimitS)
        fields << u"TimeLimit="_s + slurmtime::formatDuration(*change.timeLimitS);
    if (change.qos)
        fields << u"QOS="_s + *change.qos;
    for (const QString& f : std::as_const(fields)) {
        // One field per call: a refused field must not silently take the others down with it, and the error
        // names the field.
        const QStringList args { u"update"_s, u"JobId="_s + jobId, f };
        VoidResult r = co_await runWrite(shared, u"scontrol"_s, args);
        if (!r.ok())
            co_return r;
    }
    if (change.hold) {
        const QStringList args { *change.hold ? u"hold"_s : u"release"_s, jobId };
        VoidResult r = co_await runWrite(shared, u"scontrol"_s, args);
        if (!r.ok())
            co_return r;
    }
    co_return Done {};
}

QCoro::Task<VoidResult> SlurmCliBackend::cancel(QString jobId)
{
    if (!validJobId(jobId))
        co_return badJobId(jobId);
    // scancel 22.05 exits 0 without a word for an unknown job id; ask first so the caller hears NotFound.
    const QStringList probe { u"show"_s, u"job"_s, u"-o"_s, jobId };
    VoidResult known = co_await runWrite(m_shared, u"scontrol"_s, probe);
    if (!known.ok())
        co_return known;
    const QStringList args { jobId };
    // g++ 12 destroys temporaries inside `co_return co_await` twice: the task and its result are locals.
    auto cancelTask = runWrite(m_shared, u"scancel"_s, args);
    VoidResult cancelled = co_await std::move(cancelTask);
    co_return cancelled;
}

QCoro::Task<Result<QString>> SlurmCliBackend::stateOtherThan(std::shared_ptr<Shared> shared, QString jobId,
                                                             QString expected)
{
    // squeue's %T is the state alone: no job name or comment in the line that could pose as one. -t all: a job
    // cancelled a moment ago is still listed.
    const QStringList args { u"-h"_s, u"-t"_s, u"all"_s, u"-j"_s, jobId, u"-o"_s, u"%T"_s };
    const CommandResult r = co_await shared->runner->run(u"squeue"_s, args);
    if (BackendError e = CommandErrorMapper::map(r, shared->runner->isRemote(), shared->where(), u"squeue -j"_s);
        e.isError())
        co_return e;
    // One line per array task.
    const QStringList states = QString::fromUtf8(r.out).split(u'\n', Qt::SkipEmptyParts);
    if (states.isEmpty())
        co_return BackendError::make(BackendError::Kind::NotFound, tr("Slurm no longer knows job %1").arg(jobId));
    for (const QString& state : states) {
        if (state.trimmed() != expected)
            co_return state.trimmed();
    }
    co_return QString();
}

QCoro::Task<VoidResult> SlurmCliBackend::cancelIfPending(QString jobId)
{
    if (!validJobId(jobId))
        co_return badJobId(jobId);
    auto shared = m_shared;
    auto beforeTask = stateOtherThan(shared, jobId, u"PENDING"_s);
    const Result<QString> before = co_await beforeTask;
    if (!before.ok())
        co_return before.error();
    if (!before.value().isEmpty())
        co_return BackendError::notPending(jobId, before.value());
    // scancel applies the state filter itself, so a job that started since the check above is left alone.
    const QStringList args { u"--state=PENDING"_s, jobId };
    auto cancelTask = runWrite(shared, u"scancel"_s, args);
    const VoidResult cancelled = co_await cancelTask;
    if (!cancelled.ok())
        co_return cancelled;
    auto afterTask = stateOtherThan(shared, jobId, u"CANCELLED"_s);
    const Result<QString> after = co_await afterTask;
    if (!after.ok())
        co_return after.error();
    if (!after.value().isEmpty())
        co_return BackendError::notPending(jobId, after.value());
    co_return Done {};
}

QCoro::Task<VoidResult> SlurmCliBackend::requeue(QString jobId)
{
    if (!validJobId(jobId))
        co_return badJobId(jobId);
    const QStringList args { u"requeue"_s, jobId };
    // g++ 12 destroys temporaries inside `co_return co_await` twice: the task and its result are locals.
    auto requeueTask = runWrite(m_shared, u"scontrol"_s, args);
    VoidResult requeued = co_await std::move(requeueTask);
    co_return requeued;
}

} // namespace qc::slurm
