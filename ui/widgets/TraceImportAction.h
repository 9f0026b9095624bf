#pragma once

#include "HistoryImportAction.h"

namespace qc {

// File ▸ Import queue log…: asks for a queue log (a trace CSV or a Standard Workload Format log, as
// `queuecast-cli import-history --trace`) and imports its finished jobs into the connected cluster's history, for
// clusters whose accounting users cannot read. Not where there is no one cluster's history
// (TraceFileImport::supportFor).
class TraceImportAction : public HistoryImportAction
{
    Q_OBJECT
public:
    explicit TraceImportAction(QWidget* parent);

    void retranslate() override;
    // Opens the file chooser (FileDialog, which a test can answer); a chosen file starts the import.
    void prompt() override;
    void start(const QString& path);

protected:
    BackendError supportFor(const QUrl& url) const override;
    QString readyToolTip() const override;
};

} // namespace qc
