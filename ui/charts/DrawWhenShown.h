#pragma once

#include <QObject>
#include <QWidget>
#include <functional>

namespace qc {

// True while `widget` sits hidden in a window that is shown (a tab not in front): a chart then only keeps its data
// and draws when it is shown. Qt Charts lays its whole scene out again on every change, visible or not; at 58,000
// jobs the hidden overview charts took ~15 ms of the UI thread per refresh. A chart never shown in a window (a test's,
// a screenshot's) draws at once.
inline bool hiddenInShownWindow(const QWidget* widget)
{
    return widget->window()->isVisible() && !widget->isVisible();
}

// Redraws a widget now, or, while it sits hidden in a shown window, once when it is shown next: new data behind a tab
// costs nothing until someone looks. Watches the widget's Show events itself, so the widget needs no showEvent.
class RedrawWhenShown : public QObject
{
public:
    RedrawWhenShown(QWidget* widget, std::function<void()> redraw);
    void request();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* m_widget;
    std::function<void()> m_redraw;
    bool m_pending = false;
};

} // namespace qc
