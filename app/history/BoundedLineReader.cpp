#include "BoundedLineReader.h"

#include <QIODevice>

namespace qc {

BoundedLineReader::BoundedLineReader(QIODevice& device, qint64 maxBytes)
    : m_device(device)
    , m_maxBytes(std::max<qint64>(maxBytes, 1))
{
}

bool BoundedLineReader::atEnd() const
{
    return m_device.atEnd();
}

BoundedLineReader::Line BoundedLineReader::next()
{
    ++m_lineNumber;
    // Room for the bound, "\r\n" and one byte more: a chunk that fills it without a '\n' is a line too long
    // (whether readLine keeps a byte for a terminating zero or not).
    const qint64 chunk = m_maxBytes + 3;
    Line line;
    line.text = m_device.readLine(chunk);
    if (!line.text.endsWith('\n') && line.text.size() >= chunk - 1 && !m_device.atEnd()) {
        line.tooLong = true;
        line.text.clear();
        // Skip the rest of the line, a bounded chunk at a time.
        while (!m_device.atEnd()) {
            const QByteArray rest = m_device.readLine(chunk);
            if (rest.isEmpty() || rest.endsWith('\n'))
                break;
        }
        return line;
    }
    if (line.text.endsWith('\n'))
        line.text.chop(1);
    if (line.text.endsWith('\r'))
        line.text.chop(1);
    if (line.text.size() > m_maxBytes) {
        line.tooLong = true;
        line.text.clear();
    }
    return line;
}

} // namespace qc
