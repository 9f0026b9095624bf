#pragma once

#include "RetryPolicy.h"

#include <QDateTime>
#include <QMetaType>
#include <QString>

namespace qc {

// One action a policy took (or declined to take) and how it ended. The message is written in the language of
// the moment it happened, like the rest of the evidence QueueCast keeps.
struct PolicyLogEntry
{
    enum class Outcome { Ok, Failed, Skipped };

    qint64 id = 0; // database row, 0 until stored
    QString policyId;
    QDateTime time;
    QString jobId; // the job the action was taken on
    QString newJobId; // a resubmission's new job, empty otherwise
    RetryPolicy::Action action = RetryPolicy::Action::MoveToPartition;
    Outcome outcome = Outcome::Ok;
    QString message;

    static QString outcomeKey(Outcome outcome);
    static Outcome outcomeFromKey(const QString& key);
    QString outcomeText() const;

    Q_DECLARE_TR_FUNCTIONS(PolicyLogEntry)
};

} // namespace qc

Q_DECLARE_METATYPE(qc::PolicyLogEntry)
