#include "LiveLoadChart.h"

#include "DrawWhenShown.h"
#include "NiceScale.h"
#include "model/Clock.h"

#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QDateTimeAxis>
#include <QEvent>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>

namespace qc {

namespace {
QColor regionColor(int index)
{
    // Okabe-Ito: told apart with the common colour-vision deficiencies too.
    static const QList<QColor> palette { QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00), QColor(0x00, 0x9E, 0x73),
                                         QColor(0xCC, 0x79, 0xA7), QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                                         QColor(0x00, 0x00, 0x00) };
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
    // Hover: the value under the pointer, with its time.
    for (QLineSeries* s : { lines.pending, lines.free }) {
        connect(s, &QLineSeries::hovered, this, [this, s](const QPointF& point, bool state) {
            if (state)
                QToolTip::showText(QCursor::pos(), tooltipFor(s, point), m_view);
            else
                QToolTip::hideText();
        });
    }
    it = m_lines.insert(region, lines);
    retranslate();
    return *it;
}

void LiveLoadChart::addView(const ClusterViewPtr& view)
{
    if (!view)
        return;
    const QDateTime at = view->snapshot.takenAtOrNow();
    const qreal x = qreal(at.toMSecsSinceEpoch());
    if (m_firstLive < 0)
        m_firstLive = x;
    if (hiddenInShownWindow(this)) {
        for (const RegionSummary& r : view->regions)
            m_deferred.append({ x, r.name, r.pendingJobs, r.gpusFree });
        // Bounded however long the tab stays hidden: the span's worth of points per region at most.
        const qsizetype cap = qsizetype(m_maxPoints) * std::max<qsizetype>(1, view->regions.size());
        if (m_deferred.size() > cap)
            m_deferred.remove(0, m_deferred.size() - cap);
        return;
    }
    appendDeferred();
    for (const RegionSummary& r : view->regions)
        append({ x, r.name, r.pendingJobs, r.gpusFree });
    rescale();
}

void LiveLoadChart::append(const Point& point)
{
    Lines& lines = linesFor(point.region);
    // A refresh older than the last point (clock step, replayed view) would fold the line back on itself.
    if (lines.pending->count() > 0 && lines.pending->at(lines.pending->count() - 1).x() >= point.x)
        return;
    lines.pending->append(point.x, point.pending);
    lines.free->append(point.x, point.free);
    trim(lines.pending, point.x);
    trim(lines.free, point.x);
}

void LiveLoadChart::appendDeferred()
{
    for (const Point& p : std::exchange(m_deferred, {}))
        append(p);
}

void LiveLoadChart::showEvent(QShowEvent* event)
{
    if (!m_deferred.isEmpty()) {
        appendDeferred();
        rescale();
    }
    QWidget::showEvent(event);
}

QList<QPointF> LiveLoadChart::deferredPoints(const QString& region, bool pending) const
{
    QList<QPointF> out;
    for (const Point& p : m_deferred) {
        if (p.region == region)
            out.append({ p.x, qreal(pending ? p.pending : p.free) });
    }
    return out;
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
        newest = qreal(Clock::currentMSecsSinceEpoch());
    m_time->setRange(QDateTime::fromMSecsSinceEpoch(qint64(newest) - m_spanS * 1000),
                     QDateTime::fromMSecsSinceEpoch(qint64(newest)));
    const NiceScale scale = NiceScale::upTo(top * 1.05);
    m_count->setRange(0, scale.top);
    m_count->setTickCount(scale.intervals() + 1);
    retranslate(); // the legend carries the latest values
}

QString LiveLoadChart::tooltipFor(const QLineSeries* series, const QPointF& point) const
{
    // The nearest point of the line: hovering reports a position on it, not one of its points.
    QPointF nearest = point;
    double best = -1;
    for (const QPointF& p : series->points()) {
        const double d = std::abs(p.x() - point.x());
        if (best < 0 || d < best) {
            best = d;
            nearest = p;
        }
    }
    const QString time
        = QLocale().toString(QDateTime::fromMSecsSinceEpoch(qint64(nearest.x())).toLocalTime(), QLocale::ShortFormat);
    for (auto it = m_lines.cbegin(); it != m_lines.cend(); ++it) {
        if (it->pending == series)
            return tr("%1 at %2: %n job(s) pending", nullptr, int(nearest.y())).arg(it.key(), time);
        if (it->free == series)
            return tr("%1 at %2: %n GPU(s) free", nullptr, int(nearest.y())).arg(it.key(), time);
    }
    return {};
}

QValueAxis* LiveLoadChart::countAxis() const
{
    return m_count;
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
    return (it == m_lines.cend() ? QList<QPointF>() : it->pending->points()) + deferredPoints(region, true);
}

QList<QPointF> LiveLoadChart::freePoints(const QString& region) const
{
    const auto it = m_lines.constFind(region);
    return (it == m_lines.cend() ? QList<QPointF>() : it->free->points()) + deferredPoints(region, false);
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
    // Each line's latest value in the legend, and which line is which: solid pending, dashed free.
    auto last = [](const QLineSeries* s) { return s->count() > 0 ? int(s->at(s->count() - 1).y()) : 0; };
    for (auto it = m_lines.cbegin(); it != m_lines.cend(); ++it) {
        it->pending->setName(tr("%1 pending jobs, solid (now %2)").arg(it.key()).arg(last(it->pending)));
        it->free->setName(tr("%1 free GPUs, dashed (now %2)").arg(it.key()).arg(last(it->free)));
    }
}

} // namespace qc
