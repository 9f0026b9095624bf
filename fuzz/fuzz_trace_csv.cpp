// Trace CSVs and workload logs: the reader of evaluate-forecast and import-history --trace (which hands SWF logs
// on), the SWF reader itself whatever the first line says, and the conversion into the history's jobs.
#include "FuzzInput.h"
#include "forecast/SwfTraceReader.h"
#include "forecast/TraceReader.h"
#include "service/TraceFileImport.h"

#include <QBuffer>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray input = qc::fuzz::bytes(data, size);
    QBuffer buffer;
    buffer.setData(input);
    buffer.open(QIODevice::ReadOnly);
    (void)qc::TraceFileImport::toReport(qc::TraceReader::read(buffer));
    QBuffer again;
    again.setData(input);
    again.open(QIODevice::ReadOnly);
    (void)qc::SwfTraceReader::read(again);
    return 0;
}
