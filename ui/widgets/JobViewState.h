#pragma once

#include <QString>

class QComboBox;
class QLineEdit;
class QTabWidget;
class QTableView;

namespace qc {

// What the person arranged around the job table — top tab, filters, sort, column widths, selected job — saved
// per cluster profile so a restart (or coming back to a cluster) shows the same view.
class JobViewState
{
public:
    struct Widgets
    {
        QTabWidget* tabs = nullptr;
        QComboBox* scope = nullptr;
        QComboBox* state = nullptr;
        QComboBox* region = nullptr;
        QLineEdit* search = nullptr;
        QTableView* jobs = nullptr;
    };

    explicit JobViewState(Widgets widgets)
        : m_w(widgets)
    {
    }

    // profile: HistoryLocation::profileId of the backend; empty saves nothing.
    void save(const QString& profile, const QString& selectedJob) const;
    // Restores all but the region (whose items arrive with the first view) and the selection; see below.
    void restore(const QString& profile);
    // The region and job saved for the profile, applied once the first view has filled the table.
    QString savedRegion(const QString& profile) const;
    QString savedJob(const QString& profile) const;

private:
    static QString key(const QString& profile, const char* name);
    Widgets m_w;
};

} // namespace qc
