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
    QList<int> widths;
    for (const auto& row : m_rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (widths.size() <= i)
                widths.append(0);
            widths[i] = std::max(widths[i], displayWidth(row[i]));
        }
    }
    for (const auto& row : m_rows) {
        QString line;
        for (qsizetype i = 0; i < row.size(); ++i) {
            // Control characters from hostile job names must not move the terminal's cursor.
            QString cell = row[i];
            for (QChar& c : cell) {
                if (c.category() == QChar::Other_Control)
                    c = QChar(u'?');
            }
            line += cell;
            if (i + 1 < row.size())
                line += QString(widths[i] - displayWidth(cell) + 2, QLatin1Char(' '));
        }
        out << line << '\n';
    }
}

} // namespace qc
