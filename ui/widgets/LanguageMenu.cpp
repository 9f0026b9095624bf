#include "LanguageMenu.h"

#include "I18n.h"

#include <QActionGroup>
#include <QSettings>

namespace qc {

LanguageMenu::LanguageMenu(QWidget* parent)
    : QMenu(parent)
{
    auto* languages = new QActionGroup(this);
    // Each language in its own words: whoever cannot read the current one still finds theirs.
    m_english = new QAction(QStringLiteral("English"), languages);
    m_chinese = new QAction(QStringLiteral("简体中文"), languages);
    for (QAction* a : { m_english, m_chinese })
        a->setCheckable(true);
    checkCurrent();
    connect(m_english, &QAction::triggered, this, [this] { switchTo(QStringLiteral("en")); });
    connect(m_chinese, &QAction::triggered, this, [this] { switchTo(QStringLiteral("zh_CN")); });
    addActions(languages->actions());
}

void LanguageMenu::switchTo(const QString& language)
{
    if (!I18n::install(language))
        Q_EMIT missing(tr("The %1 translation is missing; staying in English.").arg(language));
    QSettings().setValue(QStringLiteral("ui/language"), I18n::current());
    checkCurrent();
}

void LanguageMenu::checkCurrent()
{
    (I18n::current() == QLatin1String("zh_CN") ? m_chinese : m_english)->setChecked(true);
}

} // namespace qc
