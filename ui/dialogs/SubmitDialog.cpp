#include "SubmitDialog.h"

#include "backends/slurm/SlurmCliBackend.h"
#include "model/JsonCodec.h"
#include "model/SlurmTime.h"
#include "service/ForecastService.h"

#include <QTimer>

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QDragEnterEvent>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace qc {

SubmitDialog::SubmitDialog(std::shared_ptr<Backend> backend, ClusterSnapshot snapshot, QWidget* parent)
    : QDialog(parent)
    , m_backend(std::move(backend))
    , m_snapshot(std::move(snapshot))
{
    setObjectName(QStringLiteral("submitDialog"));
    setWindowTitle(tr("Submit a job"));
    auto field = [this](auto* w, const char* name) {
        w->setObjectName(QString::fromLatin1(name));
        return w;
    };
    m_name = field(new QLineEdit(this), "nameField");
    m_partition = field(new QComboBox(this), "partitionField");
    m_gpus = field(new QSpinBox(this), "gpusField");
    m_gpus->setRange(0, 4096);
    m_gpus->setValue(1);
    m_gpuType = field(new QComboBox(this), "gpuTypeField");
    m_cpus = field(new QSpinBox(this), "cpusField");
    m_cpus->setRange(1, 100000);
    m_cpus->setValue(8);
    m_memoryGb = field(new QSpinBox(this), "memoryField");
    m_memoryGb->setRange(0, 100000);
    m_memoryGb->setSuffix(tr(" GB"));
    m_memoryGb->setSpecialValueText(tr("default"));
    m_timeLimit = field(new QLineEdit(QStringLiteral("04:00:00"), this), "timeLimitField");
    m_timeLimit->setPlaceholderText(tr("[days-]hours:minutes:seconds"));
    m_qos = field(new QComboBox(this), "qosField");
    m_qos->setEditable(true);
    m_account = field(new QLineEdit(this), "accountField");
    m_workDir = field(new QLineEdit(this), "workDirField");
    m_dependency = field(new QLineEdit(this), "dependencyField");
    m_dependency->setPlaceholderText(tr("e.g. afterok:12345"));
    m_startNow = field(new QRadioButton(tr("As soon as possible"), this), "startNow");
    m_startAt = field(new QRadioButton(tr("Not before:"), this), "startAt");
    m_startNow->setChecked(true);
    m_beginTime = field(new QDateTimeEdit(QDateTime::currentDateTime().addSecs(3600), this), "beginTimeField");
    m_beginTime->setCalendarPopup(true);
    m_beginTime->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
    m_requeue = field(new QCheckBox(tr("Requeue if preempted or the node fails"), this), "requeueField");
    m_checkpointSignal = field(new QCheckBox(tr("Send SIGUSR1 10 minutes before the time limit (to checkpoint)"), this), "signalField");
    m_script = field(new QPlainTextEdit(this), "scriptField");
    m_script->setPlainText(QStringLiteral("#!/bin/bash\n# your training command\npython train.py\n"));
    m_script->setAcceptDrops(true);
    m_preview = field(new QPlainTextEdit(this), "previewField");
    m_preview->setReadOnly(true);
    m_problems = field(new QLabel(this), "problemsLabel");
    m_problems->setStyleSheet(QStringLiteral("color:#C62828"));
    m_problems->setWordWrap(true);
    m_forecast = field(new QLabel(this), "forecastLabel");
    m_forecast->setWordWrap(true);
    m_forecastTimer = new QTimer(this);
    m_forecastTimer->setSingleShot(true);
    m_forecastTimer->setInterval(400); // typing settles before the history is read
    connect(m_forecastTimer, &QTimer::timeout, this, &SubmitDialog::updateForecast);
    m_hint = field(new QLabel(this), "hintLabel");
    m_hint->setWordWrap(true);
    m_hint->setTextInteractionFlags(Qt::TextSelectableByMouse);

    for (const auto& p : m_snapshot.partitions)
        m_partition->addItem(p.name, p.name);
    for (int i = 0; i < m_snapshot.partitions.size(); ++i) {
        if (m_snapshot.partitions[i].isDefault)
            m_partition->setCurrentIndex(i);
    }

    auto* form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Region / partition:"), m_partition);
    auto* gpuRow = new QHBoxLayout;
    gpuRow->addWidget(m_gpus);
    gpuRow->addWidget(m_gpuType, 1);
    form->addRow(tr("GPUs:"), gpuRow);
    form->addRow(tr("CPUs:"), m_cpus);
    form->addRow(tr("Memory:"), m_memoryGb);
    form->addRow(tr("Time limit:"), m_timeLimit);
    form->addRow(tr("QOS / priority tier:"), m_qos);
    form->addRow(tr("Account:"), m_account);
    form->addRow(tr("Working directory:"), m_workDir);
    form->addRow(tr("Dependency:"), m_dependency);
    auto* startRow = new QHBoxLayout;
    startRow->addWidget(m_startNow);
    startRow->addWidget(m_startAt);
    startRow->addWidget(m_beginTime, 1);
    form->addRow(tr("Start:"), startRow);
    form->addRow(QString(), m_requeue);
    form->addRow(QString(), m_checkpointSignal);
    auto* formPage = new QWidget(this);
    formPage->setLayout(form);

    auto* scriptPage = new QWidget(this);
    auto* scriptLayout = new QVBoxLayout(scriptPage);
    auto* openScript = new QPushButton(tr("Open script file…"), scriptPage);
    connect(openScript, &QPushButton::clicked, this, &SubmitDialog::loadScript);
    scriptLayout->addWidget(openScript, 0, Qt::AlignLeft);
    scriptLayout->addWidget(m_script);

    auto* tabs = new QTabWidget(this);
    tabs->addTab(formPage, tr("Request"));
    tabs->addTab(scriptPage, tr("Script"));
    tabs->addTab(m_preview, tr("Preview"));

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton* send = m_buttons->addButton(tr("Submit"), QDialogButtonBox::AcceptRole);
    send->setObjectName(QStringLiteral("submitButton"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &SubmitDialog::submit);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs);
    layout->addWidget(m_forecast);
    layout->addWidget(m_problems);
    layout->addWidget(m_hint);
    layout->addWidget(m_buttons);

    connect(m_partition, &QComboBox::currentIndexChanged, this, &SubmitDialog::onPartitionChanged);
    for (QLineEdit* e : { m_name, m_timeLimit, m_account, m_workDir, m_dependency })
        connect(e, &QLineEdit::textChanged, this, &SubmitDialog::refreshState);
    for (QSpinBox* s : { m_gpus, m_cpus, m_memoryGb })
        connect(s, &QSpinBox::valueChanged, this, &SubmitDialog::refreshState);
    connect(m_gpuType, &QComboBox::currentIndexChanged, this, &SubmitDialog::refreshState);
    connect(m_qos, &QComboBox::currentTextChanged, this, &SubmitDialog::refreshState);
    connect(m_startAt, &QRadioButton::toggled, this, &SubmitDialog::refreshState);
    connect(m_beginTime, &QDateTimeEdit::dateTimeChanged, this, &SubmitDialog::refreshState);
    connect(m_requeue, &QCheckBox::toggled, this, &SubmitDialog::refreshState);
    connect(m_checkpointSignal, &QCheckBox::toggled, this, &SubmitDialog::refreshState);
    connect(m_script, &QPlainTextEdit::textChanged, this, &SubmitDialog::refreshState);
    onPartitionChanged();
    resize(640, 560);
}

void SubmitDialog::onPartitionChanged()
{
    const Partition* p = m_snapshot.findPartition(m_partition->currentData().toString());
    const QString type = m_gpuType->currentData().toString();
    m_gpuType->clear();
    m_gpuType->addItem(tr("any type"), QString());
    QStringList types;
    for (const Node* n : m_snapshot.nodesOf(p ? p->name : QString())) {
        for (const auto& g : n->gpus) {
            if (!g.type.isEmpty() && !types.contains(g.type))
                types.append(g.type);
        }
    }
    types.sort();
    for (const auto& t : types)
        m_gpuType->addItem(t, t);
    m_gpuType->setCurrentIndex(std::max(0, m_gpuType->findData(type)));
    const QString qos = m_qos->currentText();
    m_qos->clear();
    m_qos->addItem(QString());
    if (p)
        m_qos->addItems(p->allowedQos);
    m_qos->setCurrentText(qos);
    refreshState();
}

JobSpec SubmitDialog::spec() const
{
    JobSpec s;
    s.name = m_name->text().trimmed();
    s.partition = m_partition->currentData().toString();
    s.gpus = m_gpus->value();
    s.gpuType = m_gpuType->currentData().toString();
    s.cpus = m_cpus->value();
    s.memoryMb = qint64(m_memoryGb->value()) * 1024;
    s.timeLimitS = slurmtime::parseDuration(m_timeLimit->text()).value_or(-1);
    s.qos = m_qos->currentText().trimmed();
    s.account = m_account->text().trimmed();
    s.workDir = m_workDir->text().trimmed();
    s.dependency = m_dependency->text().trimmed();
    if (m_startAt->isChecked())
        s.beginTime = m_beginTime->dateTime().toUTC();
    s.requeue = m_requeue->isChecked();
    if (m_checkpointSignal->isChecked())
        s.signal = QStringLiteral("B:USR1@600");
    s.script = m_script->toPlainText();
    return s;
}

void SubmitDialog::setSpec(const JobSpec& s)
{
    m_name->setText(s.name);
    m_partition->setCurrentIndex(std::max(0, m_partition->findData(s.partition)));
    m_gpus->setValue(s.gpus);
    m_gpuType->setCurrentIndex(std::max(0, m_gpuType->findData(s.gpuType)));
    m_cpus->setValue(std::max(1, s.cpus));
    m_memoryGb->setValue(int(s.memoryMb / 1024));
    m_timeLimit->setText(slurmtime::formatDuration(s.timeLimitS));
    m_qos->setCurrentText(s.qos);
    m_account->setText(s.account);
    m_workDir->setText(s.workDir);
    m_dependency->setText(s.dependency);
    m_startAt->setChecked(s.beginTime.isValid());
    m_startNow->setChecked(!s.beginTime.isValid());
    if (s.beginTime.isValid())
        m_beginTime->setDateTime(s.beginTime.toLocalTime());
    m_requeue->setChecked(s.requeue);
    m_checkpointSignal->setChecked(!s.signal.isEmpty());
    if (!s.script.isEmpty())
        m_script->setPlainText(s.script);
}

QStringList SubmitDialog::validate() const
{
    QStringList problems;
    const JobSpec s = spec();
    const Partition* p = m_snapshot.findPartition(s.partition);
    if (s.timeLimitS < 0)
        problems << tr("Time limit: cannot read \"%1\"; use e.g. 04:00:00 or 2-00:00:00.").arg(m_timeLimit->text());
    else if (p && p->maxTimeS > 0 && s.timeLimitS > p->maxTimeS)
        problems << tr("Time limit %1 is over %2's maximum of %3: the job would never start.")
                        .arg(slurmtime::formatDuration(s.timeLimitS), p->name, slurmtime::formatDuration(p->maxTimeS));
    if (p && !p->isUp())
        problems << tr("%1 is %2: the job would wait until it comes back.").arg(p->name, p->state);
    // Against the nodes: the largest one bounds a single-node job, all of them bound the rest.
    int largest = 0, total = 0;
    for (const Node* n : m_snapshot.nodesOf(s.partition)) {
        int ofType = 0;
        for (const auto& g : n->gpus) {
            if (s.gpuType.isEmpty() || g.type == s.gpuType)
                ofType += g.total;
        }
        largest = std::max(largest, ofType);
        total += ofType;
    }
    if (s.gpus > 0 && total > 0 && s.gpus > total)
        problems << tr("%1 GPUs requested, but %2 has only %3 of this type.").arg(s.gpus).arg(s.partition).arg(total);
    else if (s.gpus > largest && largest > 0 && s.gpus % largest != 0)
        problems << tr("Jobs bigger than one node (%1 GPUs) must use whole nodes: ask for a multiple of %1.").arg(largest);
    if (p && !s.qos.isEmpty() && !p->allowedQos.isEmpty() && !p->allowedQos.contains(s.qos))
        problems << tr("QOS %1 is not allowed in %2 (allowed: %3).").arg(s.qos, p->name, p->allowedQos.join(QStringLiteral(", ")));
    if (s.beginTime.isValid() && s.beginTime < QDateTime::currentDateTimeUtc())
        problems << tr("The start time is in the past.");
    if (s.script.trimmed().isEmpty())
        problems << tr("The script is empty.");
    if (!s.dependency.isEmpty() && !s.dependency.contains(QLatin1Char(':')))
        problems << tr("Dependency: use Slurm's form, e.g. afterok:12345.");
    return problems;
}

QString SubmitDialog::preview() const
{
    const JobSpec s = spec();
    if (m_backend && m_backend->url().scheme().startsWith(QLatin1String("slurm"))
        && m_backend->url().scheme() != QLatin1String("slurm+rest")) {
        const auto args = slurm::SlurmCliBackend::sbatchArguments(s, m_backend->capabilities().lowerNice);
        if (!args.ok())
            return args.error().toString();
        return QStringLiteral("sbatch ") + args.value().join(QLatin1Char(' ')) + QStringLiteral(" < script\n\n") + s.script;
    }
    return QString::fromStdString(codec::toJson(s).dump(2));
}

QString SubmitDialog::message() const
{
    return m_hint->text();
}

void SubmitDialog::refreshState()
{
    const QStringList problems = validate();
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!problems.isEmpty());
    m_preview->setPlainText(preview());
    if (!m_historyPath.isEmpty())
        m_forecastTimer->start();
    for (QAbstractButton* b : m_buttons->buttons()) {
        if (m_buttons->buttonRole(b) == QDialogButtonBox::AcceptRole) {
            b->setEnabled(problems.isEmpty() && !m_busy);
            b->setText(m_startAt->isChecked() ? tr("Schedule") : tr("Submit"));
        }
    }
}

void SubmitDialog::setHistoryPath(const QString& path)
{
    m_historyPath = path;
    m_forecastTimer->start();
}

QString SubmitDialog::forecastText() const
{
    return m_forecast->text();
}

void SubmitDialog::updateForecast()
{
    if (m_historyPath.isEmpty() || !validate().isEmpty())
        return;
    const JobSpec s = spec();
    Job job;
    job.id = QStringLiteral("(new)");
    job.name = s.name;
    job.user = m_snapshot.currentUser;
    job.partition = s.partition;
    job.state = JobState::Pending;
    job.gpus = s.gpus;
    job.gpuType = s.gpuType;
    job.cpus = s.cpus;
    job.timeLimitS = s.timeLimitS;
    job.qos = s.qos;
    ClusterSnapshot snapshot = m_snapshot;
    // A scheduled job's wait starts at its begin time; forecast from then.
    const QDateTime from = s.beginTime.isValid() ? s.beginTime : QDateTime::currentDateTimeUtc();
    snapshot.takenAt = std::max(snapshot.takenAt, from);
    job.submitTime = snapshot.takenAt;
    const quint64 request = ++m_forecastRequest;
    QCoro::connect(ForecastService::forecast(m_historyPath, snapshot, job), this,
        [this, request, from = snapshot.takenAt](std::optional<WaitForecast> f) {
            if (request != m_forecastRequest)
                return; // the fields changed meanwhile
            if (!f) {
                m_forecast->setText(tr("No history for this region yet: no start forecast."));
                return;
            }
            const QLocale locale;
            m_forecast->setText(tr("Expected start: around %1; 90% chance by %2 (from %3 recent starts here).")
                                    .arg(locale.toString(from.addSecs(qint64(f->p50)).toLocalTime(), QLocale::ShortFormat),
                                        locale.toString(from.addSecs(qint64(f->upper)).toLocalTime(), QLocale::ShortFormat))
                                    .arg(f->startedSeen));
        });
}

void SubmitDialog::loadScript()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open batch script"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_hint->setText(tr("Cannot read %1: %2").arg(path, file.errorString()));
        return;
    }
    m_script->setPlainText(QString::fromUtf8(file.readAll()));
}

void SubmitDialog::submit()
{
    if (!validate().isEmpty() || m_busy)
        return;
    m_busy = true;
    m_hint->setText(tr("Sending…"));
    refreshState();
    QCoro::connect(m_backend->submit(spec()), this, [this](Result<QString> result) {
        m_busy = false;
        if (!result.ok()) {
            // Keep everything the user typed; say what the scheduler said.
            m_hint->setText(tr("The scheduler refused the job: %1").arg(result.error().toString()));
            m_hint->setStyleSheet(QStringLiteral("color:#C62828"));
            refreshState();
            return;
        }
        m_hint->setStyleSheet(QString());
        m_hint->setText(tr("Submitted job %1").arg(result.value()));
        Q_EMIT submitted(result.value());
        accept();
    });
}

} // namespace qc
