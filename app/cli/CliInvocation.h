#pragma once

#include "../backends/Backend.h"
#include "../model/FinishedJob.h"
#include "../model/Result.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string_view>

class QCommandLineOption;
class QCommandLineParser;

namespace qc {

class CliOptions;

// What a command gets from CliApp: the output streams, the parsed options, its own arguments and the backend
// URL, and the ways every command reports (errors with their exit codes, JSON, times).
class CliInvocation
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    CliInvocation(QStringList arguments, QTextStream& out, QTextStream& err);

    QTextStream& out;
    QTextStream& err;
    // The whole command line, program name first (for commands that parse their own options).
    const QStringList arguments;
    // Set by CliApp once it has parsed the command line.
    const QCommandLineParser* parser = nullptr;
    const CliOptions* options = nullptr;
    // The arguments after the command's name, e.g. the job id.
    QStringList operands;
    QString backendUrl;
    bool json = false;

    bool isSet(const QCommandLineOption& option) const;
    QString value(const QCommandLineOption& option) const;
    QStringList values(const QCommandLineOption& option) const;

    // The backend the URL names, or the error already reported (then `code` holds the exit code).
    std::shared_ptr<Backend> connect(int& code);
    // Reports an error from a backend (also as JSON with --json); returns its exit code.
    int fail(const BackendError& error);
    // Reports a mistake on the command line; returns CliApp::Usage.
    int usageError(const QString& message);
    // "unexpected argument" unless the command got exactly `count` operands.
    bool expectOperands(qsizetype count, int& code);

    void printJson(const nlohmann::json& j);
    // UTF-8 text to `out` as it is: straight to its device when it has one (stdout), which spares converting
    // ~90 MB of status --json to UTF-16 and back at 100,000 jobs.
    void writeUtf8(std::string_view text);
    static QString timeText(const QDateTime& t);
    // The past that teaches forecasts and windows: the backend's own (the demo platform, also inside a composite),
    // otherwise the history database the GUI keeps for this cluster, the last four weeks.
    static QList<FinishedJob> pastJobs(Backend& backend, const QDateTime& at);
};

} // namespace qc
