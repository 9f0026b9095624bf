#include "LicenseRequest.h"

#include <algorithm>

namespace qc {

QList<LicenseRequest> LicenseRequest::parse(const QString& licenses)
{
    QList<LicenseRequest> out;
    for (const QString& raw : licenses.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString item = raw.trimmed();
        qsizetype sep = item.indexOf(QLatin1Char(':'));
        if (sep < 0)
            sep = item.indexOf(QLatin1Char('*'));
        LicenseRequest r;
        r.name = (sep < 0 ? item : item.left(sep)).trimmed();
        if (r.name.isEmpty())
            continue;
        if (sep >= 0) {
            bool ok = false;
            const int count = item.mid(sep + 1).trimmed().toInt(&ok);
            r.count = ok && count > 0 ? std::min(count, MaxCount) : 1;
        }
        out.append(r);
    }
    return out;
}

} // namespace qc
