#pragma once

// Runs queuecast-cli (path in $QC_CLI, set by CTest) as a user would: a real process, its real output and exit
// code. A hang is a test failure, never a silent pass.
#include <QByteArray>
#include <QProcess>
#include <QStringList>
#include <QTest>
#include <nlohmann/json.hpp>

namespace qc::test {

struct CliRun
{
    int code = -1; // -1: crashed or timed out
    QByteArray out;
    QByteArray err;
};

class CliRunner
{
public:
    CliRunner()
        : m_env(QProcessEnvironment::systemEnvironment())
    {
    }

    // A private XDG_DATA_HOME (the demo action log and history live there) and XDG_CACHE_HOME (slurm://'s
    // cached accounting facts), English messages, no backend from the caller's environment.
    CliRunner& isolate(const QString& dataHome)
    {
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
        m_env.insert(QStringLiteral("XDG_CACHE_HOME"), dataHome + QStringLiteral("/cache"));
        m_env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        m_env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
        m_env.remove(QStringLiteral("QUEUECAST_BACKEND"));
        return *this;
    }
    CliRunner& setEnv(const QString& name, const QString& value)
    {
        m_env.insert(name, value);
        return *this;
    }
    CliRunner& setTimeout(int msec)
    {
        m_timeoutMs = msec;
        return *this;
    }

    CliRun run(const QStringList& args) const
    {
        CliRun r;
        QProcess p;
        p.setProcessEnvironment(m_env);
        p.start(qEnvironmentVariable("QC_CLI"), args);
        if (!p.waitForFinished(m_timeoutMs)) {
            p.kill();
            p.waitForFinished();
            qWarning("queuecast-cli %s did not finish in %d ms", qPrintable(args.join(u' ')), m_timeoutMs);
            return r;
        }
        r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

private:
    QProcessEnvironment m_env;
    int m_timeoutMs = 120000;
};

// The CLI's --json output; a non-JSON answer aborts the test with what was printed.
inline nlohmann::json parseCliJson(const QByteArray& out)
{
    nlohmann::json j = nlohmann::json::parse(out.toStdString(), nullptr, false);
    if (j.is_discarded())
        qFatal("not JSON: %s", out.constData());
    return j;
}

} // namespace qc::test
