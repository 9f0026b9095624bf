#include "HistoryImportAction.h"

#include <QAction>
#include <QWidget>

namespace qc {

HistoryImportAction::HistoryImportAction(QWidget* parent, const QString& objectName)
    : QObject(parent)
    , m_parent(parent)
    , m_action(new QAction(parent))
{
    m_action->setObjectName(objectName);
    connect(m_action, &QAction::triggered, this, &HistoryImportAction::prompt);
}

void HistoryImportAction::setBackend(const QUrl& url, const QString& databasePath)
{
    m_url = url;
    m_databasePath = databasePath;
    updateState();
}

void HistoryImportAction::updateState()
{
    if (m_url.isEmpty()) {
        m_action->setEnabled(false);
        m_action->setToolTip(tr("Connect to a cluster first."));
        return;
    }
    const BackendError unsupported = supportFor(m_url);
    if (unsupported.isError()) {
        m_action->setEnabled(false);
        m_action->setToolTip(unsupported.message);
    } else if (m_running) {
        m_action->setEnabled(false);
        m_action->setToolTip(tr("An import is running."));
    } else {
        m_action->setEnabled(true);
        m_action->setToolTip(readyToolTip());
    }
}

void HistoryImportAction::run(QCoro::Task<Result<AccountingImportResult>> import, const QString& progressText,
                              const QString& failureText, std::function<QString(const AccountingImportResult&)> summary)
{
    m_running = true;
    updateState();
    Q_EMIT progress(progressText);
    QCoro::connect(std::move(import), this,
                   [this, failureText, summary = std::move(summary)](const Result<AccountingImportResult>& result) {
                       m_running = false;
                       updateState();
                       if (!result.ok()) {
                           Q_EMIT finished(failureText.arg(result.error().message), false);
                           return;
                       }
                       Q_EMIT historyChanged();
                       Q_EMIT finished(summary(result.value()), true);
                   });
}

} // namespace qc
