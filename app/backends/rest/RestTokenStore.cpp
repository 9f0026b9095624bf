#include "RestTokenStore.h"

#ifdef QC_HAVE_KEYCHAIN
#include <qcoro/qcorosignal.h>
#include <qt6keychain/keychain.h>
#endif

namespace qc::rest {

bool RestTokenStore::keychainAvailable()
{
#ifdef QC_HAVE_KEYCHAIN
    return true;
#else
    return false;
#endif
}

QString RestTokenStore::keyFor(const QString& user, const QString& host, int port)
{
    return QStringLiteral("slurm-rest:%1@%2:%3").arg(user, host).arg(port);
}

BackendError RestTokenStore::noKeychain()
{
    return BackendError::make(
        BackendError::Kind::Unsupported,
        tr("This build of QueueCast has no keychain support: set the token in the SLURM_JWT environment variable"));
}

#ifdef QC_HAVE_KEYCHAIN
namespace {
// Runs a keychain job to completion without blocking; the job deletes itself afterwards.
template<typename JobType> QCoro::Task<bool> runJob(JobType* job)
{
    job->setAutoDelete(false);
    // Listen before starting: a keychain that is unavailable can finish inside start().
    auto finished = qCoro(static_cast<QKeychain::Job*>(job), &QKeychain::Job::finished, std::chrono::seconds(30));
    job->start();
    const auto done = co_await std::move(finished);
    co_return done.has_value();
}

BackendError keychainTimeout()
{
    return BackendError::make(
        BackendError::Kind::Unsupported,
        QCoreApplication::translate("RestTokenStore", "The keychain did not answer within 30 seconds"));
}

BackendError keychainError(QKeychain::Job* job)
{
    const bool missing = job->error() == QKeychain::EntryNotFound;
    return BackendError::make(
        missing ? BackendError::Kind::NotFound : BackendError::Kind::Unsupported,
        missing ? QCoreApplication::translate("RestTokenStore", "No Slurm token stored in the keychain for %1")
                      .arg(job->key())
                : QCoreApplication::translate("RestTokenStore", "The keychain could not be used"),
        job->errorString());
}
} // namespace
#endif

QCoro::Task<Result<QString>> RestTokenStore::read(QString key)
{
#ifdef QC_HAVE_KEYCHAIN
    auto* job = new QKeychain::ReadPasswordJob(service(), this);
    job->setKey(key);
    const bool finished = co_await runJob(job);
    job->deleteLater();
    if (!finished)
        co_return keychainTimeout();
    if (job->error() != QKeychain::NoError)
        co_return keychainError(job);
    co_return job->textData();
#else
    Q_UNUSED(key)
    co_return noKeychain();
#endif
}

QCoro::Task<VoidResult> RestTokenStore::write(QString key, QString token)
{
#ifdef QC_HAVE_KEYCHAIN
    auto* job = new QKeychain::WritePasswordJob(service(), this);
    job->setKey(key);
    job->setTextData(token);
    const bool finished = co_await runJob(job);
    job->deleteLater();
    if (!finished)
        co_return keychainTimeout();
    if (job->error() != QKeychain::NoError)
        co_return keychainError(job);
    co_return Done {};
#else
    Q_UNUSED(key)
    Q_UNUSED(token)
    co_return noKeychain();
#endif
}

QCoro::Task<VoidResult> RestTokenStore::remove(QString key)
{
#ifdef QC_HAVE_KEYCHAIN
    auto* job = new QKeychain::DeletePasswordJob(service(), this);
    job->setKey(key);
    const bool finished = co_await runJob(job);
    job->deleteLater();
    if (!finished)
        co_return keychainTimeout();
    if (job->error() != QKeychain::NoError)
        co_return keychainError(job);
    co_return Done {};
#else
    Q_UNUSED(key)
    co_return noKeychain();
#endif
}

} // namespace qc::rest
