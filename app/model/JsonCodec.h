#pragma once

#include "ClusterSnapshot.h"
#include "JobSpec.h"
#include "JobUpdate.h"

#include <QByteArray>
#include <QCoreApplication>
#include <nlohmann/json.hpp>
#include <optional>

namespace qc::codec {

// A value read from stored JSON, or why it could not be read ("field "gpus": expected a whole number").
// Readers of stored data never throw: nlohmann's type_error on a worker thread hangs the caller, and on the
// UI thread it terminates the app.
template<typename T> struct Decoded
{
    std::optional<T> value;
    QString error;

    bool ok() const { return value.has_value(); }
    explicit operator bool() const { return ok(); }
};

// Stable field names: the CLI's --json output and the demo platform's action log are read by scripts.
nlohmann::json toJson(const Job& job);
nlohmann::json toJson(const Node& node);
nlohmann::json toJson(const JobSpec& spec);
nlohmann::json toJson(const JobUpdate& change);

// Type-checked: a missing or null field takes its default, a field of another type or out of range is an
// error naming the field; fields not listed here are ignored.
Decoded<JobSpec> decodeJobSpec(const nlohmann::json& j);
Decoded<JobUpdate> decodeJobUpdate(const nlohmann::json& j);
// Null gives an invalid time; an ISO 8601 string or seconds since the epoch a valid one; anything else an error.
Decoded<QDateTime> decodeTime(const nlohmann::json& j);

// Parses a stored document: bounded nesting (deeper than kMaxDepth is refused before anything is copied
// recursively), no exception. Callable on any byte buffer (the fuzz targets do).
constexpr int kMaxDepth = 64;
Decoded<nlohmann::json> parseDocument(const QByteArray& bytes);

// Lenient forms for callers that only display: an unreadable value gives the default.
JobSpec jobSpecFromJson(const nlohmann::json& j);
JobUpdate jobUpdateFromJson(const nlohmann::json& j);
QDateTime timeFromJson(const nlohmann::json& j);

nlohmann::json timeJson(const QDateTime& time); // ISO 8601 UTC or null
std::string utf8(const QString& s);
QString qstr(const nlohmann::json& j); // strings only; anything else gives an empty string

} // namespace qc::codec
