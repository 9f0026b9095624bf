#include "JobTimeDialog.h"

#include "forecast/QueueDrain.h"
#include "forecast/StartForecast.h"
#include "model/Clock.h"
#include "model/SlurmTime.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QTimeZone>
#include <QVBoxLayout>

namespace qc {

namespace {
QLabel* errorLabel(QWidget* parent, const char* name)
{
    auto* l = new QLabel(parent);
    l->setObjectName(QString::fromLatin1(name));
    l->setStyleSheet(QStringLiteral("color:#C62828"));
    l->setWordWrap(true);
    l->hide();
    return l;
}
} // namespace

JobTimeDialog::JobTimeDialog(Capabilities caps, ClusterSnapshot snapshot, QList<Job> jobs, QWidget* parent)
    : QDialog(parent)
    , m_caps(caps)
    , m_snapshot(std::move(snapshot))
    , m_jobs(std::move(jobs))
{
    setObjectName(QStringLiteral("jobTimeDialog"));
    setWindowTitle(tr("Change start time and time limit"));
    bool allPending = !m_jobs.isEmpty();
    qint64 shortest = 0;
    for (const Job& j : m_jobs) {
        allPending = allPending && j.isPending();
        if (j.timeLimitS > 0)
            shortest = shortest > 0 ? std::min(shortest, j.timeLimitS) : j.timeLimitS;
    }

    m_keepBegin = new QRadioButton(tr("Keep"), this);
    m_keepBegin->setObjectName(QStringLiteral("keepBegin"));
    m_startNow = new QRadioButton(tr("As soon as possible"), this);
    m_startNow->setObjectName(QStringLiteral("startNow"));
    m_startAt = new QRadioButton(tr("Not before:"), this);
    m_startAt->setObjectName(QStringLiteral("startAt"));
    auto* group = new QButtonGroup(this);
    for (QRadioButton* b : { m_keepBegin, m_startNow, m_startAt })
        group->addButton(b);
    m_keepBegin->setChecked(true);
    QDateTime begin = Clock::currentDateTime().addSecs(3600);
    if (m_jobs.size() == 1 && m_jobs.first().beginTime.isValid())
        begin = m_jobs.first().beginTime.toLocalTime();
    m_beginTime = new QDateTimeEdit(begin, this);
    m_beginTime->setObjectName(QStringLiteral("beginTimeField"));
    m_beginTime->setCalendarPopup(true);
    m_beginTime->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
    const bool canBegin = m_caps.changeBeginTime && allPending;
    for (QWidget* w : std::initializer_list<QWidget*> { m_startNow, m_startAt, m_beginTime })
        w->setEnabled(canBegin);
    m_beginError = errorLabel(this, "beginTimeError");
    if (!canBegin) {
        m_beginError->setStyleSheet(QString());
        m_beginError->setText(!m_caps.changeBeginTime ? tr("This cluster does not let you change the start time.")
                                                      : tr("Only pending jobs have a start time to change."));
        m_beginError->show();
    }

    m_changeLimit = new QCheckBox(tr("Change to:"), this);
    m_changeLimit->setObjectName(QStringLiteral("changeLimit"));
    m_changeLimit->setEnabled(m_caps.changeTimeLimit);
    m_timeLimit = new QLineEdit(slurmtime::formatDuration(shortest > 0 ? shortest : 3600), this);
    m_timeLimit->setObjectName(QStringLiteral("timeLimitField"));
    m_timeLimit->setPlaceholderText(tr("[days-]hours:minutes:seconds"));
    m_timeLimit->setEnabled(false);
    m_limitError = errorLabel(this, "timeLimitError");
    auto* limitHint = new QLabel(allPending ? tr("Shorter limits often start sooner (backfill).")
                                            : tr("Running jobs: the limit can only go down."),
                                 this);
    limitHint->setWordWrap(true);
    limitHint->setEnabled(false);

    m_preview = new QLabel(this);
    m_preview->setObjectName(QStringLiteral("timePreview"));
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::PlainText);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton* apply = m_buttons->addButton(tr("Apply"), QDialogButtonBox::AcceptRole);
    apply->setObjectName(QStringLiteral("applyButton"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* beginRow = new QHBoxLayout;
    beginRow->addWidget(m_keepBegin);
    beginRow->addWidget(m_startNow);
    beginRow->addWidget(m_startAt);
    beginRow->addWidget(m_beginTime);
    beginRow->addStretch(1);
    auto* limitRow = new QHBoxLayout;
    limitRow->addWidget(m_changeLimit);
    limitRow->addWidget(m_timeLimit, 1);
    auto* form = new QFormLayout;
    form->addRow(tr("Start:"), beginRow);
    form->addRow(QString(), m_beginError);
    form->addRow(tr("Time limit:"), limitRow);
    form->addRow(QString(), m_limitError);
    form->addRow(QString(), limitHint);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("%n job(s) selected.", nullptr, int(m_jobs.size())), this));
    layout->addLayout(form);
    layout->addWidget(m_preview);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    connect(group, &QButtonGroup::buttonToggled, this, &JobTimeDialog::refresh);
    connect(m_beginTime, &QDateTimeEdit::dateTimeChanged, this, &JobTimeDialog::refresh);
    connect(m_changeLimit, &QCheckBox::toggled, m_timeLimit, &QWidget::setEnabled);
    connect(m_changeLimit, &QCheckBox::toggled, this, &JobTimeDialog::refresh);
    connect(m_timeLimit, &QLineEdit::textChanged, this, &JobTimeDialog::refresh);
    refresh();
}

QStringList JobTimeDialog::jobIds() const
{
    QStringList ids;
    for (const Job& j : m_jobs)
        ids.append(j.id);
    return ids;
}

JobUpdate JobTimeDialog::update() const
{
    JobUpdate u;
    if (m_startNow->isChecked())
        u.beginTime = QDateTime(); // invalid: as soon as possible
    else if (m_startAt->isChecked()) {
        // The minute shown, not the seconds the field may carry from "now".
        const QDateTime chosen = m_beginTime->dateTime();
        u.beginTime
            = QDateTime(chosen.date(), QTime(chosen.time().hour(), chosen.time().minute()), chosen.timeZone()).toUTC();
    }
    if (m_changeLimit->isChecked()) {
        if (const auto limit = slurmtime::parseDuration(m_timeLimit->text()))
            u.timeLimitS = *limit;
    }
    return u;
}

void JobTimeDialog::refresh()
{
    QString beginProblem;
    if (m_startAt->isChecked() && m_beginTime->dateTime().toUTC() < Clock::currentDateTimeUtc())
        beginProblem = tr("The start time is in the past.");
    if (m_beginTime->isEnabled()) {
        m_beginError->setText(beginProblem);
        m_beginError->setVisible(!beginProblem.isEmpty());
    }

    QString limitProblem;
    if (m_changeLimit->isChecked()) {
        const auto limit = slurmtime::parseDuration(m_timeLimit->text());
        if (!limit || *limit <= 0) {
            limitProblem
                = tr("Time limit: cannot read \"%1\"; use e.g. 04:00:00 or 2-00:00:00.").arg(m_timeLimit->text());
        } else {
            for (const Job& j : m_jobs) {
                const Partition* p = m_snapshot.findPartition(j.partition.section(QLatin1Char(','), 0, 0));
                if (!j.isPending() && j.timeLimitS > 0 && *limit > j.timeLimitS) {
                    limitProblem = tr("Job %1 is running: its limit can only go down (now %2).")
                                       .arg(j.id, slurmtime::formatDuration(j.timeLimitS));
                    break;
                }
                if (p && p->maxTimeS > 0 && *limit > p->maxTimeS) {
                    limitProblem = tr("%1 allows at most %2.").arg(p->name, slurmtime::formatDuration(p->maxTimeS));
                    break;
                }
            }
        }
    }
    m_limitError->setText(limitProblem);
    m_limitError->setVisible(!limitProblem.isEmpty());

    const JobUpdate u = update();
    m_preview->setText(beginProblem.isEmpty() && limitProblem.isEmpty() ? previewText(u) : QString());
    for (QAbstractButton* b : m_buttons->buttons()) {
        if (m_buttons->buttonRole(b) == QDialogButtonBox::AcceptRole)
            b->setEnabled(!u.isEmpty() && beginProblem.isEmpty() && limitProblem.isEmpty());
    }
}

QString JobTimeDialog::previewText(const JobUpdate& u) const
{
    // What the change does before it is sent: the start it allows, and when each job's GPUs would be free by the
    // running and queued jobs' time limits with its new limit (a shorter one can backfill into a gap).
    if (u.isEmpty())
        return tr("Nothing changes yet.");
    QStringList lines;
    const QLocale locale;
    constexpr qsizetype shown = 5;
    for (qsizetype i = 0; i < std::min(shown, m_jobs.size()); ++i) {
        const Job& j = m_jobs[i];
        QStringList parts;
        if (u.beginTime && j.isPending())
            parts.append(
                u.beginTime->isValid()
                    ? tr("starts not before %1").arg(locale.toString(u.beginTime->toLocalTime(), QLocale::ShortFormat))
                    : tr("may start as soon as possible"));
        if (u.timeLimitS) {
            parts.append(tr("time limit %1 (now %2)")
                             .arg(slurmtime::formatDuration(*u.timeLimitS), slurmtime::formatDuration(j.timeLimitS)));
            if (j.isPending() && j.gpus > 0) {
                auto freeIn = [&](qint64 limit) {
                    JobShape shape { j.partition, j.gpus, limit, j.priority, j.user };
                    shape.gpuType = j.gpuType;
                    shape.qos = j.qos;
                    return QueueDrain::estimate(m_snapshot, shape, j.id, j.submitTime);
                };
                const QueueDrain::Estimate before = freeIn(j.timeLimitS);
                const QueueDrain::Estimate after = freeIn(*u.timeLimitS);
                if (before.feasible && after.feasible)
                    parts.append(tr("its GPUs free in about %1 by time limits (now %2)")
                                     .arg(StartForecast::durationText(double(after.startS)),
                                          StartForecast::durationText(double(before.startS))));
            }
        }
        if (!parts.isEmpty())
            lines.append(tr("Job %1: %2").arg(j.id, parts.join(QStringLiteral("; "))));
    }
    if (m_jobs.size() > shown)
        lines.append(tr("… and %n more job(s)", nullptr, int(m_jobs.size() - shown)));
    return lines.join(QLatin1Char('\n'));
}

} // namespace qc
