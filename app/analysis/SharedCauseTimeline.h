#pragma once

#include "CauseTimeline.h"
#include "ClusterView.h"

#include <QMutex>

namespace qc {

// The cause timeline of one session, recorded on the worker that builds each view and read on the UI thread. At
// 58,000 jobs recording a refresh (a hash lookup per job) took ~20 ms of the UI thread; here it takes the lock one
// chunk of jobs at a time, so a reader (the detail pane's timeline of one job) waits for one chunk at most.
class SharedCauseTimeline
{
public:
    static constexpr qsizetype ChunkJobs = 2048;

    explicit SharedCauseTimeline(int maxJobs = 20000, int maxEntriesPerJob = 64);

    // Records a view (any thread, one view at a time) and keeps its stage changes for takeStageChanges().
    void record(const ClusterView& view);
    // The stage changes recorded since the last call, oldest first, for the history to store.
    QList<CauseTimeline::Change> takeStageChanges();
    void restore(const QString& jobId, const QList<CauseTimeline::Entry>& stored);

    QList<CauseTimeline::Entry> entries(const QString& jobId) const;
    QList<CauseTimeline::Segment> segments(const QString& jobId, const QDateTime& now) const;
    QString summary(const QString& jobId, const QDateTime& now) const;
    qsizetype jobCount() const;

private:
    mutable QMutex m_mutex;
    CauseTimeline m_timeline;
    QList<CauseTimeline::Change> m_stageChanges;
};

} // namespace qc
