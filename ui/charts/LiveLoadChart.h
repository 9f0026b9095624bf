#pragma once

#include "model/HistorySample.h"
#include "analysis/ClusterView.h"

#include <QHash>
#include <QWidget>

class QChart;
class QChartView;
class QDateTimeAxis;
class QLineSeries;
class QValueAxis;

namespace qc {

// Queue length (pending jobs) and free GPUs per region over the last hours, one point per refresh. Points are
// appended as views arrive and dropped when older than the span or beyond the point cap, so the chart stays
// bounded however long the app runs. Qt Charts stays behind this adapter.
class LiveLoadChart : public QWidget
{
    Q_OBJECT
public:
    explicit LiveLoadChart(QWidget* parent = nullptr);

    void addView(const ClusterViewPtr& view);
    // History before the first live point, from the history database's region samples (RegionLoadSeries keeps
    // only ratios; the samples have the counts). Samples at or after the first live point are ignored.
    void seed(const QList<HistorySample>& samples);

    void setSpanSeconds(qint64 span);
    qint64 spanSeconds() const { return m_spanS; }
    void setMaxPoints(int points);
    // For tests: the points of one region's lines.
    QList<QPointF> pendingPoints(const QString& region) const;
    QList<QPointF> freePoints(const QString& region) const;
    // What hovering a line at `point` shows: region, time and value of its nearest point.
    QString tooltipFor(const QLineSeries* series, const QPointF& point) const;
    QValueAxis* countAxis() const;
    QChart* chart() const { return m_chart; }

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Lines
    {
        QLineSeries* pending = nullptr;
        QLineSeries* free = nullptr;
    };
    Lines& linesFor(const QString& region);
    void trim(QLineSeries* series, qreal newest);
    void rescale();
    void retranslate();

    QChart* m_chart;
    QChartView* m_view;
    QDateTimeAxis* m_time;
    QValueAxis* m_count;
    QHash<QString, Lines> m_lines;
    QStringList m_order;
    qint64 m_spanS = 6 * 3600;
    int m_maxPoints = 720;
    qreal m_firstLive = -1; // ms since epoch of the first live point; seeds stop there
};

} // namespace qc
