#pragma once

#include "DrawWhenShown.h"
#include "analysis/Cause.h"
#include "analysis/ClusterView.h"

#include <QColor>
#include <QWidget>

class QChart;
class QChartView;

namespace qc {

// Pending GPUs per region, stacked by why they wait. Qt Charts stays behind this adapter so a later
// move to Qt Graphs is local.
class CauseBreakdownChart : public QWidget
{
    Q_OBJECT
public:
    explicit CauseBreakdownChart(QWidget* parent = nullptr);

    void setView(const ClusterViewPtr& view);
    // region -> cause name -> pending GPUs, as last drawn (for tests).
    const QMap<QString, QMap<QString, int>>& totals() const { return m_totals; }
    // What hovering a bar segment shows: region, cause, its GPUs and their share of the region's pending GPUs.
    QString tooltipFor(int regionIndex, Cause cause) const;
    QChart* chart() const { return m_chart; }
    static QColor colorFor(Cause cause);

protected:
    void changeEvent(QEvent* event) override;

private:
    void redraw();

    QChart* m_chart;
    QChartView* m_chartView;
    QMap<QString, QMap<QString, int>> m_totals;
    QStringList m_regions;
    RedrawWhenShown* m_redraw; // a view that arrives while hidden is drawn when shown
};

} // namespace qc
