#pragma once

#include <QTimeZone>
#include <QtGlobal>

namespace qc {

// The time zone arguments for QDateTime. Qt 6.8 deprecates passing a Qt::TimeSpec; the QTimeZone that
// means the same (a plain UTC or local-time date, printed with "Z" in ISO 8601) arrived in Qt 6.5. On
// Qt 6.4 (Debian 12) QTimeZone::utc() would be a named zone printed as "+00:00", so the spec stays there.
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
inline QTimeZone utcZone()
{
    return QTimeZone(QTimeZone::UTC);
}
inline QTimeZone localZone()
{
    return QTimeZone(QTimeZone::LocalTime);
}
#else
constexpr Qt::TimeSpec utcZone()
{
    return Qt::UTC;
}
constexpr Qt::TimeSpec localZone()
{
    return Qt::LocalTime;
}
#endif

} // namespace qc
