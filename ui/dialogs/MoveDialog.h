#pragma once

#include "model/ClusterSnapshot.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QTableWidget;

namespace qc {

// Move pending jobs to another partition, after seeing what it does: each job's place in the queue and when its
// GPUs would be free, here and there (MoveEffect), as the Reprioritize dialog previews a priority change.
class MoveDialog final : public QDialog
{
    Q_OBJECT
public:
    MoveDialog(ClusterSnapshot snapshot, QList<Job> jobs, QString partition, QWidget* parent = nullptr);

    QString partition() const;
    QStringList jobIds() const;

private:
    void refresh();

    ClusterSnapshot m_snapshot;
    QList<Job> m_jobs;
    QComboBox* m_target;
    QTableWidget* m_effectView;
    QLabel* m_summary;
};

} // namespace qc
