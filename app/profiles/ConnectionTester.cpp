#include "ConnectionTester.h"

#include "../model/BackgroundPool.h"
#include "../model/NextEventLoopTurn.h"
#include "ProfileBackendBuilder.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QtConcurrent/QtConcurrentRun>
#include <qcoro/qcorofuture.h>
#include <qcoro/qcorosignal.h>

namespace qc {

QCoro::Task<ConnectionDiagnosis> ConnectionTester::test(ClusterProfile profile, QString token,
                                                        std::chrono::milliseconds timeout)
{
    // Taken before the first co_await: the dialog that owns this tester may close while it is suspended.
    QPointer<ConnectionTester> self(this);
    const auto backend = ProfileBackendBuilder::build(profile, token);
    if (!backend.ok())
        co_return ConnectionDiagnosis::fromError(backend.error(), profile.kind);
    // A program that is not installed takes QProcess (through QCoro 0.8) its whole start timeout to report:
    // look for it first, off the UI thread.
    const QString program = profile.kind == ClusterProfile::Kind::SlurmSsh ? QStringLiteral("ssh")
        : profile.kind == ClusterProfile::Kind::SlurmLocal                 ? QStringLiteral("squeue")
                                                                           : QString();
    if (!program.isEmpty()) {
        auto lookup
            = QtConcurrent::run(backgroundPool(), [program] { return QStandardPaths::findExecutable(program); });
        const QString found = co_await lookup;
        // A lookup that ended before it was awaited would go on at once and start a command inside this call;
        // whoever owns the tester gets its turn first, so a tester deleted right after test() returns never does.
        co_await NextEventLoopTurn {};
        if (!self)
            co_return abandoned(profile.kind);
        if (found.isEmpty())
            co_return ConnectionDiagnosis::fromError(
                BackendError::make(BackendError::Kind::Unsupported,
                                   tr("%1 is not installed or not on PATH").arg(program),
                                   QStringLiteral("%1: command not found").arg(program)),
                profile.kind);
    }
    auto task = test(backend.value(), profile.kind, timeout);
    auto diagnosis = co_await task;
    if (!self)
        co_return abandoned(profile.kind);
    if (diagnosis.ok() || m_lastError.kind != BackendError::Kind::Unreachable)
        co_return diagnosis;
    auto refined = refine(profile, diagnosis, m_lastError, timeout);
    auto result = co_await refined;
    co_return result;
}

ConnectionDiagnosis ConnectionTester::abandoned(ClusterProfile::Kind kind)
{
    return ConnectionDiagnosis::fromError(BackendError::make(BackendError::Kind::Internal,
                                                             tr("The connection test was closed before it finished."),
                                                             QStringLiteral("tester deleted")),
                                          kind);
}

QCoro::Task<ConnectionDiagnosis> ConnectionTester::refine(ClusterProfile profile, ConnectionDiagnosis d,
                                                          BackendError error, std::chrono::milliseconds timeout)
{
    QString host;
    int port = 0;
    if (profile.kind == ClusterProfile::Kind::SlurmRest) {
        const QUrl url(profile.backendUrl().value());
        host = url.host();
        port = url.port(6820);
    } else if (profile.kind == ClusterProfile::Kind::SlurmSsh) {
        // ssh's own words are not translated; it names the host and port it tried (after ~/.ssh/config).
        if (error.detail.contains(QLatin1String("Could not resolve hostname"))) {
            d.describe(ConnectionDiagnosis::Verdict::HostNotFound, profile.kind, error.message);
            co_return d;
        }
        static const QRegularExpression tried(QStringLiteral("connect to host (\\S+) port (\\d+):"));
        const auto m = tried.match(error.detail);
        if (m.hasMatch()) {
            host = m.captured(1);
            port = m.captured(2).toInt();
        }
    }
    if (host.isEmpty() || port <= 0)
        co_return d;
    auto probing = probe(host, port, std::min<std::chrono::milliseconds>(timeout, std::chrono::seconds(10)));
    const auto verdict = co_await probing;
    if (verdict)
        d.describe(*verdict, profile.kind, error.message);
    co_return d;
}

QCoro::Task<std::optional<ConnectionDiagnosis::Verdict>> ConnectionTester::probe(QString host, int port,
                                                                                 std::chrono::milliseconds timeout)
{
    using Verdict = ConnectionDiagnosis::Verdict;
    QPointer<ConnectionTester> self(this);
    ConnectionTesterWake wake;
    auto* socket = new QTcpSocket(&wake);
    connect(socket, &QTcpSocket::connected, &wake, &ConnectionTesterWake::woken);
    connect(socket, &QTcpSocket::errorOccurred, &wake, &ConnectionTesterWake::woken);
    auto finished = qCoro(&wake, &ConnectionTesterWake::woken, timeout); // listening before the attempt
    socket->connectToHost(host, quint16(port));
    const auto done = co_await std::move(finished);
    if (!self)
        co_return std::nullopt;
    std::optional<Verdict> verdict;
    if (!done.has_value())
        verdict = Verdict::Timeout;
    else if (socket->state() != QAbstractSocket::ConnectedState) {
        switch (socket->error()) {
        case QAbstractSocket::HostNotFoundError:
            verdict = Verdict::HostNotFound;
            break;
        case QAbstractSocket::ConnectionRefusedError:
            verdict = Verdict::Refused;
            break;
        case QAbstractSocket::SocketTimeoutError:
            verdict = Verdict::Timeout;
            break;
        default:
            break;
        }
    }
    socket->abort();
    co_return verdict;
}

namespace {

// The task's result, or nullopt when it took longer than `timeout`. A backend task cannot be cancelled: on
// timeout it runs on unobserved, keeping `keepAlive` (its backend) until it ends.
template<typename T>
QCoro::Task<std::optional<T>> within(QCoro::Task<T> task, std::chrono::milliseconds timeout,
                                     std::shared_ptr<Backend> keepAlive)
{
    auto outcome = std::make_shared<std::optional<T>>();
    auto wake = std::make_unique<ConnectionTesterWake>();
    QCoro::connect(std::move(task), wake.get(), [outcome, keepAlive = std::move(keepAlive), w = wake.get()](T result) {
        *outcome = std::move(result);
        Q_EMIT w->woken();
    });
    if (!outcome->has_value()) {
        // Listen only now: a task that ended at once has already delivered its result above.
        auto wait = qCoro(wake.get(), &ConnectionTesterWake::woken, timeout);
        co_await std::move(wait);
    }
    co_return *outcome;
}

} // namespace

QCoro::Task<ConnectionDiagnosis> ConnectionTester::test(std::shared_ptr<Backend> backend, ClusterProfile::Kind kind,
                                                        std::chrono::milliseconds timeout)
{
    QElapsedTimer clock;
    clock.start();
    QPointer<ConnectionTester> self(this);
    if (backend->hasReachCheck()) {
        auto waiting = within(backend->checkReachable(), timeout, backend);
        const auto outcome = co_await std::move(waiting);
        if (!self)
            co_return abandoned(kind);
        auto d = diagnose(outcome, backend, kind, timeout);
        d.elapsedMs = clock.elapsed();
        co_return d;
    }
    auto waiting = within(backend->fetchSnapshot(), timeout, backend);
    const auto outcome = co_await std::move(waiting);
    if (!self)
        co_return abandoned(kind);
    auto d = diagnose(outcome, backend, kind, timeout);
    d.elapsedMs = clock.elapsed();
    co_return d;
}

ConnectionDiagnosis ConnectionTester::diagnose(const std::optional<Result<ClusterSnapshot>>& outcome,
                                               const std::shared_ptr<Backend>& backend, ClusterProfile::Kind kind,
                                               std::chrono::milliseconds timeout)
{
    m_lastError = {};
    if (!outcome.has_value())
        return ConnectionDiagnosis::timedOut(int(std::max<qint64>(1, timeout.count() / 1000)));
    const Result<ClusterSnapshot>& result = *outcome;
    m_lastError = result.ok() ? BackendError {} : result.error();
    if (!result.ok())
        return ConnectionDiagnosis::fromError(result.error(), kind);
    ConnectionDiagnosis d = ConnectionDiagnosis::fromError(BackendError {}, kind);
    const ClusterSnapshot& s = result.value();
    d.clusterName = s.clusterName;
    d.jobs = int(s.jobs.size());
    d.nodes = int(s.nodes.size());
    d.partitions = int(s.partitions.size());
    d.summary = tr("Connected to %1: %n job(s)", nullptr, d.jobs)
                    .arg(s.clusterName.isEmpty() ? backend->displayName() : s.clusterName);
    d.advice = tr("%n partition(s)", nullptr, d.partitions) + QStringLiteral(", ") + tr("%n node(s)", nullptr, d.nodes);
    return d;
}

ConnectionDiagnosis ConnectionTester::diagnose(const std::optional<Result<ReachCheck>>& outcome,
                                               const std::shared_ptr<Backend>& backend, ClusterProfile::Kind kind,
                                               std::chrono::milliseconds timeout)
{
    m_lastError = {};
    if (!outcome.has_value()) {
        // The cheap requests are a few KB: a server that cannot send them in time is down or overloaded, not busy
        // sending a big queue.
        ConnectionDiagnosis d = ConnectionDiagnosis::timedOut(int(std::max<qint64>(1, timeout.count() / 1000)));
        d.advice = tr("Not even slurmrestd's ping came back. The host may be down or behind a firewall, or slurmrestd "
                      "is overloaded; check the address and port.");
        return d;
    }
    const Result<ReachCheck>& result = *outcome;
    m_lastError = result.ok() ? BackendError {} : result.error();
    if (!result.ok())
        return ConnectionDiagnosis::fromError(result.error(), kind);
    ConnectionDiagnosis d = ConnectionDiagnosis::fromError(BackendError {}, kind);
    const ReachCheck& c = result.value();
    d.clusterName = c.clusterName;
    d.jobs = c.pendingJobs >= 0 && c.runningJobs >= 0 ? c.pendingJobs + c.runningJobs : 0;
    const QString name = c.clusterName.isEmpty() ? backend->displayName() : c.clusterName;
    d.summary = tr("Connected to %1: the controller answers in %2 ms").arg(name).arg(c.answerMs);
    QStringList facts;
    if (!c.serverVersion.isEmpty())
        facts << tr("Slurm %1").arg(c.serverVersion);
    if (!c.apiVersion.isEmpty())
        facts << tr("API %1").arg(c.apiVersion);
    if (c.pendingJobs >= 0)
        facts << tr("%n job(s) pending", nullptr, c.pendingJobs);
    if (c.runningJobs >= 0)
        facts << tr("%n running", nullptr, c.runningJobs);
    d.advice = facts.join(QStringLiteral(", "));
    return d;
}

} // namespace qc
