#pragma once

#include "../../model/Result.h"

#include <QCoreApplication>
#include <QStringList>

namespace qc::rest {

// Job ids as the REST backend shows them, turned into the ids it may act on. A pending job array shows as
// one record "123_[5-9]"; acting on "123" instead would also hit the array's running tasks, so every task
// of a record is named on its own ("123_5" ... "123_9").
class RestJobIds
{
    Q_DECLARE_TR_FUNCTIONS(RestJobIds)

public:
    // Slurm's default MaxArraySize is 1001; more tasks in one record are refused rather than sent one by one.
    static constexpr qint64 kMaxTasks = 10000;

    // "123" -> {"123"}, "123_4" -> {"123_4"}, "123_[1-3,7%2]" -> {"123_1", "123_2", "123_3", "123_7"};
    // InvalidRequest for anything else.
    static Result<QStringList> tasks(const QString& jobId);
    // "123_4" -> "123", "123" -> "123".
    static QString arrayJobOf(const QString& id) { return id.section(QLatin1Char('_'), 0, 0); }
    // Whether a record as the parser names it ("123", "123_4", "123_[1-3]") holds `task` ("123_2" or "123").
    static bool covers(const QString& record, const QString& task);
};

} // namespace qc::rest
