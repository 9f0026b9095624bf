#pragma once

#include "CliCommand.h"

#include <QCoreApplication>

namespace qc {

class Backend;

// queuecast-cli regions: GPUs total, busy and free, and the pending demand, per region.
class RegionsCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    QString name() const override { return QStringLiteral("regions"); }
    QString summary() const override { return tr("GPUs total/busy/free and pending demand per region"); }
    int run(CliInvocation& call) override;

private:
    static int show(CliInvocation& call, Backend& backend, bool asJson);
};

} // namespace qc
