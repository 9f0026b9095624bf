#pragma once

#include "model/Capabilities.h"
#include "model/ClusterSnapshot.h"
#include "model/JobUpdate.h"

#include <QDialog>

class QCheckBox;
class QDateTimeEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QRadioButton;

namespace qc {

// Change when selected jobs may start (pending jobs) and their time limit: down always; up only for pending
// jobs and never past the partition's maximum. Problems show next to the field and block Apply.
class JobTimeDialog final : public QDialog
{
    Q_OBJECT
public:
    JobTimeDialog(Capabilities caps, ClusterSnapshot snapshot, QList<Job> jobs, QWidget* parent = nullptr);

    JobUpdate update() const;
    QStringList jobIds() const;

private:
    void refresh();
    QString previewText(const JobUpdate& u) const;

    Capabilities m_caps;
    ClusterSnapshot m_snapshot;
    QList<Job> m_jobs;
    QRadioButton* m_keepBegin;
    QRadioButton* m_startNow;
    QRadioButton* m_startAt;
    QDateTimeEdit* m_beginTime;
    QCheckBox* m_changeLimit;
    QLineEdit* m_timeLimit;
    QLabel* m_beginError;
    QLabel* m_limitError;
    QLabel* m_preview;
    QDialogButtonBox* m_buttons;
};

} // namespace qc
