// Slurm's durations and times; a parsed duration must survive formatting and parsing again unchanged.
#include "FuzzInput.h"
#include "model/SlurmTime.h"
#include "model/TimeZones.h"

#include <cstdlib>

using namespace qc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString input = fuzz::text(data, size);
    if (const auto d = slurmtime::parseDuration(input)) {
        if (*d < 0 || *d > slurmtime::kMaxDurationS)
            std::abort();
        if (*d > 0 && slurmtime::parseDuration(slurmtime::formatDuration(*d)) != d)
            std::abort();
    }
    static const QDateTime now = QDateTime::fromSecsSinceEpoch(1764500000, qc::utcZone());
    (void)slurmtime::parseTime(input, now);
    (void)slurmtime::parseSlurmTimestamp(input);
    return 0;
}
