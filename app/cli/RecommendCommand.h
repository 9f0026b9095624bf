#pragma once

#include "CliCommand.h"

#include <QCoreApplication>

namespace qc {

class Backend;
struct JobShape;

// queuecast-cli recommend --gpus N: when and where to submit, start windows and regions (Planner).
class RecommendCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    QString name() const override { return QStringLiteral("recommend"); }
    QString synopsis() const override { return QStringLiteral("--gpus N"); }
    QString summary() const override { return tr("when and where to submit: start windows and regions"); }
    int run(CliInvocation& call) override;

private:
    static int show(CliInvocation& call, Backend& backend, const JobShape& shape, bool asJson);
};

} // namespace qc
