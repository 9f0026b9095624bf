#include "MoveDialog.h"

#include "forecast/MoveEffect.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace qc {

MoveDialog::MoveDialog(ClusterSnapshot snapshot, QList<Job> jobs, QString partition, QWidget* parent)
    : QDialog(parent)
    , m_snapshot(std::move(snapshot))
    , m_jobs(std::move(jobs))
    , m_target(new QComboBox(this))
    , m_effectView(new QTableWidget(0, 3, this))
    , m_summary(new QLabel(this))
{
    setObjectName(QStringLiteral("moveDialog"));
    setWindowTitle(tr("Move to another partition"));
    m_target->setObjectName(QStringLiteral("targetPartition"));
    for (const Partition& p : m_snapshot.partitions)
        m_target->addItem(p.name, p.name);
    m_target->setCurrentIndex(std::max(0, m_target->findData(partition)));
    m_effectView->setObjectName(QStringLiteral("effectView"));
    m_effectView->setHorizontalHeaderLabels({ tr("Job"), tr("Now"), tr("After the move") });
    m_effectView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_effectView->horizontalHeader()->setStretchLastSection(true);
    m_effectView->verticalHeader()->hide();
    m_effectView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_effectView->setTabKeyNavigation(false);
    m_summary->setObjectName(QStringLiteral("moveSummary"));
    m_summary->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton* move = buttons->addButton(tr("Move"), QDialogButtonBox::AcceptRole);
    move->setObjectName(QStringLiteral("applyButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* form = new QFormLayout;
    form->addRow(tr("Move to:"), m_target);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("%n job(s) selected.", nullptr, int(m_jobs.size())), this));
    layout->addLayout(form);
    layout->addWidget(m_effectView, 1);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    resize(720, 320);

    connect(m_target, &QComboBox::currentIndexChanged, this, &MoveDialog::refresh);
    refresh();
}

QString MoveDialog::partition() const
{
    return m_target->currentData().toString();
}

QStringList MoveDialog::jobIds() const
{
    QStringList ids;
    for (const Job& j : m_jobs)
        ids.append(j.id);
    return ids;
}

void MoveDialog::refresh()
{
    const QList<MoveEffect> effects = MoveEffect::compute(m_snapshot, jobIds(), partition());
    m_effectView->setRowCount(int(effects.size()));
    int blocked = 0;
    for (int r = 0; r < effects.size(); ++r) {
        const MoveEffect& e = effects[r];
        blocked += e.after.blocker.isEmpty() ? 0 : 1;
        m_effectView->setItem(r, 0, new QTableWidgetItem(e.jobId));
        m_effectView->setItem(r, 1, new QTableWidgetItem(MoveEffect::describe(e.before)));
        auto* after = new QTableWidgetItem(MoveEffect::describe(e.after));
        if (!e.after.blocker.isEmpty())
            after->setForeground(QColor(0xC6, 0x28, 0x28));
        m_effectView->setItem(r, 2, after);
    }
    QString summary = tr("Positions count the pending jobs that compete now; GPU times follow the running and "
                         "queued jobs' time limits, so they tend to be late. The scheduler decides the real start.");
    if (blocked > 0)
        summary = tr("%n job(s) could never start in %1 as written.", nullptr, blocked).arg(partition())
            + QLatin1Char(' ') + summary;
    m_summary->setText(summary);
}

} // namespace qc
