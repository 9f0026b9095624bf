#include "AccountingImportAction.h"

#include "model/Clock.h"
#include "service/AccountingImport.h"

#include <QAction>
#include <QInputDialog>

namespace qc {

AccountingImportAction::AccountingImportAction(QWidget* parent)
    : HistoryImportAction(parent, QStringLiteral("importAccountingAction"))
{
    retranslate();
}

void AccountingImportAction::retranslate()
{
    action()->setText(tr("&Import accounting history…"));
    updateState();
}

BackendError AccountingImportAction::supportFor(const QUrl& url) const
{
    return AccountingImport::supportFor(url);
}

QString AccountingImportAction::readyToolTip() const
{
    return tr("Read this cluster's finished jobs from Slurm accounting (sacct) into its history, for busy hours and "
              "wait forecasts.");
}

void AccountingImportAction::prompt()
{
    if (!action()->isEnabled())
        return;
    auto* dialog = new QInputDialog(parentWidget());
    dialog->setObjectName(QStringLiteral("importSinceDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Import accounting history"));
    dialog->setLabelText(tr("Import finished jobs from Slurm accounting since (YYYY-MM-DD, or now-7d):"));
    dialog->setTextValue(Clock::currentDateTime().date().addDays(-28).toString(Qt::ISODate));
    connect(dialog, &QInputDialog::textValueSelected, this, [this](const QString& text) {
        const QDateTime now = Clock::currentDateTime();
        const QDateTime since = AccountingImport::parseSince(text, now);
        if (!since.isValid()) {
            Q_EMIT finished(tr("Cannot read the start date \"%1\": use e.g. %2 or now-7d, in the past.")
                                .arg(text, now.date().addDays(-7).toString(Qt::ISODate)),
                            false);
            return;
        }
        start(since);
    });
    dialog->open();
}

void AccountingImportAction::start(const QDateTime& since)
{
    if (!canStart())
        return;
    // sacct runs as a child process awaited here; parsing and writing run on a worker thread.
    run(AccountingImport::run(url(), since, databasePath()),
        tr("Importing finished jobs from Slurm accounting since %1…")
            .arg(since.toString(QStringLiteral("yyyy-MM-dd HH:mm"))),
        tr("Accounting import failed: %1"), [](const AccountingImportResult& r) {
            return tr("Imported %n finished job(s) from Slurm accounting: %1 new, %2 line(s) unreadable.", nullptr,
                      int(r.report.imported))
                .arg(r.added)
                .arg(r.report.unreadRows());
        });
}

} // namespace qc
