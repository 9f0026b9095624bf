#include "TraceImportAction.h"

#include "dialogs/FileDialog.h"
#include "service/TraceFileImport.h"

#include <QAction>
#include <QFileInfo>

namespace qc {

TraceImportAction::TraceImportAction(QWidget* parent)
    : HistoryImportAction(parent, QStringLiteral("importTraceAction"))
{
    retranslate();
}

void TraceImportAction::retranslate()
{
    action()->setText(tr("Import &queue log…"));
    updateState();
}

BackendError TraceImportAction::supportFor(const QUrl& url) const
{
    return TraceFileImport::supportFor(url);
}

QString TraceImportAction::readyToolTip() const
{
    return tr("Read the finished jobs of a queue log your cluster's operators publish (a trace CSV or a Standard "
              "Workload Format log) into this cluster's history, for busy hours and wait forecasts.");
}

void TraceImportAction::prompt()
{
    if (!action()->isEnabled())
        return;
    const QString path = FileDialog::getOpenFileName(parentWidget(), tr("Import a queue log"));
    if (!path.isEmpty())
        start(path);
}

void TraceImportAction::start(const QString& path)
{
    if (!canStart())
        return;
    const QString name = QFileInfo(path).fileName();
    // Reading the log and writing the database run on a worker thread.
    run(TraceFileImport::run(path, databasePath()), tr("Importing finished jobs from %1…").arg(name),
        tr("Queue log import failed: %1"), [name](const AccountingImportResult& r) {
            return tr("Imported %n finished job(s) from %1: %2 new, %3 still active and left out; unreadable rows: %4.",
                      nullptr, int(r.report.imported))
                .arg(name)
                .arg(r.added)
                .arg(r.report.skipped)
                .arg(r.report.unreadRows());
        });
}

} // namespace qc
