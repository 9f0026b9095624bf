#include "NodesTab.h"

#include "NodeGridWidget.h"
#include "charts/HeatmapWidget.h"
#include "service/ClusterSession.h"

#include <QScrollArea>

namespace qc {

NodesTab::NodesTab(QWidget* parent)
    : QSplitter(Qt::Horizontal, parent)
    , m_grid(new NodeGridWidget(this))
    , m_typeHeatmap(new HeatmapWidget(this))
{
    m_typeHeatmap->setObjectName(QStringLiteral("typeHeatmap"));
    auto* gridScroll = new QScrollArea(this);
    gridScroll->setWidget(m_grid);
    gridScroll->setWidgetResizable(true);
    addWidget(gridScroll);
    addWidget(m_typeHeatmap);
    setStretchFactor(0, 3);
    setStretchFactor(1, 2);
}

void NodesTab::setSession(ClusterSession* session)
{
    connect(session, &ClusterSession::viewUpdated, this, &NodesTab::setView);
}

void NodesTab::setView(const ClusterViewPtr& view)
{
    m_grid->setSnapshot(view->snapshot);
    updateTypeHeatmap(view->regions);
}

void NodesTab::retranslate()
{
    m_typeHeatmap->setTitle(tr("GPU types busy now, per region"));
    m_typeHeatmap->setLegend(tr("idle"), tr("full"));
}

void NodesTab::updateTypeHeatmap(const QList<RegionSummary>& regions)
{
    QStringList rows, types;
    for (const auto& r : regions) {
        rows.append(r.name);
        for (auto it = r.gpusTotalByType.cbegin(); it != r.gpusTotalByType.cend(); ++it) {
            if (!types.contains(it.key()))
                types.append(it.key());
        }
    }
    types.sort();
    QList<QList<HeatmapWidget::Cell>> cells;
    for (const auto& r : regions) {
        QList<HeatmapWidget::Cell> row;
        for (const auto& t : types) {
            HeatmapWidget::Cell cell;
            const int total = r.gpusTotalByType.value(t);
            if (total > 0) {
                const int free = r.gpusFreeByType.value(t);
                cell.value = 1.0 - double(free) / total;
                cell.text = QStringLiteral("%1/%2").arg(total - free).arg(total);
                cell.tooltip
                    = tr("%1 %2: %3 of %4 GPUs free").arg(r.name, t, QString::number(free), QString::number(total));
            }
            row.append(cell);
        }
        cells.append(row);
    }
    m_typeHeatmap->setData(rows, types, cells, 1.0);
}

} // namespace qc
