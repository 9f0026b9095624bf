#include "SqliteConnection.h"

#include "../model/BackgroundPool.h"

#include <QAtomicInteger>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QVariant>

namespace qc {

using namespace Qt::StringLiterals;

namespace {
constexpr int kBusyTimeoutMs = 5000;
}

SqliteConnection::SqliteConnection(QString path, const QString& prefix)
    : m_path(std::move(path))
{
    static QAtomicInteger<quint64> counter;
    m_name = prefix + QString::number(counter.fetchAndAddRelaxed(1));
}

SqliteConnection::~SqliteConnection()
{
    close();
}

BackendError SqliteConnection::error(const QString& message, const QString& detail) const
{
    return BackendError::make(BackendError::Kind::Internal, message, m_path + u": "_s + detail);
}

VoidResult SqliteConnection::open(const Options& options)
{
    if (isOpen())
        return Done {};
    close(); // a connection left from a failed attempt
    const QFileInfo info(m_path);
    if (!QDir().mkpath(info.absolutePath()))
        return error(options.messages.cannotCreateFolder, info.absolutePath());
    VoidResult result = [&]() -> VoidResult {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
        // Qt SQL has registered its closing routine by now (it closes every connection, this one too, while a
        // pool thread may still read it): the wait for the pools must come before it.
        waitForBackgroundWorkFirst();
        db.setDatabaseName(m_path);
        // A reader and the writer may meet; wait for the lock rather than fail at once.
        db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(kBusyTimeoutMs));
        if (!db.open())
            return error(options.messages.cannotOpen, db.lastError().text());
        return configure(db, options);
    }();
    if (!result)
        close();
    return result;
}

VoidResult SqliteConnection::configure(QSqlDatabase& db, const Options& options) const
{
    {
        QSqlQuery q(db);
        // WAL: a killed writer leaves the last committed state; readers never block the writer. Switching a fresh
        // file to WAL needs it to itself, and SQLite answers "locked" at once rather than calling the busy
        // handler when another connection is opening it too: try again for as long as the busy timeout.
        QElapsedTimer waited;
        waited.start();
        while (!q.exec(u"PRAGMA journal_mode=WAL"_s) || !q.next()) {
            if (waited.elapsed() > kBusyTimeoutMs)
                return error(options.messages.cannotConfigure, q.lastError().text());
            QThread::msleep(20);
        }
        if (q.value(0).toString() != u"wal"_s)
            return error(options.messages.cannotConfigure, q.value(0).toString());
        q.finish();
        for (const char* pragma : options.pragmas) {
            if (!q.exec(QString::fromLatin1(pragma)))
                return error(options.messages.cannotConfigure, q.lastError().text());
        }
    }
    return SqliteSchema::apply(db, options.schema, options.schemaVersion, m_path, options.messages.schema);
}

void SqliteConnection::close()
{
    if (!QSqlDatabase::contains(m_name))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_name);
}

bool SqliteConnection::isOpen() const
{
    return QSqlDatabase::contains(m_name) && QSqlDatabase::database(m_name, false).isOpen();
}

QSqlDatabase SqliteConnection::database() const
{
    return QSqlDatabase::contains(m_name) ? QSqlDatabase::database(m_name, false) : QSqlDatabase();
}

} // namespace qc
