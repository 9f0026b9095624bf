#include "forecast/BoundScoring.h"
#include "forecast/ForecastEvaluation.h"
#include "forecast/KaplanMeier.h"
#include "forecast/LiveForecast.h"
#include "forecast/QbetsBaseline.h"
#include "forecast/WaitForecaster.h"
#include "model/TimeZones.h"

#include <QRandomGenerator>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <numeric>
#include <tuple>

using namespace qc;

namespace {
// One GPU queue whose typical wait grows from about a minute to a few hours over the trace: load drift.
QList<TraceJob> driftingQueue(int n, quint32 seed)
{
    QRandomGenerator rng(seed);
    QList<TraceJob> jobs;
    qint64 t = 1'700'000'000;
    const double total = n * 300.0;
    const qint64 t0 = t;
    for (int i = 0; i < n; ++i) {
        t += 1 + qint64(rng.bounded(600));
        // Box-Muller normal for a log-normal spread around the drifting scale.
        const double u1 = std::max(1e-12, rng.generateDouble());
        const double u2 = rng.generateDouble();
        const double z = std::sqrt(-2 * std::log(u1)) * std::cos(2 * M_PI * u2);
        const double scale = 60.0 * std::exp(5.0 * double(t - t0) / total);
        TraceJob j;
        j.id = QString::number(i);
        j.queue = QStringLiteral("gpu");
        j.user = QStringLiteral("u%1").arg(rng.bounded(20));
        j.submit = t;
        j.start = t + qint64(scale * std::exp(0.8 * z));
        j.end = *j.start + 3600;
        j.gpus = 1 << rng.bounded(4);
        jobs.append(j);
    }
    return jobs;
}

WaitForecaster::Config historyBase()
{
    WaitForecaster::Config c;
    c.queueGroups = false; // the queue's recent submissions alone
    return c;
}

// 1 to 79 waits on a 30 s grid below 600 s, a third of them censored: many ties between events and censorings.
QList<KaplanMeier::Observation> randomSample(QRandomGenerator& rng)
{
    QList<KaplanMeier::Observation> s;
    const int n = int(rng.bounded(1, 80));
    for (int i = 0; i < n; ++i)
        s.append({ double(rng.bounded(0, 20)) * 30.0, rng.bounded(3) != 0 });
    return s;
}

// 200 jobs of `shape`, one a minute, each waiting 2 h; returns the time after the last one started.
qint64 feedTwoHourWaits(WaitForecaster& f, const JobShape& shape)
{
    qint64 t = 1'000'000;
    for (int i = 0; i < 200; ++i) {
        const QString id = QStringLiteral("j%1").arg(i);
        f.jobSubmitted(id, shape, t);
        f.jobStarted(id, t + 7200);
        t += 60;
    }
    return t + 7200;
}

double binomialBelow(int n, double q, int k) // P(Bin(n,q) < k), computed term by term
{
    double sum = 0;
    for (int i = 0; i < k; ++i) {
        long double c = 1;
        for (int j = 1; j <= i; ++j)
            c = c * (n - i + j) / j;
        sum += double(c * std::pow((long double)q, i) * std::pow((long double)(1 - q), n - i));
    }
    return sum;
}
} // namespace

class TestWaitForecaster : public QObject
{
    Q_OBJECT

private slots:
    void kaplanMeierUncensoredIsTheEmpiricalQuantile()
    {
        QList<KaplanMeier::Observation> s;
        for (int v = 1; v <= 100; ++v)
            s.append({ double(v), true });
        bool tail = false;
        QCOMPARE(KaplanMeier::quantile(s, 0.9, 0, &tail), 90.0);
        QVERIFY(tail);
        QCOMPARE(KaplanMeier::quantile(s, 0.5), 50.0);
        // Conditional on having waited 50 already: the 0.9 quantile of the upper half.
        QCOMPARE(KaplanMeier::quantile(s, 0.9, 50), 95.0);
    }

    // A forecast sorts its sample once and reads two quantiles from it: the same values as sorting for each, on
    // samples with ties between events and censorings, for every level and head start.
    void kaplanMeierOfASortedSampleEqualsSortingEachTime()
    {
        QRandomGenerator rng(7);
        for (int round = 0; round < 200; ++round) {
            const QList<KaplanMeier::Observation> s = randomSample(rng);
            QList<KaplanMeier::Observation> sorted = s;
            KaplanMeier::sort(sorted);
            for (const double q : { 0.1, 0.5, 0.8, 0.9, 0.95 }) {
                for (const double given : { 0.0, 60.0, 300.0, 1000.0 }) {
                    bool tailA = false;
                    bool tailB = true;
                    QCOMPARE(KaplanMeier::quantileOfSorted(sorted, q, given, &tailB),
                             KaplanMeier::quantile(s, q, given, &tailA));
                    QCOMPARE(tailB, tailA);
                }
            }
        }
        // Not sorted first, the walk reads another distribution: the order matters.
        const QList<KaplanMeier::Observation> unsorted { { 600, true }, { 30, true }, { 60, true } };
        QVERIFY(KaplanMeier::quantileOfSorted(unsorted, 0.5) != KaplanMeier::quantile(unsorted, 0.5));
    }

    // What a forecast of a job the model holds reads: the whole cohort's sorted sample less the job's own observation.
    void withoutOneEqualsSortingWithoutIt()
    {
        QRandomGenerator rng(11);
        for (int round = 0; round < 300; ++round) {
            QList<KaplanMeier::Observation> s = randomSample(rng);
            QList<KaplanMeier::Observation> sorted = s;
            KaplanMeier::sort(sorted);
            const qsizetype gone = rng.bounded(qsizetype(0), s.size());
            const KaplanMeier::Observation o = s[gone];
            s.removeAt(gone);
            KaplanMeier::sort(s);
            const QList<KaplanMeier::Observation> less = KaplanMeier::withoutOne(sorted, o);
            QCOMPARE(less.size(), s.size());
            for (qsizetype i = 0; i < s.size(); ++i) {
                QCOMPARE(less[i].value, s[i].value);
                QCOMPARE(less[i].observed, s[i].observed);
            }
            // One not in the sample: nothing taken out.
            QCOMPARE(KaplanMeier::withoutOne(sorted, { 61.0, true }).size(), sorted.size());
        }
    }

    void kaplanMeierCensoredTailGivesALowerBound()
    {
        QList<KaplanMeier::Observation> s;
        for (int v = 0; v < 60; ++v)
            s.append({ 10.0, true });
        for (int v = 0; v < 40; ++v)
            s.append({ 5000.0, false });
        bool tail = true;
        QCOMPARE(KaplanMeier::quantile(s, 0.9, 0, &tail), 5000.0);
        QVERIFY(!tail);
    }

    // Jobs still pending are "at least" observations: a queue full of old pending jobs must raise the bound,
    // even though every job that did start waited only a minute.
    void pendingJobsRaiseTheBound()
    {
        WaitForecaster f(historyBase()); // the censored history alone, not blended with the queue's drain rate
        const JobShape shape { QStringLiteral("gpu"), 2, 3600, 0 };
        qint64 t = 1'000'000;
        for (int i = 0; i < 100; ++i) {
            const QString id = QStringLiteral("s%1").arg(i);
            f.jobSubmitted(id, shape, t);
            f.jobStarted(id, t + 60);
            t += 120;
        }
        const WaitForecast before = f.forecast(shape, t);
        QVERIFY(before.upper < 600);
        for (int i = 0; i < 50; ++i)
            f.jobSubmitted(QStringLiteral("p%1").arg(i), shape, t - 36000 + i);
        const WaitForecast after = f.forecast(shape, t);
        QCOMPARE(after.pendingAhead, 50);
        QVERIFY2(after.upper >= 36000 - 50, qPrintable(QString::number(after.upper)));
        QVERIFY(after.upper > 10 * before.upper);
        QVERIFY(!after.tailReached);
        // Once they start (after a long wait), the history carries the information instead.
        for (int i = 0; i < 50; ++i)
            f.jobStarted(QStringLiteral("p%1").arg(i), t);
        QVERIFY(f.forecast(shape, t).upper >= 30000);
    }

    // A job that has waited longer than its similar jobs ever did: they say nothing of what is left. It was forecast
    // "in a minute" (the demo's job 86 h in the queue); now the queue's last starts that had waited as long answer,
    // and with too few of those it is "longer than anything seen here", its median at least the time it has waited.
    void aJobThatOutlivedItsSimilarJobs()
    {
        WaitForecaster f(historyBase());
        const JobShape shape { QStringLiteral("gpu"), 1, 3600, 0 };
        const qint64 t = feedTwoHourWaits(f, shape);
        // Waited 3 h, where every job seen waited 2 h.
        const WaitForecast fresh = f.forecast(shape, t);
        QVERIFY(fresh.upper >= 7000 && fresh.upper <= 7400);
        const WaitForecast old = f.forecast(shape, t, 3 * 3600);
        QVERIFY(old.beyondSeen);
        QCOMPARE(old.upper, old.capS);
        QVERIFY2(old.p50 >= 3 * 3600, qPrintable(QString::number(old.p50)));
        QVERIFY(old.outlivedSimilar);
        // A job waiting 1 h of the 2 h is no such case: an hour left, as before.
        const WaitForecast half = f.forecast(shape, t, 3600);
        QVERIFY(!half.outlivedSimilar);
        QVERIFY2(half.upper >= 3500 && half.upper <= 3700, qPrintable(QString::number(half.upper)));

        // 20 jobs that waited 6 h start, then 295 that wait a minute: the cohort, the 300 latest submissions, keeps
        // only 5 of the long ones, but the queue's last starts hold all 20, and they answer for a job waiting 3 h:
        // about 3 h left.
        qint64 u = t;
        for (int i = 0; i < 20; ++i)
            f.jobSubmitted(QStringLiteral("long%1").arg(i), shape, u + i);
        u += 6 * 3600;
        for (int i = 0; i < 20; ++i)
            f.jobStarted(QStringLiteral("long%1").arg(i), u + i);
        for (int i = 0; i < 295; ++i) {
            const QString id = QStringLiteral("short%1").arg(i);
            f.jobSubmitted(id, shape, u + 100 + 2 * i);
            f.jobStarted(id, u + 160 + 2 * i);
        }
        u += 1000;
        const WaitForecast answered = f.forecast(shape, u, 3 * 3600);
        QVERIFY(!answered.outlivedSimilar);
        QVERIFY(!answered.beyondSeen);
        QVERIFY2(answered.upper >= 3 * 3600 - 60 && answered.upper <= 3 * 3600 + 60,
                 qPrintable(QString::number(answered.upper)));
    }

    // A job array: jobs submitted behind many of the user's own pending ones are grouped apart, so their long
    // waits raise that user's next bound and not a user with nothing pending.
    void userBacklogGroupsApart()
    {
        WaitForecaster f;
        JobShape alice { QStringLiteral("gpu"), 1, 3600, 0, QStringLiteral("alice") };
        JobShape bob = alice;
        bob.user = QStringLiteral("bob");
        qint64 t = 1'000'000;
        int n = 0;
        for (int round = 0; round < 3; ++round) {
            // Alice's array of 100: the k-th job starts k x 10 min later. Bob's jobs start after a minute.
            for (int k = 0; k < 100; ++k)
                f.jobSubmitted(QStringLiteral("a%1").arg(n + k), alice, t);
            for (int k = 0; k < 100; ++k) {
                const QString b = QStringLiteral("b%1").arg(n + k);
                f.jobSubmitted(b, bob, t + k * 600);
                f.jobStarted(b, t + k * 600 + 60);
                f.jobStarted(QStringLiteral("a%1").arg(n + k), t + k * 600 + 600);
            }
            n += 100;
            t += 100 * 600 + 600;
        }
        for (int k = 0; k < 60; ++k)
            f.jobSubmitted(QStringLiteral("a%1").arg(n + k), alice, t);
        const WaitForecast a = f.forecast(alice, t + 1);
        const WaitForecast b = f.forecast(bob, t + 1);
        QCOMPARE(a.userAhead, 60);
        QVERIFY2(a.upper >= 20000, qPrintable(QString::number(a.upper)));
        QVERIFY2(b.upper < a.upper / 5, qPrintable(QStringLiteral("%1 vs %2").arg(b.upper).arg(a.upper)));
    }

    // Sane tails: however many misses, the correction stays bounded and no bound exceeds the cap, a multiple
    // of the longest wait seen in the queue; P50 never above the bound.
    void boundedCorrectionAndCap()
    {
        WaitForecaster::Config both; // the level and the scale both move, so the factor reaches past the cap
        both.levelBeforeScale = false;
        WaitForecaster f(both);
        const JobShape shape { QStringLiteral("gpu"), 1, 3600, 0, QStringLiteral("u") };
        const qint64 t = feedTwoHourWaits(f, shape);
        for (int i = 0; i < 5000; ++i)
            f.recordOutcome(shape.queue, WaitForecaster::Level::Upper, false);
        const WaitForecast w = f.forecast(shape, t);
        QVERIFY2(std::abs(w.correction) <= f.config().maxCorrection + 1e-9, qPrintable(QString::number(w.correction)));
        QCOMPARE(w.longestSeenS, 7200.0);
        QCOMPARE(w.capS, f.config().capFactor * 7200.0);
        QVERIFY(w.upper <= w.capS);
        QVERIFY(w.beyondSeen); // 7200 x e^2.5 is past 2 x 7200
        QVERIFY(w.p50 <= w.upper);
        // Hits bring it back down.
        for (int i = 0; i < 5000; ++i)
            f.recordOutcome(shape.queue, WaitForecaster::Level::Upper, true);
        const WaitForecast back = f.forecast(shape, t);
        QVERIFY(!back.beyondSeen);
        QVERIFY(back.upper < w.upper);
        QVERIFY(back.p50 <= back.upper);
    }

    // For a job whose user has nothing pending, the correction raises the quantile level first and scales only by
    // what the level cannot take: here every wait was 2 h, so the P99 is 2 h too and only e^(2.5 - ln 10) scales it.
    // A job behind its own backlog gets both (the P99 times e^2.5, past the cap).
    void levelMovesBeforeScaleWithoutBacklog()
    {
        WaitForecaster::Config noLean; // the lean towards the recent starts apart (leanIsAHedgeTheCalibrationIgnores)
        noLean.hedge = 0;
        WaitForecaster f(noLean);
        const JobShape alone { QStringLiteral("gpu"), 1, 3600, 0, QStringLiteral("u") };
        const qint64 t = feedTwoHourWaits(f, alone);
        const WaitForecast calm = f.forecast(alone, t);
        for (int i = 0; i < 5000; ++i)
            f.recordOutcome(alone.queue, WaitForecaster::Level::Upper, false);
        const WaitForecast raised = f.forecast(alone, t);
        const double maxCorrection = f.config().maxCorrection;
        const double levelTakes = std::log((1 - f.config().upperQuantile) / (1 - f.config().maxLevel));
        QVERIFY(calm.upper < 7200 * 1.01);
        QVERIFY2(std::abs(raised.correction - (maxCorrection - levelTakes)) < 1e-9,
                 qPrintable(QString::number(raised.correction)));
        const double offset = f.config().offsetS;
        QVERIFY2(std::abs(raised.upper - ((7200 + offset) * std::exp(maxCorrection - levelTakes) - offset)) < 1e-6,
                 qPrintable(QString::number(raised.upper)));
        QVERIFY(!raised.beyondSeen);

        // The same state for a user with three jobs pending ahead: the level and the whole factor.
        const JobShape behind { QStringLiteral("gpu"), 1, 3600, 0, QStringLiteral("v") };
        for (int i = 0; i < 3; ++i)
            f.jobSubmitted(QStringLiteral("v%1").arg(i), behind, t);
        const WaitForecast both = f.forecast(behind, t + 1);
        QCOMPARE(both.userAhead, 3);
        QCOMPARE(both.correction, maxCorrection);
        QVERIFY(both.beyondSeen); // 7200 x e^2.5 is past 2 x 7200
        QVERIFY(both.upper > raised.upper);

        // Without levelBeforeScale, the lone job is scaled by the whole factor too.
        WaitForecaster::Config config;
        config.levelBeforeScale = false;
        WaitForecaster g(config);
        const qint64 tg = feedTwoHourWaits(g, alone);
        for (int i = 0; i < 5000; ++i)
            g.recordOutcome(alone.queue, WaitForecaster::Level::Upper, false);
        QCOMPARE(g.forecast(alone, tg).correction, maxCorrection);
    }

    // The calibration stretches a fresh job's bound at most to twice the queue's recent-starts bound (QBETS's) times
    // its factor, never below the similar jobs' own P90. Here 45 8-GPU jobs waited 2 h, then 900 1-GPU jobs a minute,
    // one at a time:
    // the last 500 starts bound the queue's P90 at 60 s. With the correction at its bound an 8-GPU job's raised
    // level and factor stretched its bound past 2 h; now it keeps its similar jobs' P90, 2 h.
    void recentStartsCapLimitsTheStretch()
    {
        const auto feed = [](WaitForecaster& f) {
            qint64 t = 1'000'000;
            int n = 0;
            for (const auto& [size, wait, count] : { std::tuple { 8, 7200, 45 }, std::tuple { 1, 60, 900 } }) {
                const JobShape shape { QStringLiteral("gpu"), size, 3600, 0, QStringLiteral("u%1").arg(n) };
                for (int i = 0; i < count; ++i, ++n) {
                    const QString id = QStringLiteral("j%1").arg(n);
                    f.jobSubmitted(id, shape, t);
                    f.jobStarted(id, t + wait);
                    f.jobEnded(id, t + wait + 1); // nothing ahead of the next job: one work-ahead group
                    t += wait + 2;
                }
            }
            return t;
        };
        const JobShape big { QStringLiteral("gpu"), 8, 3600, 0, QStringLiteral("new") };
        const JobShape small { QStringLiteral("gpu"), 1, 3600, 0, QStringLiteral("new") };
        WaitForecaster::Config on;
        on.hedge = 0; // the lean towards the recent starts apart (leanIsAHedgeTheCalibrationIgnores)
        WaitForecaster::Config off = on;
        off.recentStartsCap = 0;
        WaitForecaster capped(on);
        WaitForecaster uncapped(off);
        const qint64 t = feed(capped);
        QCOMPARE(feed(uncapped), t);

        // No calibration yet: the cap does not bind.
        QCOMPARE(capped.forecast(big, t).upper, uncapped.forecast(big, t).upper);
        QCOMPARE(capped.forecast(small, t).upper, uncapped.forecast(small, t).upper);

        for (WaitForecaster* f : { &capped, &uncapped }) {
            for (int i = 0; i < 5000; ++i)
                f->recordOutcome(big.queue, WaitForecaster::Level::Upper, false);
        }
        const WaitForecast before = uncapped.forecast(big, t);
        const WaitForecast after = capped.forecast(big, t);
        QVERIFY2(before.upper > 8000, qPrintable(QString::number(before.upper)));
        QCOMPARE(after.upper, 7200.0);
        QVERIFY(after.p50 <= after.upper);
        // A 1-GPU job: its similar jobs waited a minute; its stretched bound is below the cap.
        const WaitForecast smallCapped = capped.forecast(small, t);
        QCOMPARE(smallCapped.upper, uncapped.forecast(small, t).upper);
        const double offset = capped.config().offsetS;
        QVERIFY(smallCapped.upper <= (2 * 60 + offset) * std::exp(capped.config().maxCorrection) - offset + 1e-6);
        // A job already waiting keeps the conditional estimate: the recent starts say nothing of its rest.
        QCOMPARE(capped.forecast(big, t, 600).upper, uncapped.forecast(big, t, 600).upper);
    }

    // A job cancelled while pending is a censored wait: it raises the bound (it waited at least that long) instead
    // of vanishing, and it counts for the "longest seen" cap.
    void cancelledPendingJobsAreCensoredObservations()
    {
        WaitForecaster f(historyBase());
        const JobShape shape { QStringLiteral("gpu"), 1, 3600, 0 };
        qint64 t = 1'000'000;
        for (int i = 0; i < 100; ++i) {
            const QString id = QStringLiteral("s%1").arg(i);
            f.jobSubmitted(id, shape, t);
            f.jobStarted(id, t + 60);
            t += 120;
        }
        const double before = f.forecast(shape, t).upper;
        for (int i = 0; i < 50; ++i) {
            const QString id = QStringLiteral("c%1").arg(i);
            f.jobSubmitted(id, shape, t + i);
            f.jobEnded(id, t + i + 36000); // cancelled after 10 h, never started
        }
        t += 40000;
        const WaitForecast after = f.forecast(shape, t);
        QCOMPARE(after.pendingAhead, 0);
        QCOMPARE(after.similarJobs, 150);
        QCOMPARE(after.startedSeen, 100);
        QVERIFY2(after.upper >= 36000, qPrintable(QString::number(after.upper)));
        QVERIFY(after.upper > 10 * before);
        QCOMPARE(after.longestSeenS, 36000.0);
    }

    // Equal-coverage scaling against a hand-computed example. Waits 15, 10, 60, 20 under bounds 10, 20, 30, 40:
    // the ratios wait/bound are 1.5, 0.5, 2, 0.5. Coverage 0.5 needs two covered: c = 0.5, scaled bounds 5, 10,
    // 15, 20 (median 12.5), pinball at 0.5: (5 + 0 + 22.5 + 0) / 4 = 6.875. Coverage 0.75: c = 1.5, bounds
    // 15, 30, 45, 60, median 37.5; raw coverage 2/4.
    void equalCoverageScalingHandExample()
    {
        const std::vector<BoundScoring::Pair> pairs { { 10, 15 }, { 20, 10 }, { 30, 60 }, { 40, 20 } };
        QVERIFY(std::abs(BoundScoring::equalCoverageScale(pairs, 0.5) - 0.5) < 1e-6);
        QVERIFY(std::abs(BoundScoring::equalCoverageScale(pairs, 0.75) - 1.5) < 1e-6);
        const ForecastMetrics half = BoundScoring::score(pairs, 0.5);
        QCOMPARE(half.coverage, 0.5);
        QCOMPARE(half.medianBoundS, 25.0);
        QCOMPARE(half.maxBoundS, 40.0);
        QVERIFY(std::abs(half.atEqualCoverage.medianBoundS - 12.5) < 1e-4);
        QVERIFY(std::abs(half.atEqualCoverage.pinballLoss - 6.875) < 1e-4);
        QCOMPARE(half.atEqualCoverage.coverage, 0.5);
        const ForecastMetrics q75 = BoundScoring::score(pairs, 0.75);
        QVERIFY(std::abs(q75.atEqualCoverage.medianBoundS - 37.5) < 1e-4);
        QCOMPARE(q75.atEqualCoverage.coverage, 0.75);
        // A zero bound under a positive wait is never covered, at any scale.
        const std::vector<BoundScoring::Pair> zero { { 0, 5 }, { 0, 5 } };
        QVERIFY(BoundScoring::equalCoverageScale(zero, 0.9) >= 1e9 - 1);
        QVERIFY(!BoundScoring::score(zero, 0.9).atEqualCoverage.reached);
        QVERIFY(half.atEqualCoverage.reached && q75.atEqualCoverage.reached);
    }

    // The per-group figures' user backlog is the model's: jobs of a trace without users (Kubernetes pods) have none,
    // and one user's array falls in the backlog buckets by its jobs ahead.
    void evaluationBacklogGroupsFollowTheModel()
    {
        QList<TraceJob> jobs = driftingQueue(400, 11);
        for (TraceJob& j : jobs)
            j.user.clear();
        ForecastEvaluation::Options options;
        const auto backlogGroups = [](const ForecastEvaluation::Report& r) {
            QMap<QString, int> counts;
            for (const ForecastGroupMetrics& g : r.groups) {
                if (g.kind == QLatin1String("user_backlog"))
                    counts[g.name] = g.jobs;
            }
            return counts;
        };
        const ForecastEvaluation::Report anonymous = ForecastEvaluation::run(jobs, options);
        const QMap<QString, int> none = backlogGroups(anonymous);
        QCOMPARE(none.size(), 1);
        QCOMPARE(none.value(QStringLiteral("0")), anonymous.model.testJobs);

        // One user submits 30 jobs at once near the end, all still pending: the later ones have a backlog.
        qint64 t = jobs.last().submit + 10;
        for (int k = 0; k < 30; ++k) {
            TraceJob j;
            j.id = QStringLiteral("array%1").arg(k);
            j.queue = QStringLiteral("gpu");
            j.user = QStringLiteral("alice");
            j.submit = t;
            j.gpus = 1;
            jobs.append(j);
        }
        const QMap<QString, int> withArray = backlogGroups(ForecastEvaluation::run(jobs, options));
        QCOMPARE(withArray.value(QStringLiteral("1-5")), 5);
        QCOMPARE(withArray.value(QStringLiteral("6-50")), 24);
    }

    // The replay: a never-started job (cancelled) is scored by its pending age, not covered once that exceeds the
    // bound; it is counted, not dropped.
    void replayScoresCensoredJobs()
    {
        QList<TraceJob> jobs = driftingQueue(1000, 7);
        for (int i = 700; i < 1000; i += 10) {
            jobs[i].start.reset();
            jobs[i].end = jobs[i].submit + 30 * 86400; // cancelled after 30 days: beyond any bound
        }
        ForecastEvaluation::Options options;
        options.keepRows = true;
        const ForecastEvaluation::Report r = ForecastEvaluation::run(jobs, options);
        QCOMPARE(r.censoredTestJobs, 30);
        QCOMPARE(r.rows.size(), 300);
        int censoredRows = 0;
        for (const ForecastJobRow& row : r.rows) {
            if (!row.censored)
                continue;
            ++censoredRows;
            QCOMPARE(row.waitS, 30.0 * 86400);
            QVERIFY(row.p90S < row.waitS); // so not covered
            QVERIFY(row.p50S <= row.p90S);
        }
        QCOMPARE(censoredRows, 30);
        QCOMPARE(r.aboveCap, 0);
    }

    // Load drift: a model fitted once on early history under-covers later; the online one stays calibrated.
    void staysCalibratedUnderDrift()
    {
        const QList<TraceJob> jobs = driftingQueue(4000, 42);
        ForecastEvaluation::Options options;
        const ForecastEvaluation::Report r = ForecastEvaluation::run(jobs, options);
        QCOMPARE(r.model.testJobs, 1200);

        // The static model: the P90 of the waits seen in the first 70%, applied to the rest.
        std::vector<qint64> early;
        for (int i = 0; i < r.trainJobs; ++i)
            early.push_back(*jobs[i].start - jobs[i].submit);
        std::sort(early.begin(), early.end());
        const qint64 staticBound = early[size_t(0.9 * double(early.size()))];
        int staticCovered = 0;
        for (int i = r.trainJobs; i < jobs.size(); ++i)
            staticCovered += (*jobs[i].start - jobs[i].submit) <= staticBound;
        const double staticCoverage = double(staticCovered) / (jobs.size() - r.trainJobs);

        qInfo("drift: online coverage %.3f (median bound %.0f s), static coverage %.3f, QBETS %.3f", r.model.coverage,
              r.model.medianBoundS, staticCoverage, r.baseline.coverage);
        QVERIFY2(r.model.coverage >= 0.85 && r.model.coverage <= 0.95, qPrintable(QString::number(r.model.coverage)));
        QVERIFY2(staticCoverage < 0.6, qPrintable(QString::number(staticCoverage)));
        QVERIFY(r.model.pinballLoss > 0);
    }

    // A fresh job's bound leans a tenth of the way (log scale) towards the queue's recent-starts bound, QBETS's, but
    // the calibration learns from the bound before the lean: replayed with and without it, the model is the same, and
    // every bound is the one without the lean, moved by the formula. Up always; down never below what the jobs still
    // pending say (pendingJobsRaiseTheBound, cancelledPendingJobsAreCensoredObservations).
    void leanIsAHedgeTheCalibrationIgnores()
    {
        const QList<TraceJob> jobs = driftingQueue(4000, 42);
        ForecastEvaluation::Options options;
        options.keepRows = true;
        const ForecastEvaluation::Report leaned = ForecastEvaluation::run(jobs, options);
        options.model.hedge = 0;
        const ForecastEvaluation::Report plain = ForecastEvaluation::run(jobs, options);
        QCOMPARE(leaned.rows.size(), plain.rows.size());
        const double w = WaitForecaster::Config {}.hedge;
        const double offset = WaitForecaster::Config {}.offsetS;
        QVERIFY(w > 0 && w < 0.5);
        int up = 0;
        int down = 0;
        for (qsizetype i = 0; i < plain.rows.size(); ++i) {
            const ForecastJobRow& a = plain.rows[i];
            const ForecastJobRow& b = leaned.rows[i];
            QCOMPARE(b.id, a.id);
            QCOMPARE(b.baselineS, a.baselineS);
            if (a.beyondSeen) { // "longer than anything seen here" stays
                QCOMPARE(b.p90S, a.p90S);
                continue;
            }
            const double formula
                = std::exp((1 - w) * std::log(a.p90S + offset) + w * std::log(a.baselineS + offset)) - offset;
            if (a.p90S < a.baselineS) {
                QVERIFY2(std::abs(b.p90S - formula) < 1e-6 * (1 + formula),
                         qPrintable(QStringLiteral("%1: %2 vs %3").arg(a.id).arg(b.p90S).arg(formula)));
                up += b.p90S > a.p90S;
            } else {
                QVERIFY(b.p90S <= a.p90S && b.p90S >= formula - 1e-6 * (1 + formula));
                down += b.p90S < a.p90S;
            }
            QCOMPARE(b.p50S, std::min(a.p50S, b.p90S));
        }
        QVERIFY2(up > 100 && down > 100, qPrintable(QStringLiteral("%1 up, %2 down").arg(up).arg(down)));
    }

    // Adaptive calibration on drifting load: sequential jobs (each outcome known before the next submit) whose
    // waits quadruple halfway (the load doubled). The similar-job sample is kept long (2,000) so it cannot follow
    // by itself: only the calibration can bring coverage back. It must be back within 0.85-0.95 within 150
    // outcomes of the change, stay bounded, keep P50 <= P90 and the cap; without it coverage stays low.
    void adaptiveCalibrationRecoversWhenLoadDoubles()
    {
        auto run = [](bool adapt, std::vector<int>* hitsAfter) {
            WaitForecaster::Config c;
            c.queueGroups = false;
            c.cohort = 2000;
            c.minGroup = 20;
            c.floorShare = 0;
            c.ownDrainShare = 0;
            c.selfCalibrate = adapt;
            WaitForecaster f(c);
            QRandomGenerator rng(11);
            const JobShape shape { QStringLiteral("gpu"), 1, 3600, 0, QStringLiteral("u") };
            qint64 t = 1'000'000;
            for (int i = 0; i < 1200; ++i) {
                const double u1 = std::max(1e-12, rng.generateDouble());
                const double z = std::sqrt(-2 * std::log(u1)) * std::cos(2 * M_PI * rng.generateDouble());
                const double scale = i < 600 ? 600.0 : 2400.0;
                const qint64 wait = qint64(scale * std::exp(0.6 * z));
                const WaitForecast w = f.forecast(shape, t);
                if (std::abs(w.correction) > f.config().maxCorrection + 1e-9 || w.upper > w.capS || w.p50 > w.upper)
                    return false;
                const QString id = QString::number(i);
                f.jobSubmitted(id, shape, t, &w);
                f.jobStarted(id, t + wait);
                f.jobEnded(id, t + wait + 60);
                if (i >= 600)
                    hitsAfter->push_back(double(wait) <= w.upper);
                t += wait + 61;
            }
            return true;
        };
        auto coverage = [](const std::vector<int>& h, size_t from, size_t to) {
            return double(std::accumulate(h.begin() + qsizetype(from), h.begin() + qsizetype(to), 0))
                / double(to - from);
        };
        std::vector<int> adaptive;
        std::vector<int> fixed;
        QVERIFY(run(true, &adaptive));
        QVERIFY(run(false, &fixed));
        const double dip = coverage(adaptive, 0, 50);
        const double recovered = coverage(adaptive, 150, 600);
        const double without = coverage(fixed, 150, 600);
        qInfo("load doubles: first 50 outcomes %.3f, outcomes 150-600 %.3f; without adaptation %.3f", dip, recovered,
              without);
        QVERIFY2(dip < 0.85, qPrintable(QString::number(dip))); // the change really hurt at first
        QVERIFY2(recovered >= 0.85 && recovered <= 0.95, qPrintable(QString::number(recovered)));
        QVERIFY2(without < 0.8, qPrintable(QString::number(without)));
    }

    // The self-calibration is bounded: however many misses its own forecasts collect, the correction stays
    // within maxCorrection, the bound under the cap and P50 under the bound.
    void selfCalibrationIsBounded()
    {
        WaitForecaster f;
        const JobShape shape { QStringLiteral("gpu"), 1, 3600, 0, QStringLiteral("u") };
        qint64 t = 1'000'000;
        for (int i = 0; i < 100; ++i) { // zero waits: a small base
            const QString id = QStringLiteral("z%1").arg(i);
            f.jobSubmitted(id, shape, t);
            f.jobStarted(id, t);
            t += 60;
        }
        // Then each job waits a day and a half: the first forecasts miss, until those waits reach the similar jobs.
        for (int i = 0; i < 1000; ++i) {
            const QString id = QStringLiteral("j%1").arg(i);
            f.jobSubmitted(id, shape, t);
            f.jobStarted(id, t + 130000);
            t += 130001;
        }
        QVERIFY(f.outcomesSeen() >= 1000); // the upper bound's outcomes
        QVERIFY(f.calibrationChangedAt() > 0);
        const WaitForecast w = f.forecast(shape, t);
        // The calibration moved (the level, here, since the user has nothing pending: every wait is 130,000 s), and
        // what scales the bound stays within the bound.
        QVERIFY2(w.upper >= 130000, qPrintable(QString::number(w.upper)));
        QVERIFY2(w.correction >= 0 && w.correction <= f.config().maxCorrection + 1e-9,
                 qPrintable(QString::number(w.correction)));
        QVERIFY(w.upper <= w.capS);
        QVERIFY(w.p50 <= w.upper);
    }

    // Each forecast says when the calibration state it used last moved, and the level it read the similar jobs'
    // waits at: hits lower both, misses raise them, and another queue's outcomes leave its time alone.
    void forecastSaysWhenItsCalibrationLastMoved()
    {
        WaitForecaster f;
        const JobShape gpu { QStringLiteral("gpu"), 1, 3600, 0, QStringLiteral("u") };
        const JobShape cpu { QStringLiteral("cpu"), 1, 3600, 0, QStringLiteral("u") };
        qint64 t = 1'000'000;
        qint64 cpuLast = 0;
        for (int i = 0; i < 100; ++i) { // zero waits in both queues: every bound covers them
            for (const JobShape* shape : { &gpu, &cpu }) {
                const QString id = QStringLiteral("%1-z%2").arg(shape->queue).arg(i);
                f.jobSubmitted(id, *shape, t);
                f.jobStarted(id, t);
                if (shape == &cpu)
                    cpuLast = t;
                t += 60;
            }
        }
        const WaitForecast calm = f.forecast(gpu, t);
        QCOMPARE(calm.calibrationChangedAt, t - 120); // gpu's last hit
        QVERIFY2(calm.upperLevel < 0.9, qPrintable(QString::number(calm.upperLevel))); // hits lowered the level
        QCOMPARE(f.forecast(cpu, t).calibrationChangedAt, cpuLast);
        // Then each gpu job waits 2.5 times as long as the one before, beyond any bound (the cap is twice the longest
        // wait seen): misses, resolved as their bounds pass.
        qint64 wait = 10000;
        for (int i = 0; i < 20; ++i) {
            const QString id = QStringLiteral("gpu-j%1").arg(i);
            f.jobSubmitted(id, gpu, t);
            f.jobStarted(id, t + wait);
            t += wait + 1;
            wait = wait * 5 / 2;
        }
        const WaitForecast busy = f.forecast(gpu, t);
        QVERIFY2(busy.calibrationChangedAt > calm.calibrationChangedAt && busy.calibrationChangedAt <= t,
                 qPrintable(QString::number(busy.calibrationChangedAt)));
        QVERIFY2(busy.upperLevel > 0.9, qPrintable(QString::number(busy.upperLevel))); // misses raised it
        QVERIFY(busy.calibrationOutcomes >= 120);
        QCOMPARE(f.forecast(cpu, t).calibrationChangedAt, cpuLast); // cpu's state saw none of it
    }

    // No look-ahead: two traces identical up to T, then different (jobs pending at T start at other times, later
    // jobs wait differently). Every forecast made up to T must be the same in both: only outcomes known at the
    // replayed time may move the calibration.
    void futureOutcomesNeverMoveEarlierForecasts()
    {
        const QList<TraceJob> a = driftingQueue(1500, 5);
        QList<TraceJob> b = a;
        const qint64 cut = a[800].submit;
        for (TraceJob& j : b) {
            if (j.start && *j.start > cut) {
                j.start = *j.start + 3 * (*j.start - std::max(j.submit, cut)) + 5000; // later, by an amount each
                j.end = *j.start + 3600;
            }
        }
        ForecastEvaluation::Options options;
        options.trainFraction = 0;
        options.keepRows = true;
        const ForecastEvaluation::Report ra = ForecastEvaluation::run(a, options);
        const ForecastEvaluation::Report rb = ForecastEvaluation::run(b, options);
        QCOMPARE(ra.rows.size(), rb.rows.size());
        int compared = 0;
        for (qsizetype i = 0; i < ra.rows.size(); ++i) {
            if (ra.rows[i].submit > cut)
                break;
            QCOMPARE(ra.rows[i].p90S, rb.rows[i].p90S);
            QCOMPARE(ra.rows[i].p50S, rb.rows[i].p50S);
            ++compared;
        }
        QCOMPARE(compared, 801);
        // ... and the later ones do differ, so the test can see a difference when there is one.
        int differ = 0;
        for (qsizetype i = compared; i < ra.rows.size(); ++i)
            differ += ra.rows[i].p90S != rb.rows[i].p90S;
        QVERIFY(differ > 100);

        // The live path likewise: a history whose starts after `now` differ gives the same forecast at `now`.
        const QDateTime now = QDateTime::fromSecsSinceEpoch(cut, qc::utcZone());
        ClusterSnapshot snap;
        snap.takenAt = now;
        Job mine;
        mine.id = QStringLiteral("mine");
        mine.partition = QStringLiteral("gpu");
        mine.state = JobState::Pending;
        mine.submitTime = now;
        const WaitForecast la = LiveForecast::forecastForJob(snap, mine, a, {}, false);
        const WaitForecast lb = LiveForecast::forecastForJob(snap, mine, b, {}, false);
        QCOMPARE(la.upper, lb.upper);
        QCOMPARE(la.correction, lb.correction);
        QVERIFY(la.calibrationOutcomes > 0); // the live path learned its calibration from the history
    }

    void qbetsOrderStatisticMatchesTheBinomialDefinition()
    {
        for (int n : { 29, 50, 120, 500 }) {
            const int k = QbetsBaseline::orderStatistic(n, 0.9, 0.95);
            QVERIFY(k <= n);
            QVERIFY2(binomialBelow(n, 0.9, k) >= 0.95 - 1e-9, qPrintable(QString::number(n)));
            QVERIFY2(binomialBelow(n, 0.9, k - 1) < 0.95, qPrintable(QString::number(n)));
        }
        // Too few observations for a 95% bound on the P90: no order statistic qualifies.
        QCOMPARE(QbetsBaseline::orderStatistic(10, 0.9, 0.95), 11);
        QbetsBaseline b;
        QVERIFY(std::isinf(b.bound(QStringLiteral("q"))));
        for (int w = 1; w <= 10; ++w)
            b.jobStarted(QStringLiteral("q"), w);
        QCOMPARE(b.bound(QStringLiteral("q")), 10.0); // documented fallback: the largest wait seen
    }

    // The live path: pending jobs in the snapshot weigh in, and the scheduler's estimate keeps the bound above it.
    void liveForecastUsesSnapshotQueueAndSchedulerEstimate()
    {
        const QDateTime now = QDateTime::fromSecsSinceEpoch(2'000'000, qc::utcZone());
        QList<TraceJob> history;
        for (int i = 0; i < 200; ++i) {
            TraceJob h;
            h.id = QStringLiteral("h%1").arg(i);
            h.queue = QStringLiteral("gpu");
            h.submit = now.toSecsSinceEpoch() - 100000 + i * 400;
            h.start = h.submit + 30 + i % 7;
            h.gpus = 1;
            history.append(h);
        }
        ClusterSnapshot snap;
        snap.takenAt = now;
        Job mine;
        mine.id = QStringLiteral("mine");
        mine.partition = QStringLiteral("gpu");
        mine.gpus = 1;
        mine.state = JobState::Pending;
        mine.submitTime = now;
        snap.jobs.append(mine);
        const WaitForecast quiet = LiveForecast::forecastForJob(snap, mine, history);
        QVERIFY(quiet.upper < 600);
        // 60 jobs pending for 5.5 h: of another size they raise the bound through the whole queue's floor (a
        // quarter of its upper quantile); of the job's own size they are its similar jobs.
        const auto busyWith = [&](int gpus) {
            ClusterSnapshot busy = snap;
            for (int i = 0; i < 60; ++i) {
                Job p;
                p.id = QStringLiteral("p%1").arg(i);
                p.partition = QStringLiteral("gpu");
                p.gpus = gpus;
                p.state = JobState::Pending;
                p.submitTime = now.addSecs(-20000 - i);
                busy.jobs.append(p);
            }
            return busy;
        };
        const WaitForecast otherSize = LiveForecast::forecastForJob(busyWith(4), mine, history);
        QCOMPARE(otherSize.pendingAhead, 60);
        QVERIFY2(otherSize.upper >= 5000, qPrintable(QString::number(otherSize.upper)));
        snap = busyWith(1);
        const WaitForecast busy = LiveForecast::forecastForJob(snap, mine, history);
        QCOMPARE(busy.pendingAhead, 60);
        QVERIFY2(busy.upper >= 20000, qPrintable(QString::number(busy.upper)));
        Job withEstimate = mine;
        withEstimate.estimatedStart = now.addSecs(90000);
        const WaitForecast est = LiveForecast::forecastForJob(snap, withEstimate, history);
        QVERIFY(est.upper >= 90000);
        QVERIFY(est.p50 > busy.p50);
    }

    // Jobs of one size class are similar jobs: small ones that start at once and big ones that wait hours, in one
    // queue and the same work ahead, get bounds of their own (the small ones' held up by the floor, a quarter of the
    // whole queue's); without size groups both get the mixture's.
    void sizeClassesAreSimilarJobs()
    {
        const auto bounds = [](bool sizeGroups) {
            WaitForecaster::Config cfg;
            cfg.sizeGroups = sizeGroups;
            cfg.selfCalibrate = false;
            WaitForecaster m(cfg);
            qint64 t = 1'000'000;
            for (int i = 0; i < 400; ++i) {
                const bool big = i % 2 == 1;
                const QString id = QStringLiteral("j%1").arg(i);
                m.jobSubmitted(id, { QStringLiteral("gpu"), big ? 8 : 1, 600, 0, QStringLiteral("u%1").arg(i) }, t);
                m.jobStarted(id, t + (big ? 36000 + 60 * (i % 13) : 30));
                m.jobEnded(id, t + (big ? 36600 : 630));
                t += 4000;
            }
            m.advance(t + 100000);
            const qint64 now = t + 100000;
            return std::pair { m.forecast({ QStringLiteral("gpu"), 1, 600, 0, QStringLiteral("new") }, now).upper,
                               m.forecast({ QStringLiteral("gpu"), 8, 600, 0, QStringLiteral("new") }, now).upper };
        };
        const auto [small, big] = bounds(true);
        QVERIFY2(small < big / 3 && big > 30000, qPrintable(QStringLiteral("%1 %2").arg(small).arg(big)));
        const auto [smallMixed, bigMixed] = bounds(false);
        QVERIFY2(smallMixed > 30000 && bigMixed > 30000,
                 qPrintable(QStringLiteral("%1 %2").arg(smallMixed).arg(bigMixed)));
    }

    // One model of the whole live queue forecasts each of its pending jobs as a model without that job would:
    // its own pending count, size, work, backlog and record among the similar jobs are left out.
    void forecastHeldLeavesTheJobsOwnPlaceOut()
    {
        const QString q = QStringLiteral("gpu");
        auto build = [&](bool withOwn) {
            WaitForecaster::Config cfg;
            cfg.minGroup = 10;
            WaitForecaster m(cfg);
            qint64 t = 1'000'000;
            // A history: 200 jobs of three users, most started after a while, some running to their limits.
            for (int i = 0; i < 200; ++i) {
                const QString id = QStringLiteral("h%1").arg(i);
                const QString user = QStringLiteral("u%1").arg(i % 3);
                m.jobSubmitted(id, { q, 1 + i % 4, 3600, 0, user }, t);
                m.jobStarted(id, t + 60 * (i % 17));
                if (i % 5 != 0)
                    m.jobEnded(id, t + 60 * (i % 17) + 1800);
                t += 300;
            }
            // The live queue: 30 pending jobs, u1's among them; then (or not) the job to forecast, also u1's.
            for (int i = 0; i < 30; ++i)
                m.jobSubmitted(QStringLiteral("p%1").arg(i), { q, 2, 7200, 0, QStringLiteral("u%1").arg(i % 2) },
                               t - 600 * (30 - i));
            if (withOwn)
                m.jobSubmitted(QStringLiteral("me"), { q, 8, 7200, 0, QStringLiteral("u1") }, t - 5000);
            m.advance(t);
            return std::make_pair(std::move(m), t);
        };
        const auto [with, now] = build(true);
        const auto [without, now2] = build(false);
        QCOMPARE(now, now2);
        const JobShape shape { q, 8, 7200, 0, QStringLiteral("u1") };
        const WaitForecast held = with.forecastHeld(QStringLiteral("me"), shape, now, 5000);
        const WaitForecast alone = without.forecast(shape, now, 5000);
        const WaitForecast counted = with.forecast(shape, now, 5000); // its own place not taken out
        QCOMPARE(held.pendingAhead, alone.pendingAhead);
        QCOMPARE(held.sizeAhead, alone.sizeAhead);
        QCOMPARE(held.userAhead, alone.userAhead);
        QCOMPARE(held.workAheadS, alone.workAheadS);
        QCOMPARE(held.similarJobs, alone.similarJobs);
        QCOMPARE(held.p50, alone.p50);
        QCOMPARE(held.upper, alone.upper);
        QCOMPARE(held.longestSeenS, alone.longestSeenS);
        // And leaving it in would count it ahead of itself.
        QCOMPARE(counted.pendingAhead, alone.pendingAhead + 1);
        QCOMPARE(counted.sizeAhead, alone.sizeAhead + 8);
        QCOMPARE(counted.userAhead, alone.userAhead + 1);
        QVERIFY(counted.workAheadS > alone.workAheadS);
        // An id the model does not hold as pending forecasts as forecast() does.
        const WaitForecast stranger = with.forecastHeld(QStringLiteral("nobody"), shape, now, 5000);
        QCOMPARE(stranger.pendingAhead, counted.pendingAhead);
        QCOMPARE(stranger.upper, counted.upper);

        // The sorted sample kept for the forecasts at one time is not read once the model changes at that time:
        // after starts and an end at `now`, the same model forecasts as one built with them from the start.
        auto changed = with;
        // A copy of `now`: clang (the sanitizer build) does not let a lambda capture a structured binding.
        const qint64 at = now;
        auto change = [at](WaitForecaster& m) {
            for (int i = 0; i < 30; i += 3)
                m.jobStarted(QStringLiteral("p%1").arg(i), at);
            m.jobEnded(QStringLiteral("h7"), at);
        };
        const WaitForecast before = changed.forecastHeld(QStringLiteral("me"), shape, now, 5000);
        change(changed);
        auto [fresh, now3] = build(true);
        change(fresh);
        const WaitForecast after = changed.forecastHeld(QStringLiteral("me"), shape, now, 5000);
        const WaitForecast reference = fresh.forecastHeld(QStringLiteral("me"), shape, now, 5000);
        QCOMPARE(after.similarJobs, reference.similarJobs);
        QCOMPARE(after.startedSeen, reference.startedSeen);
        QCOMPARE(after.p50, reference.p50);
        QCOMPARE(after.upper, reference.upper);
        QVERIFY2(after.startedSeen != before.startedSeen, "the change must reach the sample for this to test anything");
    }
};

QTEST_GUILESS_MAIN(TestWaitForecaster)
#include "TestWaitForecaster.moc"
