#include "common/TraceText.h"
#include "forecast/TraceReader.h"

#include <QDateTime>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

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

    // A log written by a data tool: pandas turns a whole-number column with a missing value into floats and writes
    // the missing value as "" or "nan"; other logs keep fractional seconds, dates, or -1 for "never". Each row here
    // is a job, read to the second.
    void valuesAsDataToolsWriteThem()
    {
        // A date without a zone must not be read in this machine's zone: run as if it were in China.
        const QByteArray zone = qgetenv("TZ");
        qputenv("TZ", "Asia/Shanghai");
        const auto restore = qScopeGuard([&] { zone.isNull() ? qunsetenv("TZ") : qputenv("TZ", zone); });
        const TraceData d = test::readTrace(
            " job_id ,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,state,cpus,req_walltime_s\n"
            "1,q,u,1356996147.0,1356996207.0,1356999999.0,8.0,COMPLETED,64.0,86400.0\n"
            "2,q,u,1356996147.0,nan,1356996999.0,0.0,CANCELLED,NaN,nan\n"
            "3,q,u,1.5e3,1600.4,,0.5,RUNNING,,\n"
            "4,q,u,2013-01-01T00:22:27+01:00,2013-01-01T00:32:27+0100,2013-01-01 01:00:00,1,COMPLETED,-1,-1.0\n"
            "5,q,u,2020-04-01 00:00:04,2020-04-01T00:10:04.250Z,-1,2,PENDING,NULL,None\n");
        QVERIFY2(d.ok(), qPrintable(d.error));
        QVERIFY2(d.issues.isEmpty(), qPrintable(d.issues.value(0).message));
        QCOMPARE(d.jobs.size(), 5);
        QCOMPARE(d.jobs[0].submit, 1356996147);
        QCOMPARE(d.jobs[0].start.value_or(-1), 1356996207);
        QCOMPARE(d.jobs[0].gpus, 8);
        QCOMPARE(d.jobs[0].cpus, 64);
        QCOMPARE(d.jobs[0].reqWalltimeS, 86400);
        QVERIFY(d.jobs[1].censored()); // "nan" start: never started, cancelled at its end
        QCOMPARE(d.jobs[1].waitOrAge(0), qint64(852));
        QCOMPARE(d.jobs[1].cpus, 0);
        QCOMPARE(d.jobs[2].submit, 1500);
        QCOMPARE(d.jobs[2].start.value_or(-1), 1600); // the nearest second
        QCOMPARE(d.jobs[2].gpus, 1); // half a GPU takes one
        // 00:22:27 at +01:00 is 23:22:27 UTC the day before; waited 10 minutes.
        QCOMPARE(d.jobs[3].submit,
                 QDateTime(QDate(2012, 12, 31), QTime(23, 22, 27), QTimeZone::utc()).toSecsSinceEpoch());
        QCOMPARE(d.jobs[3].waitOrAge(0), qint64(600));
        QCOMPARE(d.jobs[3].end.value_or(-1), d.jobs[3].submit + 5853); // no zone: UTC (01:00:00)
        QCOMPARE(d.jobs[3].cpus, 0); // -1: not in the log
        QCOMPARE(d.jobs[3].reqWalltimeS, 0); // -1.0, as pandas writes -1 in a column of floats
        QCOMPARE(d.jobs[4].submit, QDateTime(QDate(2020, 4, 1), QTime(0, 0, 4), QTimeZone::utc()).toSecsSinceEpoch());
        QCOMPARE(d.jobs[4].waitOrAge(0), qint64(600));
        QVERIFY(!d.jobs[4].end.has_value()); // -1: not ended
    }

    // Values no job has are bad rows with their reason, never wrapped into a small number: counts past any machine
    // (which an int would have wrapped), times past 2^40 s, infinities, words, a date that is not one, a submit time of
    // -1 (unknown).
    void valuesNoJobHasAreBadRows()
    {
        const TraceData d = test::readTrace("job_id,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,state,cpus\n"
                                            "1,q,u,100,110,200,99999999999,COMPLETED,1\n"
                                            "2,q,u,100,110,200,1,COMPLETED,4294967297\n"
                                            "3,q,u,1e300,110,200,1,COMPLETED,1\n"
                                            "4,q,u,inf,110,200,1,COMPLETED,1\n"
                                            "5,q,u,nan,110,200,1,COMPLETED,1\n"
                                            "6,q,u,100,2013-13-45T99:00:00,200,1,COMPLETED,1\n"
                                            "7,q,u,100,110,200,-3,COMPLETED,1\n"
                                            "8,q,u,100,110,200,1,COMPLETED,1\n"
                                            "9,q,u,-1,110,200,1,COMPLETED,1\n"
                                            "10,q,u,-7,110,200,1,COMPLETED,1\n"
                                            "11,q,u,,110,200,1,COMPLETED,1\n");
        QVERIFY(d.ok());
        QCOMPARE(d.jobs.size(), 1);
        QCOMPARE(d.jobs[0].id, QStringLiteral("8"));
        QCOMPARE(d.badRows, 10);
        QVERIFY(d.issues[0].message.contains(QStringLiteral("gpus")));
        QVERIFY(d.issues[1].message.contains(QStringLiteral("cpus")));
        QVERIFY(d.issues[2].message.contains(QStringLiteral("submit_ts")));
        QVERIFY(d.issues[2].message.contains(QStringLiteral("not a time")));
        // A missing submit time says so, whichever way it is written; a negative one that is not the missing mark is
        // negative.
        QVERIFY2(d.issues[4].message.contains(QStringLiteral("missing")), qPrintable(d.issues[4].message));
        QVERIFY(d.issues[5].message.contains(QStringLiteral("start_ts")));
        QVERIFY2(d.issues[7].message.contains(QStringLiteral("missing")), qPrintable(d.issues[7].message));
        QVERIFY(d.issues[8].message.contains(QStringLiteral("negative")));
        QVERIFY(d.issues[9].message.contains(QStringLiteral("missing")));
    }

    // Times in milliseconds since 1970 (a log exported from Java or JavaScript) say so, with the date they would be:
    // read as seconds they were refused as no time (2023's) or taken as a time centuries ahead (1998's). Seconds up
    // to 2100, and relative ones, stay times.
    void millisecondsSayTheUnit()
    {
        const TraceData d = test::readTrace("job_id,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,state\n"
                                            "1,q,u,1700000000000,1700000060000,1700000960000,1,COMPLETED\n"
                                            "2,q,u,900000000000,900000060000,900000960000,1,COMPLETED\n"
                                            "3,q,u,1700000000,1700000060000,1700000960,1,COMPLETED\n"
                                            "4,q,u,1700000000,1700000060,1700000960,1,COMPLETED\n"
                                            "5,q,u,86400,86460,90000,1,COMPLETED\n"
                                            "6,q,u,4102444700,4102444800,,1,RUNNING\n");
        QVERIFY(d.ok());
        QCOMPARE(d.badRows, 3);
        QCOMPARE(d.jobs.size(), 3);
        QCOMPARE(d.jobs[0].id, QStringLiteral("4"));
        QCOMPARE(*d.jobs[2].start, qint64(4102444800));
        QVERIFY2(d.issues[0].message.contains(QStringLiteral("submit_ts")), qPrintable(d.issues[0].message));
        QVERIFY(d.issues[0].message.contains(QStringLiteral("milliseconds")));
        QVERIFY2(d.issues[0].message.contains(QStringLiteral("2023-11-14 22:13:20 UTC")),
                 qPrintable(d.issues[0].message));
        QVERIFY2(d.issues[1].message.contains(QStringLiteral("1998-07-09 16:00:00 UTC")),
                 qPrintable(d.issues[1].message));
        QVERIFY2(d.issues[2].message.contains(QStringLiteral("start_ts")), qPrintable(d.issues[2].message));
        QVERIFY(d.issues[2].message.contains(QStringLiteral("milliseconds")));
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

    // A compressed log (the Parallel Workloads Archive publishes them gzipped) is named as such, with the tool that
    // opens it, not read as a header of binary columns.
    void aCompressedLogSaysSo()
    {
        QByteArray gz("\x1f\x8b\x08\x00\x00\x00\x00\x00", 8);
        gz += QByteArray(100000, '\x7f'); // longer than a line may be, without a line break
        const TraceData g = test::readTrace(gz);
        QVERIFY(!g.ok());
        QVERIFY2(g.error.contains(QStringLiteral("compressed")) && g.error.contains(QStringLiteral("gunzip")),
                 qPrintable(g.error));
        QVERIFY(test::readTrace(QByteArray("BZh91AY&SY\n")).error.contains(QStringLiteral("bunzip2")));
        QVERIFY(test::readTrace(QByteArray("\xfd"
                                           "7zXZ\0\n",
                                           7))
                    .error.contains(QStringLiteral("unxz")));
        QVERIFY(test::readTrace(QByteArray("PK\x03\x04\n")).error.contains(QStringLiteral("unzip")));
        // Text that merely starts like one is a trace as before.
        QVERIFY(test::readTrace("BZh,job_id,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,state\n").ok());
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
