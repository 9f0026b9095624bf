#pragma once

#include "JobInsight.h"

#include <QCoreApplication>
#include <QHash>

namespace qc {

// What each job waited for over successive snapshots: the changes of cause, state and queue position, and
// how long each cause held. In memory and bounded; persistence belongs to the history layer.
class CauseTimeline
{
    Q_DECLARE_TR_FUNCTIONS(CauseTimeline)

public:
    struct Entry
    {
        QDateTime at;
        std::optional<Cause> cause;
        JobState state = JobState::Unknown;
        int position = 0; // 0: not eligible

        bool sameStage(const Entry& other) const;
    };
    // A stretch during which one cause (or one non-waiting state) held.
    struct Segment
    {
        std::optional<Cause> cause;
        JobState state = JobState::Unknown;
        QDateTime from;
        QDateTime to; // invalid: still holding at the last snapshot
        qint64 seconds = 0;
        QString label;
    };

    // A change of stage of one job, as the history stores it.
    struct Change
    {
        QString jobId;
        QString region; // the job's first partition
        Entry entry;
    };
    enum class Recorded { Nothing, Position, Stage };

    // maxJobs: how many jobs no longer in the queue are remembered (those in it always are).
    explicit CauseTimeline(int maxJobs = 20000, int maxEntriesPerJob = 64);

    // `insights` in the snapshot's job order, as JobInsight::computeAll returns them. `stageChanges`, when given,
    // receives the entries that changed a job's stage (not position-only ones), for the history to keep.
    void record(const ClusterSnapshot& snapshot, const QList<JobInsight>& insights,
                QList<Change>* stageChanges = nullptr);
    // record() in pieces: the jobs [from, to) of the snapshot, then forgetGone() once for the whole snapshot.
    void recordRange(const ClusterSnapshot& snapshot, const QList<JobInsight>& insights, qsizetype from, qsizetype to,
                     QList<Change>* stageChanges);
    // Forgets the least recently seen jobs no longer in the queue (`inQueue` jobs are) beyond maxJobs.
    void forgetGone(const QDateTime& now, qsizetype inQueue);
    Recorded record(const QDateTime& at, const Job& job, const JobInsight& insight);
    // Entries of an earlier session (from the history) merged with what this one saw, in time order; an entry
    // repeating the stage before it is dropped.
    void restore(const QString& jobId, const QList<Entry>& stored);

    QList<Entry> entries(const QString& jobId) const;
    // Consecutive entries of the same stage merged; the last open stage runs until `now`.
    QList<Segment> segments(const QString& jobId, const QDateTime& now) const;
    // "Priority 2 h -> GPU shortage 40 min -> Starting 6 min -> running"
    QString summary(const QString& jobId, const QDateTime& now) const;
    qsizetype jobCount() const { return m_tracks.size(); }
    void clear() { m_tracks.clear(); }

private:
    struct Track
    {
        QList<Entry> entries;
        QDateTime lastSeen;
    };
    static QString stageLabel(const Entry& entry);

    int m_maxJobs;
    int m_maxEntries;
    QHash<QString, Track> m_tracks;
};

} // namespace qc
