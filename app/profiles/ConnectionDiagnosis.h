#pragma once

#include "../model/BackendError.h"
#include "ClusterProfile.h"

namespace qc {

// What a connection test found, in words a user can act on.
struct ConnectionDiagnosis
{
    Q_DECLARE_TR_FUNCTIONS(ConnectionDiagnosis)

public:
    enum class Verdict {
        Ok,
        InvalidSettings,
        HostNotFound, // DNS
        Refused, // nothing listens on that port
        Timeout,
        Tls,
        Auth, // token refused or missing, munge
        SshAuth, // ssh reached the host but could not log in
        SshUnreachable,
        UnsupportedVersion, // slurmrestd speaks no API version we know
        CommandNotFound, // ssh or a Slurm command is not installed
        ControllerDown, // slurmctld does not answer
        NotPermitted,
        Other,
    };
    Verdict verdict = Verdict::Other;
    QString summary; // one line, translated
    QString advice; // what to do, translated
    QString detail; // raw words from the transport or scheduler
    // On success: what the cluster showed.
    QString clusterName;
    int jobs = 0;
    int nodes = 0;
    int partitions = 0;
    qint64 elapsedMs = 0;

    bool ok() const { return verdict == Verdict::Ok; }
    QString verdictKey() const;
    QString toText() const;

    // Sets the verdict with its summary and advice; message: the backend's own words, for verdicts without advice.
    void describe(Verdict v, ClusterProfile::Kind kind, const QString& message = {});

    static ConnectionDiagnosis fromError(const BackendError& error, ClusterProfile::Kind kind);
    static ConnectionDiagnosis timedOut(int seconds);
};

} // namespace qc
