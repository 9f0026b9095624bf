#pragma once

#include "../../model/Result.h"
#include "../ReachCheck.h"

#include <nlohmann/json.hpp>

namespace qc::rest {

// Reads slurmrestd's answers to ping and diag, the two small requests a connection test makes instead of
// reading the queue: whether slurmctld answers, the cluster's name and Slurm release (from `meta`, v0.0.40+;
// 22.05 names only the release), and the pending and running job counts diag keeps.
class RestReachCheck
{
    Q_DECLARE_TR_FUNCTIONS(RestReachCheck)

public:
    // An error (Unreachable) when ping says the controller is down or lists no controller.
    static Result<ReachCheck> fromPing(const nlohmann::json& ping);
    // Adds diag's job counts (left at -1 when the version does not report them).
    static void addDiag(ReachCheck& check, const nlohmann::json& diag);
};

} // namespace qc::rest
