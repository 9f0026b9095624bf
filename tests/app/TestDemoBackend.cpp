// The demo backend: URL options, work off the caller's thread, and the action log that makes the
// platform replay the user's jobs exactly in every process (GUI and CLI alike).
#include "backends/BackendFactory.h"
#include "backends/demo/DemoBackend.h"
#include "backends/demo/DemoBacklog.h"
#include "common/MockClock.h"
#include "model/TimeZones.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <qcoro/qcorotask.h>

using namespace qc;
using qc::demo::DemoConfig;

class TestDemoBackend : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    std::shared_ptr<Backend> make(const QString& query)
    {
        auto r = BackendFactory::create(QStringLiteral("demo://?history=1&user=me&") + query);
        if (!r.ok())
            qFatal("%s", qPrintable(r.error().toString()));
        return r.value();
    }

private Q_SLOTS:
    void rejectsBadUrls()
    {
        for (const char* url :
             { "demo://?speed=-1", "demo://?seed=abc", "demo://?history=1000", "nosuch://x", "not a url",
               "demo://?load=x", "demo://?jobs=-1", "demo://?jobs=many", "demo://?jobs=1000001", "demo://?at=yesterday",
               "demo://?at=2026-12-01T12:00:00" /* no zone: whose noon? */ }) {
            const auto r = BackendFactory::create(QString::fromLatin1(url));
            QVERIFY2(!r.ok(), url);
            QCOMPARE(r.error().kind, BackendError::Kind::InvalidUrl);
            QVERIFY(!r.error().message.isEmpty());
        }
    }

    // at= sets the platform's "now" (here with an offset, read as the same instant in UTC); speed=0 stops its clock
    // there: another platform made the same way, hours later by the clock, shows the very same queue.
    void atWithSpeedZeroStandsStill()
    {
        test::MockClock clock(QDateTime(QDate(2026, 12, 7), QTime(3, 0), qc::utcZone()));
        const QString query = QStringLiteral("state=none&speed=0&at=2026-12-01T20:00:00%2B08:00");
        auto first = make(query);
        const auto a = QCoro::waitFor(first->fetchSnapshot());
        clock.advanceSeconds(5 * 3600);
        const auto again = QCoro::waitFor(first->fetchSnapshot());
        auto second = make(query);
        const auto b = QCoro::waitFor(second->fetchSnapshot());
        QVERIFY(a.ok() && again.ok() && b.ok());
        const QDateTime at(QDate(2026, 12, 1), QTime(12, 0), qc::utcZone());
        QCOMPARE(a.value().takenAt, at);
        QCOMPARE(again.value().takenAt, at);
        QCOMPARE(b.value().takenAt, at);
        const auto idsAndStates = [](const ClusterSnapshot& s) {
            QStringList out;
            for (const Job& j : s.jobs)
                out.append(j.id + QLatin1Char(':') + QString::number(int(j.state)));
            return out;
        };
        QVERIFY(a.value().jobs.size() > 10);
        QCOMPARE(idsAndStates(again.value()), idsAndStates(a.value()));
        QCOMPARE(idsAndStates(b.value()), idsAndStates(a.value()));
        // Time running again (speed 1): five minutes on, the platform has moved on from the same start.
        auto moving = make(QStringLiteral("state=none&at=2026-12-01T12:00:00Z"));
        QVERIFY(QCoro::waitFor(moving->fetchSnapshot()).ok());
        clock.advanceSeconds(300);
        QCOMPARE(QCoro::waitFor(moving->fetchSnapshot()).value().takenAt, at.addSecs(300));
    }

    void snapshotHasALivingPlatform()
    {
        auto backend = make(QStringLiteral("state=none"));
        const auto snap = QCoro::waitFor(backend->fetchSnapshot());
        QVERIFY(snap.ok());
        QCOMPARE(snap.value().partitions.size(), 3);
        QCOMPARE(snap.value().currentUser, QStringLiteral("me"));
        int gpus = 0;
        QSet<QString> types;
        for (const auto& n : snap.value().nodes) {
            gpus += n.gpusTotal();
            QCOMPARE(n.gpusTotal(), 8);
            types.insert(n.gpus.first().type);
        }
        QVERIFY(gpus >= 3 * 8 * 8);
        QVERIFY(types.size() >= 4);
        QVERIFY(!snap.value().jobs.isEmpty());
        QVERIFY(!snap.value().licenses.isEmpty());
        QVERIFY(!snap.value().limits.isEmpty());
    }

    void jobsAddsAStandingBacklog()
    {
        // The same platform with and without jobs=N: exactly N more jobs, all pending, distinct, held or asked to
        // begin later (so the analysis does not see them as competing), and the same ones on the next refresh.
        auto plain = make(QStringLiteral("state=none"));
        auto big = make(QStringLiteral("state=none&jobs=25000"));
        const auto a = QCoro::waitFor(plain->fetchSnapshot());
        const auto b = QCoro::waitFor(big->fetchSnapshot());
        QVERIFY(a.ok() && b.ok());
        const auto isBacklog = [](const Job& j) { return j.id.toLongLong() >= demo::DemoBacklog::kFirstId; };
        QVERIFY(std::none_of(a.value().jobs.cbegin(), a.value().jobs.cend(), isBacklog));
        QVERIFY(qAbs(b.value().jobs.size() - 25000 - a.value().jobs.size()) < 50); // the simulation moved on a bit
        QSet<QString> extra;
        for (const Job& j : b.value().jobs) {
            if (!isBacklog(j))
                continue;
            extra.insert(j.id);
            QVERIFY(j.isPending());
            QVERIFY2(j.reason == QLatin1String("JobHeldUser")
                         || (j.reason == QLatin1String("BeginTime") && j.beginTime > b.value().takenAt),
                     qPrintable(j.reason));
        }
        QCOMPARE(extra.size(), 25000);
        const auto again = QCoro::waitFor(big->fetchSnapshot());
        QVERIFY(again.ok());
        qsizetype kept = 0;
        for (const Job& j : again.value().jobs)
            kept += extra.contains(j.id);
        QCOMPARE(kept, qsizetype(25000));
    }

    void actionsSurviveARestart()
    {
        const QString state = m_dir.filePath(QStringLiteral("actions.json"));
        const QString query = QStringLiteral("state=") + state;
        QString id;
        {
            auto backend = make(query);
            JobSpec spec;
            spec.name = QStringLiteral("keep-me $(touch /tmp/pwned) 训练");
            spec.gpus = 2;
            spec.gpuType = QStringLiteral("a100");
            spec.partition = QStringLiteral("eu-west");
            spec.timeLimitS = 7200;
            spec.hold = true;
            const auto r = QCoro::waitFor(backend->submit(spec));
            QVERIFY2(r.ok(), qPrintable(r.error().toString()));
            id = r.value();
            JobUpdate nice;
            nice.nice = 50;
            QVERIFY(QCoro::waitFor(backend->update(id, nice)).ok());
        }
        QVERIFY(QFile::exists(state));
        auto again = make(query);
        const auto snap = QCoro::waitFor(again->fetchSnapshot());
        QVERIFY(snap.ok());
        const Job* j = snap.value().findJob(id);
        QVERIFY(j);
        QCOMPARE(j->name, QStringLiteral("keep-me $(touch /tmp/pwned) 训练"));
        QCOMPARE(j->nice, 50);
        QCOMPARE(j->reason, QStringLiteral("JobHeldUser"));
        QCOMPARE(j->user, QStringLiteral("me"));
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/pwned")));
        QVERIFY(QCoro::waitFor(again->cancel(id)).ok());
        const auto after = QCoro::waitFor(again->fetchSnapshot());
        QCOMPARE(after.value().findJob(id)->state, JobState::Cancelled);
        // A failed action is reported and not recorded.
        const auto bad = QCoro::waitFor(again->cancel(QStringLiteral("1")));
        QCOMPARE(bad.error().kind, BackendError::Kind::NotFound);
    }

    // A log of ours cut short is set aside (kept for the user) and a new one started.
    void truncatedLogIsSetAside()
    {
        const QString state = m_dir.filePath(QStringLiteral("truncated.json"));
        {
            auto backend = make(QStringLiteral("state=") + state);
            JobSpec spec;
            spec.partition = QStringLiteral("eu-west");
            spec.hold = true;
            QVERIFY(QCoro::waitFor(backend->submit(spec)).ok());
        }
        QFile f(state);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray half = f.readAll().left(40);
        f.close();
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(half);
        f.close();
        auto backend = make(QStringLiteral("state=") + state);
        QVERIFY(QCoro::waitFor(backend->fetchSnapshot()).ok());
        const QStringList aside = QDir(m_dir.path()).entryList({ QStringLiteral("truncated.json.corrupt-*") });
        QCOMPARE(aside.size(), 1);
        QFile check(m_dir.filePath(aside.first()));
        QVERIFY(check.open(QIODevice::ReadOnly));
        QCOMPARE(check.readAll(), half);
    }

    // demo://?state= pointed at a file that is not a demo log: every call fails saying so, and the file is
    // never moved or rewritten (it used to become authorized_keys.corrupt-<time>).
    void foreignFileIsRefusedAndNeverMoved_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("authorized_keys") << QByteArray("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHx user@host\n");
        QTest::newRow("other json") << QByteArray("{\"name\": \"my-package\", \"version\": \"1.0.0\"}\n");
        QTest::newRow("json array") << QByteArray("[1, 2, 3]");
        QTest::newRow("broken brace") << QByteArray("{ not json");
    }
    void foreignFileIsRefusedAndNeverMoved()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        const QString state = dir.filePath(QStringLiteral("authorized_keys"));
        QFile f(state);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        auto backend = make(QStringLiteral("state=") + state);
        const auto snap = QCoro::waitFor(backend->fetchSnapshot());
        QVERIFY(!snap.ok());
        QVERIFY2(snap.error().message.contains(QStringLiteral("not a QueueCast demo log")),
                 qPrintable(snap.error().toString()));
        JobSpec spec;
        spec.partition = QStringLiteral("eu-west");
        const auto submitted = QCoro::waitFor(backend->submit(spec));
        QVERIFY(!submitted.ok());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList { QStringLiteral("authorized_keys") });
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), content);
    }

    // Secret-looking values never reach the log (like templates), and the log is readable by its owner only.
    void secretsStayOutOfTheLog()
    {
        const QString state = m_dir.filePath(QStringLiteral("secrets.json"));
        QString id;
        {
            auto backend = make(QStringLiteral("state=") + state);
            JobSpec spec;
            spec.partition = QStringLiteral("eu-west");
            spec.hold = true;
            spec.environment = { { QStringLiteral("WANDB_API_KEY"), QStringLiteral("wandb-s3cr3t") },
                                 { QStringLiteral("HF_TOKEN"), QStringLiteral("hf_s3cr3t") },
                                 { QStringLiteral("EPOCHS"), QStringLiteral("12") } };
            const auto r = QCoro::waitFor(backend->submit(spec));
            QVERIFY(r.ok());
            id = r.value();
        }
        QFile f(state);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY2(!text.contains("s3cr3t"), text.constData());
        QVERIFY(!text.contains("WANDB_API_KEY"));
        QVERIFY(text.contains("EPOCHS"));
        const auto others = QFile::ReadGroup | QFile::WriteGroup | QFile::ReadOther | QFile::WriteOther;
        QVERIFY(!(QFileInfo(state).permissions() & others));
        // The job is still replayed from the stripped log.
        auto again = make(QStringLiteral("state=") + state);
        const auto snap = QCoro::waitFor(again->fetchSnapshot());
        QVERIFY(snap.ok() && snap.value().findJob(id));
    }

    // A log written before values were stripped (and with mode 0644) is cleaned on first read.
    void olderLogWithSecretsIsScrubbed()
    {
        const QString state = m_dir.filePath(QStringLiteral("older.json"));
        QFile f(state);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QDateTime at = QDateTime::currentDateTimeUtc().addSecs(-60);
        f.write("{\"actions\": [{\"kind\": \"submit\", \"at\": \"" + at.toString(Qt::ISODate).toLatin1()
                + "\", \"user\": \"me\", \"job_id\": \"999001\", \"spec\": {\"partition\": \"eu-west\", "
                  "\"hold\": true, \"environment\": {\"MY_PASSWORD\": \"hunter2-s3cr3t\", \"EPOCHS\": \"3\"}}}], "
                  "\"version\": 1}");
        f.close();
        f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
        auto backend = make(QStringLiteral("state=") + state);
        const auto snap = QCoro::waitFor(backend->fetchSnapshot());
        QVERIFY(snap.ok());
        QVERIFY(snap.value().findJob(QStringLiteral("999001")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY2(!text.contains("s3cr3t"), text.constData());
        QVERIFY(text.contains("EPOCHS"));
        QVERIFY(!(QFileInfo(state).permissions() & QFile::ReadOther));
    }

    // The platform's start is day-aligned, so at the first UTC midnight after an action the background jobs
    // before it are numbered anew. A replayed job keeps its id: the cancel in the log still finds it, and the job
    // that was cancelled does not come back under a new id.
    void dayChangeKeepsJobIds()
    {
        const QString state = m_dir.filePath(QStringLiteral("day-change.json"));
        const QDateTime beforeMidnight(QDate(2026, 11, 30), QTime(23, 50), qc::utcZone());
        DemoConfig config = DemoConfig::standard(QStringLiteral("me"));
        config.historyDays = 1;
        const QUrl url(QStringLiteral("demo://?history=1"));
        QString kept, cancelled;
        {
            demo::DemoBackend day1(url, config, state, beforeMidnight);
            JobSpec spec;
            spec.partition = QStringLiteral("eu-west");
            spec.hold = true; // stays pending whatever the queue does
            spec.name = QStringLiteral("to-cancel");
            const auto a = QCoro::waitFor(day1.submit(spec));
            spec.name = QStringLiteral("to-keep");
            const auto b = QCoro::waitFor(day1.submit(spec));
            QVERIFY(a.ok() && b.ok());
            cancelled = a.value();
            kept = b.value();
            QVERIFY(QCoro::waitFor(day1.cancel(cancelled)).ok());
        }
        demo::DemoBackend day2(url, config, state, beforeMidnight.addSecs(20 * 60));
        const auto snap = QCoro::waitFor(day2.fetchSnapshot());
        QVERIFY(snap.ok());
        QVERIFY(snap.value().takenAt.date() != beforeMidnight.date());
        const Job* k = snap.value().findJob(kept);
        QVERIFY2(k, qPrintable(kept));
        QCOMPARE(k->name, QStringLiteral("to-keep"));
        QVERIFY(k->isPending());
        QStringList mineActive;
        for (const auto& j : snap.value().jobs) {
            if (j.user == QLatin1String("me") && (j.isPending() || j.state == JobState::Running))
                mineActive.append(j.id + QLatin1Char(' ') + j.name);
        }
        QCOMPARE(mineActive, QStringList { kept + QStringLiteral(" to-keep") });
        if (const Job* c = snap.value().findJob(cancelled)) {
            QCOMPARE(c->name, QStringLiteral("to-cancel"));
            QCOMPARE(c->state, JobState::Cancelled);
        }
    }

    // The same day change driven by the one clock: a running platform crosses UTC midnight with the clock (its
    // time is not a private stopwatch), and a process started after midnight replays the log to the same jobs:
    // the kept one under its id, the cancelled one not back.
    void dayChangeWithTheClock()
    {
        const QString state = m_dir.filePath(QStringLiteral("day-change-clock.json"));
        test::MockClock clock(QDateTime(QDate(2026, 11, 30), QTime(23, 50), qc::utcZone()));
        auto running = make(QStringLiteral("state=") + state);
        JobSpec spec;
        spec.partition = QStringLiteral("eu-west");
        spec.hold = true;
        spec.name = QStringLiteral("to-cancel");
        const auto a = QCoro::waitFor(running->submit(spec));
        spec.name = QStringLiteral("to-keep");
        const auto b = QCoro::waitFor(running->submit(spec));
        QVERIFY(a.ok() && b.ok());
        const QString cancelled = a.value();
        const QString kept = b.value();
        QVERIFY(QCoro::waitFor(running->cancel(cancelled)).ok());

        auto mineActive = [](const ClusterSnapshot& snap) {
            QStringList out;
            for (const auto& j : snap.jobs) {
                if (j.user == QLatin1String("me") && (j.isPending() || j.isRunningLike()))
                    out.append(j.id + QLatin1Char(' ') + j.name);
            }
            return out;
        };
        clock.advanceSeconds(20 * 60);
        const QDate nextDay(2026, 12, 1);
        const auto live = QCoro::waitFor(running->fetchSnapshot());
        QVERIFY(live.ok());
        QCOMPARE(live.value().takenAt.toUTC().date(), nextDay);
        QCOMPARE(mineActive(live.value()), QStringList { kept + QStringLiteral(" to-keep") });

        auto restarted = make(QStringLiteral("state=") + state);
        const auto snap = QCoro::waitFor(restarted->fetchSnapshot());
        QVERIFY(snap.ok());
        QCOMPARE(snap.value().takenAt.toUTC().date(), nextDay);
        QCOMPARE(mineActive(snap.value()), QStringList { kept + QStringLiteral(" to-keep") });
        // An action after midnight still finds the job submitted before it.
        QVERIFY(QCoro::waitFor(restarted->cancel(kept)).ok());
    }

    void speedUpMovesTimeFaster()
    {
        auto backend = make(QStringLiteral("state=none&speed=3600"));
        const auto a = QCoro::waitFor(backend->fetchSnapshot());
        QTest::qWait(1100);
        const auto b = QCoro::waitFor(backend->fetchSnapshot());
        QVERIFY(a.value().takenAt.secsTo(b.value().takenAt) >= 3000);
    }
};

QTEST_GUILESS_MAIN(TestDemoBackend)
#include "TestDemoBackend.moc"
