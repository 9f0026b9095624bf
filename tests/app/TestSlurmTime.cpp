#include "model/ProcessTuning.h"
#include "model/SlurmTime.h"
#include "model/TimeZones.h"

#include <QFileInfo>
#include <QTest>
#include <QTimeZone>

using namespace qc;

class TestSlurmTime : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void durations_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("seconds");
        QTest::newRow("minutes") << QStringLiteral("90") << qint64(5400);
        QTest::newRow("mm:ss") << QStringLiteral("10:30") << qint64(630);
        QTest::newRow("hh:mm:ss") << QStringLiteral("02:00:00") << qint64(7200);
        QTest::newRow("d-hh:mm:ss") << QStringLiteral("3-00:00:00") << qint64(3 * 86400);
        QTest::newRow("d-hh") << QStringLiteral("1-12") << qint64(86400 + 12 * 3600);
        QTest::newRow("unlimited") << QStringLiteral("UNLIMITED") << qint64(0);
    }
    void durations()
    {
        QFETCH(QString, text);
        QFETCH(qint64, seconds);
        const auto parsed = slurmtime::parseDuration(text);
        QVERIFY(parsed.has_value());
        QCOMPARE(*parsed, seconds);
    }
    void badDurations()
    {
        QVERIFY(!slurmtime::parseDuration(QStringLiteral("soon")));
        QVERIFY(!slurmtime::parseDuration(QStringLiteral("")));
        QVERIFY(!slurmtime::parseDuration(QStringLiteral("1:2:3:4")));
    }
    void formatRoundTrips()
    {
        for (qint64 s : { qint64(59), qint64(3600), qint64(86400 * 2 + 61), qint64(3 * 86400) })
            QCOMPARE(*slurmtime::parseDuration(slurmtime::formatDuration(s)), s);
        QCOMPARE(slurmtime::formatDuration(2 * 86400), QStringLiteral("2-00:00:00"));
    }
    void times()
    {
        const QDateTime now(QDate(2026, 11, 30), QTime(10, 0), qc::utcZone());
        QCOMPARE(slurmtime::parseTime(QStringLiteral("now+2hours"), now), now.addSecs(7200));
        QCOMPARE(slurmtime::parseTime(QStringLiteral("now+30minutes"), now), now.addSecs(1800));
        QCOMPARE(slurmtime::parseTime(QStringLiteral("now+1day"), now), now.addDays(1));
        QCOMPARE(slurmtime::parseTime(QStringLiteral("2026-12-01T02:00:00Z"), now),
                 QDateTime(QDate(2026, 12, 1), QTime(2, 0), qc::utcZone()));
        QVERIFY(!slurmtime::parseTime(QStringLiteral("next tuesday"), now).isValid());
        QVERIFY(slurmtime::parseTime(QStringLiteral("23:30"), now) > now);
        QVERIFY(!slurmtime::parseSlurmTimestamp(QStringLiteral("N/A")).isValid());
        QVERIFY(slurmtime::parseSlurmTimestamp(QStringLiteral("2026-11-30T14:20:00")).isValid());
    }

    // tuneProcessForBigQueues() names the system's zone in TZ (so that tzset() stops stating /etc/localtime for
    // every local time) without changing what local time is, and leaves a TZ the user set alone.
    void processTuningKeepsTheLocalZone()
    {
        const QByteArray saved = qgetenv("TZ");
        const bool hadTz = qEnvironmentVariableIsSet("TZ");
        qunsetenv("TZ");
        const QByteArray zoneBefore = QTimeZone::systemTimeZoneId();
        const QDateTime instant(QDate(2026, 7, 1), QTime(12, 0), qc::utcZone());
        const int offsetBefore = instant.toLocalTime().offsetFromUtc();
        qc::tuneProcessForBigQueues();
#if defined(__GLIBC__)
        if (QFileInfo::exists(QStringLiteral("/etc/localtime")))
            QCOMPARE(qgetenv("TZ"), QByteArray(":/etc/localtime"));
#endif
        QCOMPARE(QTimeZone::systemTimeZoneId(), zoneBefore);
        QCOMPARE(instant.toLocalTime().offsetFromUtc(), offsetBefore);
        qputenv("TZ", "Asia/Shanghai");
        qc::tuneProcessForBigQueues();
        QCOMPARE(qgetenv("TZ"), QByteArray("Asia/Shanghai"));
        if (hadTz)
            qputenv("TZ", saved);
        else
            qunsetenv("TZ");
    }
};

QTEST_GUILESS_MAIN(TestSlurmTime)
#include "TestSlurmTime.moc"
