// OffPeakAdvisor on synthetic history where the answer is known: weekday evenings are bad, weekends good.
#include "forecast/OffPeakAdvisor.h"
#include "model/TimeZones.h"

#include <QTest>
#include <algorithm>

using namespace qc;

namespace {
const QString kGpu = QStringLiteral("gpu");

double typicalWait(const QDateTime& submit)
{
    const int day = submit.date().dayOfWeek();
    const int hour = submit.time().hour();
    if (day >= 6)
        return 300; // weekends: 5 min
    if (hour >= 18 && hour <= 22)
        return 4 * 3600; // weekday evenings: 4 h
    return 3600;
}

// Four weeks of jobs every five minutes before `now`, ten users taking turns.
QList<FinishedJob> history(const QDateTime& now)
{
    QList<FinishedJob> jobs;
    int i = 0;
    for (QDateTime t = now.addDays(-28); t < now; t = t.addSecs(300), ++i) {
        FinishedJob j;
        j.id = QString::number(i);
        j.partition = kGpu;
        j.user = QStringLiteral("u%1").arg(i % 10);
        j.gpus = 2;
        j.submit = t;
        j.start = t.addSecs(qint64(typicalWait(t) * (0.9 + 0.02 * (i % 10))));
        j.end = j.start.addSecs(3600);
        j.state = QStringLiteral("COMPLETED");
        jobs.append(j);
    }
    return jobs;
}

OffPeakAdvisor::Options utc()
{
    OffPeakAdvisor::Options o;
    o.zone = QTimeZone::utc();
    return o;
}

OffPeakAdvisor::Input input(const QDateTime& now)
{
    OffPeakAdvisor::Input in;
    in.shape = { kGpu, 2, 4 * 3600, 0, {} };
    in.history = history(now);
    in.now = now;
    return in;
}

bool weekend(const QDateTime& t)
{
    return t.toUTC().date().dayOfWeek() >= 6;
}
} // namespace

class TestOffPeakAdvisor : public QObject
{
    Q_OBJECT

    // A Friday morning: the next 72 hours hold a weekday evening, a whole weekend and Monday's first hours.
    const QDateTime m_now = QDateTime(QDate(2026, 11, 27), QTime(9, 20), qc::utcZone());

private Q_SLOTS:
    // A window judged from too few jobs never outranks one with enough behind it, however short its guess.
    void thinWindowsRankAfterSolidOnes()
    {
        QList<OffPeakWindow> candidates;
        for (int i = 0; i < 4; ++i) {
            OffPeakWindow w;
            w.begin = m_now.addSecs(3 * 3600 * (i + 1));
            w.end = w.begin.addSecs(3600);
            w.basis = i % 2 == 0 ? OffPeakWindow::Basis::SimilarHours : OffPeakWindow::Basis::Cell;
            w.p50 = w.thin() ? 0 : 600;
            w.p90 = w.thin() ? 60 : 3600;
            candidates.append(w);
        }
        const QList<OffPeakWindow> ranked = OffPeakAdvisor::rank(candidates, OffPeakAdvisor::Options {});
        QCOMPARE(ranked.size(), 4);
        QVERIFY(!ranked[0].thin());
        QVERIFY(!ranked[1].thin());
        QVERIFY(ranked[2].thin());
    }

    void ranksWeekendsFirstAndEveningsLast()
    {
        const auto in = input(m_now);
        const QList<OffPeakWindow> candidates = OffPeakAdvisor::allSlots(in, utc());
        QCOMPARE(int(candidates.size()), 72);
        QCOMPARE(candidates.first().begin, m_now);
        QCOMPARE(candidates[1].begin, QDateTime(QDate(2026, 11, 27), QTime(10, 0), qc::utcZone()));
        for (const OffPeakWindow& w : candidates) {
            QVERIFY2(!w.thin(), qPrintable(w.reason));
            QVERIFY(w.jobs >= 20);
            QVERIFY(w.p90 >= w.p50);
            QCOMPARE(w.end, w.begin.addSecs(3600 - (w.begin == m_now ? 20 * 60 : 0)));
        }
        // The worst hours are Friday evening's, and they are as bad as the history says.
        const auto worst = std::max_element(candidates.cbegin(), candidates.cend(),
                                            [](const auto& a, const auto& b) { return a.p50 < b.p50; });
        QCOMPARE(worst->begin.date().dayOfWeek(), 5);
        QVERIFY(worst->begin.time().hour() >= 18 && worst->begin.time().hour() <= 22);
        QVERIFY(worst->p50 >= 3.5 * 3600);

        const QList<OffPeakWindow> best = OffPeakAdvisor::rank(candidates, utc());
        QCOMPARE(int(best.size()), 8);
        for (const OffPeakWindow& w : best) {
            QVERIFY2(weekend(w.begin), qPrintable(w.begin.toString(Qt::ISODate)));
            QVERIFY(w.p50 < 600);
        }
        for (qsizetype i = 1; i < best.size(); ++i) {
            QVERIFY(OffPeakAdvisor::score(best[i - 1]) <= OffPeakAdvisor::score(best[i]));
            for (qsizetype j = 0; j < i; ++j)
                QVERIFY(std::abs(best[j].begin.secsTo(best[i].begin)) >= 2 * 3600);
        }
        QVERIFY(best.first().reason.contains(QLatin1String("median wait")));
    }

    void thinHoursAreReportedAsThin()
    {
        auto in = input(m_now);
        // Saturday 03:00 keeps only two jobs of one user.
        int kept = 0;
        in.history.removeIf([&](const FinishedJob& j) {
            const bool cell = j.submit.date().dayOfWeek() == 6 && j.submit.time().hour() == 3;
            return cell && kept++ >= 2;
        });
        const QList<OffPeakWindow> candidates = OffPeakAdvisor::allSlots(in, utc());
        const auto sat3 = std::find_if(candidates.cbegin(), candidates.cend(), [](const OffPeakWindow& w) {
            return w.begin.date().dayOfWeek() == 6 && w.begin.time().hour() == 3;
        });
        QVERIFY(sat3 != candidates.cend());
        QVERIFY(sat3->thin());
        QCOMPARE(int(sat3->jobs), 2);
        QVERIFY(sat3->reason.contains(QLatin1String("Too few jobs")));
        QVERIFY(sat3->reason.contains(QLatin1String("on weekends")));
        QVERIFY(sat3->p50 > 0 && sat3->p50 < 600); // from 03:00 on weekend days
        QCOMPARE(int(std::count_if(candidates.cbegin(), candidates.cend(), [](const auto& w) { return w.thin(); })), 1);

        // No history at all: nothing to rank without the live queue, and everything thin with it.
        in.history.clear();
        QVERIFY(OffPeakAdvisor::recommend(in, utc()).isEmpty());
        WaitForecast live;
        live.p50 = 600;
        live.upper = 1800;
        in.live = live;
        const auto liveOnly = OffPeakAdvisor::recommend(in, utc());
        QVERIFY(!liveOnly.isEmpty());
        for (const auto& w : liveOnly) {
            QVERIFY(w.thin());
            // Its estimate is the live queue's alone: never "too thin (0 jobs)" beside a P50 (the walkthrough's Plan
            // tab), however far ahead the window is.
            QCOMPARE(w.basis, OffPeakWindow::Basis::LiveQueue);
            QCOMPARE(w.confidence(), QStringLiteral("live queue"));
        }
        // Sat 03:00 above: two jobs of its own, the estimate from 03:00 on weekends. (No catalogue is loaded here:
        // the plural stays "job(s)".)
        QCOMPARE(sat3->basis, OffPeakWindow::Basis::SimilarHours);
        OffPeakWindow similar = *sat3;
        similar.live = false;
        QVERIFY2(similar.confidence().startsWith(QStringLiteral("too thin (2 job")), qPrintable(similar.confidence()));
        QVERIFY(similar.confidence().endsWith(QStringLiteral("from similar hours")));
        similar.live = true;
        QVERIFY(similar.confidence().startsWith(QStringLiteral("live queue; 2 job")));
        const auto solid
            = std::find_if(candidates.cbegin(), candidates.cend(), [](const auto& w) { return !w.thin(); });
        QCOMPARE(solid->basis, OffPeakWindow::Basis::Cell);
        QVERIFY(solid->confidence().endsWith(QStringLiteral(" job(s)")));
    }

    // The live queue decides the first hours: an empty queue makes "now" best; a long backlog pushes windows out.
    void liveQueueDecidesTheFirstHours()
    {
        auto in = input(m_now);
        WaitForecast idle;
        idle.p50 = 0;
        idle.upper = 60;
        in.live = idle;
        const auto now = OffPeakAdvisor::recommend(in, utc());
        QCOMPARE(now.first().begin, m_now);
        QVERIFY(now.first().live);
        QVERIFY(now.first().reason.contains(QLatin1String("Live queue")));

        WaitForecast jammed;
        jammed.p50 = 30 * 3600;
        jammed.upper = 40 * 3600;
        jammed.pendingAhead = 300;
        in.live = jammed;
        const auto later = OffPeakAdvisor::recommend(in, utc());
        QVERIFY2(m_now.secsTo(later.first().begin) >= 29 * 3600, qPrintable(later.first().begin.toString(Qt::ISODate)));
        const auto candidates = OffPeakAdvisor::allSlots(in, utc());
        QVERIFY(candidates[5].p50 >= 30 * 3600 - 6 * 3600);
    }
};

QTEST_GUILESS_MAIN(TestOffPeakAdvisor)
#include "TestOffPeakAdvisor.moc"
