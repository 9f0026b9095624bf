#pragma once

#include "CliCommand.h"

#include <QCoreApplication>

namespace qc {

// queuecast-cli hold JOBID / release JOBID: keeps a pending job from starting, or lets it start again.
class HoldCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    explicit HoldCommand(bool hold)
        : m_hold(hold)
    {
    }
    QString name() const override { return m_hold ? QStringLiteral("hold") : QStringLiteral("release"); }
    QString synopsis() const override { return QStringLiteral("JOBID"); }
    QString summary() const override
    {
        return m_hold ? tr("keep a pending job from starting") : tr("let a held job start again");
    }
    int run(CliInvocation& call) override;

private:
    const bool m_hold;
};

} // namespace qc
