#pragma once

#include "../../model/Result.h"
#include "CommandRunner.h"

#include <QCoreApplication>
#include <QUrl>
#include <memory>

namespace qc {

// The command runner a slurm:// or slurm+ssh:// URL names (?timeout= in seconds; ?ssh_config= only for a file
// SshConfigFile trusts): the backend's, and the one work beside it uses, such as reading accounting.
class SlurmRunnerFactory
{
    Q_DECLARE_TR_FUNCTIONS(SlurmRunnerFactory)

public:
    // defaultTimeoutMs applies when the URL has no ?timeout= (in seconds).
    static Result<std::shared_ptr<slurm::CommandRunner>> create(const QUrl& url, int defaultTimeoutMs = 30000);
};

} // namespace qc
