#pragma once

#include "CliCommand.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QUrl>

namespace qc {

class Backend;

// queuecast-cli import-history: finished jobs from Slurm accounting (sacct) into the history database the GUI
// keeps for this cluster.
class ImportHistoryCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    QString name() const override { return QStringLiteral("import-history"); }
    QString synopsis() const override { return QStringLiteral("[--since DATE]"); }
    QString summary() const override
    {
        return tr("import finished jobs from Slurm accounting (sacct) into the history");
    }
    int run(CliInvocation& call) override;

private:
    static int import(CliInvocation& call, const QUrl& url, const QDateTime& since, bool asJson);
};

} // namespace qc
