// The job table model under QAbstractItemModelTester: refreshes are diffs, never resets.
#include "model/TimeZones.h"
#include "models/JobFilterProxyModel.h"
#include "models/JobTableModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace qc;

namespace {
Job makeJob(int id, const QString& user, JobState state, int gpus = 1,
            const QString& partition = QStringLiteral("north"))
{
    Job j;
    j.id = QString::number(id);
    j.name = QStringLiteral("job-%1").arg(id);
    j.user = user;
    j.state = state;
    j.gpus = gpus;
    j.partition = partition;
    j.timeLimitS = 3600;
    j.submitTime = QDateTime(QDate(2026, 11, 30), QTime(8, 0), qc::utcZone()).addSecs(id);
    j.priority = 1000 - id;
    j.reason = state == JobState::Pending ? QStringLiteral("Priority") : QStringLiteral("None");
    return j;
}

ClusterViewPtr viewOf(QList<Job> jobs)
{
    ClusterSnapshot s;
    s.takenAt = QDateTime::currentDateTimeUtc();
    s.currentUser = QStringLiteral("me");
    s.jobs = std::move(jobs);
    Partition p;
    p.name = QStringLiteral("north");
    s.partitions = { p };
    return ClusterView::build(std::move(s), Capabilities {});
}
} // namespace

class TestJobTableModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void refreshesAreDiffs()
    {
        JobTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        QList<Job> jobs;
        for (int i = 1; i <= 10; ++i)
            jobs.append(makeJob(i, i % 2 ? QStringLiteral("me") : QStringLiteral("other"), JobState::Pending));
        model.applyView(viewOf(jobs));
        QCOMPARE(model.rowCount(), 10);
        QCOMPARE(inserted.size(), 1); // one batch
        QCOMPARE(model.lastUpdate().inserted, 10);

        // Same data: nothing signalled.
        inserted.clear();
        changed.clear();
        model.applyView(viewOf(jobs));
        QCOMPARE(inserted.size(), 0);
        QCOMPARE(changed.size(), 0);

        // Jobs 3,4,5 and 9 finish and leave; 2 starts; 11 and 12 arrive.
        QList<Job> next;
        for (const auto& j : jobs) {
            const int id = j.id.toInt();
            if (id >= 3 && id <= 5)
                continue;
            if (id == 9)
                continue;
            next.append(id == 2 ? makeJob(2, QStringLiteral("other"), JobState::Running) : j);
        }
        next.append(makeJob(11, QStringLiteral("me"), JobState::Pending));
        next.append(makeJob(12, QStringLiteral("me"), JobState::Pending));
        removed.clear();
        changed.clear();
        model.applyView(viewOf(next));
        QCOMPARE(model.rowCount(), 8);
        QCOMPARE(removed.size(), 2); // two ranges: [3..5] and [9]
        QCOMPARE(model.lastUpdate().removed, 4);
        QCOMPARE(model.lastUpdate().inserted, 2);
        QVERIFY(model.lastUpdate().changed >= 1); // job 2; positions of the others moved too
        QCOMPARE(resets.size(), 0);
        const int row2 = model.rowOf(QStringLiteral("2"));
        QCOMPARE(model.jobAt(row2)->state, JobState::Running);
        QVERIFY(model.rowOf(QStringLiteral("4")) < 0);
        QCOMPARE(model.data(model.index(model.rowOf(QStringLiteral("12")), JobTableModel::Name)).toString(),
                 QStringLiteral("job-12"));
    }

    void numbersSortAsNumbers()
    {
        JobTableModel model;
        JobFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyView(viewOf({ makeJob(9, QStringLiteral("a"), JobState::Running, 16),
                                 makeJob(10, QStringLiteral("a"), JobState::Running, 2),
                                 makeJob(100, QStringLiteral("a"), JobState::Running, 8) }));
        proxy.sort(JobTableModel::Id, Qt::AscendingOrder);
        QCOMPARE(proxy.index(0, JobTableModel::Id).data().toString(), QStringLiteral("9"));
        QCOMPARE(proxy.index(2, JobTableModel::Id).data().toString(), QStringLiteral("100"));
        proxy.sort(JobTableModel::Gpus, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, JobTableModel::Id).data().toString(), QStringLiteral("9"));
    }

    // The proxy sorts with JobTableModel::compareRows (typed keys, no QVariant): it must order every column as the
    // SortRole's values do, including array tasks, ids that are not numbers, missing positions and start times.
    void typedOrderAgreesWithTheSortRole()
    {
        JobTableModel model;
        QList<Job> jobs;
        const QDateTime t0 = QDateTime::currentDateTimeUtc();
        for (int i = 1; i <= 24; ++i) {
            const JobState state
                = i % 5 == 0 ? JobState::Running : (i % 7 == 0 ? JobState::Completed : JobState::Pending);
            Job j = makeJob(100 - 3 * i, i % 3 ? QStringLiteral("me") : QStringLiteral("bob"), state, 1 << (i % 4),
                            i % 2 ? QStringLiteral("north") : QStringLiteral("south"));
            if (i % 6 == 0)
                j.id = QStringLiteral("77_%1").arg(i); // array tasks share their number
            if (i == 11)
                j.id = QStringLiteral("prof:12"); // a composite's id: no number
            if (i % 4 == 0)
                j.reason = QStringLiteral("JobHeldUser");
            if (i % 3 == 0)
                j.beginTime = t0.addSecs(3600 * i);
            if (state == JobState::Running)
                j.startTime = t0.addSecs(-60 * i);
            if (i % 8 == 1)
                j.submitTime = jobs.isEmpty() ? j.submitTime : jobs.first().submitTime; // ties
            jobs.append(j);
        }
        model.applyView(viewOf(jobs));
        const auto sign = [](int x) { return (x > 0) - (x < 0); };
        const auto reference = [](const QVariant& a, const QVariant& b) {
            if (!a.isValid() || !b.isValid()) // no value (no cause): last, as QSortFilterProxyModel puts it
                return int(!a.isValid()) - int(!b.isValid());
            if (a.metaType() != b.metaType()) // the Id column: numbers before ids that are not numbers
                return a.metaType().id() == QMetaType::LongLong ? -1 : 1;
            const QPartialOrdering o = QVariant::compare(a, b);
            return o == QPartialOrdering::Less ? -1 : (o == QPartialOrdering::Greater ? 1 : 0);
        };
        for (int column = 0; column < JobTableModel::ColumnCount; ++column) {
            for (int a = 0; a < model.rowCount(); ++a) {
                for (int b = 0; b < model.rowCount(); ++b) {
                    const QVariant va = model.index(a, column).data(JobTableModel::SortRole);
                    const QVariant vb = model.index(b, column).data(JobTableModel::SortRole);
                    if (sign(model.compareRows(a, b, column)) != reference(va, vb))
                        QFAIL(qPrintable(QStringLiteral("column %1: rows %2 (%3) and %4 (%5)")
                                             .arg(column)
                                             .arg(a)
                                             .arg(va.toString())
                                             .arg(b)
                                             .arg(vb.toString())));
                }
            }
        }
    }

    void filters()
    {
        JobTableModel model;
        JobFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyView(viewOf({ makeJob(1, QStringLiteral("me"), JobState::Pending),
                                 makeJob(2, QStringLiteral("other"), JobState::Running, 1, QStringLiteral("south")),
                                 makeJob(3, QStringLiteral("me"), JobState::Completed) }));
        QCOMPARE(proxy.rowCount(), 2); // default: queued and running
        proxy.setStateFilter(JobFilterProxyModel::StateFilter::All);
        QCOMPARE(proxy.rowCount(), 3);
        proxy.setMineOnly(true);
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setMineOnly(false);
        proxy.setRegion(QStringLiteral("south"));
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setRegion({});
        proxy.setText(QStringLiteral("job-3"));
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setText({});
        proxy.setStateFilter(JobFilterProxyModel::StateFilter::Finished);
        QCOMPARE(proxy.rowCount(), 1);
    }

    void hostileNamesStayOneLine()
    {
        JobTableModel model;
        Job j = makeJob(1, QStringLiteral("me"), JobState::Pending);
        j.name = QStringLiteral("a\nb<script>");
        model.applyView(viewOf({ j }));
        const QString shown = model.data(model.index(0, JobTableModel::Name)).toString();
        QVERIFY(!shown.contains(QLatin1Char('\n')));
        QVERIFY(shown.contains(QStringLiteral("<script>"))); // shown as text, never interpreted
    }
};

QTEST_MAIN(TestJobTableModel)
#include "TestJobTableModel.moc"
