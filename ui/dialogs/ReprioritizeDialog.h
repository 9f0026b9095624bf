#pragma once

#include "analysis/ReprioritizeEffect.h"
#include "model/Capabilities.h"
#include "model/JobUpdate.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace qc {

// Change the nice value and QOS of one or more pending jobs, within what this user may set, and see before
// applying where each job would stand: among the user's own pending jobs and in its partition's queue.
class ReprioritizeDialog final : public QDialog
{
    Q_OBJECT
public:
    ReprioritizeDialog(Capabilities caps, ClusterSnapshot snapshot, QList<Job> jobs, QWidget* parent = nullptr);

    // What would be sent to every selected job; empty when nothing changes.
    JobUpdate update() const;
    QList<ReprioritizeEffect> effects() const { return m_effects; }
    QStringList jobIds() const;

private:
    void refresh();
    QString rankText(const ReprioritizeEffect::Rank& rank) const;

    Capabilities m_caps;
    ClusterSnapshot m_snapshot;
    QList<Job> m_jobs;
    QList<ReprioritizeEffect> m_effects;
    QSpinBox* m_nice;
    QLabel* m_niceRange;
    QComboBox* m_qos;
    QTableWidget* m_effectView;
    QLabel* m_note;
    QDialogButtonBox* m_buttons;
};

} // namespace qc
