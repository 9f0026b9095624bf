#pragma once

#include "analysis/ClusterView.h"
#include "forecast/JobPlan.h"
#include "model/ClusterSnapshot.h"

#include <QThreadPool>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace qc {

// "When and where should this job run?" For a job shape (from the selected pending job, or typed here): the
// best start windows over the next days and the expected start in each region. The plan is computed on a
// worker thread (history database + live queue); "Schedule at this window" hands the choice on.
class OffPeakPanel : public QWidget
{
    Q_OBJECT
public:
    explicit OffPeakPanel(QWidget* parent = nullptr);

    // The refresh the lists and plans follow (its QOS and GPU types were collected on the worker that built it).
    void setView(ClusterViewPtr view);
    void setSnapshot(const ClusterSnapshot& snapshot); // a view of just this snapshot

    void setHistoryPath(const QString& path) { m_historyPath = path; }
    // Fills the editors; `jobId` names the pending job the shape came from (empty: a new job).
    void setShape(const JobShape& shape, const QString& jobId = {});
    JobShape shape() const;
    QString shapeJobId() const { return m_jobId; }
    // Starts computing a plan for the current shape; planUpdated() follows.
    void recommend();
    const JobPlan& plan() const { return m_plan; }
    bool isBusy() const { return m_busy; }

Q_SIGNALS:
    void planUpdated();
    void scheduleRequested(const QDateTime& begin, const QString& partition, const QString& jobId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showLicenses(); // the licences the form's region reads, beside the shape
    void showPlan();
    void updateChoices();
    void scheduleSelected();

    ClusterViewPtr m_view = std::make_shared<const ClusterView>();
    QList<QStringList> m_choices; // partitions, GPU types, QOS the boxes list now
    QString m_historyPath;
    QString m_jobId;
    QString m_jobPartition; // the selected job's own partition (empty: no job)
    // The selected job's licences: a region's storage licence reads as the region the form holds
    // (ClusterSnapshot::licensesIn).
    QString m_licenses;
    bool planMatchesForm() const;
    JobPlan m_plan;
    bool m_busy = false;
    quint64 m_request = 0;
    // The plans run here; destroying the pool waits for them (they read the history database).
    QThreadPool m_planner;
    QLabel* m_shapeLabel;
    QComboBox* m_partition;
    QSpinBox* m_gpus;
    QComboBox* m_gpuType;
    QDoubleSpinBox* m_hours;
    QComboBox* m_qos;
    QCheckBox* m_oneNode; // the job's GPUs must be on one node: free GPUs in fragments cannot start it
    QLabel* m_licensesLabel; // the licences the plan counts; hidden without any
    QPushButton* m_recommend;
    QLabel* m_windowsLabel;
    QTableWidget* m_windows;
    QLabel* m_regionsLabel;
    QTableWidget* m_regions;
    QPushButton* m_schedule;
    QLabel* m_hint;
};

} // namespace qc
