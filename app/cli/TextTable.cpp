#include "TextTable.h"

namespace qc {

TextTable::TextTable(QStringList header)
{
    m_rows.append(std::move(header));
}

void TextTable::addRow(QStringList cells)
{
    m_rows.append(std::move(cells));
}

int TextTable::displayWidth(const QString& text)
{
    int width = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        // CJK ideographs, Hangul, full-width forms take two terminal cells.
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3)
            || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60)
            || (u >= 0xFFE0 && u <= 0xFFE6);
        width += c.isLowSurrogate() ? 0 : (wide ? 2 : 1);
    }
    return width;
}

void TextTable::print(QTextStream& out) const
{
    // Each cell's width once (a 100,000-job `status` has over a million cells).
    QList<int> widths;
    QList<int> cellWidths;
    cellWidths.reserve(m_rows.size() * (m_rows.isEmpty() ? 0 : m_rows.first().size()));
    for (const auto& row : m_rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            cellWidths.append(displayWidth(row[i]));
            widths[i] = std::max(widths[i], cellWidths.last());
        }
    }
    // Lines are gathered and written a few hundred at a time.
    QString text;
    text.reserve(64 * 1024);
    qsizetype cellIndex = 0;
    for (const auto& row : m_rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            const QString& cell = row[i];
            const int cellWidth = cellWidths[cellIndex++];
            // Control characters (Unicode's Cc: C0, DEL, C1) from hostile job names must not move the terminal's
            // cursor.
            const qsizetype from = text.size();
            text += cell;
            for (qsizetype k = from; k < text.size(); ++k) {
                const char16_t u = text[k].unicode();
                if (u < 0x20 || (u >= 0x7f && u <= 0x9f))
                    text[k] = QChar(u'?');
            }
            if (i + 1 < row.size())
                text.resize(text.size() + widths[i] - cellWidth + 2, QLatin1Char(' '));
        }
        text += QLatin1Char('\n');
        if (text.size() > 60 * 1024) {
            out << text;
            text.clear();
        }
    }
    out << text;
}

} // namespace qc
