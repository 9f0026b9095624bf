#pragma once

#include "../../model/AssociationQos.h"
#include "../../model/License.h"
#include "../../model/Limit.h"
#include "../../model/Node.h"
#include "../../model/Partition.h"

#include <QByteArray>
#include <QList>
#include <optional>

namespace qc::slurm {

// Parsers for the small, scheduler-controlled outputs (sinfo, scontrol -o, sacctmgr -P). Each returns
// std::nullopt when the text is not what the command prints, so callers report Malformed instead of guessing.
class SlurmTextParser
{
public:
    // The value for `sinfo -h -N -O`, fields separated by \x1f.
    static QString sinfoFormat();
    static std::optional<QList<Node>> parseSinfoNodes(const QByteArray& out);
    // `scontrol show partition -o`
    static std::optional<QList<Partition>> parsePartitions(const QByteArray& out);
    // `scontrol show licenses -o`
    static std::optional<QList<License>> parseLicenses(const QByteArray& out);
    // `sacctmgr -nP show qos format=name,maxtrespu,grptres`: limits with gres/gpu only, usage unknown.
    static std::optional<QList<Limit>> parseQos(const QByteArray& out);
    // `sacctmgr -nP show assoc format=cluster,account,user,grptres[,qos,partition]`; *cluster receives the first
    // cluster name. The QOS columns are read by parseAssociationQos.
    static std::optional<QList<Limit>> parseAssociations(const QByteArray& out, QString* cluster = nullptr);
    // The same output's `qos` (comma-separated) and `partition` columns, for `user`'s associations only (other
    // users' rights are not ours to keep). Lines with no QOS listed are left out; an output without the two
    // columns (an older format) gives an empty list, not an error.
    static std::optional<QList<AssociationQos>> parseAssociationQos(const QByteArray& out, const QString& user);

    // The PrivateData values of `scontrol show config` ("none" -> empty); std::nullopt when the line is missing.
    static std::optional<QStringList> privateData(const QByteArray& showConfig);

    // "gpu-a[1-2,5],cpu1" -> gpu-a1 gpu-a2 gpu-a5 cpu1 (zero padding kept).
    static QStringList expandHostlist(const QString& list);
    // "cpu=8,gres/gpu=4" -> 4; -1 when no gres/gpu entry.
    static qint64 gpuTres(const QString& tres);
};

} // namespace qc::slurm
