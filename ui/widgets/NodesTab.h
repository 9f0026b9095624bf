#pragma once

#include "analysis/ClusterView.h"

#include <QSplitter>

namespace qc {

class ClusterSession;
class HeatmapWidget;
class NodeGridWidget;

// The Nodes tab: every node's GPUs as a grid, beside a heatmap of how busy each GPU type is per region.
// It follows the session it is given.
class NodesTab : public QSplitter
{
    Q_OBJECT
public:
    explicit NodesTab(QWidget* parent = nullptr);

    void setSession(ClusterSession* session);
    void setView(const ClusterViewPtr& view);
    void retranslate();

private:
    void updateTypeHeatmap(const QList<RegionSummary>& regions);

    NodeGridWidget* m_grid;
    HeatmapWidget* m_typeHeatmap;
};

} // namespace qc
