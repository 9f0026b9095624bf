#include "RetryPolicyDialog.h"

#include "policy/PolicyEngine.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace qc {

namespace {
const QString kGeometryKey = QStringLiteral("retryPolicyDialog/geometry");
}

RetryPolicyDialog::RetryPolicyDialog(PolicyEngine* engine, QList<Job> jobs, QStringList partitions, QWidget* parent)
    : QDialog(parent)
    , m_engine(engine)
    , m_jobs(std::move(jobs))
    , m_jobsLabel(new QLabel(this))
    , m_afterLabel(new QLabel(this))
    , m_after(new QSpinBox(this))
    , m_unit(new QComboBox(this))
    , m_actionLabel(new QLabel(this))
    , m_action(new QComboBox(this))
    , m_partitionLabel(new QLabel(this))
    , m_partition(new QComboBox(this))
    , m_gpusLabel(new QLabel(this))
    , m_gpus(new QSpinBox(this))
    , m_attemptsLabel(new QLabel(this))
    , m_attempts(new QSpinBox(this))
    , m_enabled(new QCheckBox(this))
    , m_logLabel(new QLabel(this))
    , m_log(new QTreeWidget(this))
    , m_hint(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
    , m_save(new QPushButton(this))
    , m_remove(new QPushButton(this))
{
    setObjectName(QStringLiteral("retryPolicyDialog"));
    m_jobsLabel->setObjectName(QStringLiteral("policyJobs"));
    m_jobsLabel->setWordWrap(true);
    m_after->setObjectName(QStringLiteral("pendingAfter"));
    m_after->setRange(1, 999);
    m_unit->setObjectName(QStringLiteral("pendingAfterUnit"));
    m_action->setObjectName(QStringLiteral("policyAction"));
    m_partition->setObjectName(QStringLiteral("policyPartition"));
    m_partition->addItems(partitions);
    m_gpus->setObjectName(QStringLiteral("policyGpus"));
    int maxGpus = 1;
    for (const auto& j : std::as_const(m_jobs))
        maxGpus = std::max(maxGpus, j.gpus);
    m_gpus->setRange(1, std::max(1, maxGpus - 1));
    m_gpus->setValue(std::max(1, maxGpus / 2));
    m_attempts->setObjectName(QStringLiteral("policyAttempts"));
    m_attempts->setRange(1, RetryPolicy::maxAttemptsLimit);
    m_enabled->setObjectName(QStringLiteral("policyEnabled"));
    m_enabled->setChecked(true);
    m_log->setObjectName(QStringLiteral("policyLog"));
    m_log->setColumnCount(4);
    m_log->setRootIsDecorated(false);
    m_log->header()->setStretchLastSection(true);
    m_log->setMinimumHeight(120);
    m_hint->setObjectName(QStringLiteral("policyHint"));
    m_hint->setWordWrap(true);
    // Own buttons, not standard ones: the button box would put its own texts back on a language change.
    m_save->setObjectName(QStringLiteral("savePolicy"));
    m_save->setDefault(true);
    m_buttons->addButton(m_save, QDialogButtonBox::AcceptRole);
    m_remove->setObjectName(QStringLiteral("removePolicy"));
    m_buttons->addButton(m_remove, QDialogButtonBox::DestructiveRole);

    auto* after = new QHBoxLayout;
    after->addWidget(m_after);
    after->addWidget(m_unit);
    after->addStretch();
    auto* form = new QFormLayout;
    form->addRow(m_afterLabel, after);
    form->addRow(m_actionLabel, m_action);
    form->addRow(m_partitionLabel, m_partition);
    form->addRow(m_gpusLabel, m_gpus);
    form->addRow(m_attemptsLabel, m_attempts);
    form->addRow(QString(), m_enabled);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_jobsLabel);
    layout->addLayout(form);
    layout->addWidget(m_logLabel);
    layout->addWidget(m_log, 1);
    layout->addWidget(m_hint);
    layout->addWidget(m_buttons);

    retranslate();
    loadExisting();
    connect(m_action, &QComboBox::currentIndexChanged, this, &RetryPolicyDialog::refreshState);
    connect(m_save, &QPushButton::clicked, this, [this] {
        if (save())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_remove, &QPushButton::clicked, this, &RetryPolicyDialog::removePolicies);
    if (m_engine) {
        connect(m_engine, &PolicyEngine::actionLogged, this, &RetryPolicyDialog::refreshLog);
        connect(m_engine, &PolicyEngine::policiesChanged, this, &RetryPolicyDialog::refreshLog);
    }
    refreshState();
    refreshLog();
    restoreGeometry(QSettings().value(kGeometryKey).toByteArray());
}

RetryPolicyDialog::~RetryPolicyDialog()
{
    QSettings().setValue(kGeometryKey, saveGeometry());
}

void RetryPolicyDialog::retranslate()
{
    setWindowTitle(tr("Auto-retry policy"));
    if (m_jobs.size() == 1) {
        const Job& j = m_jobs.first();
        m_jobsLabel->setText(tr("Job %1 (%2), %3 in %4 with %n GPU(s).", nullptr, j.gpus)
                                 .arg(j.id, j.name, jobStateName(j.state), j.partition));
    } else {
        m_jobsLabel->setText(
            tr("%n jobs selected: the same policy is set on each of them.", nullptr, int(m_jobs.size())));
    }
    m_afterLabel->setText(tr("If still pending after:"));
    const int unit = std::max(0, m_unit->currentIndex());
    m_unit->clear();
    m_unit->addItems({ tr("minutes"), tr("hours") });
    m_unit->setCurrentIndex(unit);
    const int action = std::max(0, m_action->currentIndex());
    {
        const QSignalBlocker blocker(m_action);
        m_action->clear();
        m_action->addItems({ tr("Move it to another partition"), tr("Cancel and resubmit it with fewer GPUs"),
                             tr("Cancel and resubmit it to the region where it should start first") });
        m_action->setCurrentIndex(action);
    }
    m_actionLabel->setText(tr("Then:"));
    m_partitionLabel->setText(tr("Partition:"));
    m_gpusLabel->setText(tr("GPUs:"));
    m_attemptsLabel->setText(tr("At most this many attempts:"));
    m_enabled->setText(tr("Enabled"));
    m_logLabel->setText(tr("What the policy did:"));
    m_log->setHeaderLabels({ tr("Time"), tr("Job"), tr("Result"), tr("Details") });
    m_save->setText(tr("Save policy"));
    m_remove->setText(tr("Remove policy"));
    refreshLog();
    if (!m_hintIsError)
        refreshState();
}

void RetryPolicyDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void RetryPolicyDialog::loadExisting()
{
    // Defaults for a new policy: an hour, one move to the first other partition.
    m_after->setValue(1);
    m_unit->setCurrentIndex(1);
    if (!m_jobs.isEmpty()) {
        for (int i = 0; i < m_partition->count(); ++i) {
            if (m_partition->itemText(i) != m_jobs.first().partition) {
                m_partition->setCurrentIndex(i);
                break;
            }
        }
    }
    if (!m_engine || m_jobs.isEmpty())
        return;
    const auto existing = m_engine->policyFor(m_jobs.first().id);
    if (!existing)
        return;
    if (existing->pendingAfterS % 3600 == 0) {
        m_after->setValue(int(existing->pendingAfterS / 3600));
        m_unit->setCurrentIndex(1);
    } else {
        m_after->setValue(int(std::min<qint64>(999, existing->pendingAfterS / 60)));
        m_unit->setCurrentIndex(0);
    }
    m_action->setCurrentIndex(int(existing->action));
    if (const int i = m_partition->findText(existing->partition); i >= 0)
        m_partition->setCurrentIndex(i);
    m_gpus->setValue(existing->gpus);
    m_attempts->setValue(existing->maxAttempts);
    m_enabled->setChecked(existing->enabled);
}

void RetryPolicyDialog::refreshState()
{
    const auto action = RetryPolicy::Action(std::max(0, m_action->currentIndex()));
    m_partition->setEnabled(action == RetryPolicy::Action::MoveToPartition);
    m_gpus->setEnabled(action == RetryPolicy::Action::ResubmitFewerGpus);
    bool hasPolicy = false;
    QStringList unknown;
    for (const auto& j : std::as_const(m_jobs)) {
        hasPolicy = hasPolicy || (m_engine && m_engine->policyFor(j.id));
        if (m_engine && !m_engine->knowsSubmission(j.id))
            unknown.append(j.id);
    }
    m_remove->setEnabled(hasPolicy);
    const bool resubmits = action != RetryPolicy::Action::MoveToPartition;
    m_save->setEnabled(m_engine && !m_jobs.isEmpty() && !(resubmits && !unknown.isEmpty()));
    if (!m_engine)
        setHint(tr("Not connected to a cluster."), true);
    else if (resubmits && !unknown.isEmpty())
        setHint(tr("QueueCast does not know the script of job %1: only jobs submitted through QueueCast can be "
                   "resubmitted. Moving to another partition works for any job.")
                    .arg(unknown.join(QStringLiteral(", "))),
                true);
    else if (resubmits)
        setHint(tr("The copy is submitted first; the original is cancelled only once the copy is accepted."), false);
    else
        setHint(tr("The job keeps its id and the time it has already waited."), false);
}

void RetryPolicyDialog::refreshLog()
{
    m_log->clear();
    if (!m_engine)
        return;
    for (const auto& j : std::as_const(m_jobs)) {
        for (const auto& e : m_engine->logFor(j.id)) {
            auto* item = new QTreeWidgetItem(m_log);
            item->setText(0, QLocale().toString(e.time.toLocalTime(), QLocale::ShortFormat));
            item->setText(1, e.newJobId.isEmpty() ? e.jobId : QStringLiteral("%1 → %2").arg(e.jobId, e.newJobId));
            item->setText(2, e.outcomeText());
            item->setText(3, e.message);
            item->setToolTip(3, e.message);
        }
    }
    m_log->resizeColumnToContents(0);
    m_log->resizeColumnToContents(1);
    if (m_log->topLevelItemCount() == 0) {
        auto* item = new QTreeWidgetItem(m_log);
        item->setText(3, tr("Nothing yet."));
        item->setDisabled(true);
    }
}

void RetryPolicyDialog::setHint(const QString& text, bool error)
{
    m_hintIsError = error;
    m_hint->setText(text);
    m_hint->setStyleSheet(error ? QStringLiteral("color:#C62828") : QStringLiteral("color:gray"));
}

QString RetryPolicyDialog::hint() const
{
    return m_hint->text();
}

bool RetryPolicyDialog::save()
{
    if (!m_engine)
        return false;
    QStringList problems;
    for (const auto& j : std::as_const(m_jobs)) {
        RetryPolicy p;
        p.jobId = j.id;
        p.pendingAfterS = qint64(m_after->value()) * (m_unit->currentIndex() == 1 ? 3600 : 60);
        p.action = RetryPolicy::Action(std::max(0, m_action->currentIndex()));
        p.partition = m_partition->currentText();
        p.gpus = m_gpus->value();
        p.maxAttempts = m_attempts->value();
        p.enabled = m_enabled->isChecked();
        for (const QString& problem : m_engine->setPolicy(p))
            problems.append(m_jobs.size() > 1 ? tr("Job %1: %2").arg(j.id, problem) : problem);
    }
    if (!problems.isEmpty()) {
        setHint(problems.join(QLatin1Char('\n')), true);
        return false;
    }
    setHint(tr("Policy saved for %n job(s).", nullptr, int(m_jobs.size())), false);
    refreshState();
    return true;
}

void RetryPolicyDialog::removePolicies()
{
    if (!m_engine)
        return;
    for (const auto& j : std::as_const(m_jobs))
        m_engine->removePolicy(j.id);
    refreshState();
    setHint(tr("Policy removed."), false);
}

} // namespace qc
