#pragma once

#include "../../model/Job.h"

#include <QByteArray>
#include <QList>
#include <array>
#include <memory>
#include <string_view>
#include <unordered_map>

namespace qc::slurm {

// The jobs of one squeue parse with the text each was parsed from, keyed by job id. Between two refreshes of a
// 20,000-job queue almost every record is byte-for-byte the same: the next parse copies those jobs instead of
// converting their fields again. Immutable once filled, so refreshes can share it across threads.
class SqueueJobCache
{
public:
    // A record's text without the per-refresh nonce. One read (Layout::Full): fixed fields and reason list, work
    // directory, name. Two reads: the dynamic record, then the static entry's text, work directory and name.
    using Text = std::array<std::string_view, 4>;

    explicit SqueueJobCache(QByteArray out)
        : m_out(std::move(out))
    {
    }

    const Job* find(std::string_view id, const Text& text) const
    {
        const auto it = m_index.find(id);
        return it != m_index.end() && it->second.text == text ? &m_jobs[it->second.index] : nullptr;
    }
    // id and text point into output(); `index` is the job's place in the list given to setJobs().
    void insert(std::string_view id, const Text& text, qsizetype index)
    {
        m_index.insert_or_assign(id, Entry { text, index });
    }
    void setJobs(QList<Job> jobs) { m_jobs = std::move(jobs); }
    // Whatever else the texts point into (the static table of a two-read refresh).
    void keepAlive(std::shared_ptr<const void> owner) { m_owner = std::move(owner); }
    void reserve(size_t n) { m_index.reserve(n); }
    qsizetype size() const { return m_jobs.size(); }
    const QByteArray& output() const { return m_out; }

private:
    struct Entry
    {
        Text text;
        qsizetype index;
    };
    QByteArray m_out; // what the views point into
    QList<Job> m_jobs; // shared with the snapshot, not a copy
    std::shared_ptr<const void> m_owner;
    std::unordered_map<std::string_view, Entry> m_index;
};

} // namespace qc::slurm
