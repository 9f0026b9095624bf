#include "TraceCommand.h"

#include "CliInvocation.h"

namespace qc {

int TraceCommand::run(CliInvocation& call)
{
    return m_runner(call.arguments, call.out, call.err);
}

} // namespace qc
