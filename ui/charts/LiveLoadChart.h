#pragma once

#include "analysis/ClusterView.h"
#include "model/HistorySample.h"

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
    // For tests: the points of one region's lines, with those kept while hidden (not trimmed until drawn).
    QList<QPointF> pendingPoints(const QString& region) const;
    QList<QPointF> freePoints(const QString& region) const;
    // What hovering a line at `point` shows: region, time and value of its nearest point.
    QString tooltipFor(const QLineSeries* series, const QPointF& point) const;
    QValueAxis* countAxis() const;
    QChart* chart() const { return m_chart; }

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    struct Lines
    {
        QLineSeries* pending = nullptr;
        QLineSeries* free = nullptr;
    };
    // One region's values of one refresh, kept while the chart is hidden (hiddenInShownWindow) and drawn when shown.
    struct Point
    {
        qreal x = 0;
        QString region;
        int pending = 0;
        int free = 0;
    };
    void append(const Point& point);
    void appendDeferred(); // the points kept while hidden, onto the lines (the caller rescales)
    QList<QPointF> deferredPoints(const QString& region, bool pending) const;
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
    QList<Point> m_deferred; // oldest first, at most m_maxPoints per region
};

} // namespace qc
