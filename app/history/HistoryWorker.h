#pragma once

#include "../analysis/CauseTimeline.h"
#include "../analysis/ClusterView.h"
#include "../model/FinishedJob.h"
#include "../model/HistorySample.h"
#include "../model/Result.h"
#include "CompactionPolicy.h"

#include <QObject>
#include <memory>

namespace qc {

class HistoryStore;

// Lives on HistoryWriter's thread and owns the store there, so the SQLite connection never changes thread.
class HistoryWorker : public QObject
{
    Q_OBJECT

public:
    explicit HistoryWorker(QString path);
    ~HistoryWorker() override;

    void open();
    void write(const QList<HistorySample>& samples, const QList<FinishedJob>& jobs, quint64 batch);
    void recordView(const ClusterViewPtr& view, quint64 batch);
    void compact(const QDateTime& now, const CompactionPolicy& policy, quint64 batch);
    void writeCauses(const QList<CauseTimeline::Change>& changes, const QDateTime& now, quint64 batch);

Q_SIGNALS:
    void opened(bool ok, const QString& error);
    void batchWritten(quint64 batch, int samples, int jobs);
    void compacted(quint64 batch);
    void causesWritten(quint64 batch, int changes);
    void failed(quint64 batch, const QString& error);

private:
    // Opens the store if an earlier attempt failed (a lock held by another opener, a folder that appeared since),
    // so one bad moment does not cost the rest of the session's history.
    VoidResult ensureOpen();

    QString m_path;
    std::unique_ptr<HistoryStore> m_store;
};

} // namespace qc
