#include "JobTableModel.h"

#include "analysis/Cause.h"
#include "forecast/StartForecast.h"
#include "model/Clock.h"
#include "model/DisposeOffUiThread.h"
#include "model/SlurmTime.h"

#include <QColor>
#include <QFont>
#include <QLocale>
#include <limits>
#include <optional>

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
    return row >= 0 && row < m_rows.size() ? &m_view->snapshot.jobs[m_rows[row]] : nullptr;
}

const JobInsight* JobTableModel::insightAt(int row) const
{
    static const JobInsight none;
    if (row < 0 || row >= m_rows.size())
        return nullptr;
    const JobInsight* in = m_view->insightFor(m_rows[row]);
    return in ? in : &none;
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
        = local.date() == Clock::currentDateTime().date() ? QStringLiteral("HH:mm") : QStringLiteral("MM-dd HH:mm");
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

// Sort keys of the Start column, in seconds since the epoch: times as such, then the jobs with no time at all.
constexpr qint64 NoTimeKey = std::numeric_limits<qint64>::max();
constexpr qint64 HeldKey = NoTimeKey - 2;
constexpr qint64 NeverRunsKey = NoTimeKey - 1;

// "123" and "123_4" (an array task) sort by 123; anything else ("prof:123", "abc") has no number. Reads the digits
// in place: the first sort of a 100,000-job queue asks for this ~3 million times.
std::optional<qint64> numericJobId(const QString& id)
{
    qint64 n = 0;
    qsizetype i = 0;
    for (; i < id.size() && id[i] != QLatin1Char('_'); ++i) {
        const char16_t c = id[i].unicode();
        if (c < u'0' || c > u'9' || i >= 18)
            return std::nullopt;
        n = n * 10 + (c - u'0');
    }
    if (i == 0)
        return std::nullopt;
    return n;
}

template<typename T> int threeWay(const T& a, const T& b)
{
    return a < b ? -1 : (b < a ? 1 : 0);
}

QString forecastTip(const StartEstimate& e)
{
    if (e.kind != StartEstimate::Kind::Estimate)
        return e.note;
    auto in
        = [&e](const QDateTime& t) { return StartForecast::durationText(double(std::max<qint64>(0, e.at.secsTo(t)))); };
    QStringList lines;
    lines << JobTableModel::tr("Forecast (the detail pane's): P50 %1 (in %2)")
                 .arg(StartForecast::timeText(e.p50, e.at), in(e.p50));
    if (e.beyondSeen)
        lines << StartForecast::beyondSeenText(e);
    else
        lines << JobTableModel::tr("P90: %1 (in %2)").arg(StartForecast::timeText(e.p90, e.at), in(e.p90));
    if (e.why != StartEstimate::Why::None && !e.note.isEmpty())
        lines << e.note;
    lines << JobTableModel::tr("Rests on: %1.").arg(e.basis);
    return lines.join(QLatin1Char('\n'));
}
} // namespace

const StartEstimate* JobTableModel::forecastFor(const QString& jobId) const
{
    const auto it = m_forecasts.constFind(jobId);
    return it == m_forecasts.cend() ? nullptr : &*it;
}

qint64 JobTableModel::startSortKey(const Job& j, const JobInsight& in) const
{
    if (!j.isPending() && j.startTime.isValid())
        return j.startTime.toSecsSinceEpoch();
    const StartEstimate* f = j.isPending() ? forecastFor(j.id) : nullptr;
    if (f && f->kind == StartEstimate::Kind::Held)
        return HeldKey;
    if (f && f->kind == StartEstimate::Kind::NeverRuns)
        return NeverRunsKey;
    if (f && f->kind != StartEstimate::Kind::NoData && f->p50.isValid())
        return f->p50.toSecsSinceEpoch();
    if (j.startTime.isValid())
        return j.startTime.toSecsSinceEpoch();
    if (const QDateTime scheduler = in.estimatedStart(); scheduler.isValid())
        return scheduler.toSecsSinceEpoch();
    if (j.isPending() && j.beginTime.isValid() && (!m_takenAt.isValid() || j.beginTime > m_takenAt))
        return j.beginTime.toSecsSinceEpoch();
    return NoTimeKey;
}

QVariant JobTableModel::startData(const Job& j, const JobInsight& in, int role) const
{
    if (role == SortRole)
        return startSortKey(j, in);
    const StartEstimate* f = j.isPending() ? forecastFor(j.id) : nullptr;
    const bool forecast = f && f->kind != StartEstimate::Kind::NoData;
    // Without a forecast of ours: the scheduler's own estimate, else a begin time still ahead (a begin time already
    // passed no longer says anything about the start).
    const QDateTime scheduler = in.estimatedStart();
    const bool beginAhead = j.isPending() && j.beginTime.isValid() && (!m_takenAt.isValid() || j.beginTime > m_takenAt);
    if (role == Qt::ToolTipRole) {
        if (forecast)
            return forecastTip(*f);
        QString tip;
        if (j.isPending() && scheduler.isValid())
            tip = tr("The scheduler's own estimate (its backfill plan); QueueCast's forecast follows.");
        else if (beginAhead)
            tip = tr("Not before its begin time.");
        if (f && !f->note.isEmpty())
            tip = tip.isEmpty() ? f->note : QString(f->note + QLatin1Char('\n') + tip);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    if (!j.isPending() && j.startTime.isValid())
        return shortTime(j.startTime);
    if (forecast) {
        switch (f->kind) {
        case StartEstimate::Kind::Held:
            return tr("held");
        case StartEstimate::Kind::NeverRuns:
            return tr("never runs");
        default:
            // "≈": QueueCast's forecast, not a time the scheduler gave.
            return QString(QStringLiteral("≈") + shortTime(f->p50));
        }
    }
    if (j.startTime.isValid())
        return shortTime(j.startTime);
    if (scheduler.isValid())
        return QString(QStringLiteral("~") + shortTime(scheduler));
    if (beginAhead)
        return QString(QStringLiteral("≥") + shortTime(j.beginTime)); // scheduled: not before
    return {};
}

QVariant JobTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Job& j = *jobAt(index.row());
    const JobInsight& in = *insightAt(index.row());
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
        if (index.column() == Start)
            return startData(j, in, role);
        if (index.column() == Cause || index.column() == Reason)
            return in.evidence().text.isEmpty() ? j.reasonDescription : in.evidence().text;
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
            const std::optional<qint64> n = numericJobId(j.id);
            return n ? QVariant(qlonglong(*n)) : QVariant(j.id);
        }
        case Gpus:
            return j.gpus;
        case Position:
            return in.position ? in.position->position : std::numeric_limits<int>::max();
        case Submitted:
            return j.submitTime;
        case Start:
            return startData(j, in, role);
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
            return startData(j, in, role);
        case Reason:
            return j.isPending() ? j.reason : QString();
        default:
            return {};
        }
    default:
        return {};
    }
}

int JobTableModel::compareRows(int rowA, int rowB, int column) const
{
    const Job* a = jobAt(rowA);
    const Job* b = jobAt(rowB);
    if (!a || !b)
        return threeWay(rowA, rowB);
    const JobInsight& ia = *insightAt(rowA);
    const JobInsight& ib = *insightAt(rowB);
    switch (column) {
    case Id: {
        // As the SortRole's variants compare: numbers by value, before ids that are not numbers.
        const auto na = numericJobId(a->id);
        const auto nb = numericJobId(b->id);
        if (na && nb)
            return threeWay(*na, *nb);
        if (na || nb)
            return na ? -1 : 1;
        return a->id.compare(b->id);
    }
    case Name:
        return a->name.compare(b->name);
    case User:
        return a->user.compare(b->user);
    case Partition:
        return a->partition.compare(b->partition);
    case State:
        return threeWay(int(a->state), int(b->state));
    case Gpus:
        return threeWay(a->gpus, b->gpus);
    case Position: {
        constexpr int none = std::numeric_limits<int>::max();
        return threeWay(ia.position ? ia.position->position : none, ib.position ? ib.position->position : none);
    }
    case Submitted:
        return threeWay(a->submitTime, b->submitTime);
    case Start:
        return threeWay(startSortKey(*a, ia), startSortKey(*b, ib));
    case Reason:
        return (a->isPending() ? a->reason : QString()).compare(b->isPending() ? b->reason : QString());
    default: { // the displayed text, as the SortRole gives it; no value at all (a job without a cause) goes last, as
               // QSortFilterProxyModel puts it
        const QVariant va = data(index(rowA, column), Qt::DisplayRole);
        const QVariant vb = data(index(rowB, column), Qt::DisplayRole);
        if (!va.isValid() || !vb.isValid())
            return int(!va.isValid()) - int(!vb.isValid());
        return va.toString().compare(vb.toString());
    }
    }
}

void JobTableModel::applyView(const ClusterViewPtr& view)
{
    applyDiff(view, diffTo(m_view, m_rows, view));
}

void JobTableModel::applyDiff(const ClusterViewPtr& view, const JobTableDiff& diff)
{
    ++m_generation;
    m_lastUpdate = {};
    m_user = view->snapshot.currentUser;
    m_takenAt = view->snapshot.takenAt;

    // 1. Removals, by ranges from the bottom up; the rows still show the previous view meanwhile.
    for (const auto& [first, last] : diff.removedRanges) {
        beginRemoveRows({}, first, last); // `last` is inclusive
        m_rows.remove(first, last - first + 1);
        endRemoveRows();
    }
    m_lastUpdate.removed = diff.removed;

    // 2. The rows left show the same jobs in the new view (an O(1) swap and the index list), and the changed
    // ones say so, per contiguous range.
    m_view = view;
    m_rows = diff.rows.first(diff.kept);
    disposeOffUiThread(std::exchange(m_rowById, diff.rowById)); // the old index: one string per job to free
    for (const auto& [first, last] : diff.changedRanges)
        Q_EMIT dataChanged(index(first, 0), index(last, ColumnCount - 1));
    m_lastUpdate.changed = diff.changed;

    // 3. New jobs, appended in one batch.
    if (diff.added > 0) {
        beginInsertRows({}, diff.kept, diff.kept + diff.added - 1);
        m_rows = diff.rows;
        endInsertRows();
        m_lastUpdate.inserted = diff.added;
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

void JobTableModel::updateForecasts(const QHash<QString, StartEstimate>& all,
                                    const QHash<QString, StartEstimate>& changed, const QStringList& gone)
{
    disposeOffUiThread(std::exchange(m_forecasts, all));
    QList<int> rows;
    rows.reserve(changed.size() + gone.size());
    for (const QString& id : gone) {
        if (const int row = m_rowById.value(id, -1); row >= 0)
            rows.append(row);
    }
    for (auto it = changed.cbegin(); it != changed.cend(); ++it) {
        if (const int row = m_rowById.value(it.key(), -1); row >= 0)
            rows.append(row);
    }
    // One dataChanged per run of adjacent rows, on the Start column only.
    std::sort(rows.begin(), rows.end());
    for (qsizetype i = 0; i < rows.size();) {
        qsizetype last = i;
        while (last + 1 < rows.size() && rows[last + 1] <= rows[last] + 1)
            ++last;
        Q_EMIT dataChanged(index(rows[i], Start), index(rows[last], Start));
        i = last + 1;
    }
    m_lastUpdate.forecastRows = int(rows.size());
}

void JobTableModel::clearForecasts()
{
    if (m_forecasts.isEmpty())
        return;
    m_forecasts.clear();
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, Start), index(int(m_rows.size()) - 1, Start));
}

void JobTableModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1), { Qt::DisplayRole });
}

} // namespace qc
