#include "ShellQuote.h"

namespace qc::slurm {

QString shellQuote(const QString& arg)
{
    QString quoted;
    quoted.reserve(arg.size() + 2);
    quoted += QLatin1Char('\'');
    for (const QChar c : arg) {
        if (c == QLatin1Char('\''))
            quoted += QLatin1String("'\\''");
        else
            quoted += c;
    }
    quoted += QLatin1Char('\'');
    return quoted;
}

QString shellJoin(const QStringList& args)
{
    QStringList quoted;
    quoted.reserve(args.size());
    for (const QString& a : args)
        quoted << shellQuote(a);
    return quoted.join(QLatin1Char(' '));
}

} // namespace qc::slurm
