#pragma once

#include "../../model/Limit.h"

#include <QString>

namespace qc::rest {

// A GPU limit as slurmdbd defines it (QOS or association), before usage is counted from running jobs.
struct RestLimitRule
{
    Limit::Scope scope = Limit::Scope::QosPerUser;
    QString qos; // for QOS scopes
    QString account; // for association scopes
    QString user; // association's user; empty for an account's own limit
    QString partition; // association limited to a partition; empty: all
    qint64 maxGpus = -1;

    bool operator==(const RestLimitRule&) const = default;
};

} // namespace qc::rest
