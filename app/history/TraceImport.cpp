#include "TraceImport.h"

#include "../model/BackgroundPool.h"
#include "../model/JobState.h"
#include "BoundedLineReader.h"
#include "CsvLine.h"
#include "model/TimeZones.h"

#include <QBuffer>
#include <QFile>
#include <QHash>
#include <QtConcurrent/QtConcurrentRun>
#include <qcoro/qcorofuture.h>

namespace qc {

namespace {

using namespace Qt::StringLiterals;

const QStringList& requiredColumns()
{
    static const QStringList columns { u"job_id"_s,   u"cluster_or_vc"_s, u"user"_s, u"submit_ts"_s,
                                       u"start_ts"_s, u"end_ts"_s,        u"gpus"_s, u"state"_s };
    return columns;
}

} // namespace

ImportReport TraceImport::parse(const QByteArray& text)
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    return parse(buffer);
}

ImportReport TraceImport::parse(QIODevice& device)
{
    ImportReport report;
    QHash<QString, qsizetype> column;
    qsizetype minFields = 0;
    BoundedLineReader lines(device);
    while (!lines.atEnd()) {
        const BoundedLineReader::Line raw = lines.next();
        const qsizetype lineNo = lines.lineNumber();
        if (raw.tooLong) {
            const QString why = tr("Line %1 is longer than %2 bytes.").arg(lineNo).arg(lines.maxBytes());
            if (column.isEmpty()) {
                report.fatal = why;
                return report;
            }
            report.errors.append({ lineNo, tr("longer than %1 bytes").arg(lines.maxBytes()) });
            continue;
        }
        const QString line = QString::fromUtf8(raw.text).trimmed();
        if (line.isEmpty())
            continue;
        QStringList fields = CsvLine::split(line);
        if (column.isEmpty()) {
            // Spreadsheet exports start with a byte-order mark.
            if (fields[0].startsWith(QChar(0xFEFF)))
                fields[0].remove(0, 1);
            for (qsizetype i = 0; i < fields.size(); ++i)
                column.insert(fields[i].toLower(), i);
            QStringList missing;
            for (const auto& name : requiredColumns()) {
                if (!column.contains(name))
                    missing.append(name);
                else
                    minFields = std::max(minFields, column.value(name) + 1);
            }
            if (!missing.isEmpty()) {
                report.fatal = tr("Line %1: the header lacks the column(s) %2.").arg(lineNo).arg(missing.join(u", "_s));
                return report;
            }
            continue;
        }
        const auto fail = [&](const QString& message) { report.errors.append({ lineNo, message }); };
        if (fields.size() < minFields) {
            fail(tr("expected at least %1 columns, found %2").arg(minFields).arg(fields.size()));
            continue;
        }
        const auto field = [&](const QString& name) { return fields.value(column.value(name, -1)); };
        // Unix seconds; empty gives nullopt-as-invalid, garbage sets ok = false.
        bool ok = true;
        const auto epoch = [&](const QString& name, bool optional) -> QDateTime {
            const QString text = field(name);
            if (text.isEmpty()) {
                if (!optional) {
                    fail(tr("%1 is empty").arg(name));
                    ok = false;
                }
                return {};
            }
            bool isNumber = false;
            const qint64 v = text.toLongLong(&isNumber);
            if (!isNumber || v < 0) {
                fail(tr("%1 is not a Unix time: \"%2\"").arg(name, text));
                ok = false;
                return {};
            }
            return QDateTime::fromSecsSinceEpoch(v, qc::utcZone());
        };
        FinishedJob job;
        job.id = field(u"job_id"_s);
        if (job.id.isEmpty()) {
            fail(tr("job_id is empty"));
            continue;
        }
        job.partition = field(u"cluster_or_vc"_s);
        job.user = field(u"user"_s);
        job.submit = epoch(u"submit_ts"_s, false);
        job.start = epoch(u"start_ts"_s, true);
        job.end = epoch(u"end_ts"_s, true);
        if (!ok)
            continue;
        bool isNumber = false;
        job.gpus = field(u"gpus"_s).toInt(&isNumber);
        if (!isNumber || job.gpus < 0) {
            fail(tr("gpus is not a count: \"%1\"").arg(field(u"gpus"_s)));
            continue;
        }
        if (column.contains(u"cpus"_s) && !field(u"cpus"_s).isEmpty()) {
            job.cpus = field(u"cpus"_s).toInt(&isNumber);
            if (!isNumber || job.cpus < 0) {
                fail(tr("cpus is not a count: \"%1\"").arg(field(u"cpus"_s)));
                continue;
            }
        }
        if (column.contains(u"req_walltime_s"_s) && !field(u"req_walltime_s"_s).isEmpty()) {
            job.timeLimitS = field(u"req_walltime_s"_s).toLongLong(&isNumber);
            if (!isNumber || job.timeLimitS < 0) {
                fail(tr("req_walltime_s is not a duration: \"%1\"").arg(field(u"req_walltime_s"_s)));
                continue;
            }
        }
        if (job.start.isValid() && job.start < job.submit) {
            fail(tr("start_ts is before submit_ts"));
            continue;
        }
        if (job.end.isValid() && job.end < (job.start.isValid() ? job.start : job.submit)) {
            fail(tr("end_ts is before the job started"));
            continue;
        }
        job.state = field(u"state"_s).toUpper();
        if (job.state.isEmpty()) {
            fail(tr("state is empty"));
            continue;
        }
        if (isActive(jobStateFromName(job.state))) {
            ++report.skipped;
            continue;
        }
        report.jobs.append(std::move(job));
    }
    if (column.isEmpty())
        report.fatal = tr("The trace is empty: no header line.");
    report.imported = report.jobs.size();
    return report;
}

QCoro::Task<ImportReport> TraceImport::parseFile(QString path)
{
    auto future = QtConcurrent::run(backgroundPool(), [path]() -> ImportReport {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            ImportReport report;
            report.fatal = tr("Cannot read %1: %2").arg(path, file.errorString());
            return report;
        }
        return parse(file);
    });
    ImportReport report = co_await future;
    co_return report;
}

} // namespace qc
