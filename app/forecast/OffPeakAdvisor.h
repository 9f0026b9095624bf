#pragma once

#include "../model/FinishedJob.h"
#include "JobShape.h"
#include "OffPeakWindow.h"
#include "WaitForecast.h"

#include <QCoreApplication>
#include <QList>
#include <QTimeZone>
#include <optional>

namespace qc {

// "When should I submit this?" Ranks hourly start windows over the next days by forecast wait. Each hour is
// judged by the waits of jobs submitted on the same weekday and hour in the past (per user burst-capped, as
// in BusyHours; when too few, the same hour on weekdays or weekend days, then on all days, then all hours); the live
// forecast for now decides the first hours and fades out, and a backlog that takes longer to clear than the window is
// away still counts against it.
class OffPeakAdvisor
{
    Q_DECLARE_TR_FUNCTIONS(OffPeakAdvisor)

public:
    struct Options
    {
        int horizonHours = 72;
        int maxWindows = 8;
        int minGapHours = 2; // recommended windows start at least this far apart
        QTimeZone zone = QTimeZone::systemTimeZone(); // weekdays and hours as the user lives them
        qsizetype minJobs = 20; // a weekday-hour with fewer jobs or users is thin
        qsizetype minUsers = 3;
        double perUserCap = 5;
        double liveHalfLifeHours = 2; // how fast the live forecast's weight fades
        qsizetype minBucketJobs = 500; // use only jobs of the shape's size bucket when there are this many
    };

    struct Input
    {
        JobShape shape; // shape.queue: the partition whose history counts (empty: all)
        QList<FinishedJob> history;
        QDateTime now;
        std::optional<WaitForecast> live; // the forecast for submitting now
    };

    // Every hour of the horizon, in time order.
    static QList<OffPeakWindow> allSlots(const Input& input, const Options& options);
    // The best windows, best first (lowest score, then earliest), spread at least minGapHours apart;
    // hours with nothing to go on are left out.
    static QList<OffPeakWindow> recommend(const Input& input, const Options& options);
    static QList<OffPeakWindow> rank(QList<OffPeakWindow> candidates, const Options& options);

    // What windows are ranked by: the mean of P50 and P90. Most GPU jobs start at once, so medians tie at
    // zero and the tail is what tells hours apart.
    static double score(const OffPeakWindow& window);
    // "under a minute", "45 min", "3.5 h", "2.1 days" (StartForecast::durationText).
    static QString durationText(double seconds);
};

} // namespace qc
