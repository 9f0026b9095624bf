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
    if (!q.exec(u"PRAGMA user_version"_s) || !q.next())
        return sqlError(messages.cannotRead, path, q.lastError().text());
    const int found = q.value(0).toInt();
    if (found > version)
        return BackendError::make(BackendError::Kind::Unsupported, messages.newer, path);
    if (found == version)
        return Done {};
    db.transaction();
    for (const char* statement : statements) {
        if (!q.exec(QString::fromLatin1(statement))) {
            const QString detail = q.lastError().text();
            db.rollback();
            return sqlError(messages.cannotCreate, path, detail);
        }
    }
    if (!q.exec(u"PRAGMA user_version=%1"_s.arg(version)) || !db.commit()) {
        const QString detail = q.lastError().text() + db.lastError().text();
        db.rollback();
        return sqlError(messages.cannotCreate, path, detail);
    }
    return Done {};
}

} // namespace qc
