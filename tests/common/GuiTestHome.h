#pragma once

#include "I18n.h"

#include <QAction>
#include <QCoreApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>

namespace qc::test {

// A GUI test's own settings and data under `dir` (never the person's), in English.
inline void useGuiTestHome(const QTemporaryDir& dir)
{
    qputenv("XDG_CONFIG_HOME", dir.filePath(QStringLiteral("config")).toUtf8());
    qputenv("XDG_DATA_HOME", dir.filePath(QStringLiteral("data")).toUtf8());
    QCoreApplication::setOrganizationName(QStringLiteral("QueueCastTest"));
    QCoreApplication::setApplicationName(QStringLiteral("QueueCastTest"));
    I18n::install(QStringLiteral("en"));
}

// The entry of that objectName in the window's menus, as a person finds it; null when no menu has it.
inline QAction* menuAction(const QMainWindow& window, QStringView objectName)
{
    const auto menus = window.menuBar()->findChildren<QMenu*>();
    for (const QMenu* menu : menus) {
        for (QAction* a : menu->actions()) {
            if (a->objectName() == objectName)
                return a;
        }
    }
    return nullptr;
}

} // namespace qc::test
