#include "RestHostList.h"

#include <QList>
#include <optional>

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

struct Range
{
    qint64 low = 0;
    qint64 high = 0;
    int width = 0; // zero padding of the low bound ("01-10" -> 2)
};

// One item ("rack[1-2]-n[01-03]") as literal text between bracket groups: texts.size() == groups.size() + 1.
struct Pattern
{
    QStringList texts;
    QList<QList<Range>> groups;
};

std::optional<qint64> number(const QString& text)
{
    // 18 digits cannot overflow qint64; Slurm's own host indices are 32-bit.
    if (text.isEmpty() || text.size() > 18)
        return std::nullopt;
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    if (!ok || n < 0 || text.startsWith(QLatin1Char('+')))
        return std::nullopt;
    return n;
}

std::optional<Pattern> parsePattern(const QString& item)
{
    Pattern p;
    qsizetype pos = 0;
    while (true) {
        const qsizetype open = item.indexOf(QLatin1Char('['), pos);
        const qsizetype stray = item.indexOf(QLatin1Char(']'), pos);
        if (open < 0) {
            if (stray >= 0)
                return std::nullopt;
            p.texts.append(item.mid(pos));
            return p;
        }
        const qsizetype close = item.indexOf(QLatin1Char(']'), open);
        const qsizetype nested = item.indexOf(QLatin1Char('['), open + 1);
        if (close < 0 || (stray >= 0 && stray < open) || (nested >= 0 && nested < close))
            return std::nullopt;
        p.texts.append(item.mid(pos, open - pos));
        QList<Range> group;
        for (const auto& range : item.mid(open + 1, close - open - 1).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const qsizetype dash = range.indexOf(QLatin1Char('-'));
            const QString lowText = dash < 0 ? range : range.left(dash);
            const auto low = number(lowText);
            const auto high = number(dash < 0 ? range : range.mid(dash + 1));
            if (!low || !high || *high < *low)
                return std::nullopt;
            group.append({ *low, *high, int(lowText.size()) });
        }
        if (group.isEmpty())
            return std::nullopt;
        p.groups.append(group);
        pos = close + 1;
    }
}

// How many names the pattern stands for, or nullopt when over `limit` (checked before anything is built).
std::optional<qint64> nameCount(const Pattern& p, qint64 limit)
{
    qint64 total = 1;
    for (const auto& group : p.groups) {
        qint64 inGroup = 0;
        for (const Range& r : group) {
            inGroup += r.high - r.low + 1; // each term <= 10^18, at most `limit` of them before we stop
            if (inGroup > limit)
                return std::nullopt;
        }
        if (total > limit / inGroup)
            return std::nullopt;
        total *= inGroup;
    }
    return total;
}

// Appends the pattern's names in order, like an odometer over the groups (no recursion). False when the
// character budget runs out.
bool appendNames(const Pattern& p, QStringList& out, qint64& charsLeft)
{
    const qsizetype groups = p.groups.size();
    QList<qsizetype> rangeAt(groups, 0);
    QList<qint64> valueAt(groups);
    for (qsizetype g = 0; g < groups; ++g)
        valueAt[g] = p.groups[g].first().low;
    while (true) {
        QString name = p.texts.first();
        for (qsizetype g = 0; g < groups; ++g) {
            const Range& r = p.groups[g][rangeAt[g]];
            name += QStringLiteral("%1").arg(valueAt[g], r.width, 10, QLatin1Char('0')) + p.texts[g + 1];
        }
        charsLeft -= name.size();
        if (charsLeft < 0)
            return false;
        if (!name.isEmpty())
            out.append(name);
        // Advance the last group first, carrying into the ones before it.
        qsizetype g = groups - 1;
        for (; g >= 0; --g) {
            const auto& group = p.groups[g];
            if (valueAt[g] < group[rangeAt[g]].high) {
                ++valueAt[g];
                break;
            }
            if (rangeAt[g] + 1 < group.size()) {
                valueAt[g] = group[++rangeAt[g]].low;
                break;
            }
            rangeAt[g] = 0;
            valueAt[g] = group.first().low;
        }
        if (g < 0)
            return true;
    }
}
} // namespace

namespace {
// The names, and whether every item was expanded.
std::pair<QStringList, bool> expandItems(const QString& hostList, int limit)
{
    QStringList out;
    qint64 charsLeft = RestHostList::kMaxChars;
    for (const auto& item : splitTop(hostList.trimmed())) {
        const auto pattern = parsePattern(item.trimmed());
        if (!pattern)
            return { out, false };
        const auto count = nameCount(*pattern, qint64(limit) - qint64(out.size()));
        if (!count || !appendNames(*pattern, out, charsLeft))
            return { out, false };
    }
    return { out, true };
}
} // namespace

QStringList RestHostList::expand(const QString& hostList, int limit)
{
    return expandItems(hostList, limit).first;
}

Result<QStringList> RestHostList::expandAll(const QString& hostList, const QString& owner, int limit)
{
    auto [names, complete] = expandItems(hostList, limit);
    if (complete)
        return names;
    const QString shown = hostList.size() > 80 ? hostList.left(80) + QStringLiteral("…") : hostList;
    return BackendError::make(
        BackendError::Kind::Malformed,
        tr("slurmrestd sent a node list for %1 that is not a Slurm host list or names more than %2 nodes (or %3 MB "
           "of names)")
            .arg(owner)
            .arg(limit)
            .arg(kMaxChars / (1024 * 1024)),
        QStringLiteral("%1 characters: %2").arg(hostList.size()).arg(shown));
}

} // namespace qc::rest
