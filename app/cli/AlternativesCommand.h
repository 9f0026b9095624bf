#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace qc {

struct Alternative;

// queuecast-cli alternatives JOBID [--json] [--sort finish|start]: what the user could change about a pending
// job (fewer GPUs, a split, a shorter limit, another partition or QOS, an off-peak begin), each with its expected
// start and finish from the same forecast as the job's own, ranked.
class AlternativesCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
};

} // namespace qc
