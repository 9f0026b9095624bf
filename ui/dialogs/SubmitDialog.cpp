#include "SubmitDialog.h"

#include "FileDialog.h"
#include "analysis/JobSpecChecker.h"
#include "forecast/ForecastService.h"
#include "forecast/Planner.h"
#include "forecast/StartForecast.h"
#include "model/Clock.h"
#include "model/JsonCodec.h"
#include "model/SlurmTime.h"
#include "service/ScriptFileReader.h"
#include "service/SubmitPreview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimeZone>
#include <QTimer>
#include <QVBoxLayout>
#include <array>

namespace qc {

namespace {
const char* const kErrorStyle = "color:#C62828";

// KEY=VALUE per line; blank lines and # comments are skipped. Returns the first problem, or an empty string.
QString parseEnvironment(const QString& text, QMap<QString, QString>* out)
{
    static const QRegularExpression key(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        const QString name = line.left(eq).trimmed();
        if (eq <= 0)
            return SubmitDialog::tr("Environment line %1: write NAME=value.").arg(i + 1);
        if (!key.match(name).hasMatch())
            return SubmitDialog::tr("Environment line %1: \"%2\" is not a variable name (letters, digits, _).")
                .arg(i + 1)
                .arg(name);
        if (out)
            out->insert(name, line.mid(eq + 1));
    }
    return {};
}
} // namespace

SubmitDialog::SubmitDialog(std::shared_ptr<Backend> backend, ClusterSnapshot snapshot, QWidget* parent)
    : QDialog(parent)
    , m_backend(std::move(backend))
    , m_snapshot(std::move(snapshot))
{
    setObjectName(QStringLiteral("submitDialog"));
    setWindowTitle(tr("Submit a job"));
    setAcceptDrops(true);
    auto field = [this](auto* w, const char* name) {
        w->setObjectName(QString::fromLatin1(name));
        return w;
    };
    m_template = field(new QComboBox(this), "templateField");
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
    m_licenses = field(new QLineEdit(this), "licensesField");
    m_workDir = field(new QLineEdit(this), "workDirField");
    m_dependency = field(new QLineEdit(this), "dependencyField");
    m_dependency->setPlaceholderText(tr("e.g. afterok:12345"));
    m_startNow = field(new QRadioButton(tr("As soon as possible"), this), "startNow");
    m_startAt = field(new QRadioButton(tr("Not before:"), this), "startAt");
    m_startNow->setChecked(true);
    // A whole minute, as the field shows it: the seconds of "now" would otherwise ride along unseen (10:00:09).
    const QDateTime inAnHour = Clock::currentDateTime().addSecs(3600);
    m_beginTime = field(
        new QDateTimeEdit(QDateTime(inAnHour.date(), QTime(inAnHour.time().hour(), inAnHour.time().minute())), this),
        "beginTimeField");
    m_beginTime->setCalendarPopup(true);
    m_beginTime->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
    m_beginTime->setEnabled(false); // until "Not before:" is chosen
    m_beginTime->installEventFilter(this); // one Tab stop, not one per date section
    m_requeue = field(new QCheckBox(tr("Requeue if preempted or the node fails"), this), "requeueField");
    m_checkpointSignal = field(new QCheckBox(tr("Send SIGUSR1 10 minutes before the time limit (to checkpoint)"), this),
                               "signalField");
    m_hold = field(new QCheckBox(tr("Submit held (it queues once you release it)"), this), "holdField");
    m_script = field(new QPlainTextEdit(this), "scriptField");
    m_script->setPlainText(QStringLiteral("#!/bin/bash\n# your training command\npython train.py\n"));
    m_script->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_script->viewport()->installEventFilter(
        this); // a dropped file replaces the script instead of its path being typed
    m_scriptMessage = field(new QLabel(this), "scriptMessage");
    m_scriptMessage->setWordWrap(true);
    m_scriptMessage->hide();
    m_environment = field(new QPlainTextEdit(this), "environmentField");
    m_environment->setPlaceholderText(tr("One per line, e.g.\nNCCL_DEBUG=INFO\nOMP_NUM_THREADS=8"));
    m_environment->setMaximumHeight(fontMetrics().lineSpacing() * 5 + 12);
    m_preview = field(new QPlainTextEdit(this), "previewField");
    m_preview->setReadOnly(true);
    m_problems = field(new QLabel(this), "problemsLabel");
    m_problems->setStyleSheet(QString::fromLatin1(kErrorStyle));
    m_problems->setWordWrap(true);
    m_forecast = field(new QLabel(this), "forecastLabel");
    m_forecast->setWordWrap(true);
    m_forecast->hide(); // until there is a forecast to show
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

    auto* tabs = new QTabWidget(this);
    tabs->addTab(buildRequestPage(), tr("Request"));
    tabs->addTab(buildScriptPage(), tr("Script"));
    tabs->addTab(m_preview, tr("Preview"));

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton* send = m_buttons->addButton(tr("Submit"), QDialogButtonBox::AcceptRole);
    send->setObjectName(QStringLiteral("submitButton"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &SubmitDialog::submit);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildTemplateRow());
    layout->addWidget(tabs, 1);
    layout->addWidget(m_forecast);
    layout->addWidget(m_problems);
    layout->addWidget(m_hint);
    layout->addWidget(m_buttons);

    connect(m_partition, &QComboBox::currentIndexChanged, this, &SubmitDialog::onPartitionChanged);
    for (QLineEdit* e : { m_name, m_timeLimit, m_account, m_licenses, m_workDir, m_dependency })
        connect(e, &QLineEdit::textChanged, this, &SubmitDialog::refreshState);
    for (QSpinBox* s : { m_gpus, m_cpus, m_memoryGb })
        connect(s, &QSpinBox::valueChanged, this, &SubmitDialog::refreshState);
    connect(m_gpuType, &QComboBox::currentIndexChanged, this, &SubmitDialog::refreshState);
    connect(m_qos, &QComboBox::currentTextChanged, this, &SubmitDialog::refreshState);
    connect(m_startAt, &QRadioButton::toggled, this, &SubmitDialog::refreshState);
    connect(m_beginTime, &QDateTimeEdit::dateTimeChanged, this, &SubmitDialog::refreshState);
    connect(m_requeue, &QCheckBox::toggled, this, &SubmitDialog::refreshState);
    connect(m_checkpointSignal, &QCheckBox::toggled, this, &SubmitDialog::refreshState);
    // Held or not changes the request the preview shows and the forecast ("starts after release").
    connect(m_hold, &QCheckBox::toggled, this, &SubmitDialog::refreshState);
    for (QPlainTextEdit* e : { m_script, m_environment })
        connect(e, &QPlainTextEdit::textChanged, this, &SubmitDialog::refreshState);
    refreshTemplates();
    onPartitionChanged();
    resize(680, 640);
}

QWidget* SubmitDialog::buildTemplateRow()
{
    auto* row = new QWidget(this);
    auto* h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    auto* label = new QLabel(tr("Template:"), row);
    label->setBuddy(m_template);
    m_template->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_template->setMinimumContentsLength(16);
    auto* save = new QPushButton(tr("Save as template…"), row);
    save->setObjectName(QStringLiteral("saveTemplateButton"));
    auto* remove = new QPushButton(tr("Delete"), row);
    remove->setObjectName(QStringLiteral("deleteTemplateButton"));
    h->addWidget(label);
    h->addWidget(m_template, 1);
    h->addWidget(save);
    h->addWidget(remove);
    connect(m_template, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            loadTemplate(m_template->itemData(index).toString());
    });
    connect(save, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString current = m_template->currentIndex() > 0 ? m_template->currentData().toString() : m_name->text();
        const QString name
            = QInputDialog::getText(this, tr("Save as template"), tr("Template name:"), QLineEdit::Normal, current, &ok)
                  .trimmed();
        if (ok && !name.isEmpty())
            saveTemplate(name);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_template->currentIndex() > 0)
            deleteTemplate(m_template->currentData().toString());
    });
    connect(m_template, &QComboBox::currentIndexChanged, remove, [remove](int i) { remove->setEnabled(i > 0); });
    remove->setEnabled(false);
    return row;
}

void SubmitDialog::addCheckedRow(QFormLayout* form, const QString& label, QWidget* field, QLayout* row)
{
    auto* cell = new QVBoxLayout;
    cell->setSpacing(2);
    if (row)
        cell->addLayout(row);
    else
        cell->addWidget(field);
    QString errorName = field->objectName();
    errorName.replace(QLatin1String("Field"), QLatin1String("Error"));
    auto* error = new QLabel(this);
    error->setObjectName(errorName);
    error->setStyleSheet(QString::fromLatin1(kErrorStyle));
    error->setWordWrap(true);
    error->hide();
    cell->addWidget(error);
    m_fieldErrors.insert(field->objectName(), error);
    form->addRow(label, cell);
}

QWidget* SubmitDialog::buildRequestPage()
{
    auto* form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    addCheckedRow(form, tr("Region / partition:"), m_partition);
    auto* gpuRow = new QHBoxLayout;
    gpuRow->addWidget(m_gpus);
    gpuRow->addWidget(m_gpuType, 1);
    addCheckedRow(form, tr("GPUs:"), m_gpus, gpuRow);
    form->addRow(tr("CPUs:"), m_cpus);
    form->addRow(tr("Memory:"), m_memoryGb);
    addCheckedRow(form, tr("Time limit:"), m_timeLimit);
    addCheckedRow(form, tr("QOS / priority tier:"), m_qos);
    addCheckedRow(form, tr("Account:"), m_account);
    addCheckedRow(form, tr("Storage IO (licenses):"), m_licenses);
    form->addRow(tr("Working directory:"), m_workDir);
    addCheckedRow(form, tr("Dependency:"), m_dependency);
    // The start row ends in a stretch: room for more start-time helpers next to the date.
    auto* startRow = new QHBoxLayout;
    startRow->setObjectName(QStringLiteral("beginTimeRow"));
    startRow->addWidget(m_startNow);
    startRow->addWidget(m_startAt);
    startRow->addWidget(m_beginTime);
    // Off-peak advisor: the begin of the window with the shortest expected wait for the shape typed here.
    auto* recommendBegin = new QPushButton(tr("Recommend…"), this);
    recommendBegin->setObjectName(QStringLiteral("recommendBeginButton"));
    recommendBegin->setToolTip(tr("Start at the window with the shortest expected wait in the next 72 h"));
    connect(recommendBegin, &QPushButton::clicked, this, [this, recommendBegin] {
        const JobShape shape = JobShape::fromSpec(spec());
        recommendBegin->setEnabled(false);
        QCoro::connect(Planner::makeAsync(&m_planner, m_snapshot, shape, m_historyPath, OffPeakAdvisor::Options {}),
                       this, [this, recommendBegin](JobPlan plan) {
                           recommendBegin->setEnabled(true);
                           if (plan.windows.isEmpty()) {
                               m_hint->setText(plan.error.isEmpty()
                                                   ? tr("No history or live data to recommend a start time.")
                                                   : plan.error);
                               return;
                           }
                           const QDateTime begin = plan.windows.first().begin;
                           m_startNow->setChecked(begin <= Clock::currentDateTimeUtc().addSecs(300));
                           m_startAt->setChecked(!m_startNow->isChecked());
                           if (m_startAt->isChecked())
                               m_beginTime->setDateTime(begin.toLocalTime());
                       });
    });
    startRow->addWidget(recommendBegin);
    startRow->addStretch(1);
    addCheckedRow(form, tr("Start:"), m_beginTime, startRow);
    form->addRow(QString(), m_requeue);
    form->addRow(QString(), m_checkpointSignal);
    form->addRow(QString(), m_hold);
    auto* page = new QWidget(this);
    page->setLayout(form);
    return page;
}

QWidget* SubmitDialog::buildScriptPage()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* top = new QHBoxLayout;
    auto* open = new QPushButton(tr("Open script file…"), page);
    open->setObjectName(QStringLiteral("openScriptButton"));
    connect(open, &QPushButton::clicked, this, &SubmitDialog::chooseScript);
    auto* dropHint = new QLabel(tr("or drop a script file here"), page);
    dropHint->setEnabled(false);
    top->addWidget(open);
    top->addWidget(dropHint, 1);
    layout->addLayout(top);
    layout->addWidget(m_scriptMessage);
    layout->addWidget(m_script, 1);
    auto* form = new QFormLayout;
    addCheckedRow(form, tr("Environment:"), m_environment);
    layout->addLayout(form);
    return page;
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
    QString example = p && !p->licenseName.isEmpty() ? p->licenseName : QString();
    if (example.isEmpty() && !m_snapshot.licenses.isEmpty())
        example = m_snapshot.licenses.first().name;
    m_licenses->setPlaceholderText(example.isEmpty() ? tr("none") : tr("e.g. %1:2").arg(example));
    m_account->setPlaceholderText(p && !p->allowedAccounts.isEmpty() ? p->allowedAccounts.join(QStringLiteral(", "))
                                                                     : tr("your default account"));
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
    s.licenses = m_licenses->text().simplified().remove(QLatin1Char(' '));
    s.workDir = m_workDir->text().trimmed();
    s.dependency = m_dependency->text().trimmed();
    if (m_startAt->isChecked()) {
        // Exactly the minute shown, whatever seconds a recommendation or setSpec() carried.
        const QDateTime chosen = m_beginTime->dateTime();
        s.beginTime
            = QDateTime(chosen.date(), QTime(chosen.time().hour(), chosen.time().minute()), chosen.timeZone()).toUTC();
    }
    s.requeue = m_requeue->isChecked();
    s.hold = m_hold->isChecked();
    if (m_checkpointSignal->isChecked())
        s.signal = QStringLiteral("B:USR1@600");
    s.script = m_script->toPlainText();
    parseEnvironment(m_environment->toPlainText(), &s.environment);
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
    m_licenses->setText(s.licenses);
    m_workDir->setText(s.workDir);
    m_dependency->setText(s.dependency);
    m_startAt->setChecked(s.beginTime.isValid());
    m_startNow->setChecked(!s.beginTime.isValid());
    if (s.beginTime.isValid())
        m_beginTime->setDateTime(s.beginTime.toLocalTime());
    m_requeue->setChecked(s.requeue);
    m_hold->setChecked(s.hold);
    m_checkpointSignal->setChecked(!s.signal.isEmpty());
    if (!s.script.isEmpty())
        m_script->setPlainText(s.script);
    QStringList env;
    for (auto it = s.environment.cbegin(); it != s.environment.cend(); ++it)
        env.append(it.key() + QLatin1Char('=') + it.value());
    m_environment->setPlainText(env.join(QLatin1Char('\n')));
}

QHash<QString, QString> SubmitDialog::fieldProblems() const
{
    QHash<QString, QString> problems;
    auto add = [&problems](const QWidget* field, const QString& text) {
        const QString key = field->objectName();
        problems.insert(key, problems.contains(key) ? problems.value(key) + QLatin1Char('\n') + text : text);
    };
    // In the order of JobSpecChecker::Field.
    const std::array<const QWidget*, 9> fields { m_partition, m_gpus,       m_timeLimit, m_qos,   m_account,
                                                 m_licenses,  m_dependency, m_beginTime, m_script };
    for (const JobSpecChecker::Problem& problem : JobSpecChecker::check(spec(), m_snapshot, m_timeLimit->text()))
        add(fields[size_t(problem.field)], problem.text);
    if (const QString env = parseEnvironment(m_environment->toPlainText(), nullptr); !env.isEmpty())
        add(m_environment, env);
    return problems;
}

QStringList SubmitDialog::validate() const
{
    // In the order of the form, so the summary reads top to bottom.
    static const char* const order[]
        = { "partitionField", "gpusField",       "timeLimitField", "qosField",    "accountField",
            "licensesField",  "dependencyField", "beginTimeField", "scriptField", "environmentField" };
    const auto problems = fieldProblems();
    QStringList out;
    for (const char* key : order) {
        const QString text = problems.value(QString::fromLatin1(key));
        if (!text.isEmpty())
            out.append(text.split(QLatin1Char('\n')));
    }
    return out;
}

QString SubmitDialog::preview() const
{
    const JobSpec s = spec();
    // The request names the begin time in the cluster's terms (the login node's local time, an epoch, or now+N on
    // 22.05's REST): say which moment that is in the user's own words.
    const QString begin = s.beginTime.isValid()
        ? tr("# Starts not before %1\n").arg(QLocale().toString(s.beginTime.toLocalTime(), QLocale::LongFormat))
        : QString();
    if (!m_backend)
        return begin + SubmitPreview::text(s, {}, false);
    // The backend's own request (e.g. the REST body of the version in use), built from the masked spec
    // so secret-looking values never show.
    if (const QString exact = m_backend->submitRequestPreview(SubmitPreview::masked(s)); !exact.isEmpty())
        return begin + exact;
    return begin + SubmitPreview::text(s, m_backend->url(), m_backend->capabilities().lowerNice);
}

QString SubmitDialog::message() const
{
    return m_hint->text();
}

QString SubmitDialog::scriptMessage() const
{
    return m_scriptMessage->isHidden() ? QString() : m_scriptMessage->text();
}

void SubmitDialog::refreshState()
{
    const auto byField = fieldProblems();
    for (auto it = m_fieldErrors.cbegin(); it != m_fieldErrors.cend(); ++it) {
        const QString text = byField.value(it.key());
        it.value()->setText(text);
        it.value()->setVisible(!text.isEmpty());
    }
    const QStringList problems = validate();
    // The summary names the problems in fields the user cannot see (another tab).
    m_problems->setText(problems.isEmpty() ? QString()
                                           : tr("%n problem(s) to fix before sending.", nullptr, int(problems.size())));
    m_problems->setToolTip(problems.join(QLatin1Char('\n')));
    m_problems->setVisible(!problems.isEmpty());
    m_preview->setPlainText(preview());
    m_beginTime->setEnabled(m_startAt->isChecked());
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
    if (m_historyPath.isEmpty())
        return;
    if (!validate().isEmpty()) {
        // No stale forecast beside an invalid form (it would belong to other values).
        ++m_forecastRequest;
        m_forecast->hide();
        return;
    }
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
    job.account = s.account;
    job.beginTime = s.beginTime;
    if (s.hold)
        job.reason = QStringLiteral("JobHeldUser");
    // Forecast from now, as the detail pane will once the job is in the queue; StartForecast then counts the
    // wait from the begin time, and says so for a held job or one that can never run.
    ClusterSnapshot snapshot = m_snapshot;
    snapshot.takenAt = Clock::currentDateTimeUtc();
    job.submitTime = snapshot.takenAt;
    const quint64 request = ++m_forecastRequest;
    QCoro::connect(ForecastService::estimate(m_historyPath, std::move(snapshot), std::move(job)), this,
                   [this, request](const StartEstimate& e) {
                       if (request != m_forecastRequest)
                           return; // the fields changed meanwhile
                       if (e.kind == StartEstimate::Kind::NoData) // no wait model: nothing else held it first
                           m_forecast->setText(tr("No history for this region yet: no start forecast."));
                       else if (e.kind != StartEstimate::Kind::Estimate)
                           m_forecast->setText(e.note);
                       else
                           m_forecast->setText(
                               tr("Expected start: %1 Rests on: %2.").arg(StartForecast::whenText(e), e.basis));
                       m_forecast->show();
                   });
}

void SubmitDialog::chooseScript()
{
    const QString path = FileDialog::getOpenFileName(this, tr("Open batch script"));
    if (!path.isEmpty())
        loadScriptFile(path);
}

void SubmitDialog::loadScriptFile(const QString& path)
{
    m_scriptMessage->setStyleSheet(QString());
    m_scriptMessage->setText(tr("Reading %1…").arg(QFileInfo(path).fileName()));
    m_scriptMessage->show();
    QCoro::connect(ScriptFileReader::read(path), this, [this, path](ScriptFileReader::Outcome outcome) {
        if (!outcome.error.isEmpty()) {
            // The script in the editor stays as it was.
            m_scriptMessage->setStyleSheet(QString::fromLatin1(kErrorStyle));
            m_scriptMessage->setText(outcome.error);
            Q_EMIT scriptLoaded(false);
            return;
        }
        m_script->setPlainText(outcome.text);
        m_scriptMessage->setText(tr("Script read from %1.").arg(QDir::toNativeSeparators(path)));
        Q_EMIT scriptLoaded(true);
    });
}

QString SubmitDialog::droppedFile(const QMimeData* mime) const
{
    if (!mime || !mime->hasUrls() || mime->urls().size() != 1)
        return {};
    const QUrl url = mime->urls().constFirst();
    return url.isLocalFile() ? url.toLocalFile() : QString();
}

void SubmitDialog::dragEnterEvent(QDragEnterEvent* event)
{
    if (!droppedFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void SubmitDialog::dropEvent(QDropEvent* event)
{
    const QString path = droppedFile(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    loadScriptFile(path);
}

bool SubmitDialog::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_beginTime && event->type() == QEvent::KeyPress) {
        // QDateTimeEdit spends Tab on moving between its sections; arrows and typing do that well enough.
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Tab || key == Qt::Key_Backtab) {
            if (key == Qt::Key_Tab)
                focusNextChild();
            else
                focusPreviousChild();
            return true;
        }
    }
    if (watched == m_script->viewport()) {
        if (event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove) {
            auto* drag = static_cast<QDragMoveEvent*>(event);
            if (!droppedFile(drag->mimeData()).isEmpty()) {
                drag->acceptProposedAction();
                return true;
            }
        } else if (event->type() == QEvent::Drop) {
            auto* drop = static_cast<QDropEvent*>(event);
            const QString path = droppedFile(drop->mimeData());
            if (!path.isEmpty()) {
                drop->acceptProposedAction();
                loadScriptFile(path);
                return true;
            }
        }
    }
    return QDialog::eventFilter(watched, event);
}

void SubmitDialog::setTemplateStore(JobTemplateStore store)
{
    m_templates = std::move(store);
    refreshTemplates();
}

void SubmitDialog::refreshTemplates(const QString& select)
{
    const QSignalBlocker blocker(m_template);
    m_template->clear();
    m_template->addItem(tr("(none)"), QString());
    for (const QString& name : m_templates.names())
        m_template->addItem(name, name);
    m_template->setCurrentIndex(std::max(0, m_template->findData(select)));
    if (auto* remove = findChild<QPushButton*>(QStringLiteral("deleteTemplateButton")))
        remove->setEnabled(m_template->currentIndex() > 0);
}

void SubmitDialog::saveTemplate(const QString& name)
{
    const QStringList dropped = m_templates.save(name, spec());
    refreshTemplates(name);
    m_hint->setStyleSheet(QString());
    QString text = dropped.isEmpty()
        ? tr("Saved template \"%1\".").arg(name)
        : tr("Saved template \"%1\" without %2: secrets are not stored.").arg(name, dropped.join(QStringLiteral(", ")));
    // The stored templates were unreadable: the store kept them in a backup file; say where.
    if (!m_templates.notice().isEmpty())
        text += QLatin1Char('\n') + m_templates.notice();
    m_hint->setText(text);
}

void SubmitDialog::loadTemplate(const QString& name)
{
    const auto spec = m_templates.read(name);
    if (!spec) {
        m_hint->setText(spec.error.isEmpty() ? tr("Template \"%1\" is gone.").arg(name) : spec.error);
        refreshTemplates();
        return;
    }
    setSpec(*spec.value);
    refreshTemplates(name);
    m_hint->setStyleSheet(QString());
    m_hint->setText(tr("Loaded template \"%1\".").arg(name));
}

void SubmitDialog::deleteTemplate(const QString& name)
{
    const bool removed = m_templates.remove(name);
    refreshTemplates();
    m_hint->setStyleSheet(QString());
    m_hint->setText(removed || m_templates.notice().isEmpty() ? tr("Deleted template \"%1\".").arg(name)
                                                              : m_templates.notice());
}

void SubmitDialog::submit()
{
    if (!validate().isEmpty() || m_busy)
        return;
    m_busy = true;
    m_hint->setStyleSheet(QString());
    m_hint->setText(tr("Sending…"));
    refreshState();
    auto done = [this](Result<QString> result) {
        m_busy = false;
        if (!result.ok()) {
            // Keep everything the user typed; say what the scheduler said.
            m_hint->setText(tr("The scheduler refused the job: %1").arg(result.error().toString()));
            m_hint->setStyleSheet(QString::fromLatin1(kErrorStyle));
            refreshState();
            return;
        }
        m_hint->setStyleSheet(QString());
        m_hint->setText(tr("Submitted job %1").arg(result.value()));
        Q_EMIT submitted(result.value());
        accept();
    };
    if (m_sender)
        m_sender(spec(), this, done);
    else
        QCoro::connect(m_backend->submit(spec()), this, done);
}

} // namespace qc
