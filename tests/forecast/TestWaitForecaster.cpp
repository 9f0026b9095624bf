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
    c.base = WaitForecaster::Config::Base::History;
    return c;
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

    // A job array: the user's own backlog in the queue pushes their next job's bound out; another user's is not.
    void userBacklogRaisesOnlyThatUsersBound()
    {
        WaitForecaster f(historyBase());
        JobShape alice { QStringLiteral("gpu"), 1, 3600, 0, QStringLiteral("alice") };
        JobShape bob = alice;
        bob.user = QStringLiteral("bob");
        qint64 t = 1'000'000;
        // Both users' jobs start a minute after submission, one every 10 minutes.
        for (int i = 0; i < 100; ++i) {
            const QString id = QStringLiteral("s%1").arg(i);
            f.jobSubmitted(id, i % 2 ? alice : bob, t);
            f.jobStarted(id, t + 60);
            t += 600;
        }
        const double before = f.forecast(alice, t).upper;
        for (int i = 0; i < 200; ++i)
            f.jobSubmitted(QStringLiteral("a%1").arg(i), alice, t);
        const WaitForecast a = f.forecast(alice, t + 1);
        const WaitForecast b = f.forecast(bob, t + 1);
        // Alice's jobs started at one per 20 min: 200 of them take days.
        QVERIFY2(a.upper >= 200 * 1100.0, qPrintable(QString::number(a.upper)));
        QVERIFY(a.upper > 10 * before);
        QVERIFY2(b.upper < a.upper / 10, qPrintable(QString::number(b.upper)));
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
        for (int i = 0; i < 60; ++i) {
            Job p;
            p.id = QStringLiteral("p%1").arg(i);
            p.partition = QStringLiteral("gpu");
            p.gpus = 4;
            p.state = JobState::Pending;
            p.submitTime = now.addSecs(-20000 - i);
            snap.jobs.append(p);
        }
        const WaitForecast busy = LiveForecast::forecastForJob(snap, mine, history);
        QCOMPARE(busy.pendingAhead, 60);
        QVERIFY(busy.upper >= 20000);
        Job withEstimate = mine;
        withEstimate.estimatedStart = now.addSecs(90000);
        const WaitForecast est = LiveForecast::forecastForJob(snap, withEstimate, history);
        QVERIFY(est.upper >= 90000);
        QVERIFY(est.p50 > busy.p50);
    }
};

QTEST_GUILESS_MAIN(TestWaitForecaster)
#include "TestWaitForecaster.moc"
