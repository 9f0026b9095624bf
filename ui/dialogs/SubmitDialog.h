#pragma once

#include "backends/Backend.h"

#include <QDialog>
#include <memory>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QRadioButton;
class QSpinBox;
class QTimer;

namespace qc {

// Submit (or schedule) a job: fields checked against what the cluster reports before anything is sent,
// a preview of the exact request, and nothing lost when the scheduler refuses — the dialog stays open
// with the scheduler's words next to the buttons.
class SubmitDialog final : public QDialog
{
    Q_OBJECT
public:
    SubmitDialog(std::shared_ptr<Backend> backend, ClusterSnapshot snapshot, QWidget* parent = nullptr);

    JobSpec spec() const;
    void setSpec(const JobSpec& spec); // duplicate-and-edit, templates
    // Problems with the current fields, one per line; empty when the request may be sent.
    QStringList validate() const;
    QString preview() const;
    QString message() const;
    // Enables the start forecast for the shape being typed, from this cluster's history database.
    void setHistoryPath(const QString& path);
    QString forecastText() const;

Q_SIGNALS:
    void submitted(const QString& jobId);

private:
    void onPartitionChanged();
    void refreshState();
    void submit();
    void loadScript();
    void updateForecast();

    std::shared_ptr<Backend> m_backend;
    ClusterSnapshot m_snapshot;
    QLineEdit* m_name;
    QComboBox* m_partition;
    QSpinBox* m_gpus;
    QComboBox* m_gpuType;
    QSpinBox* m_cpus;
    QSpinBox* m_memoryGb;
    QLineEdit* m_timeLimit;
    QComboBox* m_qos;
    QLineEdit* m_account;
    QLineEdit* m_workDir;
    QLineEdit* m_dependency;
    QRadioButton* m_startNow;
    QRadioButton* m_startAt;
    QDateTimeEdit* m_beginTime;
    QCheckBox* m_requeue;
    QCheckBox* m_checkpointSignal;
    QPlainTextEdit* m_script;
    QPlainTextEdit* m_preview;
    QLabel* m_problems;
    QLabel* m_hint;
    QLabel* m_forecast;
    QString m_historyPath;
    QTimer* m_forecastTimer;
    quint64 m_forecastRequest = 0;
    QDialogButtonBox* m_buttons;
    bool m_busy = false;
};

} // namespace qc
