#include "SubmitPreview.h"

#include "../backends/slurm/SlurmCliBackend.h"
#include "../model/JsonCodec.h"
#include "JobTemplateStore.h"

namespace qc {

JobSpec SubmitPreview::masked(JobSpec spec)
{
    for (auto it = spec.environment.begin(); it != spec.environment.end(); ++it) {
        if (JobTemplateStore::looksSecret(it.key()))
            it.value() = QString::fromLatin1(kMask);
    }
    return spec;
}

QString SubmitPreview::text(const JobSpec& spec, const QUrl& backendUrl, bool lowerNice)
{
    const JobSpec shown = masked(spec);
    const QString scheme = backendUrl.scheme();
    if (scheme.startsWith(QLatin1String("slurm")) && scheme != QLatin1String("slurm+rest")) {
        const auto args = slurm::SlurmCliBackend::sbatchArguments(shown, lowerNice);
        if (!args.ok())
            return args.error().toString();
        // The values reach sbatch through its environment, not its arguments: shown the way `env` would set them.
        QString env;
        for (auto it = shown.environment.cbegin(); it != shown.environment.cend(); ++it)
            env += it.key() + QLatin1Char('=') + it.value() + QLatin1Char(' ');
        return env + QStringLiteral("sbatch ") + args.value().join(QLatin1Char(' ')) + QStringLiteral(" < script\n\n")
            + shown.script;
    }
    return QString::fromStdString(codec::toJson(shown).dump(2));
}

} // namespace qc
