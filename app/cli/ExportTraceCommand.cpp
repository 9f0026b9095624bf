#include "ExportTraceCommand.h"

#include "../backends/BackendFactory.h"
#include "../backends/demo/DemoBackend.h"
#include "../forecast/TraceCsvField.h"
#include "CliApp.h"

#include <QCommandLineParser>
#include <QSaveFile>
#include <algorithm>
#include <qcoro/qcorotask.h>

namespace qc {

namespace {
QString timeField(const QDateTime& t)
{
    return t.isValid() ? QString::number(t.toSecsSinceEpoch()) : QString();
}
} // namespace

int ExportTraceCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    auto usage = [&](const QString& message) {
        err << tr("queuecast-cli: %1").arg(message) << '\n'
            << tr("Try 'queuecast-cli --help' for more information.") << '\n';
        err.flush();
        return int(CliApp::Usage);
    };
    QCommandLineParser parser;
    const QCommandLineOption backendOpt({ QStringLiteral("b"), QStringLiteral("backend") },
                                        tr("export-trace: the demo platform, demo:// or demo://?seed=N."), tr("url"),
                                        qEnvironmentVariable("QUEUECAST_BACKEND", QStringLiteral("demo://")));
    const QCommandLineOption outOpt(QStringLiteral("out"),
                                    tr("export-trace: CSV file to write (default: standard output)."), tr("file"));
    parser.addOptions({ backendOpt, outOpt });
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("export-trace"), tr("the demo platform's past as a queue log (CSV)"));
    if (!parser.parse(arguments))
        return usage(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return CliApp::Ok;
    }
    if (parser.positionalArguments().size() != 1)
        return usage(tr("unexpected argument \"%1\"").arg(parser.positionalArguments().value(1)));
    auto backend = BackendFactory::create(parser.value(backendOpt));
    if (!backend.ok()) {
        err << tr("queuecast-cli: error: %1").arg(backend.error().toString()) << '\n';
        err.flush();
        return CliApp::exitCodeFor(backend.error());
    }
    auto* demo = dynamic_cast<demo::DemoBackend*>(backend.value().get());
    if (!demo) {
        // Real clusters keep their past in the history database (import-history); this command is for the
        // simulated platform whose dynamics are known.
        return usage(
            tr("export-trace works on the demo platform only (demo://), not %1").arg(parser.value(backendOpt)));
    }
    QList<FinishedJob> jobs = QCoro::waitFor(demo->past()).jobs;
    std::stable_sort(jobs.begin(), jobs.end(),
                     [](const FinishedJob& a, const FinishedJob& b) { return a.submit < b.submit; });

    QString text;
    QTextStream csv(&text);
    csv << "job_id,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,state,cpus,req_walltime_s\n";
    for (const FinishedJob& j : jobs) {
        if (!j.submit.isValid())
            continue;
        csv << traceCsvField(j.id) << ',' << traceCsvField(j.partition) << ',' << traceCsvField(j.user) << ','
            << j.submit.toSecsSinceEpoch() << ',' << timeField(j.start) << ',' << timeField(j.end) << ',' << j.gpus
            << ',' << traceCsvField(j.state) << ',' << j.cpus << ',' << j.timeLimitS << '\n';
    }
    csv.flush();
    if (!parser.isSet(outOpt)) {
        out << text;
        out.flush();
        return CliApp::Ok;
    }
    QSaveFile file(parser.value(outOpt));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        err << tr("queuecast-cli: error: cannot write %1: %2").arg(file.fileName(), file.errorString()) << '\n';
        err.flush();
        return CliApp::BackendFailure;
    }
    err << tr("Wrote %n job(s) to %1", nullptr, int(jobs.size())).arg(file.fileName()) << '\n';
    err.flush();
    return CliApp::Ok;
}

} // namespace qc
