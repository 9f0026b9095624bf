// Every REST API version QueueCast supports (RestApi::supportedVersions(), so versions added to the registry
// are fuzzed too): the document read as the backend reads it, moved like the backend moves it, and every
// parse of that version applied to it. One version per input, chosen by the input's size: parsing a 200 KB
// document once per version made each run ~14 document parses, under 1 exec/s with ASan, so the fuzzer
// barely mutated anything; the size spreads the captured seeds (one per version and endpoint) over versions.
#include "FuzzInput.h"
#include "backends/rest/RestApi.h"
#include "backends/rest/RestDocument.h"

using namespace qc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    rest::RestReply reply;
    reply.body = fuzz::bytes(data, size);
    // The status changes which way errors are read (HTTP 200 with `errors`, 401 as plain text, ...).
    static const int statuses[] = { 200, 401, 500 };
    reply.status = statuses[size % 3];
    static const QStringList versions = rest::RestApi::supportedVersions();
    if (versions.isEmpty())
        return 0;
    {
        const auto api = rest::RestApi::forVersion(versions.at(qsizetype((size / 3) % size_t(versions.size()))));
        if (!api)
            return 0;
        auto jobsDoc = rest::RestDocument::read(reply, QStringLiteral("jobs"), api->jobKeyFilter());
        if (jobsDoc.ok()) {
            const Result<nlohmann::json> moved = std::move(jobsDoc);
            (void)api->parseJobs(moved.value());
        }
        auto doc = rest::RestDocument::parse(reply.body, QStringLiteral("fuzz"));
        if (!doc.ok())
            return 0;
        const nlohmann::json copy = doc.value(); // the backend copies documents into its cache and parse input
        (void)api->parseNodes(copy);
        (void)api->parsePartitions(copy);
        (void)api->parseLicenses(copy);
        (void)api->parseQos(copy);
        (void)api->parseAssociations(copy);
        (void)api->parseAssociationQos(copy, QStringLiteral("alice"));
        (void)api->parseSubmitted(copy);
        (void)api->parseJobs(std::move(doc).value());
    }
    return 0;
}
