#pragma once

#include "HistoryImportAction.h"

#include <QDateTime>

namespace qc {

// File ▸ Import accounting history…: asks for a start date and imports the cluster's finished jobs from Slurm
// accounting into its history database. Not for the demo or slurmrestd-less URLs (AccountingImport::supportFor).
class AccountingImportAction : public HistoryImportAction
{
    Q_OBJECT
public:
    explicit AccountingImportAction(QWidget* parent);

    void retranslate() override;
    // Opens the start-date prompt (non-modal, objectName "importSinceDialog"); OK starts the import.
    void prompt() override;
    // Starts the import without asking.
    void start(const QDateTime& since);

protected:
    BackendError supportFor(const QUrl& url) const override;
    QString readyToolTip() const override;
};

} // namespace qc
