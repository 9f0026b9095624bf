#include "PolicyLogEntry.h"

namespace qc {

QString PolicyLogEntry::outcomeKey(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Ok:
        return QStringLiteral("ok");
    case Outcome::Failed:
        return QStringLiteral("failed");
    case Outcome::Skipped:
        return QStringLiteral("skipped");
    }
    return {};
}

PolicyLogEntry::Outcome PolicyLogEntry::outcomeFromKey(const QString& key)
{
    if (key == QLatin1String("ok"))
        return Outcome::Ok;
    if (key == QLatin1String("skipped"))
        return Outcome::Skipped;
    return Outcome::Failed;
}

QString PolicyLogEntry::outcomeText() const
{
    switch (outcome) {
    case Outcome::Ok:
        return tr("done");
    case Outcome::Failed:
        return tr("failed");
    case Outcome::Skipped:
        return tr("no action");
    }
    return {};
}

} // namespace qc
