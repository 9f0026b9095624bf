#pragma once

#include "analysis/RegionSummary.h"

#include <QAbstractTableModel>

namespace qc {

// Capacity and demand per region, one row each.
class RegionTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, State, Gpus, Busy, Free, MaxFreeOnNode, Running, Pending, PendingGpus, ColumnCount };
    enum Role { FractionRole = Qt::UserRole + 1 }; // 0..1 for the usage bar

    explicit RegionTableModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setRegions(const QList<RegionSummary>& regions);
    const RegionSummary* regionAt(int row) const;
    void retranslate();

private:
    QList<RegionSummary> m_regions;
};

} // namespace qc
