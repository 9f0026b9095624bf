#pragma once

#include "SqueueRecordDigest.h"

#include <QByteArray>
#include <QList>
#include <QtGlobal>
#include <array>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace qc::slurm {

// The fields of a job that only its owner changes, and rarely (user, account, name, working directory, request,
// submit time), read by a separate squeue layout and kept between refreshes, so that most refreshes print only
// the fields the scheduler changes (SqueueFormat::Layout::Dynamic). Keyed by the job id without its array task:
// every task of an array shares one submission. Views point into the squeue outputs the table keeps, which a
// copy shares (QByteArray), so a copy can grow without invalidating what the original handed out.
class SqueueStaticTable
{
public:
    static constexpr int kFieldCount = 12;

    // A record's fields as offsets from its first byte, in an output the table keeps: 14 views were 224 of an
    // entry's 288 bytes (28.8 MB at 100,000 jobs, alive twice while a resync's table replaces the old one).
    class Entry
    {
    public:
        // `views` in the order of the static layout, then the working directory and the name; all inside the one
        // record that starts at `views[0]` (the id, printed first).
        Entry(const std::array<std::string_view, kFieldCount + 2>& views, const SqueueRecordDigest& digest)
            : m_base(views[0].data())
            , m_digest(digest)
        {
            for (size_t i = 0; i < views.size(); ++i) {
                const bool inside = !views[i].empty() && views[i].data() >= m_base;
                m_spans[i] = inside ? Span { quint32(views[i].data() - m_base), quint32(views[i].size()) } : Span {};
            }
        }
        std::string_view field(size_t i) const { return view(i); }
        std::string_view workDir() const { return view(kFieldCount); }
        std::string_view name() const { return view(kFieldCount + 1); }
        // Of the record's fixed fields, working directory and name: an unchanged job compares equal between reads.
        const SqueueRecordDigest& digest() const { return m_digest; }

    private:
        struct Span
        {
            quint32 offset = 0;
            quint32 size = 0;
        };
        std::string_view view(size_t i) const { return { m_base + m_spans[i].offset, m_spans[i].size }; }
        const char* m_base;
        std::array<Span, kFieldCount + 2> m_spans;
        SqueueRecordDigest m_digest;
    };

    const Entry* find(std::string_view key) const
    {
        const auto it = m_index.find(key);
        return it == m_index.end() ? nullptr : &m_entries[it->second];
    }
    // The same as find(), faster for keys asked in the order the static half printed them (both halves are read
    // with `squeue -S i`): `cursor` (0 to start) remembers where the last one was, and the next key is tried there
    // before the index. At 100,000 jobs the index's lookups, each a cache miss or two, were the parse's largest
    // cost. Array tasks repeat their key; a job gone or new since the static read costs one index lookup.
    const Entry* findFrom(std::string_view key, size_t* cursor) const
    {
        const size_t at = *cursor;
        if (at > 0 && at <= m_entries.size() && keyOf(m_entries[at - 1].field(0)) == key)
            return &m_entries[at - 1];
        if (at < m_entries.size() && keyOf(m_entries[at].field(0)) == key) {
            *cursor = at + 1;
            return &m_entries[at];
        }
        const auto it = m_index.find(key);
        if (it == m_index.end())
            return nullptr;
        *cursor = it->second + 1;
        return &m_entries[it->second];
    }
    // The first record of a key wins: array tasks repeat it. `key` points into an output the table keeps and is
    // keyOf(the entry's id).
    void insert(std::string_view key, const Entry& entry)
    {
        if (m_index.try_emplace(key, quint32(m_entries.size())).second)
            m_entries.push_back(entry);
    }
    // Room for about this many more entries (a hint: the output's size over a typical record's).
    void reserve(size_t more)
    {
        m_entries.reserve(m_entries.size() + more);
        m_index.reserve(m_index.size() + more);
    }
    // Keeps the output the entries' views point into.
    void keep(const QByteArray& output) { m_outputs.append(output); }
    size_t size() const { return m_entries.size(); }

    // Job id -> key: "123_4" and "123_[5-9]" -> "123"; "123+1" (a component of a heterogeneous job) stays.
    static std::string_view keyOf(std::string_view jobId)
    {
        const size_t underscore = jobId.find('_');
        return underscore == std::string_view::npos ? jobId : jobId.substr(0, underscore);
    }

private:
    std::vector<Entry> m_entries; // in the order inserted: the static half's
    std::unordered_map<std::string_view, quint32> m_index; // key -> position in m_entries
    QList<QByteArray> m_outputs;
};

} // namespace qc::slurm
