#pragma once

#include "../model/Capabilities.h"
#include "../model/ClusterSnapshot.h"
#include "../model/HistorySeed.h"
#include "../model/JobSpec.h"
#include "../model/JobUpdate.h"
#include "../model/Result.h"
#include "MemberStatus.h"
#include "ReachCheck.h"

#include <QObject>
#include <QUrl>
#include <chrono>
#include <optional>
#include <qcoro/qcorotask.h>

namespace qc {

// Every scheduler QueueCast talks to, behind one interface. Coroutines take parameters by value:
// references would dangle across suspension.
class Backend : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    ~Backend() override = default;

    virtual QUrl url() const = 0;
    // A short human name: "Demo platform", "Slurm (REST) on host".
    virtual QString displayName() const = 0;
    virtual Capabilities capabilities() const = 0;
    // What may be done to all of these jobs at once. A backend fronting several clusters judges each job by its
    // own cluster's rights; everyone else has one set of rights.
    virtual Capabilities capabilitiesFor(const QList<QString>& jobIds) const
    {
        Q_UNUSED(jobIds)
        return capabilities();
    }

    virtual QCoro::Task<Result<ClusterSnapshot>> fetchSnapshot() = 0;
    // Whether checkReachable() is cheaper than a snapshot. A connection test uses it when it is: a test that reads
    // a big queue whole says "no answer" about a server that answers at once.
    virtual bool hasReachCheck() const { return false; }
    // One small request that proves the backend answers and accepts us; Unsupported unless hasReachCheck().
    virtual QCoro::Task<Result<ReachCheck>> checkReachable();
    // Returns the new job id.
    virtual QCoro::Task<Result<QString>> submit(JobSpec spec) = 0;
    // The exact request submit(spec) sends, for the submit dialog's preview and `submit --dry-run`: REST's
    // method, path and body; the command line backends' environment, sbatch arguments and script; the demo's
    // JSON. Secrets are the caller's to mask first (SubmitPreview::masked).
    virtual QString previewSubmit(JobSpec spec) const;
    // REST's request (method, path and body); empty when the backend has no HTTP request of its own.
    virtual QString submitRequestPreview(const JobSpec& spec) const
    {
        Q_UNUSED(spec)
        return {};
    }

    // The backend's own past to seed a new history store with; nullopt when it has none (a real cluster's
    // past comes from accounting: AccountingImport).
    virtual QCoro::Task<std::optional<HistorySeed>> historySeed();
    // How often a watcher should refresh: a simulation changes every few seconds, a real cluster is asked less
    // often so its controller is not loaded by every open window.
    virtual std::chrono::milliseconds pollIntervalHint() const { return std::chrono::seconds(15); }
    // For a backend that fronts several clusters, how each answered its last refresh; empty otherwise.
    virtual QList<MemberStatus> memberStatus() const { return {}; }
    virtual QCoro::Task<VoidResult> update(QString jobId, JobUpdate change) = 0;
    virtual QCoro::Task<VoidResult> cancel(QString jobId) = 0;
    // Cancels the job only while it is still pending. One that started meanwhile keeps running and the answer is
    // an InvalidRequest error saying so: a resubmission must never kill a job that just got its GPUs.
    virtual QCoro::Task<VoidResult> cancelIfPending(QString jobId) = 0;
    virtual QCoro::Task<VoidResult> requeue(QString jobId) = 0;

Q_SIGNALS:
    // Part of a long read arrived (the job list of a big queue over REST takes minutes): `bytes` of `total`
    // (-1: not announced), `jobs` counted in it so far. For the status bar; backends that read fast never emit.
    void readProgress(qint64 bytes, qint64 total, qint64 jobs);
};

} // namespace qc
