#pragma once

#include <QDateTime>
#include <QString>
#include <optional>

namespace qc {

// A change to an existing job; unset fields stay as they are.
struct JobUpdate
{
    std::optional<int> nice;
    std::optional<QString> partition;
    std::optional<QDateTime> beginTime;
    std::optional<qint64> timeLimitS;
    std::optional<QString> qos;
    std::optional<bool> hold; // true: hold, false: release

    bool isEmpty() const { return !nice && !partition && !beginTime && !timeLimitS && !qos && !hold; }
};

} // namespace qc
