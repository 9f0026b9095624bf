#pragma once

#include "forecast/UsageAdvisor.h"

#include <QWidget>

class QBarCategoryAxis;
class QBarSeries;
class QChart;
class QValueAxis;

namespace qc {

// Cost per week of the three ways of paying (per use, a monthly instance, own hardware) over the user's last weeks,
// as grouped bars. Qt Charts stays behind this adapter; the series is replaced whole for each report.
class UsageCostChart : public QWidget
{
    Q_OBJECT
public:
    explicit UsageCostChart(QWidget* parent = nullptr);

    void setCosts(const UsageAdvisor::Costs& costs, bool withOwnHardware, const QString& currency);
    void clear();
    QBarSeries* series() const { return m_series; }

private:
    QChart* m_chart;
    QBarSeries* m_series = nullptr;
    QBarCategoryAxis* m_weeks = nullptr;
    QValueAxis* m_cost = nullptr;
};

} // namespace qc
