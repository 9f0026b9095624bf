#include "history/BoundedLineReader.h"

#include <QBuffer>
#include <QTest>

using namespace qc;

namespace {
struct Read
{
    QList<QByteArray> lines; // "<too long>" for a line past the bound
    QList<qsizetype> numbers;
};

Read readAll(const QByteArray& text, qint64 maxBytes)
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    BoundedLineReader reader(buffer, maxBytes);
    Read r;
    while (!reader.atEnd()) {
        const BoundedLineReader::Line line = reader.next();
        r.lines.append(line.tooLong ? QByteArray("<too long>") : line.text);
        r.numbers.append(reader.lineNumber());
    }
    return r;
}
} // namespace

class TestBoundedLineReader : public QObject
{
    Q_OBJECT

private slots:
    // Around the bound of 8 bytes, with "\n", "\r\n" and no break at the end: 8 bytes pass, 9 do not, whatever
    // the line break; the line after a long one is read whole, and the numbers count every line.
    void theBoundIsTheLineWithoutItsBreak_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QList<QByteArray>>("lines");
        QTest::newRow("8 + LF") << QByteArray("12345678\nab\n") << QList<QByteArray> { "12345678", "ab" };
        QTest::newRow("8 + CRLF") << QByteArray("12345678\r\nab\r\n") << QList<QByteArray> { "12345678", "ab" };
        QTest::newRow("9 + LF") << QByteArray("123456789\nab\n") << QList<QByteArray> { "<too long>", "ab" };
        QTest::newRow("9 + CRLF") << QByteArray("123456789\r\nab") << QList<QByteArray> { "<too long>", "ab" };
        QTest::newRow("10 + CRLF") << QByteArray("1234567890\r\nab") << QList<QByteArray> { "<too long>", "ab" };
        QTest::newRow("8, last, no break") << QByteArray("ab\n12345678") << QList<QByteArray> { "ab", "12345678" };
        QTest::newRow("9, last, no break") << QByteArray("ab\n123456789") << QList<QByteArray> { "ab", "<too long>" };
        QTest::newRow("10, last, no break") << QByteArray("ab\n1234567890") << QList<QByteArray> { "ab", "<too long>" };
        QTest::newRow("1000 then short") << QByteArray(1000, 'x') + "\n\nab\n"
                                         << QList<QByteArray> { "<too long>", "", "ab" };
        QTest::newRow("empty lines") << QByteArray("\n\r\n\n") << QList<QByteArray> { "", "", "" };
    }
    void theBoundIsTheLineWithoutItsBreak()
    {
        QFETCH(QByteArray, text);
        QFETCH(QList<QByteArray>, lines);
        const Read r = readAll(text, 8);
        QCOMPARE(r.lines, lines);
        QList<qsizetype> numbers;
        for (qsizetype i = 1; i <= lines.size(); ++i)
            numbers.append(i);
        QCOMPARE(r.numbers, numbers);
    }

    // Many megabytes without a break are skipped in bounded chunks and make one line.
    void aHugeLineIsOneLine()
    {
        const Read r = readAll(QByteArray(8 << 20, 'y') + "\nlast", BoundedLineReader::DefaultMaxBytes);
        QCOMPARE(r.lines, (QList<QByteArray> { "<too long>", "last" }));
    }
};

QTEST_GUILESS_MAIN(TestBoundedLineReader)
#include "TestBoundedLineReader.moc"
