#include "RestJobIds.h"

#include <QRegularExpression>

namespace qc::rest {

using Kind = BackendError::Kind;

Result<QStringList> RestJobIds::tasks(const QString& jobId)
{
    static const QRegularExpression plain(QStringLiteral(R"(^\d{1,10}(_\d{1,10})?$)"));
    static const QRegularExpression array(QStringLiteral(R"(^(\d{1,10})_\[([0-9,\-]+)(%\d+)?\]$)"));
    if (plain.match(jobId).hasMatch())
        return QStringList { jobId };
    const auto m = array.match(jobId);
    if (!m.hasMatch())
        return BackendError::make(Kind::InvalidRequest, tr("Not a Slurm job id: %1").arg(jobId));
    QStringList out;
    for (const auto& range : m.captured(2).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool okFirst = false;
        bool okLast = true;
        const qint64 first = range.section(QLatin1Char('-'), 0, 0).toLongLong(&okFirst);
        const qint64 last
            = range.contains(QLatin1Char('-')) ? range.section(QLatin1Char('-'), 1).toLongLong(&okLast) : first;
        if (!okFirst || !okLast || last < first)
            return BackendError::make(Kind::InvalidRequest, tr("Not a Slurm job id: %1").arg(jobId));
        if (last - first + 1 + out.size() > kMaxTasks)
            return BackendError::make(
                Kind::InvalidRequest,
                tr("Job array %1 has more than %2 tasks in one record; act on it with scontrol on a login node")
                    .arg(jobId)
                    .arg(kMaxTasks));
        for (qint64 t = first; t <= last; ++t)
            out.append(m.captured(1) + u'_' + QString::number(t));
    }
    if (out.isEmpty())
        return BackendError::make(Kind::InvalidRequest, tr("Not a Slurm job id: %1").arg(jobId));
    out.removeDuplicates();
    return out;
}

bool RestJobIds::covers(const QString& record, const QString& task)
{
    if (record == task)
        return true;
    if (!record.contains(u'[') || arrayJobOf(record) != arrayJobOf(task))
        return false;
    const auto expanded = tasks(record);
    return expanded.ok() && expanded.value().contains(task);
}

} // namespace qc::rest
