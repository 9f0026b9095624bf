#include "SshConfigFile.h"

#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QSet>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace qc::slurm {

namespace {
QMutex s_mutex;

QSet<QString>& trusted()
{
    static QSet<QString> paths;
    return paths;
}

QString key(const QString& path)
{
    return QFileInfo(path).absoluteFilePath();
}
} // namespace

void SshConfigFile::trust(const QString& path)
{
    QMutexLocker lock(&s_mutex);
    trusted().insert(key(path));
}

bool SshConfigFile::isTrusted(const QString& path)
{
    QMutexLocker lock(&s_mutex);
    return trusted().contains(key(path));
}

QString SshConfigFile::problemWith(const QString& path)
{
    if (!isTrusted(path))
        return tr("a backend URL cannot choose the ssh configuration file %1 (it can run commands on this "
                  "computer); name it with --ssh-config, or use ~/.ssh/config")
            .arg(path);
#ifdef Q_OS_UNIX
    struct stat st
    {
    };
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return tr("%1: %2").arg(path, QString::fromLocal8Bit(strerror(errno)));
    if (S_ISLNK(st.st_mode))
        return tr("the ssh configuration file %1 is a symbolic link").arg(path);
    if (!S_ISREG(st.st_mode))
        return tr("the ssh configuration file %1 is not a regular file").arg(path);
    if (st.st_uid != ::geteuid())
        return tr("the ssh configuration file %1 belongs to another user").arg(path);
    if ((st.st_mode & 022) != 0)
        return tr("the ssh configuration file %1 can be changed by other users").arg(path);
#else
    if (!QFileInfo(path).isFile())
        return tr("the ssh configuration file %1 is not a regular file").arg(path);
#endif
    return {};
}

} // namespace qc::slurm
