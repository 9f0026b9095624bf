#pragma once

#include <QList>
#include <QStringList>
#include <QTextStream>

namespace qc {

// Aligned columns for terminals; widths count East Asian wide characters as two cells.
class TextTable
{
public:
    explicit TextTable(QStringList header);
    void addRow(QStringList cells);
    void print(QTextStream& out) const;

    static int displayWidth(const QString& text);

private:
    QList<QStringList> m_rows;
};

} // namespace qc
