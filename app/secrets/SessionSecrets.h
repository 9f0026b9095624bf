#pragma once

#include <QHash>
#include <QMutex>
#include <QString>

namespace qc {

// Secrets kept in this process's memory only, keyed like the keychain: the fallback when no keychain is usable.
// Thread-safe; each kind of secret (REST tokens, policy environment values) has its own instance.
class SessionSecrets
{
public:
    void insert(const QString& key, const QString& value)
    {
        QMutexLocker lock(&m_mutex);
        m_values.insert(key, value);
    }
    void remove(const QString& key)
    {
        QMutexLocker lock(&m_mutex);
        m_values.remove(key);
    }
    QString value(const QString& key) const
    {
        QMutexLocker lock(&m_mutex);
        return m_values.value(key);
    }
    void clear()
    {
        QMutexLocker lock(&m_mutex);
        m_values.clear();
    }

private:
    mutable QMutex m_mutex;
    QHash<QString, QString> m_values;
};

} // namespace qc
