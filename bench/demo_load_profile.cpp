// Measures the demo platform's weekly load instead of assuming it: runs the simulator over several weeks
// and prints, per region-local weekday/hour band, mean GPU utilisation, pending jobs and median wait.
#include "analysis/RegionSummary.h"
#include "backends/demo/DemoSimulator.h"
#include "model/TimeZones.h"

#include <QCoreApplication>
#include <QTimeZone>
#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>

using namespace qc;

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const int days = argc > 1 ? std::atoi(argv[1]) : 28;
    const double load = argc > 2 ? std::atof(argv[2]) : 1.0;
    auto config = demo::DemoConfig::standard(QStringLiteral("you"));
    config.loadFactor = load;
    const QDateTime start(QDate(2026, 11, 2), QTime(0, 0), qc::utcZone()); // a Monday
    demo::DemoSimulator sim(config, start);
    struct Acc
    {
        double util = 0, pending = 0;
        int n = 0;
    };
    // band: 0 weekday 00-06, 1 weekday 06-10, 2 weekday 10-18, 3 weekday 18-24, 4 weekend
    std::map<std::pair<QString, int>, Acc> acc;
    const QDateTime warm = start.addDays(2);
    for (QDateTime t = start; t < start.addDays(days); t = t.addSecs(900)) {
        sim.advanceTo(t);
        if (t < warm)
            continue;
        const auto snap = sim.snapshot();
        for (const auto& r : RegionSummary::fromSnapshot(snap)) {
            int offset = 0;
            for (const auto& rc : config.regions)
                if (rc.name == r.name)
                    offset = rc.utcOffsetHours;
            const QDateTime local = t.addSecs(offset * 3600);
            const int h = local.time().hour();
            const bool weekend = local.date().dayOfWeek() >= 6;
            const int band = weekend ? 4 : h < 6 ? 0 : h < 10 ? 1 : h < 18 ? 2 : 3;
            auto& a = acc[{ r.name, band }];
            a.util += r.utilisation();
            a.pending += r.pendingJobs;
            a.n++;
        }
    }
    const char* bands[] = { "wkday 00-06", "wkday 06-10", "wkday 10-18", "wkday 18-24", "weekend" };
    std::printf("%-10s %-12s %6s %8s\n", "region", "band", "util", "pending");
    for (const auto& [key, a] : acc)
        std::printf("%-10s %-12s %6.2f %8.1f\n", qPrintable(key.first), bands[key.second], a.util / a.n,
                    a.pending / a.n);
    // Waits of finished jobs (start - submit), by region.
    std::map<QString, std::vector<double>> waits;
    for (const auto& j : sim.finishedJobs(warm)) {
        if (j.startTime.isValid())
            waits[j.partition].push_back(double(j.submitTime.secsTo(j.startTime)));
    }
    for (auto& [region, w] : waits) {
        std::sort(w.begin(), w.end());
        const auto q = [&w](double p) { return w.empty() ? 0.0 : w[size_t(p * double(w.size() - 1))]; };
        std::printf("%-10s jobs %5zu  wait p50 %6.0f s  p90 %7.0f s  mean %7.0f s\n", qPrintable(region), w.size(),
                    q(0.5), q(0.9), [&w] {
                        double s = 0;
                        for (double x : w)
                            s += x;
                        return w.empty() ? 0.0 : s / double(w.size());
                    }());
    }
    return 0;
}
