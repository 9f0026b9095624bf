#include "ScriptFileReader.h"

#include "../model/BackgroundPool.h"

#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>
#include <QtConcurrent/QtConcurrentRun>
#include <qcoro/qcorofuture.h>

namespace qc {

ScriptFileReader::Outcome ScriptFileReader::check(const QByteArray& data, const QString& path, qint64 maxBytes)
{
    const QString name = QFileInfo(path).fileName();
    if (data.size() > maxBytes)
        return { {},
                 tr("%1 is too large for a batch script (over %2 KB).").arg(name, QString::number(maxBytes / 1024)) };
    if (data.contains('\0'))
        return { {}, tr("%1 is not a text file.").arg(name) };
    QStringDecoder decoder(QStringDecoder::Utf8);
    QString text = decoder.decode(data);
    if (decoder.hasError())
        return { {}, tr("%1 is not UTF-8 text.").arg(name) };
    if (text.trimmed().isEmpty())
        return { {}, tr("%1 is empty.").arg(name) };
    return { text, {} };
}

QCoro::Task<ScriptFileReader::Outcome> ScriptFileReader::read(QString path, qint64 maxBytes)
{
    auto future = QtConcurrent::run(backgroundPool(), [path, maxBytes]() -> Outcome {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return { {}, tr("Cannot read %1: %2").arg(QFileInfo(path).fileName(), file.errorString()) };
        if (file.size() > maxBytes)
            return check(QByteArray(maxBytes + 1, ' '), path, maxBytes);
        return check(file.read(maxBytes + 1), path, maxBytes);
    });
    auto outcome = co_await future;
    co_return outcome;
}

} // namespace qc
