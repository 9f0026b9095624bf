#include "BusyHoursView.h"

#include "charts/CauseBreakdownChart.h"
#include "charts/DrawWhenShown.h"
#include "charts/HeatmapWidget.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

namespace qc {

namespace {
constexpr int kCauseMetric = 3;

QString duration(double seconds)
{
    if (seconds < 0)
        return {};
    if (seconds < 90)
        return BusyHoursView::tr("%1 s").arg(qRound(seconds));
    if (seconds < 5400)
        return BusyHoursView::tr("%1 min").arg(qRound(seconds / 60));
    return BusyHoursView::tr("%1 h").arg(QLocale().toString(seconds / 3600, 'f', seconds < 36000 ? 1 : 0));
}
} // namespace

BusyHoursView::BusyHoursView(QWidget* parent)
    : QWidget(parent)
    , m_region(new QComboBox(this))
    , m_metric(new QComboBox(this))
    , m_span(new QComboBox(this))
    , m_loadMetric(new QComboBox(this))
    , m_notice(new QLabel(this))
    , m_week(new HeatmapWidget(this))
    , m_load(new HeatmapWidget(this))
    , m_redraw(new RedrawWhenShown(this, [this] { redraw(); }))
{
    setObjectName(QStringLiteral("busyHoursView"));
    m_week->setObjectName(QStringLiteral("busyHoursGrid"));
    m_load->setObjectName(QStringLiteral("regionLoadGrid"));
    m_notice->setWordWrap(true);
    m_notice->setObjectName(QStringLiteral("busyHoursNotice"));
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_region);
    controls->addWidget(m_metric);
    controls->addStretch(1);
    controls->addWidget(m_span);
    controls->addWidget(m_loadMetric);
    auto* grids = new QHBoxLayout;
    grids->addWidget(m_week, 3);
    grids->addWidget(m_load, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(controls);
    layout->addLayout(grids, 1);
    layout->addWidget(m_notice);
    retranslate();
    for (QComboBox* box : { m_region, m_metric, m_span, m_loadMetric })
        connect(box, &QComboBox::currentIndexChanged, this, &BusyHoursView::redraw);
}

void BusyHoursView::retranslate()
{
    const QSignalBlocker b1(m_metric), b2(m_span), b3(m_loadMetric);
    const int metric = std::max(0, m_metric->currentIndex());
    m_metric->clear();
    m_metric->addItems(
        { tr("Median wait"), tr("90th percentile wait"), tr("Pending GPU pressure"), tr("Why jobs waited") });
    m_metric->setCurrentIndex(metric);
    const int span = std::max(0, m_span->currentIndex());
    m_span->clear();
    m_span->addItems({ tr("Last 7 days"), tr("Last 24 hours") });
    m_span->setCurrentIndex(span);
    const int load = std::max(0, m_loadMetric->currentIndex());
    m_loadMetric->clear();
    m_loadMetric->addItems({ tr("Pressure (pending GPUs / GPUs)"), tr("Utilisation") });
    m_loadMetric->setCurrentIndex(load);
    if (m_region->count() > 0)
        m_region->setItemText(0, tr("All regions"));
    redraw();
}

void BusyHoursView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void BusyHoursView::setStats(HistoryStats stats, QString zoneName)
{
    m_stats = std::move(stats);
    m_zone = std::move(zoneName);
    const QString selected = m_region->currentData().toString();
    const QSignalBlocker blocker(m_region);
    m_region->clear();
    for (const auto& grid : m_stats.busyHours)
        m_region->addItem(grid.region.isEmpty() ? tr("All regions") : grid.region, grid.region);
    m_region->setCurrentIndex(std::max(0, m_region->findData(selected)));
    // Behind another tab it only keeps the statistics (the heatmaps' layout and the notice's rich text took ~10 ms
    // of the UI thread per pass at 58,000 jobs); it draws when shown.
    m_redraw->request();
}

void BusyHoursView::redraw()
{
    // Weekday x hour.
    const BusyHoursGrid* grid = nullptr;
    for (const auto& g : m_stats.busyHours) {
        if (g.region == m_region->currentData().toString())
            grid = &g;
    }
    QStringList days;
    for (int d = 1; d <= 7; ++d)
        days.append(QLocale().dayName(d, QLocale::ShortFormat));
    QStringList hours;
    for (int h = 0; h < 24; ++h)
        hours.append(QString::number(h));
    QList<QList<HeatmapWidget::Cell>> cells;
    double maxValue = 0;
    QHash<int, double> causeTotals; // dominant causes' seconds, for the legend's order
    double minRaw = -1;
    double maxRaw = -1;
    int thin = 0;
    if (grid) {
        for (int d = 1; d <= 7; ++d) {
            QList<HeatmapWidget::Cell> row;
            for (int h = 0; h < 24; ++h) {
                const BusyCell& c = grid->cell(d, h);
                HeatmapWidget::Cell cell;
                const int metric = m_metric->currentIndex();
                if (metric == kCauseMetric) {
                    cell = causeCell(c, days[d - 1], h);
                    thin += cell.thin ? 1 : 0;
                    if (const auto cause = c.dominantCause())
                        causeTotals[int(*cause)] += c.causeSeconds.first().second;
                    row.append(cell);
                    continue;
                }
                const double v = metric == 0 ? c.medianWaitS : metric == 1 ? c.p90WaitS : c.pressure;
                if (v >= 0) {
                    cell.value = metric == 2 ? v : std::log1p(v / 60.0); // waits on a log scale
                    cell.text = metric == 2 ? QLocale().toString(v, 'f', 1) : QString();
                    maxValue = std::max(maxValue, cell.value);
                    minRaw = minRaw < 0 ? v : std::min(minRaw, v);
                    maxRaw = std::max(maxRaw, v);
                }
                cell.thin = c.thin && metric != 2;
                thin += cell.thin ? 1 : 0;
                cell.tooltip
                    = tr("%1 %2:00–%3:00 (%4)\nmedian wait %5, 90 percent within %6\n%n job(s)", nullptr, int(c.jobs))
                          .arg(days[d - 1])
                          .arg(h, 2, 10, QLatin1Char('0'))
                          .arg((h + 1) % 24, 2, 10, QLatin1Char('0'))
                          .arg(m_zone, duration(c.medianWaitS), duration(c.p90WaitS))
                    + (c.pressure >= 0 ? tr("\npending GPU pressure %1").arg(QLocale().toString(c.pressure, 'f', 2))
                                       : QString())
                    + (c.thin ? tr("\ntoo little data to trust") : QString());
                row.append(cell);
            }
            cells.append(row);
        }
    }
    const bool causes = m_metric->currentIndex() == kCauseMetric;
    m_week->setTitle(causes ? tr("Why jobs waited, by the hour they waited (%1)").arg(m_zone)
                            : tr("Busy hours by submit time (%1)").arg(m_zone));
    QList<std::pair<Cause, double>> legendOrder;
    for (auto it = causeTotals.cbegin(); it != causeTotals.cend(); ++it)
        legendOrder.append({ Cause(it.key()), it.value() });
    std::sort(legendOrder.begin(), legendOrder.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    QList<std::pair<QColor, QString>> legend;
    for (const auto& [cause, seconds] : legendOrder)
        legend.append({ CauseBreakdownChart::colorFor(cause), CauseText::label(cause) });
    m_week->setCategoryLegend(causes ? legend : QList<std::pair<QColor, QString>>());
    // The legend's ends carry the numbers they stand for.
    if (m_metric->currentIndex() == 2)
        m_week->setLegend(tr("idle (0)"), tr("busiest (%1)").arg(QLocale().toString(std::max(1.0, maxValue), 'f', 1)));
    else if (maxRaw >= 0)
        m_week->setLegend(tr("short wait (%1)").arg(duration(minRaw)), tr("long wait (%1)").arg(duration(maxRaw)));
    else
        m_week->setLegend(tr("short wait"), tr("long wait"));
    if (grid)
        m_week->setData(days, hours, cells,
                        m_metric->currentIndex() == 2 || causes ? std::max(1.0, maxValue) : maxValue);
    else
        m_week->setData({}, {}, {}, 1.0);

    // Regions x time.
    const auto& series = m_span->currentIndex() == 0 ? m_stats.lastWeek : m_stats.lastDay;
    QStringList regions, times;
    QList<QList<HeatmapWidget::Cell>> load;
    const bool pressure = m_loadMetric->currentIndex() == 0;
    const QLocale locale;
    double loadMax = 0;
    for (const auto& s : series) {
        regions.append(s.region);
        QList<HeatmapWidget::Cell> row;
        for (const auto& p : s.points) {
            HeatmapWidget::Cell cell;
            if (p.samples > 0) {
                cell.value = pressure ? p.pressure : p.utilisation;
                loadMax = std::max(loadMax, cell.value);
                cell.tooltip
                    = tr("%1 %2\npressure %3, utilisation %4%")
                          .arg(s.region, locale.toString(p.start.toLocalTime(), QLocale::ShortFormat),
                               locale.toString(p.pressure, 'f', 2), locale.toString(qRound(p.utilisation * 100)));
            }
            row.append(cell);
        }
        load.append(row);
    }
    if (!series.isEmpty()) {
        // QLocale, not QDateTime::toString: that one writes weekdays in English whatever the language. Over a week
        // only the first column of each day is named, so the day labels do not repeat.
        QDate lastDay;
        for (const auto& p : series.first().points) {
            const QDateTime local = p.start.toLocalTime();
            if (m_span->currentIndex() == 0) {
                times.append(local.date() != lastDay ? locale.toString(local, QStringLiteral("ddd")) : QString());
                lastDay = local.date();
            } else {
                times.append(locale.toString(local, QStringLiteral("HH:mm")));
            }
        }
    }
    // Scaled to the data: on a quiet cluster a fixed top of 2 drew everything pale, on a busy one all red.
    const double top = pressure ? std::max(0.05, loadMax) : std::max(0.05, std::min(1.0, loadMax));
    m_load->setTitle(tr("Load per region"));
    m_load->setLegend(pressure ? tr("low (0)") : tr("low (0%)"),
                      pressure ? tr("high (%1)").arg(locale.toString(top, 'f', 2))
                               : tr("high (%1%)").arg(locale.toString(qRound(top * 100))));
    m_load->setData(regions, times, load, top);

    if (m_stats.jobs == 0)
        m_notice->setText(
            tr("No history yet: QueueCast records while it watches; import past jobs from accounting or a trace."));
    else if (causes)
        m_notice->setText(tr("From %n stored change(s) of the jobs' causes. Each cell is coloured by the cause jobs "
                             "waited on longest during that hour; hatched cells saw fewer than 3 jobs or 10 minutes "
                             "of waiting; %1 of 168 are hatched.",
                             nullptr, int(m_stats.causeChanges))
                              .arg(thin)
                          + QLatin1Char('\n') + startupText(grid));
    else
        m_notice->setText(tr("From %n finished job(s) and %1 samples. Hatched cells have too little data (fewer than 5 "
                             "users or 20 jobs); %2 of 168 are hatched.",
                             nullptr, int(m_stats.jobs))
                              .arg(m_stats.samples)
                              .arg(thin)
                          + QLatin1Char('\n') + startupText(grid));
}

HeatmapWidget::Cell BusyHoursView::causeCell(const BusyCell& c, const QString& day, int hour) const
{
    HeatmapWidget::Cell cell;
    const auto cause = c.dominantCause();
    if (!cause)
        return cell; // nobody waited here: no data
    const double share = c.dominantShare();
    double total = 0;
    for (const auto& part : c.causeSeconds)
        total += part.second;
    cell.value = share;
    cell.color = CauseBreakdownChart::colorFor(*cause);
    cell.thin = c.causeThin;
    QString parts;
    for (qsizetype i = 0; i < c.causeSeconds.size() && i < 3; ++i)
        parts += tr("\n%1: %2 (%3%)")
                     .arg(CauseText::label(c.causeSeconds[i].first), duration(c.causeSeconds[i].second))
                     .arg(qRound(100 * c.causeSeconds[i].second / total));
    cell.tooltip = tr("%1 %2:00–%3:00 (%4)\nwaiting seen: %5 over %n job(s)", nullptr, int(c.causeJobs))
                       .arg(day)
                       .arg(hour, 2, 10, QLatin1Char('0'))
                       .arg((hour + 1) % 24, 2, 10, QLatin1Char('0'))
                       .arg(m_zone, duration(total))
        + parts + (c.causeThin ? tr("\ntoo little data to trust") : QString());
    return cell;
}

QString BusyHoursView::startupText(const BusyHoursGrid* grid) const
{
    const auto one = [](const BusyHoursGrid& g) {
        return g.startupsSeen > 0 ? tr("median %1 over %n job(s) seen starting up", nullptr, int(g.startupsSeen))
                                        .arg(duration(g.medianStartupS))
                                  : tr("none seen");
    };
    if (!grid)
        return {};
    if (!grid->region.isEmpty())
        return tr("Start-up (allocated to running: image pull, staging, prolog) in %1: %2; %n job(s) went from "
                  "pending to running within one refresh.",
                  nullptr, int(grid->startsWithoutStartup))
            .arg(grid->region, one(*grid));
    QStringList regions;
    for (const auto& g : m_stats.busyHours) {
        if (!g.region.isEmpty() && g.startupsSeen > 0)
            regions.append(
                tr("%1 %2 (%n job(s))", nullptr, int(g.startupsSeen)).arg(g.region, duration(g.medianStartupS)));
    }
    return regions.isEmpty() ? tr("Start-up (allocated to running): none seen yet.")
                             : tr("Median start-up (allocated to running) per region: %1.")
                                   .arg(regions.join(tr("; ", "between the regions of a list")));
}

} // namespace qc
