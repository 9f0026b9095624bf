#pragma once

#include "SqueueRecordDigest.h"

#include <QByteArray>
#include <QList>
#include <array>
#include <string>
#include <string_view>
#include <unordered_map>

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

    struct Entry
    {
        std::array<std::string_view, kFieldCount> fields; // in the order of the static layout
        std::string_view workDir;
        std::string_view name;
        // Of the record's fixed fields, working directory and name: an unchanged job compares equal between reads.
        SqueueRecordDigest digest;
    };

    const Entry* find(std::string_view key) const
    {
        const auto it = m_entries.find(key);
        return it == m_entries.end() ? nullptr : &it->second;
    }
    // The first record of a key wins: array tasks repeat it.
    void insert(std::string_view key, const Entry& entry) { m_entries.try_emplace(std::string(key), entry); }
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
    struct Hash
    {
        using is_transparent = void;
        size_t operator()(std::string_view s) const { return std::hash<std::string_view> {}(s); }
    };
    std::unordered_map<std::string, Entry, Hash, std::equal_to<>> m_entries;
    QList<QByteArray> m_outputs;
};

} // namespace qc::slurm
