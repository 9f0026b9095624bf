#include "HeatmapWidget.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <cmath>

namespace qc {

HeatmapWidget::HeatmapWidget(QWidget* parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void HeatmapWidget::setData(QStringList rows, QStringList columns, QList<QList<Cell>> cells, double maxValue)
{
    m_rows = std::move(rows);
    m_columns = std::move(columns);
    m_cells = std::move(cells);
    m_max = maxValue > 0 ? maxValue : 1;
    updateGeometry();
    update();
}

void HeatmapWidget::setCategoryLegend(QList<std::pair<QColor, QString>> categories)
{
    m_categories = std::move(categories);
    update();
}

void HeatmapWidget::setTitle(const QString& title)
{
    m_title = title;
    update();
}

void HeatmapWidget::setLegend(const QString& low, const QString& high)
{
    m_low = low;
    m_high = high;
    update();
}

QSize HeatmapWidget::sizeHint() const
{
    return { 120 + int(m_columns.size()) * 28, 60 + int(m_rows.size()) * 24 };
}

QSize HeatmapWidget::minimumSizeHint() const
{
    return { 200, 80 };
}

QColor HeatmapWidget::colorFor(double f)
{
    // Perceptually ordered: pale yellow (idle) -> orange -> deep red (saturated).
    f = std::clamp(f, 0.0, 1.0);
    const QColor a(0xFF, 0xF7, 0xBC), b(0xFE, 0x99, 0x29), c(0xB1, 0x00, 0x26);
    auto mix = [](const QColor& x, const QColor& y, double t) {
        return QColor::fromRgbF(float(x.redF() + (y.redF() - x.redF()) * t),
                                float(x.greenF() + (y.greenF() - x.greenF()) * t),
                                float(x.blueF() + (y.blueF() - x.blueF()) * t));
    };
    return f < 0.5 ? mix(a, b, f * 2) : mix(b, c, (f - 0.5) * 2);
}

QRect HeatmapWidget::gridRect() const
{
    const QFontMetrics fm(font());
    int labelWidth = 0;
    for (const auto& r : m_rows)
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(r));
    const int top = (m_title.isEmpty() ? 4 : fm.height() + 8) + fm.height() + 4;
    const int bottom = fm.height() + 10;
    return QRect(labelWidth + 10, top, width() - labelWidth - 16, height() - top - bottom);
}

QRect HeatmapWidget::cellRect(int row, int column) const
{
    const QRect g = gridRect();
    const double w = double(g.width()) / std::max<qsizetype>(1, m_columns.size());
    const double h = double(g.height()) / std::max<qsizetype>(1, m_rows.size());
    return QRect(int(g.left() + column * w), int(g.top() + row * h), int(std::ceil(w)) - 1, int(std::ceil(h)) - 1);
}

void HeatmapWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm(font());
    if (!m_title.isEmpty()) {
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        p.drawText(QRect(4, 2, width() - 8, fm.height() + 4), Qt::AlignLeft | Qt::AlignVCenter, m_title);
        p.setFont(font());
    }
    if (m_rows.isEmpty() || m_columns.isEmpty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No data yet"));
        return;
    }
    const QRect g = gridRect();
    // Column labels: empty ones are gaps (e.g. only the first column of each day is named); a label that would
    // overlap the one drawn before it is skipped.
    p.setPen(palette().color(QPalette::Text));
    int drawnUntil = -1;
    for (int c = 0; c < m_columns.size(); ++c) {
        if (m_columns[c].isEmpty())
            continue;
        const QRect r = cellRect(0, c);
        const int w = fm.horizontalAdvance(m_columns[c]);
        const int left = std::max(g.left(), r.left() + (r.width() - w) / 2);
        if (left <= drawnUntil + 4)
            continue;
        p.drawText(QRect(left, g.top() - fm.height() - 2, w + 2, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   m_columns[c]);
        drawnUntil = left + w;
    }
    for (int r = 0; r < m_rows.size(); ++r) {
        const QRect rr = cellRect(r, 0);
        p.setPen(palette().color(QPalette::Text)); // cell texts may have left it white
        p.drawText(QRect(2, rr.top(), g.left() - 6, rr.height()), Qt::AlignRight | Qt::AlignVCenter, m_rows[r]);
        for (int c = 0; c < m_columns.size() && c < m_cells.value(r).size(); ++c) {
            const Cell& cell = m_cells[r][c];
            const QRect cr = cellRect(r, c);
            if (std::isnan(cell.value)) {
                p.fillRect(cr, palette().color(QPalette::AlternateBase));
                continue;
            }
            const QColor color = cell.color.isValid() ? cell.color : colorFor(cell.value / m_max);
            p.fillRect(cr, color);
            if (cell.thin)
                p.fillRect(cr, QBrush(QColor(255, 255, 255, 150), Qt::BDiagPattern));
            if (!cell.text.isEmpty() && fm.horizontalAdvance(cell.text) + 2 < cr.width()
                && fm.height() <= cr.height()) {
                p.setPen(color.lightnessF() < 0.45 ? Qt::white : Qt::black);
                p.drawText(cr, Qt::AlignCenter, cell.text);
            }
        }
    }
    const int ly = height() - fm.height() - 4;
    if (!m_categories.isEmpty()) {
        // Legend: a swatch and a name per category, as many as fit on the line.
        int x = g.left();
        const int box = fm.height() - 6;
        for (const auto& [color, name] : m_categories) {
            const int w = box + 4 + fm.horizontalAdvance(name) + 12;
            if (x + w > width())
                break;
            p.fillRect(QRect(x, ly + 3, box, box), color);
            p.setPen(palette().color(QPalette::Text));
            p.drawText(QPoint(x + box + 4, ly + fm.ascent()), name);
            x += w;
        }
        return;
    }
    // Legend: a gradient bar with its two ends named.
    QLinearGradient grad(g.left(), 0, g.left() + 160, 0);
    for (double t : { 0.0, 0.5, 1.0 })
        grad.setColorAt(t, colorFor(t));
    p.fillRect(QRect(g.left() + fm.horizontalAdvance(m_low) + 6, ly + 3, 160, fm.height() - 6), grad);
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QPoint(g.left(), ly + fm.ascent()), m_low);
    p.drawText(QPoint(g.left() + fm.horizontalAdvance(m_low) + 172, ly + fm.ascent()), m_high);
}

bool HeatmapWidget::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        for (int r = 0; r < m_rows.size(); ++r) {
            for (int c = 0; c < m_columns.size() && c < m_cells.value(r).size(); ++c) {
                if (cellRect(r, c).contains(help->pos()) && !m_cells[r][c].tooltip.isEmpty()) {
                    QToolTip::showText(help->globalPos(), m_cells[r][c].tooltip, this);
                    return true;
                }
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

} // namespace qc
