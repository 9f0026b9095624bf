#include "TraceValue.h"

#include <QDateTime>
#include <QTimeZone>
#include <cmath>

namespace qc {

namespace {
// A finite number, written as an integer, a decimal or in exponent form.
std::optional<double> number(const QString& text)
{
    bool ok = false;
    const qint64 whole = text.toLongLong(&ok);
    if (ok)
        return double(whole);
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}
} // namespace

bool TraceValue::isMissing(const QString& text)
{
    const QString t = text.trimmed();
    return t.isEmpty() || t.compare(QLatin1String("nan"), Qt::CaseInsensitive) == 0
        || t.compare(QLatin1String("null"), Qt::CaseInsensitive) == 0
        || t.compare(QLatin1String("none"), Qt::CaseInsensitive) == 0
        || t.compare(QLatin1String("na"), Qt::CaseInsensitive) == 0
        || t.compare(QLatin1String("n/a"), Qt::CaseInsensitive) == 0 || number(t) == -1.0;
}

std::optional<qint64> TraceValue::seconds(const QString& text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    // A number (whole seconds, read exactly: MaxSeconds is far below a double's 2^53).
    if (const auto v = number(t))
        return std::abs(*v) <= double(MaxSeconds) ? std::optional<qint64>(std::llround(*v)) : std::nullopt;
    // A date: "YYYY-MM-DD hh:mm:ss" as well as ISO's 'T'.
    if (t.size() < 16 || t.size() > 40 || t[4] != QLatin1Char('-') || t[7] != QLatin1Char('-'))
        return std::nullopt;
    QString iso = t;
    if (iso[10] == QLatin1Char(' '))
        iso[10] = QLatin1Char('T');
    QDateTime when = QDateTime::fromString(iso, Qt::ISODateWithMs);
    if (!when.isValid())
        return std::nullopt;
    if (when.timeSpec() == Qt::LocalTime) // no zone written: read as UTC, never as this machine's zone
        when = QDateTime(when.date(), when.time(), QTimeZone::utc());
    return when.toSecsSinceEpoch();
}

std::optional<qint64> TraceValue::millisecondsAsSeconds(const QString& text)
{
    constexpr double from1990 = 631152000; // 1990-01-01T00:00:00Z
    constexpr double to2100 = 4102444800; // 2100-01-01T00:00:00Z
    const auto v = number(text.trimmed());
    if (!v || *v <= to2100 || *v / 1000 < from1990 || *v / 1000 > to2100)
        return std::nullopt;
    return std::llround(*v / 1000);
}

std::optional<qint64> TraceValue::count(const QString& text, qint64 max)
{
    const auto v = number(text.trimmed());
    if (!v || *v < 0 || *v > double(max))
        return std::nullopt;
    return qint64(std::ceil(*v));
}

} // namespace qc
