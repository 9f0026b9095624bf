#pragma once

#include "forecast/AlternativesAdvisor.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace qc {

// Every alternative for one pending job, as a sortable table (expected start, finish, gain, GPU-hours,
// confidence, whether it may be applied and why not). "Apply…" hands the chosen one on; the caller confirms it.
class AlternativesDialog final : public QDialog
{
    Q_OBJECT
public:
    AlternativesDialog(Job job, AlternativesAdvisor::Advice advice, QWidget* parent = nullptr);

    // Whether the list can carry it out from here (an update of the waiting job, or its resubmission with fewer
    // GPUs), allowed by the cluster.
    static bool canApply(const Alternative& alternative);
    // "in 2.0 h" / "—" for a time counted from the advice's snapshot.
    static QString inText(qint64 seconds);
    // "1.5 h earlier", "20 min later" or "—".
    static QString gainText(qint64 seconds);

Q_SIGNALS:
    void applyRequested(const qc::Job& job, const qc::Alternative& alternative);

private:
    void fill();
    void selectionChanged();
    const Alternative* selected() const;

    Job m_job;
    AlternativesAdvisor::Advice m_advice;
    QTableWidget* m_table;
    QLabel* m_hint;
    QPushButton* m_apply;
};

} // namespace qc
