// Trace CSVs: the history import and the forecast evaluation's reader.
#include "FuzzInput.h"
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
    return 0;
}
