// squeue output: the one-read layout, and the two halves (static, then dynamic joined with it). The input is
// split at the first "\n\x1d\n" into the static and the dynamic half; without it both halves are the input. Each is
// parsed twice, the second time with the first parse's job cache, as a refresh does (ids repeated, digests equal).
#include "FuzzInput.h"
#include "backends/slurm/SqueueFormat.h"
#include "backends/slurm/SqueueJobCache.h"
#include "backends/slurm/SqueueStaticTable.h"

using namespace qc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    // The nonce the captured outputs in tests/slurm/data were printed with.
    static const slurm::SqueueFormat format(QByteArrayLiteral("0123456789abcdef"));
    const QByteArray input = fuzz::bytes(data, size);
    QString error;
    slurm::SqueueJobCache first;
    if (format.parse(input, &error, nullptr, &first)) {
        slurm::SqueueJobCache again;
        (void)format.parse(input, &error, &first, &again);
    }
    const qsizetype split = input.indexOf("\n\x1d\n");
    const QByteArray staticHalf = split < 0 ? input : input.left(split);
    const QByteArray dynamicHalf = split < 0 ? input : input.mid(split + 3);
    slurm::SqueueStaticTable table;
    if (format.parseStatic(staticHalf, &table, &error)) {
        QStringList missing;
        slurm::SqueueJobCache first;
        if (format.parseDynamic(dynamicHalf, table, &missing, &error, nullptr, &first)) {
            slurm::SqueueJobCache again;
            (void)format.parseDynamic(dynamicHalf, table, &missing, &error, &first, &again);
        }
    }
    return 0;
}
