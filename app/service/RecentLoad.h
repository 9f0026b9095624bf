#pragma once

#include "../model/HistorySample.h"

#include <QDateTime>
#include <QList>
#include <qcoro/qcorotask.h>

namespace qc {

// The region samples of the last hours from a history database, read on a worker thread with its own
// connection: what the live load chart starts from before its own refreshes arrive.
class RecentLoad
{
public:
    // Samples taken since `since`, oldest first; empty when the database cannot be read.
    static QCoro::Task<QList<HistorySample>> samples(QString databasePath, QDateTime since);
    static QList<HistorySample> read(const QString& databasePath, const QDateTime& since);
};

} // namespace qc
