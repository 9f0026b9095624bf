#include "HoldCommand.h"

#include "../model/JobUpdate.h"
#include "CliInvocation.h"
#include "UpdateCommand.h"

namespace qc {

int HoldCommand::run(CliInvocation& call)
{
    if (call.operands.size() != 1)
        return call.usageError(tr("%1 needs exactly one job id").arg(name()));
    int code = 0;
    const std::shared_ptr<Backend> backend = call.connect(code);
    if (!backend)
        return code;
    JobUpdate change;
    change.hold = m_hold;
    // Reported as the update it is, in the same words and JSON.
    return UpdateCommand::send(call, *backend, call.operands.first(), change, call.json);
}

} // namespace qc
