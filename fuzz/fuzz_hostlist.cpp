// Both host list expanders (REST and CLI backends), with their caps checked.
#include "FuzzInput.h"
#include "backends/rest/RestHostList.h"
#include "backends/slurm/SlurmTextParser.h"

#include <cstdlib>

using namespace qc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString input = fuzz::text(data, size);
    const QStringList rest = rest::RestHostList::expand(input);
    qint64 chars = 0;
    for (const QString& name : rest)
        chars += name.size();
    if (rest.size() > 100000 || chars > rest::RestHostList::kMaxChars)
        std::abort();
    if (slurm::SlurmTextParser::expandHostlist(input).size() > 100000)
        std::abort();
    return 0;
}
