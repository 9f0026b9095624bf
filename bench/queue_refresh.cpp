// One run, real cluster: fills the local test Slurm with N pending jobs for each N in --sizes and reports
// each backend's refresh (fetch + parse + model-ready snapshot) against `squeue -h -o` alone and
// `squeue --json`, the REST steady state (update_time, nothing changed) and this process's peak RSS.
//   queue_refresh [--sizes 5000,20000] [--runs 3] [--env /tmp/queuecast-slurm/cluster.env]
// Not a test: it prints figures. Run as root with the cluster from tests/cluster/start-cluster.sh.
#include "backends/BackendFactory.h"
#include "backends/rest/SlurmRestBackend.h"
#include "service/ClusterView.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <algorithm>
#include <cstdio>
#include <sys/resource.h>

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

double timeCommand(const QString& program, const QStringList& args, qint64* bytes = nullptr)
{
    QElapsedTimer t;
    t.start();
    QProcess p;
    p.start(program, args);
    p.waitForFinished(600000);
    const qint64 n = p.readAllStandardOutput().size();
    if (bytes)
        *bytes = n;
    return double(t.nsecsElapsed()) / 1e6;
}

int pendingCount()
{
    QProcess p;
    p.start(QStringLiteral("squeue"), { QStringLiteral("-h"), QStringLiteral("-t"), QStringLiteral("PD"), QStringLiteral("-o"), QStringLiteral("%i") });
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
            p->start(QStringLiteral("runuser"), { QStringLiteral("-u"), QStringLiteral("bob"), QStringLiteral("--"),
                QStringLiteral("env"), QStringLiteral("SLURM_CONF=") + qEnvironmentVariable("SLURM_CONF"),
                QStringLiteral("sbatch"), QStringLiteral("-H"), QStringLiteral("-p"), QStringLiteral("maint"),
                QStringLiteral("-J"), QStringLiteral("qcbench"), QStringLiteral("-o"), QStringLiteral("/dev/null"), QStringLiteral("--chdir=/tmp"),
                QStringLiteral("--wrap"), QStringLiteral("true") });
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

long peakRssMb()
{
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024;
}

// fetch + parse + everything the views need (insights, region summaries), as the app does per refresh.
double timeRefresh(Backend& backend, int* jobs)
{
    QElapsedTimer t;
    t.start();
    auto snap = QCoro::waitFor(backend.fetchSnapshot());
    if (!snap.ok()) {
        std::fprintf(stderr, "  %s: %s\n", qPrintable(backend.url().toString()), qPrintable(snap.error().toString()));
        return -1;
    }
    const auto view = ClusterView::build(std::move(snap).value(), backend.capabilities());
    *jobs = int(view->snapshot.jobs.size());
    return double(t.nsecsElapsed()) / 1e6;
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
    const int runs = arg("--runs", QStringLiteral("3")).toInt();
    QList<int> sizes;
    for (const QString& s : arg("--sizes", QStringLiteral("5000,20000")).split(QLatin1Char(',')))
        sizes.append(s.toInt());

    auto local = BackendFactory::create(QStringLiteral("slurm://")).value();
    auto ssh = BackendFactory::create(QStringLiteral("slurm+ssh://%1?ssh_config=%2")
                                          .arg(env.value(QStringLiteral("QC_SSH_HOST")), env.value(QStringLiteral("QC_SSH_CONFIG"))))
                   .value();
    qputenv("SLURM_JWT", env.value(QStringLiteral("QC_JWT_BOB")).toUtf8());
    const QUrl restUrl(env.value(QStringLiteral("QC_REST_URL")));
    auto restBackend = BackendFactory::create(
        QStringLiteral("slurm+rest://bob@%1:%2").arg(restUrl.host()).arg(restUrl.port())).value();
    auto* rest = static_cast<rest::SlurmRestBackend*>(restBackend.get());

    for (int size : sizes) {
        std::printf("== %d pending jobs ==\n", size);
        if (!fillTo(size))
            return 1;
        QList<double> plain, json, localMs, sshMs, restSteady;
        qint64 plainBytes = 0, jsonBytes = 0;
        int jobs = 0;
        for (int r = 0; r < runs; ++r) {
            plain << timeCommand(QStringLiteral("squeue"), { QStringLiteral("-h"), QStringLiteral("-o"),
                QStringLiteral("%.18i %.9P %.8j %.8u %.2t %.10M %.6D %R") }, &plainBytes);
            localMs << timeRefresh(*local, &jobs);
            sshMs << timeRefresh(*ssh, &jobs);
        }
        json << timeCommand(QStringLiteral("squeue"), { QStringLiteral("--json") }, &jsonBytes);
        // REST: one full read (slow and memory-hungry in slurmrestd at scale), then the steady state.
        rest->requestFullResync();
        int restJobs = 0;
        const double restFull = timeRefresh(*rest, &restJobs);
        for (int r = 0; r < std::max(runs, 5); ++r) {
            restSteady << timeRefresh(*rest, &restJobs);
        }
        const auto stats = rest->stats();
        std::printf("  squeue -h -o (plain)     : %8.1f ms  %6.2f MB\n", median(plain), plainBytes / 1e6);
        std::printf("  squeue --json            : %8.1f ms  %6.2f MB\n", median(json), jsonBytes / 1e6);
        std::printf("  slurm:// refresh         : %8.1f ms  (%.2fx plain)  %d jobs\n", median(localMs),
            median(localMs) / median(plain), jobs);
        std::printf("  slurm+ssh:// refresh     : %8.1f ms  (%.2fx plain)\n", median(sshMs), median(sshMs) / median(plain));
        std::printf("  slurm+rest:// full       : %8.1f ms  %d jobs\n", restFull, restJobs);
        std::printf("  slurm+rest:// steady     : %8.1f ms  (304 answers so far: %d, last reused: %s)\n",
            median(restSteady), stats.jobsNotModified, stats.lastReusedJobs ? "yes" : "no");
        std::printf("  peak RSS of this process : %8ld MB\n", peakRssMb());
        std::fflush(stdout);
    }
    const int cancelled = QProcess::execute(QStringLiteral("scancel"), { QStringLiteral("-n"), QStringLiteral("qcbench") });
    std::printf("cancelled the bench jobs (scancel rc %d)\n", cancelled);
    return 0;
}
