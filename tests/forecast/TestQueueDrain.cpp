// QueueDrain (the live-queue anchor) and LiveForecast with it: known answers, and calibration on a simulated
// cluster whose jobs end before their time limits and whose high-priority arrivals overtake the queue.
#include "forecast/LiveForecast.h"
#include "forecast/QueueDrain.h"
#include "model/TimeZones.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <limits>

using namespace qc;

namespace {
const QString kGpu = QStringLiteral("gpu");
const QString kA100 = QStringLiteral("a100");

ClusterSnapshot cluster(const QDateTime& now, int gpus, int used)
{
    ClusterSnapshot snap;
    snap.takenAt = now;
    Partition p;
    p.name = kGpu;
    p.maxTimeS = 8 * 3600;
    p.nodes = { QStringLiteral("n1") };
    snap.partitions.append(p);
    Node n;
    n.name = QStringLiteral("n1");
    n.partitions = { kGpu };
    n.state = QStringLiteral("MIXED");
    n.gpus = { { kA100, gpus, used } };
    snap.nodes.append(n);
    return snap;
}

Job gpuJob(const QString& id, JobState state, int gpus, qint64 limitS, double priority = 0)
{
    Job j;
    j.id = id;
    j.partition = kGpu;
    j.state = state;
    j.gpus = gpus;
    j.gpuType = kA100;
    j.timeLimitS = limitS;
    j.priority = priority;
    return j;
}

JobShape shapeOf(int gpus, qint64 limitS, double priority)
{
    JobShape s { kGpu, gpus, limitS, priority, {} };
    s.gpuType = kA100;
    return s;
}

// A 32-GPU cluster scheduled by conservative backfilling on time limits (the plan QueueDrain makes), with jobs
// that end well before their limits. Returns, for every job after the warm-up, the snapshot at its submission.
struct SimResult
{
    QList<TraceJob> history; // every job with its real start
    QList<std::pair<ClusterSnapshot, Job>> probes;
};

SimResult simulate(int n, quint32 seed)
{
    QRandomGenerator rng(seed);
    struct SimJob
    {
        Job job;
        qint64 runtime = 0;
        qint64 start = -1;
    };
    QList<SimJob> jobs;
    qint64 t = 2'000'000'000;
    for (int i = 0; i < n; ++i) {
        t += 1 + qint64(-std::log(std::max(1e-9, rng.generateDouble())) * 1150.0);
        const qint64 limit = 3600LL << rng.bounded(4);
        const bool high = rng.bounded(5) == 0;
        Job j = gpuJob(QString::number(i), JobState::Pending, 1 << rng.bounded(4), limit, high ? 100 : 10);
        j.submitTime = QDateTime::fromSecsSinceEpoch(t, qc::utcZone());
        j.user = QStringLiteral("u%1").arg(rng.bounded(12));
        jobs.append({ j, qint64(double(limit) * (0.1 + 0.9 * rng.generateDouble())) });
    }
    SimResult out;
    QList<qsizetype> running;
    QList<qsizetype> pending;
    qsizetype next = 0;
    auto snapshotAt = [&](qint64 now) {
        int used = 0;
        for (qsizetype r : running)
            used += jobs[r].job.gpus;
        ClusterSnapshot snap = cluster(QDateTime::fromSecsSinceEpoch(now, qc::utcZone()), 32, used);
        for (qsizetype r : running)
            snap.jobs.append(jobs[r].job);
        for (qsizetype p : pending)
            snap.jobs.append(jobs[p].job);
        return snap;
    };
    auto startJob = [&](qsizetype i, qint64 now) {
        jobs[i].start = now;
        jobs[i].job.state = JobState::Running;
        jobs[i].job.startTime = QDateTime::fromSecsSinceEpoch(now, qc::utcZone());
        running.append(i);
        pending.removeOne(i);
    };
    while (next < jobs.size() || !pending.isEmpty()) {
        qint64 now
            = next < jobs.size() ? jobs[next].job.submitTime.toSecsSinceEpoch() : std::numeric_limits<qint64>::max();
        for (qsizetype r : running)
            now = std::min(now, jobs[r].start + jobs[r].runtime);
        running.erase(std::remove_if(running.begin(), running.end(),
                                     [&](qsizetype r) { return jobs[r].start + jobs[r].runtime <= now; }),
                      running.end());
        while (next < jobs.size() && jobs[next].job.submitTime.toSecsSinceEpoch() == now) {
            pending.append(next);
            if (next >= n / 3)
                out.probes.append({ snapshotAt(now), jobs[next].job });
            ++next;
        }
        std::stable_sort(pending.begin(), pending.end(), [&](qsizetype a, qsizetype b) {
            return jobs[a].job.priority != jobs[b].job.priority ? jobs[a].job.priority > jobs[b].job.priority : a < b;
        });
        // Start every job whose plan says "now": the head of the queue while it fits, then backfill.
        for (bool started = true; started;) {
            started = false;
            const ClusterSnapshot snap = snapshotAt(now);
            int used = 0;
            for (qsizetype r : running)
                used += jobs[r].job.gpus;
            for (qsizetype p : pending) {
                if (jobs[p].job.gpus > 32 - used)
                    continue;
                const Job& j = jobs[p].job;
                const auto e
                    = QueueDrain::estimate(snap, shapeOf(j.gpus, j.timeLimitS, j.priority), j.id, j.submitTime);
                if (e.feasible && e.startS == 0) {
                    startJob(p, now);
                    started = true;
                    break;
                }
            }
        }
    }
    for (const SimJob& s : jobs) {
        TraceJob h;
        h.id = s.job.id;
        h.queue = kGpu;
        h.user = s.job.user;
        h.submit = s.job.submitTime.toSecsSinceEpoch();
        h.start = s.start;
        h.end = s.start + s.runtime;
        h.gpus = s.job.gpus;
        h.reqWalltimeS = s.job.timeLimitS;
        out.history.append(h);
    }
    return out;
}
} // namespace

class TestQueueDrain : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // 16 GPUs, 12 busy: 8 free at +1 h, 4 more at +3 h; a 6-GPU job of higher priority is ahead.
    void plansRunningJobsAndJobsAhead()
    {
        const QDateTime now = QDateTime::fromSecsSinceEpoch(1'800'000'000, qc::utcZone());
        ClusterSnapshot snap = cluster(now, 16, 12);
        Job r1 = gpuJob(QStringLiteral("r1"), JobState::Running, 8, 2 * 3600);
        r1.startTime = now.addSecs(-3600);
        Job r2 = gpuJob(QStringLiteral("r2"), JobState::Running, 4, 4 * 3600);
        r2.startTime = now.addSecs(-3600);
        Job p1 = gpuJob(QStringLiteral("p1"), JobState::Pending, 6, 2 * 3600, 100);
        p1.submitTime = now.addSecs(-600);
        snap.jobs = { r1, r2, p1 };

        const auto backfill = QueueDrain::estimate(snap, shapeOf(4, 2 * 3600, 50));
        QVERIFY(backfill.feasible);
        QCOMPARE(backfill.freeNow, 4);
        QCOMPARE(backfill.capacity, 16);
        QCOMPARE(backfill.jobsAhead, 1);
        QCOMPARE(backfill.gpusAhead, 6);
        QCOMPARE(backfill.startS, qint64(0)); // fits in the hole before the job ahead starts
        QCOMPARE(QueueDrain::estimate(snap, shapeOf(5, 2 * 3600, 50)).startS, qint64(3600)); // beside the job ahead
        QCOMPARE(QueueDrain::estimate(snap, shapeOf(8, 2 * 3600, 50)).startS, qint64(3 * 3600)); // after everything
        // A lower-priority job ahead does not count; a higher one placed first pushes the 8-GPU job back.
        p1.priority = 10;
        snap.jobs[2] = p1;
        QCOMPARE(QueueDrain::estimate(snap, shapeOf(8, 2 * 3600, 50)).startS, qint64(3600));
        QCOMPARE(QueueDrain::estimate(snap, shapeOf(8, 2 * 3600, 50)).jobsAhead, 0);
        // The wrong type, too many GPUs, or a drained node: it can never start here.
        JobShape h100 = shapeOf(1, 3600, 50);
        h100.gpuType = QStringLiteral("h100");
        QVERIFY(!QueueDrain::estimate(snap, h100).feasible);
        QVERIFY(!QueueDrain::estimate(snap, shapeOf(17, 3600, 50)).feasible);
        snap.nodes[0].state = QStringLiteral("DRAIN");
        QVERIFY(!QueueDrain::estimate(snap, shapeOf(1, 3600, 50)).feasible);
    }

    void typicalPriorityIsTheMedianOfTheTier()
    {
        ClusterSnapshot snap = cluster(QDateTime::fromSecsSinceEpoch(1'800'000'000, qc::utcZone()), 8, 0);
        for (int i = 0; i < 5; ++i) {
            Job j = gpuJob(QStringLiteral("p%1").arg(i), JobState::Pending, 1, 3600, 10 + i);
            j.qos = i < 3 ? QStringLiteral("normal") : QStringLiteral("high");
            snap.jobs.append(j);
        }
        QCOMPARE(QueueDrain::typicalPriority(snap, kGpu, QStringLiteral("normal")), 11.0);
        QCOMPARE(QueueDrain::typicalPriority(snap, kGpu, QStringLiteral("high")), 14.0);
        QCOMPARE(QueueDrain::typicalPriority(snap, kGpu), 12.0);
        QCOMPARE(QueueDrain::typicalPriority(snap, QStringLiteral("none")), 0.0);
    }

    // Without a scheduler estimate the drain anchors the forecast: free GPUs pull the median down, a long plan
    // keeps the upper bound above it.
    void liveForecastAnchorsOnTheDrain()
    {
        const QDateTime now = QDateTime::fromSecsSinceEpoch(1'800'000'000, qc::utcZone());
        QList<TraceJob> history;
        for (int i = 0; i < 200; ++i) {
            TraceJob h;
            h.id = QStringLiteral("h%1").arg(i);
            h.queue = kGpu;
            h.submit = now.toSecsSinceEpoch() - 200000 + i * 900;
            h.start = h.submit + 1800 + (i % 5) * 600;
            h.gpus = 2;
            history.append(h);
        }
        ClusterSnapshot snap = cluster(now, 16, 0);
        Job mine = gpuJob(QStringLiteral("mine"), JobState::Pending, 2, 3600, 10);
        mine.submitTime = now;
        snap.jobs = { mine };
        const WaitForecast historyOnly = LiveForecast::forecastForJob(snap, mine, history, {}, false);
        const WaitForecast idle = LiveForecast::forecastForJob(snap, mine, history);
        QCOMPARE(idle.anchor, WaitForecast::Anchor::Drain);
        QCOMPARE(idle.anchorS, 0.0);
        QVERIFY2(idle.p50 < historyOnly.p50 / 2,
                 qPrintable(QStringLiteral("%1 vs %2").arg(idle.p50).arg(historyOnly.p50)));

        snap.nodes[0].gpus[0].used = 16;
        Job r = gpuJob(QStringLiteral("r"), JobState::Running, 16, 10 * 3600);
        r.startTime = now;
        snap.jobs.append(r);
        const WaitForecast full = LiveForecast::forecastForJob(snap, mine, history);
        QCOMPARE(full.anchorS, 10.0 * 3600); // the running job's own limit
        QVERIFY(full.upper >= full.anchorS);
        QVERIFY(full.p50 > historyOnly.p50);
        // The scheduler's own estimate wins over the drain.
        mine.estimatedStart = now.addSecs(7200);
        QCOMPARE(LiveForecast::forecastForJob(snap, mine, history).anchor, WaitForecast::Anchor::Scheduler);
    }

    // Jobs end at 10-100% of their limits and a fifth of them jump the queue: the drain is neither a bound nor
    // exact. Combined with the history it must keep the P90 covering and beat the history alone at the median.
    void staysCalibratedOnASimulatedCluster()
    {
        const SimResult sim = simulate(900, 7);
        QVERIFY(sim.probes.size() > 400);
        int covered = 0;
        int coveredHistory = 0;
        double errDrain = 0;
        double errHistory = 0;
        int busy = 0;
        std::vector<double> bounds;
        std::vector<double> historyBounds;
        for (const auto& [snap, job] : sim.probes) {
            const TraceJob& truth = sim.history[job.id.toInt()];
            const double wait = double(*truth.start - truth.submit);
            const WaitForecast f = LiveForecast::forecastForJob(snap, job, sim.history);
            const WaitForecast h = LiveForecast::forecastForJob(snap, job, sim.history, {}, false);
            covered += wait <= f.upper;
            coveredHistory += wait <= h.upper;
            errDrain += std::abs(std::log((f.p50 + 60) / (wait + 60)));
            errHistory += std::abs(std::log((h.p50 + 60) / (wait + 60)));
            busy += wait > 600;
            bounds.push_back(f.upper);
            historyBounds.push_back(h.upper);
        }
        std::sort(bounds.begin(), bounds.end());
        std::sort(historyBounds.begin(), historyBounds.end());
        const double medianBound = bounds[bounds.size() / 2];
        const double medianHistoryBound = historyBounds[historyBounds.size() / 2];
        const double n = double(sim.probes.size());
        qInfo("simulated cluster: %d probes, %.0f%% waited > 10 min; P90 coverage %.3f with drain, %.3f history only; "
              "median log error %.3f vs %.3f; median P90 bound %.0f s vs %.0f s",
              int(n), 100.0 * busy / n, covered / n, coveredHistory / n, errDrain / n, errHistory / n, medianBound,
              medianHistoryBound);
        QVERIFY2(busy > n / 5, "the simulated cluster is not busy enough to test anything");
        QVERIFY2(covered / n >= 0.85, qPrintable(QString::number(covered / n)));
        QVERIFY2(medianBound < medianHistoryBound, "the live queue must sharpen the bound, not only move it");
        QVERIFY2(errDrain < 0.9 * errHistory, qPrintable(QStringLiteral("%1 vs %2").arg(errDrain).arg(errHistory)));
    }

    // The whole partition planned in one pass gives every pending job exactly what planning it alone gives: ties in
    // priority and submit time, begin times, held jobs, jobs larger than the partition, one-node requests on
    // fragments, two GPU types and more than the 2,000 jobs ahead a plan looks at.
    void estimatePendingEqualsPlanningEachJob()
    {
        const QDateTime now = QDateTime::fromSecsSinceEpoch(1'800'000'000, qc::utcZone());
        ClusterSnapshot snap;
        snap.takenAt = now;
        Partition p;
        p.name = kGpu;
        p.maxTimeS = 8 * 3600;
        QRandomGenerator rng(20261204);
        for (int n = 0; n < 12; ++n) {
            Node node;
            node.name = QStringLiteral("n%1").arg(n);
            node.partitions = { kGpu };
            node.state = QStringLiteral("MIXED");
            const int total = n % 3 == 0 ? 4 : 8;
            node.gpus = { { n % 4 == 0 ? QStringLiteral("h100") : kA100, total, int(rng.bounded(total + 1)) } };
            p.nodes.append(node.name);
            snap.nodes.append(node);
        }
        snap.partitions.append(p);
        const QStringList reasons { QStringLiteral("Priority"),    QStringLiteral("Resources"),
                                    QStringLiteral("Priority"),    QStringLiteral("Resources"),
                                    QStringLiteral("Priority"),    QStringLiteral("Resources"),
                                    QStringLiteral("Priority"),    QStringLiteral("Resources"),
                                    QStringLiteral("JobHeldUser"), QStringLiteral("Dependency") };
        for (int i = 0; i < 2800; ++i) {
            const bool running = i < 40;
            Job j = gpuJob(QString::number(i), running ? JobState::Running : JobState::Pending,
                           1 + int(rng.bounded(12)) * (rng.bounded(10) == 0 ? 9 : 1), 600 * (1 + rng.bounded(48)),
                           double(rng.bounded(5)) * 100);
            j.gpuType = rng.bounded(10) == 0 ? QStringLiteral("h100") : (rng.bounded(20) == 0 ? QString() : kA100);
            j.nodes = rng.bounded(3) == 0 ? 2 : 1;
            j.timeLimitS = rng.bounded(20) == 0 ? 0 : j.timeLimitS; // the partition's maximum
            j.submitTime = now.addSecs(-60 * qint64(rng.bounded(300))); // many share a minute
            if (running) {
                j.startTime = now.addSecs(-qint64(rng.bounded(3600)));
                if (rng.bounded(2) == 0)
                    j.endTime = j.startTime.addSecs(j.timeLimitS);
            } else {
                j.reason = reasons[int(rng.bounded(int(reasons.size())))];
                if (rng.bounded(10) == 0)
                    j.beginTime = now.addSecs(3600 * qint64(rng.bounded(12)));
            }
            snap.jobs.append(j);
        }
        int compared = 0;
        int pastTheLimit = 0; // jobs with more than 2,000 ahead
        int maxAhead = 0;
        for (const QString& type : { kA100, QStringLiteral("h100"), QString() }) {
            const QHash<QString, QueueDrain::Estimate> all = QueueDrain::estimatePending(snap, kGpu, type);
            int n = 0;
            for (const Job& j : std::as_const(snap.jobs)) {
                if (!j.isPending() || j.gpuType != type)
                    continue;
                QVERIFY2(all.contains(j.id), qPrintable(j.id));
                if (type == kA100 && n++ % 8 != 0)
                    continue; // an eighth of them: each planned alone costs the whole queue
                const QueueDrain::Estimate one = QueueDrain::estimate(snap, QueueDrain::shapeOf(j), j.id, j.submitTime);
                const QueueDrain::Estimate& batch = all[j.id];
                QCOMPARE(batch.feasible, one.feasible);
                QCOMPARE(batch.startS, one.startS);
                QCOMPARE(batch.capacity, one.capacity);
                QCOMPARE(batch.freeNow, one.freeNow);
                QCOMPARE(batch.jobsAhead, one.jobsAhead);
                QCOMPARE(batch.gpusAhead, one.gpusAhead);
                ++compared;
                pastTheLimit += one.jobsAhead >= 1800 ? 1 : 0;
                maxAhead = std::max(maxAhead, one.jobsAhead);
            }
        }
        QVERIFY(compared > 400);
        QVERIFY2(pastTheLimit > 10, qPrintable(QString::number(maxAhead)));
        // The plans must differ from job to job for the comparison to mean anything.
        const auto a100 = QueueDrain::estimatePending(snap, kGpu, kA100);
        QSet<qint64> starts;
        QSet<int> aheads;
        for (const auto& e : a100) {
            starts.insert(e.startS);
            aheads.insert(e.jobsAhead);
        }
        QVERIFY(starts.size() > 5);
        QVERIFY(aheads.size() > 100);
    }
};

QTEST_GUILESS_MAIN(TestQueueDrain)
#include "TestQueueDrain.moc"
