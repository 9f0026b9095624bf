#include "HistoryLocation.h"

#include "HistoryStore.h"

#include <QRegularExpression>

namespace qc {

QString HistoryLocation::profileId(const QUrl& backendUrl)
{
    // Must stay identical to what MainWindow::connectTo has always used, or existing histories are orphaned.
    QString profile
        = backendUrl.scheme() + QLatin1Char('-') + backendUrl.userName() + QLatin1Char('-') + backendUrl.host();
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]"));
    profile.replace(unsafe, QStringLiteral("_"));
    return profile;
}

QString HistoryLocation::databasePath(const QUrl& backendUrl)
{
    return HistoryStore::defaultPath(profileId(backendUrl));
}

} // namespace qc
