#include "common/CliRunner.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <nlohmann/json.hpp>

using nlohmann::json;

namespace {
using Run = qc::test::CliRun;

Run runCli(const QStringList& args)
{
    return qc::test::CliRunner().setTimeout(120000).run(args);
}

void checkMetrics(const json& m)
{
    QVERIFY(m.at("test_jobs").is_number_integer());
    QVERIFY(m.at("coverage").is_number());
    QVERIFY(m.at("coverage").get<double>() >= 0 && m.at("coverage").get<double>() <= 1);
    QVERIFY(m.at("median_bound_s").is_number() || m.at("median_bound_s").is_null());
    QVERIFY(m.at("pinball_loss").is_number());
    QVERIFY(m.at("infinite_bounds").is_number_integer());
    QVERIFY(m.at("max_bound_s").is_number() || m.at("max_bound_s").is_null());
    QVERIFY(m.at("share_above_longest_wait_so_far").is_number());
    const json& e = m.at("at_equal_coverage");
    QVERIFY(e.at("scale").get<double>() > 0);
    QVERIFY(e.at("reached").get<bool>());
    // Scaled to exactly the quantile (ties may push it a little over).
    QVERIFY2(e.at("coverage").get<double>() >= 0.9 - 1e-9 && e.at("coverage").get<double>() < 0.95, e.dump().c_str());
    QVERIFY(e.at("median_bound_s").is_number());
    QVERIFY(e.at("pinball_loss").is_number());
}
} // namespace

class TestEvaluateForecastCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_trace;

private slots:
    void initTestCase()
    {
        if (qEnvironmentVariable("QC_CLI").isEmpty())
            QFAIL("QC_CLI is not set: run through ctest, which points it at the built queuecast-cli");
        QVERIFY(m_dir.isValid());
        // Two queues, 400 jobs, waits growing over time, with two malformed rows and a never-started job.
        m_trace = m_dir.filePath(QStringLiteral("small.csv"));
        QFile f(m_trace);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("job_id,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,state,cpus\n");
        qint64 t = 1'600'000'000;
        for (int i = 0; i < 400; ++i) {
            t += 300;
            const qint64 wait = (i % 5) * 30 + i * 10;
            const QByteArray queue = i % 3 ? "short" : "long";
            f.write(QByteArray::number(i) + ',' + queue + ",u" + QByteArray::number(i % 7) + ',' + QByteArray::number(t)
                    + ',' + QByteArray::number(t + wait) + ',' + QByteArray::number(t + wait + 600)
                    + ",1,COMPLETED,4\n");
            if (i == 100)
                f.write("bad,short,u1,notanumber,1,2,0,COMPLETED,1\n"); // line 103: header + jobs 0..100
            if (i == 200)
                f.write("bad2,short,u1\n"); // line 204: header + jobs 0..200 + the bad row above
        }
        f.write("999,long,u1," + QByteArray::number(t + 10) + ",,,1,PENDING,4\n");
    }

    void jsonFieldsAndTypes()
    {
        const Run r = runCli({ QStringLiteral("evaluate-forecast"), QStringLiteral("--trace"), m_trace,
                               QStringLiteral("--json"), QStringLiteral("--tz"), QStringLiteral("Europe/Prague") });
        QVERIFY2(r.code == 0, r.err.constData());
        const json j = json::parse(r.out.toStdString());
        checkMetrics(j);
        checkMetrics(j.at("baseline"));
        QCOMPARE(j.at("jobs").get<int>(), 401);
        QCOMPARE(j.at("bad_rows").get<int>(), 2);
        QCOMPARE(j.at("train_jobs").get<int>() + j.at("test_jobs").get<int>(), 401);
        QVERIFY(j.at("test_jobs").get<int>() > 100);
        QCOMPARE(j.at("quantile").get<double>(), 0.9);
        QVERIFY(j.at("runtime_ms").is_number_integer());
        QVERIFY(j.at("test_from").get<std::string>().find("+01:00") != std::string::npos
                || j.at("test_from").get<std::string>().find("+02:00") != std::string::npos);
        // The bad rows are counted on stderr with their line numbers.
        QVERIFY2(r.err.contains("2 bad row"), r.err.constData());
        QVERIFY2(r.err.contains("line 103"), r.err.constData());
        QVERIFY2(r.err.contains("line 204"), r.err.constData());
        QCOMPARE(j.at("bounds_above_cap").get<int>(), 0);
        QCOMPARE(j.at("censored_test_jobs").get<int>(), 1); // the never-started job
        bool queueGroup = false;
        for (const json& g : j.at("groups"))
            queueGroup |= g.at("kind") == "queue" && g.at("name") == "short";
        QVERIFY(queueGroup);
    }

    // --per-job: one row per test job, the same ones the summary scored.
    void perJobCsv()
    {
        const QString out = m_dir.filePath(QStringLiteral("rows.csv"));
        const Run r = runCli({ QStringLiteral("evaluate-forecast"), QStringLiteral("--trace"), m_trace,
                               QStringLiteral("--json"), QStringLiteral("--per-job"), out });
        QVERIFY2(r.code == 0, r.err.constData());
        const json j = json::parse(r.out.toStdString());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
        QCOMPARE(lines.first(),
                 QByteArray("job_id,queue,submit_ts,wait_s,censored,p50_s,p90_s,baseline_s,beyond_seen"));
        QCOMPARE(lines.size() - 1, j.at("test_jobs").get<int>());
        int covered = 0;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> f = lines[i].split(',');
            QCOMPARE(f.size(), 9);
            QVERIFY(f[5].toDouble() <= f[6].toDouble()); // P50 <= P90
            covered += f[3].toDouble() <= f[6].toDouble();
        }
        QVERIFY(std::abs(double(covered) / (lines.size() - 1) - j.at("coverage").get<double>()) < 1e-9);
        QVERIFY(lines.last().startsWith("999,long,")); // the never-started job, censored
        QVERIFY(lines.last().split(',')[4] == "1");
        // An unwritable path is an error, not a silent success.
        const Run bad = runCli({ QStringLiteral("evaluate-forecast"), QStringLiteral("--trace"), m_trace,
                                 QStringLiteral("--per-job"), m_dir.filePath(QStringLiteral("no/such/dir/x.csv")) });
        QCOMPARE(bad.code, 1);
    }

    void quantileAndTrainFractionAreHonoured()
    {
        const Run r = runCli({ QStringLiteral("evaluate-forecast"), QStringLiteral("--trace"), m_trace,
                               QStringLiteral("--json"), QStringLiteral("--quantile"), QStringLiteral("0.5"),
                               QStringLiteral("--train-fraction"), QStringLiteral("0.5") });
        QVERIFY2(r.code == 0, r.err.constData());
        const json j = json::parse(r.out.toStdString());
        QCOMPARE(j.at("quantile").get<double>(), 0.5);
        QCOMPARE(j.at("train_jobs").get<int>(), 200);
    }

    void humanOutput()
    {
        const Run r = runCli({ QStringLiteral("evaluate-forecast"), QStringLiteral("--trace"), m_trace });
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.contains("COVERAGE"));
        QVERIFY(r.out.contains("QBETS"));
        // The log named without --trace reads the same; with both, or two logs, the second is refused.
        const Run bare = runCli({ QStringLiteral("evaluate-forecast"), m_trace });
        QVERIFY2(bare.code == 0, bare.err.constData());
        const auto scores = [](const QByteArray& out) { // all but the time it took
            QByteArrayList lines = out.split('\n');
            lines.removeIf([](const QByteArray& l) { return l.contains("Took"); });
            return lines;
        };
        QCOMPARE(scores(bare.out), scores(r.out));
        QVERIFY(scores(r.out).size() > 10);
        const Run both = runCli({ QStringLiteral("evaluate-forecast"), QStringLiteral("--trace"), m_trace, m_trace });
        QCOMPARE(both.code, 2);
        QVERIFY2(both.err.contains("unexpected argument"), both.err.constData());
        QCOMPARE(runCli({ QStringLiteral("evaluate-forecast"), m_trace, m_trace }).code, 2);
    }

    // A Parallel Workloads Archive log is read as it is published: scored the same, job by job, as the CSV that
    // bench/trace_from_swf.py makes of it, with its dates in the site's zone (its header's TimeZoneString).
    void aWorkloadLogScoresAsItsConvertedCsv()
    {
        const QString data = qEnvironmentVariable("QC_SOURCE_DIR") + QStringLiteral("/tests/forecast/data/");
        const QString swfRows = m_dir.filePath(QStringLiteral("swf-rows.csv"));
        const QString csvRows = m_dir.filePath(QStringLiteral("csv-rows.csv"));
        const Run swf = runCli({ QStringLiteral("evaluate-forecast"), QStringLiteral("--trace"),
                                 data + QStringLiteral("hpc2n-head.swf"), QStringLiteral("--json"),
                                 QStringLiteral("--per-job"), swfRows });
        QVERIFY2(swf.code == 0, swf.err.constData());
        const Run csv = runCli({ QStringLiteral("evaluate-forecast"), QStringLiteral("--trace"),
                                 data + QStringLiteral("hpc2n-head.csv"), QStringLiteral("--json"),
                                 QStringLiteral("--per-job"), csvRows, QStringLiteral("--tz"), QStringLiteral("UTC") });
        QVERIFY2(csv.code == 0, csv.err.constData());
        const json a = json::parse(swf.out.toStdString());
        const json b = json::parse(csv.out.toStdString());
        QCOMPARE(a.at("format").get<std::string>(), std::string("swf"));
        QCOMPARE(b.at("format").get<std::string>(), std::string("csv"));
        QCOMPARE(a.at("jobs").get<int>(), 40);
        QCOMPARE(a.at("bad_rows").get<int>(), 0);
        QCOMPARE(a.at("coverage").get<double>(), b.at("coverage").get<double>());
        QCOMPARE(a.at("pinball_loss").get<double>(), b.at("pinball_loss").get<double>());
        QCOMPARE(a.at("baseline").at("pinball_loss").get<double>(), b.at("baseline").at("pinball_loss").get<double>());
        QFile fa(swfRows), fb(csvRows);
        QVERIFY(fa.open(QIODevice::ReadOnly) && fb.open(QIODevice::ReadOnly));
        const QByteArray rows = fa.readAll();
        QCOMPARE(rows.count('\n'), a.at("test_jobs").get<int>() + 1);
        QCOMPARE(rows, fb.readAll());
        // Summer 2002 in Stockholm.
        QVERIFY2(a.at("test_from").get<std::string>().ends_with("+02:00"), a.at("test_from").dump().c_str());
        QVERIFY2(b.at("test_from").get<std::string>().ends_with("Z")
                     || b.at("test_from").get<std::string>().ends_with("+00:00"),
                 b.at("test_from").dump().c_str());
    }

    // import-history --trace: a workload log into the history database of the backend's URL, without connecting;
    // again adds nothing; a binary fails with its reason; --since does not go with a log.
    void importHistoryFromALog()
    {
        QTemporaryDir home;
        const qc::test::CliRunner cli = qc::test::CliRunner().setTimeout(120000).isolate(home.path());
        const QString log
            = qEnvironmentVariable("QC_SOURCE_DIR") + QStringLiteral("/tests/forecast/data/hpc2n-head.swf");
        // An unreachable cluster: the import does not need it.
        const QString url = QStringLiteral("slurm+ssh://nobody@192.0.2.1");
        const Run first = cli.run({ QStringLiteral("import-history"), QStringLiteral("--trace"), log,
                                    QStringLiteral("-b"), url, QStringLiteral("--json") });
        QVERIFY2(first.code == 0, first.err.constData());
        const json a = json::parse(first.out.toStdString());
        QCOMPARE(a.at("imported").get<int>(), 40);
        QCOMPARE(a.at("added").get<int>(), 40);
        QCOMPARE(a.at("stored_jobs").get<int>(), 40);
        QVERIFY(a.at("since").is_null());
        const QString database = QString::fromStdString(a.at("database").get<std::string>());
        QVERIFY2(database.startsWith(home.path()), qPrintable(database));
        QVERIFY(QFile::exists(database));
        const Run again
            = cli.run({ QStringLiteral("import-history"), QStringLiteral("--trace"), log, QStringLiteral("-b"), url });
        QVERIFY2(again.code == 0, again.err.constData());
        QVERIFY2(again.out.contains("0 new") && again.out.contains("40 finished job"), again.out.constData());
        // The demo platform has its own past: no log goes into it.
        const Run demo = cli.run({ QStringLiteral("import-history"), QStringLiteral("--trace"), log,
                                   QStringLiteral("-b"), QStringLiteral("demo://") });
        QCOMPARE(demo.code, 1);
        QVERIFY2(demo.err.contains("demo platform"), demo.err.constData());
        QCOMPARE(cli.run({ QStringLiteral("import-history"), QStringLiteral("--trace"), log, QStringLiteral("--since"),
                           QStringLiteral("2026-01-01"), QStringLiteral("-b"), url })
                     .code,
                 2);
        const QString binary = m_dir.filePath(QStringLiteral("import.bin"));
        QFile f(binary);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(2 << 20, '\x03'));
        f.close();
        const Run refused = cli.run(
            { QStringLiteral("import-history"), QStringLiteral("--trace"), binary, QStringLiteral("-b"), url });
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.err.contains("longer than"), refused.err.constData());

        // 1,200 unreadable rows beside one good job: every one counted, though the reader keeps 1,000 messages.
        const QString messy = m_dir.filePath(QStringLiteral("messy.csv"));
        QFile m(messy);
        QVERIFY(m.open(QIODevice::WriteOnly));
        m.write("job_id,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,state\n");
        m.write("ok,q,u1,100,110,200,1,COMPLETED\n");
        for (int i = 0; i < 1200; ++i)
            m.write("x,q,u1,abc,110,200,1,COMPLETED\n");
        m.close();
        const Run counted = cli.run(
            { QStringLiteral("import-history"), QStringLiteral("--trace"), messy, QStringLiteral("-b"), url });
        QVERIFY2(counted.code == 0, counted.err.constData());
        QVERIFY2(counted.err.contains("1200 rows of") && counted.err.contains("and 1180 more"),
                 counted.err.constData());
        const Run countedJson = cli.run({ QStringLiteral("import-history"), QStringLiteral("--trace"), messy,
                                          QStringLiteral("-b"), url, QStringLiteral("--json") });
        QVERIFY2(countedJson.code == 0, countedJson.err.constData());
        const json c = json::parse(countedJson.out.toStdString());
        QCOMPARE(c.at("unread_rows").get<int>(), 1200);
        QCOMPARE(int(c.at("errors").size()), 1000);
    }

    // A file that is no trace (a binary without line breaks) is refused with a reason, not read whole.
    void aBinaryFileIsRefused()
    {
        const QString path = m_dir.filePath(QStringLiteral("binary.bin"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(2 << 20, '\x07'));
        f.close();
        const Run r = runCli({ QStringLiteral("evaluate-forecast"), QStringLiteral("--trace"), path });
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("longer than"), r.err.constData());
    }

    void badArgumentsAndFiles()
    {
        QCOMPARE(runCli({ QStringLiteral("evaluate-forecast") }).code, 2);
        QCOMPARE(runCli({ QStringLiteral("evaluate-forecast"), QStringLiteral("--trace"), m_trace,
                          QStringLiteral("--quantile"), QStringLiteral("1.5") })
                     .code,
                 2);
        QCOMPARE(runCli({ QStringLiteral("evaluate-forecast"), QStringLiteral("--trace"), m_trace,
                          QStringLiteral("--train-fraction"), QStringLiteral("x") })
                     .code,
                 2);
        QCOMPARE(runCli({ QStringLiteral("evaluate-forecast"), QStringLiteral("--trace"), m_trace,
                          QStringLiteral("--tz"), QStringLiteral("Mars/Olympus") })
                     .code,
                 2);
        // A queue where nothing ever started: the model's bounds stay under the waits at any scale, and the table
        // says so rather than printing the largest scale tried.
        const QString quiet = m_dir.filePath(QStringLiteral("nothing-started.csv"));
        QFile q(quiet);
        QVERIFY(q.open(QIODevice::WriteOnly));
        q.write("job_id,cluster_or_vc,user,submit_ts,start_ts,end_ts,gpus,state\n");
        for (int i = 0; i < 50; ++i)
            q.write(QByteArray::number(i) + ",q,u,100,,200,0,CANCELLED\n");
        q.close();
        const Run never = runCli({ QStringLiteral("evaluate-forecast"), quiet });
        QVERIFY2(never.code == 0, never.err.constData());
        QVERIFY2(never.out.contains("unreachable"), never.out.constData());
        const Run neverJson = runCli({ QStringLiteral("evaluate-forecast"), quiet, QStringLiteral("--json") });
        QVERIFY2(neverJson.code == 0, neverJson.err.constData());
        QVERIFY(!json::parse(neverJson.out.toStdString()).at("at_equal_coverage").at("reached").get<bool>());
        const Run missing = runCli({ QStringLiteral("evaluate-forecast"), QStringLiteral("--trace"),
                                     m_dir.filePath(QStringLiteral("missing.csv")) });
        QCOMPARE(missing.code, 1);
        QVERIFY2(missing.err.contains("missing.csv"), missing.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestEvaluateForecastCli)
#include "TestEvaluateForecastCli.moc"
