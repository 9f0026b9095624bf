// Every REST API version QueueCast supports (RestApi::supportedVersions(), so versions added to the registry
// are fuzzed too): the document read as the backend reads it, moved like the backend moves it, and every
// parse of that version applied to it.
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
    for (const QString& version : rest::RestApi::supportedVersions()) {
        const auto api = rest::RestApi::forVersion(version);
        if (!api)
            continue;
        auto jobsDoc = rest::RestDocument::read(reply, QStringLiteral("jobs"), api->jobKeyFilter());
        if (jobsDoc.ok()) {
            const Result<nlohmann::json> moved = std::move(jobsDoc);
            (void)api->parseJobs(moved.value());
        }
        auto doc = rest::RestDocument::parse(reply.body, QStringLiteral("fuzz"));
        if (!doc.ok())
            continue;
        const nlohmann::json copy = doc.value(); // the backend copies documents into its cache and parse input
        (void)api->parseNodes(copy);
        (void)api->parsePartitions(copy);
        (void)api->parseLicenses(copy);
        (void)api->parseQos(copy);
        (void)api->parseAssociations(copy);
        (void)api->parseSubmitted(copy);
        (void)api->parseJobs(std::move(doc).value());
    }
    return 0;
}
