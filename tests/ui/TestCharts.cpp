// The charts a newcomer reads (issue 19): hover values, colours told apart, ticks on round numbers, legends with
// numbers, heatmap colours scaled to the data.
#include "charts/CauseBreakdownChart.h"
#include "charts/HeatmapWidget.h"
#include "charts/LiveLoadChart.h"
#include "charts/NiceScale.h"
#include "history/CauseHours.h"
#include "model/TimeZones.h"
#include "widgets/BusyHoursView.h"

#include <QChart>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QSet>
#include <QTest>
#include <QValueAxis>

using namespace qc;

namespace {
ClusterViewPtr viewWith(int pending, int free)
{
    ClusterSnapshot s;
    s.takenAt = QDateTime::currentDateTimeUtc();
    Partition p;
    p.name = QStringLiteral("cn-north");
    p.nodes = { QStringLiteral("n1") };
    s.partitions.append(p);
    Node n;
    n.name = QStringLiteral("n1");
    n.partitions = { p.name };
    n.state = QStringLiteral("MIXED");
    n.gpus.append(GpuCount { QStringLiteral("a100"), 8 + free, 8 });
    s.nodes.append(n);
    for (int k = 0; k < pending; ++k) {
        Job j;
        j.id = QString::number(1000 + k);
        j.partition = p.name;
        j.user = QStringLiteral("u%1").arg(k % 7);
        j.state = JobState::Pending;
        j.gpus = 2;
        j.priority = 100 + k;
        j.submitTime = s.takenAt.addSecs(-60 * k);
        j.reason = k % 3 == 0 ? QStringLiteral("BeginTime") : QStringLiteral("Resources");
        if (k % 3 == 0)
            j.beginTime = s.takenAt.addSecs(7200);
        s.jobs.append(j);
    }
    return ClusterView::build(s, {});
}

double distance(const QColor& a, const QColor& b)
{
    return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
}
} // namespace

class TestCharts : public QObject
{
    Q_OBJECT

private slots:
    void niceScalesStepOnRoundNumbers()
    {
        const NiceScale a = NiceScale::upTo(103);
        QCOMPARE(a.step, 20.0);
        QCOMPARE(a.top, 120.0);
        const NiceScale b = NiceScale::upTo(7);
        QCOMPARE(b.step, 2.0);
        QCOMPARE(b.top, 8.0);
        const NiceScale c = NiceScale::upTo(2);
        QCOMPARE(c.step, 1.0);
        QCOMPARE(c.top, 2.0);
    }

    // Ticks were 25/51/77/103; the legend did not say which line is solid; no hover values.
    void liveLoadHasRoundTicksValuesAndTooltips()
    {
        LiveLoadChart chart;
        chart.addView(viewWith(98, 5));
        QValueAxis* axis = chart.countAxis();
        const double step = (axis->max() - axis->min()) / (axis->tickCount() - 1);
        const double magnitude = std::pow(10.0, std::floor(std::log10(step)));
        QVERIFY2(QList<double>({ 1, 2, 5 }).contains(step / magnitude), qPrintable(QString::number(step)));
        QVERIFY(axis->max() >= 98);
        QStringList names;
        const QLineSeries* pendingLine = nullptr;
        for (QAbstractSeries* s : chart.chart()->series()) {
            names.append(s->name());
            if (s->name().contains(QLatin1String("pending")))
                pendingLine = qobject_cast<QLineSeries*>(s);
        }
        QVERIFY2(names.join(QLatin1Char('|')).contains(QLatin1String("solid (now 98)")),
                 qPrintable(names.join(QLatin1Char('|'))));
        QVERIFY2(names.join(QLatin1Char('|')).contains(QLatin1String("dashed (now 5)")),
                 qPrintable(names.join(QLatin1Char('|'))));
        QVERIFY(pendingLine);
        const QString tip = chart.tooltipFor(pendingLine, pendingLine->at(0));
        QVERIFY2(tip.contains(QLatin1String("cn-north")) && tip.contains(QLatin1String("98 job")), qPrintable(tip));
    }

    // Begin time, Dependency and Held were three near-identical greys.
    void causeColoursAreDistinct()
    {
        const QList<Cause> causes = allCauses();
        for (qsizetype i = 0; i < causes.size(); ++i)
            for (qsizetype k = i + 1; k < causes.size(); ++k)
                QVERIFY2(distance(CauseBreakdownChart::colorFor(causes[i]), CauseBreakdownChart::colorFor(causes[k]))
                             > 60,
                         qPrintable(causeName(causes[i]) + QLatin1Char('/') + causeName(causes[k])));
        const QColor b = CauseBreakdownChart::colorFor(Cause::BeginTime);
        const QColor d = CauseBreakdownChart::colorFor(Cause::Dependency);
        const QColor h = CauseBreakdownChart::colorFor(Cause::Held);
        QVERIFY(distance(b, d) > 100 && distance(b, h) > 100 && distance(d, h) > 100);
    }

    void causeChartLegendAndTooltipCarryNumbers()
    {
        CauseBreakdownChart chart;
        chart.setView(viewWith(30, 0));
        const auto totals = chart.totals().value(QStringLiteral("cn-north"));
        QVERIFY(totals.value(causeName(Cause::BeginTime)) > 0);
        const QString tip = chart.tooltipFor(0, Cause::BeginTime);
        QVERIFY2(tip.contains(QStringLiteral("%1 pending GPU").arg(totals.value(causeName(Cause::BeginTime)))),
                 qPrintable(tip));
        QVERIFY2(tip.contains(QLatin1String("% of 60")), qPrintable(tip));
        QVERIFY(!chart.chart()->series().isEmpty());
    }

    // The region-load heatmap saturated (a fixed top of 2): scaled to the data, with the numbers in its legend;
    // week columns name each day once.
    void loadHeatmapScalesToTheDataAndNamesDaysOnce()
    {
        HistoryStats stats;
        RegionLoadSeries series;
        series.region = QStringLiteral("cn-north");
        const QDateTime start = QDateTime::currentDateTimeUtc().addDays(-7);
        for (int h = 0; h < 7 * 24; ++h) {
            RegionLoadPoint p;
            p.start = start.addSecs(3600 * h);
            p.samples = 4;
            p.pressure = 0.1 + 0.3 * ((h % 24) / 23.0); // 0.1 .. 0.4
            p.utilisation = 0.5;
            series.points.append(p);
        }
        stats.lastWeek.append(series);
        stats.lastDay.append(series);
        stats.jobs = 100;
        BusyHoursView view;
        view.setStats(stats, QStringLiteral("UTC"));
        HeatmapWidget* load = view.loadGrid();
        QVERIFY2(std::abs(load->maxValue() - 0.4) < 1e-9, qPrintable(QString::number(load->maxValue())));
        QVERIFY2(load->legendHigh().contains(QLatin1String("0.40")), qPrintable(load->legendHigh()));
        QSet<QString> days;
        int named = 0;
        for (int c = 0; c < load->columnCount(); ++c) {
            if (!load->columnLabel(c).isEmpty()) {
                ++named;
                days.insert(load->columnLabel(c));
            }
        }
        QVERIFY2(named <= 8 && named >= 7, qPrintable(QString::number(named)));
        QVERIFY(days.size() == 7);
    }

    // "Why jobs waited": each weekday-hour coloured by the cause waited on longest, the legend names the causes by
    // their colours, the tooltip gives the shares; the notice gives the region's median start-up.
    void busyHoursShowTheDominantCauseAndStartup()
    {
        HistoryStats stats;
        BusyHoursGrid all, region;
        region.region = QStringLiteral("cn-north");
        stats.busyHours = { all, region };
        const QDateTime monday(QDate(2026, 3, 2), QTime(10, 0), qc::utcZone());
        QList<CauseHistoryTable::Row> rows;
        for (int j = 0; j < 4; ++j) {
            const QString id = QString::number(j);
            // Each job: 40 min GPU shortage, then 20 min priority, at Monday 10:00; then 3 min start-up.
            CauseHistoryTable::Row r;
            r.jobId = id;
            r.region = region.region;
            r.entry.at = monday;
            r.entry.state = JobState::Pending;
            r.entry.cause = Cause::GpuShortage;
            rows.append(r);
            r.entry.at = monday.addSecs(2400);
            r.entry.cause = Cause::Priority;
            rows.append(r);
            r.entry.at = monday.addSecs(3600);
            r.entry.cause = Cause::Startup;
            r.entry.state = JobState::Configuring;
            rows.append(r);
            r.entry.at = monday.addSecs(3600 + 180);
            r.entry.cause.reset();
            r.entry.state = JobState::Running;
            rows.append(r);
        }
        CauseHours::addTo(stats.busyHours, rows, {});
        stats.causeChanges = rows.size();
        stats.jobs = 4;
        BusyHoursView view;
        view.setStats(stats, QStringLiteral("UTC"));
        QComboBox* metricBox = nullptr;
        for (auto* box : view.findChildren<QComboBox*>()) {
            if (box->findText(QStringLiteral("Why jobs waited")) >= 0)
                metricBox = box;
        }
        QVERIFY(metricBox);
        metricBox->setCurrentIndex(metricBox->findText(QStringLiteral("Why jobs waited")));
        HeatmapWidget* grid = view.weekGrid();
        QCOMPARE(grid->rowCount(), 7);
        const HeatmapWidget::Cell& cell = grid->cell(0, 10); // Monday 10:00
        QCOMPARE(cell.color, CauseBreakdownChart::colorFor(Cause::GpuShortage));
        QVERIFY(!cell.thin);
        QVERIFY2(cell.tooltip.contains(QLatin1String("GPU shortage: 2.7 h (67%)")), qPrintable(cell.tooltip));
        QVERIFY2(cell.tooltip.contains(QLatin1String("over 4 job")), qPrintable(cell.tooltip));
        QVERIFY(std::isnan(grid->cell(0, 9).value)); // nobody waited at 09:00
        QCOMPARE(grid->categoryLegend().size(), 1); // only the causes that dominate some hour
        QCOMPARE(grid->categoryLegend().first().second, CauseText::label(Cause::GpuShortage));
        auto* notice = view.findChild<QLabel*>(QStringLiteral("busyHoursNotice"));
        QVERIFY(notice);
        QVERIFY2(notice->text().contains(QLatin1String("cn-north 3 min (4 job")), qPrintable(notice->text()));
        // QC_SCREENSHOT_DIR: save the view to look at it.
        if (const QString dir = qEnvironmentVariable("QC_SCREENSHOT_DIR"); !dir.isEmpty()) {
            view.resize(1100, 420);
            QVERIFY(view.grab().save(dir + QStringLiteral("/busy-hours-causes.png")));
        }
        // Back to a wait metric: the scale legend again.
        metricBox->setCurrentIndex(0);
        QVERIFY(grid->categoryLegend().isEmpty());
        QVERIFY(!grid->cell(0, 10).color.isValid());
    }
};

QTEST_MAIN(TestCharts)
#include "TestCharts.moc"
