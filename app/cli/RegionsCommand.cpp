#include "RegionsCommand.h"

#include "../analysis/RegionSummary.h"
#include "../model/JsonCodec.h"
#include "CliApp.h"
#include "CliInvocation.h"
#include "TextTable.h"

#include <qcoro/qcorotask.h>

namespace qc {

using nlohmann::json;

int RegionsCommand::run(CliInvocation& call)
{
    int code = CliApp::Ok;
    if (!call.expectOperands(0, code))
        return code;
    const std::shared_ptr<Backend> backend = call.connect(code);
    if (!backend)
        return code;
    return show(call, *backend, call.json);
}

int RegionsCommand::show(CliInvocation& call, Backend& backend, bool asJson)
{
    const auto result = QCoro::waitFor(backend.fetchSnapshot());
    if (!result.ok())
        return call.fail(result.error());
    const auto summaries = RegionSummary::fromSnapshot(result.value());
    if (asJson) {
        json list = json::array();
        for (const auto& r : summaries) {
            json types = json::object();
            for (auto it = r.gpusTotalByType.cbegin(); it != r.gpusTotalByType.cend(); ++it)
                types[codec::utf8(it.key())]
                    = { { "total", it.value() }, { "free", r.gpusFreeByType.value(it.key()) } };
            list.push_back({ { "name", codec::utf8(r.name) },
                             { "state", codec::utf8(r.state) },
                             { "nodes", r.nodes },
                             { "gpus_total", r.gpusTotal },
                             { "gpus_busy", r.gpusBusy },
                             { "gpus_free", r.gpusFree },
                             { "gpus_unavailable", r.gpusUnavailable },
                             { "max_free_on_one_node", r.maxFreeOnOneNode },
                             { "running_jobs", r.runningJobs },
                             { "pending_jobs", r.pendingJobs },
                             { "pending_gpus", r.pendingGpus },
                             { "gpu_types", types } });
        }
        call.printJson(json { { "backend", codec::utf8(backend.url().toString()) },
                              { "taken_at", codec::timeJson(result.value().takenAt) },
                              { "regions", list } });
        return CliApp::Ok;
    }
    TextTable table({ tr("REGION"), tr("STATE"), tr("GPUS"), tr("BUSY"), tr("FREE"), tr("MAX/NODE"), tr("RUNNING"),
                      tr("PENDING"), tr("PENDING GPUS") });
    for (const auto& r : summaries) {
        table.addRow({ r.name, r.state, QString::number(r.gpusTotal), QString::number(r.gpusBusy),
                       QString::number(r.gpusFree), QString::number(r.maxFreeOnOneNode), QString::number(r.runningJobs),
                       QString::number(r.pendingJobs), QString::number(r.pendingGpus) });
    }
    table.print(call.out);
    return CliApp::Ok;
}

} // namespace qc
