// The job detail pane's forecast agrees with the job's state and its own "Place in the queue" (issue 16): a job
// held back by its QOS's per-user GPU cap, with the user's own jobs holding the cap, waits for them to end.
#include "I18n.h"
#include "analysis/JobInsight.h"
#include "forecast/StartForecast.h"
#include "model/TimeZones.h"
#include "widgets/JobDetailPane.h"

#include <QScrollBar>
#include <QTest>
#include <QTextBrowser>
#include <cmath>

using namespace qc;

namespace {
const QDateTime Now = QDateTime::currentDateTimeUtc();

Job job(const QString& id, int gpus, JobState state)
{
    Job j;
    j.id = id;
    j.name = QStringLiteral("train-") + id;
    j.user = QStringLiteral("you");
    j.account = QStringLiteral("lab");
    j.partition = QStringLiteral("gpu");
    j.qos = QStringLiteral("normal");
    j.gpus = gpus;
    j.gpuType = QStringLiteral("a100");
    j.timeLimitS = 4 * 3600;
    j.state = state;
    j.submitTime = Now.addSecs(-1800);
    j.priority = 1000;
    if (state == JobState::Running) {
        j.startTime = Now.addSecs(-1800);
        j.endTime = Now.addSecs(3 * 3600);
        j.nodeList = QStringLiteral("n1");
    }
    return j;
}

// Plenty of free GPUs (the queue alone would start it at once), 16 GPUs per user in QOS normal, and 16 of them held
// by the user's own two running jobs, which end in 3 h.
ClusterSnapshot quotaBlocked()
{
    ClusterSnapshot s;
    s.takenAt = Now;
    s.currentUser = QStringLiteral("you");
    Partition p;
    p.name = QStringLiteral("gpu");
    p.maxTimeS = 2 * 86400;
    for (int n = 1; n <= 4; ++n) {
        Node node;
        node.name = QStringLiteral("n%1").arg(n);
        node.partitions = { p.name };
        node.state = QStringLiteral("MIXED");
        node.gpus.append(GpuCount { QStringLiteral("a100"), 8, n == 1 ? 8 : (n == 2 ? 8 : 0) });
        p.nodes.append(node.name);
        s.nodes.append(node);
    }
    s.partitions.append(p);
    Limit cap;
    cap.scope = Limit::Scope::QosPerUser;
    cap.name = QStringLiteral("normal");
    cap.max = 16;
    cap.user = QStringLiteral("you");
    cap.used = 16;
    s.limits.append(cap);
    s.jobs.append(job(QStringLiteral("101"), 8, JobState::Running));
    s.jobs.append(job(QStringLiteral("102"), 8, JobState::Running));
    s.jobs.last().nodeList = QStringLiteral("n2");
    Job blocked = job(QStringLiteral("200"), 8, JobState::Pending);
    blocked.reason = QStringLiteral("QOSMaxGRESPerUser");
    s.jobs.append(blocked);
    // Someone else's jobs pending in the partition: counted by the wait model, not ahead of this one.
    for (int k = 0; k < 27; ++k) {
        Job other = job(QStringLiteral("%1").arg(300 + k), 4, JobState::Pending);
        other.user = QStringLiteral("someone");
        other.qos = QStringLiteral("low");
        other.priority = 10;
        other.reason = QStringLiteral("Priority");
        s.jobs.append(other);
    }
    return s;
}

WaitForecast quickQueue()
{
    WaitForecast w;
    w.queue = QStringLiteral("gpu");
    w.p50 = 20; // the queue alone: under a minute
    w.upper = 300;
    w.longestSeenS = 10 * 3600;
    w.capS = 50 * 3600;
    w.pendingAhead = 27;
    w.sizeAhead = 108;
    w.similarJobs = 412;
    w.similarSinceS = 14 * 86400;
    return w;
}
// What ClusterSession sends the pane for the job in `row` (ForecastService::computeEstimate on its worker): the
// estimate of the job as the snapshot has it, with its place in the queue.
StartEstimate estimateOf(const ClusterSnapshot& s, const QList<JobInsight>& insights, qsizetype row,
                         const std::optional<WaitForecast>& wait = quickQueue())
{
    return StartForecast::of(s, s.jobs[row], wait, insights[row].position);
}
} // namespace

class TestJobDetailPane : public QObject
{
    Q_OBJECT

private slots:
    void quotaBlockedJobWaitsForTheUsersOwnJobs()
    {
        const ClusterSnapshot s = quotaBlocked();
        const QList<JobInsight> insights = JobInsight::computeAll(s, {});
        const qsizetype row = 2;
        QCOMPARE(s.jobs[row].id, QStringLiteral("200"));
        JobDetailPane pane;
        pane.resize(700, 900);
        pane.showJob(s.jobs[row], insights[row], false);
        pane.setForecast(QStringLiteral("200"), estimateOf(s, insights, row), {});
        const QString text = pane.findChild<QTextBrowser*>(QStringLiteral("jobDetailText"))->toPlainText();
        // Not "starts in under a minute": the cap frees when the user's own jobs end, 3 h from now.
        QVERIFY2(!text.contains(QLatin1String("in under a minute")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("(in 3.0 h)")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("per-user cap of 16 GPU")), qPrintable(text));
        // The basis names the same jobs ahead as "Place in the queue" (none), not the partition's 27 pending.
        if (insights[row].position) {
            const int ahead = insights[row].position->jobsAhead;
            QVERIFY2(text.contains(QStringLiteral("Ahead: %1 job").arg(ahead)), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("Rests on: %1 eligible job").arg(ahead)), qPrintable(text));
        }
        QVERIFY2(!text.contains(QLatin1String("27 job")), qPrintable(text));
    }

    // The same job with the cap not reached (one own job running): the queue decides, under a minute.
    void withRoomUnderTheCapTheQueueDecides()
    {
        ClusterSnapshot s = quotaBlocked();
        s.jobs.removeFirst();
        s.limits.first().used = 8;
        s.jobs[1].reason = QStringLiteral("Priority");
        const QList<JobInsight> insights = JobInsight::computeAll(s, {});
        const qsizetype row = 1;
        JobDetailPane pane;
        pane.showJob(s.jobs[1], insights[1], false);
        pane.setForecast(QStringLiteral("200"), estimateOf(s, insights, row), {});
        const QString text = pane.findChild<QTextBrowser*>(QStringLiteral("jobDetailText"))->toPlainText();
        QVERIFY2(text.contains(QLatin1String("(in under a minute)")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("per-user cap")), qPrintable(text));
    }

    // The forecast's age and what its calibration did, and since when (issue 16: "the forecast's age and the last
    // time its calibration changed are visible").
    void showsTheCalibrationAndWhenItLastChanged()
    {
        const ClusterSnapshot s = quotaBlocked();
        const QList<JobInsight> insights = JobInsight::computeAll(s, {});
        const qsizetype row = 2;
        JobDetailPane pane;
        pane.showJob(s.jobs[2], insights[2], false);
        WaitForecast f = quickQueue();
        f.upperLevel = 0.97;
        f.correction = std::log(1.5);
        f.calibrationOutcomes = 123;
        f.calibrationChangedAt = Now.addSecs(-2 * 86400).toSecsSinceEpoch();
        pane.setForecast(QStringLiteral("200"), estimateOf(s, insights, row, f), {});
        QString text = pane.findChild<QTextBrowser*>(QStringLiteral("jobDetailText"))->toPlainText();
        QVERIFY2(text.contains(QLatin1String("Forecast made at")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("the bound is the P97 of similar jobs' waits, times 1.50; learned from "
                                             "123 outcomes, last changed ")),
                 qPrintable(text));
        const QString when = StartForecast::timeText(Now.addSecs(-2 * 86400), s.takenAt);
        QVERIFY2(text.contains(QStringLiteral("last changed ") + when + QLatin1Char('.')), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("leaned")), qPrintable(text)); // no lean: nothing said of one

        // A fresh job's bound leaned towards the queue's recent starts: from what, to what.
        f.unhedgedUpper = f.upper;
        f.upper += 2 * 3600;
        pane.setForecast(QStringLiteral("200"), estimateOf(s, insights, row, f), {});
        text = pane.findChild<QTextBrowser*>(QStringLiteral("jobDetailText"))->toPlainText();
        const QString leaned
            = QStringLiteral("Then leaned towards the bound of the queue's recent starts: %1 → %2.")
                  .arg(StartForecast::durationText(f.unhedgedUpper), StartForecast::durationText(f.upper));
        QVERIFY2(text.contains(leaned), qPrintable(text + QLatin1Char('|') + leaned));
        f.upper = f.unhedgedUpper;
        f.unhedgedUpper = -1;

        f.calibrationChangedAt = 0;
        f.upperLevel = 0.9;
        pane.setForecast(QStringLiteral("200"), estimateOf(s, insights, row, f), {});
        text = pane.findChild<QTextBrowser*>(QStringLiteral("jobDetailText"))->toPlainText();
        QVERIFY2(text.contains(QLatin1String("the bound is the P90 of similar jobs' waits; not adjusted yet.")),
                 qPrintable(text));
    }

    // A refresh re-renders the pane every few seconds (and each forecast or advice that arrives): a user reading the
    // forecast below the fold stayed there, instead of being thrown back to the top each time. Another job starts
    // at the top.
    void refreshKeepsTheScrollPositionOfTheSameJob()
    {
        const ClusterSnapshot s = quotaBlocked();
        const QList<JobInsight> insights = JobInsight::computeAll(s, {});
        const qsizetype row = 2;
        JobDetailPane pane;
        pane.resize(400, 250);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        pane.showJob(s.jobs[2], insights[2], false);
        pane.setForecast(QStringLiteral("200"), estimateOf(s, insights, row), {});
        QScrollBar* bar = pane.findChild<QTextBrowser*>(QStringLiteral("jobDetailText"))->verticalScrollBar();
        QVERIFY2(bar->maximum() > 100, "the pane's text must be taller than the pane for this test");
        bar->setValue(bar->maximum() / 2);
        const int read = bar->value();
        pane.showJob(s.jobs[2], insights[2], false); // the next refresh
        QCOMPARE(bar->value(), read);
        pane.setForecast(QStringLiteral("200"), estimateOf(s, insights, row), {}); // its next forecast
        QCOMPARE(bar->value(), read);
        pane.showJob(s.jobs[3], insights[3], false); // another job
        QCOMPARE(bar->value(), 0);
    }

    // No history to forecast from: the section says why there is no time (the job's own state first), and a forecast
    // already shown is not taken away by a history read that found nothing.
    void noForecastSaysWhy()
    {
        ClusterSnapshot s = quotaBlocked();
        const QList<JobInsight> insights = JobInsight::computeAll(s, {});
        const qsizetype row = 2;
        JobDetailPane pane;
        auto text = [&pane] { return pane.findChild<QTextBrowser*>(QStringLiteral("jobDetailText"))->toPlainText(); };
        pane.showJob(s.jobs[2], insights[2], false);
        QVERIFY(!text().contains(QLatin1String("When it will likely start")));
        pane.setNoForecast(QStringLiteral("200"), estimateOf(s, insights, row, std::nullopt));
        QVERIFY2(text().contains(QLatin1String("When it will likely start")), qPrintable(text()));
        QVERIFY2(text().contains(QLatin1String("Too little history for this partition")), qPrintable(text()));
        pane.setForecast(QStringLiteral("200"), estimateOf(s, insights, row), {});
        pane.setNoForecast(QStringLiteral("200"), estimateOf(s, insights, row, std::nullopt));
        QVERIFY2(text().contains(QLatin1String("per-user cap of 16 GPU")), qPrintable(text()));

        s.jobs[3].reason = QStringLiteral("JobHeldUser");
        pane.showJob(s.jobs[3], insights[3], false);
        pane.setNoForecast(s.jobs[3].id, estimateOf(s, insights, 3, std::nullopt));
        QVERIFY2(text().contains(QLatin1String("Held: starts after release")), qPrintable(text()));
    }

    // Switching the language rebuilds the forecast's section in the new one at once, not at the next forecast.
    void forecastFollowsALanguageSwitch()
    {
        const ClusterSnapshot s = quotaBlocked();
        const QList<JobInsight> insights = JobInsight::computeAll(s, {});
        const qsizetype row = 2;
        JobDetailPane pane;
        auto text = [&pane] { return pane.findChild<QTextBrowser*>(QStringLiteral("jobDetailText"))->toPlainText(); };
        pane.showJob(s.jobs[2], insights[2], false);
        pane.setForecast(QStringLiteral("200"), estimateOf(s, insights, row), {});
        QVERIFY2(text().contains(QLatin1String("per-user cap of 16 GPU")), qPrintable(text()));
        I18n::install(QStringLiteral("zh_CN"));
        // The pane's own words at once; the estimate's notes with the forecast the switch's refresh brings, made in
        // the new language (MainWindow refreshes on a switch).
        QTRY_VERIFY2(text().contains(QStringLiteral("预计何时开始")), qPrintable(text()));
        QVERIFY2(!text().contains(QLatin1String("Rests on")), qPrintable(text()));
        pane.setForecast(QStringLiteral("200"), estimateOf(s, insights, row), {});
        QVERIFY2(!text().contains(QLatin1String("per-user cap of 16 GPU")), qPrintable(text()));
        I18n::install(QStringLiteral("en"));
        QTRY_VERIFY2(text().contains(QLatin1String("When it will likely start")), qPrintable(text()));
        pane.setForecast(QStringLiteral("200"), estimateOf(s, insights, row), {});
        QVERIFY2(text().contains(QLatin1String("per-user cap of 16 GPU")), qPrintable(text()));
        // No job shown: a switch has no forecast to build again.
        pane.clear();
        I18n::install(QStringLiteral("zh_CN"));
        I18n::install(QStringLiteral("en"));
        QTRY_VERIFY2(text().contains(QLatin1String("Select a job")), qPrintable(text()));
    }

    // The place in the queue in Chinese says the same numbers as in English: the jobs and GPUs ahead of the job.
    void placeInTheQueueInChinese()
    {
        const ClusterSnapshot s = quotaBlocked();
        const QList<JobInsight> insights = JobInsight::computeAll(s, {});
        I18n::install(QStringLiteral("zh_CN"));
        for (qsizetype row = 0; row < s.jobs.size(); ++row) {
            if (!insights[row].position)
                continue;
            JobDetailPane pane;
            pane.showJob(s.jobs[row], insights[row], false);
            const QString text = pane.findChild<QTextBrowser*>(QStringLiteral("jobDetailText"))->toPlainText();
            const QueuePosition& p = *insights[row].position;
            const QString ahead = QStringLiteral("前面：%1 个作业，%2 块 GPU，").arg(p.jobsAhead).arg(p.gpusAhead);
            QVERIFY2(text.contains(ahead), qPrintable(ahead + QStringLiteral(" | ") + text));
        }
        I18n::install(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestJobDetailPane)
#include "TestJobDetailPane.moc"
