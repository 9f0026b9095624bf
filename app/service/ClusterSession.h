#pragma once

#include "../analysis/QueuePosition.h"
#include "../analysis/SharedCauseTimeline.h"
#include "../backends/Backend.h"
#include "../forecast/StartEstimate.h"
#include "../forecast/WaitForecast.h"
#include "../history/HistoryQuery.h"
#include "ClusterWatcher.h"
#include "QueueForecasts.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QHash>
#include <QObject>
#include <QTimer>
#include <functional>
#include <memory>
#include <optional>

namespace qc {

class HistoryWriter;
class PolicyEngine;

// Start estimates seen for one job, oldest first, with the snapshot time each was computed for.
using ForecastTrail = QList<std::pair<QDateTime, WaitForecast>>;

// Everything one connected backend needs besides widgets: the watcher that polls it, the history database it
// feeds (capture, seeding from a backend that has a past, busy-hours statistics on a schedule), the auto-retry
// engine, the cause timeline and the forecast trail of each pending job. The GUI and the CLI build one per
// connection; replacing the session is reconnecting.
class ClusterSession : public QObject
{
    Q_OBJECT
public:
    // Where the session keeps its databases; by default the per-profile files the CLI reads too.
    struct Paths
    {
        QString history;
        QString policy;
    };
    static constexpr int MaxTrailPoints = 50; // per job
    static constexpr qint64 TrailSpacingS = 60; // a new point at most once a minute
    static constexpr qint64 SampleSpacingS = 60; // one history sample a minute is plenty
    static constexpr int StatsIntervalMs = 5 * 60 * 1000;

    explicit ClusterSession(std::shared_ptr<Backend> backend, QObject* parent = nullptr);
    ClusterSession(std::shared_ptr<Backend> backend, Paths paths, QObject* parent = nullptr);
    ~ClusterSession() override;

    static constexpr int RestoreCauseDays = 14; // how far back a new session reads the cause history

    // Starts polling, seeds the history from the backend's past (if it has one), reads the cause history an earlier
    // session stored (timelineRestored) and starts the statistics schedule.
    void start();

    ClusterWatcher* watcher() const { return m_watcher.get(); }
    Backend* backend() const { return m_watcher->backend(); }
    std::shared_ptr<Backend> sharedBackend() const { return m_watcher->sharedBackend(); }
    // HistoryLocation::profileId of the backend: whose history, policies and saved view these are.
    QString profileId() const { return m_profileId; }
    HistoryWriter* history() const { return m_history.get(); }
    QString historyPath() const;
    PolicyEngine* policy() const { return m_policy.get(); }
    const SharedCauseTimeline& timeline() const { return *m_timeline; }
    QDateTime lastSampleAt() const { return m_lastSample; }

    // How often this backend is polled, in ms: its own hint (the demo platform moves fast, real clusters are
    // asked less often, a composite as often as its fastest member).
    static int pollIntervalFor(const Backend& backend);

    // Computes the start forecast of a pending job from the history and the current snapshot, on a worker
    // (ForecastService::estimate, `position` as StartForecast::of takes it: the job's JobInsight's, so the basis
    // names the jobs "Place in the queue" does); forecastUpdated brings it with the job's trail, forecastUnavailable
    // says the history had nothing (none of its partition yet) and brings the estimate without a wait model (held,
    // never runs, too little history). One read of the history (four weeks of it) at a time: a request made while
    // one runs waits, replacing any request already waiting, so a refresh every few seconds with a pending job
    // selected cannot pile up reads.
    void requestForecast(const Job& job, std::optional<QueuePosition> position = std::nullopt);
    bool forecastInFlight() const { return m_forecastInFlight; }
    // Sends a job and, once it is accepted, remembers the request for the auto-retry policies and refreshes:
    // whether or not whoever asked (a submit dialog closed meanwhile) is still there. `done` gets the result only
    // while `context` exists.
    void submit(JobSpec spec, QObject* context, std::function<void(Result<QString>)> done);
    int forecastReads() const { return m_forecastReads; } // reads started so far
    // The job table's forecasts: every pending job's StartEstimate, recomputed on a worker after each view (one
    // pass at a time, the latest view waiting, each pass within QueueForecastBudgetMs and followed by a pause of
    // QueueForecastRest times its length: at most a quarter of one core; QueueForecastLongRest once a pass takes
    // longer than QueueForecastLongPassMs, at most 5%: a big queue's forecasts were a tenth of a core on a
    // 100,000-job demo queue, watched). queueForecastsUpdated brings what changed.
    const QueueForecasts::Map& queueForecasts() const { return m_queueForecasts; }
    bool queueForecastsInFlight() const { return m_queueForecastsInFlight; }
    static constexpr qint64 QueueForecastBudgetMs = 1000;
    static constexpr int QueueForecastRest = 3; // the pause after a pass, in multiples of its length
    static constexpr int QueueForecastLongRest = 19;
    static constexpr qint64 QueueForecastLongPassMs = 250;
    // The pause after a pass that took `tookMs`.
    static qint64 queueForecastRestMs(qint64 tookMs)
    {
        return tookMs * (tookMs > QueueForecastLongPassMs ? QueueForecastLongRest : QueueForecastRest);
    }
    // The jobs on screen: the next passes forecast them first (a queue of 50,000 takes many passes).
    void setForecastFirst(QStringList jobIds) { m_forecastFirst = std::move(jobIds); }
    const QStringList& forecastFirst() const { return m_forecastFirst; }
    // Adds an estimate to the job's trail (at most one a minute, the last MaxTrailPoints) and returns the trail.
    ForecastTrail recordForecast(const QString& jobId, const QDateTime& at, const WaitForecast& forecast);
    ForecastTrail forecastTrail(const QString& jobId) const { return m_forecastTrail.value(jobId); }
    qsizetype trailedJobs() const { return m_forecastTrail.size(); }

    // Recomputes the busy-hours statistics off the UI thread (skipped while a pass runs).
    void refreshStats();
    // The history changed behind the session's back (an accounting import): recompute, also after a running pass.
    void historyImported();
    bool statsInFlight() const { return m_statsInFlight; }
    // How far back recentLoadRead reaches after each statistics pass; 0 reads nothing.
    void setRecentLoadSpan(qint64 seconds) { m_recentLoadSpanS = seconds; }

Q_SIGNALS:
    // The watcher's view, after the timeline, history capture and trail pruning have taken it in.
    void viewUpdated(qc::ClusterViewPtr view);
    void statsUpdated(const qc::HistoryStats& stats, const QString& zone);
    void recentLoadRead(const QList<qc::HistorySample>& samples);
    // `estimate.wait` is set; `estimate.at` is the snapshot's time.
    void forecastUpdated(const QString& jobId, const qc::StartEstimate& estimate, const qc::ForecastTrail& trail);
    // The history had nothing to forecast the job from (none of its partition yet, or it could not be read):
    // `estimate` has no wait, and says why there is no time.
    void forecastUnavailable(const QString& jobId, const qc::StartEstimate& estimate);
    void historyFailed(const QString& error);
    // The cause history of earlier sessions is in the timeline now (`jobs`: how many jobs had some).
    void timelineRestored(int jobs);
    // Estimates new or changed since the last pass, and the jobs that no longer have one (not pending any more).
    // `all`: queueForecasts() as it now is; `changed` and `gone`: what this pass changed in it.
    void queueForecastsUpdated(const qc::QueueForecasts::Map& all, const qc::QueueForecasts::Map& changed,
                               const QStringList& gone);

private:
    void onViewUpdated(const ClusterViewPtr& view);
    void pruneTrails(const ClusterSnapshot& snapshot);
    void seedHistory();
    void restoreTimeline();
    void forecastQueue(ClusterViewPtr view);
    void forecastAgainWithHistory();
    void onQueueForecastPass();
    // The one place that knows which backends have a past; the Backend interface will answer this instead.

    std::unique_ptr<ClusterWatcher> m_watcher;
    QString m_profileId;
    std::unique_ptr<HistoryWriter> m_history;
    std::unique_ptr<PolicyEngine> m_policy;
    // Recorded on the watcher's worker (ClusterWatcher::setViewStep), read here.
    std::shared_ptr<SharedCauseTimeline> m_timeline = std::make_shared<SharedCauseTimeline>();
    QHash<QString, ForecastTrail> m_forecastTrail; // job id -> estimates seen, pending jobs only
    bool m_forecastInFlight = false;
    struct ForecastRequest
    {
        Job job;
        std::optional<QueuePosition> position;
    };
    // Forecasts one request, or keeps it as the next while one runs (only the latest waits).
    void issueForecast(ForecastRequest request);
    std::optional<ForecastRequest> m_forecastWaiting; // the latest request made while a read ran
    // The last request the history had nothing for: asked again as soon as jobs land in it (the demo's past, written
    // a moment after the first view; an import), not only at the next refresh.
    std::optional<ForecastRequest> m_forecastWithoutHistory;
    int m_forecastReads = 0;
    QueueForecasts::Map m_queueForecasts;
    bool m_queueForecastsInFlight = false;
    ClusterViewPtr m_queueForecastWaiting; // the latest view that arrived while a pass ran
    QFutureWatcher<QueueForecasts::Pass> m_queueForecastPass;
    std::shared_ptr<std::atomic<bool>> m_queueForecastCancel = std::make_shared<std::atomic<bool>>(false);
    QElapsedTimer m_queueForecastTook;
    QStringList m_forecastFirst;
    QDateTime m_lastSample;
    QTimer m_statsTimer;
    bool m_statsInFlight = false;
    qint64 m_recentLoadSpanS = 0;
};

} // namespace qc
