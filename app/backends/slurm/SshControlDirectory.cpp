#include "SshControlDirectory.h"

#include <QDir>
#include <QFile>
#include <cstring>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace qc::slurm {

namespace {
// Unix socket paths are limited to ~104 bytes: the directory plus "/qc-ssh-" and ssh's 40-character %C hash.
constexpr qsizetype kMaxDirLength = 60;

BackendError unsafe(const QString& why)
{
    return BackendError::make(BackendError::Kind::Unreachable,
                              SshControlDirectory::tr("No private directory for ssh's connection sockets"), why);
}
} // namespace

QString SshControlDirectory::problemWith(const QString& path)
{
#ifdef Q_OS_UNIX
    struct stat st
    {
    };
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return tr("%1: %2").arg(path, QString::fromLocal8Bit(strerror(errno)));
    if (S_ISLNK(st.st_mode))
        return tr("%1 is a symbolic link").arg(path);
    if (!S_ISDIR(st.st_mode))
        return tr("%1 is not a directory").arg(path);
    if (st.st_uid != ::geteuid())
        return tr("%1 belongs to another user (uid %2)").arg(path, QString::number(st.st_uid));
    if ((st.st_mode & 077) != 0)
        return tr("%1 can be used by other users (mode %2, expected 700)")
            .arg(path, QString::number(st.st_mode & 07777, 8));
    return {};
#else
    Q_UNUSED(path)
    return tr("ssh connection sharing needs Unix sockets");
#endif
}

Result<QString> SshControlDirectory::ensureAt(const QString& path)
{
#ifdef Q_OS_UNIX
    // mkdir with 0700 (the umask can only take bits away); EEXIST leaves whatever is there to the checks.
    if (::mkdir(QFile::encodeName(path).constData(), 0700) != 0 && errno != EEXIST)
        return unsafe(tr("cannot create %1: %2").arg(path, QString::fromLocal8Bit(strerror(errno))));
#endif
    if (const QString problem = problemWith(path); !problem.isEmpty())
        return unsafe(problem);
    return path;
}

Result<QString> SshControlDirectory::ensure()
{
    // (QStandardPaths::RuntimeLocation would warn on stderr when XDG_RUNTIME_DIR is unset.)
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty() && runtime.size() <= kMaxDirLength && problemWith(runtime).isEmpty())
        return runtime;
    QString base = QDir::tempPath();
    if (base.size() > kMaxDirLength - 20)
        base = QStringLiteral("/tmp");
#ifdef Q_OS_UNIX
    return ensureAt(base + QStringLiteral("/qc-ssh-") + QString::number(::geteuid()));
#else
    return unsafe(problemWith(base));
#endif
}

} // namespace qc::slurm
