#include "common/TraceText.h"
#include "forecast/TraceReader.h"

#include <QTemporaryDir>
#include <QTest>

using namespace qc;

class TestTraceReader : public QObject
{
    Q_OBJECT

private slots:
    // Columns are found by name: a reordered header with extra columns reads the same jobs.
    void goodFileWithExtraColumnsAndReorderedHeader()
    {
        const TraceData d = test::readTrace("state,job_id,extra,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,cpus,"
                                            "req_walltime_s\r\n"
                                            "COMPLETED,1,x,q_2h,u1,1000,1010,2000,0,8,7200\r\n"
                                            "PENDING,2,\"a,b\",q_1d,u2,1100,,,4,,\r\n"
                                            "\r\n"
                                            "COMPLETED,3,y,q_2h,u1,1200,1200,1300,0,1,3600\r\n");
        QVERIFY2(d.ok(), qPrintable(d.error));
        QVERIFY(d.issues.isEmpty());
        QCOMPARE(d.jobs.size(), 3);
        const TraceJob& a = d.jobs[0];
        QCOMPARE(a.id, QStringLiteral("1"));
        QCOMPARE(a.queue, QStringLiteral("q_2h"));
        QCOMPARE(a.submit, 1000);
        QCOMPARE(a.start.value_or(-1), 1010);
        QCOMPARE(a.end.value_or(-1), 2000);
        QCOMPARE(a.cpus, 8);
        QCOMPARE(a.size(), 8); // no GPUs: CPUs are the size
        QCOMPARE(a.reqWalltimeS, 7200);
        const TraceJob& b = d.jobs[1];
        QVERIFY(!b.start.has_value()); // never started
        QVERIFY(!b.end.has_value());
        QCOMPARE(b.size(), 4); // GPUs win when present
        QCOMPARE(b.queue, QStringLiteral("q_1d"));
    }

    // Bad rows are reported with their line numbers, never dropped silently; good rows around them survive.
    void malformedRowsReportedWithLineNumbers()
    {
        const TraceData d = test::readTrace("job_id,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,state\n" // 1
                                            "1,q,u,100,110,200,0,COMPLETED\n" // 2 good
                                            "2,q,u,abc,110,200,0,COMPLETED\n" // 3 bad submit
                                            "3,q,u,100\n" // 4 too few fields
                                            "4,q,u,100,90,200,0,COMPLETED\n" // 5 start before submit
                                            "5,q,u,100,x,200,0,COMPLETED\n" // 6 bad start
                                            "6,q,u,100,,200,0,CANCELLED\n" // 7 good: cancelled while pending (censored)
                                            "7,q,u,100,120,,-2,COMPLETED\n" // 8 negative gpus
                                            "8,q,u,100,,,0,PENDING\n" // 9 good
                                            "9,q,u,100,,50,0,CANCELLED\n"); // 10 left before it came
        QVERIFY(d.ok());
        QCOMPARE(d.jobs.size(), 3);
        QCOMPARE(d.jobs[0].id, QStringLiteral("1"));
        QCOMPARE(d.jobs[1].id, QStringLiteral("6"));
        QVERIFY(d.jobs[1].censored());
        QCOMPARE(d.jobs[1].waitOrAge(1000), qint64(100)); // pending from 100 until it was cancelled at 200
        QCOMPARE(d.jobs[2].id, QStringLiteral("8"));
        QCOMPARE(d.jobs[2].waitOrAge(1000), qint64(900)); // still pending at the end of the trace
        QList<int> lines;
        for (const TraceIssue& i : d.issues) {
            lines.append(i.line);
            QVERIFY(!i.message.isEmpty());
        }
        QCOMPARE(lines, (QList<int> { 3, 4, 5, 6, 8, 10 }));
        QVERIFY(d.issues[0].message.contains(QStringLiteral("submit_ts")));
    }

    // A hostile value is quoted in its row's message only in part: a thousand such messages stay small.
    void aLongBadValueIsQuotedShort()
    {
        const TraceData d = test::readTrace("job_id,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,state\n1,q,u,"
                                            + QByteArray(60000, 'z') + ",110,200,0,COMPLETED\n");
        QVERIFY(d.ok());
        QCOMPARE(d.badRows, 1);
        QVERIFY2(d.issues[0].message.size() < 200, qPrintable(d.issues[0].message.left(300)));
        QVERIFY(d.issues[0].message.contains(QStringLiteral("zzzz")));
    }

    // A spreadsheet's byte-order mark before the header; a line past the bound in the middle is a bad row, and the
    // rows after it are read.
    void byteOrderMarkAndALongLine()
    {
        const TraceData d
            = test::readTrace("\xEF\xBB\xBFjob_id,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,state\n"
                              "1,q,u,1,2,3,0,COMPLETED\n2,q,u,"
                              + QByteArray(1 << 20, '9') + ",2,3,0,COMPLETED\n3,q,u,1,2,3,0,COMPLETED\n");
        QVERIFY2(d.ok(), qPrintable(d.error));
        QCOMPARE(d.jobs.size(), 2);
        QCOMPARE(d.badRows, 1);
        QCOMPARE(d.issues[0].line, 3);
        QVERIFY(d.issues[0].message.contains(QStringLiteral("longer than")));
    }

    void headerWithoutRequiredColumnIsAnError()
    {
        const TraceData d = test::readTrace("job_id,user,submit_ts\n1,u,100\n");
        QVERIFY(!d.ok());
        QVERIFY(d.error.contains(QStringLiteral("cluster_or_vc")));
        QVERIFY(d.jobs.isEmpty());
    }

    void emptyAndMissingFiles()
    {
        QVERIFY(!test::readTrace(QByteArray()).ok());
        QTemporaryDir dir;
        const TraceData d = TraceReader::readFile(dir.filePath(QStringLiteral("nope.csv")));
        QVERIFY(!d.ok());
        QVERIFY(d.error.contains(QStringLiteral("nope.csv")));
    }
};

QTEST_GUILESS_MAIN(TestTraceReader)
#include "TestTraceReader.moc"
