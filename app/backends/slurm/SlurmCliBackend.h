#pragma once

#include "../Backend.h"
#include "CommandRunner.h"

#include <QDateTime>
#include <QMutex>
#include <memory>

namespace qc::slurm {

// slurm:// (commands on this machine) and slurm+ssh://[user@]host[:port][?ssh_config=PATH] (commands on a
// login node through OpenSSH). Jobs come from `squeue -O` with nonce-guarded layouts, never `--json`: the fields
// the scheduler changes on every refresh, the fields fixed at submission once and then only for new jobs and a
// resync a minute (SqueueFormat). Records unchanged since the previous refresh are not parsed again.
class SlurmCliBackend final : public Backend
{
    Q_OBJECT
public:
    static Result<std::shared_ptr<Backend>> create(const QUrl& url);
    SlurmCliBackend(QUrl url, std::shared_ptr<CommandRunner> runner);

    QUrl url() const override { return m_url; }
    QString displayName() const override;
    Capabilities capabilities() const override;

    QCoro::Task<Result<ClusterSnapshot>> fetchSnapshot() override;
    QCoro::Task<Result<QString>> submit(JobSpec spec) override;
    // What submit() runs: the environment it sets, sbatch's arguments and the script on its stdin.
    QString previewSubmit(JobSpec spec) const override;
    QCoro::Task<VoidResult> update(QString jobId, JobUpdate change) override;
    QCoro::Task<VoidResult> cancel(QString jobId) override;
    QCoro::Task<VoidResult> cancelIfPending(QString jobId) override;
    QCoro::Task<VoidResult> requeue(QString jobId) override;

    // The next refresh reads and parses everything, as the first one did.
    void requestFullResync();
    // Keep the slow accounting facts and the operator level in the user's cache directory between runs
    // (SlurmFactsCache); create() does, so every `queuecast-cli status` need not wait for sacctmgr.
    void keepFactsBetweenRuns();

    // The sbatch argument list for a spec (exposed for tests); the script goes on stdin. `begin` is the begin time
    // as the login node reads it (beginText()); empty: this machine's local time, as the preview shows it.
    static Result<QStringList> sbatchArguments(const JobSpec& spec, bool isOperator, const QString& begin = {});

private:
    struct Shared;
    // Who we are and whether we are an operator; asked once per backend.
    static QCoro::Task<BackendError> ensureIdentity(std::shared_ptr<Shared> shared);
    // Accounting limits and configuration, re-read without making a refresh wait for them.
    static void readSlowInBackground(std::shared_ptr<Shared> shared, SlurmCliBackend* context);
    static QCoro::Task<VoidResult> runWrite(std::shared_ptr<Shared> shared, QString program, QStringList args);
    // A begin time the way the login node's sbatch and scontrol read it: its local time, or now+N as a fallback.
    static QCoro::Task<QString> beginText(std::shared_ptr<Shared> shared, QDateTime at);
    // The first state of the job (or of one of its array tasks) that is not `expected`; empty when all are.
    static QCoro::Task<Result<QString>> stateOtherThan(std::shared_ptr<Shared> shared, QString jobId, QString expected);

    std::shared_ptr<Shared> m_shared;
    QUrl m_url;
};

} // namespace qc::slurm
