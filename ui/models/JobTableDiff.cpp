#include "JobTableDiff.h"

namespace qc {

bool JobTableDiff::sameRow(const Job& a, const JobInsight* x, const Job& b, const JobInsight* y)
{
    if (!(a == b))
        return false;
    if (!x || !y)
        return !x && !y;
    const bool samePosition = x->position.has_value() == y->position.has_value()
        && (!x->position
            || (x->position->position == y->position->position
                && x->position->estimatedStart == y->position->estimatedStart));
    return x->cause == y->cause && x->inferred == y->inferred && samePosition
        && x->evidence().text == y->evidence().text;
}

JobTableDiff JobTableDiff::compute(const ClusterView* previous, const QList<qsizetype>& previousRows,
                                   const ClusterView& next)
{
    JobTableDiff d;
    const auto& jobs = next.snapshot.jobs;
    QHash<QString, qsizetype> incoming;
    incoming.reserve(jobs.size());
    for (qsizetype i = 0; i < jobs.size(); ++i)
        incoming.insert(jobs[i].id, i);

    // Where each current row's job is now (-1: gone).
    const int n = int(previousRows.size());
    QList<qsizetype> now(n, -1);
    for (int r = 0; r < n && previous; ++r)
        now[r] = incoming.value(previous->snapshot.jobs[previousRows[r]].id, -1);

    // 1. Removals, as contiguous ranges from the bottom up so earlier row numbers stay valid.
    for (int last = n - 1; last >= 0;) {
        if (now[last] >= 0) {
            --last;
            continue;
        }
        int first = last;
        while (first > 0 && now[first - 1] < 0)
            --first;
        d.removedRanges.append({ first, last });
        d.removed += last - first + 1;
        last = first - 1;
    }

    // 2. The rows that stay, in order, and which of them changed (ranges).
    d.rows.reserve(jobs.size());
    d.rowById.reserve(jobs.size());
    int rangeStart = -1;
    for (int r = 0; r < n; ++r) {
        if (now[r] < 0)
            continue;
        const int row = int(d.rows.size());
        const qsizetype src = now[r];
        const qsizetype old = previousRows[r];
        const bool same
            = sameRow(previous->snapshot.jobs[old], previous->insightFor(old), jobs[src], next.insightFor(src));
        if (!same) {
            ++d.changed;
            if (rangeStart < 0)
                rangeStart = row;
        } else if (rangeStart >= 0) {
            d.changedRanges.append({ rangeStart, row - 1 });
            rangeStart = -1;
        }
        d.rowById.insert(jobs[src].id, row);
        d.rows.append(src);
    }
    if (rangeStart >= 0)
        d.changedRanges.append({ rangeStart, int(d.rows.size()) - 1 });
    d.kept = int(d.rows.size());

    // 3. New jobs, in the snapshot's order.
    for (qsizetype i = 0; i < jobs.size(); ++i) {
        if (!d.rowById.contains(jobs[i].id)) {
            d.rowById.insert(jobs[i].id, int(d.rows.size()));
            d.rows.append(i);
        }
    }
    d.added = int(d.rows.size()) - d.kept;
    return d;
}

} // namespace qc
