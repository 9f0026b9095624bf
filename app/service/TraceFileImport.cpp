#include "TraceFileImport.h"

#include "../forecast/TraceReader.h"
#include "../model/BackgroundPool.h"
#include "../model/JobState.h"
#include "ImportedJobsWriter.h"
#include "model/TimeZones.h"

#include <QtConcurrent/QtConcurrentRun>
#include <qcoro/qcorofuture.h>

namespace qc {

ImportReport TraceFileImport::toReport(const TraceData& data)
{
    ImportReport report;
    for (const TraceIssue& issue : data.issues)
        report.errors.append({ issue.line, issue.message });
    if (data.badRows > data.issues.size())
        report.errors.append(
            { 0, tr("%n more row(s) could not be read", nullptr, int(data.badRows - data.issues.size())) });
    const auto at = [](qint64 t) { return QDateTime::fromSecsSinceEpoch(t, qc::utcZone()); };
    for (const TraceJob& t : data.jobs) {
        // The history keeps finished jobs; a job the log shows still waiting or running has no outcome yet.
        if (!t.end && isActive(jobStateFromName(t.state.toUpper()))) {
            ++report.skipped;
            continue;
        }
        FinishedJob job;
        job.id = t.id;
        job.partition = t.queue;
        job.user = t.user;
        job.gpus = t.gpus;
        job.cpus = t.cpus;
        job.submit = at(t.submit);
        if (t.start)
            job.start = at(*t.start);
        if (t.end)
            job.end = at(*t.end);
        job.state = t.state.toUpper();
        job.timeLimitS = t.reqWalltimeS;
        report.jobs.append(std::move(job));
    }
    report.imported = report.jobs.size();
    return report;
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
