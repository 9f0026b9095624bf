#pragma once

#include <QString>
#include <QStringList>

namespace qc::slurm {

// POSIX single-quote quoting: ssh joins its arguments into one string for the remote shell, so every
// argument must arrive as exactly one word whatever it contains ($(...), quotes, newlines, CJK).
QString shellQuote(const QString& arg);
QString shellJoin(const QStringList& args);

} // namespace qc::slurm
