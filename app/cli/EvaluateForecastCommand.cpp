#include "EvaluateForecastCommand.h"

#include "../forecast/ForecastEvaluation.h"
#include "../forecast/TraceReader.h"
#include "../model/JsonCodec.h"
#include "CliApp.h"
#include "RowErrors.h"
#include "TextTable.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QSaveFile>
#include <QTimeZone>
#include <cmath>

namespace qc {

using nlohmann::json;

namespace {
json seconds(double v)
{
    return std::isfinite(v) ? json(v) : json(nullptr);
}

json metricsJson(const ForecastMetrics& m)
{
    const auto& e = m.atEqualCoverage;
    return json { { "test_jobs", m.testJobs },
                  { "coverage", m.coverage },
                  { "median_bound_s", seconds(m.medianBoundS) },
                  { "pinball_loss", m.pinballLoss },
                  { "infinite_bounds", m.infiniteBounds },
                  { "max_bound_s", seconds(m.maxBoundS) },
                  { "share_above_longest_wait_so_far", m.aboveLongestSeen },
                  { "at_equal_coverage",
                    { { "scale", e.scale },
                      { "reached", e.reached },
                      { "coverage", e.coverage },
                      { "median_bound_s", seconds(e.medianBoundS) },
                      { "pinball_loss", e.pinballLoss } } } };
}

} // namespace

int EvaluateForecastCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    auto usage = [&](const QString& message) {
        err << tr("queuecast-cli: %1").arg(message) << '\n'
            << tr("Try 'queuecast-cli --help' for more information.") << '\n';
        err.flush();
        return int(CliApp::Usage);
    };
    QCommandLineParser parser;
    const QCommandLineOption jsonOpt(QStringLiteral("json"), tr("Machine-readable JSON output."));
    const QCommandLineOption traceOpt(QStringLiteral("trace"),
                                      tr("evaluate-forecast: queue log (CSV, or a Standard Workload Format log)."),
                                      tr("file"));
    const QCommandLineOption trainFractionOpt(
        QStringLiteral("train-fraction"),
        tr("evaluate-forecast: share of jobs (by submit time) used only to warm up, default 0.7."), tr("share"),
        QStringLiteral("0.7"));
    const QCommandLineOption quantileOpt(QStringLiteral("quantile"),
                                         tr("evaluate-forecast: quantile of the upper bound, default 0.9."), tr("q"),
                                         QStringLiteral("0.9"));
    const QCommandLineOption tzOpt(QStringLiteral("tz"),
                                   tr("evaluate-forecast: time zone for dates, e.g. Europe/Prague."), tr("zone"));
    const QCommandLineOption perJobOpt(
        QStringLiteral("per-job"), tr("evaluate-forecast: write one CSV row per test job to this file."), tr("file"));
    // Accepted like every other command's (scripts and QUEUECAST_BACKEND users pass it everywhere), and ignored:
    // evaluate-forecast reads a trace, not a cluster.
    const QCommandLineOption backendOpt({ QStringLiteral("b"), QStringLiteral("backend") },
                                        tr("Ignored here: evaluate-forecast reads a trace, not a cluster."), tr("url"));
    parser.addOptions({ jsonOpt, traceOpt, trainFractionOpt, quantileOpt, tzOpt, perJobOpt, backendOpt });
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("evaluate-forecast"), tr("score wait forecasts on a queue log"));
    parser.addPositionalArgument(QStringLiteral("file"), tr("the queue log, as --trace names it"), tr("[file]"));
    if (!parser.parse(arguments))
        return usage(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return CliApp::Ok;
    }
    // The log may also be named without --trace (evaluate-forecast FILE), as one names a file to a command.
    const QStringList positional = parser.positionalArguments();
    const int operands = parser.isSet(traceOpt) ? 1 : 2;
    if (positional.size() > operands)
        return usage(tr("unexpected argument \"%1\"").arg(positional.value(operands)));
    if (positional.size() < 2 && !parser.isSet(traceOpt))
        return usage(tr("evaluate-forecast needs --trace FILE.csv"));
    bool ok = false;
    const double trainFraction = parser.value(trainFractionOpt).toDouble(&ok);
    // Written so that NaN ("nan" reads as a number) fails every range check.
    if (!ok || !(trainFraction >= 0 && trainFraction < 1))
        return usage(tr("--train-fraction needs a number from 0 up to (not including) 1"));
    const double quantile = parser.value(quantileOpt).toDouble(&ok);
    if (!ok || !(quantile > 0 && quantile < 1))
        return usage(tr("--quantile needs a number between 0 and 1"));
    QTimeZone zone = QTimeZone::systemTimeZone();
    if (parser.isSet(tzOpt)) {
        zone = QTimeZone(parser.value(tzOpt).toUtf8());
        if (!zone.isValid())
            return usage(tr("unknown time zone \"%1\"").arg(parser.value(tzOpt)));
    }
    const bool asJson = parser.isSet(jsonOpt);
    const QString path = parser.isSet(traceOpt) ? parser.value(traceOpt) : positional.value(1);

    QElapsedTimer timer;
    timer.start();
    const TraceData data = TraceReader::readFile(path);
    if (!data.ok()) {
        err << tr("queuecast-cli: error: %1").arg(data.error) << '\n';
        err.flush();
        return CliApp::BackendFailure;
    }
    RowErrors::print(err, tr("queuecast-cli: %n bad row(s) in %1, skipped:", nullptr, int(data.badRows)).arg(path),
                     data.issues, data.badRows);
    if (data.jobs.isEmpty()) {
        err << tr("queuecast-cli: error: no usable job in %1").arg(path) << '\n';
        err.flush();
        return CliApp::BackendFailure;
    }
    if (!parser.isSet(tzOpt) && !data.timeZone.isEmpty()) {
        // A workload log names the zone of its site: its dates read as the site's, unless --tz says otherwise.
        const QTimeZone site(data.timeZone.toUtf8());
        if (site.isValid())
            zone = site;
    }
    ForecastEvaluation::Options options;
    options.trainFraction = trainFraction;
    options.quantile = quantile;
    options.keepRows = parser.isSet(perJobOpt);
    const ForecastEvaluation::Report r = ForecastEvaluation::run(data.jobs, options);

    if (parser.isSet(perJobOpt)) {
        // Written whole or not at all: a half-written file would re-score as a different test set.
        QSaveFile file(parser.value(perJobOpt));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
            err << tr("queuecast-cli: error: cannot write %1: %2").arg(file.fileName(), file.errorString()) << '\n';
            err.flush();
            return CliApp::BackendFailure;
        }
        QTextStream csv(&file);
        ForecastEvaluation::writeRowsCsv(r.rows, csv);
        csv.flush();
        if (!file.commit()) {
            err << tr("queuecast-cli: error: cannot write %1: %2").arg(file.fileName(), file.errorString()) << '\n';
            err.flush();
            return CliApp::BackendFailure;
        }
    }

    const qint64 elapsedMs = timer.elapsed();
    const QString testFrom = QDateTime::fromSecsSinceEpoch(r.testFrom, zone).toString(Qt::ISODate);
    if (asJson) {
        json j = metricsJson(r.model);
        j["trace"] = codec::utf8(path);
        j["jobs"] = r.jobs;
        j["bad_rows"] = qint64(data.badRows);
        j["format"] = codec::utf8(data.format);
        j["train_jobs"] = r.trainJobs;
        j["censored_test_jobs"] = r.censoredTestJobs;
        j["test_from"] = codec::utf8(testFrom);
        j["quantile"] = quantile;
        j["median_p50_s"] = seconds(r.medianP50S);
        j["bounds_at_cap"] = r.beyondSeen;
        j["bounds_above_cap"] = r.aboveCap;
        j["baseline"] = metricsJson(r.baseline);
        j["baseline"]["method"] = "qbets";
        json groups = json::array();
        for (const ForecastGroupMetrics& g : r.groups) {
            groups.push_back({ { "kind", codec::utf8(g.kind) },
                               { "name", codec::utf8(g.name) },
                               { "jobs", g.jobs },
                               { "coverage", g.modelCoverage },
                               { "median_bound_s", seconds(g.modelMedianBoundS) },
                               { "baseline_coverage", g.baselineCoverage },
                               { "baseline_median_bound_s", seconds(g.baselineMedianBoundS) } });
        }
        j["groups"] = groups;
        j["runtime_ms"] = elapsedMs;
        out << QString::fromStdString(j.dump(2)) << '\n';
        return CliApp::Ok;
    }
    auto hours = [&](double v) { return std::isfinite(v) ? tr("%1 h").arg(v / 3600.0, 0, 'f', 1) : tr("unbounded"); };
    out << tr("Trace %1: %2 jobs, %3 bad row(s); model warmed on the first %4, scored on %5 submitted from %6")
               .arg(path)
               .arg(r.jobs)
               .arg(data.badRows)
               .arg(r.trainJobs)
               .arg(r.model.testJobs)
               .arg(testFrom)
        << '\n';
    TextTable table({ tr("MODEL"), tr("COVERAGE"), tr("MEDIAN BOUND"), tr("PINBALL LOSS (h)"), tr("UNBOUNDED"),
                      tr("MAX BOUND"), tr("EQ. COV. SCALE"), tr("EQ. COV. MEDIAN"), tr("EQ. COV. PINBALL (h)") });
    auto row = [&](const QString& name, const ForecastMetrics& m) {
        table.addRow(
            { name, QString::number(m.coverage, 'f', 3), hours(m.medianBoundS),
              QString::number(m.pinballLoss / 3600.0, 'f', 2), QString::number(m.infiniteBounds), hours(m.maxBoundS),
              m.atEqualCoverage.reached ? QString::number(m.atEqualCoverage.scale, 'f', 3) : tr("unreachable"),
              hours(m.atEqualCoverage.medianBoundS), QString::number(m.atEqualCoverage.pinballLoss / 3600.0, 'f', 2) });
    };
    row(tr("forecaster P%1").arg(qRound(quantile * 100)), r.model);
    row(tr("QBETS baseline"), r.baseline);
    table.print(out);
    out << tr("Median P50 forecast: %1. Took %2 ms.").arg(hours(r.medianP50S)).arg(elapsedMs) << '\n';
    out << tr("Censored test jobs (never started): %1. Model bounds at the cap: %2; above the longest wait seen so "
              "far: %3 % (QBETS: %4 %).")
               .arg(r.censoredTestJobs)
               .arg(r.beyondSeen)
               .arg(100.0 * r.model.aboveLongestSeen, 0, 'f', 1)
               .arg(100.0 * r.baseline.aboveLongestSeen, 0, 'f', 1)
        << '\n';
    TextTable groupTable(
        { tr("GROUP"), tr("JOBS"), tr("COVERAGE"), tr("MEDIAN BOUND"), tr("QBETS COVERAGE"), tr("QBETS MEDIAN") });
    for (const ForecastGroupMetrics& g : r.groups) {
        groupTable.addRow({ g.kind + QLatin1Char('=') + g.name, QString::number(g.jobs),
                            QString::number(g.modelCoverage, 'f', 3), hours(g.modelMedianBoundS),
                            QString::number(g.baselineCoverage, 'f', 3), hours(g.baselineMedianBoundS) });
    }
    groupTable.print(out);
    return CliApp::Ok;
}

} // namespace qc
