// disposeOffUiThread: a refresh's values are freed on a pool thread, and a whole refresh's pages go back to the
// system afterwards (the holes its many small blocks leave otherwise stay part of the process).

#include "model/BackgroundPool.h"
#include "model/DisposeOffUiThread.h"

#include <QCoreApplication>
#include <QFile>
#include <QTest>
#include <QThread>
#include <atomic>
#include <memory>
#include <vector>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define QC_TEST_UNDER_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define QC_TEST_UNDER_ASAN 1
#endif

namespace {

// Resident pages of this process, in MB (Linux).
[[maybe_unused]] double residentMb() // unused where the case skips
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields[1].toDouble() * 4096.0 / (1024.0 * 1024.0) : -1;
}

// Like a refresh's job list: many small blocks (below any mmap threshold), touched, so they are resident.
struct ManySmallBlocks
{
    std::vector<std::unique_ptr<char[]>> blocks;
    explicit ManySmallBlocks(int count, int size)
    {
        blocks.reserve(count);
        for (int i = 0; i < count; ++i) {
            blocks.emplace_back(new char[size]);
            std::fill_n(blocks.back().get(), size, char(i));
        }
    }
};

} // namespace

class TestDisposeOffUiThread : public QObject
{
    Q_OBJECT

private slots:
    // A value given away on the application's thread is freed on a pool thread, every time: a copy of it kept by the
    // caller until its return used to free it here whenever the pool was quicker (seen with perf: 100,000-job views
    // freed on the UI thread).
    void disposedValuesAreFreedOffTheApplicationThread()
    {
        struct Recorder
        {
            std::atomic<int>* onApp;
            std::atomic<int>* freed;
            ~Recorder()
            {
                if (QThread::currentThread() == QCoreApplication::instance()->thread())
                    ++*onApp;
                ++*freed;
            }
        };
        std::atomic<int> onApp { 0 };
        std::atomic<int> freed { 0 };
        constexpr int kValues = 2000;
        for (int i = 0; i < kValues; ++i)
            qc::disposeOffUiThread(std::unique_ptr<Recorder>(
                new Recorder { &onApp, &freed })); // braces: clang 14 has no parenthesized aggregate init
        qc::backgroundPool()->waitForDone();
        QCOMPARE(freed.load(), kValues);
        QCOMPARE(onApp.load(), 0);
    }

    void aWholeRefreshsPagesGoBackToTheSystem()
    {
#if !defined(__linux__) || !defined(__GLIBC__)
        QSKIP("returning freed pages is glibc's malloc_trim; elsewhere the option does nothing");
#elif defined(QC_TEST_UNDER_ASAN)
        QSKIP("AddressSanitizer's allocator keeps its own pages; malloc_trim does not reach them");
#else
        constexpr int kBlocks = 400000, kBlockBytes = 200; // ~90 MB with glibc's chunk headers
        for (const auto pages : { qc::FreedPages::StayWithTheProcess, qc::FreedPages::ReturnToTheSystem }) {
            auto refresh = std::make_unique<ManySmallBlocks>(kBlocks, kBlockBytes);
            // A block allocated after them keeps the heap's top in place: free alone can then return nothing.
            std::unique_ptr<char[]> pin(new char[64]);
            const double before = residentMb();
            qc::disposeOffUiThread(std::move(refresh), pages);
            qc::backgroundPool()->waitForDone();
            const double dropped = before - residentMb();
            qInfo("%s: resident memory fell by %.1f MB",
                  pages == qc::FreedPages::ReturnToTheSystem ? "returned" : "kept", dropped);
            if (pages == qc::FreedPages::ReturnToTheSystem)
                QVERIFY2(dropped > 50, qPrintable(QStringLiteral("fell by %1 MB").arg(dropped)));
            else
                QVERIFY2(dropped < 20, qPrintable(QStringLiteral("fell by %1 MB").arg(dropped)));
        }
#endif
    }
};

QTEST_GUILESS_MAIN(TestDisposeOffUiThread)
#include "TestDisposeOffUiThread.moc"
