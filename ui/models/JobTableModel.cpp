#include "JobTableModel.h"

#include "analysis/Cause.h"
#include "model/SlurmTime.h"

#include <QColor>
#include <QFont>
#include <QLocale>

namespace qc {

JobTableModel::JobTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

int JobTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int JobTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const Job* JobTableModel::jobAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows[row].job : nullptr;
}

const JobInsight* JobTableModel::insightAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows[row].insight : nullptr;
}

QVariant JobTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id:
        return tr("ID");
    case Name:
        return tr("Name");
    case User:
        return tr("User");
    case Partition:
        return tr("Region");
    case State:
        return tr("State");
    case Gpus:
        return tr("GPUs");
    case Cause:
        return tr("Why waiting");
    case Position:
        return tr("Position");
    case Submitted:
        return tr("Submitted");
    case Start:
        return tr("Start / est.");
    case Reason:
        return tr("Scheduler reason");
    default:
        return {};
    }
}

namespace {
QString shortTime(const QDateTime& t)
{
    if (!t.isValid())
        return {};
    const QDateTime local = t.toLocalTime();
    const QString format
        = local.date() == QDate::currentDate() ? QStringLiteral("HH:mm") : QStringLiteral("MM-dd HH:mm");
    return local.toString(format);
}

QString stateText(JobState state)
{
    switch (state) {
    case JobState::Pending:
        return JobTableModel::tr("Pending");
    case JobState::Configuring:
        return JobTableModel::tr("Starting");
    case JobState::Running:
        return JobTableModel::tr("Running");
    case JobState::Suspended:
        return JobTableModel::tr("Suspended");
    case JobState::Completing:
        return JobTableModel::tr("Completing");
    case JobState::Completed:
        return JobTableModel::tr("Completed");
    case JobState::Cancelled:
        return JobTableModel::tr("Cancelled");
    case JobState::Failed:
        return JobTableModel::tr("Failed");
    case JobState::Timeout:
        return JobTableModel::tr("Timed out");
    case JobState::NodeFail:
        return JobTableModel::tr("Node failure");
    case JobState::Preempted:
        return JobTableModel::tr("Preempted");
    case JobState::OutOfMemory:
        return JobTableModel::tr("Out of memory");
    case JobState::Unknown:
        break;
    }
    return JobTableModel::tr("Unknown");
}
} // namespace

QVariant JobTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row& row = m_rows[index.row()];
    const Job& j = row.job;
    const JobInsight& in = row.insight;
    switch (role) {
    case JobIdRole:
        return j.id;
    case StateRole:
        return int(j.state);
    case IsMineRole:
        return j.user == m_user;
    case CauseRole:
        return in.cause ? causeName(*in.cause) : QString();
    case Qt::ForegroundRole:
        if (m_stale)
            return QColor(Qt::gray);
        if (index.column() == Cause && in.cause == qc::Cause::NeverRuns)
            return QColor(0xC6, 0x28, 0x28);
        return {};
    case Qt::FontRole:
        if (j.user == m_user) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == Cause || index.column() == Reason)
            return in.evidence.text.isEmpty() ? j.reasonDescription : in.evidence.text;
        if (index.column() == Name)
            return j.name;
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == Gpus || index.column() == Position || index.column() == Id)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case SortRole:
        switch (index.column()) {
        case Id: {
            bool ok = false;
            const qlonglong n = j.id.section(QLatin1Char('_'), 0, 0).toLongLong(&ok);
            return ok ? QVariant(n) : QVariant(j.id);
        }
        case Gpus:
            return j.gpus;
        case Position:
            return in.position ? in.position->position : std::numeric_limits<int>::max();
        case Submitted:
            return j.submitTime;
        case Start:
            return j.startTime.isValid() ? j.startTime : in.estimatedStart();
        case State:
            return int(j.state);
        default:
            return data(index, Qt::DisplayRole);
        }
    case Qt::DisplayRole:
        switch (index.column()) {
        case Id:
            return j.id;
        case Name: {
            // One line per job, whatever the name holds.
            QString name = j.name;
            name.replace(QLatin1Char('\n'), QChar(0x23CE));
            return name;
        }
        case User:
            return j.user;
        case Partition:
            return j.partition;
        case State:
            return stateText(j.state);
        case Gpus:
            return j.gpuType.isEmpty() ? QString::number(j.gpus) : QStringLiteral("%1 × %2").arg(j.gpus).arg(j.gpuType);
        case Cause:
            if (!in.cause)
                return {};
            return in.inferred ? QString(CauseText::label(*in.cause) + QStringLiteral(" *"))
                               : CauseText::label(*in.cause);
        case Position:
            if (!in.position)
                return {};
            return in.position->lowerBound ? QStringLiteral("≥%1").arg(in.position->position)
                                           : QString::number(in.position->position);
        case Submitted:
            return shortTime(j.submitTime);
        case Start:
            if (j.startTime.isValid())
                return shortTime(j.startTime);
            if (in.estimatedStart().isValid())
                return QString(QStringLiteral("~") + shortTime(in.estimatedStart()));
            // A begin time already passed no longer says anything about the start.
            if (j.isPending() && j.beginTime.isValid() && (!m_takenAt.isValid() || j.beginTime > m_takenAt))
                return QString(QStringLiteral("≥") + shortTime(j.beginTime)); // scheduled: not before
            return {};
        case Reason:
            return j.isPending() ? j.reason : QString();
        default:
            return {};
        }
    default:
        return {};
    }
}

bool JobTableModel::sameRow(const Row& a, const Row& b)
{
    if (!(a.job == b.job))
        return false;
    const auto& x = a.insight;
    const auto& y = b.insight;
    const bool samePosition = x.position.has_value() == y.position.has_value()
        && (!x.position
            || (x.position->position == y.position->position
                && x.position->estimatedStart == y.position->estimatedStart));
    return x.cause == y.cause && x.inferred == y.inferred && samePosition && x.evidence.text == y.evidence.text;
}

void JobTableModel::rebuildIndex()
{
    m_rowById.clear();
    m_rowById.reserve(m_rows.size());
    for (int i = 0; i < m_rows.size(); ++i)
        m_rowById.insert(m_rows[i].job.id, i);
}

void JobTableModel::applyView(const ClusterViewPtr& view)
{
    m_lastUpdate = {};
    m_user = view->snapshot.currentUser;
    m_takenAt = view->snapshot.takenAt;
    const auto& jobs = view->snapshot.jobs;
    QHash<QString, qsizetype> incoming;
    incoming.reserve(jobs.size());
    for (qsizetype i = 0; i < jobs.size(); ++i)
        incoming.insert(jobs[i].id, i);

    // 1. Removals, as contiguous ranges from the bottom up so earlier row numbers stay valid.
    int last = int(m_rows.size()) - 1;
    while (last >= 0) {
        if (incoming.contains(m_rows[last].job.id)) {
            --last;
            continue;
        }
        int first = last;
        while (first > 0 && !incoming.contains(m_rows[first - 1].job.id))
            --first;
        beginRemoveRows({}, first, last); // `last` is inclusive
        m_rows.remove(first, last - first + 1);
        endRemoveRows();
        m_lastUpdate.removed += last - first + 1;
        last = first - 1;
    }
    if (m_lastUpdate.removed > 0)
        rebuildIndex();

    // 2. Changes, signalled per contiguous range of changed rows.
    int rangeStart = -1;
    auto flush = [this, &rangeStart](int end) {
        if (rangeStart >= 0) {
            Q_EMIT dataChanged(index(rangeStart, 0), index(end, ColumnCount - 1));
            rangeStart = -1;
        }
    };
    for (int r = 0; r < m_rows.size(); ++r) {
        const qsizetype src = incoming.value(m_rows[r].job.id);
        Row fresh { jobs[src], view->insightFor(src) ? *view->insightFor(src) : JobInsight {} };
        if (sameRow(m_rows[r], fresh)) {
            flush(r - 1);
            continue;
        }
        m_rows[r] = std::move(fresh);
        ++m_lastUpdate.changed;
        if (rangeStart < 0)
            rangeStart = r;
    }
    flush(int(m_rows.size()) - 1);

    // 3. New jobs, appended in one batch.
    QList<Row> added;
    for (qsizetype i = 0; i < jobs.size(); ++i) {
        if (!m_rowById.contains(jobs[i].id))
            added.append(Row { jobs[i], view->insightFor(i) ? *view->insightFor(i) : JobInsight {} });
    }
    if (!added.isEmpty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(added.size()) - 1);
        for (auto& row : added) {
            m_rowById.insert(row.job.id, int(m_rows.size()));
            m_rows.append(std::move(row));
        }
        endInsertRows();
        m_lastUpdate.inserted = int(added.size());
    }
    setStale(false);
}

void JobTableModel::setStale(bool stale)
{
    if (m_stale == stale)
        return;
    m_stale = stale;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1), { Qt::ForegroundRole });
}

void JobTableModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1), { Qt::DisplayRole });
}

} // namespace qc
