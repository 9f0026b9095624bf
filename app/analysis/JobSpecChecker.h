#pragma once

#include "../model/ClusterSnapshot.h"
#include "../model/JobSpec.h"
#include "model/Clock.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace qc {

// What would make Slurm refuse a job, or keep it pending for ever, found before it is sent: the request checked
// against the cluster as last seen (partition limits and state, the GPUs its nodes have, allowed QOS and
// accounts, licenses). Used by the submit dialog for its inline errors; no widgets here.
class JobSpecChecker
{
    Q_DECLARE_TR_FUNCTIONS(JobSpecChecker)

public:
    // In the order of a submit form, so that a summary reads top to bottom.
    enum class Field { Partition, Gpus, TimeLimit, Qos, Account, Licenses, Dependency, BeginTime, Script };

    struct Problem
    {
        Field field;
        QString text;
    };

    // `timeLimitText` is what the user typed; it is named when it could not be read (spec.timeLimitS < 0).
    static QList<Problem> check(const JobSpec& spec, const ClusterSnapshot& snapshot, const QString& timeLimitText = {},
                                const QDateTime& now = Clock::currentDateTimeUtc());
};

} // namespace qc
