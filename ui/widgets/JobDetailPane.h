#pragma once

#include "analysis/JobInsight.h"
#include "analysis/JobPhases.h"
#include "forecast/AlternativesAdvisor.h"
#include "forecast/StartEstimate.h"
#include "forecast/WaitForecast.h"
#include "model/Job.h"

#include <QPointer>
#include <QWidget>
#include <optional>

class QPushButton;
class QTextBrowser;

namespace qc {

class PolicyEngine;

// Everything about one job: why it waits (cause, evidence, advice), where it stands, and every raw field.
class JobDetailPane : public QWidget
{
    Q_OBJECT
public:
    explicit JobDetailPane(QWidget* parent = nullptr);

    // `timeline`: how the cause changed (CauseTimeline::summary); `phases`: the job's phase timeline (JobPhases).
    void showJob(const Job& job, const JobInsight& insight, bool stale, QString timeline = {},
                 QList<JobPhases::Phase> phases = {});
    void clear();
    // The start forecast for the shown job (made on a worker: ClusterSession::forecastUpdated; `estimate.wait` set),
    // with earlier estimates (oldest first) to show how it moved.
    void setForecast(const QString& jobId, const StartEstimate& estimate,
                     const QList<std::pair<QDateTime, WaitForecast>>& earlier);
    // The history had nothing to forecast the shown job from: the section says why there is no time (`estimate`'s
    // note: too little history; held or never runs as written, which need none), instead of being left out
    // without a word.
    void setNoForecast(const QString& jobId, const StartEstimate& estimate);
    // What the user could change about the shown (pending) job: the top three here, all behind "All alternatives…".
    void setAlternatives(const QString& jobId, const AlternativesAdvisor::Advice& advice);
    // Shows the auto-retry policy of the shown job and its action log, kept current as the engine acts.
    void setPolicyEngine(PolicyEngine* engine);
    QString currentJobId() const { return m_job ? m_job->id : QString(); }
    QString html() const;

Q_SIGNALS:
    // The user chose one in the list of all alternatives (not yet confirmed).
    void alternativeChosen(const qc::Job& job, const qc::Alternative& alternative);

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();
    QString policyHtml() const;
    QString alternativesHtml() const;
    QString forecastHtml() const; // of m_forecast, for m_job
    QString phasesHtml() const;
    void openAlternatives();

    QTextBrowser* m_browser;
    std::optional<Job> m_job;
    JobInsight m_insight;
    bool m_stale = false;
    QString m_timeline;
    QList<JobPhases::Phase> m_phases;
    // What the forecast's section is built from (no wait in the estimate: the history had none), kept to build it
    // again when the language changes; built once when it arrives, not on every render.
    struct ShownForecast
    {
        StartEstimate estimate;
        QList<std::pair<QDateTime, WaitForecast>> earlier;
    };
    std::optional<ShownForecast> m_forecast;
    QString m_forecastHtml; // forecastHtml() of m_forecast
    QString m_renderedJobId; // the job the browser shows: its scroll position is kept when it is rendered again
    QPointer<PolicyEngine> m_policies;
    std::optional<AlternativesAdvisor::Advice> m_advice; // for m_job
    QPushButton* m_allAlternatives;
};

} // namespace qc
