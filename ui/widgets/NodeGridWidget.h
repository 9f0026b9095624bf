#pragma once

#include "model/ClusterSnapshot.h"

#include <QWidget>

namespace qc {

// Every node of every region as a strip of GPU slots, filled where busy: free GPUs scattered over many
// nodes (fragmentation) are visible at a glance.
class NodeGridWidget : public QWidget
{
    Q_OBJECT
public:
    explicit NodeGridWidget(QWidget* parent = nullptr);

    void setSnapshot(const ClusterSnapshot& snapshot);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // Regions with more nodes than fit across wrap onto further lines, so every node is on the widget.
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    int nodeCount() const { return int(m_nodes.size()); }
    // Where node i is drawn at the current width (for tests and tooltips).
    QRect nodeRect(int i) const { return itemRect(m_nodes.value(i)); }
    QString nodeName(int i) const { return m_nodes.value(i).node.name; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Item
    {
        Node node;
        int row = 0;
        int column = 0;
    };
    QRect itemRect(const Item& item) const;
    int perLine(int width) const;
    int regionTop(int region, int width) const;

    QStringList m_regions;
    QList<Item> m_nodes;
    int m_maxPerRow = 1;
    QList<int> m_countPerRegion;
};

} // namespace qc
