#pragma once

#include "profiles/ProfileStore.h"

#include <QDialog>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace qc {

class ConnectionTester;
class ProfileEditDialog;
class ProfileSecrets;

// The saved cluster profiles: add, edit, remove, test one, and connect to one or several (checked) at once.
// Feedback (saved, keychain warnings, test diagnoses) goes to the hint label above the buttons.
class ProfilesDialog final : public QDialog
{
    Q_OBJECT
public:
    // settingsFile: where profiles live (tests); empty: the application's settings.
    explicit ProfilesDialog(QWidget* parent = nullptr, const QString& settingsFile = {});

    ProfileStore& store() { return m_store; }
    QStringList checkedNames() const;
    void setChecked(const QStringList& names);
    void selectProfile(const QString& name);
    QString hint() const;
    // Opens the editor for a new profile (empty name) or the named one, non-modally; returns it.
    ProfileEditDialog* openEditor(const QString& name = {});
    void removeSelected();
    void testSelected();
    void connectChecked();

Q_SIGNALS:
    // One or several profiles to connect to, in list order.
    void connectRequested(const QStringList& names);
    // Something visible changed (saved, removed, tested); for tests.
    void hintChanged(const QString& text);

private:
    void reload();
    void updateButtons();
    void setHint(const QString& text, bool error = false);
    void saveEdited(ProfileEditDialog* editor, ClusterProfile previous);
    QString selectedName() const;

    ProfileStore m_store;
    ProfileSecrets* m_secrets;
    ConnectionTester* m_tester;
    QListWidget* m_list;
    QPushButton* m_add;
    QPushButton* m_edit;
    QPushButton* m_remove;
    QPushButton* m_test;
    QPushButton* m_connect;
    QLabel* m_hint;
};

} // namespace qc
