#pragma once

#include "../../model/BackendError.h"
#include "CommandResult.h"

#include <QCoreApplication>

namespace qc::slurm {

// Turns a failed Slurm command (or a failed ssh) into a BackendError: the sentence is translated, the raw
// stderr goes into detail untranslated.
class CommandErrorMapper
{
    Q_DECLARE_TR_FUNCTIONS(CommandErrorMapper)
public:
    // Kind::None when the command succeeded.
    static BackendError map(const CommandResult& result, bool remote, const QString& where, const QString& command);
    static BackendError malformed(const QString& command, const QString& detail);
};

} // namespace qc::slurm
