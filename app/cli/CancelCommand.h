#pragma once

#include "CliCommand.h"

#include <QCoreApplication>

namespace qc {

class Backend;

// queuecast-cli cancel JOBID / requeue JOBID: ends a job, or puts it back in the queue.
class CancelCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    explicit CancelCommand(bool requeue)
        : m_requeue(requeue)
    {
    }
    QString name() const override { return m_requeue ? QStringLiteral("requeue") : QStringLiteral("cancel"); }
    QString synopsis() const override { return QStringLiteral("JOBID"); }
    QString summary() const override { return m_requeue ? tr("put a job back in the queue") : tr("cancel a job"); }
    int run(CliInvocation& call) override;

private:
    static int send(CliInvocation& call, Backend& backend, const QString& id, bool requeue, bool asJson);

    const bool m_requeue;
};

} // namespace qc
