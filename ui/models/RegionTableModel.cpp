#include "RegionTableModel.h"

namespace qc {

RegionTableModel::RegionTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

int RegionTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_regions.size());
}

int RegionTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const RegionSummary* RegionTableModel::regionAt(int row) const
{
    return row >= 0 && row < m_regions.size() ? &m_regions[row] : nullptr;
}

QVariant RegionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Pending)
        return tr("Every pending job, held and not yet eligible ones included; a job's place in the queue counts "
                  "only the eligible ones.");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Region");
    case State:
        return tr("State");
    case Gpus:
        return tr("GPUs");
    case Busy:
        return tr("Busy");
    case Free:
        return tr("Free");
    case MaxFreeOnNode:
        return tr("Most free on one node");
    case Running:
        return tr("Running jobs");
    case Pending:
        return tr("Pending jobs");
    case PendingGpus:
        return tr("Pending GPUs");
    default:
        return {};
    }
}

QVariant RegionTableModel::data(const QModelIndex& index, int role) const
{
    const RegionSummary* r = regionAt(index.row());
    if (!r)
        return {};
    if (role == FractionRole) {
        if (index.column() == Busy)
            return r->utilisation();
        if (index.column() == PendingGpus)
            return std::min(1.0, r->pressure());
        return {};
    }
    if (role == Qt::ToolTipRole && index.column() == Gpus) {
        QStringList parts;
        for (auto it = r->gpusTotalByType.cbegin(); it != r->gpusTotalByType.cend(); ++it)
            parts.append(
                tr("%1: %2 free of %3")
                    .arg(it.key(), QString::number(r->gpusFreeByType.value(it.key())), QString::number(it.value())));
        return parts.join(QLatin1Char('\n'));
    }
    if (role == Qt::TextAlignmentRole && index.column() >= Gpus)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Name:
        return r->name;
    case State:
        return r->state;
    case Gpus:
        return r->gpusTotal;
    case Busy:
        return tr("%1 (%2%)").arg(r->gpusBusy).arg(qRound(r->utilisation() * 100));
    case Free:
        return r->gpusUnavailable > 0 ? tr("%1 (+%2 down)").arg(r->gpusFree).arg(r->gpusUnavailable)
                                      : QString::number(r->gpusFree);
    case MaxFreeOnNode:
        return r->maxFreeOnOneNode;
    case Running:
        return r->runningJobs;
    case Pending:
        return r->pendingJobs;
    case PendingGpus:
        return r->pendingGpus;
    default:
        return {};
    }
}

void RegionTableModel::setRegions(const QList<RegionSummary>& regions)
{
    bool sameNames = regions.size() == m_regions.size();
    for (qsizetype i = 0; sameNames && i < regions.size(); ++i)
        sameNames = regions[i].name == m_regions[i].name;
    if (sameNames) {
        m_regions = regions;
        if (!m_regions.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(int(m_regions.size()) - 1, ColumnCount - 1));
        return;
    }
    // The set of regions changed (another cluster): a handful of rows, a reset is the honest signal.
    beginResetModel();
    m_regions = regions;
    endResetModel();
}

void RegionTableModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

} // namespace qc
