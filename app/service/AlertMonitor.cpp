#include "AlertMonitor.h"

#include "../analysis/Cause.h"
#include "../analysis/SlurmReasons.h"

namespace qc {

void AlertMonitor::setEnabled(Alert::Kind kind, bool enabled)
{
    m_enabled.insert(int(kind), enabled);
}

void AlertMonitor::reset()
{
    m_seen.clear();
    m_primed = false;
    m_lastTakenAt = {};
}

namespace {
// Causes under which a queue position means "your turn is coming": the job competes for resources now. A held,
// scheduled-for-later, dependent or never-running job at #2 is not almost there.
bool positionMatters(const std::optional<Cause>& cause)
{
    return cause == Cause::Priority || cause == Cause::GpuShortage || cause == Cause::Fragmentation
        || cause == Cause::Quota || cause == Cause::StorageIo;
}
} // namespace

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
        // An empty reason lasts one refresh (after a release, before the scheduler's next pass): it says nothing
        // new, so it neither raises an alert nor becomes the baseline the next real reason is compared with.
        if (job.isPending() && SlurmReasons::isTransient(job.reason) && known) {
            now.insert(job.id, *previous);
            continue;
        }
        if (!positionMatters(seen.cause))
            seen.position = 0;
        const QString name = job.name.isEmpty() ? job.id : QStringLiteral("%1 (%2)").arg(job.name, job.id);

        if (m_primed && isEnabled(Alert::Kind::Started) && job.state == JobState::Running
            && (known ? previous->state != JobState::Running
                      : !job.startTime.isValid() || !m_lastTakenAt.isValid() || job.startTime >= m_lastTakenAt)) {
            alerts.append({ Alert::Kind::Started, job.id, tr("Job started"), tr("%1 is running.").arg(name) });
        }
        if (m_primed && known && isEnabled(Alert::Kind::CauseChanged) && seen.cause && previous->cause
            && *seen.cause != *previous->cause) {
            alerts.append(
                { Alert::Kind::CauseChanged, job.id, tr("Why it waits changed"),
                  tr("%1: %2 → %3").arg(name, CauseText::label(*previous->cause), CauseText::label(*seen.cause)) });
        }
        if (m_primed && known && isEnabled(Alert::Kind::PositionReached) && seen.position > 0
            && seen.position <= m_positionThreshold
            && (previous->position == 0 || previous->position > m_positionThreshold)) {
            alerts.append({ Alert::Kind::PositionReached, job.id, tr("Almost there"),
                            tr("%1 is now #%2 in %3.").arg(name, QString::number(seen.position), job.partition) });
        }
        // Never-runs is worth saying even for jobs that were already stuck when QueueCast started.
        if (isEnabled(Alert::Kind::NeverRuns) && seen.cause == Cause::NeverRuns && !seen.neverRunsAlerted) {
            seen.neverRunsAlerted = true;
            alerts.append({ Alert::Kind::NeverRuns, job.id, tr("This job can never start"),
                            tr("%1: %2").arg(name, insight ? insight->evidence().text : job.reason) });
        }
        now.insert(job.id, seen);
    }
    m_seen = std::move(now);
    m_primed = true;
    m_lastTakenAt = view.snapshot.takenAt;
    return alerts;
}

} // namespace qc
