#pragma once

#include "CliCommand.h"

#include <QCoreApplication>

namespace qc {

class Backend;
struct JobSpec;

// queuecast-cli submit: a job from the job options, all checked before a backend is contacted.
class SubmitCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    QString name() const override { return QStringLiteral("submit"); }
    QString summary() const override { return tr("submit a job"); }
    int run(CliInvocation& call) override;

private:
    static int send(CliInvocation& call, Backend& backend, const JobSpec& spec, bool asJson);
};

} // namespace qc
