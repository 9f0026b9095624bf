#pragma once

#include <QByteArray>
#include <QtGlobal>

class QIODevice;

namespace qc {

// Reads a text file line by line with a bound on a line's length. A trace or a log with no line breaks (a binary
// file picked by mistake, or a hostile one) would otherwise be read whole into one line: a longer line is consumed
// in bounded chunks and handed back as too long, and the lines after it are read as usual.
class BoundedLineReader
{
public:
    // A job's row is well under 1 KiB in every format read here.
    static constexpr qint64 DefaultMaxBytes = 64 * 1024;

    struct Line
    {
        QByteArray text; // without its line break ("\n" or "\r\n"); empty when tooLong
        bool tooLong = false;
    };

    explicit BoundedLineReader(QIODevice& device, qint64 maxBytes = DefaultMaxBytes);

    bool atEnd() const;
    Line next();
    // The 1-based number of the line `next` returned last.
    qsizetype lineNumber() const { return m_lineNumber; }
    qint64 maxBytes() const { return m_maxBytes; }

private:
    QIODevice& m_device;
    qint64 m_maxBytes;
    qsizetype m_lineNumber = 0;
};

} // namespace qc
