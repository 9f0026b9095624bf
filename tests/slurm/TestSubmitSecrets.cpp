// Secrets and the ssh transport without a cluster: environment values never in any process's argument list
// (sbatch's, ssh's, or the "login node's", here played by a stand-in ssh that hands the remote string to sh),
// the ssh control directory private to the user, ssh_config files only when the user named them, and
// multiplexing that can be switched off (Windows' OpenSSH has none).

#include "backends/slurm/LocalCommandRunner.h"
#include "backends/slurm/SlurmCliBackend.h"
#include "backends/slurm/SlurmRunnerFactory.h"
#include "backends/slurm/SshCommandRunner.h"
#include "backends/slurm/SshConfigFile.h"
#include "backends/slurm/SshControlDirectory.h"
#include "common/CliRunner.h"
#include "common/ProcessListWatch.h"
#include "service/SubmitPreview.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <qcoro/qcorotask.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace qc;
using namespace qc::slurm;
using namespace Qt::StringLiterals;

namespace {

const QString kSecret = u"hf_Zx81-very-secret-value"_s;

void writeExecutable(const QString& path, const QByteArray& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
    f.close();
    QVERIFY(f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
                             | QFile::ReadOther | QFile::ExeOther));
}

} // namespace

class TestSubmitSecrets : public QObject
{
    Q_OBJECT

    QTemporaryDir m_bin; // stand-in sbatch and ssh, first on PATH
    QByteArray m_oldPath;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_bin.isValid());
        // sbatch: lingers so the scan sees it, then reports what it got through its environment.
        writeExecutable(
            m_bin.filePath(u"sbatch"_s),
            "#!/bin/sh\nsleep 0.4\nprintf '%s' \"$HF_TOKEN|$PLAIN\" > \"$QC_TEST_OUT\"\ncat >> \"$QC_TEST_OUT\"\n"
            "echo 4242\n");
        // ssh: records its arguments and runs the remote string with sh, as a login node's shell would.
        writeExecutable(m_bin.filePath(u"ssh"_s),
                        "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"$QC_TEST_SSH_ARGS\"\nfor a; do last=$a; done\n"
                        "exec sh -c \"$last\"\n");
        m_oldPath = qgetenv("PATH");
        qputenv("PATH", QByteArray(QFile::encodeName(m_bin.path()) + ':' + m_oldPath));
    }

    void cleanupTestCase() { qputenv("PATH", m_oldPath); }

    void sbatchArgumentsCarryNamesOnly()
    {
        JobSpec spec;
        spec.command = u"sleep 1"_s;
        spec.environment.insert(u"HF_TOKEN"_s, kSecret);
        spec.environment.insert(u"PLAIN"_s, u"a,b c"_s); // commas are fine now: values are not in --export
        const auto args = SlurmCliBackend::sbatchArguments(spec, false);
        QVERIFY2(args.ok(), qPrintable(args.error().toString()));
        QVERIFY(args.value().contains(u"--export=ALL,HF_TOKEN,PLAIN"_s));
        QVERIFY(!args.value().join(u' ').contains(kSecret));
        spec.environment.insert(u"BAD"_s, u"two\nlines"_s);
        QCOMPARE(SlurmCliBackend::sbatchArguments(spec, false).error().kind, BackendError::Kind::InvalidRequest);
    }

    void gpuTypeWithPercentIsSentAsTyped()
    {
        JobSpec spec;
        spec.command = u"true"_s;
        spec.gpus = 4;
        spec.gpuType = u"a%1"_s;
        const auto args = SlurmCliBackend::sbatchArguments(spec, false);
        QVERIFY(args.ok());
        QVERIFY2(args.value().contains(u"--gpus=a%1:4"_s), qPrintable(args.value().join(u' ')));
    }

    void previewMasksSecretValues()
    {
        JobSpec spec;
        spec.command = u"true"_s;
        spec.environment.insert(u"WANDB_API_KEY"_s, kSecret);
        spec.environment.insert(u"OMP_NUM_THREADS"_s, u"8"_s);
        for (const char* url : { "slurm://", "slurm+ssh://login", "slurm+rest://a@127.0.0.1:6820", "demo://" }) {
            const QString text = SubmitPreview::text(spec, QUrl(QString::fromLatin1(url)), false);
            QVERIFY2(!text.contains(kSecret), url);
            QVERIFY2(text.contains(u"WANDB_API_KEY"_s) && text.contains(QLatin1String(SubmitPreview::kMask)), url);
            QVERIFY2(text.contains(u"8"_s), url);
        }
    }

    void remoteSideReadsValuesFromStdin()
    {
        // The remote string run by a real sh: variables exported from stdin, the rest of stdin left for the
        // program, hostile names of programs and values arriving as single words, nothing in the argv.
        SshCommandRunner runner(u"login"_s, {}, 0, {}, 30000, SshCommandRunner::Multiplexing::PerCommand);
        const QStringList env { u"HF_TOKEN="_s + kSecret, u"ODD=$(touch x) 'q' \"d\" \\ ;"_s, u"EMPTY="_s };
        const QStringList argv = runner.sshArguments(
            u"sh"_s, { u"-c"_s, u"printf '%s|%s|%s|' \"$HF_TOKEN\" \"$ODD\" \"$EMPTY\"; cat"_s }, env);
        QVERIFY(!argv.join(u' ').contains(kSecret));
        QVERIFY(!argv.join(u' ').contains(u"touch"_s));
        const auto input = SshCommandRunner::remoteInput(env, "#!/bin/sh\nscript body\n");
        QVERIFY(input.ok());
        QProcess sh;
        sh.start(u"sh"_s, { u"-c"_s, argv.last() });
        QVERIFY(sh.waitForStarted());
        sh.write(input.value());
        sh.closeWriteChannel();
        QVERIFY(sh.waitForFinished(5000));
        QCOMPARE(sh.readAllStandardError(), QByteArray());
        QCOMPARE(QString::fromUtf8(sh.readAllStandardOutput()),
                 kSecret + u"|$(touch x) 'q' \"d\" \\ ;||#!/bin/sh\nscript body\n"_s);
        QVERIFY(!SshCommandRunner::remoteInput({ u"A=1\n2"_s }, {}).ok());
        QVERIFY(!SshCommandRunner::remoteInput({ u"1A=x"_s }, {}).ok());
    }

    void submitKeepsValuesOutOfEveryProcessList_data()
    {
        QTest::addColumn<bool>("overSsh");
        QTest::newRow("slurm://") << false;
        QTest::newRow("slurm+ssh:// (no multiplexing)") << true;
    }

    void submitKeepsValuesOutOfEveryProcessList()
    {
        QFETCH(bool, overSsh);
        QTemporaryDir dir;
        const QString out = dir.filePath(u"sbatch.out"_s);
        const QString sshArgs = dir.filePath(u"ssh.args"_s);
        qputenv("QC_TEST_OUT", QFile::encodeName(out));
        qputenv("QC_TEST_SSH_ARGS", QFile::encodeName(sshArgs));
        std::shared_ptr<CommandRunner> runner;
        if (overSsh)
            runner = std::make_shared<SshCommandRunner>(u"login"_s, u"alice"_s, 0, QString(), 30000,
                                                        SshCommandRunner::Multiplexing::PerCommand);
        else
            runner = std::make_shared<LocalCommandRunner>();
        SlurmCliBackend backend(QUrl(overSsh ? u"slurm+ssh://alice@login"_s : u"slurm://"_s), runner);
        JobSpec spec;
        spec.script = u"#!/bin/sh\necho hello\n"_s;
        spec.environment.insert(u"HF_TOKEN"_s, kSecret);
        spec.environment.insert(u"PLAIN"_s, u"visible-ok"_s);
        Result<QString> id;
        qc::test::ProcessListWatch watch;
        watch.during([&] { id = QCoro::waitFor(backend.submit(spec)); });
        QVERIFY2(id.ok(), qPrintable(id.error().toString()));
        QCOMPARE(id.value(), u"4242"_s);
        // The scan really saw the submission, and never the value.
        QVERIFY2(watch.sawContaining(QFile::encodeName(m_bin.filePath(u"sbatch"_s))),
                 watch.seen.join('\n').constData());
        QVERIFY2(watch.sawContaining("--export=ALL,HF_TOKEN,PLAIN"), watch.seen.join('\n').constData());
        QVERIFY(!watch.sawContaining(kSecret.toUtf8()));
        // And sbatch got it, with the script intact behind it.
        QFile got(out);
        QVERIFY(got.open(QIODevice::ReadOnly));
        QCOMPARE(got.readAll(), (kSecret + u"|visible-ok#!/bin/sh\necho hello\n"_s).toUtf8());
        if (overSsh) {
            QFile args(sshArgs);
            QVERIFY(args.open(QIODevice::ReadOnly));
            const QByteArray recorded = args.readAll();
            QVERIFY(!recorded.contains("Control"));
            QVERIFY(!recorded.contains(kSecret.toUtf8()));
        }
    }

    void cliChecksEnvAndSshConfig()
    {
        QTemporaryDir data;
        qc::test::CliRunner cli;
        cli.isolate(data.path());
        const auto badName = cli.run({ u"submit"_s, u"-b"_s, u"demo://"_s, u"--env"_s, u"1BAD=x"_s });
        QCOMPARE(badName.code, 2);
        QVERIFY2(badName.err.contains("1BAD"), badName.err.constData());
        const auto unset = cli.run({ u"submit"_s, u"-b"_s, u"demo://"_s, u"--env"_s, u"QC_SURELY_UNSET_VAR"_s });
        QCOMPARE(unset.code, 2);
        QVERIFY2(unset.err.contains("QC_SURELY_UNSET_VAR"), unset.err.constData());
        const auto noFile
            = cli.run({ u"status"_s, u"-b"_s, u"slurm+ssh://login"_s, u"--ssh-config"_s, data.filePath(u"none"_s) });
        QCOMPARE(noFile.code, 2);
        // A URL naming an ssh_config on its own (as from QUEUECAST_BACKEND) is refused before ssh runs.
        const auto fromUrl = cli.run({ u"status"_s, u"-b"_s, u"slurm+ssh://login?ssh_config=/etc/passwd"_s });
        QVERIFY2(fromUrl.code != 0 && fromUrl.err.contains("ssh configuration file"), fromUrl.err.constData());
        // Plain HTTP with the opt-in: warned on stderr (the request then fails: nothing listens there).
        const auto http = cli.run({ u"status"_s, u"-b"_s, u"slurm+rest://a@192.0.2.1:6820?allow_http=1&timeout=1"_s });
        QVERIFY2(http.err.contains("without encryption"), http.err.constData());
        const auto refused = cli.run({ u"status"_s, u"-b"_s, u"slurm+rest://a@192.0.2.1:6820"_s });
        QVERIFY2(refused.code != 0 && refused.err.contains("unencrypted"), refused.err.constData());
    }

    void multiplexingOptionsOnlyWithAControlDirectory()
    {
        SshCommandRunner runner(u"login"_s);
        const QString shared = runner.sshArguments(u"squeue"_s, {}, {}, u"/run/user/1"_s).join(u' ');
        QVERIFY(shared.contains(u"ControlMaster=auto"_s));
        QVERIFY(shared.contains(u"ControlPath=/run/user/1/qc-ssh-%C"_s));
        QVERIFY(!runner.sshArguments(u"squeue"_s, {}).join(u' ').contains(u"Control"_s));
#ifdef Q_OS_WIN
        QCOMPARE(SshCommandRunner::platformDefault(), SshCommandRunner::Multiplexing::PerCommand);
#else
        QCOMPARE(SshCommandRunner::platformDefault(), SshCommandRunner::Multiplexing::Shared);
#endif
    }

    void controlDirectoryIsPrivate()
    {
        QTemporaryDir tmp;
        const QString fresh = tmp.filePath(u"fresh"_s);
        const auto made = SshControlDirectory::ensureAt(fresh);
        QVERIFY2(made.ok(), qPrintable(made.error().toString()));
        struct stat st
        {
        };
        QCOMPARE(::stat(QFile::encodeName(fresh).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0700));

        const QString open = tmp.filePath(u"open"_s);
        QVERIFY(QDir().mkdir(open));
        QCOMPARE(::chmod(QFile::encodeName(open).constData(), 0755), 0);
        QVERIFY(!SshControlDirectory::ensureAt(open).ok());

        const QString link = tmp.filePath(u"link"_s);
        QVERIFY(QFile::link(fresh, link));
        QVERIFY(!SshControlDirectory::ensureAt(link).ok());

        const QString file = tmp.filePath(u"file"_s);
        QVERIFY(QFile(file).open(QIODevice::WriteOnly));
        QVERIFY(!SshControlDirectory::ensureAt(file).ok());

        if (::geteuid() == 0) {
            const QString theirs = tmp.filePath(u"theirs"_s);
            QVERIFY(SshControlDirectory::ensureAt(theirs).ok());
            QCOMPARE(::chown(QFile::encodeName(theirs).constData(), 65534, 65534), 0);
            const auto refused = SshControlDirectory::ensureAt(theirs);
            QVERIFY(!refused.ok());
            QVERIFY2(refused.error().detail.contains(u"another user"_s), qPrintable(refused.error().toString()));
        }
    }

    void sharedTempIsNotUsedWithoutRuntimeDir()
    {
        // XDG_RUNTIME_DIR unset: a directory of our own under the temp dir, never the temp dir itself; one that
        // another user prepared there is refused by the factory and by every command.
        QTemporaryDir tmp;
        const QByteArray oldRuntime = qgetenv("XDG_RUNTIME_DIR");
        const QByteArray oldTmp = qgetenv("TMPDIR");
        qunsetenv("XDG_RUNTIME_DIR");
        qputenv("TMPDIR", QFile::encodeName(tmp.path()));
        auto restore = qScopeGuard([&] {
            qputenv("XDG_RUNTIME_DIR", oldRuntime);
            qputenv("TMPDIR", oldTmp);
        });
        const auto dir = SshControlDirectory::ensure();
        QVERIFY2(dir.ok(), qPrintable(dir.error().toString()));
        QCOMPARE(dir.value(), tmp.filePath(u"qc-ssh-"_s + QString::number(::geteuid())));
        QCOMPARE(::chmod(QFile::encodeName(dir.value()).constData(), 0777), 0);
        const auto refused = SlurmRunnerFactory::create(QUrl(u"slurm+ssh://alice@login"_s));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().detail.contains(dir.value()), qPrintable(refused.error().toString()));
        SshCommandRunner runner(u"login"_s);
        const CommandResult r = QCoro::waitFor(runner.run(u"squeue"_s, {}));
        QVERIFY(!r.started);
        QVERIFY2(r.errorString.contains(dir.value()), qPrintable(r.errorString));
    }

    void sshConfigOnlyWhenTheUserNamedIt()
    {
        QTemporaryDir tmp;
        const QString config = tmp.filePath(u"ssh_config"_s);
        {
            QFile f(config);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("Host *\n    ProxyCommand touch " + QFile::encodeName(tmp.filePath(u"pwned"_s)) + "\n");
        }
        QCOMPARE(::chmod(QFile::encodeName(config).constData(), 0600), 0);
        const QUrl url(u"slurm+ssh://alice@login?ssh_config="_s + QString::fromUtf8(QUrl::toPercentEncoding(config)));
        // From a URL alone (QUEUECAST_BACKEND, settings, someone's profile): refused.
        const auto fromUrl = SlurmRunnerFactory::create(url);
        QVERIFY(!fromUrl.ok());
        QCOMPARE(fromUrl.error().kind, BackendError::Kind::InvalidUrl);
        // Named by the user and theirs alone: used.
        SshConfigFile::trust(config);
        QVERIFY2(SlurmRunnerFactory::create(url).ok(), qPrintable(SlurmRunnerFactory::create(url).error().toString()));
        // Writable by others, a symlink, or someone else's: refused even when named.
        QCOMPARE(::chmod(QFile::encodeName(config).constData(), 0664), 0);
        QVERIFY(!SlurmRunnerFactory::create(url).ok());
        QCOMPARE(::chmod(QFile::encodeName(config).constData(), 0600), 0);
        const QString link = tmp.filePath(u"link"_s);
        QVERIFY(QFile::link(config, link));
        SshConfigFile::trust(link);
        QVERIFY(!SshConfigFile::problemWith(link).isEmpty());
        if (::geteuid() == 0) {
            QCOMPARE(::chown(QFile::encodeName(config).constData(), 65534, 65534), 0);
            QVERIFY(!SlurmRunnerFactory::create(url).ok());
        }
        QVERIFY(!QFile::exists(tmp.filePath(u"pwned"_s)));
    }
};

QTEST_GUILESS_MAIN(TestSubmitSecrets)
#include "TestSubmitSecrets.moc"
