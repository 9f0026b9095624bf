#include "HistoryLocation.h"

#include "HistoryStore.h"

#include <QFile>
#include <QRegularExpression>

namespace qc {

namespace {
// The ports the URLs mean when they give none: BackendFactory's slurmrestd default and ssh's.
int usualPort(const QString& scheme)
{
    if (scheme == QLatin1String("slurm+rest"))
        return 6820;
    if (scheme == QLatin1String("slurm+ssh"))
        return 22;
    return -1;
}

QString safe(QString id)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]"));
    return id.replace(unsafe, QStringLiteral("_"));
}
} // namespace

QString HistoryLocation::legacyProfileId(const QUrl& backendUrl)
{
    // Must stay identical to what MainWindow::connectTo has always used, or existing histories are orphaned.
    return safe(backendUrl.scheme() + QLatin1Char('-') + backendUrl.userName() + QLatin1Char('-') + backendUrl.host());
}

QString HistoryLocation::profileId(const QUrl& backendUrl)
{
    const int port = backendUrl.port();
    if (port < 0 || port == usualPort(backendUrl.scheme().toLower()))
        return legacyProfileId(backendUrl);
    return legacyProfileId(backendUrl) + QLatin1Char('-') + QString::number(port);
}

QString HistoryLocation::databasePath(const QUrl& backendUrl)
{
    const QString path = HistoryStore::defaultPath(profileId(backendUrl));
    const QString legacy = HistoryStore::defaultPath(legacyProfileId(backendUrl));
    if (path != legacy && !QFile::exists(path) && QFile::exists(legacy)) {
        // The database with its write-ahead log: committed rows may still be only in the -wal file.
        if (QFile::copy(legacy, path) && QFile::exists(legacy + QStringLiteral("-wal")))
            QFile::copy(legacy + QStringLiteral("-wal"), path + QStringLiteral("-wal"));
    }
    return path;
}

} // namespace qc
