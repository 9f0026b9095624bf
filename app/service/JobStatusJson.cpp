#include "JobStatusJson.h"

#include "../model/JsonLineWriter.h"

namespace qc {

void JobStatusJson::append(std::string& out, const Job& job, const JobInsight& in, const StartEstimate* forecast,
                           const QList<JobPhases::Phase>& phases)
{
    const std::optional<QueuePosition>& pos = in.position;
    JsonLineWriter w(out);
    // Sorted by key, as std::map orders an nlohmann object.
    w.beginObject();
    w.key("account").value(job.account);
    w.key("advice").beginArray();
    for (const Advice& a : in.advice)
        w.value(a.text);
    w.endArray();
    w.key("begin_time").time(job.beginTime);
    w.key("cause");
    if (in.cause)
        w.value(causeName(*in.cause));
    else
        w.null();
    w.key("cpus").value(job.cpus);
    w.key("dependency").value(job.dependency);
    w.key("eligible_time").time(job.eligibleTime);
    w.key("end_time").time(job.endTime);
    w.key("estimated_start").time(in.estimatedStart());
    w.key("evidence").value(in.evidence().text);
    if (forecast) {
        const QString noteKey = forecast->noteKey();
        w.key("forecast_note");
        if (noteKey.isEmpty())
            w.null();
        else
            w.value(noteKey);
        w.key("forecast_p50").time(forecast->p50);
        w.key("forecast_p90").time(forecast->p90);
        w.key("forecast_text").value(forecast->note.isEmpty() ? forecast->basis : forecast->note);
    } else {
        w.key("forecast_note").value("started");
        w.key("forecast_p50").null();
        w.key("forecast_p90").null();
    }
    w.key("gpu_hours_ahead");
    pos ? w.value(pos->gpuHoursAhead) : w.null();
    w.key("gpu_type").value(job.gpuType);
    w.key("gpus").value(job.gpus);
    w.key("gpus_ahead");
    pos ? w.value(pos->gpusAhead) : w.null();
    w.key("id").value(job.id);
    w.key("inferred").value(in.inferred);
    w.key("jobs_ahead");
    pos ? w.value(pos->jobsAhead) : w.null();
    w.key("licenses").value(job.licenses);
    w.key("memory_mb").value(job.memoryMb);
    w.key("name").value(job.name);
    w.key("nice").value(job.nice);
    w.key("node_list").value(job.nodeList);
    w.key("nodes").value(job.nodes);
    w.key("partition").value(job.partition);
    w.key("phases").beginArray();
    for (const JobPhases::Phase& p : phases) {
        w.beginObject();
        w.key("end_seen_on_refresh").value(p.endSeenOnRefresh);
        w.key("from").time(p.from);
        w.key("phase").value(JobPhases::kindName(p.kind));
        w.key("seconds").value(p.seconds);
        w.key("to").time(p.underWay ? QDateTime() : p.to);
        w.key("under_way").value(p.underWay);
        w.endObject();
    }
    w.endArray();
    w.key("position");
    pos ? w.value(pos->position) : w.null();
    w.key("position_is_lower_bound");
    pos ? w.value(pos->lowerBound) : w.null();
    w.key("priority").value(job.priority);
    w.key("qos").value(job.qos);
    w.key("reason").value(job.reason);
    w.key("reason_description").value(job.reasonDescription);
    w.key("secondary_causes").beginArray();
    for (Cause c : in.secondaryCauses)
        w.value(causeName(c));
    w.endArray();
    w.key("start_time").time(job.startTime);
    w.key("state").value(jobStateName(job.state));
    w.key("submit_time").time(job.submitTime);
    w.key("time_limit_s").value(job.timeLimitS);
    w.key("user").value(job.user);
    w.endObject();
}

} // namespace qc
