#pragma once

#include <QMessageBox>

namespace qc {

// Modal message boxes a test can answer in advance (no environment switch in product code): after
// setNextAnswer(button) the next box is not shown, returns that button and leaves its text in lastText().
class MessageBox
{
public:
    static QMessageBox::StandardButton warning(QWidget* parent, const QString& objectName, const QString& title,
                                               const QString& text, const QString& detail = {},
                                               QMessageBox::StandardButtons buttons = QMessageBox::Ok);
    static void setNextAnswer(QMessageBox::StandardButton button) { s_nextAnswer = button; }
    // Text and detail of the last box answered in advance.
    static QString lastText() { return s_lastText; }

private:
    static QMessageBox::StandardButton exec(QMessageBox& box);

    static inline QMessageBox::StandardButton s_nextAnswer = QMessageBox::NoButton;
    static inline QString s_lastText;
};

} // namespace qc
