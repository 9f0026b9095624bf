#include "KeychainStore.h"

#ifdef QC_HAVE_KEYCHAIN
#include <qcoro/qcorosignal.h>
#include <qt6keychain/keychain.h>
#endif

namespace qc {

bool KeychainStore::keychainAvailable()
{
#ifdef QC_HAVE_KEYCHAIN
    return true;
#else
    return false;
#endif
}

BackendError KeychainStore::noKeychain()
{
    return BackendError::make(
        BackendError::Kind::Unsupported,
        tr("This build of QueueCast has no keychain support: set the token in the SLURM_JWT environment variable"));
}

#ifdef QC_HAVE_KEYCHAIN
namespace {
BackendError keychainTimeout()
{
    return BackendError::make(
        BackendError::Kind::Unsupported,
        QCoreApplication::translate("KeychainStore", "The keychain did not answer within 30 seconds"));
}

BackendError keychainError(QKeychain::Job* job)
{
    const bool missing = job->error() == QKeychain::EntryNotFound;
    return BackendError::make(
        missing ? BackendError::Kind::NotFound : BackendError::Kind::Unsupported,
        missing ? QCoreApplication::translate("KeychainStore", "No Slurm token stored in the keychain for %1")
                      .arg(job->key())
                : QCoreApplication::translate("KeychainStore", "The keychain could not be used"),
        job->errorString());
}

// Runs a keychain job for `key` to completion without blocking. The job has no parent and is deleted only once it
// has finished: Debian 12's qtkeychain (0.13) calls back from libsecret into a job deleted while its call ran
// (qtkeychain issue 261, fixed upstream in 2025), which a keychain slower than our 30 s (an unlock prompt left open)
// or a store destroyed mid-job would have triggered. After a timeout the job deletes itself when it finishes; after
// a finish it is deleted later, so the caller may still read its result right after the await.
QCoro::Task<BackendError> runJob(QKeychain::Job* job, QString key)
{
    job->setAutoDelete(false);
    job->setKey(key);
    // Listen before starting: a keychain that is unavailable can finish inside start().
    auto finished = qCoro(job, &QKeychain::Job::finished, std::chrono::seconds(30));
    job->start();
    const auto done = co_await std::move(finished);
    if (!done.has_value()) {
        QObject::connect(job, &QKeychain::Job::finished, job, &QObject::deleteLater);
        co_return keychainTimeout();
    }
    job->deleteLater();
    if (job->error() != QKeychain::NoError)
        co_return keychainError(job);
    co_return BackendError {};
}
} // namespace
#endif

QCoro::Task<Result<QString>> KeychainStore::read(QString key)
{
#ifdef QC_HAVE_KEYCHAIN
    auto* job = new QKeychain::ReadPasswordJob(service(), nullptr);
    auto run = runJob(job, key);
    const BackendError error = co_await run;
    if (error.isError())
        co_return error;
    co_return job->textData();
#else
    Q_UNUSED(key)
    co_return noKeychain();
#endif
}

QCoro::Task<VoidResult> KeychainStore::write(QString key, QString token)
{
#ifdef QC_HAVE_KEYCHAIN
    auto* job = new QKeychain::WritePasswordJob(service(), nullptr);
    job->setTextData(token);
    auto run = runJob(job, key);
    const BackendError error = co_await run;
    if (error.isError())
        co_return error;
    co_return Done {};
#else
    Q_UNUSED(key)
    Q_UNUSED(token)
    co_return noKeychain();
#endif
}

QCoro::Task<VoidResult> KeychainStore::remove(QString key)
{
#ifdef QC_HAVE_KEYCHAIN
    auto* job = new QKeychain::DeletePasswordJob(service(), nullptr);
    auto run = runJob(job, key);
    const BackendError error = co_await run;
    if (error.isError())
        co_return error;
    co_return Done {};
#else
    Q_UNUSED(key)
    co_return noKeychain();
#endif
}

} // namespace qc
