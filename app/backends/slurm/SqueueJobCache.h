#pragma once

#include "../../model/Job.h"
#include "SqueueRecordDigest.h"

#include <QList>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace qc::slurm {

// The jobs of one squeue parse with a digest of the text each was parsed from, keyed by job id. Between two
// refreshes of a 20,000-job queue almost every record is byte-for-byte the same: the next parse copies those jobs
// instead of converting their fields again. It keeps digests, not the text: the outputs and the static table a
// refresh parsed are freed as soon as it ends. Immutable once filled, so refreshes can share it across threads.
class SqueueJobCache
{
public:
    // One read (Layout::Full): the fixed fields and reason list, work directory, name. Two reads: the dynamic
    // record on top of the static entry's digest.
    using Digest = SqueueRecordDigest;

    const Job* find(std::string_view id, const Digest& digest) const
    {
        std::call_once(m_indexBuilt, [this] { buildIndex(); });
        const auto it = m_index.find(id);
        return it != m_index.end() && m_entries[it->second].digest == digest ? &m_jobs[it->second] : nullptr;
    }
    // The next job of the list given to setJobs(), in its order. A later job of the same id replaces an earlier one.
    void add(std::string_view id, const Digest& digest)
    {
        m_entries.push_back(Entry { digest, quint32(m_ids.size()), quint32(id.size()) });
        m_ids.append(id);
    }
    void setJobs(QList<Job> jobs) { m_jobs = std::move(jobs); }
    void reserve(size_t n)
    {
        m_entries.reserve(n);
        m_ids.reserve(n * 8);
    }
    qsizetype size() const { return m_jobs.size(); }

private:
    struct Entry
    {
        Digest digest;
        quint32 idAt; // in m_ids
        quint32 idSize;
    };
    // The index is built by the first find(), from any thread: the next refresh's, in the GUI. A one-shot read (the
    // command line) never asks, and at 100,000 jobs building it took ~20 ms after the parse, on its critical path.
    void buildIndex() const
    {
        m_index.reserve(m_entries.size());
        for (size_t i = 0; i < m_entries.size(); ++i)
            m_index.insert_or_assign(std::string_view(m_ids).substr(m_entries[i].idAt, m_entries[i].idSize), i);
    }

    QList<Job> m_jobs; // shared with the snapshot, not a copy
    std::vector<Entry> m_entries; // in job order: an entry's place is its job's
    std::string m_ids; // every id, one after the other: no allocation per job
    mutable std::once_flag m_indexBuilt;
    mutable std::unordered_map<std::string_view, size_t> m_index; // id -> its (last) entry and job
};

} // namespace qc::slurm
