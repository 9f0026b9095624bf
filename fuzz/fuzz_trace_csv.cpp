// Trace CSVs and workload logs: the history import, the forecast evaluation's reader (which hands SWF logs on) and
// the SWF reader itself, whatever the first line says.
#include "FuzzInput.h"
#include "forecast/SwfTraceReader.h"
#include "forecast/TraceReader.h"
#include "history/TraceImport.h"

#include <QBuffer>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray input = qc::fuzz::bytes(data, size);
    (void)qc::TraceImport::parse(input);
    QBuffer buffer;
    buffer.setData(input);
    buffer.open(QIODevice::ReadOnly);
    (void)qc::TraceReader::read(buffer);
    QBuffer again;
    again.setData(input);
    again.open(QIODevice::ReadOnly);
    (void)qc::SwfTraceReader::read(again);
    return 0;
}
