#pragma once

#include "Backend.h"
#include "Result.h"

#include <QUrl>
#include <memory>

namespace qc {

// The one place that maps a URL to a backend: demo://, slurm://, slurm+ssh://, slurm+rest://.
class BackendFactory
{
public:
    static QString defaultUrl() { return QStringLiteral("demo://"); }
    static QStringList supportedSchemes();
    static Result<std::shared_ptr<Backend>> create(const QString& url);
};

} // namespace qc
