#pragma once

#include "RestApiV0037.h"

namespace qc::rest {

// v0.0.36: nodes carry no partition list and no allocation counts, partitions no state, and jobs may come with
// an empty user_name (22.05 fills only user_id).
class RestApiV0036 : public RestApiV0037
{
public:
    QString version() const override { return QStringLiteral("v0.0.36"); }

protected:
    Job jobFrom(const nlohmann::json& j) const override;
};

} // namespace qc::rest
