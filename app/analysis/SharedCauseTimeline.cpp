#include "SharedCauseTimeline.h"

namespace qc {

SharedCauseTimeline::SharedCauseTimeline(int maxJobs, int maxEntriesPerJob)
    : m_timeline(maxJobs, maxEntriesPerJob)
{
}

void SharedCauseTimeline::record(const ClusterView& view)
{
    const qsizetype n = std::min(view.snapshot.jobs.size(), view.insights.size());
    for (qsizetype from = 0; from < n; from += ChunkJobs) {
        const QMutexLocker lock(&m_mutex);
        m_timeline.recordRange(view.snapshot, view.insights, from, std::min(n, from + ChunkJobs), &m_stageChanges);
    }
    const QMutexLocker lock(&m_mutex);
    m_timeline.forgetGone(view.snapshot.takenAt, n);
}

QList<CauseTimeline::Change> SharedCauseTimeline::takeStageChanges()
{
    const QMutexLocker lock(&m_mutex);
    return std::exchange(m_stageChanges, {});
}

void SharedCauseTimeline::restore(const QString& jobId, const QList<CauseTimeline::Entry>& stored)
{
    const QMutexLocker lock(&m_mutex);
    m_timeline.restore(jobId, stored);
}

QList<CauseTimeline::Entry> SharedCauseTimeline::entries(const QString& jobId) const
{
    const QMutexLocker lock(&m_mutex);
    return m_timeline.entries(jobId);
}

QList<CauseTimeline::Segment> SharedCauseTimeline::segments(const QString& jobId, const QDateTime& now) const
{
    const QMutexLocker lock(&m_mutex);
    return m_timeline.segments(jobId, now);
}

QString SharedCauseTimeline::summary(const QString& jobId, const QDateTime& now) const
{
    const QMutexLocker lock(&m_mutex);
    return m_timeline.summary(jobId, now);
}

qsizetype SharedCauseTimeline::jobCount() const
{
    const QMutexLocker lock(&m_mutex);
    return m_timeline.jobCount();
}

} // namespace qc
