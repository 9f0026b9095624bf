#pragma once

#include "../../model/Job.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

namespace qc::slurm {

// The fast path for jobs: `squeue -O` with a custom layout instead of `squeue --json` (13x faster at 20,000
// jobs). Job names, working directories and reason texts may contain any byte squeue passes through,
// including our separators and newlines, so they come last, each closed by a separator that carries a
// per-refresh random nonce no job name can predict. Every other field is scheduler-controlled text and is
// split on \x1f.
class SqueueJobCache;

class SqueueFormat
{
public:
    explicit SqueueFormat(QByteArray nonce);
    static QByteArray randomNonce();

    // The value for `squeue -O`.
    QString formatArgument() const;
    // Parses squeue's whole stdout; std::nullopt when the output does not have the shape we asked for. Records
    // unchanged since `previous` are copied from it; `next` (made from `out`) receives every parsed job.
    std::optional<QList<Job>> parse(const QByteArray& out, QString* error = nullptr,
                                    const SqueueJobCache* previous = nullptr, SqueueJobCache* next = nullptr) const;

    // "gres/gpu=2", "gres/gpu:a100=2", "gres:gpu:a100:2", "gres:gpu:3"... -> count and type (exposed for tests).
    static int gpusFromTres(const QByteArray& tres, QString* type);

private:
    QByteArray m_nonce;
    QByteArray m_sepReason;
    QByteArray m_sepWorkDir;
    QByteArray m_recordEnd;
};

} // namespace qc::slurm
