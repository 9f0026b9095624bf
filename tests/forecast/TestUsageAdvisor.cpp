// The usage and cost advisor from a user's own history: GPU-hours, waiting, peak concurrency, what runs and waits
// now, the break-even utilisation of a monthly instance and which way of paying would have been cheapest.
#include "forecast/UsageAdvisor.h"
#include "model/TimeZones.h"

#include <QTest>

using namespace qc;

namespace {
const QDateTime kNow(QDate(2026, 12, 1), QTime(12, 0), qc::utcZone());

FinishedJob done(const QString& user, qint64 submitAgoH, qint64 waitH, qint64 runH, int gpus)
{
    FinishedJob j;
    j.id = QString::number(qHash(user) % 1000) + QString::number(submitAgoH);
    j.user = user;
    j.gpus = gpus;
    j.submit = kNow.addSecs(-submitAgoH * 3600);
    j.start = j.submit.addSecs(waitH * 3600);
    j.end = j.start.addSecs(runH * 3600);
    j.state = QStringLiteral("COMPLETED");
    return j;
}

UsagePrices prices()
{
    UsagePrices p;
    p.gpuHour = 2.0;
    p.instanceMonthly = 8 * 730.56 * 2.0 * 0.5; // break-even at half the instance's hours
    p.instanceGpus = 8;
    p.ownMonthly = 2000;
    p.currency = QStringLiteral("USD");
    return p;
}
} // namespace

class TestUsageAdvisor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void figuresFromTheUsersOwnHistory()
    {
        ClusterSnapshot snap;
        snap.takenAt = kNow;
        snap.currentUser = QStringLiteral("me");
        Job running;
        running.id = QStringLiteral("r");
        running.user = QStringLiteral("me");
        running.state = JobState::Running;
        running.gpus = 4;
        running.startTime = kNow.addSecs(-3600);
        running.timeLimitS = 3 * 3600;
        Job pending = running;
        pending.id = QStringLiteral("p");
        pending.state = JobState::Pending;
        pending.startTime = {};
        pending.gpus = 8;
        pending.timeLimitS = 10 * 3600;
        Job other = running;
        other.user = QStringLiteral("someone");
        snap.jobs = { running, pending, other };

        // 27 days of history; two overlapping jobs of ours (8 + 8 GPUs at once), one of someone else's.
        const QList<FinishedJob> past { done(QStringLiteral("me"), 27 * 24, 0, 1, 1),
                                        done(QStringLiteral("me"), 50, 2, 10, 8),
                                        done(QStringLiteral("me"), 49, 3, 4, 8),
                                        done(QStringLiteral("someone"), 30, 1, 100, 64) };
        const auto r = UsageAdvisor::analyse(snap, past, prices());
        QCOMPARE(r.user, QStringLiteral("me"));
        QCOMPARE(r.jobs, 3);
        QCOMPARE(r.startedJobs, 3);
        QCOMPARE(r.from, kNow.addSecs(-27 * 24 * 3600)); // where the history starts, not four weeks back
        // 1 + 80 + 32 GPU-hours finished, and the running job's 4 GPU-hours so far.
        QCOMPARE(r.gpuHoursUsed, 117.0);
        QCOMPARE(r.gpuHoursPerDay, 117.0 / 27.0);
        QCOMPARE(r.waitHoursPerJob, 5.0 / 3.0);
        QCOMPARE(r.peakGpus, 16);
        QCOMPARE(r.runningGpus, 4);
        QCOMPARE(r.gpuHoursRunning, 8.0); // 2 h left of its limit on 4 GPUs
        QCOMPARE(r.pendingJobs, 1);
        QCOMPARE(r.gpuHoursQueued, 80.0);

        QVERIFY(r.costs);
        QCOMPARE(r.costs->instances, 1);
        QVERIFY(qAbs(r.costs->breakEvenUtilisation - 0.5) < 1e-3);
        QVERIFY(qAbs(r.costs->breakEvenHoursPerDay - 12.0) < 0.05);
        QCOMPARE(r.costs->weeks.size(), 4);
        double used = 0;
        for (const auto& w : r.costs->weeks)
            used += w.gpuHours;
        QVERIFY(qAbs(used - 117.0) < 1e-6); // the weeks cover the window exactly
        QCOMPARE(r.costs->weeks.last().payPerUse, r.costs->weeks.last().gpuHours * 2.0);
        QCOMPARE(r.costs->cheapest, UsageAdvisor::Option::PayPerUse); // 117 GPU-hours in a month: far below half
    }

    void heavyUseMakesTheMonthlyInstanceCheaper()
    {
        ClusterSnapshot snap;
        snap.takenAt = kNow;
        snap.currentUser = QStringLiteral("me");
        QList<FinishedJob> past;
        // 8 GPUs for 20 hours every day for four weeks: 83% of one instance.
        for (int d = 1; d <= 28; ++d)
            past.append(done(QStringLiteral("me"), d * 24, 1, 20, 8));
        UsagePrices p = prices();
        p.ownMonthly = 0;
        const auto r = UsageAdvisor::analyse(snap, past, p);
        QVERIFY(r.costs);
        QCOMPARE(r.costs->instances, 1);
        QVERIFY(r.costs->utilisation > r.costs->breakEvenUtilisation);
        QCOMPARE(r.costs->cheapest, UsageAdvisor::Option::Instance);
        p.ownMonthly = 1000; // cheaper than the instance
        QCOMPARE(UsageAdvisor::analyse(snap, past, p).costs->cheapest, UsageAdvisor::Option::OwnHardware);
    }

    void withoutPricesThereAreNoCosts()
    {
        ClusterSnapshot snap;
        snap.takenAt = kNow;
        snap.currentUser = QStringLiteral("me");
        const auto r = UsageAdvisor::analyse(snap, { done(QStringLiteral("me"), 5, 1, 1, 2) }, UsagePrices {});
        QVERIFY(!r.costs);
        QCOMPARE(r.gpuHoursUsed, 2.0);
    }
};

QTEST_GUILESS_MAIN(TestUsageAdvisor)
#include "TestUsageAdvisor.moc"
