#include "JobDetailPane.h"

#include "analysis/Cause.h"
#include "analysis/CauseExplainer.h"
#include "dialogs/AlternativesDialog.h"
#include "forecast/StartForecast.h"
#include "model/Clock.h"
#include "model/SlurmTime.h"
#include "model/TimeZones.h"
#include "policy/PolicyEngine.h"

#include <QEvent>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace qc {

namespace {
QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}

QString timeText(const QDateTime& t)
{
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::ShortFormat) : QStringLiteral("—");
}
} // namespace

JobDetailPane::JobDetailPane(QWidget* parent)
    : QWidget(parent)
    , m_browser(new QTextBrowser(this))
    , m_allAlternatives(new QPushButton(this))
{
    setObjectName(QStringLiteral("jobDetailPane"));
    m_browser->setObjectName(QStringLiteral("jobDetailText"));
    m_browser->setOpenLinks(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    m_allAlternatives->setObjectName(QStringLiteral("allAlternativesButton"));
    m_allAlternatives->setText(tr("All alternatives…"));
    layout->addWidget(m_allAlternatives, 0, Qt::AlignLeft);
    connect(m_allAlternatives, &QPushButton::clicked, this, &JobDetailPane::openAlternatives);
    clear();
}

void JobDetailPane::showJob(const Job& job, const JobInsight& insight, bool stale, QString timeline,
                            QList<JobPhases::Phase> phases)
{
    m_phases = std::move(phases);
    if (!m_job || m_job->id != job.id) {
        m_forecast.reset();
        m_forecastHtml.clear();
        m_advice.reset();
    }
    m_timeline = std::move(timeline);
    m_job = job;
    m_insight = insight;
    m_stale = stale;
    render();
}

void JobDetailPane::setForecast(const QString& jobId, const StartEstimate& estimate,
                                const QList<std::pair<QDateTime, WaitForecast>>& earlier)
{
    if (!m_job || m_job->id != jobId || !estimate.wait)
        return;
    m_forecast = ShownForecast { estimate, earlier };
    m_forecastHtml = forecastHtml();
    render();
}

void JobDetailPane::setNoForecast(const QString& jobId, const StartEstimate& estimate)
{
    // A forecast already shown stays: a history that cannot be read for a moment does not take it away.
    if (!m_job || m_job->id != jobId || m_forecast)
        return;
    m_forecast = ShownForecast { estimate, {} };
    m_forecastHtml = forecastHtml();
    render();
}

QString JobDetailPane::forecastHtml() const
{
    // The same StartForecast as the CLI and the submit dialog, made on the session's worker: the job's own state
    // (held, begin time, its user's jobs under a per-user cap) first, and the same jobs ahead as "Place in the
    // queue". Its notes are in the language of the moment it was made; a language switch refreshes, and the next
    // forecast arrives in the new one.
    const StartEstimate& e = m_forecast->estimate;
    if (!e.wait) // no history: why there is no time
        return QStringLiteral("<h4>%1</h4><p>%2</p>")
            .arg(esc(tr("When it will likely start")), esc(StartForecast::whenText(e)));
    const WaitForecast& f = *e.wait;
    const QList<std::pair<QDateTime, WaitForecast>>& earlier = m_forecast->earlier;
    const QDateTime from = e.at;
    QString h = QStringLiteral("<h4>%1</h4><p>").arg(esc(tr("When it will likely start")));
    const QLocale locale;
    h += esc(StartForecast::whenText(e));
    if (e.kind == StartEstimate::Kind::Estimate && e.why == StartEstimate::Why::BeginTime)
        h += QStringLiteral("<br>%1").arg(
            esc(tr("Counted from its begin time, %1.").arg(StartForecast::timeText(e.notBefore, from))));
    else if (e.kind == StartEstimate::Kind::Estimate
             && (e.why == StartEstimate::Why::OwnCap || e.why == StartEstimate::Why::Licenses
                 || e.why == StartEstimate::Why::GroupCap || e.why == StartEstimate::Why::Dependency))
        h += QStringLiteral("<br>%1").arg(esc(e.note));
    h += QStringLiteral("<br><span style='color:gray'>%1</span>")
             .arg(esc(tr("Rests on: %1 (partition %2).").arg(e.basis, f.queue)));
    const qint64 age = std::max<qint64>(0, from.secsTo(Clock::currentDateTimeUtc()));
    // What the calibration did, and since when: the level it reads the similar jobs' waits at (it raises it before it
    // stretches the bound) and the factor on top.
    const QString level = locale.toString(100.0 * f.upperLevel, 'g', 3);
    const QString calibration = f.calibrationChangedAt > 0
        ? tr("Calibration: the bound is the P%1 of similar jobs' waits, times %2; learned from %3 outcomes, last "
             "changed %4.")
              .arg(level, locale.toString(std::exp(f.correction), 'f', 2), locale.toString(f.calibrationOutcomes),
                   StartForecast::timeText(QDateTime::fromSecsSinceEpoch(f.calibrationChangedAt, utcZone()), from))
        : tr("Calibration: the bound is the P%1 of similar jobs' waits; not adjusted yet.").arg(level);
    // A fresh job's bound leans towards the queue's recent starts (WaitForecaster's hedge): say by how much, so the
    // factor above and the bound shown agree.
    QString lean;
    if (f.unhedgedUpper >= 0 && std::abs(f.unhedgedUpper - f.upper) >= 60)
        lean = QStringLiteral("<br>")
            + esc(tr("Then leaned towards the bound of the queue's recent starts: %1 → %2.")
                      .arg(StartForecast::durationText(f.unhedgedUpper), StartForecast::durationText(f.upper)));
    h += QStringLiteral("<br><span style='color:gray'>%1<br>%2%3</span>")
             .arg(esc(tr("Forecast made at %1 (%2 ago).")
                          .arg(StartForecast::timeText(from), StartForecast::durationText(double(age)))),
                  esc(calibration), lean);
    if (!f.tailReached && !e.beyondSeen) // beyond what was seen, the bound says so itself
        h += QStringLiteral("<br>%1").arg(esc(tr("Many jobs there are still waiting: the 90% bound may be too low.")));
    if (earlier.size() > 1) {
        QStringList moves;
        for (qsizetype i = std::max<qsizetype>(0, earlier.size() - 4); i < earlier.size(); ++i)
            moves.append(tr("%1: %2").arg(
                StartForecast::timeText(earlier[i].first),
                StartForecast::timeText(earlier[i].first.addSecs(qint64(earlier[i].second.p50)), earlier[i].first)));
        h += QStringLiteral("<br><span style='color:gray'>%1 %2</span>")
                 .arg(esc(tr("Estimate over time:")), esc(moves.join(QStringLiteral(" → "))));
    }
    h += QStringLiteral("</p>");
    return h;
}

void JobDetailPane::setAlternatives(const QString& jobId, const AlternativesAdvisor::Advice& advice)
{
    if (!m_job || m_job->id != jobId)
        return;
    m_advice = advice;
    render();
}

QString JobDetailPane::phasesHtml() const
{
    // A compact timeline: one bar with a cell per phase (start-up told by its steps when the backend knows them),
    // then each phase with its time. Widths follow the durations, but every phase keeps a visible sliver: a
    // 40-second image pull beside a 3-hour wait still shows.
    QList<JobPhases::Phase> shown;
    const bool steps = std::any_of(m_phases.cbegin(), m_phases.cend(), [](const auto& p) { return p.isStep(); });
    for (const auto& p : m_phases) {
        if (!(steps && p.kind == JobPhases::Kind::Startup))
            shown.append(p);
    }
    if (shown.isEmpty())
        return {};
    const auto colour = [](JobPhases::Kind kind) {
        switch (kind) {
        case JobPhases::Kind::Eligibility:
            return QStringLiteral("#9e9e9e");
        case JobPhases::Kind::Queued:
            return QStringLiteral("#f0a030");
        case JobPhases::Kind::Startup:
        case JobPhases::Kind::Prolog:
            return QStringLiteral("#9b6fd0");
        case JobPhases::Kind::ImagePull:
            return QStringLiteral("#b48be0");
        case JobPhases::Kind::DataStaging:
            return QStringLiteral("#4a90d9");
        case JobPhases::Kind::Running:
            break;
        }
        return QStringLiteral("#4caf50");
    };
    qint64 total = 0;
    for (const auto& p : shown)
        total += std::max<qint64>(1, p.seconds);
    constexpr int minPercent = 6;
    const int free = std::max(0, 100 - minPercent * int(shown.size()));
    QString bar = QStringLiteral("<table width='100%' cellspacing='1' cellpadding='0'><tr>");
    QString legend;
    for (const auto& p : shown) {
        const int width = minPercent + int(double(free) * double(std::max<qint64>(1, p.seconds)) / double(total));
        bar += QStringLiteral("<td width='%1%' bgcolor='%2' height='10'>&nbsp;</td>").arg(width).arg(colour(p.kind));
        QString text = tr("%1 %2").arg(JobPhases::label(p.kind), CauseExplainer::duration(p.seconds));
        if (p.underWay)
            text = tr("%1 (under way)").arg(text);
        else if (p.endSeenOnRefresh)
            text = tr("%1 (end seen on a refresh)").arg(text);
        legend
            += QStringLiteral("<span style='color:%1'>&#9632;</span>&nbsp;%2 &nbsp; ").arg(colour(p.kind), esc(text));
    }
    bar += QStringLiteral("</tr></table>");
    return QStringLiteral("<h4>%1</h4>%2<p>%3<br><span style='color:gray'>%4</span></p>")
        .arg(esc(tr("Phases")), bar, legend,
             esc(m_job->isPending()
                     ? tr("Submitted %1; not allocated yet.").arg(timeText(m_job->submitTime))
                     : tr("Submitted %1; allocated %2.").arg(timeText(m_job->submitTime), timeText(m_job->startTime))));
}

QString JobDetailPane::alternativesHtml() const
{
    if (!m_advice || !m_advice->error.isEmpty() || m_advice->alternatives.isEmpty())
        return {};
    const qsizetype shown = std::min<qsizetype>(3, m_advice->alternatives.size());
    // One reason for them all (most often: the job is someone else's) is said once, not in red on every line.
    const QString sharedWhyNot
        = m_advice->alternatives.first().allowed ? QString() : m_advice->alternatives.first().whyNot;
    bool allShareIt = !sharedWhyNot.isEmpty();
    for (qsizetype i = 1; i < shown && allShareIt; ++i)
        allShareIt = !m_advice->alternatives[i].allowed && m_advice->alternatives[i].whyNot == sharedWhyNot;
    QString h = QStringLiteral("<h4>%1</h4>").arg(esc(tr("What you could change")));
    if (allShareIt)
        h += QStringLiteral("<p style='color:#C62828'>%1</p>").arg(esc(tr("Not possible: %1").arg(sharedWhyNot)));
    h += QStringLiteral("<ol>");
    // The list is ranked by expected finish, the ones you may apply first.
    for (qsizetype i = 0; i < shown; ++i) {
        const Alternative& a = m_advice->alternatives[i];
        QString line = QStringLiteral("<b>%1</b>: ").arg(esc(a.title()));
        if (a.hasStart())
            line += esc(tr("starts %1, done %2 (%3); confidence %4")
                            .arg(AlternativesDialog::inText(a.startP50S), AlternativesDialog::inText(a.finishP50S),
                                 AlternativesDialog::gainText(a.finishGainS), a.confidenceText()));
        else
            line += esc(a.start.note);
        if (!a.allowed && !allShareIt)
            line += QStringLiteral(" <span style='color:#C62828'>%1</span>")
                        .arg(esc(tr("Not possible: %1").arg(a.whyNot)));
        else if (!a.note.isEmpty())
            line += QStringLiteral("<br><span style='color:gray'>%1</span>").arg(esc(a.note));
        h += QStringLiteral("<li>%1</li>").arg(line);
    }
    h += QStringLiteral("</ol>");
    return h;
}

void JobDetailPane::openAlternatives()
{
    if (!m_job || !m_advice)
        return;
    auto* dialog = new AlternativesDialog(*m_job, *m_advice, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &AlternativesDialog::applyRequested, this, &JobDetailPane::alternativeChosen);
    dialog->open();
}

void JobDetailPane::setPolicyEngine(PolicyEngine* engine)
{
    if (m_policies)
        disconnect(m_policies, nullptr, this, nullptr);
    m_policies = engine;
    if (engine) {
        connect(engine, &PolicyEngine::policiesChanged, this, &JobDetailPane::render);
        connect(engine, &PolicyEngine::actionLogged, this, &JobDetailPane::render);
    }
    render();
}

QString JobDetailPane::policyHtml() const
{
    if (!m_policies || !m_job)
        return {};
    const auto policy = m_policies->policyFor(m_job->id);
    const auto log = m_policies->logFor(m_job->id);
    if (!policy && log.isEmpty())
        return {};
    QString h = QStringLiteral("<h4>%1</h4>").arg(esc(tr("Auto-retry policy")));
    h += QStringLiteral("<p>%1</p>").arg(policy ? esc(policy->summary()) : esc(tr("No active policy.")));
    if (!log.isEmpty()) {
        h += QStringLiteral("<table cellspacing='0' cellpadding='2'>");
        // The newest few; the dialog shows all of them.
        for (qsizetype i = std::max<qsizetype>(0, log.size() - 8); i < log.size(); ++i) {
            const auto& e = log[i];
            const QString color = e.outcome == PolicyLogEntry::Outcome::Failed ? QStringLiteral("#C62828")
                : e.outcome == PolicyLogEntry::Outcome::Ok                     ? QStringLiteral("#2E7D32")
                                                                               : QStringLiteral("gray");
            h += QStringLiteral("<tr><td style='color:gray;padding-right:8px'>%1</td><td style='color:%2'>%3</td>"
                                "<td>%4</td></tr>")
                     .arg(esc(timeText(e.time)), color, esc(e.outcomeText()), esc(e.message));
        }
        h += QStringLiteral("</table>");
    }
    return h;
}

void JobDetailPane::clear()
{
    m_job.reset();
    m_forecast.reset(); // it belongs to m_job: nothing to build again on a language change
    m_forecastHtml.clear();
    m_phases.clear();
    render();
}

QString JobDetailPane::html() const
{
    return m_browser->toHtml();
}

void JobDetailPane::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        // The forecast's section is built when it arrives; built again, it speaks the new language at once rather
        // than at the next refresh.
        if (m_forecast)
            m_forecastHtml = forecastHtml();
        render();
    }
    QWidget::changeEvent(event);
}

void JobDetailPane::render()
{
    m_allAlternatives->setText(tr("All alternatives…"));
    m_allAlternatives->setVisible(m_job && m_job->isPending());
    m_allAlternatives->setEnabled(m_advice && m_advice->error.isEmpty() && !m_advice->alternatives.isEmpty());
    if (!m_job) {
        m_renderedJobId.clear();
        m_browser->setHtml(
            QStringLiteral("<p style='color:gray'>%1</p>").arg(esc(tr("Select a job to see why it waits."))));
        return;
    }
    const Job& j = *m_job;
    const JobInsight& in = m_insight;
    QString h;
    h += QStringLiteral("<h3>%1 <span style='color:gray'>#%2</span></h3>").arg(esc(j.name), esc(j.id));
    if (m_stale)
        h += QStringLiteral("<p style='color:#C62828'><b>%1</b></p>")
                 .arg(esc(tr("Stale: the last refresh failed; this is the last good data.")));

    if (in.cause) {
        h += QStringLiteral("<h4>%1</h4>").arg(esc(tr("Why it waits")));
        QString cause = QStringLiteral("<b>%1</b>").arg(esc(CauseText::label(*in.cause)));
        if (in.inferred)
            cause += QStringLiteral(" <i>(%1)</i>").arg(esc(tr("inferred from the cluster's state")));
        h += QStringLiteral("<p>%1</p>").arg(cause);
        if (!in.evidence().text.isEmpty())
            h += QStringLiteral("<p>%1</p>")
                     .arg(esc(in.evidence().text).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
        if (!in.secondaryCauses.isEmpty()) {
            QStringList names;
            for (Cause c : in.secondaryCauses)
                names.append(CauseText::label(c));
            h += QStringLiteral("<p>%1 %2</p>").arg(esc(tr("Also holding it:")), esc(names.join(QStringLiteral(", "))));
        }
        if (!in.advice.isEmpty()) {
            h += QStringLiteral("<p><b>%1</b></p><ul>").arg(esc(tr("What you can do")));
            for (const auto& a : in.advice)
                h += QStringLiteral("<li>%1</li>").arg(esc(a.text));
            h += QStringLiteral("</ul>");
        }
    }
    if (in.position) {
        const auto& p = *in.position;
        h += QStringLiteral("<h4>%1</h4>").arg(esc(tr("Place in the queue")));
        // The queue counted here is the jobs eligible now (not held, no begin time or dependency ahead); the
        // Regions tab's "Pending" counts every pending job. The words say which.
        const QString pos = p.lowerBound
            ? tr("at least #%1 of %2 eligible pending jobs in %3 (other users' jobs are hidden)")
            : tr("#%1 of %2 eligible pending jobs in %3");
        h += QStringLiteral("<p>%1<br>%2</p>")
                 .arg(esc(pos.arg(p.position).arg(p.queueLength).arg(p.partition)),
                      esc(tr("Ahead: %n job(s), %1 GPUs, ~%2 GPU-hours by time limit", nullptr, p.jobsAhead)
                              .arg(p.gpusAhead)
                              .arg(p.gpuHoursAhead, 0, 'f', 0)));
        if (p.estimatedStart.isValid())
            h += QStringLiteral("<p>%1 <b>%2</b></p>")
                     .arg(esc(tr("Scheduler's estimated start:")), esc(timeText(p.estimatedStart)));
    }

    h += phasesHtml();
    if (j.isPending())
        h += m_forecastHtml + alternativesHtml();
    if (!m_timeline.isEmpty()) {
        h += QStringLiteral("<h4>%1</h4><p>%2</p>").arg(esc(tr("While QueueCast watched")), esc(m_timeline));
    }
    h += policyHtml();
    h += QStringLiteral("<h4>%1</h4><table cellspacing='0' cellpadding='2'>").arg(esc(tr("All fields")));
    auto row = [&h](const QString& key, const QString& value) {
        h += QStringLiteral("<tr><td style='color:gray;padding-right:12px'>%1</td><td>%2</td></tr>")
                 .arg(esc(key), esc(value));
    };
    row(tr("Job id"), j.id);
    row(tr("Name"), j.name);
    row(tr("User"), j.user);
    row(tr("Account"), j.account);
    row(tr("Region / partition"), j.partition);
    row(tr("State"), jobStateName(j.state));
    row(tr("Scheduler reason"),
        j.reasonDescription.isEmpty() ? j.reason : j.reason + QStringLiteral(" — ") + j.reasonDescription);
    row(tr("GPUs"),
        j.gpuType.isEmpty() ? QString::number(j.gpus) : QStringLiteral("%1 × %2").arg(j.gpus).arg(j.gpuType));
    row(tr("Nodes"), QString::number(j.nodes));
    row(tr("CPUs"), QString::number(j.cpus));
    row(tr("Memory"), j.memoryMb > 0 ? QLocale().formattedDataSize(j.memoryMb * 1024 * 1024) : QStringLiteral("—"));
    row(tr("Time limit"), slurmtime::formatDuration(j.timeLimitS));
    row(tr("QOS / tier"), j.qos);
    row(tr("Priority"), QString::number(j.priority, 'f', 0));
    row(tr("Nice"), QString::number(j.nice));
    row(tr("Storage IO (licenses)"), j.licenses.isEmpty() ? QStringLiteral("—") : j.licenses);
    row(tr("Dependency"), j.dependency.isEmpty() ? QStringLiteral("—") : j.dependency);
    row(tr("Submitted"), timeText(j.submitTime));
    row(tr("Eligible"), timeText(j.eligibleTime));
    row(tr("Begin time"), timeText(j.beginTime));
    row(tr("Started"), timeText(j.startTime));
    row(tr("Ended"), timeText(j.endTime));
    row(tr("Nodes used"), j.nodeList.isEmpty() ? QStringLiteral("—") : j.nodeList);
    row(tr("Working directory"), j.workDir.isEmpty() ? QStringLiteral("—") : j.workDir);
    h += QStringLiteral("</table>");
    // setHtml scrolls to the top. The pane is rendered again with every refresh (every few seconds) and every
    // forecast or advice that arrives: whoever was reading the forecast below the fold was thrown back each time.
    QScrollBar* bar = m_browser->verticalScrollBar();
    const int keep = m_renderedJobId == j.id ? bar->value() : 0;
    m_browser->setHtml(h);
    bar->setValue(keep);
    m_renderedJobId = j.id;
}

} // namespace qc
