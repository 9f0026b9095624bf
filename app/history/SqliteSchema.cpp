#include "SqliteSchema.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace qc {

namespace {
BackendError sqlError(const QString& message, const QString& path, const QString& detail)
{
    return BackendError::make(BackendError::Kind::Internal, message, path + u": "_s + detail);
}
} // namespace

VoidResult SqliteSchema::apply(QSqlDatabase db, std::span<const char* const> statements, int version,
                               const QString& path, const Messages& messages)
{
    QSqlQuery q(db);
    const auto readVersion = [&]() -> Result<int> {
        if (!q.exec(u"PRAGMA user_version"_s) || !q.next())
            return sqlError(messages.cannotRead, path, q.lastError().text());
        const int found = q.value(0).toInt();
        q.finish();
        if (found > version)
            return BackendError::make(BackendError::Kind::Unsupported, messages.newer, path);
        return found;
    };
    const auto before = readVersion();
    if (!before)
        return before.error();
    if (before.value() == version)
        return Done {};
    // Another connection may be creating the same fresh database right now (the session's writer and an import
    // open it together). A deferred transaction that reads and then writes fails at once with "database is
    // locked" when the other one wrote first; BEGIN IMMEDIATE takes the write lock up front, waiting out the busy
    // timeout, and the version is read again under that lock.
    if (!q.exec(u"BEGIN IMMEDIATE"_s))
        return sqlError(messages.cannotCreate, path, q.lastError().text());
    const auto found = readVersion();
    if (!found || found.value() == version) {
        q.exec(u"ROLLBACK"_s);
        return found ? VoidResult(Done {}) : VoidResult(found.error());
    }
    for (const char* statement : statements) {
        if (!q.exec(QString::fromLatin1(statement))) {
            const QString detail = q.lastError().text();
            q.exec(u"ROLLBACK"_s);
            return sqlError(messages.cannotCreate, path, detail);
        }
    }
    if (!q.exec(u"PRAGMA user_version=%1"_s.arg(version)) || !q.exec(u"COMMIT"_s)) {
        const QString detail = q.lastError().text();
        q.exec(u"ROLLBACK"_s);
        return sqlError(messages.cannotCreate, path, detail);
    }
    return Done {};
}

} // namespace qc
