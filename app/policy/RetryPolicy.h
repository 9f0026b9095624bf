#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <optional>

namespace qc {

// "If job J is still pending after T, do A", at most maxAttempts times. The policy follows its job when an
// action resubmits it under a new id.
struct RetryPolicy
{
    enum class Action {
        MoveToPartition, // scontrol update Partition=X: the job keeps its id and queue age
        ResubmitFewerGpus, // cancel and submit the same job asking for `gpus` GPUs
        ResubmitToEarliestRegion, // cancel and submit where the forecast says it starts first
    };

    QString id; // stable key, independent of the job id it follows
    QString jobId;
    qint64 pendingAfterS = 3600;
    Action action = Action::MoveToPartition;
    QString partition; // MoveToPartition
    int gpus = 1; // ResubmitFewerGpus
    int maxAttempts = 1;
    bool enabled = true;
    int attempts = 0; // actions started so far, successful or not
    QDateTime lastAttemptAt; // the trigger re-arms pendingAfterS after this
    QDateTime createdAt;

    bool resubmits() const { return action != Action::MoveToPartition; }
    bool exhausted() const { return attempts >= maxAttempts; }
    // Why this policy cannot be saved as it is; empty when it can.
    QStringList problems() const;
    // One line for people: "If pending for more than 2 h: move to eu-west (0 of 1 attempts used)".
    QString summary() const;
    QString actionText() const;

    static QString actionKey(Action action); // stable name stored in the database
    static std::optional<Action> actionFromKey(const QString& key);
    static QString durationText(qint64 seconds);
    static constexpr qint64 minPendingAfterS = 60;
    static constexpr int maxAttemptsLimit = 20;

    Q_DECLARE_TR_FUNCTIONS(RetryPolicy)
};

} // namespace qc
