#pragma once

#include "../Backend.h"
#include "DemoActionLog.h"
#include "DemoConfig.h"

#include <QElapsedTimer>
#include <QMutex>
#include <memory>

namespace qc::demo {

class DemoSimulator;

// demo://[?seed=N&speed=X&at=ISO&history=DAYS&load=F&jobs=N&layout=standard|minimal&state=PATH|none&user=NAME]
// at= starts the platform at a given time instead of now; speed=0 stops its clock there.
// jobs=N adds a standing backlog of N held and future-begin jobs (DemoBacklog), for the big-queue benchmark.
// The embedded platform. The simulation runs on a worker thread, never on the caller's.
class DemoBackend final : public Backend
{
    Q_OBJECT
public:
    static Result<std::shared_ptr<Backend>> create(const QUrl& url);
    DemoBackend(QUrl url, DemoConfig config, QString statePath, QDateTime wallStart);
    ~DemoBackend() override;

    QUrl url() const override { return m_url; }
    QString displayName() const override;
    Capabilities capabilities() const override;

    QCoro::Task<Result<ClusterSnapshot>> fetchSnapshot() override;
    QCoro::Task<Result<QString>> submit(JobSpec spec) override;
    QCoro::Task<VoidResult> update(QString jobId, JobUpdate change) override;
    QCoro::Task<VoidResult> cancel(QString jobId) override;
    QCoro::Task<VoidResult> cancelIfPending(QString jobId) override;
    QCoro::Task<VoidResult> requeue(QString jobId) override;

    // The platform's past, as history samples and finished jobs, to seed a new history store.
    using Past = HistorySeed;
    QCoro::Task<Past> past();
    QCoro::Task<std::optional<HistorySeed>> historySeed() override;
    // The simulation moves every few seconds.
    std::chrono::milliseconds pollIntervalHint() const override { return std::chrono::seconds(3); }

    static QString defaultStatePath(quint64 seed);

private:
    // Everything the worker threads touch, kept alive by the tasks that use it.
    struct Shared;
    std::shared_ptr<Shared> m_shared;
    QUrl m_url;
};

} // namespace qc::demo
