#pragma once

#include <QtCore/qhashfunctions.h>
#include <initializer_list>
#include <string_view>

namespace qc::slurm {

// 128 bits standing for a squeue record's text, so that the job cache can tell an unchanged record without
// keeping the output it came from (at 100,000 jobs ~17 MB per refresh, and the static table behind it). Seeded
// with the process's random QHash seed: a job name cannot be chosen to collide with another text. A changed
// record taken for unchanged would need two 64-bit hashes to collide at once.
struct SqueueRecordDigest
{
    size_t a = 0;
    size_t b = 0;

    bool operator==(const SqueueRecordDigest&) const = default;

    // The parts in order, each with its length, on top of `base` (e.g. the static half's digest of the job).
    static SqueueRecordDigest of(std::initializer_list<std::string_view> parts) { return of(parts, 0, 0); }
    static SqueueRecordDigest of(std::initializer_list<std::string_view> parts, const SqueueRecordDigest& base)
    {
        return of(parts, base.a, base.b);
    }

private:
    static SqueueRecordDigest of(std::initializer_list<std::string_view> parts, size_t baseA, size_t baseB)
    {
        const size_t seed = QHashSeed::globalSeed();
        SqueueRecordDigest d { baseA ^ seed, baseB ^ ~seed };
        for (std::string_view part : parts) {
            d.a = qHashBits(part.data(), part.size(), d.a ^ (part.size() * 0x9e3779b97f4a7c15ULL));
            d.b = qHashBits(part.data(), part.size(), d.b + (part.size() ^ 0xc2b2ae3d27d4eb4fULL) + 1);
        }
        return d;
    }
};

} // namespace qc::slurm
