#pragma once

#include "Cause.h"

#include <QStringList>

namespace qc {

// Slurm 22.05's pending reason codes (enum job_state_reason, as job_reason_string() spells them) and the
// category each one means before any look at cluster state. The demo platform uses the same words.
class SlurmReasons
{
public:
    // Which limit a quota reason points at, so the evidence can find the matching Limit entry.
    enum class LimitHint { None, QosPerUser, QosGroup, Association, PerAccount };

    struct Reason
    {
        Cause cause = Cause::Other;
        bool known = false; // false: not a 22.05 code; the raw code is shown as is
        LimitHint limit = LimitHint::None;
        bool heldByAdmin = false;
    };

    static Reason classify(const QString& code);
    static const QStringList& knownCodes();
};

} // namespace qc
