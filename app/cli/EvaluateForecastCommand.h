#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace qc {

// queuecast-cli evaluate-forecast: replays a queue log and scores the wait forecaster against the QBETS
// baseline, raw and at equal coverage, per group, optionally one CSV row per test job (--per-job).
// Its strings share CliApp's translation context.
class EvaluateForecastCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
};

} // namespace qc
