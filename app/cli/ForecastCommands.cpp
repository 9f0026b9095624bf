#include "ForecastCommands.h"

#include "AlternativesCommand.h"
#include "EvaluateForecastCommand.h"
#include "ExportTraceCommand.h"

namespace qc {

QString ForecastCommands::commandOf(const QStringList& arguments)
{
    // Options of CliApp and of these commands that take a value in the next argument.
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

int ForecastCommands::dispatch(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    const QString command = commandOf(arguments);
    if (command == QLatin1String("evaluate-forecast"))
        return EvaluateForecastCommand::run(arguments, out, err);
    if (command == QLatin1String("alternatives"))
        return AlternativesCommand::run(arguments, out, err);
    if (command == QLatin1String("export-trace"))
        return ExportTraceCommand::run(arguments, out, err);
    return -1;
}

} // namespace qc
