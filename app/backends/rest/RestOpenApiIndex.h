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

    // Empty when the body is not an OpenAPI document. Thread-safe.
    static RestOpenApiIndex read(const QByteArray& body);
};

} // namespace qc::rest
