#pragma once

#include "../../model/Job.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace qc::slurm {

// The fast path for jobs: `squeue -O` with a custom layout instead of `squeue --json` (13x faster at 20,000
// jobs). Job names, working directories and reason texts may contain any byte squeue passes through,
// including our separators and newlines, so they come last, each closed by a separator that carries a
// per-refresh random nonce no job name can predict. Every other field is scheduler-controlled text and is
// split on \x1f.
//
// SlurmCliBackend reads a queue as two reads joined by job id: the fields the scheduler changes
// (Layout::Dynamic), read on every refresh, and the fields fixed at submission (Layout::Static), kept in a
// SqueueStaticTable. squeue's cost grows with the number of fields it prints: at 20,000 jobs one record per job
// with everything (Layout::Full) costs 1.2-1.5x a plain `squeue -h -o`, each half about 0.9-1.15x, and the two
// side by side about the same. Layout::Full remains the reference the tests and bench/slurm_refresh compare
// the two reads against.
class SqueueJobCache;
class SqueueStaticTable;

class SqueueFormat
{
public:
    explicit SqueueFormat(QByteArray nonce);
    static QByteArray randomNonce();

    enum class Layout { Full, Dynamic, Static };

    // The value for `squeue -O`.
    QString formatArgument(Layout layout = Layout::Full) const;
    // Parses squeue's whole stdout; std::nullopt when the output does not have the shape we asked for. Records
    // unchanged since `previous` are copied from it; `next` (empty) receives every parsed job.
    std::optional<QList<Job>> parse(const QByteArray& out, QString* error = nullptr,
                                    const SqueueJobCache* previous = nullptr, SqueueJobCache* next = nullptr) const;

    // Layout::Static output: adds every record to `table`, which keeps `out`. False when malformed.
    bool parseStatic(const QByteArray& out, SqueueStaticTable* table, QString* error = nullptr) const;
    // Layout::Dynamic output joined with `table`. Jobs whose key (SqueueStaticTable::keyOf) the table lacks are
    // left out and their keys appended to `missing`. `previous` and `next` as in parse().
    std::optional<QList<Job>> parseDynamic(const QByteArray& out, const SqueueStaticTable& table, QStringList* missing,
                                           QString* error = nullptr, const SqueueJobCache* previous = nullptr,
                                           SqueueJobCache* next = nullptr) const;

    // "gres/gpu=2", "gres/gpu:a100=2", "gres/gpu:a100:2", "gres/gpu:2", "gres:gpu:a100:2" (22.05)... -> count and
    // type (exposed for tests). Counts above kMaxGpus or not made of digits are refused (left out).
    static int gpusFromTres(const QByteArray& tres, QString* type);
    // No job asks for more; anything bigger in squeue's output is garbage, not a request.
    static constexpr int kMaxGpus = 1000000;
    // squeue and sinfo of 23.02+ exit 0 on a field they do not know and only say so on stderr.
    static bool formatRejected(const QByteArray& stderrText);

private:
    QByteArray m_nonce;
    QByteArray m_sepReason;
    QByteArray m_sepWorkDir;
    QByteArray m_recordEnd;
};

} // namespace qc::slurm
