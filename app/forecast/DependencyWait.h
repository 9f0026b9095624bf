#pragma once

#include "../model/ClusterSnapshot.h"

#include <QHash>
#include <QStringList>

namespace qc {

// When the jobs a pending job depends on (Slurm's --dependency, reason Dependency) will have ended. The queue's
// forecast cannot see them: on the demo the P90s of jobs waiting on a dependency came true 0.03 of the time (57
// forecasts, 9-17 Dec), a job forecast to start in 36 min starting 8 h later behind its pipeline.
//
// A running job ends at its end time (else start + time limit); a pending one when the jobs it depends on have ended
// (the same way, up the chain) plus its time limit, its own queue wait unknown here: so the figure is what the chain
// of limits allows, not a bound. A job not in the snapshot has ended (or the scheduler forgot it): nothing to wait
// for. "a,b" waits for all, "a?b" for the first.
class DependencyWait
{
public:
    // Seconds from the snapshot; 0 when the job does not wait on a dependency or nothing the snapshot holds says.
    static qint64 of(const ClusterSnapshot& snapshot, const Job& job);
    // of() for every pending job of the snapshot that waits on a dependency, keyed by job id; only those not 0.
    static QHash<QString, qint64> ofAll(const ClusterSnapshot& snapshot);
    // The job ids a dependency names, in order: "afterok:12(unfulfilled),afterany:13_2:14+5" -> 12, 13_2, 14.
    static QStringList jobIds(const QString& dependency);
};

} // namespace qc
