// LicenseWait: when the licences a pending job asks for have room for it, from the jobs holding them and the jobs
// ahead waiting for them; and LicenseRequest, the request's text as Slurm writes it.
#include "common/GpuPartitionSnapshot.h"
#include "forecast/LicenseWait.h"
#include "forecast/QueueDrain.h"
#include "model/LicenseRequest.h"
#include "model/TimeZones.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>
#include <limits>

using namespace qc;

namespace {
const QDateTime Now = QDateTime::fromSecsSinceEpoch(1'999'999'980, qc::utcZone());
constexpr qint64 Hour = 3600;

ClusterSnapshot cluster(int total, int used)
{
    ClusterSnapshot s = test::gpuPartitionSnapshot(Now);
    s.licenses.append(License { QStringLiteral("nas_io"), total, used });
    return s;
}

// A one-GPU job in "gpu" asking for `licenses`.
Job job(const QString& id, const QString& licenses, JobState state)
{
    Job j;
    j.id = id;
    j.partition = QStringLiteral("gpu");
    j.gpus = 1;
    j.licenses = licenses;
    j.state = state;
    return j;
}

Job running(const QString& id, const QString& licenses, qint64 endsInS)
{
    Job j = job(id, licenses, JobState::Running);
    j.startTime = Now.addSecs(-600);
    j.endTime = Now.addSecs(endsInS);
    j.timeLimitS = 600 + endsInS;
    return j;
}

Job pending(const QString& id, const QString& licenses, double priority, const char* reason)
{
    Job j = job(id, licenses, JobState::Pending);
    j.submitTime = Now.addSecs(-3600);
    j.timeLimitS = 4 * 3600;
    j.priority = priority;
    j.reason = QString::fromLatin1(reason);
    return j;
}
} // namespace

class TestLicenseWait : public QObject
{
    Q_OBJECT

private slots:
    void parsesRequestsAsSlurmWritesThem()
    {
        const QList<LicenseRequest> r = LicenseRequest::parse(QStringLiteral("nas_io:2, scratch*3,fs@db,:4,bad:x,"));
        QCOMPARE(r.size(), 4);
        QCOMPARE(r[0], (LicenseRequest { QStringLiteral("nas_io"), 2 }));
        QCOMPARE(r[1], (LicenseRequest { QStringLiteral("scratch"), 3 }));
        QCOMPARE(r[2], (LicenseRequest { QStringLiteral("fs@db"), 1 }));
        QCOMPARE(r[3], (LicenseRequest { QStringLiteral("bad"), 1 }));
        QVERIFY(LicenseRequest::parse(QString()).isEmpty());
        // A hostile count: capped, or 1 when it is not a number an int holds.
        QCOMPARE(LicenseRequest::parse(QStringLiteral("a:2000000000")).value(0).count, LicenseRequest::MaxCount);
        QCOMPARE(LicenseRequest::parse(QStringLiteral("a:99999999999")).value(0).count, 1);
        QCOMPARE(LicenseRequest::parse(QStringLiteral("a:-3")).value(0).count, 1);
    }

    // Counts whose sum overflows an int (a hostile server): no undefined behaviour (the sanitizers' run), and the
    // wait is still read off the holders' ends.
    void hugeCountsDoNotOverflow()
    {
        ClusterSnapshot s = cluster(std::numeric_limits<int>::max(), std::numeric_limits<int>::max());
        for (int i = 0; i < 3000; ++i)
            s.jobs.append(running(QStringLiteral("r%1").arg(i), QStringLiteral("nas_io:2000000000"), 3600 + i));
        const qint64 wait = LicenseWait::of(s, pending(QStringLiteral("a"), QStringLiteral("nas_io:1"), 1, "Licenses"));
        QCOMPARE(wait, Hour);
        // A pool whose numbers overflow: "free" stays within an int.
        QCOMPARE((License { QStringLiteral("x"), std::numeric_limits<int>::max(), -5 }).free(),
                 std::numeric_limits<int>::max());
    }

    // A job ahead whose time limit is a hostile server's (near the largest number) holds its units for
    // QueueDrain::FarS, the longest time limit any plan uses: the job behind waits that long, and the clock does not
    // overflow (the sanitizers' run).
    void aHostileLimitAheadIsHeldForFarS()
    {
        ClusterSnapshot s = cluster(2, 2);
        s.jobs = { running(QStringLiteral("r1"), QStringLiteral("nas_io:2"), 3600) };
        Job ahead = pending(QStringLiteral("ahead"), QStringLiteral("nas_io:2"), 5, "Licenses");
        ahead.timeLimitS = std::numeric_limits<qint64>::max() - 10;
        s.jobs.append(ahead);
        const Job mine = pending(QStringLiteral("mine"), QStringLiteral("nas_io:2"), 1, "Licenses");
        s.jobs.append(mine);
        QCOMPARE(QueueDrain::limitOf(s, ahead), QueueDrain::FarS);
        QCOMPARE(LicenseWait::of(s, mine), Hour + QueueDrain::FarS);
        QCOMPARE(LicenseWait::ofAll(s).value(QStringLiteral("mine")), Hour + QueueDrain::FarS);
    }

    // 4 units, all held: 2 free in 1 h, 2 more in 3 h.
    void waitsForTheJobsHoldingThemToEnd()
    {
        ClusterSnapshot s = cluster(4, 4);
        s.jobs = { running(QStringLiteral("r1"), QStringLiteral("nas_io:2"), 3600),
                   running(QStringLiteral("r2"), QStringLiteral("nas_io:2"), 3 * 3600) };
        QCOMPARE(LicenseWait::of(s, pending(QStringLiteral("a"), QStringLiteral("nas_io:2"), 1, "Licenses")), Hour);
        QCOMPARE(LicenseWait::of(s, pending(QStringLiteral("b"), QStringLiteral("nas_io:3"), 1, "Licenses")), 3 * Hour);
        // No licence, another licence, a licence the cluster does not list, more than it has: nothing to wait for.
        QCOMPARE(LicenseWait::of(s, pending(QStringLiteral("c"), QString(), 1, "Priority")), qint64(0));
        QCOMPARE(LicenseWait::of(s, pending(QStringLiteral("d"), QStringLiteral("other:1"), 1, "Licenses")), qint64(0));
        QCOMPARE(LicenseWait::of(s, pending(QStringLiteral("e"), QStringLiteral("nas_io:5"), 1, "Licenses")),
                 qint64(0));
        // Room now.
        s.licenses[0].used = 2;
        QCOMPARE(LicenseWait::of(s, pending(QStringLiteral("f"), QStringLiteral("nas_io:2"), 1, "Licenses")),
                 qint64(0));
    }

    // A job ahead that waits for the licence takes the first units that free, for its time limit; one that waits for
    // something else (priority, GPUs) is not placed, and neither is one behind.
    void jobsAheadWaitingForTheLicenceTakeTheirsFirst()
    {
        ClusterSnapshot s = cluster(4, 4);
        s.jobs = { running(QStringLiteral("r1"), QStringLiteral("nas_io:2"), 3600),
                   running(QStringLiteral("r2"), QStringLiteral("nas_io:2"), 3 * 3600) };
        const Job mine = pending(QStringLiteral("mine"), QStringLiteral("nas_io:2"), 1, "Licenses");
        ClusterSnapshot ahead = s;
        ahead.jobs.append(pending(QStringLiteral("ahead"), QStringLiteral("nas_io:2"), 5, "Licenses"));
        QCOMPARE(LicenseWait::of(ahead, mine), 3 * Hour);
        ClusterSnapshot waitsForGpus = s;
        waitsForGpus.jobs.append(pending(QStringLiteral("ahead"), QStringLiteral("nas_io:2"), 5, "Resources"));
        QCOMPARE(LicenseWait::of(waitsForGpus, mine), Hour);
        ClusterSnapshot behind = s;
        behind.jobs.append(pending(QStringLiteral("behind"), QStringLiteral("nas_io:2"), 0, "Licenses"));
        QCOMPARE(LicenseWait::of(behind, mine), Hour);
        // The one behind waits for the second release, the one ahead of it having taken the first.
        behind.jobs.append(mine);
        QCOMPARE(LicenseWait::ofAll(behind).value(QStringLiteral("behind")), 3 * Hour);
    }

    // One replay per licence gives every pending job what of() gives it alone.
    void ofAllEqualsOneByOne()
    {
        ClusterSnapshot s = cluster(12, 10);
        s.licenses.append(License { QStringLiteral("scratch"), 6, 6 });
        QRandomGenerator rng(5122026);
        auto request = [&rng] {
            switch (rng.bounded(4)) {
            case 0:
                return QStringLiteral("nas_io:%1").arg(1 + rng.bounded(4));
            case 1:
                return QStringLiteral("scratch:%1,nas_io:1").arg(1 + rng.bounded(3));
            case 2:
                return QStringLiteral("scratch:%1").arg(1 + rng.bounded(3));
            default:
                return QString();
            }
        };
        for (int i = 0; i < 12; ++i)
            s.jobs.append(running(QStringLiteral("r%1").arg(i), request(), 600 * qint64(1 + rng.bounded(40))));
        for (int i = 0; i < 400; ++i) {
            Job j = pending(QString::number(i), request(), double(rng.bounded(4)),
                            rng.bounded(3) == 0 ? "Priority" : "Licenses");
            j.submitTime = Now.addSecs(-60 * qint64(rng.bounded(100)));
            j.timeLimitS = rng.bounded(8) == 0 ? 0 : 600 * qint64(1 + rng.bounded(30));
            s.jobs.append(j);
        }
        const QHash<QString, qint64> all = LicenseWait::ofAll(s);
        QSet<qint64> distinct;
        for (const Job& j : std::as_const(s.jobs)) {
            if (!j.isPending())
                continue;
            const qint64 one = LicenseWait::of(s, j);
            QCOMPARE(all.value(j.id, 0), one);
            distinct.insert(one);
        }
        QVERIFY(distinct.size() > 5);
    }
};

QTEST_GUILESS_MAIN(TestLicenseWait)
#include "TestLicenseWait.moc"
