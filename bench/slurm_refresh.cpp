// Full refresh time of the slurm:// backend versus plain `squeue -h -o` and `squeue --json`, with N extra held
// jobs submitted for the measurement (and cancelled afterwards), plus the parse cost of a synthetic queue.
//   slurm_refresh [--jobs N] [--runs R] [--synthetic M]      (needs SLURM_CONF; run as root or a Slurm user)
// Not a test: prints figures.

#include "backends/slurm/LocalCommandRunner.h"
#include "backends/slurm/SlurmCliBackend.h"
#include "backends/slurm/SqueueFormat.h"
#include "backends/slurm/SqueueJobCache.h"
#include "backends/slurm/SqueueStaticTable.h"
#include "common/SqueueHalves.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <algorithm>
#include <cstdio>

using namespace qc;
using namespace qc::slurm;

namespace {

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

double timeCommand(const QString& program, const QStringList& args, qint64* bytes)
{
    QElapsedTimer t;
    t.start();
    QProcess p;
    p.start(program, args);
    p.waitForFinished(600000);
    *bytes = p.readAllStandardOutput().size();
    return double(t.nsecsElapsed()) / 1e6;
}

QByteArray syntheticQueue(const QByteArray& nonce, int n)
{
    QByteArray out;
    for (int i = 0; i < n; ++i) {
        const QByteArray id = QByteArray::number(100000 + i);
        const QList<QByteArray> fixed { id,
                                        "north",
                                        "user" + QByteArray::number(i % 50),
                                        "physics",
                                        "PENDING",
                                        "Priority",
                                        "cpu=4,mem=16000M,node=1,billing=4,gres/gpu=2",
                                        "N/A",
                                        "gres:gpu:a100:2",
                                        "N/A",
                                        "1",
                                        "1",
                                        "4",
                                        "16000M",
                                        "1-00:00:00",
                                        QByteArray::number(4000 + i % 97),
                                        "0",
                                        "normal",
                                        "(null)",
                                        "(null)",
                                        "2026-11-30T04:" + QByteArray::number(10 + i % 50) + ":00",
                                        "2026-11-30T04:17:57",
                                        "N/A",
                                        "N/A",
                                        "",
                                        "0" };
        for (const QByteArray& f : fixed)
            out += f + '\x1f';
        out += "(Priority)\x1f" + nonce + "r/home/u\x1f" + nonce + "wtrain-" + id + '\x1e' + nonce + '\n';
    }
    return out;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList a = app.arguments();
    auto intArg = [&a](const char* name, int fallback) {
        const qsizetype i = a.indexOf(QString::fromLatin1(name));
        return i >= 0 && i + 1 < a.size() ? a[i + 1].toInt() : fallback;
    };
    const int jobs = intArg("--jobs", 0);
    const int runs = intArg("--runs", 5);
    const int synthetic = intArg("--synthetic", 20000);

    // Parse cost alone, on a synthetic queue of the size the issue names.
    {
        const QByteArray nonce = SqueueFormat::randomNonce();
        const QByteArray out = syntheticQueue(nonce, synthetic);
        const SqueueFormat format(nonce);
        QList<double> times;
        for (int r = 0; r < runs; ++r) {
            QElapsedTimer t;
            t.start();
            const auto parsed = format.parse(out);
            times << double(t.nsecsElapsed()) / 1e6;
            if (!parsed || parsed->size() != synthetic) {
                std::fprintf(stderr, "synthetic parse failed\n");
                return 1;
            }
        }
        std::printf("parse %d synthetic jobs (%.1f MB): %.1f ms median\n", synthetic, out.size() / 1e6, median(times));
        // The steady state: the previous refresh's jobs at hand, every record unchanged, a new nonce.
        const QByteArray nonce2 = SqueueFormat::randomNonce();
        const QByteArray out2 = syntheticQueue(nonce2, synthetic);
        SqueueJobCache first;
        format.parse(out, nullptr, nullptr, &first);
        const SqueueFormat format2(nonce2);
        QList<double> incremental;
        for (int r = 0; r < runs; ++r) {
            SqueueJobCache next;
            QElapsedTimer t;
            t.start();
            const auto parsed = format2.parse(out2, nullptr, &first, &next);
            incremental << double(t.nsecsElapsed()) / 1e6;
            if (!parsed || parsed->size() != synthetic) {
                std::fprintf(stderr, "incremental parse failed\n");
                return 1;
            }
        }
        std::printf("  again, all records unchanged (previous parse reused): %.1f ms median\n", median(incremental));

        // What slurm:// parses: the same jobs as two halves (static table, then the dynamic half joined to it).
        const auto [dynOut, staticOut] = qc::test::splitFullOutput(out, nonce);
        QList<double> staticMs, dynamicMs, reusedMs;
        for (int r = 0; r < runs; ++r) {
            QElapsedTimer t;
            t.start();
            auto table = std::make_shared<SqueueStaticTable>();
            format.parseStatic(staticOut, table.get());
            staticMs << double(t.nsecsElapsed()) / 1e6;
            t.restart();
            SqueueJobCache cache;
            QStringList missing;
            const auto fresh = format.parseDynamic(dynOut, *table, &missing, nullptr, nullptr, &cache);
            dynamicMs << double(t.nsecsElapsed()) / 1e6;
            t.restart();
            SqueueJobCache next;
            const auto reused = format.parseDynamic(dynOut, *table, &missing, nullptr, &cache, &next);
            reusedMs << double(t.nsecsElapsed()) / 1e6;
            if (!fresh || fresh->size() != synthetic || !reused || reused->size() != synthetic || !missing.isEmpty()) {
                std::fprintf(stderr, "two-half parse failed\n");
                return 1;
            }
        }
        std::printf("two halves (%.1f + %.1f MB): static %.1f ms, dynamic joined %.1f ms (two threads above 1 MB), "
                    "dynamic with every record reused %.1f ms (medians)\n",
                    dynOut.size() / 1e6, staticOut.size() / 1e6, median(staticMs), median(dynamicMs), median(reusedMs));
    }

    QStringList created;
    if (jobs > 0) {
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < jobs; ++i) {
            QProcess p;
            p.start(QStringLiteral("sbatch"),
                    { QStringLiteral("--parsable"), QStringLiteral("-H"), QStringLiteral("-p"), QStringLiteral("maint"),
                      QStringLiteral("-o"), QStringLiteral("/dev/null"), QStringLiteral("-J"),
                      QStringLiteral("bench %1").arg(i), QStringLiteral("--wrap"), QStringLiteral("true") });
            p.waitForFinished(30000);
            const QString id = QString::fromUtf8(p.readAllStandardOutput()).trimmed().section(QLatin1Char(';'), 0, 0);
            if (id.isEmpty()) {
                std::fprintf(stderr, "sbatch failed after %d jobs: %s\n", i, p.readAllStandardError().constData());
                break;
            }
            created << id;
        }
        std::printf("submitted %lld held jobs in %.1f s\n", qint64(created.size()), t.elapsed() / 1000.0);
    }

    qint64 bytes = 0;
    QList<double> plain;
    QList<double> json;
    QList<double> custom;
    QList<double> backend;
    qint64 plainBytes = 0;
    qint64 jsonBytes = 0;
    qint64 customBytes = 0;
    const SqueueFormat format(SqueueFormat::randomNonce());
    SlurmCliBackend b(QUrl(QStringLiteral("slurm://")), std::make_shared<LocalCommandRunner>());
    int jobCount = 0;
    for (int r = 0; r < runs; ++r) {
        plain << timeCommand(
            QStringLiteral("squeue"),
            { QStringLiteral("-h"), QStringLiteral("-o"), QStringLiteral("%.18i %.9P %.8j %.8u %.2t %.10M %.6D %R") },
            &plainBytes);
        custom << timeCommand(QStringLiteral("squeue"),
                              { QStringLiteral("-h"), QStringLiteral("-a"), QStringLiteral("-S"), QStringLiteral("i"),
                                QStringLiteral("-O"), format.formatArgument() },
                              &customBytes);
        json << timeCommand(QStringLiteral("squeue"), { QStringLiteral("--json") }, &jsonBytes);
        QElapsedTimer t;
        t.start();
        const auto s = QCoro::waitFor(b.fetchSnapshot());
        backend << double(t.nsecsElapsed()) / 1e6;
        if (!s.ok()) {
            std::fprintf(stderr, "refresh failed: %s\n", qPrintable(s.error().toString()));
            break;
        }
        jobCount = int(s.value().jobs.size());
    }
    Q_UNUSED(bytes);
    std::printf("queue: %d jobs, median of %d runs\n", jobCount, runs);
    std::printf("  squeue -h -o (default columns): %8.1f ms  %8.2f MB\n", median(plain), plainBytes / 1e6);
    std::printf("  squeue -O (our layout)        : %8.1f ms  %8.2f MB\n", median(custom), customBytes / 1e6);
    std::printf("  squeue --json                 : %8.1f ms  %8.2f MB\n", median(json), jsonBytes / 1e6);
    std::printf("  slurm:// full refresh         : %8.1f ms  (%.2fx plain squeue)\n", median(backend),
                median(backend) / qMax(0.001, median(plain)));

    if (!created.isEmpty()) {
        for (qsizetype i = 0; i < created.size(); i += 500) {
            QProcess p;
            p.start(QStringLiteral("scancel"), created.mid(i, 500));
            p.waitForFinished(120000);
        }
        std::printf("cancelled %lld bench jobs\n", qint64(created.size()));
    }
    return 0;
}
