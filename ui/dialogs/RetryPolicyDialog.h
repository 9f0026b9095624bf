#pragma once

#include "model/Job.h"

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace qc {

class PolicyEngine;

// Sets, edits or removes the auto-retry policy of the selected jobs ("if still pending after T, move it to X /
// resubmit it smaller / resubmit it where it starts first"), and shows what the policies did so far.
class RetryPolicyDialog final : public QDialog
{
    Q_OBJECT
public:
    RetryPolicyDialog(PolicyEngine* engine, QList<Job> jobs, QStringList partitions, QWidget* parent = nullptr);
    ~RetryPolicyDialog() override;

    QString hint() const;
    // Applies the fields to every selected job; false (and the reasons in the hint) when any was refused.
    bool save();
    void removePolicies();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void loadExisting();
    void refreshState();
    void refreshLog();
    void setHint(const QString& text, bool error);

    QPointer<PolicyEngine> m_engine;
    QList<Job> m_jobs;
    QLabel* m_jobsLabel;
    QLabel* m_afterLabel;
    QSpinBox* m_after;
    QComboBox* m_unit;
    QLabel* m_actionLabel;
    QComboBox* m_action;
    QLabel* m_partitionLabel;
    QComboBox* m_partition;
    QLabel* m_gpusLabel;
    QSpinBox* m_gpus;
    QLabel* m_attemptsLabel;
    QSpinBox* m_attempts;
    QCheckBox* m_enabled;
    QLabel* m_logLabel;
    QTreeWidget* m_log;
    QLabel* m_hint;
    QDialogButtonBox* m_buttons;
    QPushButton* m_save;
    QPushButton* m_remove;
    bool m_hintIsError = false;
};

} // namespace qc
