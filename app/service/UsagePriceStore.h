#pragma once

#include "../forecast/UsageAdvisor.h"

#include <QUrl>

namespace qc {

// The prices of the usage and cost advisor, per cluster profile, in the settings the GUI and the CLI share. They
// are the user's own data: kept on this machine, never sent to a cluster. The demo platform carries a price list of
// its own (used until the user enters other prices), so the advisor has something to compute there.
class UsagePriceStore
{
public:
    // Stored prices for the backend's profile; for a demo:// backend without stored prices, the demo's list;
    // otherwise none (not usable).
    static UsagePrices load(const QUrl& backendUrl);
    static void save(const QUrl& backendUrl, const UsagePrices& prices);
    // What the simulated platform charges: on demand per GPU-hour, an 8-GPU instance a month, own hardware a month.
    static UsagePrices demoPrices();
};

} // namespace qc
