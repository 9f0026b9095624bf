#pragma once

#include <QList>
#include <QString>

namespace qc {

// One item of a job's licence request, as squeue and slurmrestd write them: "name:count", "name*count" (older
// squeue) or "name" for one unit; "nas_io:2,scratch:1" asks for two.
struct LicenseRequest
{
    QString name;
    int count = 1;

    // More than any licence pool holds; a larger count (from a hostile server) reads as this.
    static constexpr int MaxCount = 1'000'000;

    // Items without a name are left out; a count that is not a positive number reads as 1.
    static QList<LicenseRequest> parse(const QString& licenses);
    bool operator==(const LicenseRequest&) const = default;
};

} // namespace qc
