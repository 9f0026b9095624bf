#include "AssociationQos.h"

namespace qc {

std::optional<QStringList> AssociationQos::allowedFor(const QList<AssociationQos>& all, const QString& user,
                                                      const QString& account, const QString& partition)
{
    if (user.isEmpty() || account.isEmpty())
        return std::nullopt;
    const AssociationQos* whole = nullptr;
    for (const AssociationQos& a : all) {
        if (a.user != user || a.account.compare(account, Qt::CaseInsensitive) != 0 || a.qos.isEmpty())
            continue;
        if (!partition.isEmpty() && a.partition == partition)
            return a.qos;
        if (a.partition.isEmpty())
            whole = &a;
    }
    if (whole)
        return whole->qos;
    return std::nullopt;
}

} // namespace qc
