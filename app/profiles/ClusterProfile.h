#pragma once

#include "../model/Result.h"

#include <QCoreApplication>
#include <QString>
#include <QUrl>
#include <optional>

namespace qc {

// One cluster the user connects to, as stored in the settings. Holds no secret: a slurmrestd token lives in the
// keychain (ProfileSecrets), ssh keys and agents stay with OpenSSH.
struct ClusterProfile
{
    Q_DECLARE_TR_FUNCTIONS(ClusterProfile)

public:
    enum class Kind { Demo, SlurmRest, SlurmSsh, SlurmLocal };

    QString name;
    Kind kind = Kind::Demo;
    // Demo: empty or a demo:// URL with options. REST: http(s)://host[:port] or slurm+rest://host:port?....
    // ssh: an alias from ~/.ssh/config or [user@]host[:port]. Local: unused.
    QString url;
    QString user; // REST: the Slurm user the token belongs to; ssh: login name when the address has none
    // REST: send the token over plain HTTP to a host that is not this machine (the user ticked the warned
    // opt-in; RestEndpoint refuses it otherwise).
    bool allowPlainHttp = false;

    static QString kindKey(Kind kind);
    static std::optional<Kind> kindFromKey(const QString& key);
    static QString kindLabel(Kind kind);
    static QList<Kind> kinds() { return { Kind::Demo, Kind::SlurmRest, Kind::SlurmSsh, Kind::SlurmLocal }; }

    // The backend URL BackendFactory understands, or why the fields do not make one.
    Result<QString> backendUrl() const;
    // The keychain key of this profile's token (REST only; empty otherwise).
    QString secretKey() const;
    bool needsToken() const { return kind == Kind::SlurmRest; }
    // Names become region prefixes ("name/partition") and job id prefixes ("name:123").
    static bool isValidName(const QString& name);

    bool operator==(const ClusterProfile&) const = default;
};

} // namespace qc
