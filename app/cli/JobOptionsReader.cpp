#include "JobOptionsReader.h"

#include "../model/Clock.h"
#include "../model/SlurmTime.h"
#include "CliInvocation.h"
#include "CliOptions.h"

namespace qc {

std::optional<JobOptionValues> JobOptionsReader::read(CliInvocation& call, int& code)
{
    const CliOptions& o = *call.options;
    auto intOption = [&call](const QCommandLineOption& option, int& target) {
        if (!call.isSet(option))
            return true;
        bool ok = false;
        target = call.value(option).toInt(&ok);
        return ok;
    };
    auto usage = [&](const QString& message) {
        code = call.usageError(message);
        return std::nullopt;
    };
    JobOptionValues v;
    if (!intOption(o.gpus, v.gpus) || v.gpus < 0)
        return usage(tr("--gpus needs a non-negative whole number"));
    if (!intOption(o.cpus, v.cpus) || v.cpus < 1)
        return usage(tr("--cpus needs a positive whole number"));
    // Slurm's nice range: NICE_OFFSET - 3 either side of 0.
    if (!intOption(o.nice, v.nice) || v.nice < -2147483645 || v.nice > 2147483645)
        return usage(tr("--nice needs a whole number from -2147483645 to 2147483645"));
    if (call.isSet(o.memoryMb)) {
        bool ok = false;
        v.memoryMb = call.value(o.memoryMb).toLongLong(&ok);
        // Slurm holds memory in MB in 64 bits, with the top values as sentinels; 2^40 MB is a zettabyte.
        if (!ok || v.memoryMb < 1 || v.memoryMb > (qint64(1) << 40))
            return usage(tr("--mem-mb needs a positive whole number of megabytes"));
    }
    if (call.isSet(o.time)) {
        v.timeLimitS = slurmtime::parseDuration(call.value(o.time));
        if (!v.timeLimitS)
            return usage(tr("cannot read time limit \"%1\"").arg(call.value(o.time)));
    }
    if (call.isSet(o.begin)) {
        v.begin = slurmtime::parseTime(call.value(o.begin), Clock::currentDateTimeUtc());
        if (!v.begin.isValid())
            return usage(tr("cannot read begin time \"%1\"").arg(call.value(o.begin)));
    }
    return v;
}

} // namespace qc
