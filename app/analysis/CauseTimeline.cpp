#include "CauseTimeline.h"

#include "CauseExplainer.h"

#include <algorithm>

namespace qc {

bool CauseTimeline::Entry::sameStage(const Entry& other) const
{
    if (cause || other.cause)
        return cause == other.cause;
    return state == other.state;
}

CauseTimeline::CauseTimeline(int maxJobs, int maxEntriesPerJob)
    : m_maxJobs(std::max(1, maxJobs))
    , m_maxEntries(std::max(2, maxEntriesPerJob))
{
}

void CauseTimeline::record(const ClusterSnapshot& snapshot, const QList<JobInsight>& insights,
                           QList<Change>* stageChanges)
{
    const qsizetype n = std::min(snapshot.jobs.size(), insights.size());
    recordRange(snapshot, insights, 0, n, stageChanges);
    forgetGone(snapshot.takenAt, n);
}

void CauseTimeline::recordRange(const ClusterSnapshot& snapshot, const QList<JobInsight>& insights, qsizetype from,
                                qsizetype to, QList<Change>* stageChanges)
{
    to = std::min({ to, snapshot.jobs.size(), insights.size() });
    for (qsizetype i = std::max<qsizetype>(0, from); i < to; ++i) {
        const Job& job = snapshot.jobs[i];
        if (record(snapshot.takenAt, job, insights[i]) == Recorded::Stage && stageChanges)
            stageChanges->append(
                { job.id, job.partition.section(QLatin1Char(','), 0, 0), m_tracks.value(job.id).entries.last() });
    }
}

void CauseTimeline::restore(const QString& jobId, const QList<Entry>& stored)
{
    if (stored.isEmpty())
        return;
    Track& track = m_tracks[jobId];
    QList<Entry> all = stored + track.entries;
    std::stable_sort(all.begin(), all.end(), [](const Entry& a, const Entry& b) { return a.at < b.at; });
    QList<Entry> merged;
    for (const Entry& e : all) {
        if (!merged.isEmpty() && (merged.last().at == e.at || merged.last().sameStage(e)))
            continue;
        merged.append(e);
    }
    while (merged.size() > m_maxEntries)
        merged.removeFirst();
    track.entries = std::move(merged);
    if (!track.lastSeen.isValid() || track.lastSeen < track.entries.last().at)
        track.lastSeen = track.entries.last().at;
}

CauseTimeline::Recorded CauseTimeline::record(const QDateTime& at, const Job& job, const JobInsight& insight)
{
    Entry e;
    e.at = at;
    e.cause = insight.cause;
    e.state = job.state;
    e.position = insight.position ? insight.position->position : 0;
    auto it = m_tracks.find(job.id);
    if (it == m_tracks.end()) {
        // A job first seen after it finished tells nothing about waiting.
        if (isFinished(job.state))
            return Recorded::Nothing;
        it = m_tracks.insert(job.id, Track {});
    }
    Track& track = it.value();
    track.lastSeen = at;
    Recorded recorded = Recorded::Stage;
    if (!track.entries.isEmpty()) {
        const Entry& last = track.entries.last();
        if (at < last.at || (last.sameStage(e) && last.position == e.position))
            return Recorded::Nothing;
        if (!last.cause && isFinished(last.state))
            return Recorded::Nothing; // finished jobs do not come back
        if (last.sameStage(e))
            recorded = Recorded::Position;
    }
    track.entries.append(e);
    if (track.entries.size() > m_maxEntries) {
        // Forget a position-only change first; the stages themselves matter more.
        qsizetype drop = 1;
        for (qsizetype k = 1; k < track.entries.size(); ++k) {
            if (track.entries[k].sameStage(track.entries[k - 1])) {
                drop = k;
                break;
            }
        }
        track.entries.removeAt(drop);
    }
    return recorded;
}

void CauseTimeline::forgetGone(const QDateTime& now, qsizetype inQueue)
{
    // The jobs of the queue are always kept (they are in memory anyway, as the snapshot): only jobs gone from it
    // are forgotten, the least recently seen first, once more than maxJobs of them pile up, and then down to 90%
    // so eviction stays rare. (A cap on all jobs made a queue above it evict and re-add most of its jobs on every
    // refresh: 58,000 jobs spent 12% of the GUI's time here, on the UI thread.)
    if (m_tracks.size() <= inQueue + m_maxJobs)
        return;
    QList<std::pair<QDateTime, QString>> order;
    order.reserve(m_tracks.size() - inQueue);
    for (auto it = m_tracks.cbegin(); it != m_tracks.cend(); ++it) {
        if (it->lastSeen < now)
            order.append({ it->lastSeen, it.key() });
    }
    std::sort(order.begin(), order.end());
    const qsizetype target = inQueue + qsizetype(m_maxJobs) * 9 / 10;
    for (qsizetype k = 0; k < order.size() && m_tracks.size() > target; ++k)
        m_tracks.remove(order[k].second);
}

QList<CauseTimeline::Entry> CauseTimeline::entries(const QString& jobId) const
{
    return m_tracks.value(jobId).entries;
}

QString CauseTimeline::stageLabel(const Entry& entry)
{
    if (entry.cause)
        return CauseText::label(*entry.cause);
    if (entry.state == JobState::Running || entry.state == JobState::Completing)
        return tr("running");
    return jobStateName(entry.state).toLower();
}

QList<CauseTimeline::Segment> CauseTimeline::segments(const QString& jobId, const QDateTime& now) const
{
    QList<Segment> out;
    for (const Entry& e : m_tracks.value(jobId).entries) {
        if (!out.isEmpty() && (out.last().cause || !isFinished(out.last().state))) {
            const Segment& last = out.last();
            const bool same = (last.cause || e.cause) ? last.cause == e.cause : last.state == e.state;
            if (same)
                continue;
        }
        if (!out.isEmpty()) {
            out.last().to = e.at;
            out.last().seconds = out.last().from.secsTo(e.at);
        }
        out.append({ e.cause, e.state, e.at, {}, 0, stageLabel(e) });
    }
    if (!out.isEmpty() && !out.last().to.isValid() && now.isValid() && !isFinished(out.last().state))
        out.last().seconds = std::max<qint64>(0, out.last().from.secsTo(now));
    return out;
}

QString CauseTimeline::summary(const QString& jobId, const QDateTime& now) const
{
    QStringList parts;
    for (const Segment& s : segments(jobId, now)) {
        // Waiting stages get their duration; running and end states are where the story goes.
        if (s.cause)
            parts.append(tr("%1 %2").arg(s.label, CauseExplainer::duration(s.seconds)));
        else
            parts.append(s.label);
    }
    return parts.join(QStringLiteral(" -> "));
}

} // namespace qc
