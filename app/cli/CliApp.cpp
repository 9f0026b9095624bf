#include "CliApp.h"

#include "../analysis/JobInsight.h"
#include "../analysis/RegionSummary.h"
#include "../backends/BackendFactory.h"
#include "../backends/rest/RestEndpoint.h"
#include "../backends/slurm/SshConfigFile.h"
#include "../forecast/Planner.h"
#include "../forecast/StartForecast.h"
#include "../history/HistoryLocation.h"
#include "../history/HistoryStore.h"
#include "../model/JsonCodec.h"
#include "../model/SlurmTime.h"
#include "../service/AccountingImport.h"
#include "../service/JobStatusJson.h"
#include "../service/ScriptFileReader.h"
#include "ForecastCommands.h"
#include "TextTable.h"
#include "model/Clock.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTimeZone>
#include <QUrlQuery>
#include <qcoro/qcorotask.h>

namespace qc {

using nlohmann::json;

namespace {
void printJson(QTextStream& out, const json& j)
{
    out << QString::fromStdString(j.dump(2)) << '\n';
}

QString timeText(const QDateTime& t)
{
    return t.isValid() ? t.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")) : QStringLiteral("-");
}

// The past that teaches forecasts and windows: the demo platform's simulated weeks, otherwise the history
// database the GUI keeps for this cluster profile (same name as the GUI's), the last four weeks.
QList<FinishedJob> pastJobs(Backend& backend, const QDateTime& at)
{
    // A backend with a past of its own (the demo platform, also inside a composite) answers it.
    if (const std::optional<HistorySeed> seed = QCoro::waitFor(backend.historySeed()))
        return seed->jobs;
    const QString path = HistoryLocation::databasePath(backend.url());
    if (!QFile::exists(path))
        return {};
    HistoryStore store(path);
    if (!store.open().ok())
        return {};
    auto jobs = store.jobs(at.addDays(-28), {});
    return jobs.ok() ? jobs.value() : QList<FinishedJob> {};
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

int CliApp::fail(const BackendError& error)
{
    m_err << tr("queuecast-cli: error: %1").arg(error.toString()) << '\n';
    if (m_json) {
        printJson(m_out,
                  json { { "error",
                           { { "kind", codec::utf8(error.kindName()) },
                             { "message", codec::utf8(error.message) },
                             { "detail", codec::utf8(error.detail) } } } });
    }
    m_out.flush();
    m_err.flush();
    return exitCodeFor(error);
}

int CliApp::usageError(const QString& message)
{
    m_err << tr("queuecast-cli: %1").arg(message) << '\n'
          << tr("Try 'queuecast-cli --help' for more information.") << '\n';
    m_err.flush();
    return Usage;
}

int CliApp::run(const QStringList& arguments)
{
    if (const int code = ForecastCommands::dispatch(arguments, m_out, m_err); code >= 0)
        return code;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("QueueCast: why your GPU jobs wait, and when they will start.\n\n"
           "Commands:\n"
           "  status            jobs with their state and scheduler reason\n"
           "  regions           GPUs total/busy/free and pending demand per region\n"
           "  submit            submit a job\n"
           "  update JOBID      change a pending job (nice, partition, begin time, ...)\n"
           "  hold|release JOBID\n"
           "  cancel JOBID\n"
           "  requeue JOBID\n"
           "  evaluate-forecast --trace FILE.csv   score wait forecasts on a queue log")
        + QLatin1Char('\n') + tr("  recommend --gpus N   when and where to submit: start windows and regions")
        + QLatin1Char('\n') + tr("  export-trace [--out FILE.csv]   the demo platform's past as a queue log")
        + QLatin1Char('\n')
        + tr("  import-history [--since DATE]   import finished jobs from Slurm accounting (sacct) into the "
             "history"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption backendOpt(
        { QStringLiteral("b"), QStringLiteral("backend") },
        tr("Backend URL: demo://, slurm://, slurm+ssh://user@host, slurm+rest://user@host:port."), tr("url"),
        qEnvironmentVariable("QUEUECAST_BACKEND", BackendFactory::defaultUrl()));
    const QCommandLineOption jsonOpt(QStringLiteral("json"), tr("Machine-readable JSON output."));
    const QCommandLineOption mineOpt(QStringLiteral("mine"), tr("status: only your own jobs."));
    const QCommandLineOption nameOpt(QStringLiteral("name"), tr("Job name."), tr("name"));
    const QCommandLineOption partitionOpt({ QStringLiteral("p"), QStringLiteral("partition") },
                                          tr("Partition or region."), tr("partition"));
    const QCommandLineOption gpusOpt(QStringLiteral("gpus"), tr("Number of GPUs."), tr("n"));
    const QCommandLineOption gpuTypeOpt(QStringLiteral("gpu-type"), tr("GPU type, e.g. a100."), tr("type"));
    const QCommandLineOption cpusOpt(QStringLiteral("cpus"), tr("CPUs."), tr("n"));
    const QCommandLineOption memOpt(QStringLiteral("mem-mb"), tr("Memory in MB."), tr("mb"));
    const QCommandLineOption timeOpt({ QStringLiteral("t"), QStringLiteral("time") },
                                     tr("Time limit, Slurm notation ([D-]HH:MM:SS or minutes)."), tr("limit"));
    const QCommandLineOption qosOpt(QStringLiteral("qos"), tr("QOS or priority tier."), tr("qos"));
    const QCommandLineOption accountOpt(QStringLiteral("account"), tr("Account."), tr("account"));
    const QCommandLineOption beginOpt(QStringLiteral("begin"),
                                      tr("Earliest start: ISO 8601, HH:MM or now+N{minutes|hours|days}."), tr("time"));
    const QCommandLineOption commandOpt(QStringLiteral("wrap"), tr("Command to run (sbatch --wrap)."), tr("command"));
    const QCommandLineOption scriptOpt(QStringLiteral("script"), tr("Batch script file."), tr("file"));
    const QCommandLineOption licensesOpt(QStringLiteral("licenses"), tr("Licenses / storage IO, e.g. nas_io:2."),
                                         tr("list"));
    const QCommandLineOption dependencyOpt(QStringLiteral("dependency"), tr("Dependency, e.g. afterok:123."),
                                           tr("spec"));
    const QCommandLineOption holdOpt(QStringLiteral("hold"), tr("Submit held."));
    const QCommandLineOption niceOpt(QStringLiteral("nice"), tr("Nice value (higher is lower priority)."), tr("n"));
    const QCommandLineOption workDirOpt(QStringLiteral("chdir"), tr("Working directory."), tr("dir"));
    const QCommandLineOption envOpt(
        QStringLiteral("env"),
        tr("submit: environment variable for the job, repeatable. NAME takes the value from this environment, which "
           "keeps it out of the process list; NAME=VALUE gives it."),
        tr("name[=value]"));
    const QCommandLineOption sshConfigOpt(
        QStringLiteral("ssh-config"),
        tr("slurm+ssh://: the ssh configuration file to use (ssh -F) instead of ~/.ssh/config; it must be yours and "
           "writable only by you."),
        tr("file"));
    parser.addOptions({ backendOpt,    jsonOpt, mineOpt, nameOpt,    partitionOpt, gpusOpt,     gpuTypeOpt, cpusOpt,
                        memOpt,        timeOpt, qosOpt,  accountOpt, beginOpt,     commandOpt,  scriptOpt,  licensesOpt,
                        dependencyOpt, holdOpt, niceOpt, workDirOpt, envOpt,       sshConfigOpt });
    // evaluate-forecast and export-trace have their own options: ForecastCommands::dispatch runs them above.
    const QCommandLineOption timeLimitOpt(QStringLiteral("time-limit"),
                                          tr("recommend: time limit, Slurm notation (same as --time)."), tr("limit"));
    parser.addOption(timeLimitOpt);
    const QCommandLineOption sinceOpt(
        QStringLiteral("since"),
        tr("import-history: first day to import: YYYY-MM-DD, an ISO date and time, or now-N{days|hours}; default "
           "28 days ago."),
        tr("date"));
    parser.addOption(sinceOpt);
    parser.addPositionalArgument(QStringLiteral("command"),
                                 tr("status, regions, submit, update, hold, release, cancel, requeue, recommend, "
                                    "import-history, evaluate-forecast or export-trace."));

    if (!parser.parse(arguments))
        return usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        m_out << parser.helpText();
        return Ok;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        m_out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return Ok;
    }
    m_json = parser.isSet(jsonOpt);
    QString backendUrl = parser.value(backendOpt);
    if (parser.isSet(sshConfigOpt)) {
        // Named here by the user: the one way an ssh_config reaches the ssh backend (SshConfigFile).
        const QString file = parser.value(sshConfigOpt);
        slurm::SshConfigFile::trust(file);
        if (const QString problem = slurm::SshConfigFile::problemWith(file); !problem.isEmpty())
            return usageError(problem);
        QUrl url(backendUrl);
        QUrlQuery query(url);
        query.removeAllQueryItems(QStringLiteral("ssh_config"));
        query.addQueryItem(QStringLiteral("ssh_config"), QString::fromUtf8(QUrl::toPercentEncoding(file)));
        url.setQuery(query);
        backendUrl = url.toString(QUrl::FullyEncoded);
    }
    if (QUrl(backendUrl).scheme() == QLatin1String("slurm+rest")) {
        const auto endpoint = rest::RestEndpoint::fromUrl(QUrl(backendUrl));
        if (endpoint.ok() && !endpoint.value().plainHttpWarning().isEmpty()) {
            m_err << tr("queuecast-cli: warning: %1").arg(endpoint.value().plainHttpWarning()) << '\n';
            m_err.flush();
        }
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(tr("no command given"));
    const QString command = positional.first();
    if (command == QLatin1String("recommend")) {
        if (positional.size() != 1)
            return usageError(tr("unexpected argument \"%1\"").arg(positional.value(1)));
        bool ok = false;
        const int gpus = parser.value(gpusOpt).toInt(&ok);
        if (!parser.isSet(gpusOpt) || !ok || gpus < 1)
            return usageError(tr("recommend needs --gpus with a positive whole number"));
        const QString limitText = parser.isSet(timeLimitOpt) ? parser.value(timeLimitOpt) : parser.value(timeOpt);
        std::optional<qint64> limit = qint64(3600);
        if (!limitText.isEmpty()) {
            limit = slurmtime::parseDuration(limitText);
            if (!limit || *limit <= 0)
                return usageError(tr("cannot read time limit \"%1\"").arg(limitText));
        }
        JobShape shape { parser.value(partitionOpt), gpus, *limit, 0, {} };
        shape.gpuType = parser.value(gpuTypeOpt);
        shape.qos = parser.value(qosOpt);
        auto backend = BackendFactory::create(backendUrl);
        if (!backend.ok())
            return fail(backend.error());
        return recommend(*backend.value(), shape, m_json);
    }
    if (command == QLatin1String("import-history")) {
        if (positional.size() != 1)
            return usageError(tr("unexpected argument \"%1\"").arg(positional.value(1)));
        const QDateTime now = Clock::currentDateTime();
        const QDateTime since
            = parser.isSet(sinceOpt) ? AccountingImport::parseSince(parser.value(sinceOpt), now) : now.addDays(-28);
        if (!since.isValid())
            return usageError(tr("cannot read start date \"%1\" (expected e.g. 2026-11-01 or now-7d, in the past)")
                                  .arg(parser.value(sinceOpt)));
        auto backend = BackendFactory::create(backendUrl);
        if (!backend.ok())
            return fail(backend.error());
        return importHistory(backend.value()->url(), since, m_json);
    }
    static const QStringList known { QStringLiteral("status"), QStringLiteral("regions"), QStringLiteral("submit"),
                                     QStringLiteral("update"), QStringLiteral("hold"),    QStringLiteral("release"),
                                     QStringLiteral("cancel"), QStringLiteral("requeue") };
    if (!known.contains(command))
        return usageError(tr("unknown command \"%1\"").arg(command));
    const bool needsJob = command != QLatin1String("status") && command != QLatin1String("regions")
        && command != QLatin1String("submit");
    if (needsJob && positional.size() != 2)
        return usageError(tr("%1 needs exactly one job id").arg(command));
    if (!needsJob && positional.size() != 1)
        return usageError(tr("unexpected argument \"%1\"").arg(positional.value(1)));

    auto intOption = [&parser](const QCommandLineOption& option, int& target) {
        if (!parser.isSet(option))
            return true;
        bool ok = false;
        target = parser.value(option).toInt(&ok);
        return ok;
    };

    // Validate everything the user typed before touching a backend.
    JobSpec spec;
    JobUpdate change;
    if (command == QLatin1String("submit") || command == QLatin1String("update")) {
        const QDateTime now = Clock::currentDateTimeUtc();
        int gpus = 0;
        int cpus = 1;
        int nice = 0;
        qint64 memoryMb = 0;
        if (!intOption(gpusOpt, gpus) || gpus < 0)
            return usageError(tr("--gpus needs a non-negative whole number"));
        if (!intOption(cpusOpt, cpus) || cpus < 1)
            return usageError(tr("--cpus needs a positive whole number"));
        // Slurm's nice range: NICE_OFFSET - 3 either side of 0.
        if (!intOption(niceOpt, nice) || nice < -2147483645 || nice > 2147483645)
            return usageError(tr("--nice needs a whole number from -2147483645 to 2147483645"));
        if (parser.isSet(memOpt)) {
            bool ok = false;
            memoryMb = parser.value(memOpt).toLongLong(&ok);
            // Slurm holds memory in MB in 64 bits, with the top values as sentinels; 2^40 MB is a zettabyte.
            if (!ok || memoryMb < 1 || memoryMb > (qint64(1) << 40))
                return usageError(tr("--mem-mb needs a positive whole number of megabytes"));
        }
        std::optional<qint64> limit;
        if (parser.isSet(timeOpt)) {
            limit = slurmtime::parseDuration(parser.value(timeOpt));
            if (!limit)
                return usageError(tr("cannot read time limit \"%1\"").arg(parser.value(timeOpt)));
        }
        QDateTime begin;
        if (parser.isSet(beginOpt)) {
            begin = slurmtime::parseTime(parser.value(beginOpt), now);
            if (!begin.isValid())
                return usageError(tr("cannot read begin time \"%1\"").arg(parser.value(beginOpt)));
        }
        if (command == QLatin1String("submit")) {
            spec.name = parser.value(nameOpt);
            spec.partition = parser.value(partitionOpt);
            spec.gpus = gpus;
            spec.gpuType = parser.value(gpuTypeOpt);
            spec.cpus = cpus;
            spec.memoryMb = memoryMb;
            spec.timeLimitS = limit.value_or(3600);
            spec.qos = parser.value(qosOpt);
            spec.account = parser.value(accountOpt);
            spec.beginTime = begin;
            spec.licenses = parser.value(licensesOpt);
            spec.dependency = parser.value(dependencyOpt);
            spec.hold = parser.isSet(holdOpt);
            spec.nice = nice;
            spec.workDir = parser.value(workDirOpt);
            spec.command = parser.value(commandOpt);
            if (parser.isSet(scriptOpt)) {
                // The submit dialog's checks: bounded read (/dev/zero never ends), no NUL bytes, UTF-8, not empty.
                QFile file(parser.value(scriptOpt));
                if (!file.open(QIODevice::ReadOnly))
                    return usageError(tr("cannot read script %1: %2").arg(file.fileName(), file.errorString()));
                const auto script
                    = ScriptFileReader::check(file.read(ScriptFileReader::kMaxBytes + 1), file.fileName());
                if (!script.error.isEmpty())
                    return usageError(script.error);
                spec.script = script.text;
            }
            for (const QString& entry : parser.values(envOpt)) {
                const qsizetype eq = entry.indexOf(QLatin1Char('='));
                const QString name = eq < 0 ? entry : entry.left(eq);
                static const QRegularExpression plainName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
                if (!plainName.match(name).hasMatch())
                    return usageError(
                        tr("--env needs NAME or NAME=VALUE with a plain variable name, not \"%1\"").arg(name));
                if (eq < 0 && !qEnvironmentVariableIsSet(name.toLocal8Bit().constData()))
                    return usageError(tr("--env %1: no such variable in this environment").arg(name));
                spec.environment.insert(
                    name, eq < 0 ? qEnvironmentVariable(name.toLocal8Bit().constData()) : entry.mid(eq + 1));
            }
            if (spec.script.isEmpty() && spec.command.isEmpty())
                spec.command = QStringLiteral("sleep 3600");
        } else {
            if (parser.isSet(niceOpt))
                change.nice = nice;
            if (parser.isSet(partitionOpt))
                change.partition = parser.value(partitionOpt);
            if (parser.isSet(beginOpt))
                change.beginTime = begin;
            if (limit)
                change.timeLimitS = *limit;
            if (parser.isSet(qosOpt))
                change.qos = parser.value(qosOpt);
            if (change.isEmpty())
                return usageError(tr("update needs at least one of --nice, --partition, --begin, --time, --qos"));
        }
    }

    auto backend = BackendFactory::create(backendUrl);
    if (!backend.ok())
        return fail(backend.error());
    Backend& b = *backend.value();

    if (command == QLatin1String("status"))
        return status(b, parser.isSet(mineOpt), m_json);
    if (command == QLatin1String("regions"))
        return regions(b, m_json);
    if (command == QLatin1String("submit"))
        return submit(b, spec, m_json);
    const QString id = positional.at(1);
    if (command == QLatin1String("update"))
        return update(b, id, change, m_json);
    if (command == QLatin1String("hold") || command == QLatin1String("release")) {
        JobUpdate holdChange;
        holdChange.hold = command == QLatin1String("hold");
        return update(b, id, holdChange, m_json);
    }
    return cancel(b, id, command == QLatin1String("requeue"), m_json);
}

int CliApp::status(Backend& backend, bool mineOnly, bool asJson)
{
    const auto result = QCoro::waitFor(backend.fetchSnapshot());
    if (!result.ok())
        return fail(result.error());
    const ClusterSnapshot& snap = result.value();
    // Several clusters side by side: the ones that did not answer are missing from the list, so say which.
    QList<MemberStatus> unavailable;
    if (const QList<MemberStatus> members = backend.memberStatus(); !members.isEmpty()) {
        for (const auto& member : members) {
            if (member.stale || !member.hasData) {
                unavailable.append(member);
                m_err << tr("warning: cluster %1 did not answer; its jobs are missing: %2")
                             .arg(member.profile, member.lastError.toString())
                      << '\n';
            }
        }
        m_err.flush();
    }
    // Facts that were read once and could not be read again (never read: there are none, as before).
    if (snap.accountingStale && snap.accountingReadAt.isValid())
        m_err << tr("warning: the accounting limits could not be read again; they date from %1")
                     .arg(snap.accountingReadAt.toString(Qt::ISODate))
              << '\n';
    // Positions need the whole queue, so insights are computed before filtering to --mine.
    const QList<JobInsight> insights = JobInsight::computeAll(snap, backend.capabilities());
    QList<qsizetype> rows;
    for (qsizetype i = 0; i < snap.jobs.size(); ++i) {
        if (!mineOnly || snap.jobs[i].user == snap.currentUser)
            rows.append(i);
    }
    if (asJson) {
        // Streamed one job per line: a document of 20,000 jobs built whole took ~300 MB.
        const json header { { "backend", codec::utf8(backend.url().toString()) },
                            { "cluster", codec::utf8(snap.clusterName) },
                            { "user", codec::utf8(snap.currentUser) },
                            { "taken_at", codec::timeJson(snap.takenAt) },
                            { "others_jobs_visible", snap.othersJobsVisible },
                            { "accounting_read_at", codec::timeJson(snap.accountingReadAt) },
                            { "accounting_stale", snap.accountingStale } };
        json missing = json::array();
        for (const auto& member : unavailable)
            missing.push_back({ { "profile", codec::utf8(member.profile) },
                                { "error", codec::utf8(member.lastError.toString()) },
                                { "kind", codec::utf8(member.lastError.kindName()) } });
        m_out << "{\n";
        for (auto it = header.begin(); it != header.end(); ++it)
            m_out << "  " << QString::fromStdString(json(it.key()).dump()) << ": "
                  << QString::fromStdString(it.value().dump()) << ",\n";
        m_out << "  \"unavailable_clusters\": " << QString::fromStdString(missing.dump()) << ",\n";
        m_out << "  \"jobs\": [";
        bool first = true;
        // The same forecast as the GUI's (StartForecast): times, or null with the reason in forecast_note.
        const QList<TraceJob> past = Planner::toTrace(pastJobs(backend, snap.takenAt));
        // Written straight as text (JobStatusJson), a few hundred jobs at a time.
        std::string chunk;
        chunk.reserve(300 * 1024);
        for (qsizetype i : rows) {
            chunk += first ? "\n    " : ",\n    ";
            first = false;
            if (snap.jobs[i].isPending()) {
                const StartEstimate e = StartForecast::compute(snap, snap.jobs[i], past, insights[i].position);
                JobStatusJson::append(chunk, snap.jobs[i], insights[i], &e);
            } else {
                JobStatusJson::append(chunk, snap.jobs[i], insights[i], nullptr);
            }
            if (chunk.size() > 256 * 1024) {
                m_out << QString::fromUtf8(chunk.data(), qsizetype(chunk.size()));
                chunk.clear();
            }
        }
        m_out << QString::fromUtf8(chunk.data(), qsizetype(chunk.size()));
        m_out << (first ? "]\n}\n" : "\n  ]\n}\n");
        return Ok;
    }
    TextTable table({ tr("ID"), tr("NAME"), tr("USER"), tr("PARTITION"), tr("STATE"), tr("GPUS"), tr("SUBMIT"),
                      tr("START"), tr("REASON"), tr("CAUSE"), tr("POS") });
    for (qsizetype i : rows) {
        const Job* j = &snap.jobs[i];
        const JobInsight& in = insights[i];
        const QString gpus = j->gpuType.isEmpty() ? QString::number(j->gpus)
                                                  : QStringLiteral("%1:%2").arg(j->gpuType, QString::number(j->gpus));
        const QDateTime start = j->startTime.isValid() ? j->startTime : j->estimatedStart;
        QString cause = in.cause ? causeName(*in.cause) : QString();
        if (in.cause && in.inferred)
            cause += QLatin1Char('*');
        QString pos;
        if (in.position)
            pos = (in.position->lowerBound ? QStringLiteral(">=") : QString()) + QString::number(in.position->position);
        table.addRow({ j->id, j->name, j->user, j->partition, jobStateName(j->state), gpus, timeText(j->submitTime),
                       timeText(start), j->isPending() ? j->reason : QString(), cause, pos });
    }
    table.print(m_out);
    m_out << tr("%n job(s) on %1 at %2", nullptr, int(rows.size())).arg(backend.displayName(), timeText(snap.takenAt))
          << '\n';
    return Ok;
}

int CliApp::regions(Backend& backend, bool asJson)
{
    const auto result = QCoro::waitFor(backend.fetchSnapshot());
    if (!result.ok())
        return fail(result.error());
    const auto summaries = RegionSummary::fromSnapshot(result.value());
    if (asJson) {
        json list = json::array();
        for (const auto& r : summaries) {
            json types = json::object();
            for (auto it = r.gpusTotalByType.cbegin(); it != r.gpusTotalByType.cend(); ++it)
                types[codec::utf8(it.key())]
                    = { { "total", it.value() }, { "free", r.gpusFreeByType.value(it.key()) } };
            list.push_back({ { "name", codec::utf8(r.name) },
                             { "state", codec::utf8(r.state) },
                             { "nodes", r.nodes },
                             { "gpus_total", r.gpusTotal },
                             { "gpus_busy", r.gpusBusy },
                             { "gpus_free", r.gpusFree },
                             { "gpus_unavailable", r.gpusUnavailable },
                             { "max_free_on_one_node", r.maxFreeOnOneNode },
                             { "running_jobs", r.runningJobs },
                             { "pending_jobs", r.pendingJobs },
                             { "pending_gpus", r.pendingGpus },
                             { "gpu_types", types } });
        }
        printJson(m_out,
                  json { { "backend", codec::utf8(backend.url().toString()) },
                         { "taken_at", codec::timeJson(result.value().takenAt) },
                         { "regions", list } });
        return Ok;
    }
    TextTable table({ tr("REGION"), tr("STATE"), tr("GPUS"), tr("BUSY"), tr("FREE"), tr("MAX/NODE"), tr("RUNNING"),
                      tr("PENDING"), tr("PENDING GPUS") });
    for (const auto& r : summaries) {
        table.addRow({ r.name, r.state, QString::number(r.gpusTotal), QString::number(r.gpusBusy),
                       QString::number(r.gpusFree), QString::number(r.maxFreeOnOneNode), QString::number(r.runningJobs),
                       QString::number(r.pendingJobs), QString::number(r.pendingGpus) });
    }
    table.print(m_out);
    return Ok;
}

int CliApp::submit(Backend& backend, const JobSpec& spec, bool asJson)
{
    const auto result = QCoro::waitFor(backend.submit(spec));
    if (!result.ok())
        return fail(result.error());
    if (asJson)
        printJson(m_out, json { { "id", codec::utf8(result.value()) } });
    else
        m_out << tr("Submitted job %1").arg(result.value()) << '\n';
    return Ok;
}

int CliApp::update(Backend& backend, const QString& id, const JobUpdate& change, bool asJson)
{
    const auto result = QCoro::waitFor(backend.update(id, change));
    if (!result.ok())
        return fail(result.error());
    if (asJson)
        printJson(m_out, json { { "id", codec::utf8(id) }, { "updated", codec::toJson(change) } });
    else
        m_out << tr("Updated job %1").arg(id) << '\n';
    return Ok;
}

int CliApp::cancel(Backend& backend, const QString& id, bool requeue, bool asJson)
{
    const auto result = QCoro::waitFor(requeue ? backend.requeue(id) : backend.cancel(id));
    if (!result.ok())
        return fail(result.error());
    if (asJson)
        printJson(m_out, json { { "id", codec::utf8(id) }, { requeue ? "requeued" : "cancelled", true } });
    else
        m_out << (requeue ? tr("Requeued job %1") : tr("Cancelled job %1")).arg(id) << '\n';
    return Ok;
}

int CliApp::recommend(Backend& backend, const JobShape& shape, bool asJson)
{
    const auto result = QCoro::waitFor(backend.fetchSnapshot());
    if (!result.ok())
        return fail(result.error());
    const ClusterSnapshot& snap = result.value();
    const QList<FinishedJob> history = pastJobs(backend, snap.takenAt);
    const JobPlan plan = Planner::make(snap, shape, history);
    auto seconds = [](double v) { return v >= 0 ? json(qRound64(v)) : json(nullptr); };
    if (asJson) {
        json regionsJson = json::array();
        for (const RegionEstimate& r : plan.regions) {
            regionsJson.push_back({ { "partition", codec::utf8(r.partition) },
                                    { "usable", r.usable },
                                    { "why_not", r.usable ? json(nullptr) : json(codec::utf8(r.whyNot)) },
                                    { "p50_s", seconds(r.p50) },
                                    { "p90_s", seconds(r.p90) },
                                    { "capacity_gpus", r.capacity },
                                    { "free_gpus", r.freeNow },
                                    { "jobs_ahead", r.jobsAhead },
                                    { "pending_jobs", r.pendingInPartition },
                                    { "live_anchor", r.anchored } });
        }
        json windowsJson = json::array();
        for (const OffPeakWindow& w : plan.windows) {
            windowsJson.push_back({ { "begin", codec::timeJson(w.begin) },
                                    { "end", codec::timeJson(w.end) },
                                    { "p50_s", seconds(w.p50) },
                                    { "p90_s", seconds(w.p90) },
                                    { "jobs", w.jobs },
                                    { "thin", w.thin },
                                    { "live", w.live },
                                    { "reason", codec::utf8(w.reason) } });
        }
        json j { { "backend", codec::utf8(backend.url().toString()) },
                 { "taken_at", codec::timeJson(plan.at) },
                 { "shape",
                   { { "partition", plan.shape.queue.isEmpty() ? json(nullptr) : json(codec::utf8(plan.shape.queue)) },
                     { "gpus", plan.shape.size },
                     { "gpu_type", codec::utf8(plan.shape.gpuType) },
                     { "time_limit_s", plan.shape.timeLimitS },
                     { "qos", codec::utf8(plan.shape.qos) },
                     { "priority", plan.shape.priority } } },
                 { "history_jobs", plan.historyJobs },
                 { "regions", regionsJson },
                 { "windows", windowsJson },
                 { "error", plan.error.isEmpty() ? json(nullptr) : json(codec::utf8(plan.error)) } };
        printJson(m_out, j);
        return plan.error.isEmpty() ? Ok : Rejected;
    }
    auto waitText = [](double v) { return v >= 0 ? OffPeakAdvisor::durationText(v) : QStringLiteral("-"); };
    const QString what = plan.shape.gpuType.isEmpty()
        ? tr("%n GPU(s)", nullptr, plan.shape.size)
        : tr("%n GPU(s) of type %1", nullptr, plan.shape.size).arg(plan.shape.gpuType);
    m_out << tr("Plan for %1, time limit %2, on %3 at %4 (%n finished job(s) of history)", nullptr,
                int(plan.historyJobs))
                 .arg(what, slurmtime::formatDuration(plan.shape.timeLimitS), backend.displayName(), timeText(plan.at))
          << "\n\n"
          << tr("Regions, soonest expected start first:") << '\n';
    TextTable regionsTable({ tr("REGION"), tr("P50 WAIT"), tr("P90 WAIT"), tr("FREE/GPUS"), tr("AHEAD"), tr("NOTE") });
    for (const RegionEstimate& r : plan.regions) {
        regionsTable.addRow({ r.partition, waitText(r.p50), waitText(r.p90),
                              QStringLiteral("%1/%2").arg(r.freeNow).arg(r.capacity), QString::number(r.jobsAhead),
                              r.usable ? QString() : tr("not usable: %1").arg(r.whyNot) });
    }
    regionsTable.print(m_out);
    if (!plan.error.isEmpty()) {
        m_err << tr("queuecast-cli: %1").arg(plan.error) << '\n';
        m_err.flush();
        return Rejected;
    }
    m_out << '\n'
          << tr("Best start windows in %1 (begin times local), lowest expected wait first:").arg(plan.shape.queue)
          << '\n';
    TextTable windowsTable({ tr("BEGIN"), tr("P50 WAIT"), tr("P90 WAIT"), tr("CONFIDENCE"), tr("REASON") });
    for (const OffPeakWindow& w : plan.windows) {
        const QString confidence
            = w.thin ? tr("too thin (%n job(s))", nullptr, int(w.jobs)) : tr("%n job(s)", nullptr, int(w.jobs));
        windowsTable.addRow({ timeText(w.begin), waitText(w.p50), waitText(w.p90), confidence, w.reason });
    }
    windowsTable.print(m_out);
    return Ok;
}

int CliApp::importHistory(const QUrl& url, const QDateTime& since, bool asJson)
{
    const BackendError unsupported = AccountingImport::supportFor(url);
    if (unsupported.isError())
        return fail(unsupported);
    // The same database the GUI keeps for this cluster, so its busy hours and forecasts see the import.
    const QString path = HistoryLocation::databasePath(url);
    const auto result = QCoro::waitFor(AccountingImport::run(url, since, path));
    if (!result.ok())
        return fail(result.error());
    const AccountingImportResult& r = result.value();
    if (asJson) {
        json errors = json::array();
        for (const ImportError& e : r.report.errors)
            errors.push_back({ { "line", e.line }, { "message", codec::utf8(e.message) } });
        printJson(m_out,
                  json { { "backend", codec::utf8(url.toString()) },
                         { "where", codec::utf8(r.where) },
                         { "since", codec::timeJson(since) },
                         { "database", codec::utf8(r.databasePath) },
                         { "imported", r.report.imported },
                         { "added", r.added },
                         { "skipped", r.report.skipped },
                         { "stored_jobs", r.storedJobs },
                         { "errors", errors } });
        return Ok;
    }
    m_out << tr("Imported %n finished job(s) from Slurm accounting (%1) since %2: %3 new, %4 still active and "
                "left out.",
                nullptr, int(r.report.imported))
                 .arg(r.where, timeText(since), QString::number(r.added), QString::number(r.report.skipped))
          << '\n'
          << tr("History %1 now holds %n finished job(s).", nullptr, int(r.storedJobs)).arg(r.databasePath) << '\n';
    if (!r.report.errors.isEmpty()) {
        m_err << tr("queuecast-cli: %n line(s) of sacct output could not be read, skipped:", nullptr,
                    int(r.report.errors.size()))
              << '\n';
        for (qsizetype i = 0; i < std::min<qsizetype>(r.report.errors.size(), 20); ++i)
            m_err << tr("  line %1: %2").arg(QString::number(r.report.errors[i].line), r.report.errors[i].message)
                  << '\n';
        if (r.report.errors.size() > 20)
            m_err << tr("  ... and %n more", nullptr, int(r.report.errors.size() - 20)) << '\n';
        m_err.flush();
    }
    return Ok;
}

} // namespace qc
