// The profile dialogs driven offscreen like a user would: add, edit, remove, kind-dependent fields, a hidden
// token that never reaches the settings file (no keychain daemon here: the warning must say so), test
// connection diagnoses, and connecting the main window to two clusters side by side, restored on the next start.
#include "MainWindow.h"
#include "backends/CompositeBackend.h"
#include "dialogs/ProfileEditDialog.h"
#include "dialogs/ProfilesDialog.h"
#include "models/JobTableModel.h"
#include "models/RegionTableModel.h"
#include "profiles/ProfileSecrets.h"

#include <QComboBox>
#include <QApplication>
#include <QDirIterator>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace qc;

namespace {
template<typename T> T* child(QWidget* w, const char* name)
{
    auto* c = w->findChild<T*>(QString::fromLatin1(name));
    if (!c)
        qFatal("no child %s", name);
    return c;
}

void fill(ProfileEditDialog* editor, const QString& name, ClusterProfile::Kind kind, const QString& url,
          const QString& user = {}, const QString& token = {})
{
    auto* nameEdit = child<QLineEdit>(editor, "nameEdit");
    nameEdit->clear();
    QTest::keyClicks(nameEdit, name);
    auto* kindBox = child<QComboBox>(editor, "kindBox");
    kindBox->setCurrentIndex(kindBox->findData(int(kind)));
    auto* urlEdit = child<QLineEdit>(editor, "urlEdit");
    urlEdit->clear();
    QTest::keyClicks(urlEdit, url);
    child<QLineEdit>(editor, "userEdit")->setText(user);
    child<QLineEdit>(editor, "tokenEdit")->setText(token);
}

ProfileEditDialog* visibleEditor(QWidget* parent)
{
    for (auto* e : parent->findChildren<ProfileEditDialog*>()) {
        if (e->isVisible())
            return e;
    }
    return nullptr;
}

void clickOk(QDialog* dialog)
{
    for (auto* b : dialog->findChildren<QPushButton*>()) {
        if (b->text() == QLatin1String("&OK") || b->text() == QLatin1String("OK")) {
            QTest::mouseClick(b, Qt::LeftButton);
            return;
        }
    }
    qFatal("no OK button");
}
} // namespace

class TestProfilesDialog : public QObject
{
    Q_OBJECT
    QTemporaryDir m_home;
    const QString m_token = QStringLiteral("eyJsecret-%1").arg(QCoreApplication::applicationPid());

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("XDG_CONFIG_HOME", m_home.path().toUtf8());
        qputenv("XDG_DATA_HOME", m_home.filePath(QStringLiteral("data")).toUtf8());
        qputenv("QC_TEST_NO_DIALOGS", "1");
        qunsetenv("DBUS_SESSION_BUS_ADDRESS"); // no keychain daemon, for real
        qunsetenv("SLURM_JWT");
        QCoreApplication::setOrganizationName(QStringLiteral("QueueCastTest"));
        QCoreApplication::setApplicationName(QStringLiteral("QueueCastProfiles"));
        QVERIFY(QSettings().fileName().startsWith(m_home.path()));
    }

    void addEditRemove()
    {
        ProfilesDialog dialog;
        dialog.show();
        auto* list = child<QListWidget>(&dialog, "profileList");
        // A first run lists the demo platform it is connected to; removed, it stays gone.
        QCOMPARE(list->count(), 1);
        QVERIFY2(list->item(0)->text().startsWith(QLatin1String("demo")), qPrintable(list->item(0)->text()));
        QCOMPARE(dialog.store().find(QStringLiteral("demo"))->kind, ClusterProfile::Kind::Demo);
        dialog.selectProfile(QStringLiteral("demo"));
        QTest::mouseClick(child<QPushButton>(&dialog, "removeButton"), Qt::LeftButton);
        QCOMPARE(list->count(), 0);
        QCOMPARE(ProfilesDialog().store().profiles().size(), 0);
        QVERIFY(!child<QPushButton>(&dialog, "editButton")->isEnabled());

        QTest::mouseClick(child<QPushButton>(&dialog, "addButton"), Qt::LeftButton);
        QTRY_VERIFY(visibleEditor(&dialog));
        auto* editor = visibleEditor(&dialog);
        fill(editor, QStringLiteral("alpha"), ClusterProfile::Kind::Demo,
             QStringLiteral("demo://?seed=1&state=none&history=1&user=me"));
        // Kind-dependent fields: no user or token for the demo platform.
        QVERIFY(!child<QLineEdit>(editor, "tokenEdit")->isVisibleTo(editor));
        QVERIFY(!child<QLineEdit>(editor, "userEdit")->isVisibleTo(editor));
        clickOk(editor);
        QTRY_COMPARE(list->count(), 1);
        QVERIFY(list->item(0)->text().startsWith(QLatin1String("alpha")));
        QVERIFY(dialog.hint().contains(QLatin1String("alpha")));

        // A bad name keeps the editor open and says why.
        editor = dialog.openEditor();
        fill(editor, QStringLiteral("a/b"), ClusterProfile::Kind::Demo, {});
        clickOk(editor);
        QVERIFY(editor->isVisible());
        QVERIFY(child<QLabel>(editor, "diagnosisLabel")->text().contains(QLatin1String("\"/\"")));
        fill(editor, QStringLiteral("alpha"), ClusterProfile::Kind::Demo, {});
        clickOk(editor);
        QVERIFY(editor->isVisible()); // the name is taken
        fill(editor, QStringLiteral("beta"), ClusterProfile::Kind::Demo,
             QStringLiteral("demo://?seed=2&state=none&history=1&user=me"));
        clickOk(editor);
        QTRY_COMPARE(list->count(), 2);

        // Rename beta through Edit.
        dialog.selectProfile(QStringLiteral("beta"));
        QTest::mouseClick(child<QPushButton>(&dialog, "editButton"), Qt::LeftButton);
        QTRY_VERIFY(visibleEditor(&dialog));
        editor = visibleEditor(&dialog);
        QCOMPARE(child<QLineEdit>(editor, "nameEdit")->text(), QStringLiteral("beta"));
        child<QLineEdit>(editor, "nameEdit")->setText(QStringLiteral("gamma"));
        clickOk(editor);
        QTRY_VERIFY(dialog.store().find(QStringLiteral("gamma")).has_value());
        QVERIFY(!dialog.store().find(QStringLiteral("beta")));
        QCOMPARE(list->count(), 2);

        dialog.selectProfile(QStringLiteral("gamma"));
        QTest::mouseClick(child<QPushButton>(&dialog, "removeButton"), Qt::LeftButton);
        QCOMPARE(list->count(), 1);
        QVERIFY(!dialog.store().find(QStringLiteral("gamma")));
        QVERIFY(dialog.store()
                    .save({ QStringLiteral("beta"),
                            ClusterProfile::Kind::Demo,
                            QStringLiteral("demo://?seed=2&state=none&history=1&user=me"),
                            {} })
                    .ok());
    }

    void restProfileKeepsTheTokenOutOfFiles()
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 port = probe.serverPort();
        probe.close(); // nothing listens there now

        ProfilesDialog dialog;
        dialog.show();
        auto* editor = dialog.openEditor();
        fill(editor, QStringLiteral("rest"), ClusterProfile::Kind::SlurmRest, QStringLiteral("ftp://nope"),
             QStringLiteral("ana"), m_token);
        auto* token = child<QLineEdit>(editor, "tokenEdit");
        QVERIFY(token->isVisibleTo(editor));
        QCOMPARE(token->echoMode(), QLineEdit::Password);
        QVERIFY(token->displayText() != m_token);
        clickOk(editor);
        QVERIFY(editor->isVisible());
        QVERIFY(!child<QLabel>(editor, "diagnosisLabel")->text().isEmpty());

        // Test connection with the typed values: a refused port, diagnosed as such.
        child<QLineEdit>(editor, "urlEdit")->setText(QStringLiteral("http://127.0.0.1:%1").arg(port));
        QSignalSpy tested(editor, &ProfileEditDialog::tested);
        QTest::mouseClick(child<QPushButton>(editor, "testButton"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tested.size(), 1, 30000);
        QCOMPARE(tested.first().first().toBool(), false);
        const QString diagnosis = child<QLabel>(editor, "diagnosisLabel")->text();
        QVERIFY2(diagnosis.contains(QLatin1String("Connection refused")), qPrintable(diagnosis));
        QVERIFY(!diagnosis.contains(m_token));
        // A long diagnosis grows the dialog instead of squashing the form: every field keeps its height.
        QApplication::processEvents();
        for (const char* name : { "nameEdit", "urlEdit", "userEdit", "tokenEdit" }) {
            auto* field = child<QLineEdit>(editor, name);
            QVERIFY2(field->height() >= field->sizeHint().height(), name);
        }
        auto* label = child<QLabel>(editor, "diagnosisLabel");
        QVERIFY(label->height() >= label->heightForWidth(label->width()));

        clickOk(editor);
        // No keychain daemon: the token stays in memory and the dialog says so.
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hint().contains(QLatin1String("memory")), 40000);
        QVERIFY(dialog.hint().contains(QLatin1String("SLURM_JWT")));
        QVERIFY(!dialog.hint().contains(m_token));
        QDirIterator it(m_home.path(), QDir::Files, QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(!f.readAll().contains(m_token.toUtf8()), qPrintable(f.fileName()));
            ++files;
        }
        QVERIFY(files > 0);

        // Testing the saved profile from the list uses the session's token and says what happened.
        dialog.selectProfile(QStringLiteral("rest"));
        QSignalSpy hints(&dialog, &ProfilesDialog::hintChanged);
        QTest::mouseClick(child<QPushButton>(&dialog, "testButton"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.hint().contains(QLatin1String("Connection refused")), 30000);

        // A new address or user moves the token to the new key; nothing is typed again.
        const ClusterProfile before = *dialog.store().find(QStringLiteral("rest"));
        QCOMPARE(ProfileSecrets::sessionToken(before.secretKey()), m_token);
        editor = dialog.openEditor(QStringLiteral("rest"));
        QVERIFY(child<QLineEdit>(editor, "tokenEdit")->text().isEmpty()); // never shown back
        child<QLineEdit>(editor, "userEdit")->setText(QStringLiteral("bo"));
        clickOk(editor);
        const ClusterProfile after = *dialog.store().find(QStringLiteral("rest"));
        QVERIFY(after.secretKey() != before.secretKey());
        QTRY_COMPARE_WITH_TIMEOUT(ProfileSecrets::sessionToken(after.secretKey()), m_token, 40000);
        QVERIFY(ProfileSecrets::sessionToken(before.secretKey()).isEmpty());

        // Removing the profile forgets its token.
        dialog.selectProfile(QStringLiteral("rest"));
        QTest::mouseClick(child<QPushButton>(&dialog, "removeButton"), Qt::LeftButton);
        QVERIFY(!dialog.store().find(QStringLiteral("rest")));
        QTRY_VERIFY(ProfileSecrets::sessionToken(after.secretKey()).isEmpty());
    }

    void connectsSideBySideAndRestores()
    {
        QSettings().setValue(QStringLiteral("backend/url"), QStringLiteral("demo://?state=none&history=1"));
        MainWindow window;
        window.show();
        ProfilesDialog* dialog = window.openProfilesDialog();
        QVERIFY(dialog);
        dialog->setChecked({ QStringLiteral("alpha"), QStringLiteral("beta") });
        auto* connectButton = child<QPushButton>(dialog, "connectButton");
        QVERIFY(connectButton->text().contains(QLatin1String("2")));
        QSignalSpy requested(dialog, &ProfilesDialog::connectRequested);
        QTest::mouseClick(connectButton, Qt::LeftButton);
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.first().first().toStringList(),
                 (QStringList { QStringLiteral("alpha"), QStringLiteral("beta") }));

        QVERIFY(window.watcher());
        auto* composite = qobject_cast<CompositeBackend*>(window.watcher()->backend());
        QVERIFY(composite);
        QTRY_VERIFY_WITH_TIMEOUT(window.jobModel()->rowCount() > 10, 30000);
        bool sawAlpha = false, sawBeta = false;
        for (int r = 0; r < window.jobModel()->rowCount(); ++r) {
            const QString id = window.jobModel()->jobAt(r)->id;
            sawAlpha |= id.startsWith(QLatin1String("alpha:"));
            sawBeta |= id.startsWith(QLatin1String("beta:"));
        }
        QVERIFY(sawAlpha && sawBeta);
        auto* regions = child<QTableView>(&window, "regionView");
        QTRY_VERIFY(regions->model()->rowCount() >= 2);
        QStringList families;
        for (int r = 0; r < regions->model()->rowCount(); ++r)
            families.append(regions->model()->index(r, 0).data().toString().section(u'/', 0, 0));
        QVERIFY2(families.contains(QStringLiteral("alpha")) && families.contains(QStringLiteral("beta")),
                 qPrintable(families.join(u',')));

        // The next start (main.cpp reconnects to the last backend URL) gets the same two clusters.
        const QString last = QSettings().value(QStringLiteral("backend/url")).toString();
        QVERIFY2(last.startsWith(QLatin1String("profiles:")), qPrintable(last));
        MainWindow next;
        QVERIFY(next.connectTo(last));
        auto* restored = qobject_cast<CompositeBackend*>(next.watcher()->backend());
        QVERIFY(restored);
        QCOMPARE(restored->members().size(), 2);

        // One profile: its own backend, no prefixes.
        dialog = window.openProfilesDialog();
        QCOMPARE(dialog->checkedNames(), (QStringList { QStringLiteral("alpha"), QStringLiteral("beta") }));
        dialog->setChecked({});
        dialog->selectProfile(QStringLiteral("beta"));
        QTest::mouseClick(child<QPushButton>(dialog, "connectButton"), Qt::LeftButton);
        QVERIFY(!qobject_cast<CompositeBackend*>(window.watcher()->backend()));
        QCOMPARE(window.watcher()->backend()->url().scheme(), QStringLiteral("demo"));
    }
};

QTEST_MAIN(TestProfilesDialog)
#include "TestProfilesDialog.moc"
