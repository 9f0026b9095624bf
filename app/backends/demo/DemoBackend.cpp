#include "DemoBackend.h"

#include "DemoBacklog.h"
#include "DemoSimulator.h"
#include "model/BackgroundPool.h"
#include "model/Clock.h"
#include "model/TimeZones.h"

#include <QStandardPaths>
#include <QTimeZone>
#include <QUrlQuery>
#include <QtConcurrent/QtConcurrentRun>
#include <qcoro/qcorofuture.h>

namespace qc::demo {

struct DemoBackend::Shared
{
    QMutex mutex;
    DemoConfig config;
    DemoActionLog log;
    QDateTime wallStart;
    // The one clock's reading when the platform started: its time moves with Clock (a test's MockClock crosses
    // midnight with a running platform), `speed` times as fast.
    qint64 clockAtStart;
    std::unique_ptr<DemoSimulator> sim;
    QList<Job> backlog; // jobs=N, built with the first snapshot

    Shared(DemoConfig c, QString path, QDateTime start)
        : config(std::move(c))
        , log(std::move(path))
        , wallStart(std::move(start))
        , clockAtStart(Clock::currentMSecsSinceEpoch())
    {
    }

    QDateTime virtualNow() const
    {
        const qint64 elapsed = std::max<qint64>(0, Clock::currentMSecsSinceEpoch() - clockAtStart);
        return wallStart.addMSecs(qint64(double(elapsed) * config.speed));
    }

    // Called with the mutex held. Reads the log once; a file that is not a log of ours refuses every call (and
    // is never touched), so a mistyped ?state= cannot damage it.
    BackendError ensureStarted()
    {
        if (sim)
            return {};
        const auto status = log.load();
        if (status.problem == DemoActionLog::Problem::Foreign || status.problem == DemoActionLog::Problem::Unreadable)
            return BackendError::make(BackendError::Kind::InvalidUrl, status.message, log.path());
        replay();
        return {};
    }

    // Called with the mutex held. Builds the past from the seed, then replays the user's actions. Each
    // submitted job keeps the id it was given: the day-aligned start moves each UTC day, so the background
    // jobs before it, and with them the next free id, differ from the day it was submitted.
    void replay()
    {
        QDateTime start = wallStart.addDays(-config.historyDays);
        // Day-aligned start: every process started on the same day sees the same platform.
        start = QDateTime(start.toUTC().date(), QTime(0, 0), qc::utcZone());
        sim = std::make_unique<DemoSimulator>(config, start);
        QSet<qint64> ids;
        for (const auto& action : log.actions()) {
            if (action.kind == DemoAction::Kind::Submit)
                ids.insert(action.jobId.toLongLong());
        }
        sim->reserveIds(std::move(ids));
        for (const auto& action : log.actions()) {
            if (action.at < start)
                continue;
            sim->advanceTo(action.at);
            DemoAction replayed = action;
            apply(replayed);
        }
        sim->advanceTo(virtualNow());
    }

    // A submit fills in the job id it got (or, replayed, asks for the one it had).
    BackendError apply(DemoAction& action)
    {
        switch (action.kind) {
        case DemoAction::Kind::Submit: {
            const auto r = sim->submit(action.spec, action.user, action.jobId.toLongLong());
            if (!r.ok())
                return r.error();
            action.jobId = r.value();
            return {};
        }
        case DemoAction::Kind::Update: {
            const auto r = sim->update(action.jobId, action.change, action.user);
            return r.ok() ? BackendError {} : r.error();
        }
        case DemoAction::Kind::Cancel: {
            const auto r = sim->cancel(action.jobId, action.user);
            return r.ok() ? BackendError {} : r.error();
        }
        case DemoAction::Kind::Requeue: {
            const auto r = sim->requeue(action.jobId, action.user);
            return r.ok() ? BackendError {} : r.error();
        }
        }
        return {};
    }

    // Applies a user's action now, on a worker thread, and records it when the platform accepted it. The job
    // id is allocated under the log's file lock, after the actions other processes appended are replayed, so
    // two processes never hand out the same id and neither overwrites the other's actions.
    // `onlyIfPending`: a cancel that applies only while the job still waits (checked under the same lock). The log
    // then holds a plain cancel: replayed at the same simulated time, the job is pending there too.
    Result<QString> act(DemoAction action, bool onlyIfPending = false)
    {
        QMutexLocker lock(&mutex);
        if (const BackendError e = ensureStarted(); e.isError())
            return e;
        BackendError error;
        bool applied = false;
        const auto status = log.append([&](bool changed) -> std::optional<DemoAction> {
            if (changed)
                replay();
            sim->advanceTo(virtualNow());
            if (onlyIfPending) {
                const JobState state = sim->activeState(action.jobId);
                if (state != JobState::Pending && state != JobState::Unknown) {
                    error = BackendError::notPending(action.jobId, jobStateName(state));
                    return std::nullopt;
                }
            }
            action.at = sim->now();
            action.user = config.user;
            error = apply(action);
            if (error.isError())
                return std::nullopt;
            applied = true;
            return action;
        });
        if (error.isError())
            return error;
        if (!applied)
            return BackendError::make(BackendError::Kind::Internal, status.message, log.path());
        if (!status.ok())
            qWarning("demo: could not save the action log: %s", qPrintable(status.message));
        return action.jobId;
    }

    VoidResult actVoid(DemoAction action, bool onlyIfPending = false)
    {
        const auto r = act(std::move(action), onlyIfPending);
        return r.ok() ? VoidResult(Done {}) : VoidResult(r.error());
    }
};

namespace {
QString loginName()
{
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = qEnvironmentVariable("USERNAME");
    return user.isEmpty() ? QStringLiteral("you") : user;
}
} // namespace

QString DemoBackend::defaultStatePath(quint64 seed)
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/demo-actions-%1.json").arg(seed);
}

Result<std::shared_ptr<Backend>> DemoBackend::create(const QUrl& url)
{
    const QUrlQuery query(url);
    auto bad = [&url](const QString& why) {
        return BackendError::make(BackendError::Kind::InvalidUrl,
                                  QCoreApplication::translate("DemoBackend", "Invalid demo URL: %1").arg(why),
                                  url.toString());
    };
    const QString user
        = query.hasQueryItem(QStringLiteral("user")) ? query.queryItemValue(QStringLiteral("user")) : loginName();
    DemoConfig config = query.queryItemValue(QStringLiteral("layout")) == QLatin1String("minimal")
        ? DemoConfig::minimal(user)
        : DemoConfig::standard(user);
    bool ok = true;
    if (query.hasQueryItem(QStringLiteral("seed"))) {
        config.seed = query.queryItemValue(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            return bad(QStringLiteral("seed"));
    }
    if (query.hasQueryItem(QStringLiteral("speed"))) {
        config.speed = query.queryItemValue(QStringLiteral("speed")).toDouble(&ok);
        // 0 stops the platform's clock: with at=, every process sees the same queue (tests, bug reports).
        if (!ok || config.speed < 0 || config.speed > 100000)
            return bad(QStringLiteral("speed"));
    }
    if (query.hasQueryItem(QStringLiteral("history"))) {
        config.historyDays = query.queryItemValue(QStringLiteral("history")).toInt(&ok);
        if (!ok || config.historyDays < 0 || config.historyDays > 90)
            return bad(QStringLiteral("history"));
    }
    if (query.hasQueryItem(QStringLiteral("jobs"))) {
        config.backlogJobs = query.queryItemValue(QStringLiteral("jobs")).toInt(&ok);
        if (!ok || config.backlogJobs < 0 || config.backlogJobs > DemoBacklog::kMaxJobs)
            return bad(QStringLiteral("jobs"));
    }
    if (query.hasQueryItem(QStringLiteral("load"))) {
        config.loadFactor = query.queryItemValue(QStringLiteral("load")).toDouble(&ok);
        if (!ok || config.loadFactor < 0 || config.loadFactor > 10)
            return bad(QStringLiteral("load"));
    }
    QString state = query.queryItemValue(QStringLiteral("state"), QUrl::FullyDecoded);
    if (state.isEmpty())
        state = defaultStatePath(config.seed);
    else if (state == QLatin1String("none"))
        state.clear();
    QDateTime now = Clock::currentDateTimeUtc();
    if (query.hasQueryItem(QStringLiteral("at"))) {
        // The platform's "now" when it starts, ISO 8601 with a zone ("Z" or an offset): the same past and queue
        // every time.
        now = QDateTime::fromString(query.queryItemValue(QStringLiteral("at"), QUrl::FullyDecoded), Qt::ISODate);
        if (!now.isValid() || now.timeSpec() == Qt::LocalTime)
            return bad(QStringLiteral("at"));
        now = now.toUTC();
    }
    return std::shared_ptr<Backend>(new DemoBackend(url, std::move(config), state, now));
}

DemoBackend::DemoBackend(QUrl url, DemoConfig config, QString statePath, QDateTime wallStart)
    : m_shared(std::make_shared<Shared>(std::move(config), std::move(statePath), std::move(wallStart)))
    , m_url(std::move(url))
{
}

DemoBackend::~DemoBackend() = default;

QString DemoBackend::displayName() const
{
    return tr("Demo platform");
}

Capabilities DemoBackend::capabilities() const
{
    Capabilities c;
    c.lowerNice = false;
    c.estimatedStart = true;
    c.seesAllJobs = true;
    return c;
}

QCoro::Task<Result<ClusterSnapshot>> DemoBackend::fetchSnapshot()
{
    auto shared = m_shared;
    // g++ 12 destroys temporaries inside `co_return co_await` twice: keep the future and result in locals.
    auto future = QtConcurrent::run(backgroundPool(), [shared]() -> Result<ClusterSnapshot> {
        QMutexLocker lock(&shared->mutex);
        if (const BackendError e = shared->ensureStarted(); e.isError())
            return e;
        shared->sim->advanceTo(shared->virtualNow());
        ClusterSnapshot snapshot = shared->sim->snapshot();
        if (shared->config.backlogJobs > 0) {
            if (shared->backlog.isEmpty())
                shared->backlog = DemoBacklog::build(shared->config, shared->config.backlogJobs, shared->wallStart);
            snapshot.jobs.reserve(snapshot.jobs.size() + shared->backlog.size());
            snapshot.jobs.append(shared->backlog);
        }
        return snapshot;
    });
    auto result = co_await future;
    co_return result;
}

QCoro::Task<std::optional<HistorySeed>> DemoBackend::historySeed()
{
    auto task = past();
    co_return std::optional<HistorySeed>(co_await std::move(task));
}

QCoro::Task<DemoBackend::Past> DemoBackend::past()
{
    auto shared = m_shared;
    auto future = QtConcurrent::run(backgroundPool(), [shared]() {
        QMutexLocker lock(&shared->mutex);
        Past past;
        if (shared->ensureStarted().isError())
            return past;
        for (const auto& s : shared->sim->loadSamples()) {
            HistorySample h;
            h.time = QDateTime::fromSecsSinceEpoch(s.time, qc::utcZone());
            h.region = s.region;
            h.gpusTotal = s.gpusTotal;
            h.gpusBusy = s.gpusBusy;
            h.gpusFree = s.gpusFree;
            h.runningJobs = s.runningJobs;
            h.pendingJobs = s.pendingJobs;
            h.pendingGpus = s.pendingGpus;
            past.samples.append(h);
        }
        for (const auto& j : shared->sim->finishedJobs())
            past.jobs.append(FinishedJob::fromJob(j));
        return past;
    });
    auto result = co_await future;
    co_return result;
}

QCoro::Task<Result<QString>> DemoBackend::submit(JobSpec spec)
{
    auto shared = m_shared;
    // g++ 12 destroys temporaries inside `co_return co_await` twice: keep the future and result in locals.
    auto future = QtConcurrent::run(backgroundPool(), [shared, spec]() {
        return shared->act(DemoAction { DemoAction::Kind::Submit, {}, {}, {}, spec, {} });
    });
    auto result = co_await future;
    co_return result;
}

QCoro::Task<VoidResult> DemoBackend::update(QString jobId, JobUpdate change)
{
    // Refused before the log: an empty change is no action to replay.
    if (change.isEmpty())
        co_return BackendError::nothingToChange(jobId);
    auto shared = m_shared;
    // g++ 12 destroys temporaries inside `co_return co_await` twice: keep the future and result in locals.
    auto future = QtConcurrent::run(backgroundPool(), [shared, jobId, change]() {
        return shared->actVoid(DemoAction { DemoAction::Kind::Update, {}, {}, jobId, {}, change });
    });
    auto result = co_await future;
    co_return result;
}

QCoro::Task<VoidResult> DemoBackend::cancel(QString jobId)
{
    auto shared = m_shared;
    // g++ 12 destroys temporaries inside `co_return co_await` twice: keep the future and result in locals.
    auto future = QtConcurrent::run(backgroundPool(), [shared, jobId]() {
        return shared->actVoid(DemoAction { DemoAction::Kind::Cancel, {}, {}, jobId, {}, {} });
    });
    auto result = co_await future;
    co_return result;
}

QCoro::Task<VoidResult> DemoBackend::cancelIfPending(QString jobId)
{
    auto shared = m_shared;
    auto future = QtConcurrent::run(backgroundPool(), [shared, jobId]() {
        return shared->actVoid(DemoAction { DemoAction::Kind::Cancel, {}, {}, jobId, {}, {} }, true);
    });
    auto result = co_await future;
    co_return result;
}

QCoro::Task<VoidResult> DemoBackend::requeue(QString jobId)
{
    auto shared = m_shared;
    // g++ 12 destroys temporaries inside `co_return co_await` twice: keep the future and result in locals.
    auto future = QtConcurrent::run(backgroundPool(), [shared, jobId]() {
        return shared->actVoid(DemoAction { DemoAction::Kind::Requeue, {}, {}, jobId, {}, {} });
    });
    auto result = co_await future;
    co_return result;
}

} // namespace qc::demo
