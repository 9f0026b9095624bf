#pragma once

#include <QByteArrayView>
#include <QString>
#include <algorithm>

namespace qc {

// A value read from a file, as an error message quotes it: at most 40 characters. A hostile field can be as long
// as a line (64 KiB, BoundedLineReader), and a reader keeps up to a thousand such messages.
class ShownValue
{
public:
    static constexpr qsizetype MaxChars = 40;

    static QString of(const QString& text)
    {
        return text.size() > MaxChars ? text.left(MaxChars) + QStringLiteral("…") : text;
    }
    static QString of(QByteArrayView text)
    {
        return of(QString::fromUtf8(text.first(std::min(text.size(), MaxChars * 4))));
    }
};

} // namespace qc
