#pragma once

#include <QDateTime>
#include <QString>
#include <optional>

namespace qc {

// Slurm's duration and time notations, used by every backend and the CLI.
namespace slurmtime {

// The longest finite duration Slurm can hold: time limits are minutes in 32 bits, 0xffffffff meaning INFINITE.
constexpr qint64 kMaxDurationS = qint64(0xfffffffe) * 60;

// "[days-]hours:minutes:seconds", "minutes", "minutes:seconds", "days-hours"; "UNLIMITED"/"INFINITE" -> 0.
// std::nullopt for anything else, including durations over kMaxDurationS.
std::optional<qint64> parseDuration(const QString& text);
QString formatDuration(qint64 seconds); // "D-HH:MM:SS" or "HH:MM:SS"
// ISO 8601, "now", "now+N[seconds|minutes|hours|days]" (Slurm style), or "HH:MM[:SS]" today/tomorrow.
QDateTime parseTime(const QString& text, const QDateTime& now);
// Slurm's local time format "2026-11-30T14:20:00"; "N/A", "Unknown", "None" and "0" give an invalid time.
QDateTime parseSlurmTimestamp(const QString& text);

} // namespace slurmtime
} // namespace qc
