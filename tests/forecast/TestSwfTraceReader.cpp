#include "common/TraceText.h"
#include "forecast/SwfTraceReader.h"
#include "forecast/TraceReader.h"

#include <QFile>
#include <QTest>

using namespace qc;
using namespace Qt::StringLiterals;

namespace {

QString dataFile(const QString& name)
{
    return qEnvironmentVariable("QC_SOURCE_DIR") + QStringLiteral("/tests/forecast/data/") + name;
}

// A job line: the 18 fields of the standard, from the values that matter here.
QByteArray job(int id, qint64 submit, qint64 wait, qint64 run, int alloc, int reqProcs, qint64 reqTime, int status,
               int user, int queue, int partition)
{
    return QStringLiteral("%1 %2 %3 %4 %5 -1 -1 %6 %7 -1 %8 %9 1 -1 %10 %11 -1 -1\n")
        .arg(id)
        .arg(submit)
        .arg(wait)
        .arg(run)
        .arg(alloc)
        .arg(reqProcs)
        .arg(reqTime)
        .arg(status)
        .arg(user)
        .arg(queue)
        .arg(partition)
        .toUtf8();
}
} // namespace

class TestSwfTraceReader : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (qEnvironmentVariable("QC_SOURCE_DIR").isEmpty())
            QFAIL("QC_SOURCE_DIR is not set: run through ctest");
    }

    // A published log and what bench/trace_from_swf.py wrote for it are the same jobs, field by field: two
    // independent readings of the format agree (the whole 3,170-job log scores identically both ways).
    void realLogsReadAsTheirConvertedCsv_data()
    {
        QTest::addColumn<QString>("swf");
        QTest::addColumn<QString>("csv");
        QTest::addColumn<int>("jobs");
        QTest::newRow("HPC2N, PWA header") << u"hpc2n-head.swf"_s << u"hpc2n-head.csv"_s << 40;
        QTest::newRow("CERIT-SC, Alea's extra columns") << u"wagap-2013-head.swf"_s << u"wagap-2013-head.csv"_s << 12;
    }
    void realLogsReadAsTheirConvertedCsv()
    {
        QFETCH(QString, swf);
        QFETCH(QString, csv);
        QFETCH(int, jobs);
        const TraceData native = TraceReader::readFile(dataFile(swf));
        const TraceData converted = TraceReader::readFile(dataFile(csv));
        QVERIFY2(native.ok(), qPrintable(native.error));
        QVERIFY2(converted.ok(), qPrintable(converted.error));
        QCOMPARE(native.format, u"swf"_s);
        QCOMPARE(converted.format, u"csv"_s);
        QCOMPARE(native.badRows, 0);
        QCOMPARE(native.jobs.size(), jobs);
        QCOMPARE(converted.jobs.size(), jobs);
        // The converter sorts by submit time (stably); the log is in that order already.
        for (qsizetype i = 0; i < jobs; ++i) {
            const TraceJob& a = native.jobs[i];
            const TraceJob& b = converted.jobs[i];
            const QByteArray where = a.id.toUtf8();
            QVERIFY2(a.id == b.id, where);
            QVERIFY2(a.queue == b.queue, where);
            QVERIFY2(a.user == b.user, where);
            QVERIFY2(a.submit == b.submit, where);
            QVERIFY2(a.start == b.start, where);
            QVERIFY2(a.end == b.end, where);
            QVERIFY2(a.gpus == b.gpus, where);
            QVERIFY2(a.cpus == b.cpus, where);
            QVERIFY2(a.reqWalltimeS == b.reqWalltimeS, where);
            QVERIFY2(a.state == b.state, where);
        }
    }

    // HPC2N's header: times count from UnixStartTime, and the site's zone is kept for its dates.
    void theHeaderGivesTheOriginAndTheZone()
    {
        const TraceData d = TraceReader::readFile(dataFile(u"hpc2n-head.swf"_s));
        QVERIFY2(d.ok(), qPrintable(d.error));
        QCOMPARE(d.timeZone, u"Europe/Stockholm"_s);
        // "    4   179350  99808 143967    2 142977    -1    2 144000    -1  1   3   1  -1 -1  1 -1 -1"
        const TraceJob& j = d.jobs[3];
        QCOMPARE(j.id, u"4"_s);
        QCOMPARE(j.submit, 1027839845 + 179350);
        QCOMPARE(j.start.value_or(-1), 1027839845 + 179350 + 99808);
        QCOMPARE(j.end.value_or(-1), 1027839845 + 179350 + 99808 + 143967);
        QCOMPARE(j.cpus, 2);
        QCOMPARE(j.reqWalltimeS, 144000);
        QCOMPARE(j.queue, u"p1"_s); // queue -1: the partition names it
        QCOMPARE(j.user, u"u3"_s);
        QCOMPARE(j.state, u"COMPLETED"_s);
        // Job 16 has status -1 and run time -1: it started (its wait is known), its end is not.
        const TraceJob& unknownRun = d.jobs[10];
        QCOMPARE(unknownRun.id, u"16"_s);
        QVERIFY(unknownRun.start.has_value());
        QVERIFY(!unknownRun.end.has_value());
        QCOMPARE(unknownRun.state, u"-1"_s);
    }

    // Alea's logs start with the column names (tab-separated): not a CSV header, and not a bad row.
    void aLineOfColumnNamesIsSkipped()
    {
        const TraceData d = TraceReader::readFile(dataFile(u"alea-jaros1-head.swf"_s));
        QVERIFY2(d.ok(), qPrintable(d.error));
        QCOMPARE(d.format, u"swf"_s);
        QCOMPARE(d.badRows, 0);
        QCOMPARE(d.jobs.size(), 8);
        QCOMPARE(d.jobs[1].cpus, 5);
        QCOMPARE(d.jobs[1].reqWalltimeS, 2100);
        QCOMPARE(d.jobs[1].queue, u"q1"_s);
    }

    // The statuses and the cancelled job that never ran: a censored wait, not a start.
    void statusesAndCensoredCancellations()
    {
        const TraceData d = test::readTrace("; UnixStartTime: 1000000\n" + job(1, 10, 20, 300, 4, 4, 600, 1, 7, 2, 1)
                                            + job(2, 11, 50, 0, 0, 8, 600, 5, 7, 2, 1) // cancelled while pending
                                            + job(3, 12, 30, 40, 0, 0, -1, 0, 8, -1, 3) // failed; no size, no limit
                                            + job(4, 13, 30, 40, 2, 2, 60, 5, 8, -1, 3)); // cancelled while running
        QVERIFY2(d.ok(), qPrintable(d.error));
        QCOMPARE(d.badRows, 0);
        QCOMPARE(d.jobs.size(), 4);
        QCOMPARE(d.jobs[0].state, u"COMPLETED"_s);
        QCOMPARE(d.jobs[0].queue, u"q2"_s);
        QCOMPARE(d.jobs[0].user, u"u7"_s);
        const TraceJob& pending = d.jobs[1];
        QCOMPARE(pending.state, u"CANCELLED"_s);
        QVERIFY(pending.censored());
        QCOMPARE(pending.end.value_or(-1), 1000000 + 11 + 50);
        QCOMPARE(pending.waitOrAge(2000000), 50);
        QCOMPARE(pending.cpus, 8); // nothing allocated: the request
        const TraceJob& failed = d.jobs[2];
        QCOMPARE(failed.state, u"FAILED"_s);
        QCOMPARE(failed.queue, u"p3"_s);
        QCOMPARE(failed.cpus, 1); // neither allocated nor requested: one
        QCOMPARE(failed.reqWalltimeS, 0); // unknown
        QVERIFY(d.jobs[3].start.has_value()); // it ran before it was cancelled
        QCOMPARE(d.jobs[3].waitOrAge(0), 30);
    }

    // Every line it cannot use is reported with its number and why; the good lines around it survive.
    void hostileLinesAreReportedAndSkipped()
    {
        QByteArray text = "; UnixStartTime: 0\n";
        text += job(1, 10, 20, 300, 4, 4, 600, 1, 1, 1, 1); // 2 good
        text += "2 10 20 300\n"; // 3 too few fields
        text += job(3, 10, -1, 300, 4, 4, 600, 1, 1, 1, 1); // 4 unknown wait
        text += job(4, 10, 20, 300, 4, 4, 600, 1, 1, 1, 1).replace("20", "nan"); // 5 not a number
        text += job(5, 10, 20, 300, 4, 4, 600, 1, 1, 1, 1).replace(" 10 ", " 1e300 "); // 6 beyond any log
        text += job(6, -5, 20, 300, 4, 4, 600, 1, 1, 1, 1); // 7 negative submit
        text += job(7, 10, 20, 300, 2000000000, 4, 600, 1, 1, 1, 1); // 8 absurd processor count
        text += QByteArray(1 << 20, '7') + '\n'; // 9 a megabyte with no blank
        text += job(9, 10, 20, 300, 4, 4, 600, 1, 1, 1, 1).replace(" 10 ", " inf "); // 10
        text += job(10, 30, 0, 5, 1, 1, 60, 1, 1, 1, 1); // 11 good
        text += "; UnixStartTime: yesterday\n"; // 12 a broken header value
        text += job(11, 40, 0, 5, 1, 1, 60, 1, 1, 1, 1); // 13 good, still from origin 0
        text += job(12, 40, 0, 5, 1, 1, 60, 1, 1, 1, 1)
                    .replace(" 40 ", QByteArray(" " + QByteArray(60000, 'x') + " ")); // 14
        const TraceData d = test::readTrace(text);
        QVERIFY2(d.ok(), qPrintable(d.error));
        QStringList ids;
        for (const TraceJob& j : d.jobs)
            ids.append(j.id);
        QCOMPARE(ids, (QStringList { u"1"_s, u"10"_s, u"11"_s }));
        QCOMPARE(d.jobs[2].submit, 40);
        QList<int> lines;
        for (const TraceIssue& i : d.issues) {
            lines.append(i.line);
            QVERIFY(!i.message.isEmpty());
            QVERIFY2(i.message.size() < 200, qPrintable(i.message.left(300))); // a hostile field is not echoed whole
        }
        QCOMPARE(lines, (QList<int> { 3, 4, 5, 6, 7, 8, 9, 10, 12, 14 }));
        QCOMPARE(d.badRows, 10);
        QVERIFY(d.issues[1].message.contains(u"unknown"_s));
        QVERIFY(d.issues[2].message.contains(u"wait time"_s));
    }

    // A file with no line break is not read whole into memory: its one line is too long, and it is said so.
    void aFileWithoutLineBreaksIsRefused()
    {
        const TraceData d = test::readTrace(QByteArray(4 << 20, 'x'));
        QVERIFY(!d.ok());
        QVERIFY(d.jobs.isEmpty());
        QVERIFY2(d.error.contains(u"longer than"_s), qPrintable(d.error));
    }

    // A file of nothing but bad rows keeps a bounded number of messages and counts them all.
    void manyBadRowsAreCountedNotAllKept()
    {
        QByteArray text = "; UnixStartTime: 0\n";
        for (int i = 0; i < 5000; ++i)
            text += "1 2 3\n";
        text += job(1, 10, 20, 300, 4, 4, 600, 1, 1, 1, 1);
        const TraceData d = test::readTrace(text);
        QVERIFY(d.ok());
        QCOMPARE(d.jobs.size(), 1);
        QCOMPARE(d.badRows, 5000);
        QCOMPARE(d.issues.size(), TraceData::MaxIssuesKept);
    }

    void recognition()
    {
        QVERIFY(SwfTraceReader::looksLikeSwf("; Version: 2.2"));
        QVERIFY(SwfTraceReader::looksLikeSwf(job(1, 10, 20, 300, 4, 4, 600, 1, 1, 1, 1).trimmed()));
        QVERIFY(!SwfTraceReader::looksLikeSwf("job_id,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,state"));
        QVERIFY(!SwfTraceReader::looksLikeSwf("1,q,u,100,110,200,0,COMPLETED"));
        QVERIFY(!SwfTraceReader::looksLikeSwf("1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17")); // 17 fields
        QVERIFY(SwfTraceReader::looksLikeColumnNames(
            "id submit wait runtime cpus cputimeused usedmem cpusreq walltime memreq status user group application "
            "queue partition precjob thinktime"));
        QVERIFY(!SwfTraceReader::looksLikeColumnNames(
            "job_id, cluster_or_vc, user, submit_ts, start_ts, end_ts, gpus, state, a, b, c, d, e, f, g, h, i, j"));
        // A CSV trace with a header is still a CSV trace.
        const TraceData csv = test::readTrace("job_id,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,state\n"
                                              "1,q,u,100,110,200,0,COMPLETED\n");
        QCOMPARE(csv.format, u"csv"_s);
        QCOMPARE(csv.jobs.size(), 1);
    }

    void emptyLogs()
    {
        QBuffer empty;
        empty.open(QIODevice::ReadOnly);
        QVERIFY(!SwfTraceReader::read(empty).ok());
        const TraceData onlyHeader = test::readTrace("; Version: 2.2\n; UnixStartTime: 5\n");
        QVERIFY(onlyHeader.ok());
        QCOMPARE(onlyHeader.format, u"swf"_s);
        QVERIFY(onlyHeader.jobs.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSwfTraceReader)
#include "TestSwfTraceReader.moc"
