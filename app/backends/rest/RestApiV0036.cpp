#include "RestApiV0036.h"

#include "RestJson.h"

namespace qc::rest {

Job RestApiV0036::jobFrom(const nlohmann::json& j) const
{
    Job job = RestApiV0038::jobFrom(j);
    // The server's user names are not known here; a numeric id is still better than a blank owner.
    if (job.user.isEmpty())
        job.user = QStringLiteral("uid:%1").arg(fields::integer(j, "user_id", -1));
    return job;
}

} // namespace qc::rest
