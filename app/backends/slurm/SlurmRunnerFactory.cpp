#include "SlurmRunnerFactory.h"

#include "LocalCommandRunner.h"
#include "SshCommandRunner.h"
#include "SshConfigFile.h"
#include "SshControlDirectory.h"

#include <QUrlQuery>

namespace qc {

using namespace Qt::StringLiterals;

Result<std::shared_ptr<slurm::CommandRunner>> SlurmRunnerFactory::create(const QUrl& url, int defaultTimeoutMs)
{
    const QString scheme = url.scheme().toLower();
    const QUrlQuery query(url);
    int timeoutMs = defaultTimeoutMs;
    if (query.hasQueryItem(u"timeout"_s)) {
        bool ok = false;
        // Seconds, checked before scaling: 4294968 s wrapped to 0.7 s as milliseconds in an int.
        const int seconds = query.queryItemValue(u"timeout"_s).toInt(&ok);
        ok = ok && seconds > 0 && seconds <= 24 * 3600;
        timeoutMs = ok ? seconds * 1000 : 0;
        if (!ok)
            return BackendError::make(BackendError::Kind::InvalidUrl, tr("Invalid timeout in the backend URL"),
                                      url.toString());
    }
    if (scheme == u"slurm"_s) {
        if (!url.host().isEmpty())
            return BackendError::make(
                BackendError::Kind::InvalidUrl,
                tr("slurm:// runs the commands on this machine; use slurm+ssh://host for a login node"),
                url.toString());
        return std::shared_ptr<slurm::CommandRunner>(
            std::make_shared<slurm::LocalCommandRunner>(QStringList {}, timeoutMs));
    }
    if (scheme == u"slurm+ssh"_s) {
        const QString host = url.host();
        // A host or user starting with '-' would be read by ssh as an option.
        if (host.isEmpty() || host.startsWith(u'-') || url.userName().startsWith(u'-'))
            return BackendError::make(BackendError::Kind::InvalidUrl,
                                      tr("slurm+ssh:// needs a login host: slurm+ssh://user@host"), url.toString());
        // ?ssh_config= only names a file the user chose in this process (SshConfigFile): a URL can come from
        // anywhere, and an ssh_config runs commands here.
        const QString sshConfig = query.queryItemValue(u"ssh_config"_s, QUrl::FullyDecoded);
        if (query.hasQueryItem(u"ssh_config"_s)) {
            if (const QString problem = slurm::SshConfigFile::problemWith(sshConfig); !problem.isEmpty())
                return BackendError::make(BackendError::Kind::InvalidUrl,
                                          tr("Refusing the ssh configuration file named in the backend URL"), problem);
        }
        const auto multiplexing = slurm::SshCommandRunner::platformDefault();
        if (multiplexing == slurm::SshCommandRunner::Multiplexing::Shared) {
            const auto dir = slurm::SshControlDirectory::ensure();
            if (!dir.ok())
                return dir.error();
        }
        return std::shared_ptr<slurm::CommandRunner>(std::make_shared<slurm::SshCommandRunner>(
            host, url.userName(), url.port(0), sshConfig, timeoutMs, multiplexing));
    }
    return BackendError::make(BackendError::Kind::Unsupported,
                              tr("Slurm commands can only be run for slurm:// and slurm+ssh:// backends"),
                              url.toString());
}

} // namespace qc
