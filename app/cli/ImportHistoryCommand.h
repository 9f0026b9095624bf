#pragma once

#include "../service/AccountingImportResult.h"
#include "CliCommand.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QUrl>

namespace qc {

class Backend;

// queuecast-cli import-history: finished jobs from Slurm accounting (sacct), or from a queue log (--trace), into the
// history database the GUI keeps for this cluster.
class ImportHistoryCommand final : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    QString name() const override { return QStringLiteral("import-history"); }
    QString synopsis() const override { return QStringLiteral("[--since DATE | --trace FILE]"); }
    QString summary() const override
    {
        return tr("import finished jobs from Slurm accounting (sacct) or a queue log into the history");
    }
    int run(CliInvocation& call) override;

private:
    static int import(CliInvocation& call, const QUrl& url, const QDateTime& since, bool asJson);
    static int importTrace(CliInvocation& call, const QString& tracePath);
    // `since` invalid: a log, imported whole (null in the JSON).
    static void printJson(CliInvocation& call, const QUrl& url, const AccountingImportResult& r,
                          const QDateTime& since);
    static void printErrors(CliInvocation& call, const ImportReport& report, const QString& heading);
};

} // namespace qc
