#pragma once

#include "CliCommand.h"

#include <QStringList>
#include <QTextStream>

namespace qc {

// A command with options of its own (evaluate-forecast, export-trace): it parses the whole command line itself,
// so CliApp only names it in the help and hands it the arguments.
class TraceCommand final : public CliCommand
{
public:
    using Runner = int (*)(const QStringList& arguments, QTextStream& out, QTextStream& err);

    TraceCommand(QString name, QString synopsis, QString summary, Runner runner)
        : m_name(std::move(name))
        , m_synopsis(std::move(synopsis))
        , m_summary(std::move(summary))
        , m_runner(runner)
    {
    }
    QString name() const override { return m_name; }
    QString synopsis() const override { return m_synopsis; }
    QString summary() const override { return m_summary; }
    bool parsesOwnOptions() const override { return true; }
    int run(CliInvocation& call) override;

private:
    const QString m_name;
    const QString m_synopsis;
    const QString m_summary;
    const Runner m_runner;
};

} // namespace qc
