#pragma once

#include "backends/Backend.h"

#include <QObject>
#include <QPointer>
#include <memory>

class QMenu;
class QWidget;

namespace qc {

// Job actions offered on the job table: hold, release, cancel, requeue, lower priority, move. Each is
// enabled only when the backend's capabilities and the jobs' states allow it, with a tooltip saying why not.
class JobActionController : public QObject
{
    Q_OBJECT
public:
    explicit JobActionController(QWidget* parent);

    void setBackend(std::shared_ptr<Backend> backend) { m_backend = std::move(backend); }
    // Fills `menu` for the selected jobs (all must belong to `currentUser`); `partitions` for "Move to".
    void populate(QMenu* menu, const QList<Job>& jobs, const QString& currentUser, const QStringList& partitions);

    // Runs one change on every job; reports per job. Confirmation is the caller's business.
    void apply(const QList<QString>& jobIds, const QString& what, std::function<QCoro::Task<VoidResult>(QString)> call);

Q_SIGNALS:
    void finished(const QString& message, bool ok);

private:
    QWidget* m_parent;
    std::shared_ptr<Backend> m_backend;
};

} // namespace qc
