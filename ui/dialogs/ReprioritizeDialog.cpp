#include "ReprioritizeDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace qc {

ReprioritizeDialog::ReprioritizeDialog(Capabilities caps, ClusterSnapshot snapshot, QList<Job> jobs, QWidget* parent)
    : QDialog(parent)
    , m_caps(caps)
    , m_snapshot(std::move(snapshot))
    , m_jobs(std::move(jobs))
{
    setObjectName(QStringLiteral("reprioritizeDialog"));
    setWindowTitle(tr("Change priority"));

    // Nice is subtracted from the priority: a user may raise it (let others go first); lowering it below zero
    // is an operator's right unless the backend says otherwise.
    int current = m_jobs.isEmpty() ? 0 : m_jobs.first().nice;
    int lowest = current;
    for (const Job& j : m_jobs)
        lowest = std::min(lowest, j.nice);
    m_nice = new QSpinBox(this);
    m_nice->setObjectName(QStringLiteral("niceField"));
    // Slurm's own bound (NICE_OFFSET - 3); below zero only for operators.
    constexpr int kSlurmNiceMax = 2147483645;
    m_nice->setRange(m_caps.lowerNice ? -kSlurmNiceMax : std::min(0, lowest),
                     m_caps.raiseNice ? kSlurmNiceMax : std::max(0, current));
    m_nice->setSingleStep(50);
    m_nice->setValue(current);
    m_nice->setEnabled(m_caps.raiseNice || m_caps.lowerNice);
    m_nice->setToolTip(m_caps.lowerNice
                           ? tr("Higher nice: the job waits longer; lower: it goes earlier.")
                           : tr("Higher nice lets other jobs go first. Only an operator can set it below 0."));

    // Said, not only enforced: a spin box silently refuses a "-" or clamps what is typed past its ends.
    m_niceRange = new QLabel(
        tr("allowed: %1 to %2").arg(QLocale().toString(m_nice->minimum()), QLocale().toString(m_nice->maximum())),
        this);
    m_niceRange->setObjectName(QStringLiteral("niceRangeLabel"));

    m_qos = new QComboBox(this);
    m_qos->setObjectName(QStringLiteral("qosField"));
    m_qos->addItem(tr("(keep current)"), QString());
    QStringList allowed;
    bool first = true;
    for (const Job& j : m_jobs) {
        const Partition* p = m_snapshot.findPartition(j.partition.section(QLatin1Char(','), 0, 0));
        if (!p || p->allowedQos.isEmpty())
            continue;
        if (first)
            allowed = p->allowedQos;
        else
            allowed.removeIf([p](const QString& q) { return !p->allowedQos.contains(q); });
        first = false;
    }
    if (first) { // no partition restricts the QOS: offer the ones in use
        for (const Job& j : m_snapshot.jobs) {
            if (!j.qos.isEmpty() && !allowed.contains(j.qos))
                allowed.append(j.qos);
        }
        allowed.sort();
    }
    for (const QString& q : allowed)
        m_qos->addItem(q, q);
    m_qos->setEnabled(m_caps.changeQos && !allowed.isEmpty());
    if (!m_caps.changeQos)
        m_qos->setToolTip(tr("This cluster does not let you change the QOS of a job."));

    m_effectView = new QTableWidget(0, 3, this);
    m_effectView->setObjectName(QStringLiteral("effectView"));
    m_effectView->setHorizontalHeaderLabels({ tr("Job"), tr("Among my pending jobs"), tr("In its partition") });
    m_effectView->verticalHeader()->hide();
    m_effectView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_effectView->horizontalHeader()->setStretchLastSection(true);
    m_effectView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_effectView->setSelectionMode(QAbstractItemView::NoSelection);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("noteLabel"));
    m_note->setWordWrap(true);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton* apply = m_buttons->addButton(tr("Apply"), QDialogButtonBox::AcceptRole);
    apply->setObjectName(QStringLiteral("applyButton"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* form = new QFormLayout;
    auto* niceRow = new QHBoxLayout;
    niceRow->addWidget(m_nice);
    niceRow->addWidget(m_niceRange, 1);
    form->addRow(tr("Nice:"), niceRow);
    form->addRow(tr("QOS / priority tier:"), m_qos);
    auto* layout = new QVBoxLayout(this);
    auto* intro
        = new QLabel(tr("%n job(s) selected. Expected position after the change, from the current queue:", nullptr,
                        int(m_jobs.size())),
                     this);
    intro->setWordWrap(true);
    layout->addLayout(form);
    layout->addWidget(intro);
    layout->addWidget(m_effectView, 1);
    layout->addWidget(m_note);
    layout->addWidget(m_buttons);
    connect(m_nice, &QSpinBox::valueChanged, this, &ReprioritizeDialog::refresh);
    connect(m_qos, &QComboBox::currentIndexChanged, this, &ReprioritizeDialog::refresh);
    refresh();
    resize(560, 360);
}

QStringList ReprioritizeDialog::jobIds() const
{
    QStringList ids;
    for (const Job& j : m_jobs)
        ids.append(j.id);
    return ids;
}

JobUpdate ReprioritizeDialog::update() const
{
    JobUpdate u;
    for (const Job& j : m_jobs) {
        if (m_nice->isEnabled() && j.nice != m_nice->value())
            u.nice = m_nice->value();
        const QString qos = m_qos->currentData().toString();
        if (!qos.isEmpty() && qos != j.qos)
            u.qos = qos;
    }
    return u;
}

QString ReprioritizeDialog::rankText(const ReprioritizeEffect::Rank& rank) const
{
    if (rank.of == 0 || rank.before == 0)
        return tr("—");
    if (rank.before == rank.after)
        return tr("#%1 of %2 (unchanged)").arg(rank.before).arg(rank.of);
    return tr("#%1 → #%2 of %3").arg(rank.before).arg(rank.after).arg(rank.of);
}

void ReprioritizeDialog::refresh()
{
    const JobUpdate u = update();
    m_effects = ReprioritizeEffect::compute(m_snapshot, jobIds(),
                                            m_nice->isEnabled() ? std::optional<int>(m_nice->value()) : std::nullopt,
                                            m_qos->currentData().toString());
    m_effectView->setRowCount(int(m_effects.size()));
    bool estimated = false, unknown = false;
    for (int row = 0; row < m_effects.size(); ++row) {
        const ReprioritizeEffect& e = m_effects[row];
        const Job* job = m_snapshot.findJob(e.jobId);
        const QString name = job && !job->name.isEmpty() ? QStringLiteral("%1 %2").arg(e.jobId, job->name) : e.jobId;
        const QString cells[] = { name, rankText(e.amongMine), rankText(e.inPartition) };
        const ReprioritizeEffect::Rank* ranks[] = { nullptr, &e.amongMine, &e.inPartition };
        for (int c = 0; c < 3; ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            // Earlier in green, later in red: the direction matters more than the number.
            if (ranks[c] && ranks[c]->after != ranks[c]->before)
                item->setForeground(ranks[c]->after < ranks[c]->before ? QColor(0x2E, 0x7D, 0x32)
                                                                       : QColor(0xC6, 0x28, 0x28));
            m_effectView->setItem(row, c, item);
        }
        estimated = estimated || e.qosEstimated;
        unknown = unknown || e.qosUnknown;
    }
    QStringList notes;
    if (m_effects.size() < m_jobs.size())
        notes << tr("Jobs that are no longer pending keep their place: only waiting jobs are ranked.");
    if (estimated)
        notes << tr("The QOS part of the priority is estimated from jobs already waiting in each QOS.");
    if (unknown)
        notes << tr("No job waits in that QOS now: its effect on the position cannot be estimated.");
    if (!m_snapshot.othersJobsVisible)
        notes << tr("Other users' jobs are hidden on this cluster: positions are at least these.");
    m_note->setText(notes.join(QLatin1Char(' ')));
    m_note->setVisible(!notes.isEmpty());
    for (QAbstractButton* b : m_buttons->buttons()) {
        if (m_buttons->buttonRole(b) == QDialogButtonBox::AcceptRole)
            b->setEnabled(!u.isEmpty());
    }
}

} // namespace qc
