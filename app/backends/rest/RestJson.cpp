#include "RestJson.h"

#include "model/TimeZones.h"

#include <QtNumeric>
#include <algorithm>
#include <limits>

namespace qc::rest::fields {

namespace {
constexpr qint64 kMaxGpuCount = 1 << 20;

const json* field(const json& object, const char* key)
{
    if (!object.is_object())
        return nullptr;
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}
} // namespace

bool isSentinel(qint64 value)
{
    // NO_VAL16/INFINITE16, NO_VAL/INFINITE, NO_VAL64/INFINITE64 as they appear after JSON's signed conversion.
    return value == 0xfffe || value == 0xffff || value == 0xfffffffeLL || value == 0xffffffffLL || value == -1
        || value == -2;
}

QString str(const json& object, const char* key)
{
    const json* v = field(object, key);
    if (!v)
        return {};
    if (v->is_string())
        return QString::fromStdString(v->get<std::string>());
    if (v->is_number_integer())
        return QString::number(v->get<qint64>());
    return {};
}

qint64 integer(const json& object, const char* key, qint64 fallback)
{
    const json* v = field(object, key);
    if (!v)
        return fallback;
    if (v->is_object()) {
        // v0.0.40+: {"set": bool, "infinite": bool, "number": n}. Unset is the fallback; infinite is a sentinel
        // (-1) so every caller that already tells Slurm's INFINITE apart treats it the same.
        if (boolean(*v, "infinite"))
            return -1;
        if (!boolean(*v, "set", v->contains("number")))
            return fallback;
        return integer(*v, "number", fallback);
    }
    if (v->is_number_unsigned()) {
        const auto u = v->get<std::uint64_t>();
        return u > std::uint64_t(std::numeric_limits<qint64>::max()) ? -1 : qint64(u);
    }
    if (v->is_number_integer())
        return v->get<qint64>();
    if (v->is_number_float())
        return qint64(v->get<double>());
    if (v->is_string()) {
        bool ok = false;
        const qint64 n = QString::fromStdString(v->get<std::string>()).toLongLong(&ok);
        return ok ? n : fallback;
    }
    return fallback;
}

bool boolean(const json& object, const char* key, bool fallback)
{
    const json* v = field(object, key);
    return v && v->is_boolean() ? v->get<bool>() : fallback;
}

QDateTime epoch(const json& object, const char* key)
{
    const qint64 s = integer(object, key, 0);
    if (s <= 0 || isSentinel(s))
        return {};
    return QDateTime::fromSecsSinceEpoch(s, qc::utcZone());
}

qint64 minutesAsSeconds(const json& object, const char* key)
{
    const qint64 m = integer(object, key, 0);
    if (m <= 0 || isSentinel(m))
        return 0;
    return m * 60;
}

int nice(const json& object, const char* key)
{
    const qint64 n = integer(object, key, 0);
    if (n > 0x7fffffffLL && n <= 0xffffffffLL)
        return int(n - 0x100000000LL);
    if (n > 0x7fffffffLL || n < -0x7fffffffLL)
        return 0;
    return int(n);
}

QStringList stringList(const json& object, const char* key)
{
    const json* v = field(object, key);
    QStringList out;
    if (!v)
        return out;
    if (v->is_array()) {
        for (const auto& item : *v) {
            if (item.is_string())
                out.append(QString::fromStdString(item.get<std::string>()));
        }
    } else if (v->is_string()) {
        const QString text = QString::fromStdString(v->get<std::string>());
        for (const auto& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
            out.append(part.trimmed());
    }
    return out;
}

std::optional<qint64> tresCount(const QString& tres, const QString& key)
{
    std::optional<qint64> exact;
    qint64 typedSum = 0;
    bool anyTyped = false;
    const QString typedPrefix = key + QLatin1Char(':');
    for (const auto& part : tres.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        if (eq <= 0)
            continue;
        const QString name = part.left(eq).trimmed();
        bool ok = false;
        const qint64 n = part.mid(eq + 1).trimmed().toLongLong(&ok);
        if (!ok || n < 0) // no count is negative
            continue;
        if (name == key)
            exact = n;
        else if (name.startsWith(typedPrefix)) {
            // Saturated: a hostile server's huge counts overflowed the sum (fuzz_tres under UBSan, 7 Dec).
            if (qAddOverflow(typedSum, n, &typedSum))
                typedSum = std::numeric_limits<qint64>::max();
            anyTyped = true;
        }
    }
    if (exact)
        return exact;
    if (anyTyped)
        return typedSum;
    return std::nullopt;
}

std::optional<GresItem> gpuGres(const QString& input)
{
    QString item = input.trimmed();
    if (const qsizetype paren = item.indexOf(QLatin1Char('(')); paren >= 0)
        item = item.left(paren);
    if (item.startsWith(QLatin1String("gres:")) || item.startsWith(QLatin1String("gres/")))
        item = item.mid(5);
    // 23.11+ writes per-task requests as "gres/gpu:a100=1" and "gres/gpu=2".
    item.replace(QLatin1Char('='), QLatin1Char(':'));
    QStringList parts = item.split(QLatin1Char(':'));
    if (parts.isEmpty() || parts.first() != QLatin1String("gpu"))
        return std::nullopt;
    GresItem g;
    bool ok = false;
    if (parts.size() == 1) {
        g.count = 1;
        return g;
    }
    const qint64 last = parts.last().toLongLong(&ok);
    if (ok) {
        // A hostile server's count must not overflow the sums and products made of it.
        g.count = std::clamp<qint64>(last, 0, kMaxGpuCount);
        if (parts.size() >= 3)
            g.type = parts.at(1);
    } else {
        // "gpu:a100" means one GPU of that type.
        g.type = parts.at(1);
        g.count = 1;
    }
    return g;
}

QList<GresItem> gpuGresList(const QString& gres)
{
    QList<GresItem> out;
    // Commas also separate the index list inside "(IDX:0,2)": split only outside parentheses.
    int depth = 0;
    QString current;
    auto flush = [&out, &current]() {
        if (auto g = gpuGres(current))
            out.append(*g);
        current.clear();
    };
    for (const QChar c : gres) {
        if (c == QLatin1Char('('))
            ++depth;
        else if (c == QLatin1Char(')'))
            --depth;
        if (c == QLatin1Char(',') && depth == 0)
            flush();
        else
            current.append(c);
    }
    flush();
    return out;
}

} // namespace qc::rest::fields
