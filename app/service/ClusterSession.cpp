#include "ClusterSession.h"

#include "../forecast/ForecastService.h"
#include "../history/HistoryLocation.h"
#include "../history/HistoryWriter.h"
#include "../model/Clock.h"
#include "../model/DisposeOffUiThread.h"
#include "../policy/PolicyEngine.h"
#include "../policy/PolicyStore.h"
#include "RecentLoad.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QSet>
#include <QTimeZone>
#include <utility>

namespace qc {

namespace {
ClusterSession::Paths defaultPaths(const Backend& backend)
{
    // One history database per cluster, the same one queuecast-cli reads and imports into.
    return { HistoryLocation::databasePath(backend.url()),
             PolicyStore::defaultPath(HistoryLocation::profileId(backend.url())) };
}
} // namespace

ClusterSession::ClusterSession(std::shared_ptr<Backend> backend, QObject* parent)
    : ClusterSession(backend, defaultPaths(*backend), parent)
{
}

ClusterSession::ClusterSession(std::shared_ptr<Backend> backend, Paths paths, QObject* parent)
    : QObject(parent)
    , m_watcher(std::make_unique<ClusterWatcher>(backend))
    , m_profileId(HistoryLocation::profileId(backend->url()))
    , m_history(std::make_unique<HistoryWriter>(paths.history))
    , m_policy(std::make_unique<PolicyEngine>(backend, paths.policy))
{
    m_watcher->setInterval(pollIntervalFor(*backend));
    m_watcher->setViewStep([timeline = m_timeline](const ClusterView& view) { timeline->record(view); });
    // The session takes the view in first, so whoever it tells sees the timeline and trails already updated.
    connect(m_watcher.get(), &ClusterWatcher::viewUpdated, this, &ClusterSession::onViewUpdated);

    m_policy->setHistoryPath(m_history->databasePath());
    connect(m_watcher.get(), &ClusterWatcher::viewUpdated, m_policy.get(), &PolicyEngine::onViewUpdated);
    connect(m_watcher.get(), &ClusterWatcher::connectionStateChanged, m_policy.get(),
            [engine = m_policy.get()](ClusterWatcher::ConnectionState state) {
                engine->setSourceStale(state == ClusterWatcher::ConnectionState::Failing);
            });
    // What the engine did shows at once, not at the next poll.
    connect(m_policy.get(), &PolicyEngine::actionLogged, m_watcher.get(), &ClusterWatcher::refresh);

    connect(m_history.get(), &HistoryWriter::batchWritten, this, [this](quint64, int, int jobs) {
        if (jobs > 0) {
            refreshStats();
            forecastAgainWithHistory();
        }
    });
    connect(m_history.get(), &HistoryWriter::failed, this,
            [this](quint64, const QString& error) { Q_EMIT historyFailed(error); });
    connect(&m_queueForecastPass, &QFutureWatcherBase::finished, this, &ClusterSession::onQueueForecastPass);
    m_statsTimer.setInterval(StatsIntervalMs);
    connect(&m_statsTimer, &QTimer::timeout, this, &ClusterSession::refreshStats);
}

ClusterSession::~ClusterSession()
{
    // A pass reads the history database on a worker: it must not outlive the session (nor the application).
    m_queueForecastCancel->store(true);
    m_queueForecastPass.waitForFinished();
    // Stage changes the watcher's worker recorded for a view this session never took in (it ended first) still go
    // to the history, before its writer finishes: a restart right after must find them.
    QList<CauseTimeline::Change> left = m_timeline->takeStageChanges();
    if (!left.isEmpty()) {
        const QDateTime at = left.last().entry.at;
        m_history->writeCauses(std::move(left), at);
    }
}

void ClusterSession::start()
{
    m_watcher->start();
    seedHistory();
    restoreTimeline();
    m_statsTimer.start();
    refreshStats();
}

QString ClusterSession::historyPath() const
{
    return m_history->databasePath();
}

int ClusterSession::pollIntervalFor(const Backend& backend)
{
    return int(backend.pollIntervalHint().count());
}

void ClusterSession::seedHistory()
{
    // A backend with a past (the demo platform, also inside a composite) seeds the history, so busy hours are
    // never empty.
    QCoro::connect(backend()->historySeed(), this, [this](std::optional<HistorySeed> seed) {
        if (seed)
            m_history->write(seed->samples, seed->jobs);
    });
}

void ClusterSession::restoreTimeline()
{
    const QDateTime since = Clock::currentDateTimeUtc().addDays(-RestoreCauseDays);
    QCoro::connect(HistoryQuery::causeHistory(m_history->databasePath(), since), this,
                   [this](Result<CauseHistoryTable::Tracks> tracks) {
                       if (!tracks.ok()) {
                           Q_EMIT historyFailed(tracks.error().toString());
                           return;
                       }
                       for (auto it = tracks.value().cbegin(); it != tracks.value().cend(); ++it)
                           m_timeline->restore(it.key(), it.value());
                       Q_EMIT timelineRestored(int(tracks.value().size()));
                   });
}

void ClusterSession::onViewUpdated(const ClusterViewPtr& view)
{
    // Stage changes go to the history (on its thread), so the timeline outlives the session.
    QList<CauseTimeline::Change> changes = m_timeline->takeStageChanges(); // recorded on the watcher's worker
    if (!changes.isEmpty())
        m_history->writeCauses(std::move(changes), view->snapshot.takenAt);
    pruneTrails(view->snapshot);
    if (!m_lastSample.isValid() || m_lastSample.secsTo(view->snapshot.takenAt) >= SampleSpacingS) {
        m_history->recordView(view);
        m_lastSample = view->snapshot.takenAt;
    }
    Q_EMIT viewUpdated(view);
    forecastQueue(view);
}

void ClusterSession::forecastQueue(ClusterViewPtr view)
{
    if (m_queueForecastsInFlight) {
        m_queueForecastWaiting = std::move(view);
        return;
    }
    m_queueForecastsInFlight = true;
    m_queueForecastTook.start();
    // The previous pass's result (a first one holds every pending job's forecast) is freed with its last reference:
    // this copy, let go on a pool thread once the watcher has dropped its own.
    QFuture<QueueForecasts::Pass> previous = m_queueForecastPass.future();
    m_queueForecastPass.setFuture(QueueForecasts::start(m_history->databasePath(), view, m_queueForecasts,
                                                        m_forecastFirst, QueueForecastBudgetMs, m_queueForecastCancel));
    disposeOffUiThread(std::move(previous));
}

void ClusterSession::onQueueForecastPass()
{
    // A shared copy (QFuture::takeResult would leave the future unfinished for ~ClusterSession's wait); the
    // future itself is let go on a pool thread when the next pass starts.
    const QueueForecasts::Pass pass = m_queueForecastPass.result();
    if (!pass.changed.isEmpty() || !pass.gone.isEmpty()) {
        disposeOffUiThread(std::exchange(m_queueForecasts, pass.all));
        Q_EMIT queueForecastsUpdated(m_queueForecasts, pass.changed, pass.gone);
    }
    // A rest of a multiple of the pass before the next (queueForecastRestMs): a big queue's passes take a fraction of
    // one core (small queues' take milliseconds and hardly rest).
    QTimer::singleShot(int(queueForecastRestMs(m_queueForecastTook.elapsed())), this, [this] {
        m_queueForecastsInFlight = false;
        if (m_queueForecastWaiting)
            forecastQueue(std::exchange(m_queueForecastWaiting, nullptr));
    });
}

void ClusterSession::pruneTrails(const ClusterSnapshot& snapshot)
{
    // A trail only means something while its job waits; without this the hash kept every job ever selected.
    if (m_forecastTrail.isEmpty())
        return;
    QSet<QString> pending;
    for (const Job& job : snapshot.jobs) {
        if (job.isPending())
            pending.insert(job.id);
    }
    for (auto it = m_forecastTrail.begin(); it != m_forecastTrail.end();) {
        if (pending.contains(it.key()))
            ++it;
        else
            it = m_forecastTrail.erase(it);
    }
}

ForecastTrail ClusterSession::recordForecast(const QString& jobId, const QDateTime& at, const WaitForecast& forecast)
{
    auto& trail = m_forecastTrail[jobId];
    if (trail.isEmpty() || trail.last().first.secsTo(at) >= TrailSpacingS)
        trail.append({ at, forecast });
    while (trail.size() > MaxTrailPoints)
        trail.removeFirst();
    return trail;
}

void ClusterSession::requestForecast(const Job& job, std::optional<QueuePosition> position)
{
    issueForecast(ForecastRequest { job, std::move(position) });
}

void ClusterSession::issueForecast(ForecastRequest request)
{
    if (m_forecastInFlight) {
        m_forecastWaiting = std::move(request);
        return;
    }
    m_forecastInFlight = true;
    ++m_forecastReads;
    auto task
        = ForecastService::estimate(m_history->databasePath(), m_watcher->snapshot(), request.job, request.position);
    QCoro::connect(std::move(task), this, [this, request = std::move(request)](StartEstimate estimate) {
        const QString& id = request.job.id;
        m_forecastInFlight = false;
        m_forecastWithoutHistory.reset();
        if (estimate.wait) {
            const ForecastTrail trail = recordForecast(id, estimate.at, *estimate.wait);
            Q_EMIT forecastUpdated(id, estimate, trail);
        } else {
            m_forecastWithoutHistory = request;
            Q_EMIT forecastUnavailable(id, estimate);
        }
        if (m_forecastWaiting)
            issueForecast(*std::exchange(m_forecastWaiting, std::nullopt));
    });
}

void ClusterSession::submit(JobSpec spec, QObject* context, std::function<void(Result<QString>)> done)
{
    QCoro::connect(m_watcher->sharedBackend()->submit(spec), this,
                   [this, spec, context = QPointer<QObject>(context), done](Result<QString> result) {
                       if (result.ok()) {
                           // Kept so an auto-retry policy can later resubmit exactly this request.
                           m_policy->rememberSubmission(result.value(), spec);
                           m_watcher->refresh();
                       }
                       if (context && done)
                           done(result);
                   });
}

void ClusterSession::refreshStats()
{
    if (m_statsInFlight)
        return;
    m_statsInFlight = true;
    const QDateTime now = Clock::currentDateTimeUtc();
    BusyHoursOptions options;
    options.zone = QTimeZone::systemTimeZone();
    const QString zone = QString::fromUtf8(options.zone.id());
    QCoro::connect(HistoryQuery::stats(m_history->databasePath(), now.addDays(-28), now, options), this,
                   [this, zone](Result<HistoryStats> stats) {
                       m_statsInFlight = false;
                       if (!stats.ok())
                           return;
                       Q_EMIT statsUpdated(stats.value(), zone);
                       if (m_recentLoadSpanS <= 0)
                           return;
                       const QDateTime since = Clock::currentDateTimeUtc().addSecs(-m_recentLoadSpanS);
                       QCoro::connect(RecentLoad::samples(m_history->databasePath(), since), this,
                                      [this](QList<HistorySample> samples) { Q_EMIT recentLoadRead(samples); });
                   });
}

void ClusterSession::forecastAgainWithHistory()
{
    if (m_forecastWithoutHistory) {
        issueForecast(*std::exchange(m_forecastWithoutHistory, std::nullopt));
    }
}

void ClusterSession::historyImported()
{
    forecastAgainWithHistory();
    // A statistics pass already running may have read the database before the import landed.
    if (m_statsInFlight)
        QTimer::singleShot(2000, this, &ClusterSession::refreshStats);
    refreshStats();
}

} // namespace qc
