#include "FileDialog.h"

#include <QFileDialog>

namespace qc {

QString FileDialog::getOpenFileName(QWidget* parent, const QString& caption)
{
    if (s_answered) {
        s_answered = false; // one answer per chooser
        return std::exchange(s_next, QString());
    }
    return QFileDialog::getOpenFileName(parent, caption);
}

} // namespace qc
