#include "UsageBarDelegate.h"

#include "models/RegionTableModel.h"

#include <QPainter>

namespace qc {

void UsageBarDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyledItemDelegate::paint(painter, option, index);
    const QVariant fraction = index.data(RegionTableModel::FractionRole);
    if (!fraction.isValid())
        return;
    const double f = std::clamp(fraction.toDouble(), 0.0, 1.0);
    const QRect bar(option.rect.left() + 4, option.rect.bottom() - 4, option.rect.width() - 8, 3);
    painter->save();
    painter->fillRect(bar, QColor(0, 0, 0, 30));
    // Green while there is room, amber when tight, red when saturated.
    const QColor color = f < 0.7 ? QColor(0x2E, 0x7D, 0x32)
        : f < 0.9                ? QColor(0xF9, 0xA8, 0x25)
                                 : QColor(0xC6, 0x28, 0x28);
    painter->fillRect(QRect(bar.left(), bar.top(), int(bar.width() * f), bar.height()), color);
    painter->restore();
}

} // namespace qc
