#pragma once

#include "analysis/ClusterView.h"

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

    void applyView(const ClusterViewPtr& view);
    void setStale(bool stale);
    void retranslate(); // headers follow the language

    const Job* jobAt(int row) const;
    const JobInsight* insightAt(int row) const;
    int rowOf(const QString& jobId) const { return m_rowById.value(jobId, -1); }
    QString currentUser() const { return m_user; }

    // Counters for tests and the benchmark: how the last refresh touched the model.
    struct UpdateStats {
        int inserted = 0;
        int removed = 0;
        int changed = 0;
    };
    UpdateStats lastUpdate() const { return m_lastUpdate; }

private:
    struct Row {
        Job job;
        JobInsight insight;
    };
    static bool sameRow(const Row& a, const Row& b);
    void rebuildIndex();

    QList<Row> m_rows;
    QHash<QString, int> m_rowById;
    QString m_user;
    QDateTime m_takenAt; // of the snapshot shown: "now" for begin times
    bool m_stale = false;
    UpdateStats m_lastUpdate;
};

} // namespace qc
