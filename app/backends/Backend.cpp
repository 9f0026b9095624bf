#include "Backend.h"

#include "../model/JsonCodec.h"

namespace qc {

QString Backend::previewSubmit(JobSpec spec) const
{
    const QString request = submitRequestPreview(spec);
    if (!request.isEmpty())
        return request;
    // A backend without a wire format of its own takes the spec as it is, in QueueCast's JSON.
    return QString::fromStdString(codec::toJson(spec).dump(2));
}

QCoro::Task<Result<ReachCheck>> Backend::checkReachable()
{
    co_return BackendError::make(BackendError::Kind::Unsupported, tr("This backend has no cheap reachability check"));
}

QCoro::Task<std::optional<HistorySeed>> Backend::historySeed()
{
    co_return std::nullopt;
}

} // namespace qc
