// Grabs the profile dialogs, in English and Simplified Chinese, for review: profiles_screenshots OUTDIR [EXTRA.qm]
// (EXTRA.qm: catalogue of strings not yet in the shipped translation). Settings go to a temporary folder.
#include "I18n.h"
#include "MainWindow.h"
#include "dialogs/ProfileEditDialog.h"
#include "dialogs/ProfilesDialog.h"
#include "models/JobTableModel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <functional>

using namespace qc;

namespace {
bool waitUntil(const std::function<bool()>& done)
{
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < 30000)
        QTest::qWait(50);
    return done();
}

void shoot(const QString& dir, const QString& language)
{
    ProfilesDialog dialog;
    dialog.show();
    dialog.setChecked({ QStringLiteral("demo"), QStringLiteral("hpc-rest") });
    dialog.selectProfile(QStringLiteral("hpc-rest"));
    dialog.testSelected();
    waitUntil([&dialog] { return !dialog.hint().contains(QStringLiteral("…")); });
    dialog.grab().save(dir + QStringLiteral("/profiles-%1.png").arg(language));

    ProfileEditDialog* editor = dialog.openEditor(QStringLiteral("hpc-rest"));
    editor->findChild<QLineEdit*>(QStringLiteral("tokenEdit"))->setText(QStringLiteral("eyJhbGciOi-example"));
    QSignalSpy tested(editor, &ProfileEditDialog::tested);
    editor->testConnection();
    waitUntil([&tested] { return tested.size() == 1; });
    editor->adjustSize();
    editor->grab().save(dir + QStringLiteral("/profile-edit-%1.png").arg(language));
    editor->close();
}
} // namespace

int main(int argc, char* argv[])
{
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", home.path().toUtf8());
    qunsetenv("DBUS_SESSION_BUS_ADDRESS");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("QueueCastShots"));
    QApplication::setApplicationName(QStringLiteral("QueueCastShots"));
    const QStringList args = app.arguments();
    const QString dir = args.value(1, QStringLiteral("."));

    QTcpServer probe; // a port nothing listens on, for a real diagnosis
    probe.listen(QHostAddress::LocalHost);
    const quint16 port = probe.serverPort();
    probe.close();
    ProfileStore store;
    store.save(
        { QStringLiteral("demo"), ClusterProfile::Kind::Demo, QStringLiteral("demo://?state=none&history=1"), {} });
    store.save({ QStringLiteral("hpc-rest"), ClusterProfile::Kind::SlurmRest,
                 QStringLiteral("http://127.0.0.1:%1").arg(port), QStringLiteral("ana") });
    store.save({ QStringLiteral("login-ssh"), ClusterProfile::Kind::SlurmSsh, QStringLiteral("hpc-login"), {} });
    store.save({ QStringLiteral("local"), ClusterProfile::Kind::SlurmLocal, {}, {} });

    I18n::install(QStringLiteral("en"));
    shoot(dir, QStringLiteral("en"));
    {
        // Two clusters side by side, one of them failing: the status bar says which.
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        window.connectTo(ProfileStore::urlFor({ QStringLiteral("demo"), QStringLiteral("hpc-rest") }));
        waitUntil([&window] { return window.jobModel()->rowCount() > 0; });
        QTest::qWait(1500);
        window.grab().save(dir + QStringLiteral("/main-two-clusters-en.png"));
    }
    I18n::install(QStringLiteral("zh_CN"));
    QTranslator extra;
    if (args.size() > 2 && extra.load(args.at(2)))
        QCoreApplication::installTranslator(&extra);
    shoot(dir, QStringLiteral("zh_CN"));
    return 0;
}
