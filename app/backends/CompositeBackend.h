#pragma once

#include "Backend.h"

#include <QDateTime>
#include <memory>

namespace qc {

// Several clusters as one backend, each a region family. Names that only mean something inside one cluster get
// its profile as prefix: partitions, nodes, licenses, QOS and accounts "<profile>/name", job ids "<profile>:id".
// Actions go to the owning member with the prefixes taken off.
//
// A failing member does not fail the whole: the snapshot keeps that member's last good part, memberStatus() says
// which member is stale and why, displayName() names it (so every status line shows it), and memberStatusChanged
// fires. Only when no member has ever answered does fetchSnapshot fail.
class CompositeBackend final : public Backend
{
    Q_OBJECT
public:
    struct Member
    {
        QString profile;
        std::shared_ptr<Backend> backend;
    };
    using MemberStatus = qc::MemberStatus;

    explicit CompositeBackend(QList<Member> members, QObject* parent = nullptr);

    QUrl url() const override { return m_url; }
    QString displayName() const override;
    // What every member allows: the UI shows one set of actions. Each member still judges its own jobs.
    Capabilities capabilities() const override;
    Capabilities capabilitiesOf(const QString& jobId) const;
    Capabilities capabilitiesFor(const QList<QString>& jobIds) const override;

    QCoro::Task<Result<ClusterSnapshot>> fetchSnapshot() override;
    QCoro::Task<Result<QString>> submit(JobSpec spec) override;
    QString submitRequestPreview(const JobSpec& spec) const override;
    // The owning member's request, for the job in that member's names.
    QString previewSubmit(JobSpec spec) const override;
    // The fastest member's.
    std::chrono::milliseconds pollIntervalHint() const override;
    // Every member's past that has one, in the composite's names.
    QCoro::Task<std::optional<HistorySeed>> historySeed() override;
    QCoro::Task<VoidResult> update(QString jobId, JobUpdate change) override;
    QCoro::Task<VoidResult> cancel(QString jobId) override;
    QCoro::Task<VoidResult> cancelIfPending(QString jobId) override;
    QCoro::Task<VoidResult> requeue(QString jobId) override;

    QList<MemberStatus> memberStatus() const override;
    QStringList staleProfiles() const;
    const QList<Member>& members() const { return m_members; }

    // "<profile>:<id>" -> (member index, id), or an error naming the unknown profile.
    struct Route
    {
        int member = -1;
        QString local;
    };
    Result<Route> routeJob(const QString& jobId) const;
    Result<Route> routeName(const QString& name) const;

Q_SIGNALS:
    void memberStatusChanged();

private:
    struct State
    {
        ClusterSnapshot last;
        MemberStatus status;
    };
    ClusterSnapshot merged() const;
    Result<QString> stripName(int member, const QString& name) const;
    // The member a new job goes to and the job in that member's own names.
    Result<std::pair<int, JobSpec>> localSpec(JobSpec spec) const;
    // "afterok:north:1:north:2" -> "afterok:1:2" for member "north"; an error for another cluster's job.
    Result<QString> localDependency(int member, const QString& dependency) const;
    // A job action that needs nothing but the id, done by the member that owns the job.
    using JobAction = QCoro::Task<VoidResult> (Backend::*)(QString);
    QCoro::Task<VoidResult> onOwner(QString jobId, JobAction action);
    // A member's error about one of its jobs, with the job named by the composite's id.
    static VoidResult inOurNames(const VoidResult& result, const QString& localId, const QString& jobId);

    QList<Member> m_members;
    QList<State> m_states;
    QUrl m_url;
};

} // namespace qc
