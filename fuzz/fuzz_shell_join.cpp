// shellJoin must give /bin/sh exactly the words it was given: arguments (split at NUL bytes) are joined, run
// through `sh -c 'printf "%s\0" ...'`, and must come back unchanged.
#include "FuzzInput.h"
#include "backends/slurm/ShellQuote.h"

#include <QProcess>
#include <cstdlib>

using namespace qc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size > 4096)
        return 0;
    QStringList args;
    for (const QByteArray& part : fuzz::bytes(data, size).split('\0'))
        args << QString::fromUtf8(part);
    QProcess sh;
    sh.start(QStringLiteral("/bin/sh"),
             { QStringLiteral("-c"), QStringLiteral("printf '%s\\0' ") + slurm::shellJoin(args) });
    if (!sh.waitForFinished(10000) || sh.exitCode() != 0)
        std::abort();
    QStringList back;
    for (const QByteArray& word : sh.readAllStandardOutput().split('\0'))
        back << QString::fromUtf8(word);
    back.removeLast(); // printf ends every word with a NUL
    if (back != args)
        std::abort();
    return 0;
}
