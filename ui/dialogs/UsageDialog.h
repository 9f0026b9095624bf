#pragma once

#include "forecast/UsageAdvisor.h"

#include <QDialog>
#include <QUrl>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace qc {

class UsageCostChart;

// View ▸ Usage and cost…: the user's GPU-hours, waiting and peak concurrency from their own history, and with the
// prices they enter for this cluster profile (kept on this machine, never sent) the break-even utilisation of a
// monthly instance, a chart of each option's cost per week and which would have been cheapest.
class UsageDialog final : public QDialog
{
    Q_OBJECT
public:
    UsageDialog(ClusterSnapshot snapshot, QUrl backendUrl, QWidget* parent = nullptr);

    // The finished jobs to read (arrive off the UI thread once read).
    void setPast(QList<FinishedJob> past);
    const UsageAdvisor::Report& report() const { return m_report; }
    UsagePrices prices() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void recompute();
    void retranslate();

    ClusterSnapshot m_snapshot;
    QUrl m_url;
    QList<FinishedJob> m_past;
    bool m_pastRead = false;
    UsageAdvisor::Report m_report;
    QDoubleSpinBox* m_gpuHour;
    QDoubleSpinBox* m_instanceMonthly;
    QSpinBox* m_instanceGpus;
    QDoubleSpinBox* m_ownMonthly;
    QLineEdit* m_currency;
    QLabel* m_figures;
    QLabel* m_verdict;
    UsageCostChart* m_chart;
    QLabel* m_pricesLabel[5] = {};
};

} // namespace qc
