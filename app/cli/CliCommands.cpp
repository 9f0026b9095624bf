#include "CliCommands.h"

#include "AlternativesCommand.h"
#include "CancelCommand.h"
#include "EvaluateForecastCommand.h"
#include "ExportTraceCommand.h"
#include "HoldCommand.h"
#include "ImportHistoryCommand.h"
#include "RecommendCommand.h"
#include "RegionsCommand.h"
#include "StatusCommand.h"
#include "SubmitCommand.h"
#include "TraceCommand.h"
#include "UpdateCommand.h"
#include "UsageCommand.h"

#include <QCoreApplication>

namespace qc {

CliCommands::CliCommands()
{
    m_commands.push_back(std::make_unique<StatusCommand>());
    m_commands.push_back(std::make_unique<RegionsCommand>());
    m_commands.push_back(std::make_unique<SubmitCommand>());
    m_commands.push_back(std::make_unique<UpdateCommand>());
    m_commands.push_back(std::make_unique<HoldCommand>(true));
    m_commands.push_back(std::make_unique<HoldCommand>(false));
    m_commands.push_back(std::make_unique<CancelCommand>(false));
    m_commands.push_back(std::make_unique<CancelCommand>(true));
    m_commands.push_back(std::make_unique<RecommendCommand>());
    m_commands.push_back(std::make_unique<ImportHistoryCommand>());
    m_commands.push_back(std::make_unique<UsageCommand>());
    m_commands.push_back(std::make_unique<TraceCommand>(
        QStringLiteral("alternatives"), QStringLiteral("JOBID [--json] [--sort finish|start]"),
        QCoreApplication::translate("CliApp", "what else a pending job could ask for, ranked by expected finish"),
        &AlternativesCommand::run));
    m_commands.push_back(std::make_unique<TraceCommand>(
        QStringLiteral("evaluate-forecast"), QStringLiteral("--trace FILE.csv|FILE.swf"),
        QCoreApplication::translate("CliApp", "score wait forecasts on a queue log"), &EvaluateForecastCommand::run));
    m_commands.push_back(std::make_unique<TraceCommand>(
        QStringLiteral("export-trace"), QStringLiteral("[--out FILE.csv]"),
        QCoreApplication::translate("CliApp", "the demo platform's past as a queue log"), &ExportTraceCommand::run));
}

CliCommand* CliCommands::find(const QString& name) const
{
    for (const auto& command : m_commands) {
        if (command->name() == name)
            return command.get();
    }
    return nullptr;
}

QString CliCommands::commandOf(const QStringList& arguments)
{
    // Options of CliApp and of the trace commands that take a value in the next argument.
    static const QStringList withValue { QStringLiteral("-b"),         QStringLiteral("--backend"),
                                         QStringLiteral("--trace"),    QStringLiteral("--train-fraction"),
                                         QStringLiteral("--quantile"), QStringLiteral("--tz"),
                                         QStringLiteral("--per-job"),  QStringLiteral("--out"),
                                         QStringLiteral("-p"),         QStringLiteral("--partition"),
                                         QStringLiteral("--sort") };
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString& a = arguments[i];
        if (a == QLatin1String("--"))
            return arguments.value(i + 1);
        if (a.startsWith(QLatin1Char('-'))) {
            if (withValue.contains(a))
                ++i;
            continue;
        }
        return a;
    }
    return {};
}

} // namespace qc
