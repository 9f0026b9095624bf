#pragma once

#include "../../model/Result.h"
#include "RestClient.h"

#include <nlohmann/json.hpp>
#include <string_view>

namespace qc::rest {

// A slurmrestd answer read as JSON: the transport error, an unreadable body (Malformed, never an exception),
// or the `errors` array (read even with HTTP 200) become a BackendError. Thread-safe; meant for worker threads.
class RestDocument
{
public:
    // Which keys of a list's items to keep (`{"jobs": [{key: ...}]}`); nullptr keeps all. A 20,000-job list
    // has ~110 keys per job of which the parse reads ~35: dropping the rest while parsing saves ~2/3 of the
    // document's memory.
    using ItemKeyFilter = bool (*)(std::string_view key);
    // slurmrestd's documents nest about 6 levels; anything past this is refused before parsing.
    static constexpr int kMaxDepth = 64;

    static Result<nlohmann::json> read(const RestReply& reply, const QString& what, ItemKeyFilter keep = nullptr);
    static Result<nlohmann::json> parse(const QByteArray& body, const QString& what, ItemKeyFilter keep = nullptr);
};

} // namespace qc::rest
