#pragma once

#include "CliCommand.h"

#include <QCoreApplication>

namespace qc {

// queuecast-cli usage [--json]: the current user's GPU-hours used and queued, time lost waiting, peak concurrency,
// and with the profile's prices what pay per use, a monthly instance and own hardware would have cost.
class UsageCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    QString name() const override { return QStringLiteral("usage"); }
    QString synopsis() const override { return QStringLiteral("[--json]"); }
    QString summary() const override { return tr("your GPU-hours, waiting and what each way of paying would cost"); }
    int run(CliInvocation& call) override;
};

} // namespace qc
