#pragma once

#include "Cause.h"

#include <QStringList>

namespace qc {

struct ClusterSnapshot;

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

    // An empty code is known: Slurm leaves the reason empty until the scheduler first looks at the job (for
    // one refresh after a release, for instance); it is a moment, not a cause.
    static Reason classify(const QString& code);
    // Whether the reason shown is that moment before the scheduler's first look.
    static bool isTransient(const QString& code);
    // root (and the SlurmUser) can release administrator holds; operators cannot be told apart from outside.
    static bool viewerIsOperator(const ClusterSnapshot& snapshot);
    static const QStringList& knownCodes();
};

} // namespace qc
