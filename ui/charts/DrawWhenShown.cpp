#include "DrawWhenShown.h"

#include <QEvent>

namespace qc {

RedrawWhenShown::RedrawWhenShown(QWidget* widget, std::function<void()> redraw)
    : QObject(widget)
    , m_widget(widget)
    , m_redraw(std::move(redraw))
{
    widget->installEventFilter(this);
}

void RedrawWhenShown::request()
{
    m_pending = hiddenInShownWindow(m_widget);
    if (!m_pending)
        m_redraw();
}

bool RedrawWhenShown::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_widget && event->type() == QEvent::Show && m_pending) {
        m_pending = false;
        m_redraw();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace qc
