#include "UsagePriceStore.h"

#include "../history/HistoryLocation.h"

#include <QSettings>

namespace qc {

namespace {
QString groupOf(const QUrl& url)
{
    return QStringLiteral("usagePrices/") + HistoryLocation::profileId(url);
}
} // namespace

UsagePrices UsagePriceStore::demoPrices()
{
    UsagePrices p;
    p.gpuHour = 2.40;
    p.instanceMonthly = 9800;
    p.instanceGpus = 8;
    p.ownMonthly = 6200;
    p.currency = QStringLiteral("USD");
    return p;
}

UsagePrices UsagePriceStore::load(const QUrl& backendUrl)
{
    QSettings settings;
    settings.beginGroup(groupOf(backendUrl));
    if (!settings.contains(QStringLiteral("gpuHour")))
        return backendUrl.scheme() == QLatin1String("demo") ? demoPrices() : UsagePrices {};
    UsagePrices p;
    p.gpuHour = settings.value(QStringLiteral("gpuHour")).toDouble();
    p.instanceMonthly = settings.value(QStringLiteral("instanceMonthly")).toDouble();
    p.instanceGpus = settings.value(QStringLiteral("instanceGpus"), 8).toInt();
    p.ownMonthly = settings.value(QStringLiteral("ownMonthly")).toDouble();
    p.currency = settings.value(QStringLiteral("currency")).toString();
    return p;
}

void UsagePriceStore::save(const QUrl& backendUrl, const UsagePrices& prices)
{
    QSettings settings;
    settings.beginGroup(groupOf(backendUrl));
    settings.setValue(QStringLiteral("gpuHour"), prices.gpuHour);
    settings.setValue(QStringLiteral("instanceMonthly"), prices.instanceMonthly);
    settings.setValue(QStringLiteral("instanceGpus"), prices.instanceGpus);
    settings.setValue(QStringLiteral("ownMonthly"), prices.ownMonthly);
    settings.setValue(QStringLiteral("currency"), prices.currency);
}

} // namespace qc
