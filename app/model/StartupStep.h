#pragma once

#include <QDateTime>
#include <QString>

namespace qc {

// One step of a job's start-up, after its allocation and before its own work runs, as far as the backend can tell
// (the demo platform knows its image pull and data staging; Slurm shows only the CONFIGURING state as a whole).
struct StartupStep
{
    enum class Kind { ImagePull, DataStaging, Prolog };

    Kind kind = Kind::ImagePull;
    QDateTime from;
    QDateTime to; // planned or past end; a step with `to` after the snapshot is still under way

    bool operator==(const StartupStep&) const = default;
};

} // namespace qc
