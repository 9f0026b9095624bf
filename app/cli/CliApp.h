#pragma once

#include "../backends/Backend.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace qc {

struct JobShape;

// queuecast-cli: the same core as the GUI, for scripts and terminals.
class CliApp
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    enum ExitCode {
        Ok = 0,
        BackendFailure = 1,
        Usage = 2,
        BadBackendUrl = 3,
        Unreachable = 4,
        Rejected = 5,
    };

    CliApp(QTextStream& out, QTextStream& err);
    // Runs one command; arguments include the program name. Blocks on a local event loop.
    int run(const QStringList& arguments);

    static int exitCodeFor(const BackendError& error);

private:
    int fail(const BackendError& error);
    int usageError(const QString& message);
    int status(Backend& backend, bool mineOnly, bool json);
    int regions(Backend& backend, bool json);
    int submit(Backend& backend, const JobSpec& spec, bool json);
    int update(Backend& backend, const QString& id, const JobUpdate& change, bool json);
    int cancel(Backend& backend, const QString& id, bool requeue, bool json);
    int recommend(Backend& backend, const JobShape& shape, bool json);
    int importHistory(const QUrl& url, const QDateTime& since, bool json);

    QTextStream& m_out;
    QTextStream& m_err;
    bool m_json = false;
};

} // namespace qc
