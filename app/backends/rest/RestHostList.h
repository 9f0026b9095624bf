#pragma once

#include <QStringList>

namespace qc::rest {

// Slurm host lists ("gpu-a[1-2,5],cpu[01-03]") expanded to node names. Needed where an API version lists
// a partition's nodes only in this compressed form.
class RestHostList
{
public:
    // Ranges larger than `limit` names stop the expansion: a malformed list must not exhaust memory.
    static QStringList expand(const QString& hostList, int limit = 100000);
};

} // namespace qc::rest
