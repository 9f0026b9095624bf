#include "RestDocument.h"

#include "RestErrorMapper.h"

#include <algorithm>
#include <memory>

namespace qc::rest {

using nlohmann::json;

namespace {
// The deepest nesting of arrays and objects in `body`, stopping as soon as it passes `limit`. A linear scan
// without recursion: nlohmann parses deep documents iteratively, but copying or comparing one recurses per
// level, and 200,000 levels overflow the stack.
int nestingDepth(const QByteArray& body, int limit)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    bool escaped = false;
    for (const char c : body) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
            if (deepest > limit)
                return deepest;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return deepest;
}
} // namespace

Result<json> RestDocument::parse(const QByteArray& body, const QString& what, ItemKeyFilter keep)
{
    if (nestingDepth(body, kMaxDepth) > kMaxDepth)
        return RestErrorMapper::malformed(
            what, QStringLiteral("%1 bytes, nested deeper than %2 levels").arg(body.size()).arg(kMaxDepth));
    json::parser_callback_t filter = nullptr;
    // The top-level key being read: only the items of the list (`jobs`) are filtered, never `errors` or
    // `warnings`, whose error numbers and texts say what went wrong.
    auto top = std::make_shared<std::string>();
    if (keep) {
        // Depth 3: a key of an object inside a top-level array.
        filter = [keep, top](int depth, json::parse_event_t event, json& parsed) {
            if (event != json::parse_event_t::key)
                return true;
            const auto& key = parsed.get_ref<const std::string&>();
            if (depth == 1)
                *top = key;
            return depth != 3 || *top == "errors" || *top == "warnings" || keep(key);
        };
    }
    json doc = json::parse(body.constBegin(), body.constEnd(), filter, /*allow_exceptions=*/false);
    if (doc.is_discarded() || !doc.is_object()) {
        const QString start = QString::fromUtf8(body.left(80)).simplified();
        const QString end = QString::fromUtf8(body.right(40)).simplified();
        return RestErrorMapper::malformed(
            what, QStringLiteral("%1 bytes, not a JSON object: %2 ... %3").arg(body.size()).arg(start, end));
    }
    return doc;
}

Result<json> RestDocument::read(const RestReply& reply, const QString& what, ItemKeyFilter keep)
{
    if (reply.transportError.isError())
        return reply.transportError;
    const bool success = reply.status >= 200 && reply.status < 300;
    auto doc = parse(reply.body, what, keep);
    if (!doc.ok()) {
        if (success)
            return doc.error();
        // Errors outside Slurm's JSON, e.g. 401 "Authentication failure" as plain text.
        BackendError e = RestErrorMapper::fromErrors(reply.status, json::array(), what);
        e.detail = QString::fromUtf8(reply.body.left(200)).simplified();
        return e;
    }
    const auto it = doc.value().find("errors");
    const json errors = it != doc.value().end() ? *it : json::array();
    if (BackendError e = RestErrorMapper::fromErrors(reply.status, errors, what); e.isError())
        return e;
    return doc;
}

} // namespace qc::rest
