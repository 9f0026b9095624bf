#pragma once

// The two halves squeue prints for SqueueFormat::Layout::Dynamic and ::Static, made from one-read
// (Layout::Full) records of the same jobs: so captured and synthetic queues also exercise the two-read path.
// The layouts are the format arguments captured from the test clusters (tests/slurm/data/squeue-format.txt and
// squeue-24.11-halves-format.txt, which TestSlurmCliParse compares with the product's), never the product's own
// formatArgument(): input made by the code under test would agree with it whatever it does.
// For tests and benchmarks.

#include "backends/slurm/SqueueFormat.h"

#include <QByteArray>
#include <QFile>
#include <QList>
#include <utility>

namespace qc::test {

// A captured format argument: line `line` of tests/slurm/data/`file` (the source tree from $QC_SOURCE_DIR, which
// CTest sets, else the one this was built from).
inline QByteArray capturedFormat(const char* file, int line)
{
    QString root = qEnvironmentVariable("QC_SOURCE_DIR");
#ifdef QC_TEST_SOURCE_DIR
    if (root.isEmpty())
        root = QStringLiteral(QC_TEST_SOURCE_DIR);
#endif
    QFile f(root + QStringLiteral("/tests/slurm/data/") + QLatin1String(file));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the captured squeue format %s", qPrintable(f.fileName()));
    const QList<QByteArray> lines = f.readAll().split('\n');
    if (line >= lines.size() || lines[line].isEmpty())
        qFatal("%s has no line %d", qPrintable(f.fileName()), line + 1);
    return lines[line];
}

// The field names of a layout's fixed part, in order ("JobArrayID:0\x1f," ...), as captured.
inline QList<QByteArray> fixedNames(slurm::SqueueFormat::Layout layout)
{
    using Layout = slurm::SqueueFormat::Layout;
    const QByteArray format = layout == Layout::Full
        ? capturedFormat("squeue-format.txt", 0)
        : capturedFormat("squeue-24.11-halves-format.txt", layout == Layout::Dynamic ? 0 : 1);
    QList<QByteArray> names;
    for (const QByteArray& item : format.split(',')) {
        if (item.endsWith(":0\x1f"))
            names << item.left(item.size() - 3);
    }
    return names;
}

// {dynamic output, static output} for the one-read output `full` printed with `nonce`.
inline std::pair<QByteArray, QByteArray> splitFullOutput(const QByteArray& full, const QByteArray& nonce)
{
    using Layout = slurm::SqueueFormat::Layout;
    const QList<QByteArray> all = fixedNames(Layout::Full);
    const QList<QByteArray> dynamic = fixedNames(Layout::Dynamic);
    const QList<QByteArray> fixedStatic = fixedNames(Layout::Static);
    const QByteArray end = "\x1e" + nonce + "\n";
    QByteArray dynOut, staticOut;
    qsizetype pos = 0;
    while (true) {
        const qsizetype stop = full.indexOf(end, pos);
        if (stop < 0)
            break;
        const QByteArray rec = full.mid(pos, stop - pos);
        pos = stop + end.size();
        QList<QByteArray> fields;
        qsizetype p = 0;
        for (int i = 0; i < all.size(); ++i) {
            const qsizetype sep = rec.indexOf('\x1f', p);
            fields << rec.mid(p, sep - p);
            p = sep + 1;
        }
        const qsizetype r = rec.indexOf(QByteArray("\x1f" + nonce + 'r'), p);
        const qsizetype w = rec.indexOf(QByteArray("\x1f" + nonce + 'w'), r);
        const QByteArray reasonList = rec.mid(p, r - p);
        const QByteArray workDir = rec.mid(r + nonce.size() + 2, w - r - nonce.size() - 2);
        const QByteArray name = rec.mid(w + nonce.size() + 2);
        // (SchedNodes is read in the dynamic half only: the one-read layout has none to give, so empty.)
        for (const QByteArray& n : dynamic) {
            const qsizetype at = all.indexOf(n);
            dynOut += (at >= 0 ? fields[at] : QByteArray()) + '\x1f';
        }
        dynOut += reasonList + end;
        for (const QByteArray& n : fixedStatic)
            staticOut += fields[all.indexOf(n)] + '\x1f';
        staticOut += workDir + "\x1f" + nonce + 'w' + name + end;
    }
    return { dynOut, staticOut };
}

} // namespace qc::test
