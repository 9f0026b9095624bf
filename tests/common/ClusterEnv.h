#pragma once

// Reads the cluster.env written by tests/cluster/start-cluster.sh. A missing or incomplete file is a
// test failure with the reason, never a skip: integration tests must not pass without a real cluster.

#include <QFile>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QTest>

namespace qc::test {

class ClusterEnv
{
public:
    // Loads $QC_CLUSTER_ENV (default /tmp/queuecast-slurm/cluster.env). Check ok()/error() and QFAIL.
    ClusterEnv()
    {
        QString path = qEnvironmentVariable("QC_CLUSTER_ENV");
        if (path.isEmpty())
            path = QStringLiteral("/tmp/queuecast-slurm/cluster.env");
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            m_error = QStringLiteral("cannot read %1 (%2): the local Slurm cluster did not start; see the "
                                     "slurm_cluster_start test output")
                          .arg(path, file.errorString());
            return;
        }
        for (const QByteArray& raw : file.readAll().split('\n')) {
            const QString line = QString::fromUtf8(raw).trimmed();
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
                continue;
            const qsizetype eq = line.indexOf(QLatin1Char('='));
            if (eq <= 0)
                continue;
            QString value = line.mid(eq + 1);
            if (value.size() >= 2 && (value.startsWith(QLatin1Char('"')) || value.startsWith(QLatin1Char('\''))))
                value = value.mid(1, value.size() - 2);
            m_values.insert(line.left(eq).remove(QStringLiteral("export ")).trimmed(), value);
        }
        if (!m_values.contains(QStringLiteral("SLURM_CONF")))
            m_error = QStringLiteral("%1 has no SLURM_CONF").arg(path);
        else
            qputenv("SLURM_CONF", m_values.value(QStringLiteral("SLURM_CONF")).toUtf8());
        // A cluster whose commands are not the host's (the 24.11 chroot) names its command directory;
        // it goes first on PATH once, so the test, its backends and the CLI it starts all use them.
        const QByteArray prefix = m_values.value(QStringLiteral("QC_PATH_PREFIX")).toUtf8();
        const QByteArray searchPath = qgetenv("PATH");
        if (!prefix.isEmpty() && !searchPath.startsWith(QByteArray(prefix + ':')))
            qputenv("PATH", QByteArray(prefix + ':' + searchPath));
    }

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    QString value(const QString& key) const { return m_values.value(key); }

private:
    QHash<QString, QString> m_values;
    QString m_error;
};

} // namespace qc::test

// In a test slot: load the cluster environment or fail loudly.
#define QC_REQUIRE_CLUSTER(env)                                                                                        \
    qc::test::ClusterEnv env;                                                                                          \
    if (!env.ok())                                                                                                     \
    QFAIL(qPrintable(env.error()))
