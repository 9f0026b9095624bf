#include "I18n.h"
#include "model/BackendError.h"

#include <QCoreApplication>
#include <QFile>
#include <QTest>

using namespace qc;

// The catalogues are embedded under :/i18n by translations/CMakeLists.txt. Qt 6.7 changed the resource
// names qt_add_translations gives them; this test fails when the Chinese catalogue cannot be found.
class TestI18n : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void catalogueIsEmbeddedUnderItsPlainName()
    {
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/queuecast_zh_CN.qm")));
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/queuecast_en.qm")));
    }

    void chineseTranslatesAndEnglishRestores()
    {
        const char* source = "Job started";
        QVERIFY(I18n::install(QStringLiteral("zh_CN")));
        QCOMPARE(I18n::current(), QStringLiteral("zh_CN"));
        QCOMPARE(QCoreApplication::translate("AlertMonitor", source), QString::fromUtf8("作业已开始"));
        QVERIFY(I18n::install(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("AlertMonitor", source), QString::fromLatin1(source));
    }

    void englishHasItsPluralForms()
    {
        // The source text says "%n GPU(s)"; only the English catalogue turns it into "1 GPU" / "2 GPUs".
        QVERIFY(I18n::install(QStringLiteral("zh_CN")));
        QVERIFY(I18n::install(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("CauseExplainer", "%n GPU(s)", nullptr, 1), QStringLiteral("1 GPU"));
        QCOMPARE(QCoreApplication::translate("CauseExplainer", "%n GPU(s)", nullptr, 2), QStringLiteral("2 GPUs"));
        QVERIFY(I18n::install(QString()));
        QCOMPARE(QCoreApplication::translate("CauseExplainer", "%n GPU(s)", nullptr, 3), QStringLiteral("3 GPUs"));
    }

    // An error's message and detail are joined with the language's colon, and a message written as a sentence
    // loses its full stop there (it read "newer QueueCast.: /path").
    void errorsJoinTheirDetailInTheLanguage()
    {
        QVERIFY(I18n::install(QStringLiteral("en")));
        const auto sentence = BackendError::make(BackendError::Kind::Unsupported,
                                                 QStringLiteral("The database was written by a newer QueueCast."),
                                                 QStringLiteral("/tmp/p.sqlite"));
        QCOMPARE(sentence.toString(), QStringLiteral("The database was written by a newer QueueCast: /tmp/p.sqlite"));
        const auto plain = BackendError::make(BackendError::Kind::Unreachable, QStringLiteral("Cannot connect"),
                                              QStringLiteral("connection refused."));
        QCOMPARE(plain.toString(), QStringLiteral("Cannot connect: connection refused."));
        QCOMPARE(BackendError::make(BackendError::Kind::Internal, QStringLiteral("Waiting...")).toString(),
                 QStringLiteral("Waiting..."));
        QCOMPARE(BackendError::make(BackendError::Kind::Internal, QStringLiteral("Waiting..."), QStringLiteral("x"))
                     .toString(),
                 QStringLiteral("Waiting...: x"));
        QVERIFY(I18n::install(QStringLiteral("zh_CN")));
        const auto chinese = BackendError::make(BackendError::Kind::Unsupported,
                                                QString::fromUtf8("策略数据库由较新版本的 QueueCast 写入。"),
                                                QStringLiteral("/tmp/p.sqlite"));
        QCOMPARE(chinese.toString(), QString::fromUtf8("策略数据库由较新版本的 QueueCast 写入：/tmp/p.sqlite"));
        QVERIFY(I18n::install(QStringLiteral("en")));
    }

    void unknownLanguageIsRefused()
    {
        QVERIFY(!I18n::install(QStringLiteral("xx_XX")));
        QCOMPARE(I18n::current(), QStringLiteral("en"));
    }
};

QTEST_GUILESS_MAIN(TestI18n)
#include "TestI18n.moc"
