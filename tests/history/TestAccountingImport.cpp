// Importing past jobs from Slurm accounting without a cluster: the start-date grammar, which backends can
// import, how sacct's failures are told, and the whole import against a scripted runner and a stand-in
// sacct program (the real cluster is in TestAccountingImportSlurm).

#include "backends/slurm/LocalCommandRunner.h"
#include "service/AccountingImport.h"
#include "history/HistoryLocation.h"
#include "history/HistoryStore.h"
#include "history/SacctImport.h"
#include "model/TimeZones.h"

#include <QFile>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <qcoro/qcorotask.h>

using namespace qc;
using namespace qc::slurm;
using namespace Qt::StringLiterals;

namespace {

// Answers every command with the same result and remembers what it was asked.
class ScriptedRunner final : public CommandRunner
{
public:
    CommandResult answer;
    QString program;
    QStringList args;
    QStringList environment;
    int calls = 0;

    QCoro::Task<CommandResult> run(QString p, QStringList a, QByteArray, QStringList e) override
    {
        program = p;
        args = a;
        environment = e;
        ++calls;
        // A copy: QCoro 0.8 moves from whatever lvalue is co_returned, members included.
        CommandResult copy = answer;
        co_return copy;
    }
    bool isRemote() const override { return false; }
    QString where() const override { return u"scripted"_s; }
};

CommandResult exited(int code, QByteArray out, QByteArray err = {})
{
    CommandResult r;
    r.started = true;
    r.exitCode = code;
    r.out = std::move(out);
    r.err = std::move(err);
    return r;
}

const QByteArray kSacct = "7|north|alice|2026-11-30T10:00:00|2026-11-30T10:00:05|2026-11-30T10:00:06|COMPLETED|"
                          "billing=1,cpu=1,gres/gpu=1,mem=1000M,node=1|00:10:00\n"
                          "8|south|bob|2026-11-30T10:01:00|None|2026-11-30T10:02:00|CANCELLED by 0||01:00:00\n"
                          "9|north|alice|2026-11-30T10:02:00|2026-11-30T10:02:01|Unknown|RUNNING|cpu=2|00:10:00\n"
                          "10|north|alice|not a time|2026-11-30T10:02:01|2026-11-30T10:03:00|FAILED|cpu=2|00:10:00\n"
                          "11|south|bob|2026-11-30T10:03:00|2026-11-30T10:03:02|2026-11-30T10:04:00|TIMEOUT|"
                          "cpu=4,gres/gpu=4,node=1|00:01:00\n";

// The arguments sacct got, against the expected ones for `since`: "-S now-<seconds>" was computed a moment earlier
// than here, so its seconds may be a little smaller.
bool sameSacctArguments(QStringList got, const QDateTime& since)
{
    QStringList want = SacctImport::arguments(since);
    const qsizetype at = want.indexOf(u"-S"_s) + 1;
    if (at <= 0 || got.size() != want.size() || got.at(at - 1) != u"-S"_s)
        return false;
    const auto seconds = [](const QString& s) { return s.mid(4, s.size() - 11).toLongLong(); };
    const qint64 gotS = seconds(got.takeAt(at));
    const qint64 wantS = seconds(want.takeAt(at));
    return got == want && gotS <= wantS && gotS >= wantS - 60;
}

} // namespace

class TestAccountingImport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void sinceGrammar()
    {
        const QDateTime now(QDate(2026, 11, 30), QTime(12, 0), qc::localZone());
        QCOMPARE(AccountingImport::parseSince(u"2026-11-01"_s, now), QDateTime(QDate(2026, 11, 1), QTime(0, 0)));
        QCOMPARE(AccountingImport::parseSince(u" 2026-11-29T08:30:00 "_s, now),
                 QDateTime(QDate(2026, 11, 29), QTime(8, 30)));
        QCOMPARE(AccountingImport::parseSince(u"2026-11-29T08:30:00Z"_s, now),
                 QDateTime(QDate(2026, 11, 29), QTime(8, 30), qc::utcZone()));
        QCOMPARE(AccountingImport::parseSince(u"now-7d"_s, now), now.addDays(-7));
        QCOMPARE(AccountingImport::parseSince(u"now-3"_s, now), now.addDays(-3));
        QCOMPARE(AccountingImport::parseSince(u"NOW-12hours"_s, now), now.addSecs(-12 * 3600));
        QCOMPARE(AccountingImport::parseSince(u"now-90min"_s, now), now.addSecs(-90 * 60));
        // The future, today's own midnight is fine but not a later time, and anything unreadable.
        QVERIFY(AccountingImport::parseSince(u"2026-11-30"_s, now).isValid());
        for (const QString& bad : { u"2026-12-01"_s, u"now+1d"_s, u"now-0d"_s, u"yesterday"_s, u""_s, u"2026-13-01"_s,
                                    u"20261101"_s, u"-S 2026-11-01"_s, u"now-1y"_s })
            QVERIFY2(!AccountingImport::parseSince(bad, now).isValid(), qPrintable(bad));
    }

    void cancelledBeforeEligibleNeverStarted()
    {
        // Verbatim from Slurm 22.05's sacct: a held job and a job with a future begin time, both cancelled while
        // pending, carry a start time; a job cancelled while eligible prints None; one cancelled while running
        // has an allocation and did start.
        const QString text
            = u"1|north|alice|2026-11-30T08:19:15|2026-11-30T08:19:15|2026-11-30T08:19:15|CANCELLED "
              u"by 1001||00:05:00\n"
              u"2|north|alice|2026-11-30T08:19:15|None|2026-11-30T08:19:18|CANCELLED by 1001||3-00:00:00\n"
              u"3|north|alice|2026-11-30T08:19:18|2026-11-30T08:19:18|2026-11-30T08:19:18|CANCELLED "
              u"by 1001||00:05:00\n"
              u"4|north|alice|2026-11-30T08:19:20|2026-11-30T08:19:21|2026-11-30T08:19:30|CANCELLED "
              u"by 1001|billing=1,cpu=1,gres/gpu=1,mem=1000M,node=1|00:05:00\n"
              u"5|north|alice|2026-11-30T08:19:20|2026-11-30T08:19:21|2026-11-30T08:19:30|FAILED||00:05:00\n"_s;
        const ImportReport report = SacctImport::parse(text);
        QVERIFY(report.errors.isEmpty());
        QCOMPARE(report.imported, 5);
        QVERIFY(!report.jobs[0].started());
        QVERIFY(!report.jobs[1].started());
        QVERIFY(!report.jobs[2].started());
        QCOMPARE(report.jobs[2].end, QDateTime(QDate(2026, 11, 30), QTime(8, 19, 18)));
        QVERIFY(report.jobs[3].started());
        QCOMPARE(report.jobs[3].waitSeconds(), 1);
        QCOMPARE(report.jobs[3].gpus, 1);
        QVERIFY(report.jobs[4].started()); // only cancellations are read this way
    }

    void whoCanImport()
    {
        using Kind = BackendError::Kind;
        QCOMPARE(AccountingImport::supportFor(QUrl(u"slurm://"_s)).kind, Kind::None);
        QCOMPARE(AccountingImport::supportFor(QUrl(u"slurm+ssh://alice@login"_s)).kind, Kind::None);
        // An ssh_config the user did not name (SshConfigFile) is refused: it could run commands here.
        QCOMPARE(AccountingImport::supportFor(QUrl(u"slurm+ssh://alice@login?ssh_config=/x"_s)).kind, Kind::InvalidUrl);
        QCOMPARE(AccountingImport::supportFor(QUrl(u"SLURM+SSH://login:2222"_s)).kind, Kind::None);
        const BackendError demo = AccountingImport::supportFor(QUrl(u"demo://"_s));
        QCOMPARE(demo.kind, Kind::Unsupported);
        QVERIFY(demo.message.contains(u"demo"_s));
        // slurmrestd serves accounting through its /slurmdb/ endpoints (RestAccountingJobs)...
        QCOMPARE(AccountingImport::supportFor(QUrl(u"slurm+rest://alice@127.0.0.1:6820"_s)).kind, Kind::None);
        // ... but never with the token in clear to another host.
        QCOMPARE(AccountingImport::supportFor(QUrl(u"slurm+rest://alice@host:6820"_s)).kind, Kind::InvalidUrl);
        QCOMPARE(AccountingImport::supportFor(QUrl(u"profiles:?name=a&name=b"_s)).kind, Kind::Unsupported);
        // Malformed Slurm URLs are refused as URLs, before anything runs.
        QCOMPARE(AccountingImport::supportFor(QUrl(u"slurm://somehost"_s)).kind, Kind::InvalidUrl);
        QCOMPARE(AccountingImport::supportFor(QUrl(u"slurm+ssh://"_s)).kind, Kind::InvalidUrl);
        QCOMPARE(AccountingImport::supportFor(QUrl(u"slurm+ssh://-oProxyCommand=x"_s)).kind, Kind::InvalidUrl);
        QCOMPARE(AccountingImport::supportFor(QUrl(u"slurm://?timeout=soon"_s)).kind, Kind::InvalidUrl);
    }

    void historyLocationMatchesTheGui()
    {
        // The formula MainWindow has always used: existing databases must keep being found.
        QCOMPARE(HistoryLocation::profileId(QUrl(u"slurm+ssh://alice@login.example.org?ssh_config=/a b"_s)),
                 u"slurm_ssh-alice-login.example.org"_s);
        QCOMPARE(HistoryLocation::profileId(QUrl(u"slurm+ssh://alice@login.example.org:22"_s)),
                 u"slurm_ssh-alice-login.example.org"_s);
        QCOMPARE(HistoryLocation::profileId(QUrl(u"slurm+rest://bob@rest.example.org:6820?tls=1"_s)),
                 u"slurm_rest-bob-rest.example.org"_s);
        QCOMPARE(HistoryLocation::profileId(QUrl(u"slurm://"_s)), u"slurm--"_s);
        QCOMPARE(HistoryLocation::profileId(QUrl(u"demo://"_s)), u"demo--"_s);
        QCOMPARE(HistoryLocation::databasePath(QUrl(u"slurm://"_s)), HistoryStore::defaultPath(u"slurm--"_s));
    }

    void portsAreSeparateClusters()
    {
        // Two slurmrestd on one host are two clusters: separate history and policy files.
        const QUrl a(u"slurm+rest://bob@rest.example.org:6820"_s);
        const QUrl b(u"slurm+rest://bob@rest.example.org:6830"_s);
        QVERIFY(HistoryLocation::profileId(a) != HistoryLocation::profileId(b));
        QCOMPARE(HistoryLocation::profileId(b), u"slurm_rest-bob-rest.example.org-6830"_s);
        QCOMPARE(HistoryLocation::profileId(QUrl(u"slurm+ssh://alice@login:2222"_s)), u"slurm_ssh-alice-login-2222"_s);
        // The history both shared until now stays with the usual port; the other one starts from a copy of it.
        QTemporaryDir home;
        const QByteArray oldData = qgetenv("XDG_DATA_HOME");
        qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(u"data"_s)));
        auto restore = qScopeGuard([&] { qputenv("XDG_DATA_HOME", oldData); });
        const QString legacy = HistoryLocation::databasePath(a);
        QCOMPARE(legacy, HistoryStore::defaultPath(HistoryLocation::legacyProfileId(a)));
        {
            HistoryStore store(legacy);
            QVERIFY(store.open().ok());
        }
        const QString other = HistoryLocation::databasePath(b);
        QVERIFY(other != legacy);
        QVERIFY(QFile::exists(legacy));
        QVERIFY(QFile::exists(other));
        HistoryStore copied(other);
        QVERIFY(copied.open().ok());
    }

    void sacctFailuresInWords()
    {
        using Kind = BackendError::Kind;
        const auto kindOf = [](const CommandResult& r, bool remote = false) {
            return AccountingImport::sacctFailure(r, remote, u"alice@login"_s);
        };
        QCOMPARE(kindOf(exited(0, "1|a|b\n")).kind, Kind::None);

        const BackendError disabled = kindOf(exited(1, {}, "sacct: error: Slurm accounting storage is disabled\n"));
        QCOMPARE(disabled.kind, Kind::Unsupported);
        QVERIFY(disabled.message.contains(u"accounting is disabled"_s));
        QVERIFY(disabled.detail.contains(u"storage is disabled"_s)); // the raw words stay available

        const BackendError dbdDown = kindOf(exited(
            1, {},
            "sacct: error: slurm_persist_conn_open_without_init: failed to open persistent connection to "
            "host:127.0.0.1:6916: Connection refused\nsacct: error: Sending PersistInit msg: Connection refused\n"
            "sacct: error: Problem talking to the database: Connection refused\n"));
        QCOMPARE(dbdDown.kind, Kind::Unreachable);
        QVERIFY(dbdDown.message.contains(u"slurmdbd"_s));

        CommandResult missing;
        missing.errorString = u"execvp: No such file or directory"_s;
        const BackendError notHere = kindOf(missing);
        QCOMPARE(notHere.kind, Kind::Unsupported);
        QVERIFY(notHere.message.contains(u"sacct is not installed"_s));
        const BackendError notThere = kindOf(exited(127, {}, "bash: line 1: sacct: command not found"), true);
        QCOMPARE(notThere.kind, Kind::Unsupported);
        QVERIFY(notThere.message.contains(u"alice@login"_s));

        QCOMPARE(kindOf(exited(1, {}, "sacct: fatal: Could not establish a configuration source")).kind,
                 Kind::Unreachable);
        QCOMPARE(kindOf(exited(255, {}, "alice@login: Permission denied (publickey)."), true).kind, Kind::Auth);
        QCOMPARE(kindOf(exited(255, {}, "ssh: connect to host login port 22: No route to host"), true).kind,
                 Kind::Unreachable);
        CommandResult slow = exited(-1, {});
        slow.timedOut = true;
        QCOMPARE(kindOf(slow).kind, Kind::Unreachable);
        QCOMPARE(kindOf(exited(1, {}, "sacct: error: Invalid user id: alice")).kind, Kind::InvalidRequest);
    }

    void importWritesAndReimportChangesNothing()
    {
        QVERIFY(m_dir.isValid());
        const QString db = m_dir.filePath(u"import.sqlite"_s);
        auto runner = std::make_shared<ScriptedRunner>();
        runner->answer = exited(0, kSacct, "sacct: warning: nothing serious\n");
        const QDateTime since(QDate(2026, 11, 30), QTime(9, 0), qc::localZone());

        const auto first = QCoro::waitFor(AccountingImport::run(runner, since, db));
        QVERIFY2(first.ok(), qPrintable(first.error().toString()));
        QCOMPARE(runner->program, u"sacct"_s);
        QVERIFY(sameSacctArguments(runner->args, since));
        QCOMPARE(runner->environment, slurm::CommandRunner::readEnvironment());
        const AccountingImportResult& r = first.value();
        QCOMPARE(r.where, u"scripted"_s);
        QCOMPARE(r.databasePath, db);
        QCOMPARE(r.report.imported, 3);
        QCOMPARE(r.report.skipped, 1); // still running
        QCOMPARE(r.report.errors.size(), 1);
        QCOMPARE(r.report.errors.first().line, 4);
        QCOMPARE(r.added, 3);
        QCOMPARE(r.storedJobs, 3);

        HistoryStore store(db);
        QVERIFY(store.open().ok());
        const auto jobs = store.jobs({}, {});
        QVERIFY(jobs.ok());
        QCOMPARE(jobs.value().size(), 3);
        QCOMPARE(jobs.value(), r.report.jobs); // what was parsed is exactly what was stored
        QCOMPARE(jobs.value().at(0).id, u"7"_s);
        QCOMPARE(jobs.value().at(0).gpus, 1);
        QCOMPARE(jobs.value().at(2).id, u"11"_s);
        QCOMPARE(jobs.value().at(2).partition, u"south"_s);
        QCOMPARE(jobs.value().at(2).gpus, 4);

        // Again, now with job 9 finished: one more job, the others replaced in place.
        runner->answer.out.replace("Unknown|RUNNING", "2026-11-30T10:05:00|COMPLETED");
        const auto second = QCoro::waitFor(AccountingImport::run(runner, since, db));
        QVERIFY2(second.ok(), qPrintable(second.error().toString()));
        QCOMPARE(second.value().report.imported, 4);
        QCOMPARE(second.value().added, 1);
        QCOMPARE(second.value().storedJobs, 4);
        const auto third = QCoro::waitFor(AccountingImport::run(runner, since, db));
        QVERIFY(third.ok());
        QCOMPARE(third.value().added, 0);
        QCOMPARE(store.jobCount().value(), 4);
    }

    void failedSacctLeavesTheHistoryAlone()
    {
        const QString db = m_dir.filePath(u"untouched.sqlite"_s);
        auto runner = std::make_shared<ScriptedRunner>();
        runner->answer = exited(1, kSacct, "sacct: error: Slurm accounting storage is disabled");
        const auto r = QCoro::waitFor(AccountingImport::run(runner, QDateTime::currentDateTime().addDays(-1), db));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, BackendError::Kind::Unsupported);
        QVERIFY(!QFile::exists(db));
        // No start date: refused before anything runs.
        const int calls = runner->calls;
        const auto noDate = QCoro::waitFor(AccountingImport::run(runner, QDateTime(), db));
        QCOMPARE(noDate.error().kind, BackendError::Kind::InvalidRequest);
        QCOMPARE(runner->calls, calls);
        // Unsupported backends never run anything either.
        const auto demo = QCoro::waitFor(AccountingImport::run(QUrl(u"demo://"_s), QDateTime::currentDateTime(), db));
        QCOMPARE(demo.error().kind, BackendError::Kind::Unsupported);
        QVERIFY(!QFile::exists(db));
    }

    void aRealProcessAsSacct()
    {
        // A stand-in `sacct` found on PATH: proves the runner passes the arguments as a list (no shell) and
        // that output from a real process is read, parsed and stored.
        const QString bin = m_dir.filePath(u"bin"_s);
        QVERIFY(QDir().mkpath(bin));
        const QString argsFile = m_dir.filePath(u"args.txt"_s);
        QFile script(bin + u"/sacct"_s);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\nprintf '%s\\n' \"$@\" > '" + argsFile.toUtf8() + "'\ncat <<'EOF'\n" + kSacct
                     + "EOF\n");
        script.close();
        script.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        const QString path = bin + u':' + qEnvironmentVariable("PATH");
        auto runner = std::make_shared<LocalCommandRunner>(QStringList { u"env"_s, u"PATH="_s + path }, 10000);
        const QDateTime since(QDate(2026, 11, 1), QTime(0, 0), qc::localZone());
        const QString db = m_dir.filePath(u"process.sqlite"_s);
        const auto r = QCoro::waitFor(AccountingImport::run(runner, since, db));
        QVERIFY2(r.ok(), qPrintable(r.error().toString()));
        QCOMPARE(r.value().report.imported, 3);
        QCOMPARE(r.value().storedJobs, 3);
        QFile args(argsFile);
        QVERIFY(args.open(QIODevice::ReadOnly));
        QVERIFY(sameSacctArguments(QString::fromUtf8(args.readAll()).split(u'\n', Qt::SkipEmptyParts), since));

        // And a machine without sacct at all.
        auto bare = std::make_shared<LocalCommandRunner>(
            QStringList { u"env"_s, u"PATH="_s + m_dir.filePath(u"none"_s) }, 10000);
        const auto missing = QCoro::waitFor(AccountingImport::run(bare, since, db));
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().kind, BackendError::Kind::Unsupported);
        QVERIFY2(missing.error().message.contains(u"sacct"_s), qPrintable(missing.error().toString()));
    }
};

QTEST_GUILESS_MAIN(TestAccountingImport)
#include "TestAccountingImport.moc"
