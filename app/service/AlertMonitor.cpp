#include "AlertMonitor.h"

#include "../analysis/Cause.h"

namespace qc {

void AlertMonitor::setEnabled(Alert::Kind kind, bool enabled)
{
    m_enabled.insert(int(kind), enabled);
}

QList<Alert> AlertMonitor::update(const ClusterView& view)
{
    QList<Alert> alerts;
    QHash<QString, Seen> now;
    const auto& jobs = view.snapshot.jobs;
    for (qsizetype i = 0; i < jobs.size(); ++i) {
        const Job& job = jobs[i];
        if (job.user != view.snapshot.currentUser || !isActive(job.state))
            continue;
        const JobInsight* insight = view.insightFor(i);
        Seen seen;
        seen.state = job.state;
        if (insight) // not `insight ? insight->cause : std::nullopt`: GCC 14 -Wmaybe-uninitialized on the ternary
            seen.cause = insight->cause;
        seen.position = insight && insight->position ? insight->position->position : 0;
        const auto previous = m_seen.constFind(job.id);
        const bool known = previous != m_seen.cend();
        seen.neverRunsAlerted = known && previous->neverRunsAlerted;
        const QString name = job.name.isEmpty() ? job.id : QStringLiteral("%1 (%2)").arg(job.name, job.id);

        if (m_primed && isEnabled(Alert::Kind::Started) && job.state == JobState::Running
            && (!known || previous->state != JobState::Running)) {
            alerts.append({ Alert::Kind::Started, job.id, tr("Job started"), tr("%1 is running.").arg(name) });
        }
        if (m_primed && known && isEnabled(Alert::Kind::CauseChanged) && seen.cause && previous->cause
            && *seen.cause != *previous->cause) {
            alerts.append({ Alert::Kind::CauseChanged, job.id, tr("Why it waits changed"),
                tr("%1: %2 → %3").arg(name, CauseText::label(*previous->cause), CauseText::label(*seen.cause)) });
        }
        if (m_primed && known && isEnabled(Alert::Kind::PositionReached) && seen.position > 0
            && seen.position <= m_positionThreshold && (previous->position == 0 || previous->position > m_positionThreshold)) {
            alerts.append({ Alert::Kind::PositionReached, job.id, tr("Almost there"),
                tr("%1 is now #%2 in %3.").arg(name, QString::number(seen.position), job.partition) });
        }
        // Never-runs is worth saying even for jobs that were already stuck when QueueCast started.
        if (isEnabled(Alert::Kind::NeverRuns) && seen.cause == Cause::NeverRuns && !seen.neverRunsAlerted) {
            seen.neverRunsAlerted = true;
            alerts.append({ Alert::Kind::NeverRuns, job.id, tr("This job can never start"),
                tr("%1: %2").arg(name, insight ? insight->evidence.text : job.reason) });
        }
        now.insert(job.id, seen);
    }
    m_seen = std::move(now);
    m_primed = true;
    return alerts;
}

} // namespace qc
