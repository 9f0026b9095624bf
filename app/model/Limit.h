#pragma once

#include <QString>

namespace qc {

// A concurrent-GPU limit from a QOS or an association, with how much of it is in use where known.
struct Limit
{
    enum class Scope { QosPerUser, QosGroup, AccountGroup, UserAssoc };
    Scope scope = Scope::QosPerUser;
    QString name; // QOS or account name
    QString user; // for per-user scopes: whose usage `used` counts (empty: unknown)
    QString resource = QStringLiteral("gres/gpu");
    qint64 max = -1; // -1: no limit
    qint64 used = -1; // -1: unknown

    bool operator==(const Limit&) const = default;
};

} // namespace qc
