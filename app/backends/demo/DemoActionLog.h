#pragma once

#include "../../model/JobSpec.h"
#include "../../model/JobUpdate.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>

namespace qc::demo {

// What the user did on the demo platform, in order. The simulation is a pure function of its seed and
// this log, so the GUI and each CLI run see the same jobs, and nothing submitted is lost on restart.
struct DemoAction
{
    enum class Kind { Submit, Update, Cancel, Requeue };
    Kind kind = Kind::Submit;
    QDateTime at; // simulated time the action took effect
    QString user;
    QString jobId; // the job submitted (its id is kept on replay), updated, cancelled or requeued
    JobSpec spec; // submit
    JobUpdate change; // update
};

// The log on disk: {"actions": [...], "format": "queuecast-demo-actions", "version": 1}, mode 0600, secret-looking
// environment values never written. Several processes share one file (the GUI and every CLI run): each append
// happens under a lock file, after re-reading what the others appended, so no action is lost.
class DemoActionLog
{
    Q_DECLARE_TR_FUNCTIONS(DemoActionLog)

public:
    enum class Problem {
        None,
        Unreadable, // cannot open or lock it: left alone
        Foreign, // not a QueueCast demo log (a user's own file given as ?state=): refused, never touched
        Damaged, // ours, but truncated or with fields of the wrong type: set aside as PATH.corrupt-<time>
    };
    struct Status
    {
        Problem problem = Problem::None;
        QString message; // translated
        bool ok() const { return problem == Problem::None; }
    };

    // The file's contents: the actions understood, and every entry as written, so entries of a kind this
    // version does not know survive the next write.
    struct Parsed
    {
        Problem problem = Problem::None;
        QString error;
        QList<DemoAction> actions;
        QList<nlohmann::json> entries;
        bool scrubbed = false; // secret values found in an older log and taken out of `entries`
    };
    // Pure: callable on any byte buffer (the fuzz target does).
    static Parsed parse(const QByteArray& bytes);

    explicit DemoActionLog(QString path); // empty path: in memory only

    QString path() const { return m_path; }
    const QList<DemoAction>& actions() const { return m_actions; }

    // Reads the file under its lock; a missing file is an empty log. A damaged log of ours is set aside and the
    // log starts empty (Status says where it went); a foreign or unreadable file is left as it is.
    Status load();

    // Under the lock: re-reads the file, then asks `decide` (with `changed` true when the file no longer
    // holds exactly what this process knew: another process appended) for the action to append, and writes
    // it. `decide` runs with actions() up to date and may return nullopt to write nothing.
    using Decide = std::function<std::optional<DemoAction>(bool changed)>;
    Status append(const Decide& decide);
    // In-memory logs and tests: appends without any file.
    void appendInMemory(DemoAction action);

private:
    Status readLocked(bool* changed);
    Status writeLocked() const;
    QString lockPath() const { return m_path + QStringLiteral(".lock"); }

    QString m_path;
    QList<DemoAction> m_actions;
    QList<nlohmann::json> m_entries;
};

} // namespace qc::demo
