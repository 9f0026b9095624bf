// Backend URLs as typed, saved or shared (QUEUECAST_BACKEND, profiles). demo:// URLs are read for their options
// only; building the demo platform simulates days of history and would drown the fuzzer.
#include "FuzzInput.h"
#include "backends/BackendFactory.h"
#include "backends/rest/RestEndpoint.h"
#include "backends/slurm/SlurmRunnerFactory.h"

#include <QCoreApplication>

using namespace qc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz_backend_url";
    static char* argv[] = { name, nullptr };
    static QCoreApplication app(argc, argv);
    const QString input = fuzz::text(data, size);
    const QUrl url(input);
    (void)rest::RestEndpoint::fromUrl(url);
    (void)SlurmRunnerFactory::create(url);
    if (!url.scheme().startsWith(QLatin1String("demo"), Qt::CaseInsensitive))
        (void)BackendFactory::create(input);
    return 0;
}
