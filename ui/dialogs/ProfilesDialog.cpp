#include "ProfilesDialog.h"

#include "ProfileEditDialog.h"
#include "profiles/ConnectionTester.h"
#include "profiles/ProfileSecrets.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>
#include <memory>

namespace qc {

namespace {
constexpr const char* kErrorStyle = "color: #b00020;";

// A first run is connected to the demo platform: list it like any other profile, so it can be picked again after
// trying a real cluster. Once only, so removing it is final.
void seedDemoProfile(ProfileStore& store, const QString& settingsFile)
{
    const auto settings = settingsFile.isEmpty() ? std::make_unique<QSettings>()
                                                 : std::make_unique<QSettings>(settingsFile, QSettings::IniFormat);
    const QString key = QStringLiteral("profilesSeeded/demo");
    if (settings->value(key, false).toBool())
        return;
    settings->setValue(key, true);
    if (!store.profiles().isEmpty())
        return;
    ClusterProfile demo;
    demo.name = QStringLiteral("demo");
    demo.kind = ClusterProfile::Kind::Demo;
    (void)store.save(demo);
}
} // namespace

ProfilesDialog::ProfilesDialog(QWidget* parent, const QString& settingsFile)
    : QDialog(parent)
    , m_store(settingsFile)
    , m_secrets(new ProfileSecrets(this))
    , m_tester(new ConnectionTester(this))
    , m_list(new QListWidget(this))
    , m_add(new QPushButton(tr("Add…"), this))
    , m_edit(new QPushButton(tr("Edit…"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
    , m_test(new QPushButton(tr("Test connection"), this))
    , m_connect(new QPushButton(tr("Connect"), this))
    , m_hint(new QLabel(this))
{
    setObjectName(QStringLiteral("profilesDialog"));
    seedDemoProfile(m_store, settingsFile);
    setWindowTitle(tr("Cluster profiles"));
    m_list->setObjectName(QStringLiteral("profileList"));
    m_add->setObjectName(QStringLiteral("addButton"));
    m_edit->setObjectName(QStringLiteral("editButton"));
    m_remove->setObjectName(QStringLiteral("removeButton"));
    m_test->setObjectName(QStringLiteral("testButton"));
    m_connect->setObjectName(QStringLiteral("connectButton"));
    m_hint->setObjectName(QStringLiteral("hintLabel"));
    m_hint->setWordWrap(true);
    m_hint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_connect->setDefault(true);

    auto* intro = new QLabel(tr("Tick several profiles to see their clusters side by side: each cluster becomes a "
                                "family of regions, its jobs marked with the profile's name."),
                             this);
    intro->setWordWrap(true);
    auto* side = new QVBoxLayout;
    for (QPushButton* b : { m_add, m_edit, m_remove, m_test })
        side->addWidget(b);
    side->addStretch();
    auto* middle = new QHBoxLayout;
    middle->addWidget(m_list, 1);
    middle->addLayout(side);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_connect, QDialogButtonBox::AcceptRole);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(middle, 1);
    layout->addWidget(m_hint);
    layout->addWidget(buttons);
    resize(600, 400);

    connect(m_add, &QPushButton::clicked, this, [this] { openEditor(); });
    connect(m_edit, &QPushButton::clicked, this, [this] { openEditor(selectedName()); });
    connect(m_list, &QListWidget::itemDoubleClicked, this,
            [this](QListWidgetItem* item) { openEditor(item->data(Qt::UserRole).toString()); });
    connect(m_remove, &QPushButton::clicked, this, &ProfilesDialog::removeSelected);
    connect(m_test, &QPushButton::clicked, this, &ProfilesDialog::testSelected);
    connect(buttons, &QDialogButtonBox::accepted, this, &ProfilesDialog::connectChecked);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, &ProfilesDialog::updateButtons);
    connect(m_list, &QListWidget::itemChanged, this, &ProfilesDialog::updateButtons);
    reload();
    setChecked(m_store.lastUsed());
}

void ProfilesDialog::reload()
{
    const QString current = selectedName();
    const QStringList checked = checkedNames();
    m_list->clear();
    for (const auto& p : m_store.profiles()) {
        const auto url = p.backendUrl();
        auto* item = new QListWidgetItem(QStringLiteral("%1 — %2").arg(p.name, ClusterProfile::kindLabel(p.kind)));
        item->setData(Qt::UserRole, p.name);
        item->setToolTip(url.ok() ? url.value() : url.error().message);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(checked.contains(p.name) ? Qt::Checked : Qt::Unchecked);
        m_list->addItem(item);
        if (p.name == current)
            m_list->setCurrentItem(item);
    }
    if (!m_list->currentItem() && m_list->count() > 0)
        m_list->setCurrentRow(0);
    updateButtons();
}

void ProfilesDialog::updateButtons()
{
    const bool any = m_list->currentItem() != nullptr;
    m_edit->setEnabled(any);
    m_remove->setEnabled(any);
    m_test->setEnabled(any);
    m_connect->setEnabled(any || !checkedNames().isEmpty());
    const int n = int(checkedNames().size());
    m_connect->setText(n > 1 ? tr("Connect to %n cluster(s)", nullptr, n) : tr("Connect"));
}

QString ProfilesDialog::selectedName() const
{
    const auto* item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

QStringList ProfilesDialog::checkedNames() const
{
    QStringList names;
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->checkState() == Qt::Checked)
            names.append(m_list->item(i)->data(Qt::UserRole).toString());
    }
    return names;
}

void ProfilesDialog::setChecked(const QStringList& names)
{
    for (int i = 0; i < m_list->count(); ++i) {
        QListWidgetItem* item = m_list->item(i);
        item->setCheckState(names.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
    updateButtons();
}

void ProfilesDialog::selectProfile(const QString& name)
{
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(Qt::UserRole).toString() == name)
            m_list->setCurrentRow(i);
    }
}

QString ProfilesDialog::hint() const
{
    return m_hint->text();
}

void ProfilesDialog::setHint(const QString& text, bool error)
{
    m_hint->setStyleSheet(error ? QString::fromLatin1(kErrorStyle) : QString());
    m_hint->setText(text);
    Q_EMIT hintChanged(text);
}

ProfileEditDialog* ProfilesDialog::openEditor(const QString& name)
{
    ClusterProfile previous;
    QStringList taken;
    for (const auto& p : m_store.profiles()) {
        if (!name.isEmpty() && p.name == name)
            previous = p;
        else
            taken.append(p.name);
    }
    if (!name.isEmpty() && previous.name.isEmpty())
        return nullptr;
    auto* editor = new ProfileEditDialog(previous, taken, previous.needsToken(), this);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    connect(editor, &QDialog::accepted, this, [this, editor, previous] { saveEdited(editor, previous); });
    editor->open();
    return editor;
}

void ProfilesDialog::saveEdited(ProfileEditDialog* editor, ClusterProfile previous)
{
    const ClusterProfile now = editor->profile();
    const QString token = editor->token();
    const auto saved = m_store.save(now, previous.name);
    if (!saved.ok()) {
        setHint(saved.error().message, true);
        return;
    }
    reload();
    selectProfile(now.name);
    setHint(tr("Saved \"%1\".").arg(now.name));
    const bool keyChanged = !previous.secretKey().isEmpty() && previous.secretKey() != now.secretKey();
    if (token.isEmpty() && !keyChanged)
        return;
    // The token moves with the profile when its address or user changed and no new one was typed.
    QPointer<ProfilesDialog> self(this);
    auto transfer = [](ProfileSecrets* secrets, ClusterProfile previous, ClusterProfile now,
                       QString token) -> QCoro::Task<ProfileSecrets::Outcome> {
        if (token.isEmpty() && !previous.secretKey().isEmpty()) {
            auto readTask = secrets->read(previous);
            const auto old = co_await readTask;
            if (old.ok())
                token = old.value();
        }
        if (!previous.secretKey().isEmpty() && previous.secretKey() != now.secretKey()) {
            auto forgetTask = secrets->forget(previous);
            co_await forgetTask;
        }
        auto storeTask = secrets->store(now, token);
        const auto outcome = co_await storeTask;
        co_return outcome;
    };
    QCoro::connect(transfer(m_secrets, previous, now, token), this, [this, now](ProfileSecrets::Outcome outcome) {
        if (!outcome.warning.isEmpty())
            setHint(outcome.warning, true);
        else if (outcome.inKeychain)
            setHint(tr("Saved \"%1\"; its token is in the system keychain.").arg(now.name));
    });
}

void ProfilesDialog::removeSelected()
{
    const auto profile = m_store.find(selectedName());
    if (!profile)
        return;
    m_store.remove(profile->name);
    reload();
    setHint(tr("Removed \"%1\".").arg(profile->name));
    if (profile->needsToken()) {
        QCoro::connect(m_secrets->forget(*profile), this, [this, name = profile->name](VoidResult forgotten) {
            if (!forgotten.ok())
                setHint(tr("Removed \"%1\", but its token could not be removed from the keychain: %2")
                            .arg(name, forgotten.error().toString()),
                        true);
        });
    }
}

void ProfilesDialog::testSelected()
{
    const auto profile = m_store.find(selectedName());
    if (!profile)
        return;
    m_test->setEnabled(false);
    setHint(tr("Testing \"%1\"…").arg(profile->name));
    QCoro::connect(m_tester->test(*profile), this, [this, name = profile->name](ConnectionDiagnosis d) {
        m_test->setEnabled(m_list->currentItem() != nullptr);
        setHint(QStringLiteral("%1: %2").arg(name, d.toText()), !d.ok());
    });
}

void ProfilesDialog::connectChecked()
{
    QStringList names = checkedNames();
    if (names.isEmpty() && !selectedName().isEmpty())
        names.append(selectedName());
    if (names.isEmpty()) {
        setHint(tr("Tick the profiles to connect to."), true);
        return;
    }
    Q_EMIT connectRequested(names);
    accept();
}

} // namespace qc
