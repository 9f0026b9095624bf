#include "JobFilterProxyModel.h"

#include "JobTableModel.h"

namespace qc {

JobFilterProxyModel::JobFilterProxyModel(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(JobTableModel::SortRole);
    // Rows change in place on every refresh; re-sorting and re-filtering follow them.
    setDynamicSortFilter(true);
}

void JobFilterProxyModel::setMineOnly(bool mine)
{
    if (m_mineOnly == mine)
        return;
    m_mineOnly = mine;
    invalidateFilter();
}

void JobFilterProxyModel::setStateFilter(StateFilter filter)
{
    if (m_state == filter)
        return;
    m_state = filter;
    invalidateFilter();
}

void JobFilterProxyModel::setRegion(const QString& region)
{
    if (m_region == region)
        return;
    m_region = region;
    invalidateFilter();
}

void JobFilterProxyModel::setText(const QString& text)
{
    if (m_text == text)
        return;
    m_text = text;
    invalidateFilter();
}

bool JobFilterProxyModel::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    const auto* model = static_cast<const JobTableModel*>(sourceModel());
    // Typed keys, not the SortRole's QVariants: ~10x cheaper a comparison, and the first sort of a big queue runs on
    // the UI thread (QSortFilterProxyModel has no other way).
    if (const int order = model->compareRows(left.row(), right.row(), left.column()); order != 0)
        return order < 0;
    const Job* a = model->jobAt(left.row());
    const Job* b = model->jobAt(right.row());
    if (!a || !b)
        return left.row() < right.row();
    // Numeric ids: the shorter is the smaller; array tasks ("123_4") and profile prefixes still order fully.
    if (a->id.size() != b->id.size())
        return a->id.size() < b->id.size();
    return a->id < b->id;
}

bool JobFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    Q_UNUSED(sourceParent)
    const auto* model = static_cast<const JobTableModel*>(sourceModel());
    const Job* job = model->jobAt(sourceRow);
    if (!job)
        return false;
    if (m_mineOnly && job->user != model->currentUser())
        return false;
    switch (m_state) {
    case StateFilter::All:
        break;
    case StateFilter::Active:
        if (!isActive(job->state))
            return false;
        break;
    case StateFilter::Pending:
        if (job->state != JobState::Pending)
            return false;
        break;
    case StateFilter::Running:
        if (!job->isRunningLike())
            return false;
        break;
    case StateFilter::Finished:
        if (!isFinished(job->state))
            return false;
        break;
    }
    if (!m_region.isEmpty() && job->partition != m_region)
        return false;
    if (!m_text.isEmpty()) {
        return job->name.contains(m_text, Qt::CaseInsensitive) || job->id.startsWith(m_text)
            || job->user.contains(m_text, Qt::CaseInsensitive) || job->account.contains(m_text, Qt::CaseInsensitive);
    }
    return true;
}

} // namespace qc
