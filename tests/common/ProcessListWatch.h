#pragma once

// Reads every process's command line (/proc/PID/cmdline) over and over while some work runs: what `ps` would
// have shown any user of the machine meanwhile. Linux only.

#include <QByteArray>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QList>
#include <algorithm>
#include <atomic>
#include <thread>

namespace qc::test {

// Reads every process's command line over and over while `work` runs: what `ps` would have shown anyone.
struct ProcessListWatch
{
    std::atomic<bool> stop { false };
    QList<QByteArray> seen; // each distinct command line, NULs as spaces

    void scanOnce()
    {
        const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString& pid : pids) {
            if (!pid.front().isDigit())
                continue;
            QFile f(QStringLiteral("/proc/") + pid + QStringLiteral("/cmdline"));
            if (!f.open(QIODevice::ReadOnly))
                continue;
            QByteArray line = f.readAll();
            line.replace('\0', ' ');
            if (!line.isEmpty() && !seen.contains(line))
                seen.append(line);
        }
    }

    template<typename Work> void during(Work work)
    {
        std::thread scanner([this] {
            while (!stop.load())
                scanOnce();
        });
        work();
        stop = true;
        scanner.join();
    }

    // Like during(), and from the scanning thread calls release() once, as soon as a command line containing
    // `needle` was seen or after maxMs: for work held up on purpose (a stopped server) until the scan saw it.
    template<typename Work, typename Release>
    void during(Work work, const QByteArray& needle, int maxMs, Release release)
    {
        std::thread scanner([this, &needle, maxMs, &release] {
            QElapsedTimer timer;
            timer.start();
            bool released = false;
            while (!stop.load()) {
                scanOnce();
                if (!released && (sawContaining(needle) || timer.elapsed() > maxMs)) {
                    release();
                    released = true;
                }
            }
            if (!released)
                release();
        });
        work();
        stop = true;
        scanner.join();
    }

    bool sawContaining(const QByteArray& needle) const
    {
        return std::any_of(seen.cbegin(), seen.cend(), [&](const QByteArray& l) { return l.contains(needle); });
    }
};

} // namespace qc::test
