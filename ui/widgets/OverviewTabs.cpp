#include "OverviewTabs.h"

#include "BusyHoursView.h"
#include "NodesTab.h"
#include "OffPeakPanel.h"
#include "UsageBarDelegate.h"
#include "charts/CauseBreakdownChart.h"
#include "charts/LiveLoadChart.h"
#include "models/RegionTableModel.h"
#include "service/ClusterSession.h"

#include <QHeaderView>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace qc {

OverviewTabs::OverviewTabs(QWidget* parent)
    : QWidget(parent)
    , m_regionModel(new RegionTableModel(this))
    , m_regionView(new QTableView(this))
{
    m_regionView->setObjectName(QStringLiteral("regionView"));
    m_regionView->setModel(m_regionModel);
    m_regionView->setItemDelegate(new UsageBarDelegate(m_regionView));
    m_regionView->verticalHeader()->hide();
    m_regionView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_regionView->setSelectionMode(QAbstractItemView::NoSelection);
    m_regionView->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_regionView->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Created in tab order, the chart before the tab bar, as Tab has always gone.
    m_causeChart = new CauseBreakdownChart(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("topTabs"));
    m_tabs->setMinimumHeight(250); // room for the chart's axes and the node grid
    m_tabs->addTab(m_regionView, QString());
    m_tabs->addTab(m_causeChart, QString());
    m_nodes = new NodesTab(this);
    m_tabs->addTab(m_nodes, QString());
    m_busyHours = new BusyHoursView(this);
    m_tabs->addTab(m_busyHours, QString());
    m_liveLoad = new LiveLoadChart(this);
    m_tabs->addTab(m_liveLoad, QString());
    m_plan = new OffPeakPanel(this);
    m_tabs->addTab(m_plan, QString());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
}

void OverviewTabs::setSession(ClusterSession* session)
{
    connect(session, &ClusterSession::viewUpdated, this, &OverviewTabs::onViewUpdated);
    m_nodes->setSession(session);
    connect(session, &ClusterSession::statsUpdated, m_busyHours, &BusyHoursView::setStats);
    session->setRecentLoadSpan(m_liveLoad->spanSeconds());
    connect(session, &ClusterSession::recentLoadRead, m_liveLoad, &LiveLoadChart::seed);
    m_plan->setHistoryPath(session->historyPath());
}

void OverviewTabs::onViewUpdated(const ClusterViewPtr& view)
{
    m_regionModel->setRegions(view->regions);
    m_causeChart->setView(view);
    m_liveLoad->addView(view);
    m_plan->setView(view);
}

void OverviewTabs::retranslate()
{
    const QStringList names { tr("Regions"),    tr("Why jobs wait"), tr("Nodes"),
                              tr("Busy hours"), tr("Live load"),     tr("Plan") };
    for (int i = 0; i < names.size(); ++i)
        m_tabs->setTabText(i, names[i]);
    m_nodes->retranslate();
    m_regionModel->retranslate();
}

} // namespace qc
