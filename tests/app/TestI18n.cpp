#include "I18n.h"

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

    void unknownLanguageIsRefused()
    {
        QVERIFY(!I18n::install(QStringLiteral("xx_XX")));
        QCOMPARE(I18n::current(), QStringLiteral("en"));
    }
};

QTEST_GUILESS_MAIN(TestI18n)
#include "TestI18n.moc"
