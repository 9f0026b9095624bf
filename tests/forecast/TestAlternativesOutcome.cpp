// Does the advice hold? On the demo simulator, for seeded cases of one of our jobs waiting in the busiest region:
// ask the advisor, apply its top-ranked alternative (by expected start) in one copy of the simulation, keep the
// job as it is in another, run both on and see which really started first. The background tenants draw from the
// simulator's own random stream and our actions draw nothing, so both copies see the same arrivals.
#include "backends/demo/DemoSimulator.h"
#include "forecast/AlternativesAdvisor.h"
#include "model/TimeZones.h"

#include <QTest>

using namespace qc;
using namespace qc::demo;

Q_DECLARE_METATYPE(qc::AlternativesAdvisor::SortBy)

namespace {
const QString kMe = QStringLiteral("me");

// When every one of `ids` has left the queue's waiting state, stepping a minute at a time; invalid if not by then.
QDateTime startOf(DemoSimulator& sim, const QStringList& ids, const QDateTime& until)
{
    while (sim.now() < until) {
        bool all = true;
        for (const QString& id : ids)
            all = all && sim.activeState(id) != JobState::Pending;
        if (all)
            return sim.now();
        sim.advanceTo(sim.now().addSecs(60));
    }
    return {};
}

// Carries the alternative out as a user would: update the job, or cancel it and submit the changed request(s).
// Returns the ids whose start counts, or empty when the simulator refused (the advisor said it was allowed).
QStringList apply(DemoSimulator& sim, const Job& job, const JobSpec& spec, const Alternative& a)
{
    JobUpdate u;
    switch (a.change) {
    case Alternative::Change::ShorterLimit:
        u.timeLimitS = a.timeLimitS;
        break;
    case Alternative::Change::Partition:
        u.partition = a.partition;
        break;
    case Alternative::Change::Qos:
        u.qos = a.qos;
        break;
    case Alternative::Change::Begin:
        u.beginTime = a.begin;
        break;
    case Alternative::Change::FewerGpus:
    case Alternative::Change::Split: {
        if (!sim.cancel(job.id, kMe).ok())
            return {};
        QStringList ids;
        JobSpec changed = spec;
        changed.gpus = a.gpus;
        changed.timeLimitS = a.timeLimitS;
        for (int i = 0; i < a.jobs; ++i) {
            const auto r = sim.submit(changed, kMe);
            if (!r.ok())
                return {};
            ids.append(r.value());
        }
        return ids;
    }
    case Alternative::Change::Keep:
        return { job.id };
    }
    return sim.update(job.id, u, kMe).ok() ? QStringList { job.id } : QStringList {};
}
} // namespace

class TestAlternativesOutcome : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Ranked by expected start (--sort start) and by expected finish (the default): the share of cases in which the
    // top-ranked change really started earlier than keeping the job (a tie counts against it). By start the bar is
    // 0.7: a clear majority, about two binomial standard deviations (~20 cases) below the 0.86-0.91 measured, so noise
    // does not fail it while advice no better than a coin flip does. By finish the top pick may trade some start
    // for a shorter run, and its most frequent miss is a tie with a job that was about to start anyway, so the bar
    // is the "most cases": more than half (0.62-0.73 measured).
    void topAlternativeReallyStartsEarlier_data()
    {
        QTest::addColumn<AlternativesAdvisor::SortBy>("sortBy");
        QTest::newRow("by start") << AlternativesAdvisor::SortBy::Start;
        QTest::newRow("by finish") << AlternativesAdvisor::SortBy::Finish;
    }

    void topAlternativeReallyStartsEarlier()
    {
        QFETCH(AlternativesAdvisor::SortBy, sortBy);
        constexpr int Seeds = 40;
        int pendingCases = 0;
        int advised = 0; // a change was ranked above keeping the job
        int earlier = 0;
        int refused = 0;
        int later = 0; // the change started after the job kept as it was
        QMap<QString, int> kinds;
        for (int seed = 1; seed <= Seeds; ++seed) {
            DemoConfig config = DemoConfig::standard(kMe);
            config.seed = 7000 + std::uint64_t(seed);
            // Different days and hours: quiet nights, weekday peaks, weekends.
            const QDateTime at = QDateTime(QDate(2026, 11, 23), QTime(0, 0), qc::utcZone())
                                     .addSecs(qint64(seed % 7) * 86400 + qint64((seed * 5) % 24) * 3600);
            DemoSimulator sim(config, at.addDays(-3));
            sim.advanceTo(at);

            // Our job in the region with the fewest free GPUs, sized so that it usually has to wait.
            const ClusterSnapshot before = sim.snapshot();
            QString region;
            int fewest = 1 << 30;
            for (const Partition& p : before.partitions) {
                int free = 0;
                for (const Node* n : before.nodesOf(p.name))
                    free += n->gpusFree();
                if (free < fewest) {
                    fewest = free;
                    region = p.name;
                }
            }
            JobSpec spec;
            spec.name = QStringLiteral("train");
            spec.partition = region;
            spec.gpus = seed % 3 == 0 ? 16 : 8;
            spec.timeLimitS = (seed % 2 == 0 ? 4 : 8) * 3600;
            spec.command = QStringLiteral("python train.py");
            const auto submitted = sim.submit(spec, kMe);
            QVERIFY2(submitted.ok(), qPrintable(submitted.error().toString()));
            sim.advanceTo(at.addSecs(60));
            const ClusterSnapshot snap = sim.snapshot();
            const Job* job = snap.findJob(submitted.value());
            QVERIFY(job);
            if (!job->isPending())
                continue; // started at once: nothing to advise
            ++pendingCases;

            QList<FinishedJob> history;
            for (const Job& f : sim.finishedJobs(at.addDays(-3)))
                history.append(FinishedJob::fromJob(f));
            const auto advice = AlternativesAdvisor::advise(snap, job->id, Capabilities {}, history, sortBy);
            QVERIFY2(advice.error.isEmpty(), qPrintable(advice.error));
            const Alternative* top = nullptr;
            for (const Alternative& a : advice.alternatives) {
                if (a.allowed && a.hasStart()) {
                    top = &a;
                    break;
                }
            }
            if (!top || (sortBy == AlternativesAdvisor::SortBy::Start ? top->startGainS : top->finishGainS) <= 0)
                continue; // keeping the job is the advice
            ++advised;
            kinds[Alternative::changeKey(top->change)]++;

            DemoSimulator kept = sim;
            DemoSimulator changed = sim;
            const QStringList ids = apply(changed, *job, spec, *top);
            if (ids.isEmpty()) {
                ++refused;
                continue;
            }
            const QDateTime horizon = at.addDays(4);
            const QDateTime keptStart = startOf(kept, { job->id }, horizon);
            const QDateTime changedStart = startOf(changed, ids, horizon);
            const bool wasEarlier = changedStart.isValid() && (!keptStart.isValid() || changedStart < keptStart);
            earlier += wasEarlier;
            later += keptStart.isValid() && (!changedStart.isValid() || changedStart > keptStart);
            qInfo("seed %d: %s: predicted %lld s earlier; kept started after %lld s, changed after %lld s -> %s", seed,
                  qPrintable(top->title()), top->startGainS, keptStart.isValid() ? at.secsTo(keptStart) : -1LL,
                  changedStart.isValid() ? at.secsTo(changedStart) : -1LL, wasEarlier ? "earlier" : "NOT earlier");
        }
        const double share = advised > 0 ? double(earlier) / advised : 0;
        QStringList kindText;
        for (auto it = kinds.begin(); it != kinds.end(); ++it)
            kindText.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value()));
        qInfo("MEASURED (%s): %d seeds, %d pending cases, %d with a change ranked first (%s); it really started "
              "earlier in %d of them: share %.2f; later in %d; %d refused when applied",
              QTest::currentDataTag(), Seeds, pendingCases, advised, qPrintable(kindText.join(QStringLiteral(", "))),
              earlier, share, later, refused);
        // Enough cases for a share to mean something, and the simulator never refusing what was called allowed.
        QVERIFY2(advised >= 15, "too few cases where a change was advised");
        QCOMPARE(refused, 0);
        const double bar = sortBy == AlternativesAdvisor::SortBy::Start ? 0.7 : 0.5;
        QVERIFY2(share > bar, qPrintable(QString::number(share)));
        // Following the advice should rarely make things worse than keeping the job.
        QVERIFY2(later * 5 <= advised, qPrintable(QString::number(later)));
    }

    // A job waiting on its pipeline gets no "start no earlier than" before the pipeline can have ended: on the demo
    // a job whose dependency ended the next morning was offered "start no earlier than 13:00".
    void noOffPeakStartBeforeTheDependencyEnds()
    {
        DemoConfig config = DemoConfig::standard(kMe);
        const QDateTime at(QDate(2026, 12, 9), QTime(10, 5), qc::utcZone());
        DemoSimulator sim(config, at.addDays(-3));
        sim.advanceTo(at);
        const ClusterSnapshot snap = sim.snapshot();
        QList<FinishedJob> history;
        for (const Job& f : sim.finishedJobs(at.addDays(-3)))
            history.append(FinishedJob::fromJob(f));
        int checked = 0;
        for (const Job& job : snap.jobs) {
            if (!job.isPending() || job.reason != QLatin1String("Dependency") || checked >= 12)
                continue;
            const auto advice = AlternativesAdvisor::advise(snap, job.id, Capabilities {}, history);
            QVERIFY2(advice.error.isEmpty(), qPrintable(advice.error));
            if (advice.keep.start.why != StartEstimate::Why::Dependency)
                continue;
            ++checked;
            for (const Alternative& a : advice.alternatives) {
                if (a.change == Alternative::Change::Begin)
                    QVERIFY2(a.begin > advice.keep.start.notBefore,
                             qPrintable(job.id + QLatin1Char(' ') + a.title() + QStringLiteral(" before ")
                                        + advice.keep.start.notBefore.toString(Qt::ISODate)));
            }
        }
        QVERIFY2(checked >= 1, "no job waiting on its dependency to check");
    }
};

QTEST_GUILESS_MAIN(TestAlternativesOutcome)
#include "TestAlternativesOutcome.moc"
