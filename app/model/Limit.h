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

    // Whether this is the limit of the QOS or account `qosOrAccount` (Slurm's names are case-insensitive); an empty
    // name is no one's.
    bool isOf(const QString& qosOrAccount) const
    {
        return !qosOrAccount.isEmpty() && name.compare(qosOrAccount, Qt::CaseInsensitive) == 0;
    }
    // Whether it counts GPUs (gres/gpu, gres/gpu:a100, ...).
    bool onGpus() const { return resource.contains(QLatin1String("gpu"), Qt::CaseInsensitive); }

    bool operator==(const Limit&) const = default;
};

} // namespace qc
