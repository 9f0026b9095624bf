#include "CliApp.h"

#include "../backends/rest/RestEndpoint.h"
#include "../backends/slurm/SshConfigFile.h"
#include "CliCommands.h"
#include "CliInvocation.h"
#include "CliOptions.h"

#include <QCommandLineParser>
#include <QUrlQuery>

namespace qc {

namespace {
// The help's list of commands, one line each, from the commands themselves.
QString commandList(const CliCommands& commands)
{
    QString text;
    for (const auto& command : commands.all()) {
        const QString usage = QString(command->name() + QLatin1Char(' ') + command->synopsis()).trimmed();
        text += QStringLiteral("\n  %1  %2").arg(usage.leftJustified(34), command->summary());
    }
    return text;
}

QString commandNames(const CliCommands& commands)
{
    QStringList names;
    for (const auto& command : commands.all())
        names.append(command->name());
    return names.join(QStringLiteral(", "));
}
} // namespace

CliApp::CliApp(QTextStream& out, QTextStream& err)
    : m_out(out)
    , m_err(err)
{
}

int CliApp::exitCodeFor(const BackendError& error)
{
    switch (error.kind) {
    case BackendError::Kind::None:
        return Ok;
    case BackendError::Kind::InvalidUrl:
        return BadBackendUrl;
    case BackendError::Kind::Unreachable:
    case BackendError::Kind::Tls:
    case BackendError::Kind::Auth:
        return Unreachable;
    case BackendError::Kind::NotPermitted:
    case BackendError::Kind::InvalidRequest:
    case BackendError::Kind::NotFound:
        return Rejected;
    default:
        return BackendFailure;
    }
}

int CliApp::run(const QStringList& arguments)
{
    const CliCommands commands;
    CliInvocation call(arguments, m_out, m_err);
    // Commands with options of their own get the command line as it is.
    if (CliCommand* command = commands.find(CliCommands::commandOf(arguments)); command && command->parsesOwnOptions())
        return command->run(call);

    QCommandLineParser parser;
    parser.setApplicationDescription(tr("QueueCast: why your GPU jobs wait, and when they will start.")
                                     + QLatin1String("\n\n") + tr("Commands:") + commandList(commands));
    parser.addHelpOption();
    parser.addVersionOption();
    const CliOptions options;
    options.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("command"), tr("One of: %1.").arg(commandNames(commands)));

    if (!parser.parse(arguments))
        return call.usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        m_out << parser.helpText();
        return Ok;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        m_out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return Ok;
    }
    call.parser = &parser;
    call.options = &options;
    call.json = parser.isSet(options.json);
    call.backendUrl = parser.value(options.backend);
    if (parser.isSet(options.sshConfig)) {
        // Named here by the user: the one way an ssh_config reaches the ssh backend (SshConfigFile).
        const QString file = parser.value(options.sshConfig);
        slurm::SshConfigFile::trust(file);
        if (const QString problem = slurm::SshConfigFile::problemWith(file); !problem.isEmpty())
            return call.usageError(problem);
        QUrl url(call.backendUrl);
        QUrlQuery query(url);
        query.removeAllQueryItems(QStringLiteral("ssh_config"));
        query.addQueryItem(QStringLiteral("ssh_config"), QString::fromUtf8(QUrl::toPercentEncoding(file)));
        url.setQuery(query);
        call.backendUrl = url.toString(QUrl::FullyEncoded);
    }
    if (QUrl(call.backendUrl).scheme() == QLatin1String("slurm+rest")) {
        const auto endpoint = rest::RestEndpoint::fromUrl(QUrl(call.backendUrl));
        if (endpoint.ok() && !endpoint.value().plainHttpWarning().isEmpty()) {
            m_err << tr("queuecast-cli: warning: %1").arg(endpoint.value().plainHttpWarning()) << '\n';
            m_err.flush();
        }
    }
    QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return call.usageError(tr("no command given"));
    const QString name = positional.takeFirst();
    CliCommand* command = commands.find(name);
    if (!command)
        return call.usageError(tr("unknown command \"%1\"").arg(name));
    call.operands = positional;
    return command->run(call);
}

} // namespace qc
