#include "UsageCommand.h"

#include "../forecast/UsageAdvisor.h"
#include "../model/JsonCodec.h"
#include "../service/UsagePriceStore.h"
#include "CliApp.h"
#include "CliInvocation.h"
#include "TextTable.h"

#include <QLocale>
#include <cmath>
#include <qcoro/qcorotask.h>

namespace qc {

using nlohmann::json;

namespace {
double rounded(double v, int decimals = 2)
{
    const double f = std::pow(10.0, decimals);
    return std::round(v * f) / f;
}

json toJson(const UsageAdvisor::Report& r, const UsagePrices& prices)
{
    json out { { "user", codec::utf8(r.user) },
               { "from", codec::timeJson(r.from) },
               { "to", codec::timeJson(r.to) },
               { "days", rounded(r.days) },
               { "jobs", r.jobs },
               { "started_jobs", r.startedJobs },
               { "gpu_hours_used", rounded(r.gpuHoursUsed) },
               { "gpu_hours_per_day", rounded(r.gpuHoursPerDay) },
               { "wait_hours_per_job", rounded(r.waitHoursPerJob) },
               { "wait_hours_per_day", rounded(r.waitHoursPerDay) },
               { "peak_gpus", r.peakGpus },
               { "running_gpus", r.runningGpus },
               { "gpu_hours_running", rounded(r.gpuHoursRunning) },
               { "pending_jobs", r.pendingJobs },
               { "gpu_hours_queued", rounded(r.gpuHoursQueued) } };
    out["prices"] = prices.usable() ? json { { "gpu_hour", prices.gpuHour },
                                             { "instance_monthly", prices.instanceMonthly },
                                             { "instance_gpus", prices.instanceGpus },
                                             { "own_monthly", prices.ownMonthly },
                                             { "currency", codec::utf8(prices.currency) } }
                                    : json(nullptr);
    if (!r.costs) {
        out["costs"] = nullptr;
        return out;
    }
    const UsageAdvisor::Costs& c = *r.costs;
    json weeks = json::array();
    for (const auto& w : c.weeks)
        weeks.push_back({ { "start", codec::utf8(w.start.toString(Qt::ISODate)) },
                          { "gpu_hours", rounded(w.gpuHours) },
                          { "pay_per_use", rounded(w.payPerUse) },
                          { "instance", rounded(w.instance) },
                          { "own_hardware", prices.ownMonthly > 0 ? json(rounded(w.own)) : json(nullptr) } });
    out["costs"] = { { "instances", c.instances },
                     { "break_even_utilisation", rounded(c.breakEvenUtilisation, 4) },
                     { "break_even_hours_per_day", rounded(c.breakEvenHoursPerDay) },
                     { "utilisation", rounded(c.utilisation, 4) },
                     { "pay_per_use_monthly", rounded(c.payPerUseMonthly) },
                     { "instance_monthly", rounded(c.instanceMonthly) },
                     { "own_hardware_monthly", prices.ownMonthly > 0 ? json(rounded(c.ownMonthly)) : json(nullptr) },
                     { "weeks", weeks },
                     { "cheapest", codec::utf8(UsageAdvisor::optionName(c.cheapest)) } };
    return out;
}
} // namespace

int UsageCommand::run(CliInvocation& call)
{
    int code = CliApp::Ok;
    if (!call.expectOperands(0, code))
        return code;
    const std::shared_ptr<Backend> backend = call.connect(code);
    if (!backend)
        return code;
    const auto snapshot = QCoro::waitFor(backend->fetchSnapshot());
    if (!snapshot.ok())
        return call.fail(snapshot.error());
    const ClusterSnapshot& snap = snapshot.value();
    const UsagePrices prices = UsagePriceStore::load(backend->url());
    const UsageAdvisor::Report r = UsageAdvisor::analyse(snap, CliInvocation::pastJobs(*backend, snap.takenAt), prices);
    if (call.json) {
        json out = toJson(r, prices);
        out["backend"] = codec::utf8(backend->url().toString());
        call.printJson(out);
        return CliApp::Ok;
    }
    const QLocale c = QLocale::c();
    const auto num = [&c](double v, int d = 1) { return c.toString(v, 'f', d); };
    call.out << tr("Usage of %1 from %2 to %3 (%4 days)")
                    .arg(r.user, r.from.toString(Qt::ISODate), r.to.toString(Qt::ISODate), num(r.days))
             << '\n';
    call.out << tr("Jobs finished: %1 (%2 started)").arg(r.jobs).arg(r.startedJobs) << '\n';
    call.out << tr("GPU-hours used: %1 (%2 a day); peak %3 GPUs at once")
                    .arg(num(r.gpuHoursUsed), num(r.gpuHoursPerDay))
                    .arg(r.peakGpus)
             << '\n';
    call.out << tr("Waiting: %1 h per job, %2 h a day").arg(num(r.waitHoursPerJob, 2), num(r.waitHoursPerDay, 2))
             << '\n';
    call.out << tr("Now: %1 GPUs running (%2 GPU-hours left by their limits), %3 jobs pending (%4 GPU-hours queued)")
                    .arg(r.runningGpus)
                    .arg(num(r.gpuHoursRunning))
                    .arg(r.pendingJobs)
                    .arg(num(r.gpuHoursQueued))
             << '\n';
    if (!r.costs) {
        call.out << tr("No prices for this cluster profile: enter them in the GUI (View > Usage and cost...).") << '\n';
        return CliApp::Ok;
    }
    const UsageAdvisor::Costs& k = *r.costs;
    call.out << tr("Break-even: %1% of %2 instance(s) of %3 GPUs (%4 h a day fully used); your use fills %5%")
                    .arg(num(100 * k.breakEvenUtilisation))
                    .arg(k.instances)
                    .arg(prices.instanceGpus)
                    .arg(num(k.breakEvenHoursPerDay))
                    .arg(num(100 * k.utilisation))
             << '\n';
    TextTable table({ tr("WEEK"), tr("GPU-HOURS"), tr("PAY PER USE"), tr("INSTANCE"), tr("OWN HARDWARE") });
    for (const auto& w : k.weeks)
        table.addRow({ w.start.toString(Qt::ISODate), num(w.gpuHours), num(w.payPerUse, 0), num(w.instance, 0),
                       prices.ownMonthly > 0 ? num(w.own, 0) : QStringLiteral("-") });
    table.print(call.out);
    call.out << tr("Cheapest over these weeks: %1 (%2)").arg(UsageAdvisor::optionLabel(k.cheapest), prices.currency)
             << '\n';
    return CliApp::Ok;
}

} // namespace qc
