// processCpuMs: the CPU time that decides how often a big queue is polled counts every thread of the process and
// the children it has waited for (squeue), not just the time a refresh took.

#include "model/ProcessCpuTime.h"

#include <QCoreApplication>
#include <QProcess>
#include <QTest>
#include <QThread>
#include <atomic>
#include <ctime>

namespace {

// Spins until this thread has used `ms` of CPU; returns a value the compiler must compute.
unsigned spinFor(int ms)
{
    timespec start {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start);
    unsigned x = 1;
    for (;;) {
        for (int i = 0; i < 100000; ++i)
            x = x * 1664525u + 1013904223u;
        timespec now {};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
        if ((now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1000000 >= ms)
            return x;
    }
}

} // namespace

class TestProcessCpuTime : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void countsEveryThread()
    {
        const qint64 before = qc::processCpuMs();
        QVERIFY(before >= 0);
        std::atomic<unsigned> sink { 0 };
        QThread* other = QThread::create([&sink]() { sink += spinFor(300); });
        other->start();
        sink += spinFor(300);
        QVERIFY(other->wait(60000));
        delete other;
        // Two threads of 300 ms each (rusage's granularity is a few ms).
        QVERIFY2(qc::processCpuMs() - before >= 580, qPrintable(QString::number(qc::processCpuMs() - before)));
        QVERIFY(sink.load() != 0);
    }

    void countsChildrenOnceWaitedFor()
    {
        const qint64 before = qc::processCpuMs();
        // This test's own program, asked to spin 300 ms of its CPU and leave (see main()).
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QC_TEST_SPIN_MS"), QStringLiteral("300"));
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForFinished(60000));
        QCOMPARE(child.exitCode(), 0);
        // The parent spent almost nothing itself meanwhile: the rise is the child's.
        const qint64 used = qc::processCpuMs() - before;
        QVERIFY2(used >= 290, qPrintable(QString::number(used)));
    }
};

int main(int argc, char** argv)
{
    if (const QByteArray spin = qgetenv("QC_TEST_SPIN_MS"); !spin.isEmpty()) {
        volatile unsigned sink = spinFor(spin.toInt()); // the child of countsChildrenOnceWaitedFor
        (void)sink;
        return 0;
    }
    QCoreApplication app(argc, argv);
    TestProcessCpuTime test;
    return QTest::qExec(&test, argc, argv);
}
#include "TestProcessCpuTime.moc"
