#pragma once

#include <QCoreApplication>
#include <QString>

namespace qc::slurm {

// ssh -F files. An ssh_config can run any local command (ProxyCommand, LocalCommand, Match exec), so choosing
// one is never left to a backend URL, which may come from QUEUECAST_BACKEND, the saved settings or someone
// else's profile: only a file the user named explicitly in this process (queuecast-cli --ssh-config, or code
// that knows the file, such as the tests) is used, and only while it is a regular file of the user's own that
// nobody else can write.
class SshConfigFile
{
    Q_DECLARE_TR_FUNCTIONS(SshConfigFile)

public:
    // Marks `path` as chosen by the user for this process.
    static void trust(const QString& path);
    static bool isTrusted(const QString& path);
    // Why `path` may not be used (not trusted, not a regular file, a symlink, someone else's, writable by
    // others); empty when it may.
    static QString problemWith(const QString& path);
};

} // namespace qc::slurm
