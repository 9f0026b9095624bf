#pragma once

#include <QStyledItemDelegate>

namespace qc {

// Draws a thin bar under the text of cells that carry a 0..1 fraction (RegionTableModel::FractionRole).
class UsageBarDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

} // namespace qc
