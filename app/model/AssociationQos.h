#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace qc {

// Which QOS one Slurm association (account, user, optionally a partition) may use: sacctmgr's `qos` column,
// the REST association's `qos` list. Slurm rejects a job or an update naming a QOS outside it ("Invalid qos
// specification"), so an alternative or a submit that names one is refused before it is tried.
struct AssociationQos
{
    QString account;
    QString user; // empty: the account's own association
    QString partition; // empty: every partition
    QStringList qos;

    bool operator==(const AssociationQos&) const = default;

    // The QOS `user` may use in `account` on `partition`: the association for that partition when there is one,
    // else the user's association for the whole account. nullopt when none is listed (no accounting, another
    // user's, or an empty list): then nothing is known and nothing may be refused for it.
    static std::optional<QStringList> allowedFor(const QList<AssociationQos>& all, const QString& user,
                                                 const QString& account, const QString& partition);
};

} // namespace qc
