#pragma once

#include <QtGlobal>

namespace qc {

// CPU time this process has used, all its threads, plus that of its children it has waited for (squeue, scontrol,
// ssh), in milliseconds; -1 where the system does not tell. On Windows, without the children.
qint64 processCpuMs();

} // namespace qc
