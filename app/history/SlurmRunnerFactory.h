#pragma once

#include "../backends/Result.h"
#include "../backends/slurm/CommandRunner.h"

#include <QCoreApplication>
#include <QUrl>
#include <memory>

namespace qc {

// A command runner for a slurm:// or slurm+ssh:// URL, read the way SlurmCliBackend reads it (?timeout=,
// ?ssh_config=), for work outside a backend such as reading accounting.
class SlurmRunnerFactory
{
    Q_DECLARE_TR_FUNCTIONS(SlurmRunnerFactory)

public:
    // defaultTimeoutMs applies when the URL has no ?timeout= (in seconds).
    static Result<std::shared_ptr<slurm::CommandRunner>> create(const QUrl& url, int defaultTimeoutMs = 30000);
};

} // namespace qc
