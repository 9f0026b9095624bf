#include "StatusCommand.h"

#include "../analysis/JobInsight.h"
#include "../forecast/Planner.h"
#include "../forecast/StartForecastBatch.h"
#include "../history/HistoryLocation.h"
#include "../history/HistoryQuery.h"
#include "../model/BackgroundPool.h"
#include "../model/JsonCodec.h"
#include "../service/JobStatusJson.h"
#include "CliApp.h"
#include "CliInvocation.h"
#include "CliOptions.h"
#include "TextTable.h"

#include <QtConcurrent/QtConcurrentRun>
#include <deque>
#include <qcoro/qcorotask.h>
#include <vector>

namespace qc {

using nlohmann::json;

namespace {

// The jobs of `status --json`, written straight as text (JobStatusJson) in blocks of jobs: the forecasts on this
// thread (a StartForecastBatch is one thread's), each block's text on the pool while the next block is forecast,
// written in order. At 100,000 jobs the text and phases took longer than the forecasts. False: no job written.
bool writeJobsJson(CliInvocation& call, const ClusterSnapshot& snap, const QList<JobInsight>& insights,
                   const QList<qsizetype>& rows, const CauseHistoryTable::Tracks& seen, StartForecastBatch& forecasts)
{
    constexpr qsizetype kBlockJobs = 2048;
    constexpr size_t kBlocksWaiting = 8; // bounds the text held at once (~8 x 2,048 jobs)
    std::deque<QFuture<std::string>> blocks;
    // Written blocks' buffers, for the next blocks: a fresh 2 MB buffer is a fresh mapping whose every page faults
    // in (with the 1 MB mmap threshold), a tenth of the CPU time of `status --json` at 100,000 jobs.
    std::vector<std::string> spare;
    const auto writeFront = [&]() {
        QFuture<std::string>& front = blocks.front();
        front.waitForFinished();
        std::string text = front.takeResult();
        call.writeUtf8(text);
        text.clear();
        spare.push_back(std::move(text));
        blocks.pop_front();
    };
    for (qsizetype begin = 0; begin < rows.size(); begin += kBlockJobs) {
        const qsizetype end = std::min(rows.size(), begin + kBlockJobs);
        std::vector<std::optional<StartEstimate>> estimates(size_t(end - begin));
        for (qsizetype k = begin; k < end; ++k) {
            const qsizetype i = rows[k];
            if (snap.jobs[i].isPending())
                estimates[size_t(k - begin)] = forecasts.compute(snap.jobs[i], insights[i].position);
        }
        std::string buffer;
        if (!spare.empty()) {
            buffer = std::move(spare.back());
            spare.pop_back();
        }
        blocks.push_back(
            QtConcurrent::run(backgroundPool(),
                              [&snap, &insights, &rows, &seen, begin, end, estimates = std::move(estimates),
                               text = std::move(buffer)]() mutable {
                                  // ~920 bytes a job at 100,000 held jobs: no regrowth
                                  text.reserve(size_t(end - begin) * 1024);
                                  for (qsizetype k = begin; k < end; ++k) {
                                      text += k == 0 ? "\n    " : ",\n    ";
                                      const qsizetype i = rows[k];
                                      const Job& job = snap.jobs[i];
                                      const std::optional<StartEstimate>& estimate = estimates[size_t(k - begin)];
                                      JobStatusJson::append(text, job, insights[i], estimate ? &*estimate : nullptr,
                                                            JobPhases::of(job, seen.value(job.id), snap.takenAt));
                                  }
                                  return std::move(text);
                              }));
        while (!blocks.empty() && (blocks.front().isFinished() || blocks.size() > kBlocksWaiting))
            writeFront();
    }
    while (!blocks.empty())
        writeFront();
    return !rows.isEmpty();
}

} // namespace

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
    // Facts that were read once and could not be read again (never read: there are none, as before).
    if (snap.accountingStale && snap.accountingReadAt.isValid())
        call.err << tr("warning: the accounting limits could not be read again; they date from %1")
                        .arg(snap.accountingReadAt.toString(Qt::ISODate))
                 << '\n';
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
                            { "others_jobs_visible", snap.othersJobsVisible },
                            { "accounting_read_at", codec::timeJson(snap.accountingReadAt) },
                            { "accounting_stale", snap.accountingStale } };
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
        // Phases: an allocated job's start-up ends where the history (the GUI's, stored per refresh) saw it running.
        QStringList allocated;
        for (qsizetype i : rows) {
            if (!snap.jobs[i].isPending() && snap.jobs[i].startTime.isValid())
                allocated.append(snap.jobs[i].id);
        }
        CauseHistoryTable::Tracks seen;
        if (!allocated.isEmpty()) {
            auto stored = HistoryQuery::readCauseHistory(HistoryLocation::databasePath(backend.url()),
                                                         snap.takenAt.addDays(-14), allocated);
            if (stored.ok())
                seen = std::move(stored.value());
            else
                call.err << tr("warning: the cause history could not be read: %1").arg(stored.error().toString())
                         << '\n';
        }
        // The same forecast as the GUI's (StartForecast): times, or null with the reason in forecast_note.
        StartForecastBatch forecasts(snap, Planner::toTrace(CliInvocation::pastJobs(backend, snap.takenAt)));
        const bool anyJob = writeJobsJson(call, snap, insights, rows, seen, forecasts);
        call.out << (anyJob ? "\n  ]\n}\n" : "]\n}\n");
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
