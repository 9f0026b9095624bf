#pragma once

#include "../../model/Result.h"

#include <QCoreApplication>
#include <QStringList>

namespace qc::rest {

// Slurm host lists ("gpu-a[1-2,5],cpu[01-03]") expanded to node names. Needed where an API version lists
// a partition's nodes only in this compressed form.
class RestHostList
{
    Q_DECLARE_TR_FUNCTIONS(RestHostList)

public:
    // Expansion stops (keeping the names before) at a malformed item, at an item that would pass `limit` names
    // in all, or when the names would pass kMaxChars characters: a hostile list must not exhaust memory.
    static QStringList expand(const QString& hostList, int limit = 100000);
    // The whole list or a Malformed error naming `owner` (e.g. "partition gpu"): a node list cut short would show
    // a partition with fewer nodes than it has, so a refresh that cannot read one fails and says why.
    static Result<QStringList> expandAll(const QString& hostList, const QString& owner, int limit = 100000);
    static constexpr qint64 kMaxChars = 8 * 1024 * 1024;
};

} // namespace qc::rest
