#include "common/TraceText.h"
#include "forecast/TraceReader.h"
#include "history/HistoryStore.h"
#include "history/SacctImport.h"
#include "model/TimeZones.h"
#include "service/TraceFileImport.h"

#include <QTemporaryDir>
#include <QTest>
#include <limits>
#include <qcoro/qcorotask.h>

using namespace qc;
using namespace Qt::StringLiterals;

class TestHistoryImport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // A queue log's jobs as the history keeps them (TraceFileImport over TraceReader): columns found by name,
    // jobs the log shows still running left out, a job cancelled while pending kept as never started.
    void aTraceBecomesFinishedJobs()
    {
        const QByteArray csv = "user,job_id,cluster_or_vc,submit_ts,start_ts,end_ts,gpus,state,cpus,req_walltime_s,x\n"
                               "u1,10,q_2h,1356996147,1356996147,1357052158,0,COMPLETED,64,86400,zewura\n"
                               "u2,11,q_1d,1356996695,1356996766,1358161063,4,COMPLETED,12,7200,\n"
                               "u3,12,q_1d,1356998549,,1356998600,2,CANCELLED,1,,\n"
                               "u3,13,q_1d,1356998549,1356998549,,1,COMPLETED,1,,\n"
                               "u4,14,q_1d,1356998549,1356998549,,1,RUNNING,1,,\n";
        const ImportReport report = TraceFileImport::toReport(test::readTrace(csv));
        QVERIFY(report.errors.isEmpty());
        QCOMPARE(report.imported, 4);
        QCOMPARE(report.skipped, 1); // still running
        const FinishedJob& a = report.jobs[0];
        QCOMPARE(a.id, u"10"_s);
        QCOMPARE(a.user, u"u1"_s);
        QCOMPARE(a.partition, u"q_2h"_s);
        QCOMPARE(a.submit, QDateTime::fromSecsSinceEpoch(1356996147, qc::utcZone()));
        QCOMPARE(a.cpus, 64);
        QCOMPARE(a.timeLimitS, 86400);
        QCOMPARE(report.jobs[1].waitSeconds(), 71);
        QCOMPARE(report.jobs[1].gpus, 4);
        QVERIFY(!report.jobs[2].started());
        QCOMPARE(report.jobs[2].end, QDateTime::fromSecsSinceEpoch(1356998600, qc::utcZone()));
        QCOMPARE(report.jobs[2].state, u"CANCELLED"_s);
        QVERIFY(!report.jobs[3].end.isValid());
    }

    void malformedTraceReportsLines()
    {
        const QByteArray csv = "job_id,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,state\n" // 1
                               "1,q,u1,100,110,200,1,COMPLETED\n" // 2 good
                               "\n" // 3 empty: not a row
                               "2,q,u1,abc,110,200,1,COMPLETED\n" // 4 bad submit
                               "3,q,u1,100,90,200,1,COMPLETED\n" // 5 start before submit
                               "4,q,u1,100,110\n" // 6 missing columns
                               "   \n" // 7 blank
                               "5,q,u1,100,110,200,two,COMPLETED\n" // 8 bad gpus
                               "6,q,u1,100,110,105,1,COMPLETED\n" // 9 end before start: kept, its end unknown
                               ",q,u1,100,110,200,1,COMPLETED\n" // 10 no id
                               "7,q,u1,100,soon,200,1,COMPLETED\n" // 11 bad start (1e3 is a time: 1000)
                               "8,q,u2,100,,,1,FAILED\n" // 12 good, never started
                               "9,q,u1,,110,200,1,COMPLETED\n"; // 13 no submit
        const ImportReport report = TraceFileImport::toReport(test::readTrace(csv));
        QCOMPARE(report.imported, 3);
        QList<qsizetype> lines;
        for (const auto& e : report.errors) {
            lines.append(e.line);
            QVERIFY(!e.message.isEmpty());
        }
        QCOMPARE(lines, (QList<qsizetype> { 4, 5, 6, 8, 10, 11, 13 }));
        QVERIFY(report.errors[0].message.contains(u"submit_ts"_s));
        QVERIFY(report.errors[0].message.contains(u"abc"_s));
        QVERIFY(report.errors[1].message.contains(u"before"_s));
        QCOMPARE(report.jobs[1].id, u"6"_s);
        QVERIFY(report.jobs[1].started() && !report.jobs[1].end.isValid());
    }

    // A file of bad rows: the first messages kept, every row counted.
    void manyBadRowsAreCounted()
    {
        QByteArray csv = "job_id,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,state\n";
        for (int i = 0; i < 1500; ++i)
            csv += "x,q,u1,abc,110,200,1,COMPLETED\n";
        const ImportReport report = TraceFileImport::toReport(test::readTrace(csv));
        QCOMPARE(report.errors.size(), TraceData::MaxIssuesKept);
        QCOMPARE(report.errors.last().line, qsizetype(TraceData::MaxIssuesKept + 1)); // the header is line 1
        QCOMPARE(report.errorsNotListed, qsizetype(500));
        QCOMPARE(report.unreadRows(), qsizetype(1500));
    }

    // queuecast-cli import-history --trace: read and written off the calling thread into the history database;
    // a second import adds nothing; a workload log is read too; a file that is no log fails with its name.
    void importsALogIntoTheHistory()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath(u"t.csv"_s));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("job_id,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,state\n");
        for (int i = 0; i < 1000; ++i)
            f.write(QStringLiteral("c%1,q,u%2,%3,%4,%5,1,COMPLETED\n") // ids apart from the log's below
                        .arg(i)
                        .arg(i % 9)
                        .arg(1000 + i)
                        .arg(1010 + i)
                        .arg(2000 + i)
                        .toUtf8());
        f.close();
        const QString db = dir.filePath(u"history.sqlite"_s);
        const auto first = QCoro::waitFor(TraceFileImport::run(f.fileName(), db));
        QVERIFY2(first.ok(), qPrintable(first.error().toString()));
        QCOMPARE(first.value().report.imported, 1000);
        QCOMPARE(first.value().added, 1000);
        QCOMPARE(first.value().storedJobs, 1000);
        QCOMPARE(first.value().where, f.fileName());
        const auto again = QCoro::waitFor(TraceFileImport::run(f.fileName(), db));
        QVERIFY(again.ok());
        QCOMPARE(again.value().added, 0);
        QCOMPARE(again.value().storedJobs, 1000);
        const auto swf = QCoro::waitFor(
            TraceFileImport::run(qEnvironmentVariable("QC_SOURCE_DIR") + u"/tests/forecast/data/hpc2n-head.swf"_s, db));
        QVERIFY2(swf.ok(), qPrintable(swf.error().toString()));
        QCOMPARE(swf.value().report.imported, 40);
        QCOMPARE(swf.value().storedJobs, 1000 + 40);
        HistoryStore store(db);
        QVERIFY(store.open().ok());
        QCOMPARE(store.jobCount().value(), 1040);
        const auto missing = QCoro::waitFor(TraceFileImport::run(dir.filePath(u"nope.csv"_s), db));
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().message.contains(u"nope.csv"_s));
        QFile binary(dir.filePath(u"binary.bin"_s));
        QVERIFY(binary.open(QIODevice::WriteOnly));
        binary.write(QByteArray(4 << 20, '\x01'));
        binary.close();
        const auto refused = QCoro::waitFor(TraceFileImport::run(binary.fileName(), db));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(u"longer than"_s), qPrintable(refused.error().message));
        QCOMPARE(store.jobCount().value(), 1040); // nothing written by the failures
    }

    void sacctArguments()
    {
        const QDateTime since(QDate(2026, 11, 1), QTime(8, 30), qc::localZone());
        const QStringList args = SacctImport::arguments(since, since.addSecs(90061));
        QVERIFY(args.contains(u"-X"_s));
        QVERIFY(args.contains(u"-P"_s));
        QVERIFY(args.contains(u"-n"_s));
        QVERIFY(!args.contains(u"--json"_s));
        // Relative to the cluster's own clock, whatever zone it is in.
        QCOMPARE(args.at(args.indexOf(u"-S"_s) + 1), u"now-90061seconds"_s);
        QCOMPARE(SacctImport::arguments(since, since.addSecs(-5)).at(args.indexOf(u"-S"_s) + 1), u"now-0seconds"_s);
        QCOMPARE(args.last(), u"--format=JobID,Partition,User,Submit,Start,End,State,AllocTRES,Timelimit"_s);
    }

    void sacctText()
    {
        const QString text
            = u"101|gpu|alice|2026-11-30T10:00:00|2026-11-30T10:05:00|2026-11-30T11:00:00|COMPLETED|billing=8,cpu=8,"
              u"gres/gpu=2,mem=16G,node=1|02:00:00\n"
              "102|gpu,debug|bob|2026-11-30T10:01:00|None|2026-11-30T10:30:00|CANCELLED by 1001||1-00:00:00\n"
              "103|gpu|carol|2026-11-30T10:02:00|2026-11-30T10:02:10|Unknown|RUNNING|cpu=1,gres/"
              "gpu=1,node=1|UNLIMITED\n"
              "\n"
              "104|gpu|dave|2026-11-30T10:03:00|2026-11-30T10:04:00|2026-11-30T10:10:00|TIMEOUT|cpu=4,gres/"
              "gpu:a100=2,gres/gpu:v100=1,node=1|Partition_Limit\n"
              "105|gpu|erin|yesterday|2026-11-30T10:04:00|2026-11-30T10:10:00|FAILED|cpu=1|01:00:00\n"
              "106|gpu|erin|2026-11-30T10:03:00\n"
              "107|gpu|erin|2026-11-30T10:03:00|2026-11-30T10:04:00|2026-11-30T10:10:00|FAILED|cpu=1|soon\n"
              "108|gpu|erin|2026-11-30T10:05:00|2026-11-30T10:04:00|2026-11-30T10:10:00|OUT_OF_MEMORY|cpu=1|10\n"
              "109|gpu|frank|2026-11-30T10:05:00|2026-11-30T10:06:00|2026-11-30T10:10:00|NODE_FAIL|cpu=2,gres/gpu:a100=1,gres/gpu=1|10\n"_s;
        const ImportReport report = SacctImport::parse(text);
        QCOMPARE(report.imported, 4);
        QCOMPARE(report.skipped, 1);
        QList<qsizetype> lines;
        for (const auto& e : report.errors)
            lines.append(e.line);
        QCOMPARE(lines, (QList<qsizetype> { 6, 7, 8, 9 }));
        const FinishedJob& a = report.jobs[0];
        QCOMPARE(a.id, u"101"_s);
        QCOMPARE(a.gpus, 2);
        QCOMPARE(a.cpus, 8);
        QCOMPARE(a.timeLimitS, 7200);
        QCOMPARE(a.waitSeconds(), 300);
        QCOMPARE(a.submit, QDateTime(QDate(2026, 11, 30), QTime(10, 0), qc::localZone()));
        const FinishedJob& b = report.jobs[1];
        QCOMPARE(b.partition, u"gpu"_s);
        QCOMPARE(b.state, u"CANCELLED"_s);
        QVERIFY(!b.started());
        QCOMPARE(b.timeLimitS, 86400);
        QCOMPARE(report.jobs[2].gpus, 3); // typed counts only: summed
        QCOMPARE(report.jobs[2].state, u"TIMEOUT"_s);
        QCOMPARE(report.jobs[3].gpus, 1); // the plain count wins over typed ones
    }

    void tres()
    {
        QCOMPARE(SacctImport::gpusFromTres(u""_s), 0);
        QCOMPARE(SacctImport::gpusFromTres(u"cpu=2,mem=1G"_s), 0);
        QCOMPARE(SacctImport::gpusFromTres(u"cpu=2,gres/gpu=4,gres/gpu:a100=4"_s), 4);
        QCOMPARE(SacctImport::gpusFromTres(u"gres/gpu:a100=2,gres/gpu:v100=-3,gres/gpu:t4=1"_s), 3);
        // Huge typed counts saturate instead of overflowing (fuzz_tres under UBSan).
        QCOMPARE(SacctImport::gpusFromTres(u"gres/gpu:a=2000000000,gres/gpu:b=2000000000"_s),
                 std::numeric_limits<int>::max());
        QCOMPARE(SacctImport::cpusFromTres(u"billing=3,cpu=12"_s), 12);
    }
};

QTEST_GUILESS_MAIN(TestHistoryImport)
#include "TestHistoryImport.moc"
