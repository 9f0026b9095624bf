#pragma once

#include "../model/BackendError.h"

#include <QDateTime>
#include <QString>

namespace qc {

// How one cluster of a backend that fronts several (CompositeBackend) answered its last refresh.
struct MemberStatus
{
    QString profile;
    bool stale = false; // the last refresh failed; its part of the snapshot is older
    bool hasData = false;
    BackendError lastError;
    QDateTime lastSuccess;
};

} // namespace qc
