#include "UpdateCommand.h"

#include "../model/JobUpdate.h"
#include "../model/JsonCodec.h"
#include "CliApp.h"
#include "CliInvocation.h"
#include "CliOptions.h"
#include "JobOptionsReader.h"

#include <qcoro/qcorotask.h>

namespace qc {

using nlohmann::json;

int UpdateCommand::run(CliInvocation& call)
{
    if (call.operands.size() != 1)
        return call.usageError(tr("%1 needs exactly one job id").arg(name()));
    int code = CliApp::Ok;
    const std::optional<JobOptionValues> v = JobOptionsReader::read(call, code);
    if (!v)
        return code;
    const CliOptions& o = *call.options;
    JobUpdate change;
    if (call.isSet(o.nice))
        change.nice = v->nice;
    if (call.isSet(o.partition))
        change.partition = call.value(o.partition);
    if (call.isSet(o.begin))
        change.beginTime = v->begin;
    if (v->timeLimitS)
        change.timeLimitS = *v->timeLimitS;
    if (call.isSet(o.qos))
        change.qos = call.value(o.qos);
    if (change.isEmpty())
        return call.usageError(tr("update needs at least one of --nice, --partition, --begin, --time, --qos"));
    const std::shared_ptr<Backend> backend = call.connect(code);
    if (!backend)
        return code;
    return send(call, *backend, call.operands.first(), change, call.json);
}

int UpdateCommand::send(CliInvocation& call, Backend& backend, const QString& id, const JobUpdate& change, bool asJson)
{
    const auto result = QCoro::waitFor(backend.update(id, change));
    if (!result.ok())
        return call.fail(result.error());
    if (asJson)
        call.printJson(json { { "id", codec::utf8(id) }, { "updated", codec::toJson(change) } });
    else
        call.out << tr("Updated job %1").arg(id) << '\n';
    return CliApp::Ok;
}

} // namespace qc
