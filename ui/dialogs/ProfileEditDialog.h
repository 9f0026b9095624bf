#pragma once

#include "profiles/ClusterProfile.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace qc {

class ConnectionTester;

// One profile's fields, the ones that matter for its kind, and a connection test with the typed values.
// The token field is for slurmrestd only, echoes nothing, and its text leaves only through token().
class ProfileEditDialog final : public QDialog
{
    Q_OBJECT
public:
    // takenNames: the other profiles' names, which this one may not reuse.
    ProfileEditDialog(ClusterProfile profile, QStringList takenNames, bool hasStoredToken, QWidget* parent = nullptr);

    ClusterProfile profile() const;
    QString token() const; // empty: keep the stored one
    // Why the fields cannot be saved; empty when they can.
    QString problem() const;
    QString diagnosis() const;
    void testConnection();

Q_SIGNALS:
    void tested(bool ok);

private:
    void updateKind();
    void fitToContents();
    void tryAccept();

    QStringList m_taken;
    QLineEdit* m_name;
    QComboBox* m_kind;
    QLabel* m_urlLabel;
    QLineEdit* m_url;
    QLabel* m_userLabel;
    QLineEdit* m_user;
    QLabel* m_tokenLabel;
    QLineEdit* m_token;
    QCheckBox* m_allowHttp; // REST: the warned opt-in to plain HTTP to another machine
    QLabel* m_help;
    QPushButton* m_test;
    QLabel* m_diagnosis;
    QDialogButtonBox* m_buttons;
    ConnectionTester* m_tester;
};

} // namespace qc
