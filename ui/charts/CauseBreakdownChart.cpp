#include "CauseBreakdownChart.h"

#include "DrawWhenShown.h"
#include "NiceScale.h"
#include "analysis/Cause.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

namespace qc {

QColor CauseBreakdownChart::colorFor(Cause c)
{
    // Paul Tol's vibrant and muted schemes: distinct with the common colour-vision deficiencies, and the three
    // "not competing yet" causes (begin time, dependency, held) no longer three near-identical greys.
    switch (c) {
    case Cause::GpuShortage:
        return QColor(0xCC, 0x33, 0x11);
    case Cause::Fragmentation:
        return QColor(0xEE, 0x77, 0x33);
    case Cause::Quota:
        return QColor(0xAA, 0x44, 0x99);
    case Cause::Priority:
        return QColor(0x00, 0x77, 0xBB);
    case Cause::StorageIo:
        return QColor(0x00, 0x99, 0x88);
    case Cause::Startup:
        return QColor(0x11, 0x77, 0x33);
    case Cause::BeginTime:
        return QColor(0x88, 0xCC, 0xEE);
    case Cause::Dependency:
        return QColor(0xDD, 0xCC, 0x77);
    case Cause::Held:
        return QColor(0x88, 0x22, 0x55);
    case Cause::Unavailable:
        return QColor(0x99, 0x99, 0x33);
    case Cause::NeverRuns:
        return QColor(0x22, 0x22, 0x22);
    case Cause::Other:
        return QColor(0xBB, 0xBB, 0xBB);
    }
    return Qt::gray;
}

QString CauseBreakdownChart::tooltipFor(int regionIndex, Cause cause) const
{
    const QString region = m_regions.value(regionIndex);
    const int gpus = m_totals.value(region).value(causeName(cause));
    int total = 0;
    for (int v : m_totals.value(region))
        total += v;
    return tr("%1 — %2: %n pending GPU(s) (%3% of %4 there)", nullptr, gpus)
        .arg(region, CauseText::label(cause))
        .arg(total > 0 ? qRound(100.0 * gpus / total) : 0)
        .arg(total);
}

CauseBreakdownChart::CauseBreakdownChart(QWidget* parent)
    : QWidget(parent)
    , m_chart(new QChart)
    , m_chartView(new QChartView(m_chart, this))
    , m_redraw(new RedrawWhenShown(this, [this] { redraw(); }))
{
    setObjectName(QStringLiteral("causeChart"));
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_chartView);
}

void CauseBreakdownChart::setView(const ClusterViewPtr& view)
{
    m_regions.clear();
    for (const auto& r : view->regions)
        m_regions.append(r.name);
    m_totals = view->pendingGpusByCause; // summed on the worker that built the view
    m_redraw->request();
}

void CauseBreakdownChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        m_redraw->request();
    QWidget::changeEvent(event);
}

void CauseBreakdownChart::redraw()
{
    // Replaced whole each refresh: a handful of bars, and no stale series state to reason about.
    m_chart->removeAllSeries();
    for (QAbstractAxis* axis : m_chart->axes())
        m_chart->removeAxis(axis);
    m_chart->setTitle(tr("Pending GPUs by why they wait"));
    auto* series = new QHorizontalStackedBarSeries;
    int maxTotal = 0;
    QList<Cause> shown;
    for (Cause c : allCauses()) {
        const QString name = causeName(c);
        int sum = 0;
        auto* set = new QBarSet(QString());
        set->setColor(colorFor(c));
        set->setBorderColor(colorFor(c).darker(130));
        for (const auto& region : m_regions) {
            const int gpus = m_totals.value(region).value(name);
            sum += gpus;
            *set << gpus;
        }
        // The legend says how much of each: "GPU shortage (96)".
        set->setLabel(tr("%1 (%2)").arg(CauseText::label(c)).arg(sum));
        if (sum > 0) {
            series->append(set);
            shown.append(c);
        } else {
            delete set;
        }
    }
    connect(series, &QHorizontalStackedBarSeries::hovered, this,
            [this, series, shown](bool on, int index, QBarSet* set) {
                const qsizetype k = series->barSets().indexOf(set);
                if (on && k >= 0 && k < shown.size())
                    QToolTip::showText(QCursor::pos(), tooltipFor(index, shown[k]), m_chartView);
                else
                    QToolTip::hideText();
            });
    for (const auto& region : m_regions) {
        int total = 0;
        for (int v : m_totals.value(region))
            total += v;
        maxTotal = std::max(maxTotal, total);
    }
    m_chart->addSeries(series);
    auto* regions = new QBarCategoryAxis;
    regions->append(m_regions);
    m_chart->addAxis(regions, Qt::AlignLeft);
    series->attachAxis(regions);
    auto* gpus = new QValueAxis;
    const NiceScale scale = NiceScale::upTo(std::max(8, maxTotal));
    gpus->setRange(0, scale.top);
    gpus->setTickCount(scale.intervals() + 1);
    gpus->setLabelFormat(QStringLiteral("%d"));
    gpus->setTitleText(tr("GPUs"));
    m_chart->addAxis(gpus, Qt::AlignBottom);
    series->attachAxis(gpus);
}

} // namespace qc
