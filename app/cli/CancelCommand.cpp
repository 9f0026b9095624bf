#include "CancelCommand.h"

#include "../backends/Backend.h"
#include "../model/JsonCodec.h"
#include "CliApp.h"
#include "CliInvocation.h"

#include <qcoro/qcorotask.h>

namespace qc {

using nlohmann::json;

int CancelCommand::run(CliInvocation& call)
{
    if (call.operands.size() != 1)
        return call.usageError(tr("%1 needs exactly one job id").arg(name()));
    int code = CliApp::Ok;
    const std::shared_ptr<Backend> backend = call.connect(code);
    if (!backend)
        return code;
    return send(call, *backend, call.operands.first(), m_requeue, call.json);
}

int CancelCommand::send(CliInvocation& call, Backend& backend, const QString& id, bool requeue, bool asJson)
{
    const auto result = QCoro::waitFor(requeue ? backend.requeue(id) : backend.cancel(id));
    if (!result.ok())
        return call.fail(result.error());
    if (asJson)
        call.printJson(json { { "id", codec::utf8(id) }, { requeue ? "requeued" : "cancelled", true } });
    else
        call.out << (requeue ? tr("Requeued job %1") : tr("Cancelled job %1")).arg(id) << '\n';
    return CliApp::Ok;
}

} // namespace qc
