// The CLI's aligned table: what a terminal shows of hostile and wide text, and big tables written in pieces.
#include "cli/TextTable.h"

#include <QTest>

using qc::TextTable;

class TestTextTable : public QObject
{
    Q_OBJECT

    static QStringList printed(const TextTable& table)
    {
        QString text;
        QTextStream out(&text);
        table.print(out);
        out.flush();
        QStringList lines = text.split(QLatin1Char('\n'));
        if (!lines.isEmpty() && lines.last().isEmpty())
            lines.removeLast();
        return lines;
    }

private Q_SLOTS:
    // C0 controls, DEL and C1 controls (U+009B is a one-character CSI) could move the cursor or recolour the
    // terminal: each becomes '?', and nothing else changes.
    void controlCharactersCannotReachTheTerminal()
    {
        TextTable table({ QStringLiteral("NAME"), QStringLiteral("USER") });
        const QString hostile
            = QStringLiteral("a\x1b[2Jb\rc") + QChar(0x7f) + QChar(0x9b) + QStringLiteral("31md\u00e9");
        table.addRow({ hostile, QStringLiteral("bob") });
        const QStringList lines = printed(table);
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines[1].startsWith(QStringLiteral("a?[2Jb?c??31md\u00e9  bob")));
        for (const QChar c : lines[1])
            QVERIFY(c.category() != QChar::Other_Control);
    }

    // Wide characters take two cells: the next column starts in the same terminal cell on every line.
    void wideCharactersAlignAsTwoCells()
    {
        TextTable table({ QStringLiteral("NAME"), QStringLiteral("USER") });
        table.addRow({ QStringLiteral("\u8bad\u7ec3"), QStringLiteral("li") }); // 4 cells
        table.addRow({ QStringLiteral("abcdef"), QStringLiteral("bob") });
        const QStringList lines = printed(table);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(TextTable::displayWidth(lines[1].left(lines[1].indexOf(QStringLiteral("li")))), 8);
        QCOMPARE(lines[2].indexOf(QStringLiteral("bob")), 8);
        QCOMPARE(lines[0].indexOf(QStringLiteral("USER")), 8);
    }

    // Lines are written a few hundred at a time: a big table comes out whole and in order.
    void bigTablesComeOutWholeAndInOrder()
    {
        TextTable table({ QStringLiteral("ID"), QStringLiteral("NAME") });
        constexpr int kRows = 20000;
        for (int i = 0; i < kRows; ++i)
            table.addRow({ QString::number(i),
                           QStringLiteral("job-%1").arg(i % 7 == 0 ? QStringLiteral("long-name") : QString()) });
        const QStringList lines = printed(table);
        QCOMPARE(lines.size(), kRows + 1);
        for (int i = 0; i < kRows; ++i)
            QCOMPARE(lines[i + 1].section(QLatin1Char(' '), 0, 0), QString::number(i));
    }
};

QTEST_GUILESS_MAIN(TestTextTable)
#include "TestTextTable.moc"
