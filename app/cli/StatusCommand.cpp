#include "StatusCommand.h"

#include "../analysis/JobInsight.h"
#include "../forecast/Planner.h"
#include "../forecast/StartForecast.h"
#include "../model/JsonCodec.h"
#include "CliApp.h"
#include "CliInvocation.h"
#include "CliOptions.h"
#include "TextTable.h"

#include <qcoro/qcorotask.h>

namespace qc {

using nlohmann::json;

int StatusCommand::run(CliInvocation& call)
{
    int code = CliApp::Ok;
    if (!call.expectOperands(0, code))
        return code;
    const std::shared_ptr<Backend> backend = call.connect(code);
    if (!backend)
        return code;
    return show(call, *backend, call.isSet(call.options->mine), call.json);
}

int StatusCommand::show(CliInvocation& call, Backend& backend, bool mineOnly, bool asJson)
{
    const auto result = QCoro::waitFor(backend.fetchSnapshot());
    if (!result.ok())
        return call.fail(result.error());
    const ClusterSnapshot& snap = result.value();
    // Several clusters side by side: the ones that did not answer are missing from the list, so say which.
    QList<MemberStatus> unavailable;
    if (const QList<MemberStatus> members = backend.memberStatus(); !members.isEmpty()) {
        for (const auto& member : members) {
            if (member.stale || !member.hasData) {
                unavailable.append(member);
                call.err << tr("warning: cluster %1 did not answer; its jobs are missing: %2")
                                .arg(member.profile, member.lastError.toString())
                         << '\n';
            }
        }
        call.err.flush();
    }
    // Positions need the whole queue, so insights are computed before filtering to --mine.
    const QList<JobInsight> insights = JobInsight::computeAll(snap, backend.capabilities());
    QList<qsizetype> rows;
    for (qsizetype i = 0; i < snap.jobs.size(); ++i) {
        if (!mineOnly || snap.jobs[i].user == snap.currentUser)
            rows.append(i);
    }
    if (asJson) {
        // Streamed one job per line: a document of 20,000 jobs built whole took ~300 MB.
        const json header { { "backend", codec::utf8(backend.url().toString()) },
                            { "cluster", codec::utf8(snap.clusterName) },
                            { "user", codec::utf8(snap.currentUser) },
                            { "taken_at", codec::timeJson(snap.takenAt) },
                            { "others_jobs_visible", snap.othersJobsVisible } };
        json missing = json::array();
        for (const auto& member : unavailable)
            missing.push_back({ { "profile", codec::utf8(member.profile) },
                                { "error", codec::utf8(member.lastError.toString()) },
                                { "kind", codec::utf8(member.lastError.kindName()) } });
        call.out << "{\n";
        for (auto it = header.begin(); it != header.end(); ++it)
            call.out << "  " << QString::fromStdString(json(it.key()).dump()) << ": "
                     << QString::fromStdString(it.value().dump()) << ",\n";
        call.out << "  \"unavailable_clusters\": " << QString::fromStdString(missing.dump()) << ",\n";
        call.out << "  \"jobs\": [";
        bool first = true;
        // The same forecast as the GUI's (StartForecast): times, or null with the reason in forecast_note.
        const QList<TraceJob> past = Planner::toTrace(CliInvocation::pastJobs(backend, snap.takenAt));
        for (qsizetype i : rows) {
            const JobInsight& in = insights[i];
            json j = codec::toJson(snap.jobs[i]);
            j["cause"] = in.cause ? json(codec::utf8(causeName(*in.cause))) : json(nullptr);
            json secondary = json::array();
            for (Cause c : in.secondaryCauses)
                secondary.push_back(codec::utf8(causeName(c)));
            j["secondary_causes"] = secondary;
            j["inferred"] = in.inferred;
            j["evidence"] = codec::utf8(in.evidence.text);
            json advice = json::array();
            for (const Advice& a : in.advice)
                advice.push_back(codec::utf8(a.text));
            j["advice"] = advice;
            j["position"] = in.position ? json(in.position->position) : json(nullptr);
            j["jobs_ahead"] = in.position ? json(in.position->jobsAhead) : json(nullptr);
            j["gpus_ahead"] = in.position ? json(in.position->gpusAhead) : json(nullptr);
            j["gpu_hours_ahead"] = in.position ? json(in.position->gpuHoursAhead) : json(nullptr);
            j["position_is_lower_bound"] = in.position ? json(in.position->lowerBound) : json(nullptr);
            j["estimated_start"] = codec::timeJson(in.estimatedStart());
            if (snap.jobs[i].isPending()) {
                const StartEstimate e = StartForecast::compute(snap, snap.jobs[i], past, in.position);
                j["forecast_p50"] = codec::timeJson(e.p50);
                j["forecast_p90"] = codec::timeJson(e.p90);
                j["forecast_note"] = e.noteKey().isEmpty() ? json(nullptr) : json(codec::utf8(e.noteKey()));
                j["forecast_text"] = codec::utf8(e.note.isEmpty() ? e.basis : e.note);
            } else {
                j["forecast_p50"] = j["forecast_p90"] = nullptr;
                j["forecast_note"] = "started";
            }
            call.out << (first ? "\n    " : ",\n    ") << QString::fromStdString(j.dump());
            first = false;
        }
        call.out << (first ? "]\n}\n" : "\n  ]\n}\n");
        return CliApp::Ok;
    }
    TextTable table({ tr("ID"), tr("NAME"), tr("USER"), tr("PARTITION"), tr("STATE"), tr("GPUS"), tr("SUBMIT"),
                      tr("START"), tr("REASON"), tr("CAUSE"), tr("POS") });
    for (qsizetype i : rows) {
        const Job* j = &snap.jobs[i];
        const JobInsight& in = insights[i];
        const QString gpus = j->gpuType.isEmpty() ? QString::number(j->gpus)
                                                  : QStringLiteral("%1:%2").arg(j->gpuType, QString::number(j->gpus));
        const QDateTime start = j->startTime.isValid() ? j->startTime : j->estimatedStart;
        QString cause = in.cause ? causeName(*in.cause) : QString();
        if (in.cause && in.inferred)
            cause += QLatin1Char('*');
        QString pos;
        if (in.position)
            pos = (in.position->lowerBound ? QStringLiteral(">=") : QString()) + QString::number(in.position->position);
        table.addRow({ j->id, j->name, j->user, j->partition, jobStateName(j->state), gpus,
                       CliInvocation::timeText(j->submitTime), CliInvocation::timeText(start),
                       j->isPending() ? j->reason : QString(), cause, pos });
    }
    table.print(call.out);
    call.out << tr("%n job(s) on %1 at %2", nullptr, int(rows.size()))
                    .arg(backend.displayName(), CliInvocation::timeText(snap.takenAt))
             << '\n';
    return CliApp::Ok;
}

} // namespace qc
