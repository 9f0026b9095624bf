#pragma once

#include "backends/Backend.h"
#include "service/JobTemplateStore.h"

#include <QDialog>
#include <QHash>
#include <QThreadPool>
#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QDialogButtonBox;
class QDragEnterEvent;
class QDropEvent;
class QFormLayout;
class QLabel;
class QLayout;
class QLineEdit;
class QMimeData;
class QPlainTextEdit;
class QRadioButton;
class QSpinBox;
class QTimer;

namespace qc {

// Submit (or schedule) a job: fields checked against what the cluster reports before anything is sent, each
// problem shown next to its field, a preview of the exact request, named templates, and nothing lost when the
// scheduler refuses — the dialog stays open with the scheduler's words next to the buttons.
class SubmitDialog final : public QDialog
{
    Q_OBJECT
public:
    SubmitDialog(std::shared_ptr<Backend> backend, ClusterSnapshot snapshot, QWidget* parent = nullptr);

    // Who sends the request: by default the backend itself. The main window gives its session's, which records the
    // job for the auto-retry policies even when this dialog is closed before the scheduler answers.
    using Sender = std::function<void(JobSpec spec, QObject* context, std::function<void(Result<QString>)> done)>;
    void setSender(Sender sender) { m_sender = std::move(sender); }

    JobSpec spec() const;
    void setSpec(const JobSpec& spec); // duplicate-and-edit, templates
    // Problems with the current fields, one per line; empty when the request may be sent.
    QStringList validate() const;
    // The same problems keyed by the field they belong to (the field's objectName).
    QHash<QString, QString> fieldProblems() const;
    QString preview() const;
    QString message() const;
    // Enables the start forecast for the shape being typed, from this cluster's history database.
    void setHistoryPath(const QString& path);
    QString forecastText() const;
    // Reads a script file off the UI thread; a refusal shows next to the editor. Used by drops and "Open".
    void loadScriptFile(const QString& path);
    QString scriptMessage() const;
    void setTemplateStore(JobTemplateStore store);
    void saveTemplate(const QString& name);
    void loadTemplate(const QString& name);
    void deleteTemplate(const QString& name);

Q_SIGNALS:
    void submitted(const QString& jobId);
    void scriptLoaded(bool ok);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* buildRequestPage();
    QWidget* buildScriptPage();
    QWidget* buildTemplateRow();
    void addCheckedRow(QFormLayout* form, const QString& label, QWidget* field, QLayout* row = nullptr);
    void onPartitionChanged();
    void refreshState();
    void refreshTemplates(const QString& select = {});
    void submit();
    void chooseScript();
    void updateForecast();
    QString droppedFile(const QMimeData* mime) const;

    std::shared_ptr<Backend> m_backend;
    ClusterSnapshot m_snapshot;
    JobTemplateStore m_templates;
    QComboBox* m_template;
    QLineEdit* m_name;
    QComboBox* m_partition;
    QSpinBox* m_gpus;
    QComboBox* m_gpuType;
    QSpinBox* m_cpus;
    QSpinBox* m_memoryGb;
    QLineEdit* m_timeLimit;
    QComboBox* m_qos;
    QLineEdit* m_account;
    QLineEdit* m_licenses;
    QLineEdit* m_workDir;
    QLineEdit* m_dependency;
    QRadioButton* m_startNow;
    QRadioButton* m_startAt;
    QDateTimeEdit* m_beginTime;
    QCheckBox* m_requeue;
    QCheckBox* m_checkpointSignal;
    QCheckBox* m_hold;
    QPlainTextEdit* m_script;
    QLabel* m_scriptMessage;
    QPlainTextEdit* m_environment;
    QPlainTextEdit* m_preview;
    QHash<QString, QLabel*> m_fieldErrors; // field objectName -> its inline error label
    QThreadPool m_planner; // the "Recommend…" plan runs here; destroying the pool waits for it (it reads the history)
    QLabel* m_problems;
    QLabel* m_hint;
    QLabel* m_forecast;
    QString m_historyPath;
    QTimer* m_forecastTimer;
    quint64 m_forecastRequest = 0;
    QDialogButtonBox* m_buttons;
    bool m_busy = false;
    Sender m_sender;
};

} // namespace qc
