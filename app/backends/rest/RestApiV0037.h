#pragma once

#include "RestApiV0038.h"

namespace qc::rest {

// v0.0.37: the same job, node and partition documents as v0.0.38 but no /licenses endpoint (licenses are then
// derived from partition TRES and running jobs by the snapshot assembler).
class RestApiV0037 : public RestApiV0038
{
public:
    QString version() const override { return QStringLiteral("v0.0.37"); }
    bool hasLicensesEndpoint() const override { return false; }
};

} // namespace qc::rest
