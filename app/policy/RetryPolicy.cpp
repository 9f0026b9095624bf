#include "RetryPolicy.h"

namespace qc {

QStringList RetryPolicy::problems() const
{
    QStringList out;
    if (jobId.isEmpty())
        out.append(tr("No job selected."));
    if (pendingAfterS < minPendingAfterS)
        out.append(tr("The waiting time must be at least one minute."));
    if (maxAttempts < 1 || maxAttempts > maxAttemptsLimit)
        out.append(tr("Allow between 1 and %1 attempts.").arg(maxAttemptsLimit));
    if (action == Action::MoveToPartition && partition.isEmpty())
        out.append(tr("Choose the partition to move the job to."));
    if (action == Action::ResubmitFewerGpus && gpus < 1)
        out.append(tr("A resubmitted job needs at least one GPU."));
    return out;
}

QString RetryPolicy::actionText() const
{
    switch (action) {
    case Action::MoveToPartition:
        return tr("move it to %1").arg(partition);
    case Action::ResubmitFewerGpus:
        return tr("cancel and resubmit it with %n GPU(s)", nullptr, gpus);
    case Action::ResubmitToEarliestRegion:
        return tr("cancel and resubmit it to the region where it is expected to start first");
    }
    return {};
}

QString RetryPolicy::summary() const
{
    QString text
        = tr("If pending for more than %1: %2 (%3 of %4 attempts used)")
              .arg(durationText(pendingAfterS), actionText(), QString::number(attempts), QString::number(maxAttempts));
    if (!enabled)
        text += tr(" — paused");
    return text;
}

QString RetryPolicy::actionKey(Action action)
{
    switch (action) {
    case Action::MoveToPartition:
        return QStringLiteral("move");
    case Action::ResubmitFewerGpus:
        return QStringLiteral("fewer-gpus");
    case Action::ResubmitToEarliestRegion:
        return QStringLiteral("earliest-region");
    }
    return {};
}

std::optional<RetryPolicy::Action> RetryPolicy::actionFromKey(const QString& key)
{
    for (Action a : { Action::MoveToPartition, Action::ResubmitFewerGpus, Action::ResubmitToEarliestRegion }) {
        if (actionKey(a) == key)
            return a;
    }
    return std::nullopt;
}

QString RetryPolicy::durationText(qint64 seconds)
{
    if (seconds % 3600 == 0)
        return tr("%n h", nullptr, int(seconds / 3600));
    if (seconds >= 3600)
        return tr("%1 h %2 min").arg(seconds / 3600).arg(seconds % 3600 / 60);
    return tr("%n min", nullptr, int(seconds / 60));
}

} // namespace qc
