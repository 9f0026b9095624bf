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
    int nodeCount() const { return int(m_nodes.size()); }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Item {
        Node node;
        int row = 0;
        int column = 0;
    };
    QRect itemRect(const Item& item) const;

    QStringList m_regions;
    QList<Item> m_nodes;
    int m_maxPerRow = 1;
};

} // namespace qc
