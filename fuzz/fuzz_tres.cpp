// TRES and GRES fields as squeue, sacct, scontrol and slurmrestd print them.
#include "FuzzInput.h"
#include "backends/rest/RestJson.h"
#include "backends/slurm/SlurmTextParser.h"
#include "backends/slurm/SqueueFormat.h"
#include "history/SacctImport.h"

using namespace qc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray raw = fuzz::bytes(data, size);
    const QString input = fuzz::text(data, size);
    QString type;
    (void)slurm::SqueueFormat::gpusFromTres(raw, &type);
    (void)slurm::SlurmTextParser::gpuTres(input);
    (void)rest::fields::tresCount(input, QStringLiteral("gres/gpu"));
    (void)rest::fields::gpuGres(input);
    (void)rest::fields::gpuGresList(input);
    (void)SacctImport::gpusFromTres(input);
    (void)SacctImport::cpusFromTres(input);
    return 0;
}
