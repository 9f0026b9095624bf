#pragma once

#include <QSortFilterProxyModel>

namespace qc {

// Typed filters over JobTableModel: whose jobs, which states, which region, free text.
class JobFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum class StateFilter { All, Active, Pending, Running, Finished };

    explicit JobFilterProxyModel(QObject* parent = nullptr);

    void setMineOnly(bool mine);
    void setStateFilter(StateFilter filter);
    void setRegion(const QString& region); // empty: all
    void setText(const QString& text);

    bool mineOnly() const { return m_mineOnly; }
    StateFilter stateFilter() const { return m_state; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    // Equal keys fall back to the job id, so rows keep their order from one refresh to the next.
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    bool m_mineOnly = false;
    StateFilter m_state = StateFilter::Active;
    QString m_region;
    QString m_text;
};

} // namespace qc
