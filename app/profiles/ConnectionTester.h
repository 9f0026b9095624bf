#pragma once

#include "../backends/Backend.h"
#include "ConnectionDiagnosis.h"

#include <QObject>
#include <QPointer>
#include <chrono>
#include <memory>
#include <optional>

namespace qc {

// What a test coroutine waits on. It lives in the coroutine's frame, not in the tester: a tester deleted while
// a test waits (the dialog closed) must not leave the wait without anyone to end it.
class ConnectionTesterWake : public QObject
{
    Q_OBJECT
Q_SIGNALS:
    void woken();
};

// Builds a profile's backend, asks it for its cheap reachability check (REST: ping and diag) or else one
// snapshot, within a time limit, and says what went wrong.
class ConnectionTester : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // token: a slurmrestd token typed but not saved yet; empty: the stored one.
    QCoro::Task<ConnectionDiagnosis> test(ClusterProfile profile, QString token = {},
                                          std::chrono::milliseconds timeout = std::chrono::seconds(20));
    // The same for a backend already built (the profile kind picks the words).
    QCoro::Task<ConnectionDiagnosis> test(std::shared_ptr<Backend> backend, ClusterProfile::Kind kind,
                                          std::chrono::milliseconds timeout);

private:
    // Transport failures arrive as text that Qt and the C library translate: a plain TCP connection to the same
    // host and port tells DNS failure, refusal and timeout apart in any language. Empty: the port answers.
    QCoro::Task<std::optional<ConnectionDiagnosis::Verdict>> probe(QString host, int port,
                                                                   std::chrono::milliseconds timeout);
    QCoro::Task<ConnectionDiagnosis> refine(ClusterProfile profile, ConnectionDiagnosis d, BackendError error,
                                            std::chrono::milliseconds timeout);

    // What one answer (or its absence: a timeout) means; notes the error for refine().
    ConnectionDiagnosis diagnose(const std::optional<Result<ClusterSnapshot>>& outcome,
                                 const std::shared_ptr<Backend>& backend, ClusterProfile::Kind kind,
                                 std::chrono::milliseconds timeout);
    ConnectionDiagnosis diagnose(const std::optional<Result<ReachCheck>>& outcome,
                                 const std::shared_ptr<Backend>& backend, ClusterProfile::Kind kind,
                                 std::chrono::milliseconds timeout);

    // What test() answers when its tester was deleted while it waited: nothing more is tried.
    static ConnectionDiagnosis abandoned(ClusterProfile::Kind kind);

    BackendError m_lastError; // of the last fetch, for refine()
};

} // namespace qc
