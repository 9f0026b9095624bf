#pragma once

#include <QDialog>

class QTextBrowser;

namespace qc {

// Help ▸ What am I looking at?: one short page on the window's parts and on each cause of waiting, with what it
// means and what usually helps, plus a link to the README for the rest.
class WhatAmILookingAtDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit WhatAmILookingAtDialog(QWidget* parent = nullptr);

    QString html() const;
    // The README shipped with this build (installed docs or the source tree), or empty when none is found.
    static QString readmePath();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    QTextBrowser* m_page;
};

} // namespace qc
