#include "SlurmReasons.h"

#include "../model/ClusterSnapshot.h"

#include <QHash>

namespace qc {

namespace {
using Hint = SlurmReasons::LimitHint;

// Every string 22.05.8's job_reason_string() returns (checked against libslurmfull.so), plus the few
// later releases added, so a newer slurmctld does not fall through to "other".
const char* const kQuotaCodes[] = { "AssociationJobLimit",
                                    "AssociationResourceLimit",
                                    "AssociationTimeLimit",
                                    "QOSUsageThreshold",
                                    "QOSJobLimit",
                                    "QOSResourceLimit",
                                    "QOSTimeLimit",
                                    "QOSGrpCpuLimit",
                                    "QOSGrpCPUMinutesLimit",
                                    "QOSGrpCPURunMinutesLimit",
                                    "QOSGrpJobsLimit",
                                    "QOSGrpMemLimit",
                                    "QOSGrpNodeLimit",
                                    "QOSGrpSubmitJobsLimit",
                                    "QOSGrpWallLimit",
                                    "QOSMaxCpuPerUserLimit",
                                    "QOSMaxJobsPerUserLimit",
                                    "QOSMaxNodePerUserLimit",
                                    "QOSMaxSubmitJobPerUserLimit",
                                    "AssocGrpCpuLimit",
                                    "AssocGrpCPUMinutesLimit",
                                    "AssocGrpCPURunMinutesLimit",
                                    "AssocGrpJobsLimit",
                                    "AssocGrpMemLimit",
                                    "AssocGrpNodeLimit",
                                    "AssocGrpSubmitJobsLimit",
                                    "AssocGrpWallLimit",
                                    "AssocMaxJobsLimit",
                                    "AssocMaxSubmitJobLimit",
                                    "JobArrayTaskLimit",
                                    "AssocGrpUnknown",
                                    "AssocGrpUnknownMinutes",
                                    "AssocGrpUnknownRunMinutes",
                                    "AssocGrpMemMinutes",
                                    "AssocGrpMemRunMinutes",
                                    "AssocGrpNodeMinutes",
                                    "AssocGrpNodeRunMinutes",
                                    "AssocGrpEnergy",
                                    "AssocGrpEnergyMinutes",
                                    "AssocGrpEnergyRunMinutes",
                                    "AssocGrpGRES",
                                    "AssocGrpGRESMinutes",
                                    "AssocGrpGRESRunMinutes",
                                    "AssocGrpLicense",
                                    "AssocGrpLicenseMinutes",
                                    "AssocGrpLicenseRunMinutes",
                                    "AssocGrpBB",
                                    "AssocGrpBBMinutes",
                                    "AssocGrpBBRunMinutes",
                                    "AssocGrpBilling",
                                    "AssocGrpBillingMinutes",
                                    "AssocGrpBillingRunMinutes",
                                    "QOSGrpUnknown",
                                    "QOSGrpUnknownMinutes",
                                    "QOSGrpUnknownRunMinutes",
                                    "QOSMaxUnknownPerUser",
                                    "QOSGrpMemoryMinutes",
                                    "QOSGrpMemoryRunMinutes",
                                    "QOSMaxMemoryPerUser",
                                    "QOSGrpNodeMinutes",
                                    "QOSGrpNodeRunMinutes",
                                    "QOSGrpEnergy",
                                    "QOSGrpEnergyMinutes",
                                    "QOSGrpEnergyRunMinutes",
                                    "QOSMaxEnergyPerUser",
                                    "QOSGrpGRES",
                                    "QOSGrpGRESMinutes",
                                    "QOSGrpGRESRunMinutes",
                                    "QOSMaxGRESPerUser",
                                    "QOSGrpLicense",
                                    "QOSGrpLicenseMinutes",
                                    "QOSGrpLicenseRunMinutes",
                                    "QOSMaxLicensePerUser",
                                    "QOSGrpBB",
                                    "QOSGrpBBMinutes",
                                    "QOSGrpBBRunMinutes",
                                    "QOSMaxBBPerUser",
                                    "QOSGrpBilling",
                                    "QOSGrpBillingMinutes",
                                    "QOSGrpBillingRunMinutes",
                                    "QOSMaxBillingPerUser",
                                    "MaxBBPerAccount",
                                    "MaxCpuPerAccount",
                                    "MaxEnergyPerAccount",
                                    "MaxGRESPerAccount",
                                    "MaxNodePerAccount",
                                    "MaxLicensePerAccount",
                                    "MaxMemoryPerAccount",
                                    "MaxUnknownPerAccount",
                                    "MaxJobsPerAccount",
                                    "MaxSubmitJobsPerAccount",
                                    "MaxBillingPerAccount",
                                    "AccountingPolicy" };

// Limits on a single job's own size: the job exceeds them by itself, so waiting never helps.
const char* const kPerJobLimitCodes[] = { "QOSMaxCpuPerJobLimit",
                                          "QOSMaxCpuMinutesPerJobLimit",
                                          "QOSMaxNodePerJobLimit",
                                          "QOSMaxWallDurationPerJobLimit",
                                          "QOSMinCpuNotSatisfied",
                                          "AssocMaxCpuPerJobLimit",
                                          "AssocMaxCpuMinutesPerJobLimit",
                                          "AssocMaxNodePerJobLimit",
                                          "AssocMaxWallDurationPerJobLimit",
                                          "AssocMaxUnknownPerJob",
                                          "AssocMaxUnknownPerNode",
                                          "AssocMaxUnknownMinutesPerJob",
                                          "AssocMaxCpuPerNode",
                                          "AssocMaxMemPerJob",
                                          "AssocMaxMemPerNode",
                                          "AssocMaxMemMinutesPerJob",
                                          "AssocMaxNodeMinutesPerJob",
                                          "AssocMaxEnergyPerJob",
                                          "AssocMaxEnergyPerNode",
                                          "AssocMaxEnergyMinutesPerJob",
                                          "AssocMaxGRESPerJob",
                                          "AssocMaxGRESPerNode",
                                          "AssocMaxGRESMinutesPerJob",
                                          "AssocMaxLicensePerJob",
                                          "AssocMaxLicenseMinutesPerJob",
                                          "AssocMaxBBPerJob",
                                          "AssocMaxBBPerNode",
                                          "AssocMaxBBMinutesPerJob",
                                          "AssocMaxBillingPerJob",
                                          "AssocMaxBillingPerNode",
                                          "AssocMaxBillingMinutesPerJob",
                                          "QOSMaxUnknownPerJob",
                                          "QOSMaxUnknownPerNode",
                                          "QOSMaxUnknownMinutesPerJob",
                                          "QOSMinUnknown",
                                          "QOSMaxCpuPerNode",
                                          "QOSMaxMemoryPerJob",
                                          "QOSMaxMemoryPerNode",
                                          "QOSMaxMemoryMinutesPerJob",
                                          "QOSMinMemory",
                                          "QOSMaxNodeMinutesPerJob",
                                          "QOSMinNode",
                                          "QOSMaxEnergyPerJob",
                                          "QOSMaxEnergyPerNode",
                                          "QOSMaxEnergyMinutesPerJob",
                                          "QOSMinEnergy",
                                          "QOSMaxGRESPerJob",
                                          "QOSMaxGRESPerNode",
                                          "QOSMaxGRESMinutesPerJob",
                                          "QOSMinGRES",
                                          "QOSMaxLicensePerJob",
                                          "QOSMaxLicenseMinutesPerJob",
                                          "QOSMinLicense",
                                          "QOSMaxBBPerJob",
                                          "QOSMaxBBPerNode",
                                          "QOSMaxBBMinutesPerJob",
                                          "QOSMinBB",
                                          "QOSMaxBillingPerJob",
                                          "QOSMaxBillingPerNode",
                                          "QOSMaxBillingMinutesPerJob",
                                          "QOSMinBilling",
                                          "MaxMemPerLimit" };

struct Entry
{
    const char* code;
    Cause cause;
};
const Entry kOtherCodes[] = {
    { "None", Cause::Other }, // not yet looked at by the scheduler
    { "Priority", Cause::Priority },
    { "Resources", Cause::GpuShortage },
    { "Dependency", Cause::Dependency },
    { "DependencyNeverSatisfied", Cause::NeverRuns },
    { "BeginTime", Cause::BeginTime },
    { "JobHeldAdmin", Cause::Held },
    { "JobHeldUser", Cause::Held },
    { "JobHoldMaxRequeue", Cause::Held },
    { "Licenses", Cause::StorageIo },
    { "BurstBufferResources", Cause::StorageIo },
    { "BurstBufferStageIn", Cause::StorageIo },
    { "BurstBufferOperation", Cause::StorageIo },
    { "PartitionNodeLimit", Cause::NeverRuns }, // refined to unavailable when nodes are down
    { "PartitionTimeLimit", Cause::NeverRuns },
    { "PartitionDown", Cause::Unavailable },
    { "PartitionInactive", Cause::Unavailable },
    { "PartitionConfig", Cause::Unavailable },
    { "Reservation", Cause::Unavailable },
    { "ReservationDeleted", Cause::Unavailable },
    { "ReservationInvalid", Cause::Unavailable },
    { "ReqNodeNotAvail", Cause::Unavailable },
    { "FrontEndDown", Cause::Unavailable },
    { "NodeDown", Cause::Unavailable },
    { "PowerNotAvail", Cause::Unavailable },
    { "PowerReserved", Cause::Unavailable },
    { "BlockMaxError", Cause::Unavailable },
    { "BlockFreeAction", Cause::Unavailable },
    { "SystemFailure", Cause::Unavailable },
    { "BadConstraints", Cause::NeverRuns },
    { "Constraints", Cause::NeverRuns },
    { "InvalidAccount", Cause::NeverRuns },
    { "InvalidQOS", Cause::NeverRuns },
    { "QOSNotAllowed", Cause::NeverRuns },
    { "AccountNotAllowed", Cause::NeverRuns },
    { "DeadLine", Cause::NeverRuns },
    { "Prolog", Cause::Startup },
    { "Cleaning", Cause::Startup },
    // Reasons left on requeued jobs by their previous run, and scheduler internals.
    { "SchedDefer", Cause::Other },
    { "FedJobLock", Cause::Other },
    { "JobLaunchFailure", Cause::Other },
    { "NonZeroExitCode", Cause::Other },
    { "RaisedSignal", Cause::Other },
    { "TimeLimit", Cause::Other },
    { "InactiveLimit", Cause::Other },
    { "OutOfMemory", Cause::Other },
};

Hint hintFor(const QString& code)
{
    if (code.startsWith(QLatin1String("QOS")))
        return code.contains(QLatin1String("PerUser")) ? Hint::QosPerUser : Hint::QosGroup;
    if (code.startsWith(QLatin1String("Assoc")) || code == QLatin1String("JobArrayTaskLimit")
        || code == QLatin1String("AccountingPolicy"))
        return Hint::Association;
    if (code.startsWith(QLatin1String("Max")))
        return Hint::PerAccount;
    return Hint::None;
}

struct Table
{
    QHash<QString, SlurmReasons::Reason> byCode;
    QStringList codes;

    void add(const QString& code, SlurmReasons::Reason reason)
    {
        reason.known = true;
        if (!byCode.contains(code))
            codes.append(code);
        byCode.insert(code, reason);
    }
};

const Table& table()
{
    static const Table t = [] {
        Table out;
        for (const char* code : kQuotaCodes) {
            const QString c = QString::fromLatin1(code);
            out.add(c, { Cause::Quota, true, hintFor(c), false });
        }
        for (const char* code : kPerJobLimitCodes)
            out.add(QString::fromLatin1(code), { Cause::NeverRuns, true, Hint::None, false });
        for (const auto& e : kOtherCodes) {
            const QString c = QString::fromLatin1(e.code);
            out.add(c,
                    { e.cause, true, Hint::None,
                      c == QLatin1String("JobHeldAdmin") || c == QLatin1String("JobHoldMaxRequeue") });
        }
        return out;
    }();
    return t;
}
} // namespace

namespace {
// squeue may print "ReqNodeNotAvail, UnavailableNodes:cn3"; the code is the first word. A view: this runs for every
// job of every refresh, and QString::section allocated each time.
QStringView firstWord(const QString& code)
{
    const qsizetype comma = code.indexOf(QLatin1Char(','));
    return (comma < 0 ? QStringView(code) : QStringView(code).left(comma)).trimmed();
}
} // namespace

bool SlurmReasons::isTransient(const QString& code)
{
    const QStringView word = firstWord(code);
    return word.isEmpty() || word == QLatin1String("None");
}

bool SlurmReasons::viewerIsOperator(const ClusterSnapshot& snapshot)
{
    return snapshot.currentUser == QLatin1String("root") || snapshot.currentUser == QLatin1String("slurm");
}

SlurmReasons::Reason SlurmReasons::classify(const QString& code)
{
    if (isTransient(code)) {
        Reason r;
        r.known = true;
        return r;
    }
    const QStringView view = firstWord(code);
    // The whole text is the code almost always: then it is shared, not copied.
    const QString word = view.size() == code.size() ? code : view.toString();
    const auto& t = table();
    auto it = t.byCode.find(word);
    if (it != t.byCode.end())
        return *it;
    // Slurm parses reasons case-insensitively (job_state_reason_num); so do we.
    for (auto i = t.byCode.cbegin(); i != t.byCode.cend(); ++i) {
        if (i.key().compare(word, Qt::CaseInsensitive) == 0)
            return i.value();
    }
    return {};
}

const QStringList& SlurmReasons::knownCodes()
{
    return table().codes;
}

} // namespace qc
