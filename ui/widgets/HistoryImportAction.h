#pragma once

#include "model/Result.h"
#include "service/AccountingImportResult.h"

#include <QObject>
#include <QUrl>
#include <functional>
#include <qcoro/qcorotask.h>

class QAction;
class QWidget;

namespace qc {

// A File menu entry that imports past jobs into the connected cluster's history database: disabled, with the reason
// as its tooltip, where the backend cannot take them and while an import runs; the import itself runs off the UI
// thread and reports in progress / finished. Subclasses say where the jobs come from (AccountingImportAction,
// TraceImportAction).
class HistoryImportAction : public QObject
{
    Q_OBJECT
public:
    QAction* action() const { return m_action; }
    // The connected backend and the history database its window uses.
    void setBackend(const QUrl& url, const QString& databasePath);
    bool isRunning() const { return m_running; }
    virtual void retranslate() = 0;
    // Asks what to import (a test can answer in advance); an answer starts the import.
    virtual void prompt() = 0;

Q_SIGNALS:
    void progress(const QString& message);
    void finished(const QString& message, bool ok);
    // Jobs were written: statistics built on the history are out of date.
    void historyChanged();

protected:
    HistoryImportAction(QWidget* parent, const QString& objectName);

    // Why this backend cannot take an import (none: it can), and the tooltip when it can.
    virtual BackendError supportFor(const QUrl& url) const = 0;
    virtual QString readyToolTip() const = 0;
    void updateState();
    // Not running, and a backend that can take an import (start() may be called without the entry).
    bool canStart() const { return !m_running && !m_url.isEmpty() && !supportFor(m_url).isError(); }
    // Runs one import: `progressText` now; on failure `failureText` with %1 the reason; on success historyChanged and
    // `summary` of what was written.
    void run(QCoro::Task<Result<AccountingImportResult>> import, const QString& progressText,
             const QString& failureText, std::function<QString(const AccountingImportResult&)> summary);

    QWidget* parentWidget() const { return m_parent; }
    const QUrl& url() const { return m_url; }
    const QString& databasePath() const { return m_databasePath; }

private:
    QWidget* m_parent;
    QAction* m_action;
    QUrl m_url;
    QString m_databasePath;
    bool m_running = false;
};

} // namespace qc
