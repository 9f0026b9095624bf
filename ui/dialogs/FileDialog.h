#pragma once

#include <QString>

class QWidget;

namespace qc {

// File choosers a test can answer in advance: after setNextFileName(path) the next chooser is not shown and
// returns that path (an empty one: the person cancelled).
class FileDialog
{
public:
    static QString getOpenFileName(QWidget* parent, const QString& caption);
    static void setNextFileName(const QString& path)
    {
        s_next = path;
        s_answered = true;
    }

private:
    static inline QString s_next;
    static inline bool s_answered = false;
};

} // namespace qc
