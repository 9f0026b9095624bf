#pragma once

#include "forecast/TraceReader.h"

#include <QBuffer>

namespace qc::test {

// A trace given as text, read as TraceReader reads a file (CSV, or a workload log by its first line).
inline TraceData readTrace(const QByteArray& text)
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    return TraceReader::read(buffer);
}

} // namespace qc::test
