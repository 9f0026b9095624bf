#include "ImportHistoryCommand.h"

#include "../history/HistoryLocation.h"
#include "../model/Clock.h"
#include "../model/JsonCodec.h"
#include "../service/AccountingImport.h"
#include "../service/TraceFileImport.h"
#include "CliApp.h"
#include "CliInvocation.h"
#include "CliOptions.h"
#include "RowErrors.h"

#include <qcoro/qcorotask.h>

namespace qc {

using nlohmann::json;

int ImportHistoryCommand::run(CliInvocation& call)
{
    int code = CliApp::Ok;
    if (!call.expectOperands(0, code))
        return code;
    const CliOptions& o = *call.options;
    if (call.isSet(o.trace)) {
        if (call.isSet(o.since))
            return call.usageError(tr("--since is for sacct; a queue log is imported whole"));
        return importTrace(call, call.value(o.trace));
    }
    const QDateTime now = Clock::currentDateTime();
    const QDateTime since
        = call.isSet(o.since) ? AccountingImport::parseSince(call.value(o.since), now) : now.addDays(-28);
    if (!since.isValid())
        return call.usageError(tr("cannot read start date \"%1\" (expected e.g. 2026-11-01 or now-7d, in the past)")
                                   .arg(call.value(o.since)));
    const std::shared_ptr<Backend> backend = call.connect(code);
    if (!backend)
        return code;
    return import(call, backend->url(), since, call.json);
}

int ImportHistoryCommand::importTrace(CliInvocation& call, const QString& tracePath)
{
    // No connection: the log is written into the history the GUI keeps for the backend URL, which may be offline.
    const QUrl url(call.backendUrl);
    if (!url.isValid() || url.scheme().isEmpty())
        return call.usageError(tr("not a backend URL: \"%1\"").arg(call.backendUrl));
    if (const BackendError unsupported = TraceFileImport::supportFor(url); unsupported.isError())
        return call.fail(unsupported);
    const QString path = HistoryLocation::databasePath(url);
    const auto result = QCoro::waitFor(TraceFileImport::run(tracePath, path));
    if (!result.ok())
        return call.fail(result.error());
    const AccountingImportResult& r = result.value();
    if (call.json) {
        printJson(call, url, r, {});
        return CliApp::Ok;
    }
    call.out << tr("Imported %n finished job(s) from %1: %2 new, %3 still active and left out.", nullptr,
                   int(r.report.imported))
                    .arg(r.where, QString::number(r.added), QString::number(r.report.skipped))
             << '\n'
             << tr("History %1 now holds %n finished job(s).", nullptr, int(r.storedJobs)).arg(r.databasePath) << '\n';
    printErrors(call, r.report,
                tr("queuecast-cli: %n row(s) of %1 could not be read, skipped:", nullptr, int(r.report.unreadRows()))
                    .arg(r.where));
    return CliApp::Ok;
}

void ImportHistoryCommand::printJson(CliInvocation& call, const QUrl& url, const AccountingImportResult& r,
                                     const QDateTime& since)
{
    json errors = json::array();
    for (const ImportError& e : r.report.errors)
        errors.push_back({ { "line", e.line }, { "message", codec::utf8(e.message) } });
    call.printJson(json { { "backend", codec::utf8(url.toString()) },
                          { "where", codec::utf8(r.where) },
                          { "since", since.isValid() ? codec::timeJson(since) : json(nullptr) },
                          { "database", codec::utf8(r.databasePath) },
                          { "imported", r.report.imported },
                          { "added", r.added },
                          { "skipped", r.report.skipped },
                          { "stored_jobs", r.storedJobs },
                          { "unread_rows", r.report.unreadRows() },
                          { "errors", errors } });
}

void ImportHistoryCommand::printErrors(CliInvocation& call, const ImportReport& report, const QString& heading)
{
    RowErrors::print(call.err, heading, report.errors, report.unreadRows());
}

int ImportHistoryCommand::import(CliInvocation& call, const QUrl& url, const QDateTime& since, bool asJson)
{
    const BackendError unsupported = AccountingImport::supportFor(url);
    if (unsupported.isError())
        return call.fail(unsupported);
    // The same database the GUI keeps for this cluster, so its busy hours and forecasts see the import.
    const QString path = HistoryLocation::databasePath(url);
    const auto result = QCoro::waitFor(AccountingImport::run(url, since, path));
    if (!result.ok())
        return call.fail(result.error());
    const AccountingImportResult& r = result.value();
    if (asJson) {
        printJson(call, url, r, since);
        return CliApp::Ok;
    }
    call.out << tr("Imported %n finished job(s) from Slurm accounting (%1) since %2: %3 new, %4 still active and "
                   "left out.",
                   nullptr, int(r.report.imported))
                    .arg(r.where, CliInvocation::timeText(since), QString::number(r.added),
                         QString::number(r.report.skipped))
             << '\n'
             << tr("History %1 now holds %n finished job(s).", nullptr, int(r.storedJobs)).arg(r.databasePath) << '\n';
    printErrors(call, r.report,
                tr("queuecast-cli: %n line(s) of sacct output could not be read, skipped:", nullptr,
                   int(r.report.unreadRows())));
    return CliApp::Ok;
}

} // namespace qc
