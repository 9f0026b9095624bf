#pragma once

#include "analysis/ClusterView.h"

#include <QWidget>

class QTabWidget;
class QTableView;

namespace qc {

class BusyHoursView;
class CauseBreakdownChart;
class ClusterSession;
class LiveLoadChart;
class NodesTab;
class OffPeakPanel;
class RegionTableModel;

// The tabs above the job table: regions, why jobs wait, nodes, busy hours, live load and the plan. They follow
// the session they are given: each view, the busy-hours statistics and the recent load.
class OverviewTabs : public QWidget
{
    Q_OBJECT
public:
    explicit OverviewTabs(QWidget* parent = nullptr);

    void setSession(ClusterSession* session);
    void retranslate();

    QTabWidget* tabs() const { return m_tabs; }
    QTableView* regionView() const { return m_regionView; }
    CauseBreakdownChart* causeChart() const { return m_causeChart; }
    BusyHoursView* busyHours() const { return m_busyHours; }
    OffPeakPanel* plan() const { return m_plan; }

private:
    void onViewUpdated(const ClusterViewPtr& view);

    RegionTableModel* m_regionModel;
    QTableView* m_regionView;
    CauseBreakdownChart* m_causeChart;
    QTabWidget* m_tabs;
    NodesTab* m_nodes;
    BusyHoursView* m_busyHours;
    LiveLoadChart* m_liveLoad;
    OffPeakPanel* m_plan;
};

} // namespace qc
