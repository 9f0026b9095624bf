#include "AlternativesCommand.h"

#include "../backends/BackendFactory.h"
#include "../forecast/AlternativesAdvisor.h"
#include "../forecast/StartForecast.h"
#include "../model/JsonCodec.h"
#include "CliApp.h"
#include "CliInvocation.h"
#include "TextTable.h"

#include <QCommandLineParser>
#include <nlohmann/json.hpp>
#include <qcoro/qcorotask.h>

namespace qc {

using nlohmann::json;

namespace {
json secondsOrNull(qint64 s)
{
    return s >= 0 ? json(s) : json(nullptr);
}

json toJson(const Alternative& a)
{
    json params = json::object();
    switch (a.change) {
    case Alternative::Change::Keep:
        break;
    case Alternative::Change::FewerGpus:
        params = { { "gpus", a.gpus }, { "time_limit_s", a.timeLimitS } };
        break;
    case Alternative::Change::Split:
        params = { { "jobs", a.jobs }, { "gpus_per_job", a.gpus } };
        break;
    case Alternative::Change::ShorterLimit:
        params = { { "time_limit_s", a.timeLimitS } };
        break;
    case Alternative::Change::Partition:
        params = { { "partition", codec::utf8(a.partition) } };
        break;
    case Alternative::Change::Qos:
        params = { { "qos", codec::utf8(a.qos) } };
        break;
    case Alternative::Change::Begin:
        params = { { "begin", codec::timeJson(a.begin) } };
        break;
    }
    return { { "change", codec::utf8(Alternative::changeKey(a.change)) },
             { "parameters", params },
             { "text", codec::utf8(a.title()) },
             { "start_p50_s", secondsOrNull(a.startP50S) },
             { "start_p90_s", secondsOrNull(a.startP90S) },
             { "finish_p50_s", secondsOrNull(a.finishP50S) },
             { "start_p50", codec::timeJson(a.start.p50) },
             { "run_s", a.runS },
             { "gpu_hours", a.gpuHours },
             { "finish_gain_s", a.finishGainS },
             { "start_gain_s", a.startGainS },
             { "confidence", codec::utf8(Alternative::confidenceKey(a.confidence)) },
             { "forecast_note", a.start.noteKey().isEmpty() ? json(nullptr) : json(codec::utf8(a.start.noteKey())) },
             { "allowed", a.allowed },
             { "why_not", a.allowed ? json(nullptr) : json(codec::utf8(a.whyNot)) },
             { "note", a.note.isEmpty() ? json(nullptr) : json(codec::utf8(a.note)) } };
}

QString inText(qint64 s)
{
    return s < 0 ? QStringLiteral("-") : StartForecast::durationText(double(s));
}

QString gainText(const Alternative& a, bool byFinish)
{
    const qint64 g = byFinish ? a.finishGainS : a.startGainS;
    if (!a.hasStart() || g == 0)
        return QStringLiteral("-");
    const QString by = StartForecast::durationText(double(std::abs(g)));
    return g > 0 ? AlternativesCommand::tr("%1 earlier").arg(by) : AlternativesCommand::tr("%1 later").arg(by);
}
} // namespace

int AlternativesCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    auto usage = [&](const QString& message) {
        err << tr("queuecast-cli: %1").arg(message) << '\n'
            << tr("Try 'queuecast-cli --help' for more information.") << '\n';
        err.flush();
        return int(CliApp::Usage);
    };
    QCommandLineParser parser;
    const QCommandLineOption backendOpt(
        { QStringLiteral("b"), QStringLiteral("backend") },
        tr("Backend URL: demo://, slurm://, slurm+ssh://user@host, slurm+rest://user@host:port."), tr("url"),
        qEnvironmentVariable("QUEUECAST_BACKEND", BackendFactory::defaultUrl()));
    const QCommandLineOption jsonOpt(QStringLiteral("json"), tr("Machine-readable JSON output."));
    const QCommandLineOption sortOpt(QStringLiteral("sort"),
                                     tr("alternatives: rank by expected finish (default) or by expected start."),
                                     QStringLiteral("finish|start"), QStringLiteral("finish"));
    parser.addOptions({ backendOpt, jsonOpt, sortOpt });
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("alternatives"),
                                 tr("what you could change about a pending job, with expected starts"));
    parser.addPositionalArgument(QStringLiteral("JOBID"), tr("the pending job"));
    if (!parser.parse(arguments))
        return usage(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return CliApp::Ok;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2)
        return usage(positional.size() < 2 ? tr("alternatives needs exactly one job id")
                                           : tr("unexpected argument \"%1\"").arg(positional.value(2)));
    const QString sortText = parser.value(sortOpt);
    if (sortText != QLatin1String("finish") && sortText != QLatin1String("start"))
        return usage(tr("--sort takes finish or start, not \"%1\"").arg(sortText));
    const auto sortBy
        = sortText == QLatin1String("start") ? AlternativesAdvisor::SortBy::Start : AlternativesAdvisor::SortBy::Finish;
    const bool asJson = parser.isSet(jsonOpt);
    const QString jobId = positional[1];

    auto fail = [&](const BackendError& error) {
        err << tr("queuecast-cli: error: %1").arg(error.toString()) << '\n';
        if (asJson)
            out << QString::fromStdString(json { { "error",
                                                   { { "kind", codec::utf8(error.kindName()) },
                                                     { "message", codec::utf8(error.message) },
                                                     { "detail", codec::utf8(error.detail) } } } }
                                              .dump(2))
                << '\n';
        out.flush();
        err.flush();
        return CliApp::exitCodeFor(error);
    };
    auto backend = BackendFactory::create(parser.value(backendOpt));
    if (!backend.ok())
        return fail(backend.error());
    const auto snapshot = QCoro::waitFor(backend.value()->fetchSnapshot());
    if (!snapshot.ok())
        return fail(snapshot.error());
    const ClusterSnapshot& snap = snapshot.value();
    const QList<FinishedJob> history = CliInvocation::pastJobs(*backend.value(), snap.takenAt);
    const AlternativesAdvisor::Advice advice
        = AlternativesAdvisor::advise(snap, jobId, backend.value()->capabilitiesFor({ jobId }), history, sortBy);
    if (!advice.error.isEmpty()) {
        return fail(BackendError::make(
            snap.findJob(jobId) ? BackendError::Kind::InvalidRequest : BackendError::Kind::NotFound, advice.error));
    }

    if (asJson) {
        json list = json::array();
        for (const Alternative& a : advice.alternatives)
            list.push_back(toJson(a));
        const json doc { { "backend", codec::utf8(backend.value()->url().toString()) },
                         { "job_id", codec::utf8(jobId) },
                         { "taken_at", codec::timeJson(snap.takenAt) },
                         { "sort", codec::utf8(sortText) },
                         { "history_jobs", history.size() },
                         { "keep", toJson(advice.keep) },
                         { "alternatives", list } };
        out << QString::fromStdString(doc.dump(2)) << '\n';
        out.flush();
        return CliApp::Ok;
    }
    const bool byFinish = sortBy == AlternativesAdvisor::SortBy::Finish;
    out << tr("Job %1 as it is: %2").arg(jobId, StartForecast::whenText(advice.keep.start)) << '\n';
    TextTable table({ tr("CHANGE"), tr("WHAT"), tr("START P50"), tr("START P90"), tr("FINISH P50"),
                      byFinish ? tr("FINISH GAIN") : tr("START GAIN"), tr("GPU-H"), tr("CONFIDENCE"), tr("ALLOWED") });
    const QLocale locale;
    const Alternative& keep = advice.keep;
    table.addRow({ Alternative::changeKey(keep.change), keep.title(), inText(keep.startP50S), inText(keep.startP90S),
                   inText(keep.finishP50S), QStringLiteral("-"), locale.toString(keep.gpuHours, 'f', 1),
                   keep.confidenceText(), tr("yes") });
    for (const Alternative& a : advice.alternatives)
        table.addRow({ Alternative::changeKey(a.change), a.title(), inText(a.startP50S), inText(a.startP90S),
                       inText(a.finishP50S), gainText(a, byFinish), locale.toString(a.gpuHours, 'f', 1),
                       a.confidenceText(), a.allowed ? tr("yes") : tr("no: %1").arg(a.whyNot) });
    table.print(out);
    out.flush();
    return CliApp::Ok;
}

} // namespace qc
