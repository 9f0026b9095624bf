#include "CauseBreakdownChart.h"

#include "analysis/Cause.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>
#include <QVBoxLayout>

namespace qc {

namespace {
QColor causeColor(Cause c)
{
    switch (c) {
    case Cause::GpuShortage: return QColor(0xE5, 0x39, 0x35);
    case Cause::Fragmentation: return QColor(0xFB, 0x8C, 0x00);
    case Cause::Quota: return QColor(0x8E, 0x24, 0xAA);
    case Cause::Priority: return QColor(0x1E, 0x88, 0xE5);
    case Cause::StorageIo: return QColor(0x00, 0x89, 0x7B);
    case Cause::Startup: return QColor(0x7C, 0xB3, 0x42);
    case Cause::BeginTime: return QColor(0x90, 0xA4, 0xAE);
    case Cause::Dependency: return QColor(0x60, 0x7D, 0x8B);
    case Cause::Held: return QColor(0xA1, 0x88, 0x7F);
    case Cause::Unavailable: return QColor(0x6D, 0x4C, 0x41);
    case Cause::NeverRuns: return QColor(0x21, 0x21, 0x21);
    case Cause::Other: return QColor(0xBD, 0xBD, 0xBD);
    }
    return Qt::gray;
}
} // namespace

CauseBreakdownChart::CauseBreakdownChart(QWidget* parent)
    : QWidget(parent)
    , m_chart(new QChart)
    , m_chartView(new QChartView(m_chart, this))
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
    m_totals.clear();
    m_regions.clear();
    for (const auto& r : view->regions)
        m_regions.append(r.name);
    const auto& jobs = view->snapshot.jobs;
    for (qsizetype i = 0; i < jobs.size(); ++i) {
        const JobInsight* in = view->insightFor(i);
        if (!in || !in->cause || !jobs[i].isPending())
            continue;
        m_totals[jobs[i].partition][causeName(*in->cause)] += jobs[i].gpus;
    }
    redraw();
}

void CauseBreakdownChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        redraw();
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
    for (Cause c : allCauses()) {
        const QString name = causeName(c);
        bool any = false;
        auto* set = new QBarSet(CauseText::label(c));
        set->setColor(causeColor(c));
        for (const auto& region : m_regions) {
            const int gpus = m_totals.value(region).value(name);
            any = any || gpus > 0;
            *set << gpus;
        }
        if (any)
            series->append(set);
        else
            delete set;
    }
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
    gpus->setRange(0, std::max(8, maxTotal));
    gpus->setLabelFormat(QStringLiteral("%d"));
    gpus->applyNiceNumbers();
    gpus->setTitleText(tr("GPUs"));
    m_chart->addAxis(gpus, Qt::AlignBottom);
    series->attachAxis(gpus);
}

} // namespace qc
