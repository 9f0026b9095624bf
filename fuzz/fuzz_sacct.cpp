// `sacct -nP` output for the accounting import.
#include "FuzzInput.h"
#include "history/SacctImport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    (void)qc::SacctImport::parse(qc::fuzz::text(data, size));
    return 0;
}
