#pragma once

#include "../model/Result.h"

#include <QSqlDatabase>
#include <span>

namespace qc {

// The local databases (history, policies) version their schema with PRAGMA user_version: created in one
// transaction, kept as is when current, and refused when a newer QueueCast wrote it, so an older app never
// guesses at tables it does not know.
class SqliteSchema
{
public:
    struct Messages
    {
        QString cannotRead; // translated by the caller: each store names itself
        QString newer;
        QString cannotCreate;
    };

    static VoidResult apply(QSqlDatabase db, std::span<const char* const> statements, int version, const QString& path,
                            const Messages& messages);
};

} // namespace qc
