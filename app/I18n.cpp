#include "I18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace qc {

namespace {
QTranslator* g_app = nullptr;
QTranslator* g_qt = nullptr;
QString g_current = QStringLiteral("en");
} // namespace

QString I18n::systemLanguage()
{
    const QLocale locale;
    return locale.language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

QString I18n::current()
{
    return g_current;
}

bool I18n::install(const QString& language)
{
    for (QTranslator** t : { &g_app, &g_qt }) {
        if (*t) {
            QCoreApplication::removeTranslator(*t);
            delete *t;
            *t = nullptr;
        }
    }
    g_current = QStringLiteral("en");
    // Dates, weekdays and numbers follow the interface language, not only the words: QLocale() everywhere.
    const QLocale system = QLocale::system();
    const bool systemFits = system.language() == QLocale::English || system.language() == QLocale::C;
    QLocale::setDefault(systemFits ? system : QLocale(QLocale::English, QLocale::UnitedStates));
    const bool english = language.isEmpty() || language == QLatin1String("en");
    // English loads its catalogue too: it holds the plural forms ("%n GPU(s)" -> "1 GPU", "2 GPUs"), which the
    // source text alone cannot give. Without it English still works, only with "(s)" in plural strings.
    auto* app = new QTranslator;
    if (!app->load(QStringLiteral(":/i18n/queuecast_%1.qm").arg(english ? QStringLiteral("en") : language))) {
        delete app;
        return english;
    }
    g_app = app;
    QCoreApplication::installTranslator(g_app);
    if (english)
        return true;
    auto* qt = new QTranslator;
    if (qt->load(QStringLiteral("qtbase_%1").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        g_qt = qt;
        QCoreApplication::installTranslator(g_qt);
    } else {
        delete qt;
    }
    g_current = language;
    QLocale::setDefault(QLocale(language));
    return true;
}

} // namespace qc
