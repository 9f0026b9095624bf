// The REST backend behind a ClusterWatcher against a hostile slurmrestd (tests/hostile/hostile_slurmrestd.py on
// 127.0.0.1): after one good refresh the server turns hostile, and each refresh must end with a clear error in
// bounded time and memory, without a crash, keeping the last good snapshot marked stale.
#include "backends/BackendFactory.h"
#include "service/ClusterWatcher.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace qc;

namespace {
// Peak resident memory of this process since the last reset, in MB (Linux: VmHWM; writing 5 to clear_refs
// resets it).
qint64 peakRssMb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong() / 1024;
    }
    return -1;
}

bool resetPeakRss()
{
    QFile refs(QStringLiteral("/proc/self/clear_refs"));
    return refs.open(QIODevice::WriteOnly) && refs.write("5") == 1;
}
} // namespace

class TestHostileServer : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_server;
    int m_port = 0;

    void setMode(const QByteArray& mode)
    {
        QFile f(m_dir.filePath(QStringLiteral("mode")));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(mode);
    }
    QString url(const QString& query) const
    {
        // Pinned to the 22.05 answers the stand-in serves (the data folder also holds 24.11's v0.0.4x captures).
        return QStringLiteral("slurm+rest://me@127.0.0.1:%1?api=v0.0.38&%2").arg(QString::number(m_port), query);
    }

    struct Outcome
    {
        BackendError error;
        qint64 peakMb = -1;
        qint64 ms = 0;
    };

    // One good refresh, then `mode`: the refresh after must fail, keeping the good snapshot marked stale.
    void hostileRefresh(const QString& query, const QByteArray& mode, Outcome& out)
    {
        auto backend = BackendFactory::create(url(query));
        QVERIFY2(backend.ok(), qPrintable(backend.error().toString()));
        ClusterWatcher watcher(backend.value());
        QSignalSpy updated(&watcher, &ClusterWatcher::snapshotUpdated);
        QSignalSpy failed(&watcher, &ClusterWatcher::refreshFailed);
        setMode("good");
        watcher.refresh();
        QVERIFY(updated.wait(30000));
        QVERIFY2(failed.isEmpty(), qPrintable(watcher.lastError().toString()));
        const qsizetype goodJobs = watcher.snapshot().jobs.size();
        QCOMPARE(goodJobs, qsizetype(14));
        QVERIFY(!watcher.isStale());

        setMode(mode);
        QVERIFY(resetPeakRss());
        QElapsedTimer timer;
        timer.start();
        watcher.refresh();
        QVERIFY2(failed.wait(120000), "no error reported");
        out.ms = timer.elapsed();
        out.peakMb = peakRssMb();
        out.error = watcher.lastError();
        QCOMPARE(updated.size(), 1);
        QVERIFY(watcher.isStale());
        QVERIFY(watcher.hasSnapshot());
        QCOMPARE(watcher.snapshot().jobs.size(), goodJobs);
        qInfo("%s: %s; %lld ms, peak RSS %lld MB", mode.constData(), qPrintable(out.error.toString().left(160)), out.ms,
              out.peakMb);
    }

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("SLURM_JWT", "hostile-test-token");
        const QString data = qEnvironmentVariable("QC_SOURCE_DIR") + QStringLiteral("/tests/slurm/data/rest");
        const QString script
            = qEnvironmentVariable("QC_SOURCE_DIR") + QStringLiteral("/tests/hostile/hostile_slurmrestd.py");
        QVERIFY(QFile::exists(script));
        setMode("good");
        m_server.setProcessChannelMode(QProcess::ForwardedChannels);
        m_server.start(
            QStringLiteral("python3"),
            { script, data, m_dir.filePath(QStringLiteral("port")), m_dir.filePath(QStringLiteral("mode")) });
        QVERIFY2(m_server.waitForStarted(10000), "python3 could not start: the hostile server is needed");
        QFile portFile(m_dir.filePath(QStringLiteral("port")));
        for (int i = 0; i < 200 && !portFile.exists(); ++i)
            QThread::msleep(50);
        QVERIFY2(portFile.open(QIODevice::ReadOnly), "the hostile server did not start");
        m_port = portFile.readAll().toInt();
        QVERIFY(m_port > 0);
        // This process's own size, for the figures below.
        QVERIFY(resetPeakRss());
        qInfo("baseline RSS %lld MB", peakRssMb());
    }
    void cleanupTestCase()
    {
        m_server.kill();
        m_server.waitForFinished(5000);
    }

    void deepNesting()
    {
        Outcome o;
        hostileRefresh(QStringLiteral("timeout=20"), "deep", o);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(o.error.kind, BackendError::Kind::Malformed);
        QVERIFY2(o.error.detail.contains(QLatin1String("nested deeper than 64")), qPrintable(o.error.detail));
        QVERIFY2(o.peakMb < 200, qPrintable(QString::number(o.peakMb)));
    }

    void deepNestingFromPing()
    {
        // The first answer of all (/ping, API detection) is the bomb: this crashed the client with SIGSEGV.
        setMode("deep");
        auto backend = BackendFactory::create(url(QStringLiteral("timeout=20")));
        QVERIFY(backend.ok());
        ClusterWatcher watcher(backend.value());
        QSignalSpy failed(&watcher, &ClusterWatcher::refreshFailed);
        watcher.refresh();
        QVERIFY(failed.wait(60000));
        QCOMPARE(watcher.lastError().kind, BackendError::Kind::Malformed);
        QVERIFY(!watcher.hasSnapshot());
    }

    void endlessBody()
    {
        Outcome o;
        hostileRefresh(QStringLiteral("timeout=20&max_reply_mb=16"), "endless", o);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(o.error.kind, BackendError::Kind::Malformed);
        QVERIFY2(o.error.message.contains(QLatin1String("larger than 16 MB")), qPrintable(o.error.message));
        // Six requests run in parallel, each allowed 16 MB (its buffer up to twice that while growing).
        QVERIFY2(o.peakMb < 200, qPrintable(QString::number(o.peakMb)));
        QVERIFY2(o.ms < 30000, qPrintable(QString::number(o.ms)));
    }

    void hugeContentLength()
    {
        // The default cap (512 MB) refuses a 1 TB announcement at the headers.
        Outcome o;
        hostileRefresh(QStringLiteral("timeout=20"), "huge", o);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(o.error.kind, BackendError::Kind::Malformed);
        QVERIFY2(o.error.message.contains(QLatin1String("larger than 512 MB")), qPrintable(o.error.message));
        QVERIFY2(o.peakMb < 200, qPrintable(QString::number(o.peakMb)));
        QVERIFY2(o.ms < 10000, qPrintable(QString::number(o.ms)));
    }

    void aByteEveryFewSeconds()
    {
        // The transfer timeout (20 s) never fires while bytes trickle in; the first period of the deadline (3 s)
        // that brings less than 64 KB ends it.
        Outcome o;
        hostileRefresh(QStringLiteral("timeout=20&deadline=3"), "slow", o);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(o.error.kind, BackendError::Kind::Unreachable);
        QVERIFY2(o.error.message.contains(QLatin1String("stopped sending")), qPrintable(o.error.message));
        QVERIFY2(o.error.message.contains(QLatin1String("in 3 s")), qPrintable(o.error.message));
        QVERIFY2(o.ms >= 2500 && o.ms < 15000, qPrintable(QString::number(o.ms)));
        QVERIFY2(o.peakMb < 200, qPrintable(QString::number(o.peakMb)));
    }

    void bigQueueTrickledSteadily()
    {
        // 3,000 jobs (~10 MB) sent steadily over 6 s: three times the deadline (2 s), which once ended every read
        // that took longer. Each 2 s brings megabytes, so it is read to its end, with progress on the way.
        setMode("bigjobs:3000:6");
        auto backend = BackendFactory::create(url(QStringLiteral("timeout=20&deadline=2")));
        QVERIFY2(backend.ok(), qPrintable(backend.error().toString()));
        ClusterWatcher watcher(backend.value());
        QSignalSpy updated(&watcher, &ClusterWatcher::snapshotUpdated);
        QSignalSpy failed(&watcher, &ClusterWatcher::refreshFailed);
        QList<ClusterWatcher::ReadProgress> seen;
        connect(&watcher, &ClusterWatcher::readProgressChanged, this,
                [&seen, &watcher]() { seen.append(watcher.readProgress()); });
        QElapsedTimer timer;
        timer.start();
        watcher.refresh();
        QVERIFY2(updated.wait(60000), qPrintable(watcher.lastError().toString()));
        const qint64 ms = timer.elapsed();
        QVERIFY(failed.isEmpty());
        QCOMPARE(watcher.snapshot().jobs.size(), qsizetype(3000));
        QVERIFY2(ms >= 5000, qPrintable(QString::number(ms)));
        // Progress went up a few times a second while the list arrived, with the jobs counted, then ended.
        QVERIFY2(seen.size() >= 5, qPrintable(QString::number(seen.size())));
        for (qsizetype i = 1; i + 1 < seen.size(); ++i) {
            QVERIFY(seen[i].bytes >= seen[i - 1].bytes);
            QVERIFY(seen[i].jobs >= seen[i - 1].jobs);
        }
        const auto& last = seen[seen.size() - 2];
        QVERIFY(last.total > 5 * 1024 * 1024);
        QVERIFY2(last.jobs > 1000 && last.jobs <= 3000, qPrintable(QString::number(last.jobs)));
        QCOMPARE(seen.last().bytes, qint64(-1));
        QCOMPARE(watcher.readProgress().bytes, qint64(-1));
        qInfo("bigjobs: 3000 jobs in %lld ms, %lld progress reports", ms, qint64(seen.size()));
    }

    void stalledJobListFails()
    {
        // The job list stops after 256 KB with the connection open: the next period of the deadline that brings
        // less than 64 KB ends it, long before the transfer timeout (20 s), with an error that says what happened.
        setMode("stalljobs");
        auto backend = BackendFactory::create(url(QStringLiteral("timeout=20&deadline=2")));
        QVERIFY(backend.ok());
        ClusterWatcher watcher(backend.value());
        QSignalSpy failed(&watcher, &ClusterWatcher::refreshFailed);
        QElapsedTimer timer;
        timer.start();
        watcher.refresh();
        QVERIFY2(failed.wait(30000), "no error reported");
        const qint64 ms = timer.elapsed();
        const BackendError e = watcher.lastError();
        QCOMPARE(e.kind, BackendError::Kind::Unreachable);
        QVERIFY2(e.message.contains(QLatin1String("stopped sending its answer after 0.")), qPrintable(e.message));
        QVERIFY2(e.message.contains(QLatin1String("less than 64 KB")), qPrintable(e.message));
        QVERIFY2(e.message.contains(QLatin1String("in 2 s")), qPrintable(e.message));
        QVERIFY2(ms >= 1500 && ms < 10000, qPrintable(QString::number(ms)));
        QVERIFY(!watcher.hasSnapshot());
        QCOMPARE(watcher.readProgress().bytes, qint64(-1));
        setMode("good");
    }

    void hostListBomb()
    {
        // A 60 KB "nodes" value (2^10,000 names) once took 3 GB. Now the refresh ends at once, in bounded memory,
        // with an error that names the partition, and the last good snapshot stays on screen, marked stale (a node
        // list cut short would have shown the partition with fewer nodes than it has).
        Outcome o;
        hostileRefresh(QStringLiteral("timeout=20"), "hostlist", o);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(o.error.kind, BackendError::Kind::Malformed);
        QVERIFY2(o.error.message.contains(QLatin1String("node list for partition")), qPrintable(o.error.message));
        QVERIFY2(o.peakMb < 200, qPrintable(QString::number(o.peakMb)));
        QVERIFY2(o.ms < 15000, qPrintable(QString::number(o.ms)));
    }

    void statusStorm()
    {
        auto backend = BackendFactory::create(url(QStringLiteral("timeout=20")));
        QVERIFY(backend.ok());
        ClusterWatcher watcher(backend.value());
        QSignalSpy updated(&watcher, &ClusterWatcher::snapshotUpdated);
        QSignalSpy failed(&watcher, &ClusterWatcher::refreshFailed);
        setMode("good");
        watcher.refresh();
        QVERIFY(updated.wait(30000));
        QVERIFY(resetPeakRss());
        QElapsedTimer timer;
        timer.start();
        for (int round = 0; round < 10; ++round) {
            for (const char* status : { "status:511", "status:401", "status:500" }) {
                setMode(status);
                watcher.refresh();
                QVERIFY2(failed.wait(30000), status);
                QVERIFY(watcher.isStale());
                QCOMPARE(watcher.snapshot().jobs.size(), qsizetype(14));
                const BackendError& e = watcher.lastError();
                QVERIFY2(e.isError() && !e.message.isEmpty(), status);
                if (round == 0)
                    qInfo("%s: %s", status, qPrintable(e.toString().left(160)));
                if (QByteArray(status) == "status:401")
                    QCOMPARE(e.kind, BackendError::Kind::Auth);
            }
        }
        const qint64 peak = peakRssMb();
        qInfo("storm: 30 failed refreshes in %lld ms, peak RSS %lld MB", timer.elapsed(), peak);
        QVERIFY2(peak < 200, qPrintable(QString::number(peak)));
        // And back: the next good answer clears the stale mark.
        setMode("good");
        watcher.refresh();
        QVERIFY(updated.wait(30000));
        QVERIFY(!watcher.isStale());
    }
};

QTEST_GUILESS_MAIN(TestHostileServer)
#include "TestHostileServer.moc"
