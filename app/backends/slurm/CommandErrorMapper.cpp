#include "CommandErrorMapper.h"

namespace qc::slurm {

namespace {
bool has(const QString& text, const char* needle)
{
    return text.contains(QLatin1String(needle), Qt::CaseInsensitive);
}
} // namespace

BackendError CommandErrorMapper::map(const CommandResult& result, bool remote, const QString& where,
                                     const QString& command)
{
    using Kind = BackendError::Kind;
    if (result.ok())
        return {};
    if (!result.started)
        return BackendError::make(
            Kind::Unreachable,
            tr("Could not run %1 (is it installed and on PATH?)").arg(remote ? QStringLiteral("ssh") : command),
            result.errorString);
    const QString err = QString::fromUtf8(result.err).trimmed();
    if (result.outputTooLarge)
        return BackendError::make(
            Kind::Malformed,
            tr("%1 on %2 printed more than %3 MB; stopped it")
                .arg(command, where, QString::number(qMax(result.out.size(), result.err.size()) / (1024 * 1024))),
            err.left(200));
    if (result.timedOut)
        return BackendError::make(Kind::Unreachable, tr("%1 did not answer in time on %2").arg(command, where), err);
    if (remote && result.exitCode == 255) {
        if (has(err, "Permission denied (") || has(err, "Host key verification failed")
            || has(err, "Authentication failed") || has(err, "Too many authentication failures"))
            return BackendError::make(Kind::Auth, tr("ssh could not log in to %1").arg(where), err);
        return BackendError::make(Kind::Unreachable, tr("Could not reach %1 over ssh").arg(where), err);
    }
    if (has(err, "Unable to contact slurm controller") || has(err, "Connection refused") || has(err, "Socket timed out")
        || has(err, "Communication connection failure") || has(err, "Zero Bytes were transmitted"))
        return BackendError::make(Kind::Unreachable, tr("The Slurm controller is not answering"), err);
    if (has(err, "Access/permission denied") || has(err, "Permission denied") || has(err, "not authorized")
        || has(err, "Only operators"))
        return BackendError::make(Kind::NotPermitted, tr("Slurm refused: you do not have the right to do this"), err);
    if (has(err, "Invalid job id") || has(err, "Invalid job ID"))
        return BackendError::make(Kind::NotFound, tr("Slurm does not know this job"), err);
    if (has(err, "Authentication failure") || has(err, "Invalid authentication credential") || has(err, "munge"))
        return BackendError::make(Kind::Auth, tr("Slurm could not authenticate you"), err);
    if (result.exitCode == 127 || has(err, "command not found"))
        return BackendError::make(Kind::Unsupported, tr("%1 is not available on %2").arg(command, where), err);
    return BackendError::make(Kind::InvalidRequest, tr("Slurm rejected the request (%1)").arg(command), err);
}

BackendError CommandErrorMapper::malformed(const QString& command, const QString& detail)
{
    return BackendError::make(BackendError::Kind::Malformed, tr("Could not understand the output of %1").arg(command),
                              detail);
}

} // namespace qc::slurm
