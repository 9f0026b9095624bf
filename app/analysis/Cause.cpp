#include "Cause.h"

#include <QList>
#include <array>
#include <utility>

namespace qc {

namespace {
constexpr std::array kNames {
    std::pair { Cause::GpuShortage, "gpu_shortage" },
    std::pair { Cause::Fragmentation, "fragmentation" },
    std::pair { Cause::Quota, "quota" },
    std::pair { Cause::Priority, "priority" },
    std::pair { Cause::StorageIo, "storage_io" },
    std::pair { Cause::Startup, "startup" },
    std::pair { Cause::BeginTime, "begin_time" },
    std::pair { Cause::Dependency, "dependency" },
    std::pair { Cause::Held, "held" },
    std::pair { Cause::Unavailable, "unavailable" },
    std::pair { Cause::NeverRuns, "never_runs" },
    std::pair { Cause::Other, "other" },
};
} // namespace

QString causeName(Cause cause)
{
    for (const auto& [c, name] : kNames) {
        if (c == cause)
            return QString::fromLatin1(name);
    }
    return QStringLiteral("other");
}

std::optional<Cause> causeFromName(const QString& name)
{
    for (const auto& [c, n] : kNames) {
        if (name == QLatin1String(n))
            return c;
    }
    return std::nullopt;
}

const QList<Cause>& allCauses()
{
    static const QList<Cause> all = [] {
        QList<Cause> out;
        for (const auto& entry : kNames)
            out.append(entry.first);
        return out;
    }();
    return all;
}

QString CauseText::label(Cause cause)
{
    switch (cause) {
    case Cause::GpuShortage:
        return tr("GPU shortage");
    case Cause::Fragmentation:
        return tr("Fragmentation");
    case Cause::Quota:
        return tr("Quota");
    case Cause::Priority:
        return tr("Priority");
    case Cause::StorageIo:
        return tr("Storage IO");
    case Cause::Startup:
        return tr("Starting");
    case Cause::BeginTime:
        return tr("Begin time");
    case Cause::Dependency:
        return tr("Dependency");
    case Cause::Held:
        return tr("Held");
    case Cause::Unavailable:
        return tr("Unavailable");
    case Cause::NeverRuns:
        return tr("Never runs");
    case Cause::Other:
        return tr("Other");
    }
    return tr("Other");
}

} // namespace qc
