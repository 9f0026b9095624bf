#pragma once

#include <QByteArray>
#include <QStringList>

namespace qc::rest {

// What slurmrestd's OpenAPI document (GET /openapi/v3) says about the API versions it serves: each
// "/slurm/vX/..." path names a version, and a version whose ping is marked "deprecated" is on its way out.
struct RestOpenApiIndex
{
    QStringList versions; // in the document's order, each once
    QStringList deprecated;

    // Marked deprecated in the document, or (the document of 24.11 marks none) the oldest of three or more
    // versions served: SchedMD's data parser lifecycle deprecates exactly that one in each release.
    bool isDeprecated(const QString& version) const;

    // Empty when the body is not an OpenAPI document. Thread-safe.
    static RestOpenApiIndex read(const QByteArray& body);
};

} // namespace qc::rest
