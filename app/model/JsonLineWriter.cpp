#include "JsonLineWriter.h"

#include <charconv>
#include <cmath>
#include <cstring>
#include <nlohmann/json.hpp>

namespace qc {

namespace {
// Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm): QDateTime::toString took 7% of
// `status --json` for five times per job.
void civilFromDays(qint64 z, qint64* y, unsigned* m, unsigned* d)
{
    z += 719468;
    const qint64 era = (z >= 0 ? z : z - 146096) / 146097;
    const unsigned doe = unsigned(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    *d = doy - (153 * mp + 2) / 5 + 1;
    *m = mp < 10 ? mp + 3 : mp - 9;
    *y = qint64(yoe) + era * 400 + (*m <= 2 ? 1 : 0);
}

void writeDigits(char* to, qint64 v, int width)
{
    for (int i = width - 1; i >= 0; --i) {
        to[i] = char('0' + v % 10);
        v /= 10;
    }
}
} // namespace

bool JsonLineWriter::commaDue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return false;
    }
    if (m_first.isEmpty())
        return false;
    const bool due = !m_first.back();
    m_first.back() = false;
    return due;
}

void JsonLineWriter::separate()
{
    if (commaDue())
        m_out += ',';
}

JsonLineWriter& JsonLineWriter::beginObject()
{
    separate();
    m_out += '{';
    m_first.push_back(true);
    return *this;
}

JsonLineWriter& JsonLineWriter::endObject()
{
    m_out += '}';
    m_first.removeLast();
    return *this;
}

JsonLineWriter& JsonLineWriter::beginArray()
{
    separate();
    m_out += '[';
    m_first.push_back(true);
    return *this;
}

JsonLineWriter& JsonLineWriter::endArray()
{
    m_out += ']';
    m_first.removeLast();
    return *this;
}

JsonLineWriter& JsonLineWriter::key(std::string_view name)
{
    // The comma, the quoted name and the colon in one append: a job writes ~45 keys, and their appends one piece
    // at a time were a third of the JSON's samples at 100,000 jobs (each append checks and moves the string's end).
    char buf[64];
    if (name.size() > sizeof buf - 4) {
        separate();
        m_out += '"';
        m_out.append(name);
        m_out += "\":";
    } else {
        size_t n = 0;
        if (commaDue())
            buf[n++] = ',';
        buf[n++] = '"';
        std::memcpy(buf + n, name.data(), name.size());
        n += name.size();
        buf[n++] = '"';
        buf[n++] = ':';
        m_out.append(buf, n);
    }
    m_afterKey = true;
    return *this;
}

void JsonLineWriter::appendEscaped(const char* data, qsizetype size)
{
    static const char hex[] = "0123456789abcdef";
    m_out += '"';
    qsizetype plainFrom = 0;
    for (qsizetype i = 0; i < size; ++i) {
        const auto c = static_cast<unsigned char>(data[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        m_out.append(data + plainFrom, size_t(i - plainFrom));
        plainFrom = i + 1;
        switch (c) {
        case '"':
            m_out += "\\\"";
            break;
        case '\\':
            m_out += "\\\\";
            break;
        case '\b':
            m_out += "\\b";
            break;
        case '\f':
            m_out += "\\f";
            break;
        case '\n':
            m_out += "\\n";
            break;
        case '\r':
            m_out += "\\r";
            break;
        case '\t':
            m_out += "\\t";
            break;
        default: {
            const char esc[] = { '\\', 'u', '0', '0', hex[c >> 4], hex[c & 0xf] };
            m_out.append(esc, 6);
        }
        }
    }
    m_out.append(data + plainFrom, size_t(size - plainFrom));
    m_out += '"';
}

JsonLineWriter& JsonLineWriter::value(const QString& s)
{
    separate();
    // Names, states and ids are ASCII: those go straight in. Anything else through QString's own UTF-8
    // encoder (the one codec::utf8 uses), so lone surrogates come out the same.
    // unicode(), not utf16(): utf16() reallocates a string whose data is not its own to terminate it, and that is
    // every empty field (null data) and every literal; this reads exactly size() characters.
    const auto* u = reinterpret_cast<const char16_t*>(s.unicode());
    const qsizetype n = s.size();
    bool plain = true;
    for (qsizetype i = 0; i < n && plain; ++i)
        plain = u[i] >= 0x20 && u[i] < 0x80 && u[i] != u'"' && u[i] != u'\\';
    if (plain) {
        // Short ones (nearly all) narrowed on the stack and appended with their quotes at once.
        char buf[128];
        if (n <= qsizetype(sizeof buf) - 2) {
            buf[0] = '"';
            for (qsizetype i = 0; i < n; ++i)
                buf[1 + i] = char(u[i]);
            buf[1 + n] = '"';
            m_out.append(buf, size_t(n + 2));
            return *this;
        }
        m_out += '"';
        const size_t at = m_out.size();
        m_out.resize(at + size_t(n));
        for (qsizetype i = 0; i < n; ++i)
            m_out[at + size_t(i)] = char(u[i]);
        m_out += '"';
        return *this;
    }
    const QByteArray utf8 = s.toUtf8();
    appendEscaped(utf8.constData(), utf8.size());
    return *this;
}

JsonLineWriter& JsonLineWriter::value(std::string_view utf8)
{
    separate();
    appendEscaped(utf8.data(), qsizetype(utf8.size()));
    return *this;
}

JsonLineWriter& JsonLineWriter::value(qint64 n)
{
    separate();
    char buf[24];
    const auto end = std::to_chars(buf, buf + sizeof buf, n).ptr;
    m_out.append(buf, size_t(end - buf));
    return *this;
}

JsonLineWriter& JsonLineWriter::value(bool b)
{
    separate();
    m_out += b ? "true" : "false";
    return *this;
}

JsonLineWriter& JsonLineWriter::value(double d)
{
    separate();
    // A whole number below 10^15 is what nlohmann writes as digits and ".0" (Slurm's priorities all are): no
    // temporary document and string for each. Anything else in nlohmann's own shortest round-trip form ("1e-05",
    // null for NaN).
    if (std::abs(d) < 1e15 && d == std::trunc(d) && !(d == 0 && std::signbit(d))) {
        char buf[24];
        const auto end = std::to_chars(buf, buf + sizeof buf, qint64(d)).ptr;
        m_out.append(buf, size_t(end - buf));
        m_out += ".0";
        return *this;
    }
    m_out += nlohmann::json(d).dump();
    return *this;
}

JsonLineWriter& JsonLineWriter::null()
{
    separate();
    m_out += "null";
    return *this;
}

JsonLineWriter& JsonLineWriter::time(const QDateTime& t)
{
    if (!t.isValid())
        return null();
    const qint64 secs = t.toSecsSinceEpoch();
    const qint64 days = secs >= 0 ? secs / 86400 : -((-secs + 86399) / 86400);
    const qint64 rest = secs - days * 86400;
    qint64 year = 0;
    unsigned month = 0;
    unsigned day = 0;
    civilFromDays(days, &year, &month, &day);
    if (secs < 0 || year > 9999)
        return value(t.toUTC().toString(Qt::ISODate)); // what Qt writes for those, whatever it is
    separate();
    // "YYYY-MM-DDTHH:MM:SSZ" with its quotes, written on the stack and appended at once.
    char buf[22];
    buf[0] = '"';
    writeDigits(buf + 1, year, 4);
    buf[5] = '-';
    writeDigits(buf + 6, month, 2);
    buf[8] = '-';
    writeDigits(buf + 9, day, 2);
    buf[11] = 'T';
    writeDigits(buf + 12, rest / 3600, 2);
    buf[14] = ':';
    writeDigits(buf + 15, rest / 60 % 60, 2);
    buf[17] = ':';
    writeDigits(buf + 18, rest % 60, 2);
    buf[20] = 'Z';
    buf[21] = '"';
    m_out.append(buf, sizeof buf);
    return *this;
}

} // namespace qc
