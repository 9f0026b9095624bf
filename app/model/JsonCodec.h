#pragma once

#include "ClusterSnapshot.h"
#include "JobSpec.h"
#include "JobUpdate.h"

#include <nlohmann/json.hpp>

namespace qc::codec {

// Stable field names: the CLI's --json output and the demo platform's action log are read by scripts.
nlohmann::json toJson(const Job& job);
nlohmann::json toJson(const Node& node);
nlohmann::json toJson(const JobSpec& spec);
nlohmann::json toJson(const JobUpdate& change);
JobSpec jobSpecFromJson(const nlohmann::json& j);
JobUpdate jobUpdateFromJson(const nlohmann::json& j);

nlohmann::json timeJson(const QDateTime& time); // ISO 8601 UTC or null
QDateTime timeFromJson(const nlohmann::json& j);
std::string utf8(const QString& s);
QString qstr(const nlohmann::json& j); // strings only; anything else gives an empty string

} // namespace qc::codec
