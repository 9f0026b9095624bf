#pragma once

#include "analysis/ClusterView.h"

#include <QHash>
#include <QList>

namespace qc {

// What one refresh changes in the job table, worked out apart from the model so it can run off the UI thread:
// the model shows the rows of `previous` in the order `previousRows` (row -> job index in previous), and the
// diff says which rows leave (ranges, bottom up), where each remaining row's job now sits in `next`, which of
// them changed (ranges after the removals), which jobs are new (appended in one batch), and the id -> row index
// afterwards. Applying it costs the UI thread work in proportion to the changes, not to the queue.
struct JobTableDiff
{
    QList<std::pair<int, int>> removedRanges; // first, last (inclusive), from the bottom up
    QList<qsizetype> rows; // after the removals: row -> job index in `next`, then the added ones
    QList<std::pair<int, int>> changedRanges; // first, last (inclusive), rows after the removals
    int kept = 0; // rows left after the removals (rows.size() - added)
    int removed = 0;
    int changed = 0;
    int added = 0;
    QHash<QString, int> rowById; // after the whole update

    static JobTableDiff compute(const ClusterView* previous, const QList<qsizetype>& previousRows,
                                const ClusterView& next);
    // Rows equal for the table: same job fields, same cause, position and evidence.
    static bool sameRow(const Job& a, const JobInsight* x, const Job& b, const JobInsight* y);
};

} // namespace qc
