#pragma once

#include "../analysis/CauseTimeline.h"
#include "../analysis/ClusterView.h"
#include "../model/FinishedJob.h"
#include "../model/HistorySample.h"
#include "CompactionPolicy.h"

#include <QObject>
#include <QThread>

namespace qc {

class HistoryWorker;

// Writes the history off the caller's thread: every call queues one batch for a worker on its own
// QThread, which holds the only write connection and commits each batch in one transaction.
// Results come back as signals in the caller's thread; batch numbers tie them to the calls.
class HistoryWriter : public QObject
{
    Q_OBJECT

public:
    explicit HistoryWriter(QString databasePath, QObject* parent = nullptr);
    // Waits for queued batches to finish, then closes the database on the worker thread.
    ~HistoryWriter() override;

    quint64 write(QList<HistorySample> samples, QList<FinishedJob> jobs);
    // Sampling and finished-job extraction run on the worker thread too.
    quint64 recordView(ClusterViewPtr view);
    quint64 compact(QDateTime now, CompactionPolicy policy = {});
    // Stage changes of the cause timeline; rows older than the policy's causeDays before `now` are dropped.
    quint64 writeCauses(QList<CauseTimeline::Change> changes, QDateTime now);

    QString databasePath() const { return m_path; }

Q_SIGNALS:
    void opened(bool ok, const QString& error);
    void batchWritten(quint64 batch, int samples, int jobs);
    void compacted(quint64 batch);
    void causesWritten(quint64 batch, int changes);
    void failed(quint64 batch, const QString& error);

private:
    QString m_path;
    QThread m_thread;
    HistoryWorker* m_worker = nullptr; // deleted on its own thread when the thread finishes
    quint64 m_nextBatch = 1;
};

} // namespace qc
