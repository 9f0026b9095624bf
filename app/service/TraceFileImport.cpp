#include "TraceFileImport.h"

#include "../forecast/Planner.h"
#include "../forecast/TraceReader.h"
#include "../model/BackgroundPool.h"
#include "../model/JobState.h"
#include "ImportedJobsWriter.h"

#include <QTimeZone>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <qcoro/qcorofuture.h>

namespace qc {

ImportReport TraceFileImport::toReport(const TraceData& data)
{
    ImportReport report;
    for (const TraceIssue& issue : data.issues)
        report.errors.append({ issue.line, issue.message });
    report.errorsNotListed = std::max<qsizetype>(0, data.badRows - data.issues.size());
    for (const TraceJob& t : data.jobs) {
        // The history keeps finished jobs; a job the log shows still waiting or running has no outcome yet.
        if (!t.end && isActive(jobStateFromName(t.state.toUpper()))) {
            ++report.skipped;
            continue;
        }
        FinishedJob job = Planner::fromTrace(t, QTimeZone::utc()); // stored as seconds: the zone is only the type's
        job.state = job.state.toUpper();
        report.jobs.append(std::move(job));
    }
    report.imported = report.jobs.size();
    return report;
}

BackendError TraceFileImport::supportFor(const QUrl& backendUrl)
{
    const QString scheme = backendUrl.scheme().toLower();
    if (scheme == QLatin1String("slurm") || scheme == QLatin1String("slurm+ssh")
        || scheme == QLatin1String("slurm+rest"))
        return {};
    if (scheme == QLatin1String("demo"))
        return BackendError::make(BackendError::Kind::Unsupported,
                                  tr("The demo platform comes with its own simulated past; a queue log goes into a "
                                     "real cluster's history"));
    return BackendError::make(BackendError::Kind::Unsupported,
                              tr("A queue log is imported into one Slurm cluster's history (slurm://, slurm+ssh:// or "
                                 "slurm+rest://)"),
                              backendUrl.toString());
}

QCoro::Task<Result<AccountingImportResult>> TraceFileImport::run(QString tracePath, QString databasePath)
{
    auto future = QtConcurrent::run(backgroundPool(), [tracePath, databasePath]() -> Result<AccountingImportResult> {
        const TraceData data = TraceReader::readFile(tracePath);
        if (!data.ok())
            return BackendError::make(BackendError::Kind::Malformed,
                                      tr("%1 cannot be imported: %2").arg(tracePath, data.error));
        Result<AccountingImportResult> written = ImportedJobsWriter::write(toReport(data), databasePath);
        if (written.ok())
            written.value().where = tracePath;
        return written;
    });
    Result<AccountingImportResult> result = co_await future;
    co_return result;
}

} // namespace qc
