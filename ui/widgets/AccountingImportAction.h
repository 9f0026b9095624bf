#pragma once

#include <QDateTime>
#include <QObject>
#include <QUrl>

class QAction;
class QWidget;

namespace qc {

// File ▸ Import accounting history…: asks for a start date and imports the cluster's finished jobs from Slurm
// accounting into its history database, off the UI thread. Disabled, with the reason as its tooltip, for
// backends that cannot (demo, slurmrestd) and while an import runs.
class AccountingImportAction : public QObject
{
    Q_OBJECT
public:
    explicit AccountingImportAction(QWidget* parent);

    QAction* action() const { return m_action; }
    // The connected backend and the history database its window uses.
    void setBackend(const QUrl& url, const QString& databasePath);
    void retranslate();
    // Opens the start-date prompt (non-modal, objectName "importSinceDialog"); OK starts the import.
    void prompt();
    // Starts the import without asking.
    void start(const QDateTime& since);
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void progress(const QString& message);
    void finished(const QString& message, bool ok);
    // Jobs were written: statistics built on the history are out of date.
    void historyChanged();

private:
    void updateState();

    QWidget* m_parent;
    QAction* m_action;
    QUrl m_url;
    QString m_databasePath;
    bool m_running = false;
};

} // namespace qc
