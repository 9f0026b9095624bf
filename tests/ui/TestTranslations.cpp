// The catalogues stay complete: every string the code passes to tr() is in each .ts file (lupdate run on the
// sources now finds nothing new), Chinese has a finished translation for each, and English has its plural forms.
// Fails the moment someone adds a string and forgets the catalogues.
#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {
struct Message
{
    QString context, source;
    bool numerus = false;
    bool finished = false; // a translation without type="unfinished"/"vanished"/"obsolete"
    QStringList forms; // translation text, or one entry per numerusform
};

QList<Message> readTs(const QString& path, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return {};
    }
    QList<Message> out;
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name") && m.source.isEmpty()) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = {};
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            m.finished = type.isEmpty();
            if (!m.numerus)
                m.forms.append(xml.readElementText());
            else {
                while (xml.readNextStartElement()) {
                    if (xml.name() == QLatin1String("numerusform"))
                        m.forms.append(xml.readElementText());
                    else
                        xml.skipCurrentElement();
                }
            }
            out.append(m);
            m = {};
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return out;
}

QString keyOf(const Message& m)
{
    return m.context + QLatin1Char('\x1f') + m.source;
}
} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

    QString m_source;

private Q_SLOTS:
    void initTestCase()
    {
        m_source = qEnvironmentVariable("QC_SOURCE_DIR");
        QVERIFY2(QDir(m_source).exists(QStringLiteral("translations")), "QC_SOURCE_DIR must name the source tree");
    }

    void chineseIsFinished()
    {
        QString error;
        const auto messages = readTs(m_source + QStringLiteral("/translations/queuecast_zh_CN.ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 100);
        QStringList bad;
        for (const auto& m : messages) {
            const bool empty = m.forms.isEmpty() || m.forms.contains(QString());
            if (!m.finished || empty)
                bad.append(m.context + QStringLiteral(": ") + m.source);
        }
        QVERIFY2(bad.isEmpty(),
                 qPrintable(QStringLiteral("%1 unfinished zh_CN strings, e.g.\n").arg(bad.size())
                            + bad.mid(0, 15).join(QLatin1Char('\n'))));
    }

    void englishHasPluralForms()
    {
        QString error;
        const auto messages = readTs(m_source + QStringLiteral("/translations/queuecast_en.ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList bad;
        for (const auto& m : messages) {
            if (m.numerus && (!m.finished || m.forms.size() != 2 || m.forms.contains(QString())))
                bad.append(m.context + QStringLiteral(": ") + m.source);
        }
        QVERIFY2(bad.isEmpty(),
                 qPrintable(QStringLiteral("%1 English plural strings without both forms, e.g.\n").arg(bad.size())
                            + bad.mid(0, 15).join(QLatin1Char('\n'))));
    }

    void catalogueHoldsEveryString()
    {
        // What lupdate finds in the sources today must already be in both catalogues.
        const QString lupdate = QLibraryInfo::path(QLibraryInfo::BinariesPath) + QStringLiteral("/lupdate");
        if (!QFile::exists(lupdate))
            QFAIL(qPrintable(lupdate + QStringLiteral(" is missing: install qt6-l10n-tools")));
        QTemporaryDir dir;
        const QString fresh = dir.filePath(QStringLiteral("fresh.ts"));
        QProcess p;
        p.setWorkingDirectory(m_source);
        p.start(lupdate,
                { QStringLiteral("app"), QStringLiteral("ui"), QStringLiteral("-locations"), QStringLiteral("none"),
                  QStringLiteral("-no-obsolete"), QStringLiteral("-silent"), QStringLiteral("-ts"), fresh });
        QVERIFY2(p.waitForFinished(240000) && p.exitCode() == 0, p.readAllStandardError().constData());
        QString error;
        const auto found = readTs(fresh, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(found.size() > 100);
        for (const char* name : { "queuecast_en.ts", "queuecast_zh_CN.ts" }) {
            const auto have = readTs(m_source + QStringLiteral("/translations/") + QLatin1String(name), &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QSet<QString> keys;
            for (const auto& m : have)
                keys.insert(keyOf(m));
            QStringList missing;
            for (const auto& m : found) {
                if (!keys.contains(keyOf(m)))
                    missing.append(m.context + QStringLiteral(": ") + m.source);
            }
            QVERIFY2(missing.isEmpty(),
                     qPrintable(QStringLiteral("%1 lacks %2 strings (run update_translations), e.g.\n")
                                    .arg(QLatin1String(name))
                                    .arg(missing.size())
                                + missing.mid(0, 15).join(QLatin1Char('\n'))));
        }
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "TestTranslations.moc"
