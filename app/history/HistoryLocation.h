#pragma once

#include <QString>
#include <QUrl>

namespace qc {

// Where the history of a cluster lives: one database per backend kind, user and host, shared by the GUI
// and queuecast-cli so that what one records or imports the other sees.
class HistoryLocation
{
public:
    // "slurm-alice-login.example.org" style, safe as a file name.
    static QString profileId(const QUrl& backendUrl);
    // HistoryStore::defaultPath(profileId(backendUrl)).
    static QString databasePath(const QUrl& backendUrl);
};

} // namespace qc
