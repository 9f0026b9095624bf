#include "ProfileEditDialog.h"

#include "profiles/ConnectionTester.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

namespace qc {

namespace {
constexpr const char* kErrorStyle = "color: #b00020;";
}

ProfileEditDialog::ProfileEditDialog(ClusterProfile profile, QStringList takenNames, bool hasStoredToken,
                                     QWidget* parent)
    : QDialog(parent)
    , m_taken(std::move(takenNames))
    , m_name(new QLineEdit(profile.name, this))
    , m_kind(new QComboBox(this))
    , m_urlLabel(new QLabel(this))
    , m_url(new QLineEdit(profile.url, this))
    , m_userLabel(new QLabel(tr("User:"), this))
    , m_user(new QLineEdit(profile.user, this))
    , m_tokenLabel(new QLabel(tr("Token:"), this))
    , m_token(new QLineEdit(this))
    , m_allowHttp(new QCheckBox(tr("Allow unencrypted HTTP: the token can be read on the network"), this))
    , m_help(new QLabel(this))
    , m_test(new QPushButton(tr("Test connection"), this))
    , m_diagnosis(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , m_tester(new ConnectionTester(this))
{
    setObjectName(QStringLiteral("profileEditDialog"));
    setWindowTitle(profile.name.isEmpty() ? tr("New cluster profile") : tr("Edit cluster profile"));
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_kind->setObjectName(QStringLiteral("kindBox"));
    m_url->setObjectName(QStringLiteral("urlEdit"));
    m_user->setObjectName(QStringLiteral("userEdit"));
    m_token->setObjectName(QStringLiteral("tokenEdit"));
    m_allowHttp->setObjectName(QStringLiteral("allowHttpCheck"));
    m_allowHttp->setChecked(profile.allowPlainHttp);
    m_allowHttp->setToolTip(tr("Warning: over plain HTTP your token crosses the network unencrypted; anyone on "
                               "the path can read it and act as you on the cluster. Use https when the server "
                               "offers it."));
    m_test->setObjectName(QStringLiteral("testButton"));
    m_diagnosis->setObjectName(QStringLiteral("diagnosisLabel"));
    m_help->setObjectName(QStringLiteral("helpLabel"));
    m_token->setEchoMode(QLineEdit::Password);
    m_token->setPlaceholderText(hasStoredToken ? tr("Stored — type to replace") : tr("From \"scontrol token\""));
    for (auto kind : ClusterProfile::kinds())
        m_kind->addItem(ClusterProfile::kindLabel(kind), int(kind));
    m_kind->setCurrentIndex(m_kind->findData(int(profile.kind)));
    for (QLabel* l : { m_help, m_diagnosis }) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }

    auto* form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Kind:"), m_kind);
    form->addRow(m_urlLabel, m_url);
    form->addRow(m_userLabel, m_user);
    form->addRow(m_tokenLabel, m_token);
    form->addRow(QString(), m_allowHttp);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_help);
    layout->addWidget(m_test, 0, Qt::AlignLeft);
    layout->addWidget(m_diagnosis);
    layout->addStretch();
    layout->addWidget(m_buttons);
    setMinimumWidth(520);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &ProfileEditDialog::updateKind);
    connect(m_test, &QPushButton::clicked, this, &ProfileEditDialog::testConnection);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ProfileEditDialog::tryAccept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateKind();
}

void ProfileEditDialog::updateKind()
{
    const auto kind = ClusterProfile::Kind(m_kind->currentData().toInt());
    const bool rest = kind == ClusterProfile::Kind::SlurmRest;
    const bool ssh = kind == ClusterProfile::Kind::SlurmSsh;
    const bool local = kind == ClusterProfile::Kind::SlurmLocal;
    m_url->setVisible(!local);
    m_urlLabel->setVisible(!local);
    m_user->setVisible(rest || ssh);
    m_userLabel->setVisible(rest || ssh);
    m_token->setVisible(rest);
    m_tokenLabel->setVisible(rest);
    m_allowHttp->setVisible(rest);
    switch (kind) {
    case ClusterProfile::Kind::Demo:
        m_urlLabel->setText(tr("Options:"));
        m_url->setPlaceholderText(QStringLiteral("demo://?seed=7"));
        m_help->setText(tr("The built-in simulated cluster. Leave the options empty, or give a demo:// URL with "
                           "options such as seed=7."));
        break;
    case ClusterProfile::Kind::SlurmRest:
        m_urlLabel->setText(tr("Address:"));
        m_url->setPlaceholderText(QStringLiteral("https://slurm.example.org:6820"));
        m_help->setText(tr("slurmrestd's address. The token is kept in your system's keychain, never in a "
                           "settings file; get one with \"scontrol token\" on a login node."));
        break;
    case ClusterProfile::Kind::SlurmSsh:
        m_urlLabel->setText(tr("Host:"));
        m_url->setPlaceholderText(QStringLiteral("hpc-login  /  ana@login.example.org:22"));
        m_help->setText(tr("An alias from ~/.ssh/config or user@host:port. QueueCast runs Slurm's commands through "
                           "OpenSSH with your keys and agent, without asking for a password."));
        break;
    case ClusterProfile::Kind::SlurmLocal:
        m_help->setText(tr("Slurm's commands (squeue, sinfo, scontrol) on this computer, e.g. on a login node."));
        break;
    }
    m_diagnosis->clear();
    fitToContents();
}

void ProfileEditDialog::fitToContents()
{
    // Wrapped labels (help, diagnosis) need more height the longer they are; a layout's minimum size ignores
    // height-for-width, so the dialog would keep its height and squash the fields. Grow it to what they need.
    QLayout* l = layout();
    if (!l)
        return;
    l->activate();
    const int needed = l->hasHeightForWidth() ? l->totalHeightForWidth(width()) : l->totalSizeHint().height();
    setMinimumHeight(needed);
    if (height() < needed)
        resize(width(), needed);
}

ClusterProfile ProfileEditDialog::profile() const
{
    ClusterProfile p;
    p.name = m_name->text().trimmed();
    p.kind = ClusterProfile::Kind(m_kind->currentData().toInt());
    p.url = p.kind == ClusterProfile::Kind::SlurmLocal ? QString() : m_url->text().trimmed();
    const bool hasUser = p.kind == ClusterProfile::Kind::SlurmRest || p.kind == ClusterProfile::Kind::SlurmSsh;
    p.user = hasUser ? m_user->text().trimmed() : QString();
    p.allowPlainHttp = p.kind == ClusterProfile::Kind::SlurmRest && m_allowHttp->isChecked();
    return p;
}

QString ProfileEditDialog::token() const
{
    return profile().needsToken() ? m_token->text().trimmed() : QString();
}

QString ProfileEditDialog::problem() const
{
    const ClusterProfile p = profile();
    if (!ClusterProfile::isValidName(p.name))
        return tr("A profile name needs 1 to 40 characters, without \"/\", \":\" or \",\"");
    if (m_taken.contains(p.name))
        return tr("There is already a profile named \"%1\"").arg(p.name);
    const auto url = p.backendUrl();
    if (!url.ok())
        return url.error().message;
    return {};
}

QString ProfileEditDialog::diagnosis() const
{
    return m_diagnosis->text();
}

void ProfileEditDialog::testConnection()
{
    m_test->setEnabled(false);
    m_diagnosis->setStyleSheet(QString());
    m_diagnosis->setText(tr("Testing…"));
    QCoro::connect(m_tester->test(profile(), token()), this, [this](ConnectionDiagnosis d) {
        m_test->setEnabled(true);
        m_diagnosis->setStyleSheet(d.ok() ? QString() : QString::fromLatin1(kErrorStyle));
        m_diagnosis->setText(d.toText());
        fitToContents();
        Q_EMIT tested(d.ok());
    });
}

void ProfileEditDialog::tryAccept()
{
    const QString why = problem();
    if (!why.isEmpty()) {
        m_diagnosis->setStyleSheet(QString::fromLatin1(kErrorStyle));
        m_diagnosis->setText(why);
        fitToContents();
        return;
    }
    accept();
}

} // namespace qc
