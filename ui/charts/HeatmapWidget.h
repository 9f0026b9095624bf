#pragma once

#include <QColor>
#include <QWidget>

namespace qc {

// A grid of coloured cells with row and column labels: busy hours (weekday x hour), regions x time,
// regions x GPU type. Qt Charts has no heatmap series; painting it is simpler than bending one.
class HeatmapWidget : public QWidget
{
    Q_OBJECT
public:
    struct Cell
    {
        double value = qQNaN(); // NaN: no data
        QString text; // drawn in the cell when it fits
        QString tooltip;
        bool thin = false; // too little data: drawn hatched
        QColor color; // valid: a category's colour, drawn instead of the value's place on the scale
    };

    explicit HeatmapWidget(QWidget* parent = nullptr);

    void setData(QStringList rows, QStringList columns, QList<QList<Cell>> cells, double maxValue);
    void setTitle(const QString& title);
    void setLegend(const QString& low, const QString& high);
    // Categories instead of a scale: a swatch and a name for each (empty: the scale's gradient again).
    void setCategoryLegend(QList<std::pair<QColor, QString>> categories);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    int rowCount() const { return int(m_rows.size()); }
    int columnCount() const { return int(m_columns.size()); }
    const Cell& cell(int row, int column) const { return m_cells[row][column]; }
    QString columnLabel(int column) const { return m_columns.value(column); }
    double maxValue() const { return m_max; }
    QString legendLow() const { return m_low; }
    QString legendHigh() const { return m_high; }
    const QList<std::pair<QColor, QString>>& categoryLegend() const { return m_categories; }

    static QColor colorFor(double fraction);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRect gridRect() const;
    QRect cellRect(int row, int column) const;

    QString m_title;
    QString m_low;
    QString m_high;
    QStringList m_rows;
    QStringList m_columns;
    QList<QList<Cell>> m_cells;
    QList<std::pair<QColor, QString>> m_categories;
    double m_max = 1;
};

} // namespace qc
