#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <nlohmann/json.hpp>
#include <optional>

namespace qc::rest {

// Field readers tolerant of what slurmrestd really sends: nulls for unset numbers, epoch seconds with 0 for
// "never", Slurm's NO_VAL/INFINITE sentinels, and numbers where the spec promises strings (or the reverse).
namespace fields {

using nlohmann::json;

QString str(const json& object, const char* key);
// Also reads v0.0.40+'s {set, infinite, number}: unset gives `fallback`, infinite gives -1 (a sentinel).
qint64 integer(const json& object, const char* key, qint64 fallback = 0);
bool boolean(const json& object, const char* key, bool fallback = false);
// Epoch seconds; 0, null and sentinels give an invalid time.
QDateTime epoch(const json& object, const char* key);
// Minutes as seconds; null, 0 and INFINITE give 0 (unlimited/unknown).
qint64 minutesAsSeconds(const json& object, const char* key);
// Slurm sends nice as an unsigned offset: null means 0 and negative values wrap to 2^32 - n.
int nice(const json& object, const char* key);
// A string or array-of-strings field, e.g. a node's "partitions".
QStringList stringList(const json& object, const char* key);
// True for Slurm's NO_VAL/INFINITE sentinels in 16, 32 and 64 bits.
bool isSentinel(qint64 value);

// "cpu=1,mem=1000M,gres/gpu=8" -> the count of `key` ("gres/gpu"); typed entries ("gres/gpu:a100=4") are summed
// only when the untyped total is absent.
std::optional<qint64> tresCount(const QString& tres, const QString& key);
// "gres:gpu:a100:4", "gpu:a100:4(IDX:0-3)", "gpu:8" -> type ("a100" or empty) and count; nullopt when not a GPU.
struct GresItem
{
    QString type;
    qint64 count = 0;
};
std::optional<GresItem> gpuGres(const QString& item);
// Every GPU entry of a comma-separated gres string ("gpu:a100:8,gpu:v100:2(S:0)").
QList<GresItem> gpuGresList(const QString& gres);

} // namespace fields
} // namespace qc::rest
