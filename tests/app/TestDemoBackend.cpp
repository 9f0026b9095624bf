// The demo backend: URL options, work off the caller's thread, and the action log that makes the
// platform replay the user's jobs exactly in every process (GUI and CLI alike).
#include "backends/BackendFactory.h"
#include "backends/demo/DemoBackend.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <qcoro/qcorotask.h>

using namespace qc;

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
        for (const char* url : { "demo://?speed=-1", "demo://?seed=abc", "demo://?history=1000", "nosuch://x",
                 "not a url", "demo://?load=x" }) {
            const auto r = BackendFactory::create(QString::fromLatin1(url));
            QVERIFY2(!r.ok(), url);
            QCOMPARE(r.error().kind, BackendError::Kind::InvalidUrl);
            QVERIFY(!r.error().message.isEmpty());
        }
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

    void corruptLogDoesNotLoseTheFile()
    {
        const QString state = m_dir.filePath(QStringLiteral("corrupt.json"));
        QFile f(state);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ not json");
        f.close();
        auto backend = make(QStringLiteral("state=") + state);
        QVERIFY(QCoro::waitFor(backend->fetchSnapshot()).ok());
        const QStringList aside = QDir(m_dir.path()).entryList({ QStringLiteral("corrupt.json.corrupt-*") });
        QCOMPARE(aside.size(), 1);
        QFile check(m_dir.filePath(aside.first()));
        QVERIFY(check.open(QIODevice::ReadOnly));
        QCOMPARE(check.readAll(), QByteArray("{ not json"));
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
