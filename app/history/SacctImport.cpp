#include "SacctImport.h"

#include "../model/JobState.h"
#include "../model/SlurmTime.h"

#include <QtNumeric>
#include <limits>

namespace qc {

namespace {

using namespace Qt::StringLiterals;

constexpr qsizetype kFields = 9;

// The value of "key=value" in a TRES list, or -1.
int tresValue(const QString& tres, QStringView key)
{
    for (const auto& part : QStringView(tres).split(u',')) {
        const auto eq = part.indexOf(u'=');
        if (eq > 0 && part.left(eq) == key) {
            bool ok = false;
            const int v = part.mid(eq + 1).toInt(&ok);
            return ok ? v : -1;
        }
    }
    return -1;
}

// "None", "Unknown" and empty mean no time; anything else must parse.
bool isNoTime(const QString& text)
{
    return text.isEmpty() || text == u"None"_s || text == u"Unknown"_s || text == u"N/A"_s;
}

} // namespace

QStringList SacctImport::arguments(const QDateTime& since, const QDateTime& now)
{
    return { u"-a"_s, u"-X"_s, u"-n"_s, u"-P"_s, u"-S"_s,
             // Relative to the cluster's clock: a local date and time would be read in the cluster's zone.
             u"now-%1seconds"_s.arg(std::max<qint64>(0, since.secsTo(now))),
             u"--format=JobID,Partition,User,Submit,Start,End,State,AllocTRES,Timelimit"_s };
}

int SacctImport::gpusFromTres(const QString& tres)
{
    const int plain = tresValue(tres, u"gres/gpu");
    if (plain >= 0)
        return plain;
    // Only typed counts ("gres/gpu:a100=2"): add them up.
    int sum = 0;
    for (const auto& part : QStringView(tres).split(u',')) {
        if (!part.startsWith(u"gres/gpu:"))
            continue;
        const auto eq = part.indexOf(u'=');
        // Saturated: a hostile sacct's huge typed counts overflowed the sum (fuzz_tres under UBSan, 7 Dec).
        if (eq > 0 && qAddOverflow(sum, std::max(0, part.mid(eq + 1).toInt()), &sum))
            return std::numeric_limits<int>::max();
    }
    return sum;
}

int SacctImport::cpusFromTres(const QString& tres)
{
    return std::max(0, tresValue(tres, u"cpu"));
}

ImportReport SacctImport::parse(const QString& text)
{
    ImportReport report;
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const qsizetype lineNo = i + 1;
        const QString line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        const auto fail = [&](const QString& message) { report.errors.append({ lineNo, message }); };
        const QStringList f = line.split(u'|');
        if (f.size() != kFields) {
            fail(tr("expected %1 fields separated by \"|\", found %2").arg(kFields).arg(f.size()));
            continue;
        }
        const JobState state = jobStateFromName(f[6]);
        if (state == JobState::Unknown) {
            fail(tr("unknown job state \"%1\"").arg(f[6]));
            continue;
        }
        if (!isFinished(state)) {
            ++report.skipped;
            continue;
        }
        FinishedJob job;
        job.id = f[0].trimmed();
        job.partition = f[1].section(u',', 0, 0).trimmed();
        job.user = f[2].trimmed();
        job.state = jobStateName(state);
        if (job.id.isEmpty()) {
            fail(tr("the job id is empty"));
            continue;
        }
        job.submit = slurmtime::parseSlurmTimestamp(f[3]);
        if (!job.submit.isValid()) {
            fail(tr("the submit time is not a time: \"%1\"").arg(f[3]));
            continue;
        }
        bool ok = true;
        const auto optionalTime = [&](const QString& text, const QString& error) {
            if (isNoTime(text.trimmed()))
                return QDateTime();
            QDateTime t = slurmtime::parseSlurmTimestamp(text);
            if (!t.isValid()) {
                fail(error.arg(text));
                ok = false;
            }
            return t;
        };
        job.start = optionalTime(f[4], tr("the start time is not a time: \"%1\""));
        job.end = optionalTime(f[5], tr("the end time is not a time: \"%1\""));
        if (!ok)
            continue;
        // Slurm 22.05 gives a job cancelled before it became eligible (held, future begin time) a start
        // time (its submit or cancel time); with nothing allocated it never ran.
        if (state == JobState::Cancelled && f[7].trimmed().isEmpty())
            job.start = QDateTime();
        if (job.start.isValid() && job.start < job.submit) {
            fail(tr("the job started before it was submitted"));
            continue;
        }
        job.gpus = gpusFromTres(f[7]);
        job.cpus = cpusFromTres(f[7]);
        const QString limit = f[8].trimmed();
        if (!limit.isEmpty() && limit != u"Partition_Limit"_s) {
            const auto seconds = slurmtime::parseDuration(limit);
            if (!seconds) {
                fail(tr("the time limit is not a duration: \"%1\"").arg(limit));
                continue;
            }
            job.timeLimitS = *seconds;
        }
        report.jobs.append(std::move(job));
    }
    report.imported = report.jobs.size();
    return report;
}

} // namespace qc
