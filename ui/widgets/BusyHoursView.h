#pragma once

#include "charts/DrawWhenShown.h"
#include "charts/HeatmapWidget.h"
#include "history/HistoryQuery.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace qc {

// Measured, not assumed: when this cluster's queues are long (weekday x hour of median or p90 wait, pending-GPU
// pressure, or the cause jobs waited on longest) and how each region's load moved over the last day or week.
class BusyHoursView : public QWidget
{
    Q_OBJECT
public:
    explicit BusyHoursView(QWidget* parent = nullptr);

    void setStats(HistoryStats stats, QString zoneName);
    HeatmapWidget* weekGrid() const { return m_week; }
    HeatmapWidget* loadGrid() const { return m_load; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void redraw();
    HeatmapWidget::Cell causeCell(const BusyCell& cell, const QString& day, int hour) const;
    QString startupText(const BusyHoursGrid* grid) const; // the region's, or every region's with "All regions"

    HistoryStats m_stats;
    QString m_zone;
    QComboBox* m_region;
    QComboBox* m_metric;
    QComboBox* m_span;
    QComboBox* m_loadMetric;
    QLabel* m_notice;
    HeatmapWidget* m_week;
    HeatmapWidget* m_load;
    RedrawWhenShown* m_redraw; // statistics that arrive while hidden are drawn when shown
};

} // namespace qc
