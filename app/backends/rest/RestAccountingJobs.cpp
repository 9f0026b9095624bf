#include "RestAccountingJobs.h"

#include "../../model/JobState.h"
#include "RestApiV0038.h"
#include "RestJson.h"

namespace qc::rest {

using nlohmann::json;
namespace f = fields;

namespace {
const json& member(const json& object, const char* key)
{
    static const json null;
    if (!object.is_object())
        return null;
    const auto it = object.find(key);
    return it == object.end() ? null : *it;
}

// GPUs and CPUs from tres.allocated: [{type: "gres", name: "gpu", count: 4}, {type: "cpu", count: 2}, ...].
void allocation(const json& tres, int& gpus, int& cpus, bool& any)
{
    if (!tres.is_array())
        return;
    for (const auto& t : tres) {
        any = true;
        const QString type = f::str(t, "type");
        const qint64 count = std::clamp<qint64>(f::integer(t, "count", 0), 0, 1 << 20);
        if (type == QLatin1String("gres") && f::str(t, "name") == QLatin1String("gpu"))
            gpus = int(count);
        else if (type == QLatin1String("cpu"))
            cpus = int(count);
    }
}
} // namespace

ImportReport RestAccountingJobs::parse(const json& doc)
{
    ImportReport report;
    const json& jobs = member(doc, "jobs");
    if (!jobs.is_array()) {
        report.fatal = tr("slurmdbd's answer has no list of jobs");
        return report;
    }
    qsizetype index = 0;
    for (const auto& j : jobs) {
        ++index;
        const auto fail = [&](const QString& message) { report.errors.append({ index, message }); };
        if (!j.is_object()) {
            fail(tr("a job is not an object"));
            continue;
        }
        // dbv0.0.38: "state": {"current": "COMPLETED"}; v0.0.40+: {"current": ["COMPLETED"]}.
        const QStringList words = f::stringList(member(j, "state"), "current");
        const JobState state = words.isEmpty() ? JobState::Unknown : jobStateFromName(words.first());
        if (state == JobState::Unknown) {
            fail(tr("unknown job state \"%1\"").arg(words.join(u',')));
            continue;
        }
        if (!isFinished(state)) {
            ++report.skipped;
            continue;
        }
        FinishedJob job;
        const qint64 id = f::integer(j, "job_id", 0);
        const json& array = member(j, "array");
        const qint64 arrayJob = f::integer(array, "job_id", 0);
        const qint64 task = f::integer(array, "task_id", -1);
        // As squeue and sacct name it: an array task is "123_4", so it stays one job in the history.
        job.id = arrayJob > 0 && task >= 0 && !f::isSentinel(task) ? QStringLiteral("%1_%2").arg(arrayJob).arg(task)
                                                                   : QString::number(id);
        if (id <= 0) {
            fail(tr("the job id is empty"));
            continue;
        }
        job.partition = f::str(j, "partition").section(u',', 0, 0);
        job.user = f::str(j, "user");
        job.state = jobStateName(state);
        const json& time = member(j, "time");
        job.submit = f::epoch(time, "submission");
        if (!job.submit.isValid()) {
            fail(tr("the submit time is missing"));
            continue;
        }
        job.start = f::epoch(time, "start");
        job.end = f::epoch(time, "end");
        bool allocated = false;
        allocation(member(member(j, "tres"), "allocated"), job.gpus, job.cpus, allocated);
        if (state == JobState::Cancelled && !allocated)
            job.start = QDateTime();
        if (job.start.isValid() && job.start < job.submit) {
            fail(tr("the job started before it was submitted"));
            continue;
        }
        job.timeLimitS = f::minutesAsSeconds(time, "limit");
        report.jobs.append(std::move(job));
    }
    report.imported = report.jobs.size();
    return report;
}

} // namespace qc::rest
