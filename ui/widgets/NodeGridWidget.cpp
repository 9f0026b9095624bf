#include "NodeGridWidget.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

namespace qc {

namespace {
constexpr int kSlot = 7; // one GPU
constexpr int kGap = 6;
constexpr int kRowHeight = 22;
constexpr int kLabelWidth = 90;
constexpr int kCell = 8 * kSlot + 2 + kGap; // one node, up to 8 GPUs wide
} // namespace

NodeGridWidget::NodeGridWidget(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("nodeGrid"));
    setMouseTracking(true);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

int NodeGridWidget::perLine(int width) const
{
    return std::max(1, (width - kLabelWidth - 4) / kCell);
}

int NodeGridWidget::regionTop(int region, int width) const
{
    const int n = perLine(width);
    int top = 6;
    for (int r = 0; r < region && r < m_countPerRegion.size(); ++r)
        top += std::max(1, (m_countPerRegion[r] + n - 1) / n) * kRowHeight;
    return top;
}

int NodeGridWidget::heightForWidth(int width) const
{
    return regionTop(int(m_regions.size()), width) + 6;
}

QSize NodeGridWidget::minimumSizeHint() const
{
    return { kLabelWidth + kCell + 4, heightForWidth(kLabelWidth + kCell + 4) };
}

void NodeGridWidget::setSnapshot(const ClusterSnapshot& snapshot)
{
    m_regions.clear();
    m_nodes.clear();
    m_maxPerRow = 1;
    for (const auto& p : snapshot.partitions)
        m_regions.append(p.name);
    m_countPerRegion = QList<int>(m_regions.size(), 0);
    QHash<QString, int> columnOfRegion;
    for (const auto& n : snapshot.nodes) {
        const int row = int(m_regions.indexOf(n.partitions.value(0)));
        if (row < 0)
            continue;
        const int column = columnOfRegion[n.partitions.value(0)]++;
        m_maxPerRow = std::max(m_maxPerRow, column + 1);
        m_countPerRegion[row] = column + 1;
        m_nodes.append({ n, row, column });
    }
    updateGeometry();
    update();
}

QRect NodeGridWidget::itemRect(const Item& item) const
{
    const int n = perLine(width());
    const int slotCount = std::max(1, item.node.gpusTotal());
    const int w = std::min(slotCount, 8) * kSlot + 2;
    return QRect(kLabelWidth + (item.column % n) * kCell, regionTop(item.row, width()) + (item.column / n) * kRowHeight,
                 w, kRowHeight - 8);
}

QSize NodeGridWidget::sizeHint() const
{
    const int w = 100 + m_maxPerRow * kCell;
    return { w, heightForWidth(w) };
}

void NodeGridWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    p.setPen(palette().color(QPalette::Text));
    for (int r = 0; r < m_regions.size(); ++r)
        p.drawText(QRect(4, regionTop(r, width()), 84, kRowHeight - 8), Qt::AlignLeft | Qt::AlignVCenter, m_regions[r]);
    for (const auto& item : m_nodes) {
        const QRect box = itemRect(item);
        const int total = item.node.gpusTotal();
        const int used = item.node.gpusUsed();
        const bool up = item.node.available();
        for (int s = 0; s < total && s < 16; ++s) {
            const QRect slot(box.left() + 1 + (s % 8) * kSlot, box.top() + 1 + (s / 8) * (box.height() / 2), kSlot - 1,
                             total > 8 ? box.height() / 2 - 1 : box.height() - 2);
            const QColor color = !up ? QColor(0x9E, 0x9E, 0x9E)
                : s < used           ? QColor(0x1E, 0x88, 0xE5)
                                     : QColor(0xC8, 0xE6, 0xC9);
            p.fillRect(slot, color);
        }
        p.setPen(up ? palette().color(QPalette::Mid) : QColor(0x61, 0x61, 0x61));
        p.drawRect(box.adjusted(0, 0, -1, -1));
        if (!up)
            p.drawLine(box.topLeft(), box.bottomRight());
    }
}

bool NodeGridWidget::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        for (const auto& item : m_nodes) {
            if (itemRect(item).contains(help->pos())) {
                QStringList types;
                for (const auto& g : item.node.gpus)
                    types.append(
                        QStringLiteral("%1 %2/%3").arg(g.type, QString::number(g.used), QString::number(g.total)));
                QToolTip::showText(
                    help->globalPos(),
                    tr("%1 — %2\nGPUs busy: %3").arg(item.node.name, item.node.state, types.join(QStringLiteral(", "))),
                    this);
                return true;
            }
        }
        QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace qc
