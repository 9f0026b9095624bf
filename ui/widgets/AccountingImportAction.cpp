#include "AccountingImportAction.h"

#include "model/Clock.h"
#include "service/AccountingImport.h"

#include <QAction>
#include <QInputDialog>
#include <QPointer>
#include <QWidget>

namespace qc {

AccountingImportAction::AccountingImportAction(QWidget* parent)
    : QObject(parent)
    , m_parent(parent)
    , m_action(new QAction(parent))
{
    m_action->setObjectName(QStringLiteral("importAccountingAction"));
    connect(m_action, &QAction::triggered, this, &AccountingImportAction::prompt);
    retranslate();
}

void AccountingImportAction::setBackend(const QUrl& url, const QString& databasePath)
{
    m_url = url;
    m_databasePath = databasePath;
    updateState();
}

void AccountingImportAction::retranslate()
{
    m_action->setText(tr("&Import accounting history…"));
    updateState();
}

void AccountingImportAction::updateState()
{
    if (m_url.isEmpty()) {
        m_action->setEnabled(false);
        m_action->setToolTip(tr("Connect to a cluster first."));
        return;
    }
    const BackendError unsupported = AccountingImport::supportFor(m_url);
    if (unsupported.isError()) {
        m_action->setEnabled(false);
        m_action->setToolTip(unsupported.message);
    } else if (m_running) {
        m_action->setEnabled(false);
        m_action->setToolTip(tr("An import is running."));
    } else {
        m_action->setEnabled(true);
        m_action->setToolTip(tr("Read this cluster's finished jobs from Slurm accounting (sacct) into its history, "
                                "for busy hours and wait forecasts."));
    }
}

void AccountingImportAction::prompt()
{
    if (!m_action->isEnabled())
        return;
    auto* dialog = new QInputDialog(m_parent);
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
    if (m_running || m_url.isEmpty())
        return;
    m_running = true;
    updateState();
    Q_EMIT progress(tr("Importing finished jobs from Slurm accounting since %1…")
                        .arg(since.toString(QStringLiteral("yyyy-MM-dd HH:mm"))));
    // sacct runs as a child process awaited here; parsing and writing run on a worker thread.
    QCoro::connect(AccountingImport::run(m_url, since, m_databasePath), this,
                   [this](const Result<AccountingImportResult>& result) {
                       m_running = false;
                       updateState();
                       if (!result.ok()) {
                           Q_EMIT finished(tr("Accounting import failed: %1").arg(result.error().message), false);
                           return;
                       }
                       const AccountingImportResult& r = result.value();
                       Q_EMIT historyChanged();
                       Q_EMIT finished(tr("Imported %n finished job(s) from Slurm accounting: %1 new, %2 line(s) "
                                          "unreadable.",
                                          nullptr, int(r.report.imported))
                                           .arg(r.added)
                                           .arg(r.report.unreadRows()),
                                       true);
                   });
}

} // namespace qc
