#pragma once

#include "../../model/Job.h"
#include "SqueueRecordDigest.h"

#include <QList>
#include <string>
#include <string_view>
#include <unordered_map>

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
        const auto it = m_index.find(id);
        return it != m_index.end() && it->second.digest == digest ? &m_jobs[it->second.index] : nullptr;
    }
    // `index` is the job's place in the list given to setJobs().
    void insert(std::string_view id, const Digest& digest, qsizetype index)
    {
        m_index.insert_or_assign(std::string(id), Entry { digest, index });
    }
    void setJobs(QList<Job> jobs) { m_jobs = std::move(jobs); }
    void reserve(size_t n) { m_index.reserve(n); }
    qsizetype size() const { return m_jobs.size(); }

private:
    struct Entry
    {
        Digest digest;
        qsizetype index;
    };
    struct Hash
    {
        using is_transparent = void;
        size_t operator()(std::string_view s) const { return std::hash<std::string_view> {}(s); }
    };
    QList<Job> m_jobs; // shared with the snapshot, not a copy
    std::unordered_map<std::string, Entry, Hash, std::equal_to<>> m_index;
};

} // namespace qc::slurm
