#pragma once

#include "../model/Capabilities.h"
#include "Advice.h"
#include "CauseAnalyzer.h"
#include "QueuePosition.h"

#include <QCoreApplication>

namespace qc {

// Advice from what users can actually do: never anything Capabilities rules out.
class AdviceBuilder
{
    Q_DECLARE_TR_FUNCTIONS(AdviceBuilder)

public:
    AdviceBuilder(const ClusterIndex& index, const Capabilities& capabilities);

    QList<Advice> build(const Job& job, const CauseResult& result, const std::optional<QueuePosition>& position) const;

private:
    bool canResubmit() const { return m_caps.submit && m_caps.cancel; }
    // Another partition where the job's shape fits the free GPUs now, with its time limit and QOS allowed.
    QString partitionThatFitsNow(const Job& job) const;
    QString partitionThatCouldEverFit(const Job& job) const;
    QString partitionWithLicenseRoom(const Job& job, int units) const;
    QString freeGpuType(const Job& job) const;
    QString qosWithRoom(const Job& job) const;
    bool accountLimitReached(const Job& job) const;
    bool partitionAccepts(const Partition& p, const Job& job) const;

    void changePartition(QList<Advice>& out, const QString& partition) const;
    void shortenForBackfill(QList<Advice>& out, const Job& job, const CauseResult& result,
                            const std::optional<QueuePosition>& position) const;
    void offPeak(QList<Advice>& out, const Job& job, const std::optional<QueuePosition>& position) const;

    const ClusterIndex& m_index;
    Capabilities m_caps;
};

} // namespace qc
