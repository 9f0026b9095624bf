#include "MessageBox.h"

namespace qc {

QMessageBox::StandardButton MessageBox::warning(QWidget* parent, const QString& objectName, const QString& title,
                                                const QString& text, const QString& detail,
                                                QMessageBox::StandardButtons buttons)
{
    QMessageBox box(QMessageBox::Warning, title, text, buttons, parent);
    box.setObjectName(objectName);
    box.setDetailedText(detail);
    return exec(box);
}

QMessageBox::StandardButton MessageBox::exec(QMessageBox& box)
{
    if (s_nextAnswer != QMessageBox::NoButton) {
        const QMessageBox::StandardButton answer = s_nextAnswer;
        s_nextAnswer = QMessageBox::NoButton; // one answer per box, as a person would give it
        s_lastText = box.detailedText().isEmpty() ? box.text() : box.text() + QLatin1Char('\n') + box.detailedText();
        return answer;
    }
    return QMessageBox::StandardButton(box.exec());
}

} // namespace qc
