#pragma once

#include "JobTableDiff.h"
#include "analysis/ClusterView.h"
#include "forecast/StartEstimate.h"

#include <QAbstractTableModel>
#include <QHash>

namespace qc {

// The live job table. Keyed by job id and updated from each refresh by diff: removed rows by ranges,
// changed rows by dataChanged, new rows in one insert batch. Never reset on refresh, so selection and
// scroll position survive and 20,000-job queues stay cheap.
class JobTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Id, Name, User, Partition, State, Position, Cause, Gpus, Start, Submitted, Reason, ColumnCount };
    enum Role {
        SortRole = Qt::UserRole + 1, // raw values: numbers and times sort as such
        JobIdRole,
        StateRole, // JobState as int
        IsMineRole,
        CauseRole, // stable cause name or empty
    };

    explicit JobTableModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Diffs and applies at once. JobsPane computes the diff on a worker (diffTo) and applies it (applyDiff).
    void applyView(const ClusterViewPtr& view);
    // The diff from what the model shows to `view`: safe on any thread while the model is not changed meanwhile
    // (the arguments are the model's own immutable view and a copy of its row list).
    static JobTableDiff diffTo(const ClusterViewPtr& shown, const QList<qsizetype>& rows, const ClusterViewPtr& view)
    {
        return JobTableDiff::compute(shown.get(), rows, *view);
    }
    ClusterViewPtr shownView() const { return m_view; }
    const QList<qsizetype>& rowSources() const { return m_rows; }
    // Counts every change of what the model shows: a diff computed at one generation applies only to it.
    quint64 generation() const { return m_generation; }
    void applyDiff(const ClusterViewPtr& view, const JobTableDiff& diff);
    void setStale(bool stale);
    // The session's forecasts for pending jobs (computed on a worker): `all` is kept as a shared copy (the session's
    // map, never copied entry by entry); only the rows of `changed` and `gone` (jobs with none any more) are told
    // (dataChanged on their Start cell).
    void updateForecasts(const QHash<QString, StartEstimate>& all, const QHash<QString, StartEstimate>& changed,
                         const QStringList& gone);
    void clearForecasts();
    const StartEstimate* forecastFor(const QString& jobId) const;
    void retranslate(); // headers follow the language

    // Orders two rows by a column as their SortRole values would (<0, 0, >0), without making QVariants: the proxy's
    // first sort of a 100,000-job queue compares ~1.7 million pairs on the UI thread.
    int compareRows(int rowA, int rowB, int column) const;

    const Job* jobAt(int row) const;
    const JobInsight* insightAt(int row) const;
    int rowOf(const QString& jobId) const { return m_rowById.value(jobId, -1); }
    QString currentUser() const { return m_user; }

    // Counters for tests and the benchmark: how the last refresh touched the model.
    struct UpdateStats
    {
        int inserted = 0;
        int removed = 0;
        int changed = 0;
        int forecastRows = 0; // rows whose forecast changed in the last updateForecasts
    };
    UpdateStats lastUpdate() const { return m_lastUpdate; }

private:
    QVariant startData(const Job& job, const JobInsight& insight, int role) const; // the Start column's roles
    qint64 startSortKey(const Job& job, const JobInsight& insight) const; // the Start column's SortRole
    // The rows show the jobs of m_view (shared with the watcher, never copied): row -> job index in it.
    ClusterViewPtr m_view;
    QList<qsizetype> m_rows;
    quint64 m_generation = 0;
    QHash<QString, int> m_rowById;
    QString m_user;
    QDateTime m_takenAt; // of the snapshot shown: "now" for begin times
    bool m_stale = false;
    QHash<QString, StartEstimate> m_forecasts; // job id -> the forecast the detail pane shows too
    UpdateStats m_lastUpdate;
};

} // namespace qc
