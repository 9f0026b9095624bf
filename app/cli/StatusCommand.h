#pragma once

#include "CliCommand.h"

#include <QCoreApplication>

namespace qc {

class Backend;

// queuecast-cli status: the jobs with their state, scheduler reason, cause, queue position and start
// forecast (with --mine only the user's own, with --json one job per line).
class StatusCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    QString name() const override { return QStringLiteral("status"); }
    QString summary() const override { return tr("jobs with their state and scheduler reason"); }
    int run(CliInvocation& call) override;

private:
    static int show(CliInvocation& call, Backend& backend, bool mineOnly, bool asJson);
};

} // namespace qc
