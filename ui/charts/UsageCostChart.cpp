#include "UsageCostChart.h"

#include "NiceScale.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLocale>
#include <QVBoxLayout>
#include <QValueAxis>

namespace qc {

UsageCostChart::UsageCostChart(QWidget* parent)
    : QWidget(parent)
    , m_chart(new QChart)
{
    setObjectName(QStringLiteral("usageCostChart"));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    auto* view = new QChartView(m_chart, this);
    view->setRenderHint(QPainter::Antialiasing);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view);
    setMinimumHeight(240);
}

void UsageCostChart::clear()
{
    m_chart->removeAllSeries();
    for (QAbstractAxis* axis : m_chart->axes())
        m_chart->removeAxis(axis);
    m_series = nullptr;
}

void UsageCostChart::setCosts(const UsageAdvisor::Costs& costs, bool withOwnHardware, const QString& currency)
{
    clear();
    m_series = new QBarSeries;
    auto* perUse = new QBarSet(UsageAdvisor::optionLabel(UsageAdvisor::Option::PayPerUse));
    auto* instance = new QBarSet(UsageAdvisor::optionLabel(UsageAdvisor::Option::Instance));
    auto* own = withOwnHardware ? new QBarSet(UsageAdvisor::optionLabel(UsageAdvisor::Option::OwnHardware)) : nullptr;
    perUse->setColor(QColor(0xf0, 0xa0, 0x30));
    instance->setColor(QColor(0x4a, 0x90, 0xd9));
    QStringList weeks;
    double top = 0;
    const QLocale locale;
    for (const auto& w : costs.weeks) {
        weeks.append(locale.toString(w.start, QLocale::ShortFormat));
        *perUse << w.payPerUse;
        *instance << w.instance;
        top = std::max({ top, w.payPerUse, w.instance });
        if (own) {
            *own << w.own;
            top = std::max(top, w.own);
        }
    }
    m_series->append(perUse);
    m_series->append(instance);
    if (own) {
        own->setColor(QColor(0x4c, 0xaf, 0x50));
        m_series->append(own);
    }
    m_chart->addSeries(m_series);
    m_weeks = new QBarCategoryAxis;
    m_weeks->append(weeks);
    m_weeks->setTitleText(tr("Week starting"));
    m_chart->addAxis(m_weeks, Qt::AlignBottom);
    m_series->attachAxis(m_weeks);
    m_cost = new QValueAxis;
    const NiceScale scale = NiceScale::upTo(top);
    m_cost->setRange(0, scale.top);
    m_cost->setTickCount(scale.intervals() + 1);
    m_cost->setLabelFormat(QStringLiteral("%.0f"));
    m_cost->setTitleText(currency.isEmpty() ? tr("Cost per week") : tr("Cost per week (%1)").arg(currency));
    m_chart->addAxis(m_cost, Qt::AlignLeft);
    m_series->attachAxis(m_cost);
}

} // namespace qc
