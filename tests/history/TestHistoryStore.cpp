#include "history/HistoryCapture.h"
#include "history/HistoryQuery.h"
#include "history/HistoryStore.h"
#include "history/HistoryWriter.h"
#include "model/TimeZones.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <qcoro/qcorotask.h>
#include <thread>

using namespace qc;
using namespace Qt::StringLiterals;

namespace {

const QDateTime kNow = QDateTime(QDate(2026, 3, 1), QTime(0, 0), qc::utcZone());

HistorySample sample(const QString& region, const QDateTime& t, int pendingGpus)
{
    HistorySample s;
    s.time = t;
    s.region = region;
    s.gpusTotal = 16;
    s.gpusBusy = 12;
    s.gpusFree = 4;
    s.runningJobs = 5;
    s.pendingJobs = 3;
    s.pendingGpus = pendingGpus;
    s.gpusTotalByType = { { u"a100"_s, 8 }, { u"v100"_s, 8 } };
    s.gpusBusyByType = { { u"a100"_s, 8 }, { u"v100"_s, 4 } };
    s.gpusFreeByType = { { u"a100"_s, 0 }, { u"v100"_s, 4 } };
    s.pendingJobsByCause = { { u"gpu_shortage"_s, 2 }, { u"quota"_s, 1 } };
    s.pendingGpusByCause = { { u"gpu_shortage"_s, pendingGpus - 1 }, { u"quota"_s, 1 } };
    return s;
}

FinishedJob job(const QString& id, const QDateTime& submit, qint64 waitS, const QString& state = u"COMPLETED"_s)
{
    FinishedJob j;
    j.id = id;
    j.partition = u"gpu"_s;
    j.user = u"alice"_s;
    j.gpus = 2;
    j.cpus = 8;
    j.submit = submit;
    if (waitS >= 0)
        j.start = submit.addSecs(waitS);
    j.end = submit.addSecs(std::max<qint64>(waitS, 0) + 3600);
    j.state = state;
    j.timeLimitS = 7200;
    return j;
}

qint64 scalar(const QString& path, const QString& sql)
{
    qint64 value = -1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw"_s);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next())
                value = q.value(0).toLongLong();
        }
    }
    QSqlDatabase::removeDatabase(u"raw"_s);
    return value;
}

} // namespace

class TestHistoryStore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void defaultPathIsPerProfile()
    {
        const QString path = HistoryStore::defaultPath(u"work-cluster"_s);
        QVERIFY(path.endsWith(u"/history/work-cluster.sqlite"_s));
        QVERIFY(path != HistoryStore::defaultPath(u"other"_s));
    }

    void roundTrip()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"sub/h.sqlite"_s));
        QVERIFY2(store.open().ok(), qPrintable(store.open().error().toString()));
        const QList<HistorySample> samples { sample(u"gpu"_s, kNow, 6), sample(u"cpu"_s, kNow, 2),
                                             sample(u"gpu"_s, kNow.addSecs(60), 9) };
        FinishedJob neverStarted = job(u"12"_s, kNow, -1, u"CANCELLED"_s);
        const QList<FinishedJob> jobs { job(u"11"_s, kNow.addSecs(-100), 30), neverStarted };
        QVERIFY(store.upsert(samples, jobs).ok());

        const auto readSamples = store.samples({}, {});
        QVERIFY(readSamples.ok());
        QCOMPARE(readSamples.value().size(), 3);
        // Ordered by time, then region.
        QCOMPARE(readSamples.value()[0], samples[1]);
        QCOMPARE(readSamples.value()[1], samples[0]);
        QCOMPARE(readSamples.value()[2], samples[2]);
        const auto gpuOnly = store.samples(kNow, kNow.addSecs(61), u"gpu"_s);
        QCOMPARE(gpuOnly.value().size(), 2);
        const auto range = store.samples(kNow.addSecs(1), {});
        QCOMPARE(range.value().size(), 1);
        QCOMPARE(range.value()[0].pendingGpusByCause.value(u"gpu_shortage"_s), 8);

        const auto readJobs = store.jobs({}, {});
        QVERIFY(readJobs.ok());
        QCOMPARE(readJobs.value().size(), 2);
        QCOMPARE(readJobs.value()[0], jobs[0]);
        QCOMPARE(readJobs.value()[1], neverStarted);
        QVERIFY(!readJobs.value()[1].started());
        QCOMPARE(readJobs.value()[0].waitSeconds(), 30);
        QCOMPARE(store.integrityCheck().value(), u"ok"_s);
    }

    void upsertsAreIdempotent()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"h.sqlite"_s);
        {
            HistoryStore store(path);
            QVERIFY(store.open().ok());
            QVERIFY(store.upsert({ sample(u"gpu"_s, kNow, 6) }, { job(u"7"_s, kNow, 10) }).ok());
            QVERIFY(store.upsert({ sample(u"gpu"_s, kNow, 6) }, { job(u"7"_s, kNow, 10) }).ok());
            // The same job seen later with a new state, the same sample re-taken with fewer causes.
            HistorySample changed = sample(u"gpu"_s, kNow, 4);
            changed.pendingJobsByCause = { { u"held"_s, 1 } };
            changed.pendingGpusByCause = { { u"held"_s, 4 } };
            QVERIFY(store.upsert({ changed }, { job(u"7"_s, kNow, 10, u"FAILED"_s) }).ok());
            QCOMPARE(store.sampleCount().value(), 1);
            QCOMPARE(store.jobCount().value(), 1);
            const auto s = store.samples({}, {}).value();
            QCOMPARE(s[0], changed);
            QCOMPARE(store.jobs({}, {}).value()[0].state, u"FAILED"_s);
        }
        QCOMPARE(scalar(path, u"SELECT COUNT(*) FROM sample_causes"_s), 1);
        QCOMPARE(scalar(path, u"SELECT COUNT(*) FROM sample_gpu_types"_s), 2);
    }

    void badBatchLeavesNothing()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"h.sqlite"_s));
        QVERIFY(store.open().ok());
        FinishedJob bad = job(u""_s, kNow, 5); // no id: the store refuses it
        QVERIFY(!store.upsert({ sample(u"gpu"_s, kNow, 6) }, { job(u"1"_s, kNow, 5), bad }).ok());
        QCOMPARE(store.sampleCount().value(), 0);
        QCOMPARE(store.jobCount().value(), 0);
    }

    void usesWriteAheadLog()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"h.sqlite"_s);
        {
            HistoryStore store(path);
            QVERIFY(store.open().ok());
        }
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"wal"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"PRAGMA journal_mode"_s) && q.next());
        QCOMPARE(q.value(0).toString(), u"wal"_s);
        q = QSqlQuery();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"wal"_s);
    }

    void compactionDownSamples()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"h.sqlite"_s);
        HistoryStore store(path);
        QVERIFY(store.open().ok());
        // One sample every 10 minutes for 100 days, two regions.
        QList<HistorySample> samples;
        constexpr int perDay = 144;
        for (int k = 1; k <= 100 * perDay; ++k) {
            for (const auto& region : { u"gpu"_s, u"cpu"_s })
                samples.append(sample(region, kNow.addSecs(-600LL * k), 3));
        }
        QVERIFY(store.upsertSamples(samples).ok());
        QVERIFY(
            store.upsertJobs({ job(u"old"_s, kNow.addDays(-500), 5), job(u"recent"_s, kNow.addDays(-10), 5) }).ok());
        QCOMPARE(store.sampleCount().value(), 2 * 100 * perDay);

        QVERIFY(store.compact(kNow).ok());
        const int full = 7 * perDay; // the last 7 days, kept whole (the sample at exactly now-7d included)
        const int hourly = (90 - 7) * 24; // one per hour between 7 and 90 days
        const int daily = 100 - 90; // one per day before that
        QCOMPARE(store.sampleCount().value(), 2 * (full + hourly + daily));
        const auto gpu = store.samples({}, {}, u"gpu"_s).value();
        QCOMPARE(gpu.size(), full + hourly + daily);
        // Each kept sample is its bucket's earliest: on the hour between 7 and 90 days, at midnight before.
        for (const auto& s : gpu) {
            const qint64 age = s.time.secsTo(kNow);
            if (age > 7 * 86400 && age <= 90 * 86400)
                QCOMPARE(s.time.time().minute(), 0);
            else if (age > 90 * 86400)
                QCOMPARE(s.time.time(), QTime(0, 0));
            QCOMPARE(s.pendingGpusByCause.value(u"gpu_shortage"_s), 2); // children kept with their sample
        }
        QCOMPARE(store.jobCount().value(), 1);
        QCOMPARE(store.jobs({}, {}).value()[0].id, u"recent"_s);

        // Again: nothing more to thin.
        QVERIFY(store.compact(kNow).ok());
        QCOMPARE(store.sampleCount().value(), 2 * (full + hourly + daily));
        // A day later one day moves from full to hourly (24 kept) and one from hourly to daily (1 kept).
        QVERIFY(store.compact(kNow.addDays(1)).ok());
        QCOMPARE(store.sampleCount().value(), 2 * ((full - perDay) + hourly + (daily + 1)));
        QCOMPARE(scalar(path, u"SELECT COUNT(*) FROM sample_causes WHERE sample_id NOT IN (SELECT id FROM samples)"_s),
                 0);
        QCOMPARE(store.integrityCheck().value(), u"ok"_s);
    }

    void writerWritesOnItsOwnThread()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"h.sqlite"_s);
        QList<quint64> written;
        {
            HistoryWriter writer(path);
            QSignalSpy opened(&writer, &HistoryWriter::opened);
            QSignalSpy batches(&writer, &HistoryWriter::batchWritten);
            QSignalSpy failures(&writer, &HistoryWriter::failed);
            for (int i = 0; i < 20; ++i)
                writer.write({ sample(u"gpu"_s, kNow.addSecs(i * 60), i) }, { job(QString::number(i), kNow, i) });
            QTRY_COMPARE(batches.size(), 20);
            QCOMPARE(opened.size(), 1);
            QVERIFY(opened[0][0].toBool());
            QCOMPARE(failures.size(), 0);
            for (const auto& args : std::as_const(batches))
                written.append(args[0].value<quint64>());
            // Queued right before destruction: the destructor lets them finish.
            for (int i = 20; i < 50; ++i)
                writer.write({ sample(u"gpu"_s, kNow.addSecs(i * 60), i) }, {});
        }
        QCOMPARE(written.size(), 20);
        for (qsizetype i = 1; i < written.size(); ++i)
            QCOMPARE(written[i], written[i - 1] + 1); // in the order they were queued
        HistoryStore store(path);
        QVERIFY(store.open().ok());
        QCOMPARE(store.sampleCount().value(), 50);
        QCOMPARE(store.jobCount().value(), 20);
    }

    void writerReportsAnUnopenableDatabase()
    {
        QTemporaryDir dir;
        QFile blocker(dir.filePath(u"file"_s));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        HistoryWriter writer(dir.filePath(u"file/h.sqlite"_s)); // a file where the folder should be
        QSignalSpy opened(&writer, &HistoryWriter::opened);
        QSignalSpy failures(&writer, &HistoryWriter::failed);
        writer.write({ sample(u"gpu"_s, kNow, 1) }, {});
        QTRY_COMPARE(failures.size(), 1);
        QCOMPARE(opened.size(), 1);
        QVERIFY(!opened[0][0].toBool());
        QVERIFY(!opened[0][1].toString().isEmpty());
    }

    void recordsFromAClusterView()
    {
        ClusterSnapshot snap;
        snap.takenAt = kNow;
        Partition gpu;
        gpu.name = u"gpu"_s;
        gpu.nodes = { u"n1"_s, u"n2"_s };
        snap.partitions = { gpu };
        Node n1 { u"n1"_s, { u"gpu"_s }, u"MIXED"_s, { { u"a100"_s, 4, 3 } }, 64, 32, 256000, 0 };
        Node n2 { u"n2"_s, { u"gpu"_s }, u"IDLE"_s, { { u"v100"_s, 2, 0 } }, 32, 0, 128000, 0 };
        snap.nodes = { n1, n2 };
        const auto mk = [&](const QString& id, JobState state, int gpus, const QString& reason) {
            Job j;
            j.id = id;
            j.user = u"bob"_s;
            j.partition = u"gpu"_s;
            j.state = state;
            j.gpus = gpus;
            j.submitTime = kNow.addSecs(-3600);
            if (state != JobState::Pending)
                j.startTime = kNow.addSecs(-1800);
            if (isFinished(state))
                j.endTime = kNow.addSecs(-60);
            j.reason = reason;
            return j;
        };
        snap.jobs = { mk(u"1"_s, JobState::Running, 3, {}), mk(u"2"_s, JobState::Pending, 8, u"Resources"_s),
                      mk(u"3"_s, JobState::Pending, 1, u"JobHeldUser"_s), mk(u"4"_s, JobState::Completed, 2, {}),
                      mk(u"5"_s, JobState::Cancelled, 1, {}) };
        const auto view = ClusterView::build(snap, Capabilities {});
        const auto samples = historycapture::samples(*view);
        QCOMPARE(samples.size(), 1);
        const HistorySample& s = samples[0];
        QCOMPARE(s.time, kNow);
        QCOMPARE(s.gpusTotal, 6);
        QCOMPARE(s.gpusBusy, 3);
        QCOMPARE(s.gpusFree, 3);
        QCOMPARE(s.runningJobs, 1);
        QCOMPARE(s.pendingJobs, 2);
        QCOMPARE(s.pendingGpus, 9);
        QCOMPARE(s.gpusBusyByType.value(u"a100"_s), 3);
        QCOMPARE(s.gpusFreeByType.value(u"v100"_s), 2);
        QCOMPARE(s.pendingJobsByCause.value(u"held"_s), 1);
        QCOMPARE(s.pendingGpusByCause.value(u"held"_s), 1);
        int jobsByCause = 0;
        int gpusByCause = 0;
        for (auto it = s.pendingJobsByCause.cbegin(); it != s.pendingJobsByCause.cend(); ++it) {
            QVERIFY2(causeFromName(it.key()).has_value(), qPrintable(it.key()));
            jobsByCause += *it;
            gpusByCause += s.pendingGpusByCause.value(it.key());
        }
        QCOMPARE(jobsByCause, 2);
        QCOMPARE(gpusByCause, 9);
        const auto finished = historycapture::finishedJobs(view->snapshot);
        QCOMPARE(finished.size(), 2);
        QCOMPARE(finished[0].id, u"4"_s);
        QCOMPARE(finished[0].state, u"COMPLETED"_s);
        QCOMPARE(finished[1].state, u"CANCELLED"_s);

        // The writer does the same extraction on its thread.
        QTemporaryDir dir;
        {
            HistoryWriter writer(dir.filePath(u"h.sqlite"_s));
            QSignalSpy batches(&writer, &HistoryWriter::batchWritten);
            writer.recordView(view);
            writer.recordView(view); // the next refresh sees the same finished jobs: stored once
            QTRY_COMPARE(batches.size(), 2);
            QCOMPARE(batches[0][1].toInt(), 1);
            QCOMPARE(batches[0][2].toInt(), 2);
        }
        HistoryStore store(dir.filePath(u"h.sqlite"_s));
        QVERIFY(store.open().ok());
        QCOMPARE(store.samples({}, {}).value(), samples);
        QCOMPARE(store.jobCount().value(), 2);
    }

    void statsAreComputedOffThread()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"h.sqlite"_s);
        const auto missing = QCoro::waitFor(HistoryQuery::stats(path, {}, kNow, {}));
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().kind, BackendError::Kind::NotFound);
        {
            HistoryStore store(path);
            QVERIFY(store.open().ok());
            QList<FinishedJob> jobs;
            // kNow is Sunday 00:00 UTC; these are submitted on Saturday at 22:00.
            for (int i = 0; i < 6; ++i)
                jobs.append(job(QString::number(i), kNow.addSecs(-7200 + i), 60 * (i + 1)));
            jobs.append(job(u"old"_s, kNow.addDays(-30), 5));
            QVERIFY(
                store
                    .upsert({ sample(u"gpu"_s, kNow.addSecs(-7200), 8), sample(u"gpu"_s, kNow.addSecs(-600), 4) }, jobs)
                    .ok());
        }
        const auto stats = QCoro::waitFor(HistoryQuery::stats(path, kNow.addDays(-7), kNow, {}));
        QVERIFY2(stats.ok(), qPrintable(stats.error().toString()));
        QCOMPARE(stats.value().jobs, 6); // the 30-day-old job is outside the span
        QCOMPARE(stats.value().samples, 2);
        const BusyCell& sat22 = stats.value().busyHours[0].cell(6, 22);
        QCOMPARE(sat22.jobs, 6);
        QCOMPARE(sat22.medianWaitS, 180.0);
        QCOMPARE(sat22.pressure, 0.5);
        QCOMPARE(stats.value().lastDay.size(), 1);
        QCOMPARE(stats.value().lastDay[0].points[94].pressure, 0.25); // 23:50 lies in the 23:45 bucket
        QCOMPARE(stats.value().lastWeek[0].points.size(), 168);
    }

    // The cause history (schema 2): stage changes round-trip by job, oldest first, replace the same (job, time),
    // are read for the jobs asked, bounded by rows, and pruned by age on write and by compaction.
    void causeHistoryRoundTrip()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"causes.sqlite"_s));
        QVERIFY(store.open().ok());
        const auto change = [](const QString& id, qint64 s, std::optional<Cause> cause, JobState state, int pos) {
            CauseTimeline::Change c;
            c.jobId = id;
            c.region = u"eu"_s;
            c.entry.at = kNow.addSecs(s);
            c.entry.cause = cause;
            c.entry.state = state;
            c.entry.position = pos;
            return c;
        };
        QVERIFY(store
                    .upsertCauses({ change(u"7"_s, 0, Cause::Priority, JobState::Pending, 5),
                                    change(u"7"_s, 10800, Cause::GpuShortage, JobState::Pending, 1),
                                    change(u"8"_s, 60, Cause::Quota, JobState::Pending, 2) })
                    .ok());
        // Written again (a second session's first refresh at the same time) replaces, and the run goes on.
        QVERIFY(store
                    .upsertCauses({ change(u"7"_s, 10800, Cause::GpuShortage, JobState::Pending, 1),
                                    change(u"7"_s, 13200, std::nullopt, JobState::Running, 0) })
                    .ok());
        auto all = store.causeHistory({});
        QVERIFY(all.ok());
        QCOMPARE(all.value().size(), 2);
        const auto seven = all.value().value(u"7"_s);
        QCOMPARE(seven.size(), 3);
        QCOMPARE(seven[0].cause, std::optional<Cause>(Cause::Priority));
        QCOMPARE(seven[0].position, 5);
        QCOMPARE(seven[1].at, kNow.addSecs(10800));
        QVERIFY(!seven[2].cause);
        QCOMPARE(seven[2].state, JobState::Running);
        CauseTimeline t;
        t.restore(u"7"_s, seven);
        QCOMPARE(t.summary(u"7"_s, kNow.addSecs(20000)), u"Priority 3 h -> GPU shortage 40 min -> running"_s);

        const auto only8 = store.causeHistory({}, { u"8"_s });
        QVERIFY(only8.ok());
        QCOMPARE(only8.value().keys(), QStringList { u"8"_s });
        const auto capped = store.causeHistory({}, {}, 2);
        QVERIFY(capped.ok());
        QCOMPARE(capped.value().value(u"7"_s).size(), 2); // the newest two rows
        QCOMPARE(capped.value().value(u"7"_s).last().state, JobState::Running);

        // Pruned by age on write.
        QVERIFY(store.upsertCauses({}, kNow.addSecs(3600)).ok());
        QCOMPARE(store.causeHistory({}).value().value(u"7"_s).size(), 2);
        QVERIFY(!store.causeHistory({}).value().contains(u"8"_s));
        CompactionPolicy policy;
        QVERIFY(store.compact(kNow.addDays(policy.causeDays).addSecs(12000), policy).ok());
        QCOMPARE(store.causeHistory({}).value().value(u"7"_s).size(), 1);
    }

    // The statistics read the cause history too: the busy-hours cells learn why jobs waited, the regions their
    // start-up, from the database alone (what a restarted app shows).
    void statsCarryTheStoredCauses()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"stats-causes.sqlite"_s);
        {
            HistoryStore store(path);
            QVERIFY(store.open().ok());
            QList<CauseTimeline::Change> changes;
            for (int j = 0; j < 3; ++j) {
                CauseTimeline::Change c;
                c.jobId = QString::number(100 + j);
                c.region = u"eu"_s;
                c.entry.at = kNow.addSecs(-7200); // Saturday 22:00
                c.entry.state = JobState::Pending;
                c.entry.cause = Cause::Quota;
                changes.append(c);
                c.entry.at = kNow.addSecs(-7200 + 1800);
                c.entry.state = JobState::Configuring;
                c.entry.cause = Cause::Startup;
                changes.append(c);
                c.entry.at = kNow.addSecs(-7200 + 1800 + 60 * (j + 1));
                c.entry.state = JobState::Running;
                c.entry.cause.reset();
                changes.append(c);
            }
            QVERIFY(store.upsertCauses(changes).ok());
        }
        const auto stats = HistoryQuery::computeStats(path, kNow.addDays(-7), kNow, {});
        QVERIFY2(stats.ok(), qPrintable(stats.error().toString()));
        QCOMPARE(stats.value().causeChanges, 9);
        const auto& grids = stats.value().busyHours;
        QCOMPARE(grids.size(), 2); // all regions, "eu"
        QCOMPARE(grids[1].region, u"eu"_s);
        const BusyCell& sat22 = grids[0].cell(6, 22);
        QCOMPARE(sat22.dominantCause(), std::optional(Cause::Quota));
        QCOMPARE(sat22.causeSeconds.first().second, 3 * 1800.0);
        QCOMPARE(sat22.causeJobs, 3);
        QCOMPARE(grids[1].medianStartupS, 120.0); // 1, 2 and 3 min
        QCOMPARE(grids[1].startupsSeen, 3);
    }

    // A history written by a QueueCast before the cause history (schema 1) is upgraded in place: its jobs stay,
    // the new table is there, the version is 2.
    void schemaOneIsUpgradedKeepingItsRows()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"v1.sqlite"_s);
        {
            auto db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw-v1"_s);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            // Version 1's tables, as it created them.
            QVERIFY(
                q.exec(u"CREATE TABLE samples (id INTEGER PRIMARY KEY, time INTEGER NOT NULL, region TEXT NOT NULL,"
                       " gpus_total INTEGER NOT NULL, gpus_busy INTEGER NOT NULL, gpus_free INTEGER NOT NULL,"
                       " running_jobs INTEGER NOT NULL, pending_jobs INTEGER NOT NULL, pending_gpus INTEGER NOT NULL,"
                       " UNIQUE (region, time))"_s));
            QVERIFY(
                q.exec(u"CREATE TABLE sample_gpu_types (sample_id INTEGER NOT NULL REFERENCES samples (id) ON DELETE"
                       " CASCADE, type TEXT NOT NULL, total INTEGER NOT NULL, busy INTEGER NOT NULL, free INTEGER NOT"
                       " NULL, PRIMARY KEY (sample_id, type))"_s));
            QVERIFY(q.exec(u"CREATE TABLE sample_causes (sample_id INTEGER NOT NULL REFERENCES samples (id) ON DELETE"
                           " CASCADE, cause TEXT NOT NULL, jobs INTEGER NOT NULL, gpus INTEGER NOT NULL,"
                           " PRIMARY KEY (sample_id, cause))"_s));
            QVERIFY(q.exec(u"CREATE TABLE jobs (id TEXT PRIMARY KEY, partition TEXT NOT NULL, user TEXT NOT NULL,"
                           " gpus INTEGER NOT NULL, cpus INTEGER NOT NULL, submit INTEGER NOT NULL, start INTEGER,"
                           " end_time INTEGER, state TEXT NOT NULL, time_limit INTEGER NOT NULL)"_s));
            QVERIFY(
                q.exec(u"INSERT INTO jobs VALUES ('1', 'gpu', 'alice', 2, 8, %1, NULL, NULL, 'CANCELLED', 60)"_s.arg(
                    kNow.toSecsSinceEpoch())));
            QVERIFY(q.exec(u"PRAGMA user_version=1"_s));
            db.close();
        }
        QSqlDatabase::removeDatabase(u"raw-v1"_s);
        {
            HistoryStore store(path);
            QVERIFY(store.open().ok());
            QCOMPARE(store.jobCount().value(), 1);
            CauseTimeline::Change c;
            c.jobId = u"1"_s;
            c.entry.at = kNow;
            c.entry.cause = Cause::Held;
            const auto written = store.upsertCauses({ c });
            QVERIFY2(written.ok(), written.ok() ? "" : qPrintable(written.error().toString()));
            QCOMPARE(store.causeHistory({}).value().value(u"1"_s).size(), 1);
        }
        QCOMPARE(scalar(path, u"PRAGMA user_version"_s), 2);
    }

    void refusedNewerSchemaLeavesNothingOpen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"newer.sqlite"_s);
        {
            HistoryStore store(path);
            QVERIFY(store.open().ok());
        }
        {
            auto db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw-newer"_s);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u"PRAGMA user_version=99"_s));
            db.close();
        }
        QSqlDatabase::removeDatabase(u"raw-newer"_s);
        HistoryStore store(path);
        const auto opened = store.open();
        QVERIFY(!opened.ok());
        QCOMPARE(opened.error().kind, BackendError::Kind::Unsupported);
        QVERIFY(!store.isOpen());
        QVERIFY(!store.upsertSamples({ sample(u"eu"_s, kNow, 3) }).ok());
        QVERIFY(!store.open().ok()); // asked again, refused again
        QVERIFY(!store.upsertSamples({ sample(u"eu"_s, kNow, 3) }).ok());
        QVERIFY(!store.samples({}, {}).ok());
        {
            auto db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"raw-check"_s);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u"SELECT COUNT(*) FROM samples"_s) && q.next());
            QCOMPARE(q.value(0).toInt(), 0);
            db.close();
        }
        QSqlDatabase::removeDatabase(u"raw-check"_s);
    }

    // A reader beside a writer that keeps adding samples: each read is one snapshot, so a sample's GPU types and
    // causes are its own. Every sample written here has a100 total == gpusTotal and one cause carrying all its
    // pending jobs, with values unique to the sample; the reader starts on an empty file (children of samples it
    // had not seen were credited to out[0], past the end of an empty list).
    // The session's writer and an import (or the busy-hours reader) open a database that does not exist yet at
    // the same moment: both must get it, not one "database is locked" that leaves the session without history.
    void connectionsOpeningAFreshDatabaseAtOnceAllSucceed()
    {
        QTemporaryDir dir;
        for (int round = 0; round < 40; ++round) {
            const QString path = dir.filePath(u"fresh-%1.sqlite"_s.arg(round));
            constexpr int kOpeners = 4;
            std::atomic<int> ready = 0;
            QStringList errors(kOpeners);
            std::vector<std::thread> threads;
            for (int i = 0; i < kOpeners; ++i) {
                threads.emplace_back([&, i] {
                    HistoryStore store(path);
                    ++ready;
                    while (ready < kOpeners) { }
                    if (auto r = store.open(); !r)
                        errors[i] = r.error().toString();
                    else if (auto w = store.upsertSamples({ sample(u"r%1"_s.arg(i), kNow, i) }); !w)
                        errors[i] = w.error().toString();
                });
            }
            for (auto& t : threads)
                t.join();
            for (const QString& e : std::as_const(errors))
                QVERIFY2(e.isEmpty(), qPrintable(u"round %1: %2"_s.arg(round).arg(e)));
            HistoryStore check(path);
            QVERIFY(check.open().ok());
            QCOMPARE(check.sampleCount().value(), kOpeners);
        }
    }

    // A writer whose first open failed (a transient lock) opens again on the next batch instead of failing every
    // batch of the session with "not open".
    void writerOpensAgainAfterAFailedOpen()
    {
        QTemporaryDir dir;
        QFile blocker(dir.filePath(u"later"_s));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const QString path = dir.filePath(u"later/h.sqlite"_s);
        HistoryWriter writer(path);
        QSignalSpy opened(&writer, &HistoryWriter::opened);
        QSignalSpy failures(&writer, &HistoryWriter::failed);
        QSignalSpy batches(&writer, &HistoryWriter::batchWritten);
        writer.write({ sample(u"gpu"_s, kNow, 1) }, {});
        QTRY_COMPARE(failures.size(), 1);
        QVERIFY(!opened[0][0].toBool());
        QVERIFY(QFile::remove(blocker.fileName())); // the obstacle goes away
        writer.write({ sample(u"gpu"_s, kNow.addSecs(60), 2) }, {});
        QTRY_COMPARE(batches.size(), 1);
        QCOMPARE(failures.size(), 1);
        HistoryStore check(path);
        QVERIFY(check.open().ok());
        QCOMPARE(check.sampleCount().value(), 1);
    }

    void readsAreOneSnapshotBesideAWriter()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"race.sqlite"_s);
        {
            HistoryStore init(path);
            QVERIFY(init.open().ok());
        }
        std::atomic<bool> stop = false;
        std::atomic<int> written = 0;
        QString writerError;
        std::thread writer([&] {
            HistoryStore store(path);
            if (auto r = store.open(); !r) {
                writerError = r.error().toString();
                return;
            }
            for (int i = 0; !stop && i < 4000; ++i) {
                QList<HistorySample> batch;
                for (int k = 0; k < 5; ++k) {
                    const int n = i * 5 + k;
                    HistorySample s;
                    s.time = kNow.addSecs(n * 60);
                    s.region = u"eu"_s;
                    s.gpusTotal = 1000 + n;
                    s.gpusBusy = n;
                    s.gpusFree = 1000;
                    s.pendingJobs = 2000 + n;
                    s.gpusTotalByType = { { u"a100"_s, 1000 + n } };
                    s.gpusBusyByType = { { u"a100"_s, n } };
                    s.gpusFreeByType = { { u"a100"_s, 1000 } };
                    s.pendingJobsByCause = { { u"gpu_shortage"_s, 2000 + n } };
                    s.pendingGpusByCause = { { u"gpu_shortage"_s, 1 } };
                    batch.append(s);
                }
                if (auto r = store.upsertSamples(batch); !r) {
                    writerError = r.error().toString();
                    return;
                }
                written = i + 1;
            }
        });
        HistoryStore reader(path);
        QVERIFY(reader.open().ok());
        QElapsedTimer clock;
        clock.start();
        int reads = 0;
        QString problem;
        while (clock.elapsed() < 4000 && problem.isEmpty()) {
            const auto got = reader.samples({}, {});
            if (!got) {
                problem = got.error().toString();
                break;
            }
            ++reads;
            for (const auto& s : got.value()) {
                if (s.gpusTotalByType.size() != 1 || s.gpusTotalByType.value(u"a100"_s) != s.gpusTotal
                    || s.pendingJobsByCause.value(u"gpu_shortage"_s) != s.pendingJobs) {
                    problem = u"sample at %1 (total %2) has types %3 and cause jobs %4 after %5 reads"_s.arg(
                        s.time.toString(Qt::ISODate), QString::number(s.gpusTotal),
                        QString::number(s.gpusTotalByType.value(u"a100"_s)),
                        QString::number(s.pendingJobsByCause.value(u"gpu_shortage"_s)), QString::number(reads));
                    break;
                }
            }
        }
        stop = true;
        writer.join();
        QVERIFY2(writerError.isEmpty(), qPrintable(writerError));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(reads > 10);
        QVERIFY(written > 10);
    }
};

QTEST_GUILESS_MAIN(TestHistoryStore)
#include "TestHistoryStore.moc"
