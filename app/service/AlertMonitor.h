#pragma once

#include "../analysis/ClusterView.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

namespace qc {

struct Alert
{
    enum class Kind { Started, CauseChanged, PositionReached, NeverRuns };
    Kind kind = Kind::Started;
    QString jobId;
    QString title; // translated
    QString message; // translated
};

// Compares successive views of the user's own jobs and says what a person would want to be told:
// a job started, its cause changed, it reached position N, or it can never run as written.
class AlertMonitor
{
    Q_DECLARE_TR_FUNCTIONS(AlertMonitor)

public:
    void setEnabled(Alert::Kind kind, bool enabled);
    bool isEnabled(Alert::Kind kind) const { return m_enabled.value(int(kind), true); }
    void setPositionThreshold(int n) { m_positionThreshold = n; }
    int positionThreshold() const { return m_positionThreshold; }

    // The first view only records the baseline: no alerts for what was already true at start.
    QList<Alert> update(const ClusterView& view);
    // Forgets every job: the next view is a new baseline (a new connection, another cluster).
    void reset();

private:
    struct Seen
    {
        JobState state = JobState::Unknown;
        std::optional<Cause> cause;
        int position = 0; // 0: none
        bool neverRunsAlerted = false;
    };
    QHash<QString, Seen> m_seen;
    QHash<int, bool> m_enabled;
    int m_positionThreshold = 3;
    bool m_primed = false;
    QDateTime m_lastTakenAt; // of the previous view: a job first seen running started after it, or before we looked
};

} // namespace qc
