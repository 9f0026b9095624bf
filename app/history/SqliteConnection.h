#pragma once

#include "../model/Result.h"
#include "SqliteSchema.h"

#include <QSqlDatabase>
#include <QString>
#include <span>

namespace qc {

// The SQLite connection of one local store (history, policies). A QSqlDatabase belongs to the thread that
// opened it, so a connection is opened, used and destroyed on one thread. open() either leaves a connection
// that is configured (WAL, the store's pragmas) and carries the current schema, or none at all: on any failure
// — a newer schema above all — the connection is closed and removed, so nothing can be written through it and
// the next open() checks the file again.
class SqliteConnection
{
public:
    struct Messages
    {
        QString cannotCreateFolder; // translated by the store: each names itself
        QString cannotOpen;
        QString cannotConfigure;
        SqliteSchema::Messages schema;
    };
    struct Options
    {
        std::span<const char* const> pragmas; // after journal_mode=WAL
        std::span<const char* const> schema;
        int schemaVersion = 1;
        Messages messages;
    };

    // `prefix` names the connections ("qc-history-"), so a leak would be visible in Qt's warnings.
    SqliteConnection(QString path, const QString& prefix);
    ~SqliteConnection();
    SqliteConnection(const SqliteConnection&) = delete;
    SqliteConnection& operator=(const SqliteConnection&) = delete;

    VoidResult open(const Options& options);
    void close();
    bool isOpen() const;
    // The open connection; an invalid one (every query fails) when not open.
    QSqlDatabase database() const;
    QString path() const { return m_path; }
    BackendError error(const QString& message, const QString& detail) const;

private:
    VoidResult configure(QSqlDatabase& db, const Options& options) const;

    QString m_path;
    QString m_name;
};

} // namespace qc
