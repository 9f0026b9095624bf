#include "SwfTraceReader.h"

#include "../history/ShownValue.h"

#include <QIODevice>
#include <QList>
#include <cmath>

namespace qc {

namespace {

// The 18 fields of a job line, 0-based (the standard numbers them from 1).
enum SwfField {
    JobNumber = 0,
    SubmitTime = 1,
    WaitTime = 2,
    RunTime = 3,
    AllocatedProcessors = 4,
    RequestedProcessors = 7,
    RequestedTime = 8,
    Status = 10,
    UserId = 11,
    QueueNumber = 14,
    PartitionNumber = 15,
    FieldCount = 18,
};

// Times and counts past this are no log's: 2^40 s is about 35,000 years. Bounds the sums below, too.
constexpr double MaxMagnitude = 1099511627776.0;
constexpr double MaxProcessors = 1e9;

QList<QByteArrayView> splitBlanks(QByteArrayView line)
{
    QList<QByteArrayView> fields;
    qsizetype i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        const qsizetype from = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t')
            ++i;
        if (i > from)
            fields.append(line.sliced(from, i - from));
    }
    return fields;
}

std::optional<double> number(QByteArrayView text)
{
    bool ok = false;
    const double v = text.toByteArray().toDouble(&ok);
    if (!ok || !std::isfinite(v) || std::abs(v) > MaxMagnitude)
        return std::nullopt;
    return v;
}

QString fieldName(int field)
{
    switch (field) {
    case SubmitTime:
        return SwfTraceReader::tr("submit time");
    case WaitTime:
        return SwfTraceReader::tr("wait time");
    case RunTime:
        return SwfTraceReader::tr("run time");
    case AllocatedProcessors:
        return SwfTraceReader::tr("allocated processors");
    case RequestedProcessors:
        return SwfTraceReader::tr("requested processors");
    case RequestedTime:
        return SwfTraceReader::tr("requested time");
    case Status:
        return SwfTraceReader::tr("status");
    case UserId:
        return SwfTraceReader::tr("user id");
    case QueueNumber:
        return SwfTraceReader::tr("queue number");
    case PartitionNumber:
        return SwfTraceReader::tr("partition number");
    default:
        return SwfTraceReader::tr("field %1").arg(field + 1);
    }
}

// The header's "; Key: value", or an empty view when the line is another comment.
QByteArrayView headerValue(QByteArrayView comment, QByteArrayView key)
{
    QByteArrayView rest = comment.sliced(1).trimmed();
    if (!rest.startsWith(key))
        return {};
    rest = rest.sliced(key.size()).trimmed();
    return rest.startsWith(':') ? rest.sliced(1).trimmed() : QByteArrayView();
}

QString stateName(qint64 status)
{
    switch (status) {
    case 1:
        return QStringLiteral("COMPLETED");
    case 0:
        return QStringLiteral("FAILED");
    case 5:
        return QStringLiteral("CANCELLED");
    default:
        return QString::number(status);
    }
}

} // namespace

bool SwfTraceReader::looksLikeSwf(QByteArrayView line)
{
    const QByteArrayView text = line.trimmed();
    if (text.startsWith(';'))
        return true;
    const QList<QByteArrayView> fields = splitBlanks(text);
    if (fields.size() < FieldCount)
        return false;
    // Some logs carry extra columns after the 18 (Alea's: a node list, the queue's name, the request).
    for (int i = 0; i < FieldCount; ++i) {
        if (!number(fields[i]))
            return false;
    }
    return true;
}

bool SwfTraceReader::looksLikeColumnNames(QByteArrayView line)
{
    const QByteArrayView text = line.trimmed();
    const QList<QByteArrayView> fields = splitBlanks(text);
    if (fields.size() < FieldCount || text.contains(','))
        return false;
    for (const QByteArrayView& f : fields) {
        if (number(f))
            return false;
    }
    return true;
}

TraceData SwfTraceReader::read(QIODevice& device)
{
    BoundedLineReader lines(device);
    const auto refused = [](QString why) {
        TraceData data;
        data.format = QStringLiteral("swf");
        data.error = std::move(why);
        return data;
    };
    while (!lines.atEnd()) {
        const BoundedLineReader::Line line = lines.next();
        if (line.tooLong)
            return refused(tr("line %1 is longer than %2 bytes: not a workload log")
                               .arg(lines.lineNumber())
                               .arg(lines.maxBytes()));
        if (!line.text.trimmed().isEmpty())
            return read(lines, line.text);
    }
    return refused(tr("the workload log is empty"));
}

TraceData SwfTraceReader::read(BoundedLineReader& lines, const QByteArray& first)
{
    TraceData data;
    data.format = QStringLiteral("swf");
    qint64 origin = 0;
    const auto readLine = [&](qsizetype lineNo, QByteArrayView text) {
        text = text.trimmed();
        if (text.isEmpty())
            return;
        if (text.startsWith(';')) {
            if (const QByteArrayView v = headerValue(text, "UnixStartTime"); !v.isEmpty()) {
                bool ok = false;
                const qint64 t = v.toByteArray().toLongLong(&ok);
                if (ok && t >= 0 && t < qint64(MaxMagnitude))
                    origin = t;
                else
                    data.addIssue(lineNo, tr("UnixStartTime \"%1\" is not a Unix time").arg(ShownValue::of(v)));
            } else if (const QByteArrayView z = headerValue(text, "TimeZoneString"); !z.isEmpty()) {
                data.timeZone = QString::fromUtf8(z);
            }
            return;
        }
        const QList<QByteArrayView> fields = splitBlanks(text);
        if (fields.size() < FieldCount) {
            data.addIssue(lineNo, tr("%1 field(s), a job has %2").arg(fields.size()).arg(int(FieldCount)));
            return;
        }
        double v[FieldCount];
        for (int i = 0; i < FieldCount; ++i) {
            const auto n = number(fields[i]);
            if (!n) {
                data.addIssue(lineNo, tr("%1 \"%2\" is not a number").arg(fieldName(i), ShownValue::of(fields[i])));
                return;
            }
            v[i] = *n;
        }
        // Whole seconds and counts, as the log's producers write them (some write fractions).
        const auto whole = [&](int field) { return qint64(std::trunc(v[field])); };
        const qint64 submitted = whole(SubmitTime);
        const qint64 wait = whole(WaitTime);
        if (wait < 0) {
            data.addIssue(lineNo, tr("the wait time is unknown (%1)").arg(wait));
            return;
        }
        if (submitted < 0) {
            data.addIssue(lineNo, tr("the submit time is negative (%1)").arg(submitted));
            return;
        }
        if (v[AllocatedProcessors] > MaxProcessors || v[RequestedProcessors] > MaxProcessors) {
            data.addIssue(lineNo, tr("more processors than any machine has"));
            return;
        }
        TraceJob job;
        job.id = QString::fromUtf8(fields[JobNumber]);
        const qint64 queue = whole(QueueNumber);
        job.queue = queue != -1 ? QStringLiteral("q%1").arg(queue) : QStringLiteral("p%1").arg(whole(PartitionNumber));
        job.user = QStringLiteral("u%1").arg(whole(UserId));
        job.submit = origin + submitted;
        const qint64 run = whole(RunTime);
        const qint64 status = whole(Status);
        const bool neverRan = status == 5 && run <= 0;
        if (neverRan) {
            job.end = job.submit + wait; // left the queue then: a censored wait
        } else {
            job.start = job.submit + wait;
            if (run >= 0)
                job.end = *job.start + run;
        }
        const qint64 allocated = whole(AllocatedProcessors);
        job.cpus = int(allocated > 0 ? allocated : std::max<qint64>(whole(RequestedProcessors), 1));
        job.reqWalltimeS = std::max<qint64>(whole(RequestedTime), 0);
        job.state = stateName(status);
        data.jobs.append(std::move(job));
    };
    if (!looksLikeColumnNames(first)) // the names say nothing the format does not
        readLine(lines.lineNumber(), first);
    while (!lines.atEnd()) {
        const BoundedLineReader::Line line = lines.next();
        if (line.tooLong)
            data.addIssue(lines.lineNumber(), tr("longer than %1 bytes").arg(lines.maxBytes()));
        else
            readLine(lines.lineNumber(), line.text);
    }
    return data;
}

} // namespace qc
