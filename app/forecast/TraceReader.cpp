#include "TraceReader.h"

#include "../history/BoundedLineReader.h"
#include "../history/CsvLine.h"
#include "../history/ShownValue.h"
#include "SwfTraceReader.h"
#include "TraceValue.h"

#include <QDateTime>
#include <QFile>
#include <QHash>
#include <QIODevice>
#include <QTimeZone>

namespace qc {

namespace {
// The tool that decompresses a file starting with `head`, or nothing when it is not compressed. The Parallel
// Workloads Archive publishes its logs gzipped; read as text, one was "the header lacks column(s) job_id, ...".
QString decompressor(QByteArrayView head)
{
    if (head.startsWith("\x1f\x8b"))
        return QStringLiteral("gunzip");
    if (head.startsWith("BZh") && head.size() > 3 && head[3] >= '1' && head[3] <= '9')
        return QStringLiteral("bunzip2");
    if (head.startsWith(QByteArrayView("\xfd"
                                       "7zXZ\0",
                                       6)))
        return QStringLiteral("unxz");
    if (head.startsWith("\x28\xb5\x2f\xfd"))
        return QStringLiteral("unzstd");
    if (head.startsWith("PK\x03\x04"))
        return QStringLiteral("unzip");
    return {};
}
} // namespace

TraceData TraceReader::readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        TraceData data;
        data.error = tr("cannot read trace %1: %2").arg(path, file.errorString());
        return data;
    }
    return read(file);
}

TraceData TraceReader::read(QIODevice& device)
{
    TraceData data;
    data.format = QStringLiteral("csv");
    QHash<QString, int> column;
    const QStringList required { QStringLiteral("job_id"),    QStringLiteral("cluster_or_vc"), QStringLiteral("user"),
                                 QStringLiteral("submit_ts"), QStringLiteral("start_ts"),      QStringLiteral("end_ts"),
                                 QStringLiteral("gpus"),      QStringLiteral("state") };
    if (const QString tool = decompressor(device.peek(8)); !tool.isEmpty()) {
        data.error = tr("the file is compressed: decompress it first (%1)").arg(tool);
        return data;
    }
    BoundedLineReader lines(device);
    while (!lines.atEnd()) {
        const BoundedLineReader::Line raw = lines.next();
        const int lineNo = int(lines.lineNumber());
        if (raw.tooLong) {
            if (column.isEmpty()) {
                data.error = tr("line %1 is longer than %2 bytes: not a trace").arg(lineNo).arg(lines.maxBytes());
                return data;
            }
            data.addIssue(lineNo, tr("longer than %1 bytes").arg(lines.maxBytes()));
            continue;
        }
        if (column.isEmpty()
            && (SwfTraceReader::looksLikeSwf(raw.text) || SwfTraceReader::looksLikeColumnNames(raw.text)))
            return SwfTraceReader::read(lines, raw.text);
        QString line = QString::fromUtf8(raw.text);
        if (lineNo == 1 && line.startsWith(QChar(0xFEFF)))
            line.remove(0, 1);
        if (line.trimmed().isEmpty())
            continue;
        const QStringList fields = CsvLine::split(line);
        if (column.isEmpty()) {
            for (qsizetype i = 0; i < fields.size(); ++i)
                column.insert(fields[i].trimmed().toLower(), int(i));
            QStringList missing;
            for (const QString& name : required) {
                if (!column.contains(name))
                    missing.append(name);
            }
            if (!missing.isEmpty()) {
                data.error = tr("line %1: the header lacks column(s) %2").arg(lineNo).arg(missing.join(u", "));
                return data;
            }
            continue;
        }
        auto field = [&](const QString& name) {
            const int i = column.value(name, -1);
            return i >= 0 && i < fields.size() ? fields[i] : QString();
        };
        auto bad = [&](const QString& message) { data.addIssue(lineNo, message); };
        if (fields.size() < column.size()) {
            bad(tr("%1 field(s), the header has %2").arg(fields.size()).arg(column.size()));
            continue;
        }
        TraceJob job;
        job.id = field(QStringLiteral("job_id"));
        job.queue = field(QStringLiteral("cluster_or_vc"));
        job.user = field(QStringLiteral("user"));
        job.state = field(QStringLiteral("state"));
        if (job.id.isEmpty()) {
            bad(tr("empty job_id"));
            continue;
        }
        const QString submitText = field(QStringLiteral("submit_ts"));
        if (TraceValue::isMissing(submitText)) { // empty, nan, -1, ...: every wait counts from it
            bad(tr("submit_ts is missing (\"%1\"): a job's wait counts from its submit time")
                    .arg(ShownValue::of(submitText)));
            continue;
        }
        // A time in milliseconds: a wrong unit, said as such (read as seconds it was centuries ahead, or no time).
        const auto inMilliseconds = [&](const QString& name, const QString& text) {
            const auto secs = TraceValue::millisecondsAsSeconds(text);
            if (secs) {
                bad(tr("%1 \"%2\" looks like milliseconds since 1970 (%3 UTC): the log's times must be in seconds")
                        .arg(name, ShownValue::of(text),
                             QDateTime::fromSecsSinceEpoch(*secs, QTimeZone::utc())
                                 .toString(QStringLiteral("yyyy-MM-dd hh:mm:ss"))));
            }
            return secs.has_value();
        };
        if (inMilliseconds(QStringLiteral("submit_ts"), submitText))
            continue;
        const auto submit = TraceValue::seconds(submitText);
        if (!submit) {
            bad(tr("submit_ts \"%1\" is not a time (Unix seconds or an ISO 8601 date)")
                    .arg(ShownValue::of(submitText)));
            continue;
        }
        if (*submit < 0) { // as in a workload log, where a negative submit time is bad too
            bad(tr("submit_ts \"%1\" is negative: the submit time is unknown").arg(ShownValue::of(submitText)));
            continue;
        }
        job.submit = *submit;
        // Optional values: missing (TraceValue::isMissing: empty, nan, -1, ...) means unknown, never started or not
        // ended; anything else must be a time.
        auto optionalTime = [&](const QString& name, std::optional<qint64>& target) {
            const QString text = field(name);
            if (TraceValue::isMissing(text))
                return true;
            if (inMilliseconds(name, text))
                return false;
            const auto v = TraceValue::seconds(text);
            if (!v) {
                bad(tr("%1 \"%2\" is not a time (Unix seconds or an ISO 8601 date)").arg(name, ShownValue::of(text)));
                return false;
            }
            target = *v;
            return true;
        };
        if (!optionalTime(QStringLiteral("start_ts"), job.start) || !optionalTime(QStringLiteral("end_ts"), job.end))
            continue;
        if (job.start && *job.start < job.submit) {
            bad(tr("start_ts is before submit_ts"));
            continue;
        }
        // end_ts without start_ts: cancelled or deleted while pending, a censored wait (it lasted at least
        // end - submit), not a bad row.
        if (job.end && !job.start && *job.end < job.submit) {
            bad(tr("end_ts is before submit_ts"));
            continue;
        }
        if (job.end && job.start && *job.end < *job.start)
            job.end.reset(); // a corrupt run time says nothing about the wait; keep the job
        auto optionalCount = [&](const QString& name, auto& target, qint64 max) {
            const QString text = field(name);
            if (TraceValue::isMissing(text))
                return true;
            const auto v = TraceValue::count(text, max);
            if (!v) {
                bad(tr("%1 \"%2\" is not a count from 0 to %3").arg(name, ShownValue::of(text)).arg(max));
                return false;
            }
            target = static_cast<std::remove_reference_t<decltype(target)>>(*v);
            return true;
        };
        if (!optionalCount(QStringLiteral("gpus"), job.gpus, TraceValue::MaxCount)
            || !optionalCount(QStringLiteral("cpus"), job.cpus, TraceValue::MaxCount)
            || !optionalCount(QStringLiteral("req_walltime_s"), job.reqWalltimeS, TraceValue::MaxSeconds))
            continue;
        data.jobs.append(std::move(job));
    }
    if (column.isEmpty())
        data.error = tr("the trace is empty (no header line)");
    return data;
}

} // namespace qc
