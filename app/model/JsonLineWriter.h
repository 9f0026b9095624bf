#pragma once

#include <QDateTime>
#include <QString>
#include <QVarLengthArray>
#include <string>
#include <string_view>

namespace qc {

// Appends compact JSON (UTF-8) to a string, without building a document first: `status --json` at 10,000 jobs
// spent half its time building and freeing nlohmann objects (a std::map per job) only to print them.
// The text is what nlohmann's dump() gives for the same values (same escapes, same number forms), so the
// output does not change; keys are written in the order given (give them sorted to match an nlohmann object).
class JsonLineWriter
{
public:
    explicit JsonLineWriter(std::string& out)
        : m_out(out)
    {
    }

    JsonLineWriter& beginObject();
    JsonLineWriter& endObject();
    JsonLineWriter& beginArray();
    JsonLineWriter& endArray();
    JsonLineWriter& key(std::string_view name); // plain ASCII names, not escaped

    JsonLineWriter& value(const QString& s);
    JsonLineWriter& value(std::string_view utf8);
    JsonLineWriter& value(const char* utf8) { return value(std::string_view(utf8)); }
    JsonLineWriter& value(qint64 n);
    JsonLineWriter& value(int n) { return value(qint64(n)); }
    JsonLineWriter& value(bool b);
    JsonLineWriter& value(double d);
    JsonLineWriter& null();
    // ISO 8601 in UTC to the second ("2026-12-01T16:44:19Z", as codec::timeJson), or null when invalid.
    JsonLineWriter& time(const QDateTime& t);

private:
    void separate(); // the comma before a value that is not the first in its container
    bool commaDue(); // whether a comma goes before the next item; its container is no longer empty after it
    void appendEscaped(const char* data, qsizetype size);

    std::string& m_out; // std::string: its appends inline, QByteArray's went through insert() per call
    // Per open container: nothing written in it yet. Inline for the depths written here: `status --json` makes one
    // writer per job, and std::vector<bool> took a heap block for each.
    QVarLengthArray<bool, 16> m_first;
    bool m_afterKey = false;
};

} // namespace qc
