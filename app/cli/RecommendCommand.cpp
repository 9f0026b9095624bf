#include "RecommendCommand.h"

#include "../forecast/JobShape.h"
#include "../forecast/OffPeakAdvisor.h"
#include "../forecast/Planner.h"
#include "../model/JsonCodec.h"
#include "../model/SlurmTime.h"
#include "CliApp.h"
#include "CliInvocation.h"
#include "CliOptions.h"
#include "TextTable.h"

#include <qcoro/qcorotask.h>

namespace qc {

using nlohmann::json;

int RecommendCommand::run(CliInvocation& call)
{
    int code = CliApp::Ok;
    if (!call.expectOperands(0, code))
        return code;
    const CliOptions& o = *call.options;
    bool ok = false;
    const int gpus = call.value(o.gpus).toInt(&ok);
    if (!call.isSet(o.gpus) || !ok || gpus < 1)
        return call.usageError(tr("recommend needs --gpus with a positive whole number"));
    const QString limitText = call.isSet(o.timeLimit) ? call.value(o.timeLimit) : call.value(o.time);
    std::optional<qint64> limit = qint64(3600);
    if (!limitText.isEmpty()) {
        limit = slurmtime::parseDuration(limitText);
        if (!limit || *limit <= 0)
            return call.usageError(tr("cannot read time limit \"%1\"").arg(limitText));
    }
    JobShape shape { call.value(o.partition), gpus, *limit, 0, {} };
    shape.gpuType = call.value(o.gpuType);
    shape.qos = call.value(o.qos);
    shape.licenses = call.value(o.licenses);
    const std::shared_ptr<Backend> backend = call.connect(code);
    if (!backend)
        return code;
    return show(call, *backend, shape, call.json);
}

int RecommendCommand::show(CliInvocation& call, Backend& backend, const JobShape& shape, bool asJson)
{
    const auto result = QCoro::waitFor(backend.fetchSnapshot());
    if (!result.ok())
        return call.fail(result.error());
    const ClusterSnapshot& snap = result.value();
    const QList<FinishedJob> history = CliInvocation::pastJobs(backend, snap.takenAt);
    const JobPlan plan = Planner::make(snap, shape, history);
    auto seconds = [](double v) { return v >= 0 ? json(qRound64(v)) : json(nullptr); };
    if (asJson) {
        json regionsJson = json::array();
        for (const RegionEstimate& r : plan.regions) {
            regionsJson.push_back({ { "partition", codec::utf8(r.partition) },
                                    { "usable", r.usable },
                                    { "why_not", r.usable ? json(nullptr) : json(codec::utf8(r.whyNot)) },
                                    { "note", r.note.isEmpty() ? json(nullptr) : json(codec::utf8(r.note)) },
                                    { "p50_s", seconds(r.p50) },
                                    { "p90_s", seconds(r.p90) },
                                    { "capacity_gpus", r.capacity },
                                    { "free_gpus", r.freeNow },
                                    { "jobs_ahead", r.jobsAhead },
                                    { "pending_jobs", r.pendingInPartition },
                                    { "live_anchor", r.anchored } });
        }
        json windowsJson = json::array();
        for (const OffPeakWindow& w : plan.windows) {
            windowsJson.push_back({ { "begin", codec::timeJson(w.begin) },
                                    { "end", codec::timeJson(w.end) },
                                    { "p50_s", seconds(w.p50) },
                                    { "p90_s", seconds(w.p90) },
                                    { "jobs", w.jobs },
                                    { "thin", w.thin() },
                                    { "live", w.live },
                                    { "reason", codec::utf8(w.reason) } });
        }
        json j { { "backend", codec::utf8(backend.url().toString()) },
                 { "taken_at", codec::timeJson(plan.at) },
                 { "shape",
                   { { "partition", plan.shape.queue.isEmpty() ? json(nullptr) : json(codec::utf8(plan.shape.queue)) },
                     { "gpus", plan.shape.size },
                     { "gpu_type", codec::utf8(plan.shape.gpuType) },
                     { "time_limit_s", plan.shape.timeLimitS },
                     { "qos", codec::utf8(plan.shape.qos) },
                     { "licenses", codec::utf8(plan.shape.licenses) },
                     { "priority", plan.shape.priority } } },
                 { "history_jobs", plan.historyJobs },
                 { "regions", regionsJson },
                 { "windows", windowsJson },
                 { "error", plan.error.isEmpty() ? json(nullptr) : json(codec::utf8(plan.error)) } };
        call.printJson(j);
        return plan.error.isEmpty() ? CliApp::Ok : CliApp::Rejected;
    }
    auto waitText = [](double v) { return v >= 0 ? OffPeakAdvisor::durationText(v) : QStringLiteral("-"); };
    const QString what = plan.shape.gpuType.isEmpty()
        ? tr("%n GPU(s)", nullptr, plan.shape.size)
        : tr("%n GPU(s) of type %1", nullptr, plan.shape.size).arg(plan.shape.gpuType);
    call.out << tr("Plan for %1, time limit %2, on %3 at %4 (%n finished job(s) of history)", nullptr,
                   int(plan.historyJobs))
                    .arg(what, slurmtime::formatDuration(plan.shape.timeLimitS), backend.displayName(),
                         CliInvocation::timeText(plan.at))
             << "\n\n"
             << tr("Regions, soonest expected start first:") << '\n';
    TextTable regionsTable({ tr("REGION"), tr("P50 WAIT"), tr("P90 WAIT"), tr("FREE/GPUS"), tr("AHEAD"), tr("NOTE") });
    for (const RegionEstimate& r : plan.regions) {
        regionsTable.addRow({ r.partition, waitText(r.p50), waitText(r.p90),
                              QStringLiteral("%1/%2").arg(r.freeNow).arg(r.capacity), QString::number(r.jobsAhead),
                              r.usable ? r.note : tr("not usable: %1").arg(r.whyNot) });
    }
    regionsTable.print(call.out);
    if (!plan.error.isEmpty()) {
        call.err << tr("queuecast-cli: %1").arg(plan.error) << '\n';
        call.err.flush();
        return CliApp::Rejected;
    }
    call.out << '\n'
             << tr("Best start windows in %1 (begin times local), lowest expected wait first:").arg(plan.shape.queue)
             << '\n';
    TextTable windowsTable({ tr("BEGIN"), tr("P50 WAIT"), tr("P90 WAIT"), tr("CONFIDENCE"), tr("REASON") });
    for (const OffPeakWindow& w : plan.windows) {
        windowsTable.addRow(
            { CliInvocation::timeText(w.begin), waitText(w.p50), waitText(w.p90), w.confidence(), w.reason });
    }
    windowsTable.print(call.out);
    return CliApp::Ok;
}

} // namespace qc
