#pragma once

#include <QCoreApplication>
#include <QString>
#include <qcoro/qcorotask.h>

namespace qc {

// Reads a batch script chosen or dropped by the user, on a worker thread. Refuses what is not a script:
// binary data, text that is not UTF-8, or anything over `maxBytes`.
class ScriptFileReader
{
    Q_DECLARE_TR_FUNCTIONS(ScriptFileReader)
public:
    struct Outcome
    {
        QString text;
        QString error; // empty when `text` is the script
    };
    static constexpr qint64 kMaxBytes = 256 * 1024;

    static QCoro::Task<Outcome> read(QString path, qint64 maxBytes = kMaxBytes);
    // The checks alone, on bytes already read (exposed for tests).
    static Outcome check(const QByteArray& data, const QString& path, qint64 maxBytes = kMaxBytes);
};

} // namespace qc
