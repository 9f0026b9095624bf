#include "analysis/SlurmReasons.h"

#include <QTest>

using namespace qc;

// Every string Slurm 22.05.8's job_reason_string() returns, read out of libslurmfull.so (strings(1)):
// the table under test must know all of them.
static const char* const k2205Codes[] = { "None",
                                          "Prolog",
                                          "Priority",
                                          "Dependency",
                                          "Resources",
                                          "PartitionNodeLimit",
                                          "PartitionTimeLimit",
                                          "PartitionDown",
                                          "PartitionInactive",
                                          "JobHeldAdmin",
                                          "JobHeldUser",
                                          "BeginTime",
                                          "Licenses",
                                          "AssociationJobLimit",
                                          "AssociationResourceLimit",
                                          "AssociationTimeLimit",
                                          "Reservation",
                                          "ReqNodeNotAvail",
                                          "FrontEndDown",
                                          "SchedDefer",
                                          "NodeDown",
                                          "BadConstraints",
                                          "SystemFailure",
                                          "JobLaunchFailure",
                                          "NonZeroExitCode",
                                          "TimeLimit",
                                          "InactiveLimit",
                                          "InvalidAccount",
                                          "InvalidQOS",
                                          "QOSUsageThreshold",
                                          "QOSJobLimit",
                                          "QOSResourceLimit",
                                          "QOSTimeLimit",
                                          "BlockMaxError",
                                          "BlockFreeAction",
                                          "Cleaning",
                                          "QOSNotAllowed",
                                          "AccountNotAllowed",
                                          "DependencyNeverSatisfied",
                                          "QOSGrpCpuLimit",
                                          "QOSGrpCPUMinutesLimit",
                                          "QOSGrpCPURunMinutesLimit",
                                          "QOSGrpJobsLimit",
                                          "QOSGrpMemLimit",
                                          "QOSGrpNodeLimit",
                                          "QOSGrpSubmitJobsLimit",
                                          "QOSGrpWallLimit",
                                          "QOSMaxCpuPerJobLimit",
                                          "QOSMaxCpuMinutesPerJobLimit",
                                          "QOSMaxNodePerJobLimit",
                                          "QOSMaxWallDurationPerJobLimit",
                                          "QOSMaxCpuPerUserLimit",
                                          "QOSMaxJobsPerUserLimit",
                                          "QOSMaxNodePerUserLimit",
                                          "QOSMaxSubmitJobPerUserLimit",
                                          "QOSMinCpuNotSatisfied",
                                          "AssocGrpCpuLimit",
                                          "AssocGrpCPUMinutesLimit",
                                          "AssocGrpCPURunMinutesLimit",
                                          "AssocGrpJobsLimit",
                                          "AssocGrpMemLimit",
                                          "AssocGrpNodeLimit",
                                          "AssocGrpSubmitJobsLimit",
                                          "AssocGrpWallLimit",
                                          "AssocMaxJobsLimit",
                                          "AssocMaxCpuPerJobLimit",
                                          "AssocMaxCpuMinutesPerJobLimit",
                                          "AssocMaxNodePerJobLimit",
                                          "AssocMaxWallDurationPerJobLimit",
                                          "AssocMaxSubmitJobLimit",
                                          "JobHoldMaxRequeue",
                                          "JobArrayTaskLimit",
                                          "BurstBufferResources",
                                          "BurstBufferStageIn",
                                          "BurstBufferOperation",
                                          "PowerNotAvail",
                                          "PowerReserved",
                                          "AssocGrpUnknown",
                                          "AssocGrpUnknownMinutes",
                                          "AssocGrpUnknownRunMinutes",
                                          "AssocMaxUnknownPerJob",
                                          "AssocMaxUnknownPerNode",
                                          "AssocMaxUnknownMinutesPerJob",
                                          "AssocMaxCpuPerNode",
                                          "AssocGrpMemMinutes",
                                          "AssocGrpMemRunMinutes",
                                          "AssocMaxMemPerJob",
                                          "AssocMaxMemPerNode",
                                          "AssocMaxMemMinutesPerJob",
                                          "AssocGrpNodeMinutes",
                                          "AssocGrpNodeRunMinutes",
                                          "AssocMaxNodeMinutesPerJob",
                                          "AssocGrpEnergy",
                                          "AssocGrpEnergyMinutes",
                                          "AssocGrpEnergyRunMinutes",
                                          "AssocMaxEnergyPerJob",
                                          "AssocMaxEnergyPerNode",
                                          "AssocMaxEnergyMinutesPerJob",
                                          "AssocGrpGRES",
                                          "AssocGrpGRESMinutes",
                                          "AssocGrpGRESRunMinutes",
                                          "AssocMaxGRESPerJob",
                                          "AssocMaxGRESPerNode",
                                          "AssocMaxGRESMinutesPerJob",
                                          "AssocGrpLicense",
                                          "AssocGrpLicenseMinutes",
                                          "AssocGrpLicenseRunMinutes",
                                          "AssocMaxLicensePerJob",
                                          "AssocMaxLicenseMinutesPerJob",
                                          "AssocGrpBB",
                                          "AssocGrpBBMinutes",
                                          "AssocGrpBBRunMinutes",
                                          "AssocMaxBBPerJob",
                                          "AssocMaxBBPerNode",
                                          "AssocMaxBBMinutesPerJob",
                                          "QOSGrpUnknown",
                                          "QOSGrpUnknownMinutes",
                                          "QOSGrpUnknownRunMinutes",
                                          "QOSMaxUnknownPerJob",
                                          "QOSMaxUnknownPerNode",
                                          "QOSMaxUnknownPerUser",
                                          "QOSMaxUnknownMinutesPerJob",
                                          "QOSMinUnknown",
                                          "QOSMaxCpuPerNode",
                                          "QOSGrpMemoryMinutes",
                                          "QOSGrpMemoryRunMinutes",
                                          "QOSMaxMemoryPerJob",
                                          "QOSMaxMemoryPerNode",
                                          "QOSMaxMemoryPerUser",
                                          "QOSMaxMemoryMinutesPerJob",
                                          "QOSMinMemory",
                                          "QOSGrpNodeMinutes",
                                          "QOSGrpNodeRunMinutes",
                                          "QOSMaxNodeMinutesPerJob",
                                          "QOSMinNode",
                                          "QOSGrpEnergy",
                                          "QOSGrpEnergyMinutes",
                                          "QOSGrpEnergyRunMinutes",
                                          "QOSMaxEnergyPerJob",
                                          "QOSMaxEnergyPerNode",
                                          "QOSMaxEnergyPerUser",
                                          "QOSMaxEnergyMinutesPerJob",
                                          "QOSMinEnergy",
                                          "QOSGrpGRES",
                                          "QOSGrpGRESMinutes",
                                          "QOSGrpGRESRunMinutes",
                                          "QOSMaxGRESPerJob",
                                          "QOSMaxGRESPerNode",
                                          "QOSMaxGRESPerUser",
                                          "QOSMaxGRESMinutesPerJob",
                                          "QOSMinGRES",
                                          "QOSGrpLicense",
                                          "QOSGrpLicenseMinutes",
                                          "QOSGrpLicenseRunMinutes",
                                          "QOSMaxLicensePerJob",
                                          "QOSMaxLicensePerUser",
                                          "QOSMaxLicenseMinutesPerJob",
                                          "QOSMinLicense",
                                          "QOSGrpBB",
                                          "QOSGrpBBMinutes",
                                          "QOSGrpBBRunMinutes",
                                          "QOSMaxBBPerJob",
                                          "QOSMaxBBPerNode",
                                          "QOSMaxBBPerUser",
                                          "ReservationDeleted",
                                          "QOSMinBB",
                                          "DeadLine",
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
                                          "PartitionConfig",
                                          "AccountingPolicy",
                                          "FedJobLock",
                                          "OutOfMemory",
                                          "MaxMemPerLimit",
                                          "AssocGrpBilling",
                                          "AssocGrpBillingMinutes",
                                          "AssocGrpBillingRunMinutes",
                                          "AssocMaxBillingPerJob",
                                          "AssocMaxBillingPerNode",
                                          "AssocMaxBillingMinutesPerJob",
                                          "QOSGrpBilling",
                                          "QOSGrpBillingMinutes",
                                          "QOSGrpBillingRunMinutes",
                                          "QOSMaxBillingPerJob",
                                          "QOSMaxBillingPerNode",
                                          "QOSMaxBillingPerUser",
                                          "QOSMaxBillingMinutesPerJob",
                                          "MaxBillingPerAccount",
                                          "QOSMinBilling" };

class TestSlurmReasons : public QObject
{
    Q_OBJECT

private slots:
    void everyCodeIsKnown()
    {
        for (const char* code : k2205Codes) {
            const auto r = SlurmReasons::classify(QString::fromLatin1(code));
            QVERIFY2(r.known, code);
            QVERIFY2(SlurmReasons::knownCodes().contains(QString::fromLatin1(code)), code);
        }
    }

    // Every limit-style code must land in a category a user can act on, never in "other".
    void limitCodesAreNotOther()
    {
        for (const char* raw : k2205Codes) {
            const QString code = QString::fromLatin1(raw);
            const bool limitLike = code.startsWith(QLatin1String("QOS")) || code.startsWith(QLatin1String("Assoc"))
                || code.startsWith(QLatin1String("Max"));
            if (!limitLike)
                continue;
            const Cause c = SlurmReasons::classify(code).cause;
            QVERIFY2(c == Cause::Quota || c == Cause::NeverRuns, raw);
        }
    }

    void mapping_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("cause");
        const QList<std::pair<const char*, const char*>> rows {
            { "Resources", "gpu_shortage" },
            { "Priority", "priority" },
            { "Dependency", "dependency" },
            { "DependencyNeverSatisfied", "never_runs" },
            { "BeginTime", "begin_time" },
            { "JobHeldUser", "held" },
            { "JobHeldAdmin", "held" },
            { "Licenses", "storage_io" },
            { "BurstBufferStageIn", "storage_io" },
            { "PartitionTimeLimit", "never_runs" },
            { "PartitionDown", "unavailable" },
            { "PartitionInactive", "unavailable" },
            { "ReqNodeNotAvail", "unavailable" },
            { "Reservation", "unavailable" },
            { "NodeDown", "unavailable" },
            { "InvalidAccount", "never_runs" },
            { "InvalidQOS", "never_runs" },
            { "QOSNotAllowed", "never_runs" },
            { "AccountNotAllowed", "never_runs" },
            { "BadConstraints", "never_runs" },
            { "QOSMaxGRESPerUser", "quota" },
            { "AssocGrpGRES", "quota" },
            { "QOSGrpGRES", "quota" },
            { "QOSGrpGRESMinutes", "quota" },
            { "QOSGrpGRESRunMinutes", "quota" },
            { "AssocGrpGRESMinutes", "quota" },
            { "AssocGrpGRESRunMinutes", "quota" },
            { "MaxGRESPerAccount", "quota" },
            { "QOSMaxGRESPerJob", "never_runs" },
            { "QOSMinGRES", "never_runs" },
            { "MaxMemPerLimit", "never_runs" },
            { "Prolog", "startup" },
            { "FedJobLock", "other" },
            // Slurm compares reason names case-insensitively; squeue may add details after a comma.
            { "resources", "gpu_shortage" },
            { "ReqNodeNotAvail, UnavailableNodes:n3", "unavailable" },
        };
        for (const auto& [code, cause] : rows)
            QTest::newRow(code) << QString::fromLatin1(code) << QString::fromLatin1(cause);
    }
    void mapping()
    {
        QFETCH(QString, code);
        QFETCH(QString, cause);
        QCOMPARE(causeName(SlurmReasons::classify(code).cause), cause);
    }

    void limitHints()
    {
        using H = SlurmReasons::LimitHint;
        QCOMPARE(SlurmReasons::classify(QStringLiteral("QOSMaxGRESPerUser")).limit, H::QosPerUser);
        QCOMPARE(SlurmReasons::classify(QStringLiteral("QOSGrpGRES")).limit, H::QosGroup);
        QCOMPARE(SlurmReasons::classify(QStringLiteral("AssocGrpGRES")).limit, H::Association);
        QCOMPARE(SlurmReasons::classify(QStringLiteral("MaxGRESPerAccount")).limit, H::PerAccount);
        QVERIFY(SlurmReasons::classify(QStringLiteral("JobHeldAdmin")).heldByAdmin);
        QVERIFY(!SlurmReasons::classify(QStringLiteral("JobHeldUser")).heldByAdmin);
    }

    void unknownIsOther()
    {
        const auto r = SlurmReasons::classify(QStringLiteral("QuantumDecoherence"));
        QVERIFY(!r.known);
        QCOMPARE(r.cause, Cause::Other);
    }

    void causeNamesRoundTrip()
    {
        const QStringList expected { QStringLiteral("gpu_shortage"), QStringLiteral("fragmentation"),
                                     QStringLiteral("quota"),        QStringLiteral("priority"),
                                     QStringLiteral("storage_io"),   QStringLiteral("startup"),
                                     QStringLiteral("begin_time"),   QStringLiteral("dependency"),
                                     QStringLiteral("held"),         QStringLiteral("unavailable"),
                                     QStringLiteral("never_runs"),   QStringLiteral("other") };
        QStringList names;
        for (Cause c : allCauses()) {
            names.append(causeName(c));
            QCOMPARE(causeFromName(causeName(c)), std::optional<Cause>(c));
            QVERIFY(!CauseText::label(c).isEmpty());
        }
        QCOMPARE(names, expected);
        QVERIFY(!causeFromName(QStringLiteral("nonsense")));
    }
};

QTEST_GUILESS_MAIN(TestSlurmReasons)
#include "TestSlurmReasons.moc"
