#pragma once

#include "../backends/slurm/CommandRunner.h"
#include "../model/Result.h"
#include "AccountingImportResult.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QUrl>
#include <memory>
#include <qcoro/qcorotask.h>

namespace qc {

// Imports finished jobs from Slurm accounting (`sacct`, run where the backend runs its commands) into the
// cluster's history database, so busy hours and wait forecasts have a past from the first day.
// Re-importing is harmless: jobs are replaced by id.
class AccountingImport
{
    Q_DECLARE_TR_FUNCTIONS(AccountingImport)

public:
    // Kind::None when the backend URL can import; otherwise Unsupported (or InvalidUrl) with a sentence that
    // says why, for a disabled menu entry or the CLI.
    static BackendError supportFor(const QUrl& backendUrl);

    // Runs sacct for jobs since `since`, parses its output off the calling thread and writes the finished
    // jobs to databasePath off the calling thread. Fails only when sacct or the database fails; rows that
    // cannot be read are in the report with their line numbers.
    static QCoro::Task<Result<AccountingImportResult>> run(QUrl backendUrl, QDateTime since, QString databasePath);
    static QCoro::Task<Result<AccountingImportResult>> run(std::shared_ptr<slurm::CommandRunner> runner,
                                                           QDateTime since, QString databasePath);

    // Why sacct failed, in words: accounting disabled, slurmdbd down, sacct missing, ... (Kind::None on success).
    static BackendError sacctFailure(const slurm::CommandResult& result, bool remote, const QString& where);

    // "2026-11-01" (local midnight), an ISO 8601 date and time, or "now-N{days|hours|minutes}" / "now-N"
    // (days); invalid when unreadable or not before now.
    static QDateTime parseSince(const QString& text, const QDateTime& now);
};

} // namespace qc
