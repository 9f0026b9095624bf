#pragma once

#include "SlurmSlowFacts.h"

#include <QString>
#include <optional>

namespace qc::slurm {

// The slow accounting facts of one cluster and who we are on it, kept in the user's cache directory so a new
// process (every `queuecast-cli status`) need not wait ~0.3 s per sacctmgr before its first answer. Only
// what Slurm shows any user: limits, the cluster name, PrivateData's "jobs", the user name and whether it is
// an operator; never raw `scontrol show config` (it can name storage hosts and users) and never a secret.
// One file per cluster key, written whole (QSaveFile) and private to the user.
class SlurmFactsCache
{
public:
    struct Entry
    {
        SlurmSlowFacts facts;
        QString user; // empty: the identity was not known when written
        bool isOperator = false;
        QDateTime identityReadAt;
    };

    // `clusterKey`: what tells clusters apart (CommandRunner::cacheKey()); hashed into the file name.
    explicit SlurmFactsCache(const QString& clusterKey);

    // Where the entry lives: <cache dir>/slurm-facts/<sha256 of the key>.json.
    QString filePath() const { return m_path; }
    // nullopt when there is no entry or it cannot be read (a damaged file is ignored, then overwritten).
    std::optional<Entry> load() const;
    // False when the file could not be written; the caller carries on without a cache.
    bool save(const Entry& entry) const;

private:
    QString m_path;
};

} // namespace qc::slurm
