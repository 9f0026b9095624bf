#include "I18n.h"
#include "MainWindow.h"
#include "UiSliceMonitor.h"
#include "backends/BackendFactory.h"
#include "model/ProcessTuning.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QSettings>
#include <QTableView>

int main(int argc, char* argv[])
{
    qc::tuneProcessForBigQueues();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("QueueCast"));
    QApplication::setApplicationName(QStringLiteral("QueueCast"));
    QApplication::setApplicationVersion(QStringLiteral(QUEUECAST_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.queuecast.QueueCast"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/queuecast.svg")));

    QSettings settings;
    const QString language = settings.value(QStringLiteral("ui/language"), qc::I18n::systemLanguage()).toString();
    qc::I18n::install(language);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Why your GPU jobs wait, and when they will start."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption backendOpt(
        { QStringLiteral("b"), QStringLiteral("backend") },
        QApplication::translate("main", "Backend URL (default: the last one used, else demo://)."),
        QApplication::translate("main", "url"));
    const QCommandLineOption languageOpt(QStringLiteral("language"),
                                         QApplication::translate("main", "User interface language: en or zh_CN."),
                                         QApplication::translate("main", "lang"));
    parser.addOptions({ backendOpt, languageOpt });
    parser.process(app);
    if (parser.isSet(languageOpt))
        qc::I18n::install(parser.value(languageOpt));

    qc::MainWindow window;
    // The big-queue benchmark's probe (bench/gui_big_queue.py): off unless asked for.
    qc::UiSliceMonitor* monitor = nullptr;
    if (const QString slices = qEnvironmentVariable("QUEUECAST_UI_SLICES"); !slices.isEmpty())
        monitor = new qc::UiSliceMonitor(slices, window.findChild<QTableView*>(QStringLiteral("jobView")), &window);
    const QString url = parser.isSet(backendOpt)
        ? parser.value(backendOpt)
        : settings.value(QStringLiteral("backend/url"), qc::BackendFactory::defaultUrl()).toString();
    if (!window.connectTo(url) && url != qc::BackendFactory::defaultUrl())
        window.connectTo(qc::BackendFactory::defaultUrl());
    if (monitor && window.watcher())
        monitor->watch(window.watcher());
    window.show();
    return app.exec();
}
