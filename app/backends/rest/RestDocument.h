#pragma once

#include "../Result.h"
#include "RestClient.h"

#include <nlohmann/json.hpp>

namespace qc::rest {

// A slurmrestd answer read as JSON: the transport error, an unreadable body (Malformed, never an exception),
// or the `errors` array (read even with HTTP 200) become a BackendError. Thread-safe; meant for worker threads.
class RestDocument
{
public:
    static Result<nlohmann::json> read(const RestReply& reply, const QString& what);
    static Result<nlohmann::json> parse(const QByteArray& body, const QString& what);
};

} // namespace qc::rest
