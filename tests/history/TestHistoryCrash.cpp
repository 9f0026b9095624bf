#include "history/HistoryStore.h"
#include "model/TimeZones.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>

using namespace qc;
using namespace Qt::StringLiterals;

// The parent runs this same binary with --write-batches <db> <first>: it writes batches until killed.
namespace {

constexpr int kPerBatch = 40;
constexpr qint64 kBatchStride = 1000; // sample times of batch b: b * stride + i
const QDateTime kEpoch = QDateTime(QDate(2026, 1, 1), QTime(0, 0), qc::utcZone());

QList<HistorySample> batchSamples(qint64 batch)
{
    QList<HistorySample> out;
    for (int i = 0; i < kPerBatch; ++i) {
        HistorySample s;
        s.time = kEpoch.addSecs(batch * kBatchStride + i);
        s.region = u"gpu"_s;
        s.gpusTotal = 64;
        s.pendingGpus = int(batch % 100);
        s.pendingJobsByCause = { { u"gpu_shortage"_s, 1 }, { u"quota"_s, 2 } };
        s.pendingGpusByCause = { { u"gpu_shortage"_s, 4 }, { u"quota"_s, 8 } };
        s.gpusTotalByType = { { u"a100"_s, 64 } };
        out.append(s);
    }
    return out;
}

QList<FinishedJob> batchJobs(qint64 batch)
{
    QList<FinishedJob> out;
    for (int i = 0; i < kPerBatch; ++i) {
        FinishedJob j;
        j.id = u"%1_%2"_s.arg(batch).arg(i);
        j.partition = u"gpu"_s;
        j.user = u"u"_s + QString::number(i % 7);
        j.submit = kEpoch.addSecs(batch * kBatchStride + i);
        j.start = j.submit.addSecs(i);
        j.end = j.start.addSecs(60);
        j.state = u"COMPLETED"_s;
        out.append(j);
    }
    return out;
}

int writeBatchesUntilKilled(const QString& path, qint64 first)
{
    HistoryStore store(path);
    if (auto r = store.open(); !r) {
        std::fprintf(stderr, "%s\n", qPrintable(r.error().toString()));
        return 2;
    }
    for (qint64 batch = first; batch < first + 100000; ++batch) {
        const auto samples = batchSamples(batch);
        const auto jobs = batchJobs(batch);
        // "b N" just before the transaction, "c N" after its commit: the parent sees where the kill landed.
        std::printf("b %lld\n", static_cast<long long>(batch));
        std::fflush(stdout);
        if (auto r = store.upsert(samples, jobs); !r) {
            std::fprintf(stderr, "%s\n", qPrintable(r.error().toString()));
            return 3;
        }
        std::printf("c %lld\n", static_cast<long long>(batch));
        std::fflush(stdout);
    }
    return 0;
}

} // namespace

class TestHistoryCrash : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void killDuringWriteLeavesWholeBatches()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"crash.sqlite"_s);
        int midWriteKills = 0;
        int round = 0;
        // Kill at random moments until at least three kills landed inside a transaction (most do: the
        // writer spends nearly all its time there).
        for (; round < 30 && midWriteKills < 3; ++round) {
            const qint64 first = qint64(round) * 100000;
            QProcess child;
            child.setProcessChannelMode(QProcess::SeparateChannels);
            child.start(QCoreApplication::applicationFilePath(),
                        { u"--write-batches"_s, path, QString::number(first) });
            QVERIFY2(child.waitForStarted(10000), qPrintable(child.errorString()));
            // Let it commit a few dozen batches, then kill it at a random moment inside the next ones.
            const int target = 20 + QRandomGenerator::global()->bounded(30);
            QByteArray out;
            while (out.count("c ") < target) {
                QVERIFY2(child.waitForReadyRead(20000),
                         qPrintable(u"writer stalled: "_s + QString::fromLocal8Bit(child.readAllStandardError())));
                out += child.readAllStandardOutput();
            }
            QTest::qSleep(QRandomGenerator::global()->bounded(15));
            child.kill(); // SIGKILL on Unix: no handler, no cleanup
            QVERIFY(child.waitForFinished(10000));
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);
            out += child.readAllStandardOutput();
            qint64 lastCommitted = -1;
            qint64 lastBegun = -1;
            for (const auto& line : out.trimmed().split('\n')) {
                (line.startsWith("c ") ? lastCommitted : lastBegun) = line.mid(2).toLongLong();
            }
            QVERIFY(lastCommitted >= first + target - 1);
            const bool midWrite = lastBegun > lastCommitted;
            midWriteKills += midWrite ? 1 : 0;

            HistoryStore store(path);
            QVERIFY(store.open().ok());
            QCOMPARE(store.integrityCheck().value(), u"ok"_s);
            const auto samples = store.samples({}, {}).value();
            const auto jobs = store.jobs({}, {}).value();
            QHash<qint64, int> samplesPerBatch;
            QHash<qint64, int> jobsPerBatch;
            for (const auto& s : samples) {
                const qint64 batch = kEpoch.secsTo(s.time) / kBatchStride;
                ++samplesPerBatch[batch];
                QCOMPARE(s.pendingJobsByCause.size(), 2); // a sample's children came with it
                QCOMPARE(s.gpusTotalByType.value(u"a100"_s), 64);
            }
            for (const auto& j : jobs)
                ++jobsPerBatch[j.id.section(u'_', 0, 0).toLongLong()];
            // Every batch wholly present or wholly absent.
            for (auto it = samplesPerBatch.cbegin(); it != samplesPerBatch.cend(); ++it) {
                QCOMPARE(*it, kPerBatch);
                QCOMPARE(jobsPerBatch.value(it.key()), kPerBatch);
            }
            QCOMPARE(jobsPerBatch.size(), samplesPerBatch.size());
            // Every committed batch is there; the one being written when killed may or may not be.
            for (qint64 b = first; b <= lastCommitted; ++b)
                QVERIFY2(samplesPerBatch.contains(b), qPrintable(u"committed batch %1 missing"_s.arg(b)));
            QVERIFY(!samplesPerBatch.contains(lastCommitted + 2));
            const bool inFlightStored = samplesPerBatch.contains(lastCommitted + 1);
            QVERIFY(midWrite || !inFlightStored);
            qInfo("round %d: %lld batches committed, killed %s%s", round,
                  static_cast<long long>(lastCommitted - first + 1), midWrite ? "inside batch " : "between batches",
                  midWrite ? (inFlightStored ? "(which had committed)" : "(rolled back)") : "");
        }
        QVERIFY2(midWriteKills >= 3,
                 qPrintable(u"only %1 of %2 kills landed inside a write"_s.arg(midWriteKills).arg(round)));
    }
};

int main(int argc, char** argv)
{
    if (argc == 4 && qstrcmp(argv[1], "--write-batches") == 0) {
        QCoreApplication app(argc, argv);
        return writeBatchesUntilKilled(QString::fromLocal8Bit(argv[2]), QByteArray(argv[3]).toLongLong());
    }
    QCoreApplication app(argc, argv);
    TestHistoryCrash test;
    return QTest::qExec(&test, argc, argv);
}

#include "TestHistoryCrash.moc"
