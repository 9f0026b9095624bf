#include "JobPhases.h"

#include "CauseExplainer.h"

#include <algorithm>

namespace qc {

namespace {

JobPhases::Kind kindOf(StartupStep::Kind kind)
{
    switch (kind) {
    case StartupStep::Kind::ImagePull:
        return JobPhases::Kind::ImagePull;
    case StartupStep::Kind::DataStaging:
        return JobPhases::Kind::DataStaging;
    case StartupStep::Kind::Prolog:
        break;
    }
    return JobPhases::Kind::Prolog;
}

// The phase from `from` to `to`, cut at `limit` (the job's end or the snapshot): under way when cut by the snapshot.
void add(QList<JobPhases::Phase>& out, JobPhases::Kind kind, const QDateTime& from, QDateTime to,
         const QDateTime& limit, bool limitIsNow, bool seenOnRefresh = false)
{
    if (!from.isValid() || (limit.isValid() && from > limit))
        return;
    bool underWay = false;
    if (!to.isValid() || (limit.isValid() && to > limit)) {
        to = limit;
        underWay = limitIsNow;
    }
    if (!to.isValid() || to < from)
        return;
    out.append({ kind, from, to, from.secsTo(to), underWay, seenOnRefresh && !underWay });
}

} // namespace

QList<JobPhases::Phase> JobPhases::of(const Job& job, const QList<CauseTimeline::Entry>& seen, const QDateTime& now)
{
    QList<Phase> out;
    if (!job.submitTime.isValid())
        return out;
    const bool finished = isFinished(job.state);
    // Where the story stops: the job's end, or the snapshot for a job still in the system.
    const QDateTime limit = finished && job.endTime.isValid() ? job.endTime : now;
    const bool limitIsNow = !finished;

    QDateTime eligible
        = job.eligibleTime.isValid() && job.eligibleTime > job.submitTime ? job.eligibleTime : job.submitTime;
    const QDateTime allocated = job.isPending() || !job.startTime.isValid() ? QDateTime() : job.startTime;
    if (allocated.isValid() && eligible > allocated)
        eligible = allocated; // Slurm moves eligible_time on a requeue; the allocation is what happened
    if (eligible > job.submitTime)
        add(out, Kind::Eligibility, job.submitTime, eligible, limit, limitIsNow);
    add(out, Kind::Queued, eligible, allocated, limit, limitIsNow);
    if (!allocated.isValid())
        return out;

    // The end of the start-up: the backend's own steps, else the first refresh that saw the job running after one
    // that saw it CONFIGURING, else (never seen configuring) unknown, and the running phase begins at allocation.
    QDateTime runningFrom = allocated;
    bool seenOnRefresh = false;
    bool startup = false;
    if (!job.startupSteps.isEmpty()) {
        startup = true;
        runningFrom = job.startupSteps.last().to;
    } else if (job.state == JobState::Configuring) {
        startup = true;
        runningFrom = {};
    } else {
        bool configuring = false;
        for (const CauseTimeline::Entry& e : seen) {
            if (e.at < allocated)
                continue;
            if (e.state == JobState::Configuring) {
                configuring = true;
            } else if (configuring) {
                startup = true;
                runningFrom = e.at;
                seenOnRefresh = true;
                break;
            }
        }
        if (configuring && !startup) {
            startup = true; // seen configuring, then gone (finished) before a refresh saw it run
            runningFrom = finished ? limit : QDateTime();
        }
    }
    if (startup) {
        const qsizetype at = out.size();
        add(out, Kind::Startup, allocated, runningFrom, limit, limitIsNow, seenOnRefresh);
        if (out.size() > at) {
            for (const StartupStep& step : job.startupSteps)
                add(out, kindOf(step.kind), step.from, step.to, limit, limitIsNow);
        }
    }
    if (runningFrom.isValid() && (job.isRunningLike() || finished) && job.state != JobState::Configuring)
        add(out, Kind::Running, runningFrom, {}, limit, limitIsNow && job.isRunningLike());
    return out;
}

QString JobPhases::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Eligibility:
        return QStringLiteral("eligibility");
    case Kind::Queued:
        return QStringLiteral("queued");
    case Kind::Startup:
        return QStringLiteral("startup");
    case Kind::ImagePull:
        return QStringLiteral("image_pull");
    case Kind::DataStaging:
        return QStringLiteral("data_staging");
    case Kind::Prolog:
        return QStringLiteral("prolog");
    case Kind::Running:
        break;
    }
    return QStringLiteral("running");
}

QString JobPhases::label(Kind kind)
{
    switch (kind) {
    case Kind::Eligibility:
        return tr("Not yet eligible");
    case Kind::Queued:
        return tr("Queued");
    case Kind::Startup:
        return tr("Start-up");
    case Kind::ImagePull:
        return tr("Image pull");
    case Kind::DataStaging:
        return tr("Data staging");
    case Kind::Prolog:
        return tr("Prolog");
    case Kind::Running:
        break;
    }
    return tr("Running");
}

QString JobPhases::summary(const QList<Phase>& phases)
{
    QStringList parts;
    for (const Phase& p : phases) {
        // A start-up with steps is told by its steps.
        if (p.kind == Kind::Startup
            && std::any_of(phases.cbegin(), phases.cend(), [](const Phase& q) { return q.isStep(); }))
            continue;
        QString part = tr("%1 %2").arg(label(p.kind), CauseExplainer::duration(p.seconds));
        if (p.underWay)
            part = tr("%1 (under way)").arg(part);
        parts.append(part);
    }
    return parts.join(QStringLiteral(" → "));
}

} // namespace qc
