#pragma once

#include <QString>
#include <QStringList>

namespace qc {

// English and Simplified Chinese, switchable at run time: installs QueueCast's and Qt's own catalogues.
class I18n
{
public:
    static QStringList languages() { return { QStringLiteral("en"), QStringLiteral("zh_CN") }; }
    static QString systemLanguage();
    // Returns false when the catalogue for `language` is missing (English is always available).
    static bool install(const QString& language);
    static QString current();
};

} // namespace qc
