#pragma once

#include "model/Clock.h"

#include <QMutex>
#include <atomic>

namespace qc::test {

// A clock the test sets and moves; installed for its lifetime (the system clock again afterwards).
class MockClock final : public Clock
{
public:
    explicit MockClock(QDateTime start)
        : m_now(start.toUTC())
    {
        setInstance(this);
    }
    ~MockClock() override { setInstance(nullptr); }
    MockClock(const MockClock&) = delete;
    MockClock& operator=(const MockClock&) = delete;

    void set(const QDateTime& now)
    {
        QMutexLocker lock(&m_mutex);
        m_now = now.toUTC();
    }
    void advanceSeconds(qint64 seconds)
    {
        QMutexLocker lock(&m_mutex);
        m_now = m_now.addSecs(seconds);
    }
    void advanceMSecs(qint64 msecs)
    {
        QMutexLocker lock(&m_mutex);
        m_now = m_now.addMSecs(msecs);
    }

protected:
    QDateTime nowUtc() const override
    {
        QMutexLocker lock(&m_mutex);
        return m_now;
    }

private:
    mutable QMutex m_mutex;
    QDateTime m_now;
};

// The one clock running with the wall clock, `offsetS` seconds ahead: for tests that need time to pass on its
// own (a demo platform's views keep getting newer) and jump when the test says so. Installed for its lifetime.
class RunningClock final : public Clock
{
public:
    explicit RunningClock(qint64 offset = 0)
        : offsetS(offset)
    {
        setInstance(this);
    }
    ~RunningClock() override { setInstance(nullptr); }
    RunningClock(const RunningClock&) = delete;
    RunningClock& operator=(const RunningClock&) = delete;

    std::atomic<qint64> offsetS { 0 }; // read from worker threads (the demo's)
    QDateTime now() const { return nowUtc(); }

protected:
    QDateTime nowUtc() const override { return QDateTime::currentDateTimeUtc().addSecs(offsetS.load()); }
};

} // namespace qc::test
