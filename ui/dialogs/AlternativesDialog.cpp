#include "AlternativesDialog.h"

#include "forecast/StartForecast.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>
#include <limits>

namespace qc {

namespace {
constexpr int RowRole = Qt::UserRole; // index into the advice's list; -1 for "keep"
constexpr int SortRole = Qt::UserRole + 1;

// Numbers sort as numbers (a missing time last), not as the text shown.
class NumberItem final : public QTableWidgetItem
{
public:
    NumberItem(const QString& text, double value)
        : QTableWidgetItem(text)
    {
        setData(SortRole, value);
    }
    bool operator<(const QTableWidgetItem& other) const override
    {
        return data(SortRole).toDouble() < other.data(SortRole).toDouble();
    }
};

double orLast(qint64 seconds)
{
    return seconds < 0 ? std::numeric_limits<double>::max() : double(seconds);
}
} // namespace

QString AlternativesDialog::inText(qint64 seconds)
{
    return seconds < 0 ? QStringLiteral("—") : tr("in %1").arg(StartForecast::durationText(double(seconds)));
}

QString AlternativesDialog::gainText(qint64 seconds)
{
    if (seconds == 0)
        return QStringLiteral("—");
    const QString by = StartForecast::durationText(double(std::abs(seconds)));
    return seconds > 0 ? tr("%1 earlier").arg(by) : tr("%1 later").arg(by);
}

bool AlternativesDialog::canApply(const Alternative& a)
{
    // A split is submitted as its parts, then the original cancelled only while it still waits (SplitResubmit).
    return a.allowed && a.change != Alternative::Change::Keep;
}

AlternativesDialog::AlternativesDialog(Job job, AlternativesAdvisor::Advice advice, QWidget* parent)
    : QDialog(parent)
    , m_job(std::move(job))
    , m_advice(std::move(advice))
    , m_table(new QTableWidget(this))
    , m_hint(new QLabel(this))
    , m_apply(new QPushButton(tr("Apply…"), this))
{
    setObjectName(QStringLiteral("alternativesDialog"));
    setWindowTitle(tr("Alternatives for job %1").arg(m_job.id));
    m_table->setObjectName(QStringLiteral("alternativesTable"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_hint->setObjectName(QStringLiteral("alternativesHint"));
    m_hint->setWordWrap(true);
    m_apply->setObjectName(QStringLiteral("applyAlternative"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_apply, QDialogButtonBox::ActionRole);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Expected start and finish if you changed the job, from the same forecast as its "
                                    "own. Click a column to sort."),
                                 this));
    layout->addWidget(m_table);
    layout->addWidget(m_hint);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &AlternativesDialog::selectionChanged);
    connect(m_apply, &QPushButton::clicked, this, [this] {
        if (const Alternative* a = selected(); a && canApply(*a)) {
            Q_EMIT applyRequested(m_job, *a);
            accept();
        }
    });
    fill();
    selectionChanged();
    restoreGeometry(QSettings().value(QStringLiteral("alternativesDialog/geometry")).toByteArray());
    connect(this, &QDialog::finished, this,
            [this] { QSettings().setValue(QStringLiteral("alternativesDialog/geometry"), saveGeometry()); });
    if (!QSettings().contains(QStringLiteral("alternativesDialog/geometry")))
        resize(1000, 420);
}

void AlternativesDialog::fill()
{
    m_table->setSortingEnabled(false);
    m_table->setColumnCount(8);
    m_table->setHorizontalHeaderLabels({ tr("Change"), tr("Start (P50)"), tr("Start (P90)"), tr("Finish (P50)"),
                                         tr("Gain (finish)"), tr("GPU-hours"), tr("Confidence"), tr("Allowed") });
    QList<const Alternative*> rows { &m_advice.keep };
    for (const Alternative& a : m_advice.alternatives)
        rows.append(&a);
    m_table->setRowCount(int(rows.size()));
    const QLocale locale;
    for (int r = 0; r < rows.size(); ++r) {
        const Alternative& a = *rows[r];
        auto* title = new QTableWidgetItem(a.title());
        title->setData(RowRole, r - 1);
        if (!a.note.isEmpty())
            title->setToolTip(a.note);
        m_table->setItem(r, 0, title);
        m_table->setItem(r, 1, new NumberItem(inText(a.startP50S), orLast(a.startP50S)));
        m_table->setItem(r, 2, new NumberItem(inText(a.startP90S), orLast(a.startP90S)));
        m_table->setItem(r, 3, new NumberItem(inText(a.finishP50S), orLast(a.finishP50S)));
        m_table->setItem(r, 4, new NumberItem(gainText(a.finishGainS), -double(a.finishGainS)));
        m_table->setItem(r, 5, new NumberItem(locale.toString(a.gpuHours, 'f', 1), a.gpuHours));
        m_table->setItem(r, 6, new NumberItem(a.confidenceText(), -double(int(a.confidence))));
        auto* allowed = new QTableWidgetItem(a.change == Alternative::Change::Keep ? QStringLiteral("—")
                                                 : a.allowed                       ? tr("yes")
                                                                                   : tr("no: %1").arg(a.whyNot));
        m_table->setItem(r, 7, allowed);
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSortingEnabled(true);
}

const Alternative* AlternativesDialog::selected() const
{
    const QList<QTableWidgetItem*> items = m_table->selectedItems();
    if (items.isEmpty())
        return nullptr;
    const QTableWidgetItem* title = m_table->item(items.first()->row(), 0);
    const int index = title ? title->data(RowRole).toInt() : -1;
    return index >= 0 && index < m_advice.alternatives.size() ? &m_advice.alternatives[index] : nullptr;
}

void AlternativesDialog::selectionChanged()
{
    const Alternative* a = selected();
    m_apply->setEnabled(a && canApply(*a));
    if (!a)
        m_hint->setText(tr("Select an alternative to apply it."));
    else if (!a->allowed)
        m_hint->setText(tr("Not possible here: %1").arg(a->whyNot));
    else if (!canApply(*a))
        m_hint->setText(tr("This is the job as it stands: nothing to apply."));
    else
        m_hint->setText(a->note);
}

} // namespace qc
