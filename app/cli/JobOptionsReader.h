#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <optional>

namespace qc {

class CliInvocation;

// The job options submit and update share, as typed: checked (ranges, Slurm time notation) before any backend is
// contacted.
struct JobOptionValues
{
    int gpus = 0;
    int cpus = 1;
    int nice = 0;
    qint64 memoryMb = 0;
    std::optional<qint64> timeLimitS;
    QDateTime begin;
};

class JobOptionsReader
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    // The values, or nothing with the usage error reported and its exit code in `code`.
    static std::optional<JobOptionValues> read(CliInvocation& call, int& code);
};

} // namespace qc
