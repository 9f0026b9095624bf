#pragma once

#include "ImportReport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QStringList>

namespace qc {

// Finished jobs from Slurm accounting, read as text: `sacct --json` in 22.05 reports exit codes wrong.
class SacctImport
{
    Q_DECLARE_TR_FUNCTIONS(SacctImport)

public:
    // sacct -a -X -n -P -S <since> --format=JobIDRaw,Partition,User,Submit,Start,End,State,AllocTRES,Timelimit
    // <since> in the local time Slurm speaks.
    static QStringList arguments(const QDateTime& since);
    // One job per "|"-separated line in the order above. Jobs still pending or running are skipped; lines
    // that cannot be read are reported with their line number. Jobs that never started have no start and,
    // as sacct allocates nothing to them, 0 GPUs (a cancelled job with nothing allocated never started, whatever
    // start time sacct prints).
    static ImportReport parse(const QString& text);
    // GPUs and CPUs from an AllocTRES string such as "billing=4,cpu=4,gres/gpu=2,gres/gpu:a100=2,mem=8G,node=1".
    static int gpusFromTres(const QString& tres);
    static int cpusFromTres(const QString& tres);
};

} // namespace qc
