#pragma once

#include "model/Clock.h"

#include <QMutex>

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

} // namespace qc::test
