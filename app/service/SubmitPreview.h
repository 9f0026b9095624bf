#pragma once

#include "../model/JobSpec.h"

#include <QUrl>

namespace qc {

// The exact request a submission sends, for people to read before sending it: the sbatch command line for the
// command-line backends, the JSON document otherwise. Secret-looking environment values (the rule templates
// use, JobTemplateStore::looksSecret) are masked: a preview is read over shoulders and pasted into tickets.
class SubmitPreview
{
public:
    static constexpr auto kMask = "********";

    static QString text(const JobSpec& spec, const QUrl& backendUrl, bool lowerNice);
    // The spec with every secret-looking environment value replaced by kMask.
    static JobSpec masked(JobSpec spec);
};

} // namespace qc
