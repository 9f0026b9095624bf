#pragma once

#include "../model/ImportReport.h"
#include "model/Clock.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QStringList>

namespace qc {

// Finished jobs from Slurm accounting, read as text: `sacct --json` in 22.05 reports exit codes wrong.
class SacctImport
{
    Q_DECLARE_TR_FUNCTIONS(SacctImport)

public:
    // sacct -a -X -n -P -S now-<seconds since `since`> --format=JobID,Partition,User,Submit,Start,End,State,...
    // JobID, not JobIDRaw: an array task is "123_4" there as in squeue, so it stays one job in the history.
    static QStringList arguments(const QDateTime& since, const QDateTime& now = Clock::currentDateTimeUtc());
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
