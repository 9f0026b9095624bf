#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace qc {

// Why a job is not running yet, in categories a researcher can act on. The names are stable: the CLI's
// JSON, the history database and tests use them.
enum class Cause {
    GpuShortage,
    Fragmentation,
    Quota,
    Priority,
    StorageIo,
    Startup,
    BeginTime,
    Dependency,
    Held,
    Unavailable,
    NeverRuns,
    Other,
};

class CauseText
{
    Q_DECLARE_TR_FUNCTIONS(CauseText)

public:
    // Short translated label for tables and timelines ("GPU shortage").
    static QString label(Cause cause);
};

QString causeName(Cause cause);
std::optional<Cause> causeFromName(const QString& name);
// All categories, in declaration order.
const QList<Cause>& allCauses();

} // namespace qc
