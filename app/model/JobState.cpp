#include "JobState.h"

#include <QHash>
#include <array>
#include <utility>

namespace qc {

namespace {
using namespace Qt::StringLiterals;
constexpr std::array kNames {
    std::pair { JobState::Pending, "PENDING" },       std::pair { JobState::Configuring, "CONFIGURING" },
    std::pair { JobState::Running, "RUNNING" },       std::pair { JobState::Suspended, "SUSPENDED" },
    std::pair { JobState::Completing, "COMPLETING" }, std::pair { JobState::Completed, "COMPLETED" },
    std::pair { JobState::Cancelled, "CANCELLED" },   std::pair { JobState::Failed, "FAILED" },
    std::pair { JobState::Timeout, "TIMEOUT" },       std::pair { JobState::NodeFail, "NODE_FAIL" },
    std::pair { JobState::Preempted, "PREEMPTED" },   std::pair { JobState::OutOfMemory, "OUT_OF_MEMORY" },
    std::pair { JobState::Unknown, "UNKNOWN" },
};
} // namespace

QString jobStateName(JobState state)
{
    for (const auto& [s, name] : kNames) {
        if (s == state)
            return QString::fromLatin1(name);
    }
    return QStringLiteral("UNKNOWN");
}

JobState jobStateFromName(const QString& name)
{
    // squeue prints e.g. "CANCELLED by 1000"; only the first word is the state.
    const QString word = name.section(QLatin1Char(' '), 0, 0).trimmed().toUpper();
    for (const auto& [s, n] : kNames) {
        if (word == QLatin1String(n))
            return s;
    }
    // Short codes from squeue %t.
    static const QHash<QString, JobState> shortCodes {
        { u"PD"_s, JobState::Pending },   { u"CF"_s, JobState::Configuring }, { u"R"_s, JobState::Running },
        { u"S"_s, JobState::Suspended },  { u"CG"_s, JobState::Completing },  { u"CD"_s, JobState::Completed },
        { u"CA"_s, JobState::Cancelled }, { u"F"_s, JobState::Failed },       { u"TO"_s, JobState::Timeout },
        { u"NF"_s, JobState::NodeFail },  { u"PR"_s, JobState::Preempted },   { u"OOM"_s, JobState::OutOfMemory },
    };
    return shortCodes.value(word, JobState::Unknown);
}

bool isActive(JobState state)
{
    switch (state) {
    case JobState::Pending:
    case JobState::Configuring:
    case JobState::Running:
    case JobState::Suspended:
    case JobState::Completing:
        return true;
    default:
        return false;
    }
}

bool isFinished(JobState state)
{
    return !isActive(state) && state != JobState::Unknown;
}

} // namespace qc
