#include "ConnectionDiagnosis.h"

namespace qc {

namespace {
bool has(const QString& text, const char* needle)
{
    return text.contains(QLatin1String(needle), Qt::CaseInsensitive);
}

using Verdict = ConnectionDiagnosis::Verdict;

// Transport words (Qt's network errors, ssh's stderr, QProcess) are English whatever the UI language.
std::optional<Verdict> fromTransportText(const QString& text, bool ssh)
{
    if (has(text, "not found") && (has(text, "host ") || has(text, "hostname"))) // Qt: "Host x not found"
        return Verdict::HostNotFound;
    if (has(text, "Could not resolve hostname") || has(text, "Name or service not known")
        || has(text, "Temporary failure in name resolution") || has(text, "nodename nor servname"))
        return Verdict::HostNotFound;
    if (has(text, "Connection refused"))
        return Verdict::Refused;
    if (has(text, "timed out") || has(text, "Operation canceled") || has(text, "timeout"))
        return Verdict::Timeout;
    if (has(text, "No route to host") || has(text, "Network is unreachable"))
        return ssh ? Verdict::SshUnreachable : Verdict::Refused;
    if (has(text, "No such file or directory") || has(text, "failed to start") || has(text, "execvp"))
        return Verdict::CommandNotFound;
    return std::nullopt;
}
} // namespace

QString ConnectionDiagnosis::verdictKey() const
{
    switch (verdict) {
    case Verdict::Ok:
        return QStringLiteral("ok");
    case Verdict::InvalidSettings:
        return QStringLiteral("invalid-settings");
    case Verdict::HostNotFound:
        return QStringLiteral("host-not-found");
    case Verdict::Refused:
        return QStringLiteral("refused");
    case Verdict::Timeout:
        return QStringLiteral("timeout");
    case Verdict::Tls:
        return QStringLiteral("tls");
    case Verdict::Auth:
        return QStringLiteral("auth");
    case Verdict::SshAuth:
        return QStringLiteral("ssh-auth");
    case Verdict::SshUnreachable:
        return QStringLiteral("ssh-unreachable");
    case Verdict::UnsupportedVersion:
        return QStringLiteral("unsupported-version");
    case Verdict::CommandNotFound:
        return QStringLiteral("command-not-found");
    case Verdict::ControllerDown:
        return QStringLiteral("controller-down");
    case Verdict::NotPermitted:
        return QStringLiteral("not-permitted");
    case Verdict::Other:
        return QStringLiteral("other");
    }
    return {};
}

QString ConnectionDiagnosis::toText() const
{
    QString text = summary;
    if (!advice.isEmpty())
        text += u'\n' + advice;
    if (!detail.isEmpty())
        text += u'\n' + tr("Details: %1").arg(detail);
    return text;
}

ConnectionDiagnosis ConnectionDiagnosis::timedOut(int seconds)
{
    ConnectionDiagnosis d;
    d.verdict = Verdict::Timeout;
    d.summary = tr("No answer within %n second(s)", nullptr, seconds);
    d.advice = tr("The host may be down, behind a firewall, or the scheduler is very slow; check the address and "
                  "port.");
    return d;
}

ConnectionDiagnosis ConnectionDiagnosis::fromError(const BackendError& error, ClusterProfile::Kind kind)
{
    using Kind = BackendError::Kind;
    const bool ssh = kind == ClusterProfile::Kind::SlurmSsh;
    const bool rest = kind == ClusterProfile::Kind::SlurmRest;
    ConnectionDiagnosis d;
    d.detail = error.detail.isEmpty() ? error.message : QString(error.message + QStringLiteral(" — ") + error.detail);
    const QString words = error.message + u' ' + error.detail;
    switch (error.kind) {
    case Kind::None:
        d.verdict = Verdict::Ok;
        break;
    case Kind::InvalidUrl:
        d.verdict = Verdict::InvalidSettings;
        break;
    case Kind::Tls:
        d.verdict = Verdict::Tls;
        break;
    case Kind::Auth:
        d.verdict = ssh
                && (has(error.detail, "Permission denied (") || has(error.detail, "Host key verification")
                    || has(error.detail, "Authentication failed"))
            ? Verdict::SshAuth
            : Verdict::Auth;
        break;
    case Kind::NotPermitted:
        d.verdict = Verdict::NotPermitted;
        break;
    case Kind::Unsupported:
        d.verdict = rest ? Verdict::UnsupportedVersion
                         : (has(error.detail, "command not found") || has(error.detail, "not found")
                                    || has(error.detail, "No such file")
                                ? Verdict::CommandNotFound
                                : Verdict::Other);
        break;
    case Kind::Unreachable: {
        const auto transport = fromTransportText(error.detail, ssh);
        if (transport)
            d.verdict = *transport;
        else if (has(words, "Unable to contact slurm controller") || has(error.detail, "Socket timed out")
                 || has(error.detail, "Zero Bytes were transmitted") || has(words, "cannot reach slurmctld"))
            d.verdict = Verdict::ControllerDown;
        else
            d.verdict = ssh ? Verdict::SshUnreachable : Verdict::Other;
        break;
    }
    default:
        d.verdict = Verdict::Other;
        break;
    }
    d.describe(d.verdict, kind, error.message);
    return d;
}

void ConnectionDiagnosis::describe(Verdict v, ClusterProfile::Kind kind, const QString& message)
{
    const bool ssh = kind == ClusterProfile::Kind::SlurmSsh;
    const bool rest = kind == ClusterProfile::Kind::SlurmRest;
    ConnectionDiagnosis& d = *this;
    d.verdict = v;
    d.advice.clear();
    switch (d.verdict) {
    case Verdict::Ok:
        d.summary = tr("Connected");
        break;
    case Verdict::InvalidSettings:
        d.summary = tr("The profile's settings are not valid");
        d.advice = message;
        break;
    case Verdict::HostNotFound:
        d.summary = tr("Host name not found (DNS)");
        d.advice = ssh ? tr("Check the host or the alias in ~/.ssh/config, and your network or VPN.")
                       : tr("Check the spelling of the host, and your network or VPN.");
        break;
    case Verdict::Refused:
        d.summary = tr("Connection refused");
        d.advice = rest ? tr("The host answers but nothing listens on that port: is slurmrestd running, and is the "
                             "port right (often 6820)?")
                        : tr("The host answers but refuses the connection: check the port and that sshd runs.");
        break;
    case Verdict::Timeout:
        d.summary = tr("The connection timed out");
        d.advice = tr("The host may be down or behind a firewall; check the address and port.");
        break;
    case Verdict::Tls:
        d.summary = tr("TLS error: the server's certificate could not be verified");
        d.advice = tr("Use the right host name, or give the site's CA certificate (…?ca=/path/ca.pem). QueueCast "
                      "never ignores certificate errors.");
        break;
    case Verdict::Auth:
        d.summary = tr("Authentication failed");
        d.advice = rest ? tr("The token is missing, wrong or expired: get a new one with \"scontrol token\" on a "
                             "login node and enter it in the profile.")
                        : tr("Slurm could not authenticate you (munge): ask your administrators.");
        break;
    case Verdict::SshAuth:
        d.summary = tr("ssh could not log in");
        d.advice = tr("QueueCast uses your OpenSSH keys and agent: check that ssh to this host works in a terminal "
                      "without a password prompt.");
        break;
    case Verdict::SshUnreachable:
        d.summary = tr("The ssh host could not be reached");
        d.advice = tr("Check that ssh to this host works in a terminal, and your network or VPN.");
        break;
    case Verdict::UnsupportedVersion:
        d.summary = tr("This Slurm version is not supported");
        d.advice = message;
        break;
    case Verdict::CommandNotFound:
        d.summary = tr("A command QueueCast needs was not found");
        d.advice = ssh ? tr("Install OpenSSH, or check that Slurm's commands are on PATH on the login node.")
                       : tr("Slurm's commands (squeue, sinfo, scontrol) are not on PATH on this computer.");
        break;
    case Verdict::ControllerDown:
        d.summary = tr("The Slurm controller is not answering");
        d.advice = tr("The host works but slurmctld does not answer: the cluster may be in maintenance.");
        break;
    case Verdict::NotPermitted:
        d.summary = tr("Slurm refused access");
        d.advice = message;
        break;
    case Verdict::Other:
        d.summary = tr("The connection failed");
        d.advice = message;
        break;
    }
}

} // namespace qc
