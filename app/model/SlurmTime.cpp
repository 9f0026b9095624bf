#include "SlurmTime.h"

#include "TimeZones.h"

#include <QRegularExpression>
#include <QStringList>
#include <QTimeZone>

namespace qc::slurmtime {

std::optional<qint64> parseDuration(const QString& input)
{
    const QString text = input.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    if (text.compare(QLatin1String("UNLIMITED"), Qt::CaseInsensitive) == 0
        || text.compare(QLatin1String("INFINITE"), Qt::CaseInsensitive) == 0)
        return 0;
    static const QRegularExpression re(QStringLiteral(R"(^(?:(\d+)-)?(\d+)(?::(\d+))?(?::(\d+))?$)"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    // Each part at most 10 digits (no overflow in 64 bits), and the whole within what Slurm can hold: a
    // number that wrapped became a negative or zero limit, which Slurm reads as UNLIMITED.
    for (int i = 1; i <= 4; ++i) {
        if (m.capturedLength(i) > 10)
            return std::nullopt;
    }
    const bool hasDays = m.capturedLength(1) > 0;
    const qint64 days = m.captured(1).toLongLong();
    const qint64 a = m.captured(2).toLongLong();
    const bool hasB = m.capturedLength(3) > 0;
    const bool hasC = m.capturedLength(4) > 0;
    const qint64 b = m.captured(3).toLongLong();
    const qint64 c = m.captured(4).toLongLong();
    qint64 seconds = 0;
    if (hasDays)
        seconds = days * 86400 + a * 3600 + b * 60 + c; // days-hours[:minutes[:seconds]]
    else if (hasC)
        seconds = a * 3600 + b * 60 + c; // hours:minutes:seconds
    else if (hasB)
        seconds = a * 60 + b; // minutes:seconds
    else
        seconds = a * 60; // minutes
    if (seconds > kMaxDurationS)
        return std::nullopt;
    return seconds;
}

QString formatDuration(qint64 seconds)
{
    if (seconds <= 0)
        return QStringLiteral("UNLIMITED");
    const qint64 days = seconds / 86400;
    const qint64 rest = seconds % 86400;
    const QString hms = QStringLiteral("%1:%2:%3")
                            .arg(rest / 3600, 2, 10, QLatin1Char('0'))
                            .arg((rest % 3600) / 60, 2, 10, QLatin1Char('0'))
                            .arg(rest % 60, 2, 10, QLatin1Char('0'));
    return days > 0 ? QString::number(days) + QLatin1Char('-') + hms : hms;
}

QDateTime parseTime(const QString& input, const QDateTime& now)
{
    const QString text = input.trimmed();
    if (text.compare(QLatin1String("now"), Qt::CaseInsensitive) == 0)
        return now;
    static const QRegularExpression relative(
        QStringLiteral(R"(^now\+(\d+)(seconds|second|sec|s|minutes|minute|min|m|hours|hour|h|days|day|d)?$)"),
        QRegularExpression::CaseInsensitiveOption);
    if (const auto m = relative.match(text); m.hasMatch()) {
        const QString unit = m.captured(2).toLower();
        qint64 scale = 86400;
        if (unit.isEmpty() || unit.startsWith(QLatin1Char('s')))
            scale = 1;
        else if (unit.startsWith(QLatin1Char('m')))
            scale = 60;
        else if (unit.startsWith(QLatin1Char('h')))
            scale = 3600;
        // Further out than a limit can reach is a typo, and would overflow.
        if (m.capturedLength(1) > 10 || m.captured(1).toLongLong() * scale > kMaxDurationS)
            return {};
        return now.addSecs(m.captured(1).toLongLong() * scale);
    }
    static const QRegularExpression clock(QStringLiteral(R"(^(\d{1,2}):(\d{2})(?::(\d{2}))?$)"));
    if (const auto m = clock.match(text); m.hasMatch()) {
        const QTime t(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
        if (!t.isValid())
            return {};
        QDateTime local = now.toLocalTime();
        QDateTime at(local.date(), t, local.timeZone());
        if (at <= local)
            at = at.addDays(1);
        return at.toUTC();
    }
    QDateTime iso = QDateTime::fromString(text, Qt::ISODate);
    if (iso.isValid())
        return iso.toUTC();
    return {};
}

QDateTime parseSlurmTimestamp(const QString& input)
{
    const QString text = input.trimmed();
    if (text.isEmpty() || text == QLatin1String("N/A") || text == QLatin1String("Unknown")
        || text == QLatin1String("None") || text == QLatin1String("0"))
        return {};
    bool isNumber = false;
    const qint64 epoch = text.toLongLong(&isNumber);
    if (isNumber)
        return epoch > 0 ? QDateTime::fromSecsSinceEpoch(epoch, qc::utcZone()) : QDateTime();
    // Slurm prints local time without an offset.
    QDateTime t = QDateTime::fromString(text, Qt::ISODate);
    return t.isValid() ? t : QDateTime();
}

} // namespace qc::slurmtime
