#include "RestHostList.h"

namespace qc::rest {

namespace {
// Splits at commas outside brackets.
QStringList splitTop(const QString& text)
{
    QStringList out;
    int depth = 0;
    QString current;
    for (const QChar c : text) {
        if (c == QLatin1Char('['))
            ++depth;
        else if (c == QLatin1Char(']'))
            --depth;
        if (c == QLatin1Char(',') && depth == 0) {
            out.append(current);
            current.clear();
        } else {
            current.append(c);
        }
    }
    out.append(current);
    return out;
}

bool expandOne(const QString& item, QStringList& out, int limit)
{
    const qsizetype open = item.indexOf(QLatin1Char('['));
    if (open < 0) {
        if (!item.isEmpty())
            out.append(item);
        return true;
    }
    const qsizetype close = item.indexOf(QLatin1Char(']'), open);
    if (close < 0)
        return false;
    const QString prefix = item.left(open);
    const QString suffix = item.mid(close + 1);
    for (const auto& range : item.mid(open + 1, close - open - 1).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype dash = range.indexOf(QLatin1Char('-'));
        const QString lowText = dash < 0 ? range : range.left(dash);
        const QString highText = dash < 0 ? range : range.mid(dash + 1);
        bool okLow = false;
        bool okHigh = false;
        const int low = lowText.toInt(&okLow);
        const int high = highText.toInt(&okHigh);
        if (!okLow || !okHigh || high < low)
            return false;
        const int width = int(lowText.size());
        for (int n = low; n <= high; ++n) {
            if (out.size() >= limit)
                return false;
            // The suffix may hold another bracket: "rack[1-2]-n[1-3]".
            if (!expandOne(prefix + QStringLiteral("%1").arg(n, width, 10, QLatin1Char('0')) + suffix, out, limit))
                return false;
        }
    }
    return true;
}
} // namespace

QStringList RestHostList::expand(const QString& hostList, int limit)
{
    QStringList out;
    for (const auto& item : splitTop(hostList.trimmed())) {
        if (!expandOne(item.trimmed(), out, limit))
            break;
    }
    return out;
}

} // namespace qc::rest
