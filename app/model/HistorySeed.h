#pragma once

#include "FinishedJob.h"
#include "HistorySample.h"

#include <QList>

namespace qc {

// A backend's own past (the demo platform simulates weeks of it), to seed a new history store so busy hours
// and wait forecasts are never empty.
struct HistorySeed
{
    QList<HistorySample> samples;
    QList<FinishedJob> jobs;
};

} // namespace qc
