#include "ClusterView.h"

namespace qc {

std::shared_ptr<const ClusterView> ClusterView::build(ClusterSnapshot snapshot, Capabilities capabilities)
{
    auto view = std::make_shared<ClusterView>();
    view->insights = JobInsight::computeAll(snapshot, capabilities);
    view->regions = RegionSummary::fromSnapshot(snapshot);
    view->capabilities = capabilities;
    view->snapshot = std::move(snapshot);
    return view;
}

} // namespace qc
