#include "LiveLoadChart.h"

#include <QChart>
#include <QChartView>
#include <QDateTimeAxis>
#include <QEvent>
#include <QLineSeries>
#include <QPen>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>

namespace qc {

namespace {
QColor regionColor(int index)
{
    static const QList<QColor> palette { QColor(0x1E, 0x88, 0xE5), QColor(0xE5, 0x39, 0x35), QColor(0x43, 0xA0, 0x47),
                                         QColor(0xFB, 0x8C, 0x00), QColor(0x8E, 0x24, 0xAA), QColor(0x00, 0x89, 0x7B) };
    return palette[index % palette.size()];
}
} // namespace

LiveLoadChart::LiveLoadChart(QWidget* parent)
    : QWidget(parent)
    , m_chart(new QChart)
    , m_view(new QChartView(m_chart, this))
    , m_time(new QDateTimeAxis(this))
    , m_count(new QValueAxis(this))
{
    setObjectName(QStringLiteral("liveLoadChart"));
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_time->setFormat(QStringLiteral("HH:mm"));
    m_time->setTickCount(7);
    m_count->setLabelFormat(QStringLiteral("%d"));
    m_count->setMin(0);
    m_chart->addAxis(m_time, Qt::AlignBottom);
    m_chart->addAxis(m_count, Qt::AlignLeft);
    m_view->setRenderHint(QPainter::Antialiasing);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    retranslate();
    rescale();
}

LiveLoadChart::Lines& LiveLoadChart::linesFor(const QString& region)
{
    auto it = m_lines.find(region);
    if (it != m_lines.end())
        return *it;
    const QColor color = regionColor(int(m_order.size()));
    m_order.append(region);
    Lines lines;
    lines.pending = new QLineSeries(m_chart);
    lines.free = new QLineSeries(m_chart);
    for (QLineSeries* s : { lines.pending, lines.free }) {
        m_chart->addSeries(s);
        s->attachAxis(m_time);
        s->attachAxis(m_count);
    }
    // After addSeries: adding applies the chart theme's pens.
    lines.pending->setPen(QPen(color, 2));
    lines.free->setPen(QPen(color, 2, Qt::DashLine));
    it = m_lines.insert(region, lines);
    retranslate();
    return *it;
}

void LiveLoadChart::addView(const ClusterViewPtr& view)
{
    if (!view)
        return;
    const QDateTime at = view->snapshot.takenAt.isValid() ? view->snapshot.takenAt : QDateTime::currentDateTimeUtc();
    const qreal x = qreal(at.toMSecsSinceEpoch());
    if (m_firstLive < 0)
        m_firstLive = x;
    for (const RegionSummary& r : view->regions) {
        Lines& lines = linesFor(r.name);
        // A refresh older than the last point (clock step, replayed view) would fold the line back on itself.
        if (lines.pending->count() > 0 && lines.pending->at(lines.pending->count() - 1).x() >= x)
            continue;
        lines.pending->append(x, r.pendingJobs);
        lines.free->append(x, r.gpusFree);
        trim(lines.pending, x);
        trim(lines.free, x);
    }
    rescale();
}

void LiveLoadChart::seed(const QList<HistorySample>& samples)
{
    QHash<QString, QList<QPointF>> pending;
    QHash<QString, QList<QPointF>> free;
    for (const HistorySample& h : samples) {
        const qreal x = qreal(h.time.toMSecsSinceEpoch());
        if (h.region.isEmpty() || !h.time.isValid() || (m_firstLive >= 0 && x >= m_firstLive))
            continue;
        pending[h.region].append({ x, qreal(h.pendingJobs) });
        free[h.region].append({ x, qreal(h.gpusFree) });
    }
    for (auto it = pending.begin(); it != pending.end(); ++it) {
        Lines& lines = linesFor(it.key());
        for (auto [series, seeds] :
             { std::pair { lines.pending, &it.value() }, std::pair { lines.free, &free[it.key()] } }) {
            std::sort(seeds->begin(), seeds->end(), [](const QPointF& a, const QPointF& b) { return a.x() < b.x(); });
            // Replaces earlier seeds, keeps the live points.
            QList<QPointF> live;
            for (const QPointF& p : series->points()) {
                if (m_firstLive >= 0 && p.x() >= m_firstLive)
                    live.append(p);
            }
            series->replace(*seeds + live);
            if (series->count() > 0)
                trim(series, series->at(series->count() - 1).x());
        }
    }
    rescale();
}

void LiveLoadChart::trim(QLineSeries* series, qreal newest)
{
    const qreal oldest = newest - qreal(m_spanS) * 1000;
    int drop = 0;
    while (drop < series->count() && series->at(drop).x() < oldest)
        ++drop;
    drop = std::max(drop, series->count() - m_maxPoints);
    if (drop > 0)
        series->removePoints(0, drop);
}

void LiveLoadChart::rescale()
{
    qreal newest = 0;
    qreal top = 1;
    for (const Lines& lines : std::as_const(m_lines)) {
        for (QLineSeries* s : { lines.pending, lines.free }) {
            for (int i = 0; i < s->count(); ++i) {
                newest = std::max(newest, s->at(i).x());
                top = std::max(top, s->at(i).y());
            }
        }
    }
    if (newest <= 0)
        newest = qreal(QDateTime::currentMSecsSinceEpoch());
    m_time->setRange(QDateTime::fromMSecsSinceEpoch(qint64(newest) - m_spanS * 1000),
                     QDateTime::fromMSecsSinceEpoch(qint64(newest)));
    m_count->setRange(0, std::ceil(top * 1.1));
}

void LiveLoadChart::setSpanSeconds(qint64 span)
{
    m_spanS = std::max<qint64>(60, span);
    rescale();
}

void LiveLoadChart::setMaxPoints(int points)
{
    m_maxPoints = std::max(2, points);
}

QList<QPointF> LiveLoadChart::pendingPoints(const QString& region) const
{
    const auto it = m_lines.constFind(region);
    return it == m_lines.cend() ? QList<QPointF>() : it->pending->points();
}

QList<QPointF> LiveLoadChart::freePoints(const QString& region) const
{
    const auto it = m_lines.constFind(region);
    return it == m_lines.cend() ? QList<QPointF>() : it->free->points();
}

void LiveLoadChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LiveLoadChart::retranslate()
{
    m_chart->setTitle(tr("Queue length and free GPUs per region (solid: pending jobs, dashed: free GPUs)"));
    m_time->setTitleText(tr("Time"));
    m_count->setTitleText(tr("Jobs / GPUs"));
    for (auto it = m_lines.cbegin(); it != m_lines.cend(); ++it) {
        it->pending->setName(tr("%1 pending jobs").arg(it.key()));
        it->free->setName(tr("%1 free GPUs").arg(it.key()));
    }
}

} // namespace qc
