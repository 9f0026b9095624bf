#pragma once

#include <QMenu>

namespace qc {

// View ▸ Language: English or Simplified Chinese, switched live and remembered for the next start.
class LanguageMenu : public QMenu
{
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget* parent = nullptr);

    // Installs the catalogue (the window retranslates on the LanguageChange that follows) and saves the choice.
    void switchTo(const QString& language);
    void retranslate() { setTitle(tr("&Language")); }

Q_SIGNALS:
    // The catalogue is not there; the interface stays in English.
    void missing(const QString& message);

private:
    void checkCurrent();

    QAction* m_english;
    QAction* m_chinese;
};

} // namespace qc
