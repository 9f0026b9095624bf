#include "Alternative.h"

#include "StartForecast.h"

namespace qc {

QString Alternative::changeKey(Change change)
{
    switch (change) {
    case Change::Keep:
        return QStringLiteral("keep");
    case Change::FewerGpus:
        return QStringLiteral("fewer_gpus");
    case Change::Split:
        return QStringLiteral("split");
    case Change::ShorterLimit:
        return QStringLiteral("shorter_limit");
    case Change::Partition:
        return QStringLiteral("partition");
    case Change::Qos:
        return QStringLiteral("qos");
    case Change::Begin:
        return QStringLiteral("begin");
    }
    return {};
}

QString Alternative::confidenceKey(Confidence confidence)
{
    switch (confidence) {
    case Confidence::High:
        return QStringLiteral("high");
    case Confidence::Medium:
        return QStringLiteral("medium");
    case Confidence::Low:
        break;
    }
    return QStringLiteral("low");
}

QString Alternative::confidenceText() const
{
    switch (confidence) {
    case Confidence::High:
        return tr("high");
    case Confidence::Medium:
        return tr("medium");
    case Confidence::Low:
        break;
    }
    return tr("low");
}

QString Alternative::title() const
{
    const QString limit = StartForecast::durationText(double(timeLimitS));
    switch (change) {
    case Change::Keep:
        return tr("Keep the job as it is");
    case Change::FewerGpus:
        return tr("Ask for %n GPU(s) (time limit %1)", nullptr, gpus).arg(limit);
    case Change::Split:
        return tr("Split into %1 jobs of %n GPU(s) each", nullptr, gpus).arg(jobs);
    case Change::ShorterLimit:
        return tr("Shorten the time limit to %1").arg(limit);
    case Change::Partition:
        return tr("Move to %1").arg(partition);
    case Change::Qos:
        return tr("Change the QOS to %1").arg(qos);
    case Change::Begin:
        return tr("Start no earlier than %1 (off-peak)").arg(StartForecast::timeText(begin, start.at));
    }
    return {};
}

} // namespace qc
