#pragma once

#include <QString>
#include <QUrl>

namespace qc {

// Where the history of a cluster lives: one database per backend kind, user, host and port, shared by the GUI
// and queuecast-cli so that what one records or imports the other sees.
class HistoryLocation
{
public:
    // "slurm_ssh-alice-login.example.org" style, safe as a file name; "-PORT" is added for a port other than the
    // scheme's usual one (two slurmrestd on one host are two clusters). Without a port, or with the usual one,
    // the id is the one used before ports counted, so existing files keep being found.
    static QString profileId(const QUrl& backendUrl);
    // The id before ports counted; equal to profileId() when the port is the usual one.
    static QString legacyProfileId(const QUrl& backendUrl);
    // HistoryStore::defaultPath(profileId(backendUrl)). A cluster on another port that has no history yet
    // starts from a copy of the history the host's clusters shared until now (the old file stays where it is).
    static QString databasePath(const QUrl& backendUrl);
};

} // namespace qc
