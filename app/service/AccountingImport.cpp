#include "AccountingImport.h"

#include "../backends/rest/RestEndpoint.h"
#include "../backends/rest/SlurmRestBackend.h"
#include "../backends/slurm/CommandErrorMapper.h"
#include "../backends/slurm/SlurmRunnerFactory.h"
#include "../history/SacctImport.h"
#include "../model/BackgroundPool.h"
#include "ImportedJobsWriter.h"
#include "model/TimeZones.h"

#include <QRegularExpression>
#include <QtConcurrent/QtConcurrentRun>
#include <qcoro/qcorofuture.h>

namespace qc {

namespace {

using namespace Qt::StringLiterals;

// sacct over months of a busy cluster takes longer than a squeue refresh.
constexpr int kSacctTimeoutMs = 120000;

bool has(const QString& text, QLatin1StringView needle)
{
    return text.contains(needle, Qt::CaseInsensitive);
}

} // namespace

BackendError AccountingImport::supportFor(const QUrl& backendUrl)
{
    const QString scheme = backendUrl.scheme().toLower();
    if (scheme == u"slurm"_s || scheme == u"slurm+ssh"_s) {
        const auto runner = SlurmRunnerFactory::create(backendUrl);
        return runner.ok() ? BackendError {} : runner.error();
    }
    if (scheme == u"demo"_s)
        return BackendError::make(BackendError::Kind::Unsupported,
                                  tr("The demo platform comes with its own simulated past; there is no accounting "
                                     "to import"));
    if (scheme == u"slurm+rest"_s) {
        const auto endpoint = rest::RestEndpoint::fromUrl(backendUrl);
        return endpoint.ok() ? BackendError {} : endpoint.error();
    }
    return BackendError::make(BackendError::Kind::Unsupported,
                              tr("Accounting can be imported only from one Slurm cluster reached with slurm:// or "
                                 "slurm+ssh://"),
                              backendUrl.toString());
}

BackendError AccountingImport::sacctFailure(const slurm::CommandResult& result, bool remote, const QString& where)
{
    using Kind = BackendError::Kind;
    if (result.ok())
        return {};
    const QString err = QString::fromUtf8(result.err).trimmed();
    if (!remote && !result.started)
        return BackendError::make(Kind::Unsupported,
                                  tr("sacct is not installed here: Slurm's accounting commands are needed to import "
                                     "past jobs"),
                                  result.errorString);
    // A failing ssh is the transport's story, told by the common mapper.
    if ((remote && (!result.started || result.exitCode == 255)) || result.outputTooLarge)
        return slurm::CommandErrorMapper::map(result, remote, where, u"sacct"_s);
    if (result.timedOut)
        return BackendError::make(Kind::Unreachable,
                                  tr("sacct did not answer in time on %1; try a later start date").arg(where), err);
    if (result.exitCode == 127 || has(err, "command not found"_L1) || has(err, "failed to execute sacct"_L1))
        return BackendError::make(Kind::Unsupported,
                                  tr("sacct is not available on %1: Slurm's accounting commands are needed to import "
                                     "past jobs")
                                      .arg(where),
                                  err);
    if (has(err, "Could not establish a configuration source"_L1) || has(err, "Unable to process configuration"_L1))
        return BackendError::make(
            Kind::Unreachable,
            tr("sacct found no usable Slurm configuration on %1 (slurm.conf or SLURM_CONF)").arg(where), err);
    if (has(err, "accounting storage is disabled"_L1))
        return BackendError::make(Kind::Unsupported,
                                  tr("Slurm accounting is disabled on this cluster (no slurmdbd), so it keeps no past "
                                     "jobs to import"),
                                  err);
    if (has(err, "Problem talking to the database"_L1) || has(err, "persistent connection"_L1)
        || has(err, "PersistInit"_L1) || has(err, "slurmdbd"_L1))
        return BackendError::make(
            Kind::Unreachable, tr("The Slurm accounting database (slurmdbd) is not answering on %1").arg(where), err);
    return slurm::CommandErrorMapper::map(result, remote, where, u"sacct"_s);
}

QDateTime AccountingImport::parseSince(const QString& input, const QDateTime& now)
{
    const QString text = input.trimmed();
    QDateTime since;
    static const QRegularExpression relative(u"^now-(\\d{1,6})(days|day|d|hours|hour|h|minutes|minute|min|m)?$"_s,
                                             QRegularExpression::CaseInsensitiveOption);
    if (const QDate date = QDate::fromString(text, Qt::ISODate); date.isValid() && text.size() == 10) {
        since = QDateTime(date, QTime(0, 0), qc::localZone());
    } else if (const auto m = relative.match(text); m.hasMatch()) {
        const qint64 n = m.captured(1).toLongLong();
        const QString unit = m.captured(2).toLower();
        const qint64 scale = unit.startsWith(u'h') ? 3600 : unit.startsWith(u'm') ? 60 : 86400;
        since = now.addSecs(-n * scale);
    } else if (text.contains(u'T')) {
        since = QDateTime::fromString(text, Qt::ISODate);
    }
    if (!since.isValid() || since >= now)
        return {};
    return since;
}

QCoro::Task<Result<AccountingImportResult>> AccountingImport::run(QUrl backendUrl, QDateTime since,
                                                                  QString databasePath)
{
    const BackendError unsupported = supportFor(backendUrl);
    if (unsupported.isError())
        co_return Result<AccountingImportResult>(unsupported);
    if (backendUrl.scheme().toLower() == u"slurm+rest"_s) {
        // slurmdbd's jobs over slurmrestd, with the backend's own token and version detection.
        if (!since.isValid())
            co_return Result<AccountingImportResult>(
                BackendError::make(BackendError::Kind::InvalidRequest, tr("The import needs a start date")));
        auto backend = rest::SlurmRestBackend::create(backendUrl);
        if (!backend.ok())
            co_return Result<AccountingImportResult>(backend.error());
        auto* rest = static_cast<rest::SlurmRestBackend*>(backend.value().get());
        auto fetch = rest->fetchFinishedJobs(since);
        auto report = co_await fetch;
        if (!report.ok())
            co_return Result<AccountingImportResult>(report.error());
        auto future = QtConcurrent::run(backgroundPool(), [r = std::move(report).value(), databasePath]() mutable {
            return ImportedJobsWriter::write(std::move(r), databasePath);
        });
        Result<AccountingImportResult> result = co_await future;
        if (result.ok())
            result.value().where = backendUrl.host();
        co_return result;
    }
    auto runner = SlurmRunnerFactory::create(backendUrl, kSacctTimeoutMs);
    if (!runner.ok())
        co_return Result<AccountingImportResult>(runner.error());
    auto task = run(runner.value(), since, databasePath);
    auto result = co_await task;
    co_return result;
}

QCoro::Task<Result<AccountingImportResult>> AccountingImport::run(std::shared_ptr<slurm::CommandRunner> runner,
                                                                  QDateTime since, QString databasePath)
{
    if (!runner)
        co_return Result<AccountingImportResult>(
            BackendError::make(BackendError::Kind::Internal, tr("No way to run Slurm commands")));
    if (!since.isValid())
        co_return Result<AccountingImportResult>(
            BackendError::make(BackendError::Kind::InvalidRequest, tr("The import needs a start date")));
    const QString where = runner->where();
    auto sacct = runner->run(u"sacct"_s, SacctImport::arguments(since), {}, slurm::CommandRunner::readEnvironment());
    const slurm::CommandResult output = co_await sacct;
    const BackendError failure = sacctFailure(output, runner->isRemote(), where);
    if (failure.isError())
        co_return Result<AccountingImportResult>(failure);
    auto future = QtConcurrent::run(backgroundPool(), [out = output.out, databasePath] {
        return ImportedJobsWriter::write(SacctImport::parse(QString::fromUtf8(out)), databasePath);
    });
    Result<AccountingImportResult> result = co_await future;
    if (result.ok())
        result.value().where = where;
    co_return result;
}

} // namespace qc
