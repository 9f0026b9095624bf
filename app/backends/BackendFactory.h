#pragma once

#include "../model/Result.h"
#include "Backend.h"

#include <QUrl>
#include <functional>
#include <memory>

namespace qc {

// The one place that maps a URL to a backend. The backends register their schemes here (demo://, slurm://,
// slurm+ssh://, slurm+rest://, profiles:...; see app/BuiltinBackends.cpp), so this layer knows no concrete
// backend and profiles/, which builds members through create(), sits above it without a cycle.
class BackendFactory
{
public:
    using Creator = std::function<Result<std::shared_ptr<Backend>>(const QUrl& url)>;

    static QString defaultUrl() { return QStringLiteral("demo://"); }
    // The registered schemes, in the order they were registered.
    static QStringList supportedSchemes();
    static Result<std::shared_ptr<Backend>> create(const QString& url);
    // Registers (or replaces) the creator of one scheme, matched case-insensitively.
    static void registerScheme(const QString& scheme, Creator creator);
};

} // namespace qc
