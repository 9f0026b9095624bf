// queuecast-cli alternatives as a user runs it on the demo platform: a real process, a job of ours that waits.
#include "common/CliRunner.h"

#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

using nlohmann::json;

class TestAlternativesCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    // A still demo (its clock held at one instant, speed 0): the job picked as waiting keeps waiting. On the live
    // demo the full CI run of 7 Dec saw it start between two tests ("job 104456 is CONFIGURING, not pending").
    const QString kDemo = QStringLiteral("demo://?history=7&user=me&at=2026-12-07T05:50:00Z&speed=0");
    QString m_pending; // one of our 8-GPU jobs that waits
    QString m_started; // one that does not

    using Run = qc::test::CliRun;

    Run cli(QStringList args)
    {
        args.prepend(kDemo);
        args.prepend(QStringLiteral("-b"));
        return qc::test::CliRunner()
            .isolate(m_home.path())
            .setEnv(QStringLiteral("TZ"), QStringLiteral("UTC"))
            .run(args);
    }
    static json parse(const QByteArray& out) { return qc::test::parseCliJson(out); }

    static void checkSorted(const json& list, const char* key)
    {
        for (size_t i = 1; i < list.size(); ++i) {
            const json& a = list[i - 1];
            const json& b = list[i];
            if (a["allowed"] == b["allowed"] && !a[key].is_null() && !b[key].is_null())
                QVERIFY2(a[key].get<qint64>() <= b[key].get<qint64>(), key);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(QFile::exists(qEnvironmentVariable("QC_CLI")));
        // Fill the region with the fewest free GPUs with our own 8-GPU jobs until one has to wait.
        Run r = cli({ QStringLiteral("regions"), QStringLiteral("--json") });
        QVERIFY2(r.code == 0, r.err.constData());
        const json regions = parse(r.out)["regions"];
        std::string region;
        int fewest = 1 << 30;
        for (const json& reg : regions) {
            if (reg["gpus_free"].get<int>() < fewest) {
                fewest = reg["gpus_free"].get<int>();
                region = reg["name"].get<std::string>();
            }
        }
        QVERIFY(!region.empty());
        // Keep going until two of ours wait, and take the one furthest back: it waits at least for the other.
        int oursPending = 0;
        for (int i = 0; i < 16 && oursPending < 2; ++i) {
            r = cli({ QStringLiteral("submit"), QStringLiteral("--json"), QStringLiteral("--gpus"), QStringLiteral("8"),
                      QStringLiteral("-p"), QString::fromStdString(region), QStringLiteral("--time"),
                      QStringLiteral("8:00:00"), QStringLiteral("--qos"), QStringLiteral("low"),
                      QStringLiteral("--wrap"), QStringLiteral("python train.py") });
            QVERIFY2(r.code == 0, r.err.constData());
            r = cli({ QStringLiteral("status"), QStringLiteral("--json") });
            QVERIFY2(r.code == 0, r.err.constData());
            const json status = parse(r.out);
            oursPending = 0;
            int furthest = -1;
            for (const json& job : status["jobs"]) {
                const QString id = QString::fromStdString(job["id"].get<std::string>());
                if (job["state"] == "RUNNING")
                    m_started = id; // anyone's: not pending either way
                else if (job["user"] == "me" && job["state"] == "PENDING" && job["reason"] != "JobHeldUser") {
                    ++oursPending;
                    const int position = job["position"].is_number() ? job["position"].get<int>() : 0;
                    if (position > furthest) {
                        furthest = position;
                        m_pending = id;
                    }
                }
            }
        }
        QVERIFY2(oursPending >= 2, "fewer than two of 16 jobs of 8 GPUs had to wait");
        QVERIFY(!m_started.isEmpty());
    }

    void jsonListsEveryKindWithTimesAndRights()
    {
        const Run r = cli({ QStringLiteral("alternatives"), m_pending, QStringLiteral("--json") });
        QVERIFY2(r.code == 0, r.err.constData());
        const json j = parse(r.out);
        QCOMPARE(QString::fromStdString(j["job_id"].get<std::string>()), m_pending);
        QCOMPARE(j["sort"].get<std::string>(), std::string("finish"));
        QVERIFY(j["history_jobs"].get<int>() > 100);
        QCOMPARE(j["keep"]["change"].get<std::string>(), std::string("keep"));
        QVERIFY(!j["keep"]["start_p50_s"].is_null());
        const json& list = j["alternatives"];
        QVERIFY(list.size() >= 7);
        const QSet<QString> kinds { QStringLiteral("fewer_gpus"),    QStringLiteral("split"),
                                    QStringLiteral("shorter_limit"), QStringLiteral("partition"),
                                    QStringLiteral("qos"),           QStringLiteral("begin") };
        QSet<int> fewer;
        QSet<int> splits;
        int partitions = 0;
        for (const json& a : list) {
            const QString change = QString::fromStdString(a["change"].get<std::string>());
            QVERIFY2(kinds.contains(change), qPrintable(change));
            for (const char* key : { "parameters", "start_p50_s", "start_p90_s", "finish_p50_s", "allowed", "why_not",
                                     "confidence", "gpu_hours", "text" })
                QVERIFY2(a.contains(key), key);
            if (change == QLatin1String("fewer_gpus"))
                fewer.insert(a["parameters"]["gpus"].get<int>());
            if (change == QLatin1String("split")) {
                splits.insert(a["parameters"]["jobs"].get<int>());
                QCOMPARE(a["parameters"]["jobs"].get<int>() * a["parameters"]["gpus_per_job"].get<int>(), 8);
                QVERIFY(a["note"].is_string()); // the training must support it
            }
            partitions += change == QLatin1String("partition");
            if (!a["start_p50_s"].is_null()) {
                QCOMPARE(a["finish_p50_s"].get<qint64>(), a["start_p50_s"].get<qint64>() + a["run_s"].get<qint64>());
                if (!a["start_p90_s"].is_null())
                    QVERIFY(a["start_p90_s"].get<qint64>() >= a["start_p50_s"].get<qint64>());
            }
            if (a["allowed"].get<bool>())
                QVERIFY(a["why_not"].is_null());
            else
                QVERIFY(!a["why_not"].get<std::string>().empty());
        }
        // The powers of two below 8, and at most one more: the room left under the account's GPU cap when the demo's
        // account has some at this hour (test_alternatives_advisor checks which).
        QVERIFY(fewer.contains(QSet<int> { 4, 2, 1 }));
        const QSet<int> capRoom = fewer - QSet<int> { 4, 2, 1 };
        QVERIFY2(capRoom.size() <= 1, qPrintable(QString::number(capRoom.size())));
        for (const int room : capRoom)
            QVERIFY(room > 2 && room < 8 && room != 4);
        QCOMPARE(splits, (QSet<int> { 2, 4 }));
        QCOMPARE(partitions, 2); // the other two regions
        checkSorted(list, "finish_p50_s");
        // Fewer GPUs cost time: the same GPU-hours over a longer run.
        for (const json& a : list) {
            if (a["change"] == "fewer_gpus" && a["parameters"]["gpus"] == 4)
                QCOMPARE(a["run_s"].get<qint64>(), 2 * j["keep"]["run_s"].get<qint64>());
        }
    }

    void sortsByStartOnRequestAndPrintsATable()
    {
        Run r = cli({ QStringLiteral("alternatives"), m_pending, QStringLiteral("--json"), QStringLiteral("--sort"),
                      QStringLiteral("start") });
        QVERIFY2(r.code == 0, r.err.constData());
        checkSorted(parse(r.out)["alternatives"], "start_p50_s");
        r = cli({ QStringLiteral("alternatives"), m_pending });
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.contains("fewer_gpus"));
        QVERIFY(r.out.contains("Split into 2 jobs of 4 GPUs each"));
    }

    void unknownOrStartedJobOrBadSortFails()
    {
        Run r = cli({ QStringLiteral("alternatives"), QStringLiteral("424242424") });
        QCOMPARE(r.code, 5);
        QVERIFY2(r.err.contains("no job 424242424"), r.err.constData());
        r = cli({ QStringLiteral("alternatives"), m_started, QStringLiteral("--json") });
        QCOMPARE(r.code, 5);
        QVERIFY2(r.err.contains("not pending"), r.err.constData());
        QVERIFY(parse(r.out)["error"]["message"].is_string());
        r = cli({ QStringLiteral("alternatives"), m_pending, QStringLiteral("--sort"), QStringLiteral("soon") });
        QCOMPARE(r.code, 2);
        r = cli({ QStringLiteral("alternatives") });
        QCOMPARE(r.code, 2);
    }
};

QTEST_GUILESS_MAIN(TestAlternativesCli)
#include "TestAlternativesCli.moc"
