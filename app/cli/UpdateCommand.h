#pragma once

#include "CliCommand.h"

#include <QCoreApplication>

namespace qc {

class Backend;
struct JobUpdate;

// queuecast-cli update JOBID: changes a pending job (nice, partition, begin time, time limit, QOS).
class UpdateCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    QString name() const override { return QStringLiteral("update"); }
    QString synopsis() const override { return QStringLiteral("JOBID"); }
    QString summary() const override { return tr("change a pending job (nice, partition, begin time, ...)"); }
    int run(CliInvocation& call) override;
    // Sends the change and reports it (hold and release are updates too).
    static int send(CliInvocation& call, Backend& backend, const QString& id, const JobUpdate& change, bool asJson);
};

} // namespace qc
