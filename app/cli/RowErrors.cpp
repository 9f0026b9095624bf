#include "RowErrors.h"

namespace qc {

QString RowErrors::line(qsizetype line, const QString& message)
{
    return tr("  line %1: %2").arg(QString::number(line), message);
}

QString RowErrors::more(qsizetype count)
{
    return tr("  ... and %n more", nullptr, int(count));
}

} // namespace qc
