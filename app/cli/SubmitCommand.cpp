#include "SubmitCommand.h"

#include "../model/JobSpec.h"
#include "../model/JsonCodec.h"
#include "../service/ScriptFileReader.h"
#include "CliApp.h"
#include "CliInvocation.h"
#include "CliOptions.h"
#include "JobOptionsReader.h"

#include <QFile>
#include <QRegularExpression>
#include <qcoro/qcorotask.h>

namespace qc {

using nlohmann::json;

int SubmitCommand::run(CliInvocation& call)
{
    int code = CliApp::Ok;
    if (!call.expectOperands(0, code))
        return code;
    // Everything the user typed is checked before a backend is contacted.
    const std::optional<JobOptionValues> v = JobOptionsReader::read(call, code);
    if (!v)
        return code;
    const CliOptions& o = *call.options;
    JobSpec spec;
    spec.name = call.value(o.name);
    spec.partition = call.value(o.partition);
    spec.gpus = v->gpus;
    spec.gpuType = call.value(o.gpuType);
    spec.cpus = v->cpus;
    spec.memoryMb = v->memoryMb;
    spec.timeLimitS = v->timeLimitS.value_or(3600);
    spec.qos = call.value(o.qos);
    spec.account = call.value(o.account);
    spec.beginTime = v->begin;
    spec.licenses = call.value(o.licenses);
    spec.dependency = call.value(o.dependency);
    spec.hold = call.isSet(o.hold);
    spec.nice = v->nice;
    spec.workDir = call.value(o.workDir);
    spec.command = call.value(o.command);
    if (call.isSet(o.script)) {
        // The submit dialog's checks: bounded read (/dev/zero never ends), no NUL bytes, UTF-8, not empty.
        QFile file(call.value(o.script));
        if (!file.open(QIODevice::ReadOnly))
            return call.usageError(tr("cannot read script %1: %2").arg(file.fileName(), file.errorString()));
        const auto script = ScriptFileReader::check(file.read(ScriptFileReader::kMaxBytes + 1), file.fileName());
        if (!script.error.isEmpty())
            return call.usageError(script.error);
        spec.script = script.text;
    }
    for (const QString& entry : call.values(o.env)) {
        const qsizetype eq = entry.indexOf(QLatin1Char('='));
        const QString name = eq < 0 ? entry : entry.left(eq);
        static const QRegularExpression plainName(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
        if (!plainName.match(name).hasMatch())
            return call.usageError(
                tr("--env needs NAME or NAME=VALUE with a plain variable name, not \"%1\"").arg(name));
        if (eq < 0 && !qEnvironmentVariableIsSet(name.toLocal8Bit().constData()))
            return call.usageError(tr("--env %1: no such variable in this environment").arg(name));
        spec.environment.insert(name,
                                eq < 0 ? qEnvironmentVariable(name.toLocal8Bit().constData()) : entry.mid(eq + 1));
    }
    if (spec.script.isEmpty() && spec.command.isEmpty())
        spec.command = QStringLiteral("sleep 3600");
    const std::shared_ptr<Backend> backend = call.connect(code);
    if (!backend)
        return code;
    return send(call, *backend, spec, call.json);
}

int SubmitCommand::send(CliInvocation& call, Backend& backend, const JobSpec& spec, bool asJson)
{
    const auto result = QCoro::waitFor(backend.submit(spec));
    if (!result.ok())
        return call.fail(result.error());
    if (asJson)
        call.printJson(json { { "id", codec::utf8(result.value()) } });
    else
        call.out << tr("Submitted job %1").arg(result.value()) << '\n';
    return CliApp::Ok;
}

} // namespace qc
