// One run, real cluster: fills the local test Slurm with N pending jobs for each N in --sizes and reports, as
// medians of --runs interleaved runs on the same (held, unchanging) job set:
//   - each Slurm command the slurm:// backend runs, alone (`squeue -h -o` plain, our `squeue -O` layout, ...);
//   - each backend's refresh split in "fetch + parse -> snapshot" and "+ insights/region summaries"
//     (ClusterView::build, what the app adds per refresh), after one warm-up refresh whose time is shown apart;
//   - the REST full read and steady state (update_time, nothing changed);
//   - this process's peak RSS per phase (reset between phases through /proc/self/clear_refs) and overall.
//   queue_refresh [--sizes 5000,20000] [--runs 5] [--env /tmp/queuecast-slurm/cluster.env] [--keep]
// (--keep leaves the held jobs in the queue for a later run; otherwise they are cancelled at the end.)
// Not a test: it prints figures. Run as root with the cluster from tests/cluster/start-cluster.sh.
#include "backends/BackendFactory.h"
#include "backends/rest/SlurmRestBackend.h"
#include "backends/slurm/CommandRunner.h"
#include "backends/slurm/ProcessRun.h"
#include "backends/slurm/SlurmCliBackend.h"
#include "backends/slurm/SlurmRunnerFactory.h"
#include "backends/slurm/SshConfigFile.h"
#include "backends/slurm/SlurmTextParser.h"
#include "backends/slurm/SqueueFormat.h"
#include "analysis/ClusterView.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <algorithm>
#include <cstdio>
#include <cstring>

using namespace qc;

namespace {
QHash<QString, QString> readEnv(const QString& path)
{
    QHash<QString, QString> env;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return env;
    for (const QByteArray& raw : f.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq > 0) {
            QString v = line.mid(eq + 1);
            if (v.startsWith(QLatin1Char('"')) || v.startsWith(QLatin1Char('\'')))
                v = v.mid(1, v.size() - 2);
            env.insert(line.left(eq).remove(QStringLiteral("export ")), v);
        }
    }
    return env;
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

// Output goes to a file, not into this process: `squeue --json` at 20,000 jobs is 63 MB and would count twice
// (QProcess buffer and the copy) in the peak RSS we report for the backends.
// `environment`: KEY=VALUE added for the command (ours: what the backend sets for squeue).
double timeCommand(const QString& program, const QStringList& args, qint64* bytes = nullptr,
                   const QStringList& environment = {})
{
    static const QString sink = QStringLiteral("/tmp/queue_refresh.out");
    QElapsedTimer t;
    t.start();
    QProcess p;
    p.setStandardOutputFile(sink);
    if (!environment.isEmpty())
        p.setProcessEnvironment(slurm::environmentWith(environment));
    p.start(program, args);
    p.waitForFinished(600000);
    const double ms = double(t.nsecsElapsed()) / 1e6;
    if (bytes)
        *bytes = QFileInfo(sink).size();
    if (p.exitCode() != 0)
        std::fprintf(stderr, "  %s failed: %s\n", qPrintable(program), p.readAllStandardError().constData());
    return ms;
}

// Two commands started together, as the backend's full refresh starts both halves of the queue: wall time until
// both have finished.
double timeSideBySide(const QString& program, const QStringList& argsA, const QStringList& argsB,
                      const QStringList& environment)
{
    QElapsedTimer t;
    t.start();
    QProcess a, b;
    a.setStandardOutputFile(QStringLiteral("/tmp/queue_refresh.a.out"));
    b.setStandardOutputFile(QStringLiteral("/tmp/queue_refresh.b.out"));
    a.setProcessEnvironment(slurm::environmentWith(environment));
    b.setProcessEnvironment(slurm::environmentWith(environment));
    a.start(program, argsA);
    b.start(program, argsB);
    a.waitForFinished(600000);
    b.waitForFinished(600000);
    return double(t.nsecsElapsed()) / 1e6;
}

// A command through one of the backends' runners (for ssh: the same multiplexed connection).
double timeRunner(slurm::CommandRunner& runner, const QString& program, const QStringList& args)
{
    QElapsedTimer t;
    t.start();
    const slurm::CommandResult r = QCoro::waitFor(runner.run(program, args));
    if (!r.ok())
        std::fprintf(stderr, "  %s failed: %s\n", qPrintable(program), r.err.constData());
    return double(t.nsecsElapsed()) / 1e6;
}

int pendingCount()
{
    QProcess p;
    p.start(QStringLiteral("squeue"),
            { QStringLiteral("-h"), QStringLiteral("-t"), QStringLiteral("PD"), QStringLiteral("-o"),
              QStringLiteral("%i") });
    p.waitForFinished(120000);
    return int(p.readAllStandardOutput().count('\n'));
}

// Held one-line jobs of bob's in the GPU-less partition, eight sbatch processes at a time.
bool fillTo(int target)
{
    int have = pendingCount();
    QElapsedTimer t;
    t.start();
    const int start = have;
    while (have < target) {
        QList<QProcess*> batch;
        for (int k = 0; k < 8 && have + int(batch.size()) < target; ++k) {
            auto* p = new QProcess;
            p->start(QStringLiteral("runuser"),
                     { QStringLiteral("-u"), QStringLiteral("bob"), QStringLiteral("--"), QStringLiteral("env"),
                       QStringLiteral("SLURM_CONF=") + qEnvironmentVariable("SLURM_CONF"), QStringLiteral("sbatch"),
                       QStringLiteral("-H"), QStringLiteral("-p"), QStringLiteral("maint"), QStringLiteral("-J"),
                       QStringLiteral("qcbench"), QStringLiteral("-o"), QStringLiteral("/dev/null"),
                       QStringLiteral("--chdir=/tmp"), QStringLiteral("--wrap"), QStringLiteral("true") });
            batch.append(p);
        }
        bool failed = false;
        for (QProcess* p : batch) {
            p->waitForFinished(60000);
            if (p->exitCode() == 0) {
                ++have;
            } else if (!failed) {
                std::fprintf(stderr, "sbatch: %s", p->readAllStandardError().constData());
                failed = true;
            }
            delete p;
        }
        if (failed)
            return false;
    }
    std::printf("  filled %d -> %d pending jobs in %.0f s\n", start, have, t.elapsed() / 1000.0);
    return true;
}

long statusKb(const char* key)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : f.readAll().split('\n')) {
        if (line.startsWith(key))
            return line.mid(qsizetype(std::strlen(key))).trimmed().split(' ').value(0).toLong();
    }
    return -1;
}

// Peak RSS since the last reset (VmHWM), so each phase reports its own peak.
long phasePeakMb()
{
    return statusKb("VmHWM:") / 1024;
}

void resetPhasePeak()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    if (f.open(QIODevice::WriteOnly))
        f.write("5");
}

struct Timing
{
    QList<double> fetch; // fetch + parse -> snapshot
    QList<double> total; // + ClusterView::build
    QList<double> ratio; // fetch / the plain squeue timed just before it, when there was one
    int jobs = 0;
    void add(double f, double t)
    {
        fetch << f;
        total << t;
    }
};

// One refresh as the app does it: fetch + parse, then insights and region summaries (ClusterView::build).
bool timeRefresh(Backend& backend, Timing* timing)
{
    QElapsedTimer t;
    t.start();
    auto snap = QCoro::waitFor(backend.fetchSnapshot());
    const double fetchMs = double(t.nsecsElapsed()) / 1e6;
    if (!snap.ok()) {
        std::fprintf(stderr, "  %s: %s\n", qPrintable(backend.url().toString()), qPrintable(snap.error().toString()));
        return false;
    }
    const auto view = ClusterView::build(std::move(snap).value(), backend.capabilities());
    timing->add(fetchMs, double(t.nsecsElapsed()) / 1e6);
    timing->jobs = int(view->snapshot.jobs.size());
    return true;
}

void printRefresh(const char* name, const Timing& t, double plain)
{
    std::printf("  %-22s: %8.1f ms (%.2fx plain)   + insights %8.1f ms (%.2fx plain)   %d jobs\n", name,
                median(t.fetch), median(t.fetch) / plain, median(t.total), median(t.total) / plain, t.jobs);
    // The cluster's own load drifts between runs by more than the differences measured here: each refresh is
    // also compared with the plain squeue run just before it.
    if (!t.ratio.isEmpty()) {
        QList<double> r = t.ratio;
        std::sort(r.begin(), r.end());
        std::printf("  %-22s  paired with the plain squeue before it: median %.2fx (quartiles %.2f-%.2f, %lld runs)\n",
                    "", median(r), r[r.size() / 4], r[(3 * r.size()) / 4], static_cast<long long>(r.size()));
    }
}
} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList a = app.arguments();
    auto arg = [&a](const char* name, const QString& fallback) {
        const qsizetype i = a.indexOf(QString::fromLatin1(name));
        return i >= 0 && i + 1 < a.size() ? a[i + 1] : fallback;
    };
    const auto env = readEnv(arg("--env", QStringLiteral("/tmp/queuecast-slurm/cluster.env")));
    if (!env.contains(QStringLiteral("SLURM_CONF"))) {
        std::fprintf(stderr, "no cluster.env: start tests/cluster/start-cluster.sh first\n");
        return 1;
    }
    qputenv("SLURM_CONF", env.value(QStringLiteral("SLURM_CONF")).toUtf8());
    const int runs = arg("--runs", QStringLiteral("5")).toInt();
    QList<int> sizes;
    for (const QString& s : arg("--sizes", QStringLiteral("5000,20000")).split(QLatin1Char(',')))
        sizes.append(s.toInt());

    auto local = BackendFactory::create(QStringLiteral("slurm://")).value();
    slurm::SshConfigFile::trust(env.value(QStringLiteral("QC_SSH_CONFIG"))); // the bench names its own file
    const QUrl sshUrl(QStringLiteral("slurm+ssh://%1?ssh_config=%2")
                          .arg(env.value(QStringLiteral("QC_SSH_HOST")), env.value(QStringLiteral("QC_SSH_CONFIG"))));
    auto ssh = BackendFactory::create(sshUrl.toString()).value();
    // The same ssh connection for the plain squeue that slurm+ssh:// is compared with: ssh's own cost is not ours.
    auto sshRunner = SlurmRunnerFactory::create(sshUrl).value();
    qputenv("SLURM_JWT", env.value(QStringLiteral("QC_JWT_BOB")).toUtf8());
    const QUrl restUrl(env.value(QStringLiteral("QC_REST_URL")));
    auto restBackend
        = BackendFactory::create(QStringLiteral("slurm+rest://bob@%1:%2").arg(restUrl.host()).arg(restUrl.port()))
              .value();
    auto* rest = static_cast<rest::SlurmRestBackend*>(restBackend.get());

    const QString s = QStringLiteral("squeue");
    const QStringList plainArgs { QStringLiteral("-h"), QStringLiteral("-o"),
                                  QStringLiteral("%.18i %.9P %.8j %.8u %.2t %.10M %.6D %R") };
    const slurm::SqueueFormat layout(slurm::SqueueFormat::randomNonce());
    auto ourArgs = [&layout](slurm::SqueueFormat::Layout l) {
        return QStringList { QStringLiteral("-h"), QStringLiteral("-a"), QStringLiteral("-S"),
                             QStringLiteral("i"),  QStringLiteral("-O"), layout.formatArgument(l) };
    };
    const QStringList fullArgs = ourArgs(slurm::SqueueFormat::Layout::Full);
    const QStringList dynamicArgs = ourArgs(slurm::SqueueFormat::Layout::Dynamic);
    const QStringList staticArgs = ourArgs(slurm::SqueueFormat::Layout::Static);
    const QStringList readEnv = slurm::CommandRunner::readEnvironment();
    struct Aux
    {
        const char* name;
        QString program;
        QStringList args;
    };
    const QList<Aux> aux {
        { "sinfo -N -O",
          QStringLiteral("sinfo"),
          { QStringLiteral("-h"), QStringLiteral("-N"), QStringLiteral("-O"), slurm::SlurmTextParser::sinfoFormat() } },
        { "scontrol show partition",
          QStringLiteral("scontrol"),
          { QStringLiteral("show"), QStringLiteral("partition"), QStringLiteral("-o") } },
        { "scontrol show licenses",
          QStringLiteral("scontrol"),
          { QStringLiteral("show"), QStringLiteral("licenses"), QStringLiteral("-o") } },
        { "scontrol show config", QStringLiteral("scontrol"), { QStringLiteral("show"), QStringLiteral("config") } },
        { "sacctmgr show qos",
          QStringLiteral("sacctmgr"),
          { QStringLiteral("-nP"), QStringLiteral("show"), QStringLiteral("qos"),
            QStringLiteral("format=name,maxtrespu,grptres") } },
        { "sacctmgr show assoc",
          QStringLiteral("sacctmgr"),
          { QStringLiteral("-nP"), QStringLiteral("show"), QStringLiteral("assoc"),
            QStringLiteral("format=cluster,account,user,grptres") } },
    };

    for (int size : sizes) {
        std::printf("== %d pending jobs, medians of %d runs ==\n", size, runs);
        if (!fillTo(size))
            return 1;
        std::fflush(stdout);
        resetPhasePeak();
        Timing localT, sshT, localFull, sshFull;
        Timing localFirst, sshFirst;
        // Warm-up: identity, accounting limits and configuration, and the first parse without a previous one.
        if (!timeRefresh(*local, &localFirst) || !timeRefresh(*ssh, &sshFirst))
            return 1;
        QList<double> plain, plainSsh, full, dynamicHalf, staticHalf, bothHalves, json;
        QList<QList<double>> auxMs(aux.size());
        qint64 plainBytes = 0, fullBytes = 0, dynamicBytes = 0, staticBytes = 0, jsonBytes = 0;
        for (int r = 0; r < runs; ++r) {
            plain << timeCommand(s, plainArgs, &plainBytes);
            plainSsh << timeRunner(*sshRunner, s, plainArgs);
            full << timeCommand(s, fullArgs, &fullBytes, readEnv);
            dynamicHalf << timeCommand(s, dynamicArgs, &dynamicBytes, readEnv);
            staticHalf << timeCommand(s, staticArgs, &staticBytes, readEnv);
            bothHalves << timeSideBySide(s, dynamicArgs, staticArgs, readEnv);
            for (qsizetype i = 0; i < aux.size(); ++i)
                auxMs[i] << timeCommand(aux[i].program, aux[i].args);
            // Full: both halves read and every record parsed, as on a first refresh or a resync. Steady: the
            // dynamic half, unchanged records reused.
            static_cast<slurm::SlurmCliBackend&>(*local).requestFullResync();
            static_cast<slurm::SlurmCliBackend&>(*ssh).requestFullResync();
            // Each refresh right after a plain squeue, for the paired ratio.
            for (Timing* t : { &localFull, &sshFull, &localT, &sshT }) {
                const bool isLocal = t == &localFull || t == &localT;
                const double before = isLocal ? timeCommand(s, plainArgs) : timeRunner(*sshRunner, s, plainArgs);
                Backend& backend = isLocal ? *local : *ssh;
                if (!timeRefresh(backend, t))
                    return 1;
                t->ratio << t->fetch.last() / before;
            }
        }
        const long cliPeak = phasePeakMb();
        json << timeCommand(s, { QStringLiteral("--json") }, &jsonBytes);
        // REST: one full read (slow and memory-hungry in slurmrestd at scale), then the steady state.
        resetPhasePeak();
        rest->requestFullResync();
        Timing restFull, restSteady;
        if (!timeRefresh(*rest, &restFull))
            return 1;
        const long restFullPeak = phasePeakMb();
        resetPhasePeak();
        for (int r = 0; r < std::max(runs, 5); ++r) {
            if (!timeRefresh(*rest, &restSteady))
                return 1;
        }
        const long restSteadyPeak = phasePeakMb();
        const auto stats = rest->stats();
        const double p = median(plain);
        std::printf(" commands alone:\n");
        std::printf("  squeue -h -o (plain)     : %8.1f ms  %6.2f MB\n", p, plainBytes / 1e6);
        auto ours = [p](const char* name, const QList<double>& ms, qint64 bytes) {
            std::printf("  %-25s: %8.1f ms  %6.2f MB  (%.2fx plain)\n", name, median(ms), bytes / 1e6, median(ms) / p);
        };
        ours("squeue -O one read (26+3)", full, fullBytes);
        ours("squeue -O dynamic half", dynamicHalf, dynamicBytes);
        ours("squeue -O static half", staticHalf, staticBytes);
        ours("both halves side by side", bothHalves, dynamicBytes + staticBytes);
        std::printf("  squeue -h -o over ssh    : %8.1f ms  (through the backend's ssh connection)\n",
                    median(plainSsh));
        std::printf("  squeue --json            : %8.1f ms  %6.2f MB (one run)\n", median(json), jsonBytes / 1e6);
        for (qsizetype i = 0; i < aux.size(); ++i)
            std::printf("  %-25s: %8.1f ms\n", aux[i].name, median(auxMs[i]));
        std::printf(" refresh (fetch + parse -> snapshot, then + insights/regions):\n");
        std::printf("  slurm:// first          : %8.1f ms   + insights %8.1f ms\n", localFirst.fetch.value(0),
                    localFirst.total.value(0));
        printRefresh("slurm:// full", localFull, p);
        printRefresh("slurm:// steady", localT, p);
        std::printf("  slurm+ssh:// first      : %8.1f ms   + insights %8.1f ms\n", sshFirst.fetch.value(0),
                    sshFirst.total.value(0));
        std::printf("  (slurm+ssh:// below: the paired ratio is to plain squeue over the same ssh)\n");
        printRefresh("slurm+ssh:// full", sshFull, p);
        printRefresh("slurm+ssh:// steady", sshT, p);
        std::printf("  slurm+rest:// full      : %8.1f ms   + insights %8.1f ms   %d jobs\n", restFull.fetch.value(0),
                    restFull.total.value(0), restFull.jobs);
        printRefresh("slurm+rest:// steady", restSteady, p);
        std::printf("   (REST 304 answers so far: %d, last reused: %s)\n", stats.jobsNotModified,
                    stats.lastReusedJobs ? "yes" : "no");
        // getrusage's maximum is reset with VmHWM, so the process peak is the largest phase peak.
        std::printf(" peak RSS: slurm:// + ssh phase %ld MB, REST full %ld MB, REST steady %ld MB; process %ld MB\n",
                    cliPeak, restFullPeak, restSteadyPeak, std::max({ cliPeak, restFullPeak, restSteadyPeak }));
        std::fflush(stdout);
    }
    if (a.contains(QStringLiteral("--keep")))
        return 0;
    const int cancelled
        = QProcess::execute(QStringLiteral("scancel"), { QStringLiteral("-n"), QStringLiteral("qcbench") });
    std::printf("cancelled the bench jobs (scancel rc %d)\n", cancelled);
    return 0;
}
