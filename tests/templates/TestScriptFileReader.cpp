// Script files for the submit dialog: text is read off the UI thread; binary, non-UTF-8, empty and huge
// files are refused with a reason that names the file.
#include "service/ScriptFileReader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace qc;

class TestScriptFileReader : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const char* name, const QByteArray& data)
    {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
            qFatal("cannot write %s", name);
        return path;
    }

private Q_SLOTS:
    void readsAScript()
    {
        const QByteArray script = "#!/bin/bash\n#SBATCH --gpus=8\necho \"训练\"\n";
        const auto outcome = QCoro::waitFor(ScriptFileReader::read(write("train.sh", script)));
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
        QCOMPARE(outcome.text, QString::fromUtf8(script));
    }

    void refusesWhatIsNotAScript()
    {
        QByteArray binary("\x7f"
                          "ELF\x02\x01\x01",
                          7);
        binary.append('\0').append("more");
        auto outcome = QCoro::waitFor(ScriptFileReader::read(write("a.out", binary)));
        QVERIFY(outcome.text.isEmpty());
        QVERIFY(outcome.error.contains(QStringLiteral("a.out")));
        QVERIFY(outcome.error.contains(QStringLiteral("not a text file")));

        outcome = QCoro::waitFor(ScriptFileReader::read(write("latin1.sh", QByteArray("echo caf\xe9\n"))));
        QVERIFY(outcome.error.contains(QStringLiteral("UTF-8")));

        outcome = QCoro::waitFor(
            ScriptFileReader::read(write("huge.sh", QByteArray(ScriptFileReader::kMaxBytes + 10, 'x'))));
        QVERIFY(outcome.error.contains(QStringLiteral("too large")));
        // Exactly at the limit is still a script.
        outcome = QCoro::waitFor(ScriptFileReader::read(write("max.sh", QByteArray(ScriptFileReader::kMaxBytes, 'x'))));
        QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));

        outcome = QCoro::waitFor(ScriptFileReader::read(write("empty.sh", QByteArray("\n  \n"))));
        QVERIFY(outcome.error.contains(QStringLiteral("empty")));

        outcome = QCoro::waitFor(ScriptFileReader::read(m_dir.filePath(QStringLiteral("missing.sh"))));
        QVERIFY(outcome.error.contains(QStringLiteral("Cannot read")));
    }
};

QTEST_GUILESS_MAIN(TestScriptFileReader)
#include "TestScriptFileReader.moc"
