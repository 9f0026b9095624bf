#pragma once

// Shared by the fuzz targets: the input as Qt types. Each target defines LLVMFuzzerTestOneInput and calls the
// parsers of one kind of untrusted text; any crash, sanitizer report, hang or leak is a finding.
#include <QByteArray>
#include <QString>
#include <cstddef>
#include <cstdint>

namespace qc::fuzz {

inline QByteArray bytes(const uint8_t* data, size_t size)
{
    return QByteArray(reinterpret_cast<const char*>(data), qsizetype(size));
}

inline QString text(const uint8_t* data, size_t size)
{
    return QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
}

} // namespace qc::fuzz
