#pragma once

#include "../../model/JobSpec.h"
#include "../../model/JobUpdate.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace qc::demo {

// What the user did on the demo platform, in order. The simulation is a pure function of its seed and
// this log, so the GUI and each CLI run see the same jobs, and nothing submitted is lost on restart.
struct DemoAction {
    enum class Kind { Submit, Update, Cancel, Requeue };
    Kind kind = Kind::Submit;
    QDateTime at; // simulated time the action took effect
    QString user;
    QString jobId; // update / cancel / requeue
    JobSpec spec; // submit
    JobUpdate change; // update
};

class DemoActionLog
{
public:
    explicit DemoActionLog(QString path); // empty path: in memory only

    QString path() const { return m_path; }
    const QList<DemoAction>& actions() const { return m_actions; }
    // Reads the file; a missing file is an empty log. Returns an error text for a corrupt file.
    QString load();
    void append(DemoAction action);
    QString save() const;

private:
    QString m_path;
    QList<DemoAction> m_actions;
};

} // namespace qc::demo
