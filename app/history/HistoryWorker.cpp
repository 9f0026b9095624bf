#include "HistoryWorker.h"

#include "HistoryCapture.h"
#include "HistoryStore.h"

namespace qc {

HistoryWorker::HistoryWorker(QString path)
    : m_path(std::move(path))
{
}

HistoryWorker::~HistoryWorker() = default;

void HistoryWorker::open()
{
    m_store = std::make_unique<HistoryStore>(m_path);
    const auto result = m_store->open();
    Q_EMIT opened(result.ok(), result.ok() ? QString() : result.error().toString());
}

VoidResult HistoryWorker::ensureOpen()
{
    if (!m_store)
        m_store = std::make_unique<HistoryStore>(m_path);
    if (m_store->isOpen())
        return Done {};
    auto result = m_store->open();
    if (result)
        Q_EMIT opened(true, QString());
    return result;
}

void HistoryWorker::write(const QList<HistorySample>& samples, const QList<FinishedJob>& jobs, quint64 batch)
{
    if (auto open = ensureOpen(); !open) {
        Q_EMIT failed(batch, open.error().toString());
        return;
    }
    const auto result = m_store->upsert(samples, jobs);
    if (result)
        Q_EMIT batchWritten(batch, int(samples.size()), int(jobs.size()));
    else
        Q_EMIT failed(batch, result.error().toString());
}

void HistoryWorker::recordView(const ClusterViewPtr& view, quint64 batch)
{
    write(historycapture::samples(*view), historycapture::finishedJobs(view->snapshot), batch);
}

void HistoryWorker::compact(const QDateTime& now, const CompactionPolicy& policy, quint64 batch)
{
    if (auto open = ensureOpen(); !open) {
        Q_EMIT failed(batch, open.error().toString());
        return;
    }
    const auto result = m_store->compact(now, policy);
    if (result)
        Q_EMIT compacted(batch);
    else
        Q_EMIT failed(batch, result.error().toString());
}

void HistoryWorker::writeCauses(const QList<CauseTimeline::Change>& changes, const QDateTime& now, quint64 batch)
{
    if (auto open = ensureOpen(); !open) {
        Q_EMIT failed(batch, open.error().toString());
        return;
    }
    const auto result = m_store->upsertCauses(changes, now.addDays(-CompactionPolicy {}.causeDays));
    if (result)
        Q_EMIT causesWritten(batch, int(changes.size()));
    else
        Q_EMIT failed(batch, result.error().toString());
}

} // namespace qc
