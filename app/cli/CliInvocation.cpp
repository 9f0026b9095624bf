#include "CliInvocation.h"

#include "../backends/BackendFactory.h"
#include "../history/HistoryLocation.h"
#include "../history/HistoryStore.h"
#include "../model/JsonCodec.h"
#include "CliApp.h"

#include <QCommandLineParser>
#include <QFile>
#include <QHash>
#include <qcoro/qcorotask.h>

namespace qc {

using nlohmann::json;

CliInvocation::CliInvocation(QStringList arguments_, QTextStream& out_, QTextStream& err_)
    : out(out_)
    , err(err_)
    , arguments(std::move(arguments_))
{
}

bool CliInvocation::isSet(const QCommandLineOption& option) const
{
    return parser->isSet(option);
}

QString CliInvocation::value(const QCommandLineOption& option) const
{
    return parser->value(option);
}

QStringList CliInvocation::values(const QCommandLineOption& option) const
{
    return parser->values(option);
}

std::shared_ptr<Backend> CliInvocation::connect(int& code)
{
    auto backend = BackendFactory::create(backendUrl);
    if (!backend.ok()) {
        code = fail(backend.error());
        return {};
    }
    return backend.value();
}

int CliInvocation::fail(const BackendError& error)
{
    err << tr("queuecast-cli: error: %1").arg(error.toString()) << '\n';
    if (json) {
        printJson(nlohmann::json { { "error",
                                     { { "kind", codec::utf8(error.kindName()) },
                                       { "message", codec::utf8(error.message) },
                                       { "detail", codec::utf8(error.detail) } } } });
    }
    out.flush();
    err.flush();
    return CliApp::exitCodeFor(error);
}

int CliInvocation::usageError(const QString& message)
{
    err << tr("queuecast-cli: %1").arg(message) << '\n'
        << tr("Try 'queuecast-cli --help' for more information.") << '\n';
    err.flush();
    return CliApp::Usage;
}

bool CliInvocation::expectOperands(qsizetype count, int& code)
{
    if (operands.size() == count)
        return true;
    code = usageError(tr("unexpected argument \"%1\"").arg(operands.value(count)));
    return false;
}

void CliInvocation::printJson(const nlohmann::json& j)
{
    out << QString::fromStdString(j.dump(2)) << '\n';
}

QString CliInvocation::timeText(const QDateTime& t)
{
    if (!t.isValid())
        return QStringLiteral("-");
    // One conversion per minute shown: a big queue's jobs share a few hundred submit minutes, and each local-time
    // conversion asks the C library's locked time zone.
    thread_local QHash<qint64, QString> byMinute;
    const qint64 secs = t.toSecsSinceEpoch();
    const qint64 minute = secs >= 0 ? secs / 60 : (secs - 59) / 60;
    if (auto it = byMinute.constFind(minute); it != byMinute.constEnd())
        return *it;
    if (byMinute.size() > 4096)
        byMinute.clear();
    return *byMinute.insert(minute, t.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
}

void CliInvocation::writeUtf8(std::string_view text)
{
    if (QIODevice* device = out.device(); device && out.encoding() == QStringConverter::Utf8) {
        out.flush();
        device->write(text.data(), qint64(text.size()));
        return;
    }
    out << QString::fromUtf8(text.data(), qsizetype(text.size()));
}

QList<FinishedJob> CliInvocation::pastJobs(Backend& backend, const QDateTime& at)
{
    if (const std::optional<HistorySeed> seed = QCoro::waitFor(backend.historySeed()))
        return seed->jobs;
    // Same database name as the GUI's for this cluster profile.
    const QString path = HistoryLocation::databasePath(backend.url());
    if (!QFile::exists(path))
        return {};
    HistoryStore store(path);
    if (!store.open().ok())
        return {};
    auto jobs = store.jobs(at.addDays(-28), {});
    return jobs.ok() ? jobs.value() : QList<FinishedJob> {};
}

} // namespace qc
