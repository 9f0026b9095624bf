#include "RestReachCheck.h"

#include "RestJson.h"

namespace qc::rest {

namespace {

using nlohmann::json;

// meta.slurm (v0.0.40+) or meta.Slurm (v0.0.38): {cluster, release, version}.
const json* slurmMeta(const json& doc)
{
    if (!doc.is_object())
        return nullptr;
    const auto meta = doc.find("meta");
    if (meta == doc.end() || !meta->is_object())
        return nullptr;
    for (const char* key : { "slurm", "Slurm" }) {
        const auto it = meta->find(key);
        if (it != meta->end() && it->is_object())
            return &*it;
    }
    return nullptr;
}

} // namespace

Result<ReachCheck> RestReachCheck::fromPing(const json& ping)
{
    ReachCheck check;
    if (const json* slurm = slurmMeta(ping)) {
        check.clusterName = fields::str(*slurm, "cluster");
        check.serverVersion = fields::str(*slurm, "release");
    }
    const auto pings = ping.is_object() ? ping.find("pings") : ping.end();
    if (pings == ping.end() || !pings->is_array() || pings->empty())
        return BackendError::make(BackendError::Kind::Unreachable,
                                  tr("slurmrestd answers, but names no Slurm controller in its ping"));
    bool anyUp = false;
    QStringList down;
    for (const json& controller : *pings) {
        if (!controller.is_object())
            continue;
        // v0.0.40+: "pinged": "UP" and "responding"; v0.0.38: "ping": "UP".
        QString state = fields::str(controller, "pinged");
        if (state.isEmpty())
            state = fields::str(controller, "ping");
        const bool up = state.compare(QLatin1String("UP"), Qt::CaseInsensitive) == 0
            && fields::boolean(controller, "responding", true);
        anyUp = anyUp || up;
        if (!up)
            down.append(fields::str(controller, "hostname"));
    }
    if (!anyUp)
        return BackendError::make(BackendError::Kind::Unreachable,
                                  tr("slurmrestd answers, but the Slurm controller does not"),
                                  QStringLiteral("ping: down: %1").arg(down.join(QStringLiteral(", "))));
    return check;
}

void RestReachCheck::addDiag(ReachCheck& check, const json& diag)
{
    if (check.serverVersion.isEmpty()) {
        if (const json* slurm = slurmMeta(diag))
            check.serverVersion = fields::str(*slurm, "release");
    }
    const auto statistics = diag.is_object() ? diag.find("statistics") : diag.end();
    if (statistics == diag.end() || !statistics->is_object())
        return;
    const auto count = [&](const char* key) -> int {
        if (!statistics->contains(key))
            return -1;
        const qint64 n = fields::integer(*statistics, key, -1);
        return n < 0 || n > std::numeric_limits<int>::max() ? -1 : int(n);
    };
    check.pendingJobs = count("jobs_pending");
    check.runningJobs = count("jobs_running");
}

} // namespace qc::rest
