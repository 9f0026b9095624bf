#include "DependencyWait.h"

#include "../analysis/SlurmReasons.h"
#include "QueueDrain.h"

#include <QRegularExpression>
#include <algorithm>

namespace qc {

namespace {
constexpr int MaxDepth = 16; // a pipeline longer than this is "days" either way; also stops a cycle

bool waitsOnDependency(const Job& job)
{
    return job.isPending() && !job.dependency.isEmpty()
        && SlurmReasons::classify(job.reason).cause == Cause::Dependency;
}

QHash<QString, const Job*> indexOf(const ClusterSnapshot& snapshot)
{
    QHash<QString, const Job*> jobs;
    jobs.reserve(snapshot.jobs.size());
    for (const Job& j : snapshot.jobs)
        jobs.insert(j.id, &j);
    return jobs;
}
} // namespace

QStringList DependencyWait::jobIds(const QString& dependency)
{
    // type:id[+minutes][(state)][:id...], items joined by ',' (all) or '?' (any); "singleton" names none.
    static const QRegularExpression decorations(QStringLiteral("\\([^)]*\\)|\\+\\d+"));
    static const QRegularExpression separators(QStringLiteral("[,?]"));
    static const QRegularExpression id(QStringLiteral("^\\d+(_\\d+)?$"));
    QStringList out;
    const QString plain = QString(dependency).remove(decorations);
    for (const QString& item : plain.split(separators, Qt::SkipEmptyParts)) {
        const QStringList fields = item.split(QLatin1Char(':'));
        for (qsizetype i = 1; i < fields.size(); ++i) {
            if (id.match(fields[i].trimmed()).hasMatch())
                out.append(fields[i].trimmed());
        }
    }
    return out;
}

namespace {
// One walk up the chains of one job. Each job's end is worked out once (a diamond of dependencies would otherwise
// cost 3^depth), and a job met again while its own end is being worked out (a cycle) counts as ended.
class ChainWalk
{
public:
    ChainWalk(const QHash<QString, const Job*>& jobs, const ClusterSnapshot& snapshot, const QDateTime& now,
              qint64 queueWaitS, double limitShare)
        : m_jobs(jobs)
        , m_snapshot(snapshot)
        , m_now(now)
        , m_queueWaitS(std::clamp<qint64>(queueWaitS, 0, QueueDrain::FarS))
        , m_limitShare(std::clamp(limitShare, 0.0, 1.0))
    {
    }

    qint64 waitFor(const Job& job, int depth)
    {
        const bool any = job.dependency.contains(QLatin1Char('?'));
        qint64 wait = -1;
        for (const QString& id : DependencyWait::jobIds(job.dependency)) {
            const auto found = m_jobs.constFind(id);
            const qint64 end = found == m_jobs.cend() ? 0 : endOf(**found, depth);
            wait = wait < 0 ? end : any ? std::min(wait, end) : std::max(wait, end);
        }
        return std::max<qint64>(0, wait);
    }

private:
    qint64 endOf(const Job& job, int depth)
    {
        if (job.isRunningLike())
            return share(QueueDrain::secondsUntilEnd(m_snapshot, job, m_now));
        if (!job.isPending())
            return 0;
        if (const auto known = m_ends.constFind(&job); known != m_ends.cend())
            return *known;
        m_ends.insert(&job, 0); // met again before it is worked out: a cycle
        qint64 start = depth < MaxDepth ? waitFor(job, depth + 1) : 0;
        if (job.beginTime.isValid())
            start = std::max(start, m_now.secsTo(job.beginTime));
        // Each term at most FarS (limitOf's bound): a hostile server's limits do not overflow the sum.
        const qint64 end
            = std::min(QueueDrain::FarS, start) + m_queueWaitS + share(QueueDrain::limitOf(m_snapshot, job));
        m_ends.insert(&job, end);
        return end;
    }

    // At most FarS in and out, so the double is exact enough and the product fits.
    qint64 share(qint64 seconds) const { return m_limitShare >= 1.0 ? seconds : std::llround(seconds * m_limitShare); }

    const QHash<QString, const Job*>& m_jobs;
    const ClusterSnapshot& m_snapshot;
    const QDateTime m_now;
    const qint64 m_queueWaitS;
    const double m_limitShare;
    QHash<const Job*, qint64> m_ends;
};
} // namespace

DependencyWait::DependencyWait(const ClusterSnapshot& snapshot)
    : m_snapshot(snapshot)
    , m_now(snapshot.takenAtOrNow())
{
}

qint64 DependencyWait::of(const Job& job, qint64 queueWaitS, double limitShare) const
{
    if (!waitsOnDependency(job))
        return 0;
    // A walk of its own per question (a cycle is cut where it is entered, so each job gets the same answer however
    // it is asked).
    if (!m_jobs)
        m_jobs = indexOf(m_snapshot);
    return ChainWalk(*m_jobs, m_snapshot, m_now, queueWaitS, limitShare).waitFor(job, 0);
}

qint64 DependencyWait::of(const ClusterSnapshot& snapshot, const Job& job, qint64 queueWaitS, double limitShare)
{
    return DependencyWait(snapshot).of(job, queueWaitS, limitShare);
}

} // namespace qc
