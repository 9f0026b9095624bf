// Past jobs from the real Slurm 22.05 accounting: alice runs short GPU jobs on the local test cluster, they
// finish and reach slurmdbd, and the import reads them back through slurm:// (alice via runuser),
// slurm+ssh:// (alice on the login node) and queuecast-cli import-history, into the history database.

#include "backends/slurm/LocalCommandRunner.h"
#include "backends/slurm/SshConfigFile.h"
#include "common/CliRunner.h"
#include "common/ClusterEnv.h"
#include "history/HistoryLocation.h"
#include "history/HistoryStore.h"
#include "history/SacctImport.h"
#include "service/AccountingImport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <functional>
#include <qcoro/qcorotask.h>

using namespace qc;
using namespace Qt::StringLiterals;

namespace {

QString run(const QString& program, const QStringList& args, int* exitCode = nullptr)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000))
        p.kill();
    if (exitCode)
        *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
}

// What the test expects of one job it ran.
struct Expected
{
    QString partition;
    int gpus = 0;
    bool started = true;
    qint64 timeLimitS = 300;
};

} // namespace

class TestAccountingImportSlurm : public QObject
{
    Q_OBJECT

    std::unique_ptr<qc::test::ClusterEnv> m_env;
    QTemporaryDir m_dir;
    QDateTime m_since;
    QHash<QString, Expected> m_jobs; // id -> what it must look like in the history

    QString env(const char* key) const { return m_env->value(QString::fromLatin1(key)); }
    QString sshHost() const { return u"slurm+ssh://"_s + env("QC_SSH_HOST"); }
    QString sshUrl() const
    {
        return sshHost() + u"?ssh_config="_s + QString::fromUtf8(QUrl::toPercentEncoding(env("QC_SSH_CONFIG")));
    }

    QStringList asAlice() const
    {
        return { u"runuser"_s, u"-u"_s, env("QC_USER"), u"--"_s, u"env"_s, u"SLURM_CONF="_s + env("SLURM_CONF") };
    }

    QString submitAsAlice(const QStringList& options)
    {
        QStringList argv = asAlice();
        argv << u"sbatch"_s << u"--parsable"_s << u"-o"_s << u"/dev/null"_s << u"--chdir=/tmp"_s << u"-t"_s << u"5"_s
             << options << u"--wrap"_s << u"sleep 1"_s;
        int rc = 0;
        const QString program = argv.takeFirst();
        const QString out = run(program, argv, &rc).trimmed();
        if (rc != 0) {
            qWarning("sbatch failed: %s", qPrintable(out));
            return {};
        }
        return out.section(u';', 0, 0);
    }

    // Polls sacct (as root, with the import's own query) until every job is listed finished: accounting lags a
    // little, and a `-S` query leaves out jobs that ended in the current second.
    bool waitForAccounting(QString* last)
    {
        QElapsedTimer t;
        t.start();
        const QStringList ids = m_jobs.keys();
        while (t.elapsed() < 90000) {
            const QString out = run(u"sacct"_s, SacctImport::arguments(m_since));
            *last = out;
            int done = 0;
            for (const QString& line : out.split(u'\n', Qt::SkipEmptyParts)) {
                const QStringList f = line.split(u'|');
                if (f.size() == 9 && ids.contains(f[0]) && (f[6] == u"COMPLETED"_s || f[6].startsWith(u"CANCELLED"_s)))
                    ++done;
            }
            if (done == ids.size())
                return true;
            QTest::qWait(1000);
        }
        return false;
    }

    // The history at `path` holds every job the test ran, as it ran.
    // Importing again duplicates nothing and keeps every row. Jobs of the tests before this one may still end between
    // the two reads (the cluster is shared by the whole suite; CI once saw 2 such jobs over ssh) and are new then;
    // this test's own jobs never are.
    void verifyImportAgainAddsNoOwnJob(const QString& db, int storedBefore,
                                       const std::function<Result<AccountingImportResult>()>& importAgain)
    {
        HistoryStore store(db);
        QVERIFY(store.open().ok());
        const auto before = store.jobs({}, {});
        QVERIFY(before.ok());
        const auto again = importAgain();
        QVERIFY2(again.ok(), qPrintable(again.error().toString()));
        QCOMPARE(again.value().storedJobs, storedBefore + again.value().added);
        const auto after = store.jobs({}, {}).value();
        QCOMPARE(after.size(), before.value().size() + again.value().added);
        for (const FinishedJob& j : before.value())
            QVERIFY2(after.contains(j), qPrintable(j.id));
        for (const FinishedJob& j : after) {
            if (!before.value().contains(j))
                QVERIFY2(!m_jobs.contains(j.id), qPrintable(u"own job %1 imported twice"_s.arg(j.id)));
        }
    }

    void verifyStore(const QString& path)
    {
        HistoryStore store(path);
        QVERIFY2(store.open().ok(), qPrintable(path));
        const auto jobs = store.jobs({}, {});
        QVERIFY(jobs.ok());
        QHash<QString, FinishedJob> byId;
        for (const FinishedJob& j : jobs.value())
            byId.insert(j.id, j);
        for (auto it = m_jobs.cbegin(); it != m_jobs.cend(); ++it) {
            QVERIFY2(byId.contains(it.key()), qPrintable(u"job %1 not in the history"_s.arg(it.key())));
            const FinishedJob& j = byId.value(it.key());
            const QString what = u"job %1"_s.arg(j.id);
            QCOMPARE(j.user, env("QC_USER"));
            QCOMPARE(j.partition, it->partition);
            QCOMPARE(j.gpus, it->gpus);
            QVERIFY2(j.submit.isValid() && j.submit >= m_since.addSecs(-1), qPrintable(what));
            QVERIFY2(j.end.isValid() && j.end >= j.submit, qPrintable(what));
            QCOMPARE(j.started(), it->started);
            QCOMPARE(j.timeLimitS, it->timeLimitS);
            if (it->started) {
                QCOMPARE(j.state, u"COMPLETED"_s);
                QVERIFY2(j.start >= j.submit && j.end >= j.start, qPrintable(what));
                QVERIFY2(j.start.secsTo(j.end) >= 1, qPrintable(what)); // sleep 1 really ran
            } else {
                QCOMPARE(j.state, u"CANCELLED"_s);
            }
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_env = std::make_unique<qc::test::ClusterEnv>();
        if (!m_env->ok())
            QFAIL(qPrintable(m_env->error()));
        // The test's own ssh_config, named by the test as a user would with --ssh-config.
        qc::slurm::SshConfigFile::trust(env("QC_SSH_CONFIG"));
        QVERIFY(m_dir.isValid());
        QDir::setCurrent(u"/tmp"_s);
        const QString ping = run(u"scontrol"_s, { u"ping"_s });
        QVERIFY2(ping.contains(u"UP"_s), qPrintable(ping));

        // sacct -S has second resolution: start a little before the first submit.
        m_since = QDateTime::currentDateTime().addSecs(-5);
        const struct
        {
            QString partition;
            int gpus;
        } shapes[] = { { u"north"_s, 1 }, { u"north"_s, 2 }, { u"south"_s, 1 } };
        for (const auto& s : shapes) {
            const QString id = submitAsAlice({ u"-p"_s, s.partition, u"--gres=gpu:%1"_s.arg(s.gpus) });
            QVERIFY(!id.isEmpty());
            m_jobs.insert(id, { s.partition, s.gpus, true });
        }
        // One that never starts: eligible but over the partition's time limit (it pends), then cancelled. Slurm
        // allocates it nothing, so 0 GPUs in accounting. (A held job cancelled before it was ever eligible is not
        // listed by sacct -S at all.)
        const QString pending = submitAsAlice({ u"-p"_s, u"north"_s, u"--gres=gpu:1"_s, u"-t"_s, u"3-00:00:00"_s });
        QVERIFY(!pending.isEmpty());
        // sacct -S lists it only once slurmctld has found it eligible (EligibleTime set by the scheduler's pass):
        // wait for that, not for a guessed time.
        QString eligible;
        QElapsedTimer sinceSubmit;
        sinceSubmit.start();
        static const QRegularExpression eligibleField(u"(?:^|\\s)EligibleTime=(\\S+)"_s);
        while (sinceSubmit.elapsed() < 30000) {
            eligible = eligibleField.match(run(u"scontrol"_s, { u"show"_s, u"job"_s, pending })).captured(1);
            if (!eligible.isEmpty() && eligible != u"Unknown"_s)
                break;
            QTest::qWait(200);
        }
        QVERIFY2(!eligible.isEmpty() && eligible != u"Unknown"_s,
                 qPrintable(u"job never became eligible: EligibleTime="_s + eligible));
        QStringList cancel = asAlice();
        cancel << u"scancel"_s << pending;
        const QString program = cancel.takeFirst();
        int rc = 0;
        const QString out = run(program, cancel, &rc);
        QVERIFY2(rc == 0, qPrintable(out));
        m_jobs.insert(pending, { u"north"_s, 0, false, 3 * 86400 });

        QString last;
        QVERIFY2(waitForAccounting(&last), qPrintable(u"jobs not finished in accounting after 90 s:\n"_s + last));
    }

    void importAsAliceLocally()
    {
        // slurm:// as alice: the same runner a local backend uses, with runuser in front.
        auto runner = std::make_shared<slurm::LocalCommandRunner>(asAlice(), 60000, u"/tmp"_s);
        const QString db = m_dir.filePath(u"local.sqlite"_s);
        const auto first = QCoro::waitFor(AccountingImport::run(runner, m_since, db));
        QVERIFY2(first.ok(), qPrintable(first.error().toString()));
        QVERIFY2(first.value().report.errors.isEmpty(), qPrintable(first.value().report.errors.value(0).message));
        QVERIFY(first.value().report.imported >= m_jobs.size());
        QCOMPARE(first.value().added, first.value().report.imported);
        verifyStore(db);

        verifyImportAgainAddsNoOwnJob(db, first.value().storedJobs,
                                      [&] { return QCoro::waitFor(AccountingImport::run(runner, m_since, db)); });
    }

    void importOverSsh()
    {
        const QUrl url(sshUrl());
        QCOMPARE(AccountingImport::supportFor(url).kind, BackendError::Kind::None);
        const QString db = m_dir.filePath(u"ssh.sqlite"_s);
        const auto r = QCoro::waitFor(AccountingImport::run(url, m_since, db));
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        QCOMPARE(r.value().where, env("QC_SSH_HOST"));
        QVERIFY(r.value().report.errors.isEmpty());
        verifyStore(db);
        verifyImportAgainAddsNoOwnJob(db, r.value().storedJobs,
                                      [&] { return QCoro::waitFor(AccountingImport::run(url, m_since, db)); });
    }

    void cliImportsIntoTheGuisHistory()
    {
        const QString home = m_dir.filePath(u"xdg"_s);
        qc::test::CliRunner cli;
        cli.isolate(home);
        const QString since = m_since.toString(Qt::ISODate);
        const QStringList args { u"import-history"_s, u"--since"_s,         since,      u"-b"_s, sshHost(),
                                 u"--ssh-config"_s,   env("QC_SSH_CONFIG"), u"--json"_s };
        const auto first = cli.run(args);
        QVERIFY2(first.code == 0, first.err.constData());
        const auto j = qc::test::parseCliJson(first.out);
        // The database the GUI opens for this cluster: <XDG_DATA_HOME>/QueueCast/QueueCast/history/<profile>.
        const QString db = QString::fromStdString(j.at("database").get<std::string>());
        QCOMPARE(db,
                 home + u"/QueueCast/QueueCast/history/"_s + HistoryLocation::profileId(QUrl(sshUrl())) + u".sqlite"_s);
        QVERIFY(j.at("imported").get<int>() >= m_jobs.size());
        QCOMPARE(j.at("added").get<int>(), j.at("imported").get<int>());
        QVERIFY(j.at("errors").empty());
        verifyStore(db);

        // Text output, run again: nothing of its own is new. Jobs of the tests before this one may end between the
        // runs and are new then (the cluster is shared by the suite; CI saw "1 new"), so the counts must add up.
        const auto text = cli.run(
            { u"import-history"_s, u"--since"_s, since, u"-b"_s, sshHost(), u"--ssh-config"_s, env("QC_SSH_CONFIG") });
        QVERIFY2(text.code == 0, text.err.constData());
        static const QRegularExpression newCount(u"(\\d+) new"_s);
        const QRegularExpressionMatch added = newCount.match(QString::fromUtf8(text.out));
        QVERIFY2(added.hasMatch(), text.out.constData());
        const int textAdded = added.captured(1).toInt();
        QVERIFY2(textAdded < j.at("imported").get<int>(), text.out.constData());
        const auto third = cli.run(args);
        QCOMPARE(third.code, 0);
        const auto thirdJson = qc::test::parseCliJson(third.out);
        QCOMPARE(thirdJson.at("stored_jobs").get<qint64>(),
                 j.at("stored_jobs").get<qint64>() + textAdded + thirdJson.at("added").get<int>());
        verifyStore(db);

        // slurm:// from the test's own account (root sees everyone's jobs).
        const auto local = cli.run({ u"import-history"_s, u"--since"_s, since, u"-b"_s, u"slurm://"_s, u"--json"_s });
        QVERIFY2(local.code == 0, local.err.constData());
        verifyStore(QString::fromStdString(qc::test::parseCliJson(local.out).at("database").get<std::string>()));
    }

    void cliFailuresHaveTheirExitCodes()
    {
        qc::test::CliRunner cli;
        cli.isolate(m_dir.filePath(u"xdg-fail"_s));
        const auto demo = cli.run({ u"import-history"_s, u"-b"_s, u"demo://"_s });
        QCOMPARE(demo.code, 1);
        QVERIFY(demo.err.contains("demo"));
        const auto bad = cli.run({ u"import-history"_s, u"--since"_s, u"someday"_s, u"-b"_s, u"slurm://"_s });
        QCOMPARE(bad.code, 2);
        // Real sacct failures, from copies of the cluster's slurm.conf that only sacct reads: the messages are
        // Slurm's own, the sentences and exit codes ours.
        const auto withConfig = [&](const QString& name, const QRegularExpression& line, const QString& replacement) {
            QFile in(env("SLURM_CONF"));
            if (!in.open(QIODevice::ReadOnly))
                qFatal("cannot read %s", qPrintable(in.fileName()));
            QString text = QString::fromUtf8(in.readAll());
            text.replace(line, replacement);
            QFile out(m_dir.filePath(name));
            if (!out.open(QIODevice::WriteOnly))
                qFatal("cannot write %s", qPrintable(out.fileName()));
            out.write(text.toUtf8());
            return out.fileName();
        };
        const QRegularExpression storage(u"^AccountingStorageType=.*$"_s, QRegularExpression::MultilineOption);
        cli.setEnv(u"SLURM_CONF"_s,
                   withConfig(u"nodbd.conf"_s, storage, u"AccountingStorageType=accounting_storage/none"_s));
        const auto disabled = cli.run({ u"import-history"_s, u"-b"_s, u"slurm://"_s, u"--json"_s });
        QCOMPARE(disabled.code, 1);
        const auto disabledJson = qc::test::parseCliJson(disabled.out);
        QCOMPARE(disabledJson.at("error").at("kind").get<std::string>(), "unsupported");
        QVERIFY2(disabled.err.contains("accounting is disabled"), disabled.err.constData());

        const QRegularExpression port(u"^AccountingStoragePort=.*$"_s, QRegularExpression::MultilineOption);
        cli.setEnv(u"SLURM_CONF"_s, withConfig(u"dbddown.conf"_s, port, u"AccountingStoragePort=1"_s));
        const auto dbdDown = cli.run({ u"import-history"_s, u"-b"_s, u"slurm://"_s });
        QCOMPARE(dbdDown.code, 4);
        QVERIFY2(dbdDown.err.contains("slurmdbd"), dbdDown.err.constData());

        QFile empty(m_dir.filePath(u"empty.conf"_s));
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close();
        cli.setEnv(u"SLURM_CONF"_s, empty.fileName());
        const auto noConf = cli.run({ u"import-history"_s, u"-b"_s, u"slurm://"_s });
        QCOMPARE(noConf.code, 4);
        QVERIFY2(noConf.err.contains("configuration"), noConf.err.constData());
        cli.setEnv(u"SLURM_CONF"_s, env("SLURM_CONF"));
        // A login node that does not answer.
        const auto dead = cli.run({ u"import-history"_s, u"-b"_s, u"slurm+ssh://alice@127.0.0.1:1"_s });
        QCOMPARE(dead.code, 4);
    }
};

QTEST_GUILESS_MAIN(TestAccountingImportSlurm)
#include "TestAccountingImportSlurm.moc"
