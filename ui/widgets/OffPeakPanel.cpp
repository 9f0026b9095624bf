#include "OffPeakPanel.h"

#include "forecast/OffPeakAdvisor.h"
#include "forecast/Planner.h"

#include <QCheckBox>
#include <QColor>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <qcoro/qcorotask.h>

namespace qc {

namespace {
QTableWidget* makeTable(QWidget* parent, const char* name)
{
    auto* t = new QTableWidget(parent);
    t->setObjectName(QLatin1String(name));
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

QString waitText(double seconds)
{
    return seconds >= 0 ? OffPeakAdvisor::durationText(seconds) : QStringLiteral("–");
}

QTableWidgetItem* item(const QString& text, const QVariant& sortValue = {})
{
    auto* i = new QTableWidgetItem(text);
    if (sortValue.isValid())
        i->setData(Qt::UserRole, sortValue);
    return i;
}
} // namespace

OffPeakPanel::OffPeakPanel(QWidget* parent)
    : QWidget(parent)
    , m_shapeLabel(new QLabel(this))
    , m_partition(new QComboBox(this))
    , m_gpus(new QSpinBox(this))
    , m_gpuType(new QComboBox(this))
    , m_hours(new QDoubleSpinBox(this))
    , m_qos(new QComboBox(this))
    , m_oneNode(new QCheckBox(this))
    , m_licensesLabel(new QLabel(this))
    , m_recommend(new QPushButton(this))
    , m_windowsLabel(new QLabel(this))
    , m_windows(makeTable(this, "offPeakWindows"))
    , m_regionsLabel(new QLabel(this))
    , m_regions(makeTable(this, "offPeakRegions"))
    , m_schedule(new QPushButton(this))
    , m_hint(new QLabel(this))
{
    setObjectName(QStringLiteral("offPeakPanel"));
    m_partition->setObjectName(QStringLiteral("planPartition"));
    m_gpus->setObjectName(QStringLiteral("planGpus"));
    m_gpuType->setObjectName(QStringLiteral("planGpuType"));
    m_hours->setObjectName(QStringLiteral("planHours"));
    m_qos->setObjectName(QStringLiteral("planQos"));
    m_oneNode->setObjectName(QStringLiteral("planOneNode"));
    m_licensesLabel->setObjectName(QStringLiteral("planLicenses"));
    m_licensesLabel->setVisible(false);
    m_recommend->setObjectName(QStringLiteral("planRecommend"));
    m_schedule->setObjectName(QStringLiteral("planSchedule"));
    m_hint->setObjectName(QStringLiteral("planHint"));
    m_gpus->setRange(1, 4096);
    m_gpus->setValue(1);
    m_hours->setRange(0.1, 24 * 30);
    m_hours->setDecimals(1);
    m_hours->setValue(4);
    m_hint->setWordWrap(true);
    m_schedule->setEnabled(false);

    auto* shapeRow = new QHBoxLayout;
    shapeRow->addWidget(m_shapeLabel);
    shapeRow->addWidget(m_partition);
    shapeRow->addWidget(m_gpus);
    shapeRow->addWidget(m_gpuType);
    shapeRow->addWidget(m_hours);
    shapeRow->addWidget(m_qos);
    shapeRow->addWidget(m_oneNode);
    shapeRow->addWidget(m_licensesLabel);
    shapeRow->addWidget(m_recommend);
    shapeRow->addStretch();

    auto* windowsBox = new QWidget(this);
    auto* wl = new QVBoxLayout(windowsBox);
    wl->setContentsMargins(0, 0, 0, 0);
    wl->addWidget(m_windowsLabel);
    wl->addWidget(m_windows);
    auto* regionsBox = new QWidget(this);
    auto* rl = new QVBoxLayout(regionsBox);
    rl->setContentsMargins(0, 0, 0, 0);
    rl->addWidget(m_regionsLabel);
    rl->addWidget(m_regions);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(windowsBox);
    split->addWidget(regionsBox);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_hint, 1);
    bottom->addWidget(m_schedule);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(shapeRow);
    layout->addWidget(split, 1);
    layout->addLayout(bottom);

    connect(m_partition, &QComboBox::currentIndexChanged, this, &OffPeakPanel::showLicenses);
    connect(m_recommend, &QPushButton::clicked, this, &OffPeakPanel::recommend);
    connect(m_schedule, &QPushButton::clicked, this, &OffPeakPanel::scheduleSelected);
    connect(m_windows, &QTableWidget::itemSelectionChanged, this,
            [this] { m_schedule->setEnabled(!m_windows->selectedItems().isEmpty()); });
    retranslate();
}

void OffPeakPanel::setView(ClusterViewPtr view)
{
    if (!view)
        return;
    m_view = std::move(view);
    updateChoices();
}

void OffPeakPanel::setSnapshot(const ClusterSnapshot& snapshot)
{
    auto view = std::make_shared<ClusterView>();
    view->snapshot = snapshot;
    view->jobQos = ClusterView::distinctJobQos(snapshot);
    view->gpuTypes = ClusterView::distinctGpuTypes(snapshot);
    setView(std::move(view));
}

void OffPeakPanel::updateChoices()
{
    QStringList partitions;
    for (const Partition& p : std::as_const(m_view->snapshot.partitions))
        partitions.append(p.name);
    const QStringList& typeList = m_view->gpuTypes;
    const QStringList& qosList = m_view->jobQos;
    const QList<QStringList> choices { partitions, typeList, qosList };
    if (choices == m_choices && m_partition->count() > 0)
        return; // the same lists: nothing to refill (every refresh asks)
    m_choices = choices;
    // Keep what the user chose while the lists follow the cluster.
    const QString partition = m_partition->currentData().toString();
    const QString type = m_gpuType->currentData().toString();
    const QString qos = m_qos->currentData().toString();
    const QSignalBlocker b1(m_partition);
    const QSignalBlocker b2(m_gpuType);
    const QSignalBlocker b3(m_qos);
    m_partition->clear();
    m_partition->addItem(tr("Best region"), QString());
    for (const QString& p : std::as_const(partitions))
        m_partition->addItem(p, p);
    m_gpuType->clear();
    m_gpuType->addItem(tr("Any GPU type"), QString());
    for (const QString& t : std::as_const(typeList))
        m_gpuType->addItem(t, t);
    m_qos->clear();
    m_qos->addItem(tr("Typical priority"), QString());
    for (const QString& q : std::as_const(qosList))
        m_qos->addItem(q, q);
    m_partition->setCurrentIndex(std::max(0, m_partition->findData(partition)));
    m_gpuType->setCurrentIndex(std::max(0, m_gpuType->findData(type)));
    m_qos->setCurrentIndex(std::max(0, m_qos->findData(qos)));
}

void OffPeakPanel::setShape(const JobShape& shape, const QString& jobId)
{
    m_jobId = jobId;
    m_jobPartition = jobId.isEmpty() ? QString() : shape.queue;
    auto select = [](QComboBox* box, const QString& value) {
        int i = box->findData(value);
        if (i < 0 && !value.isEmpty()) {
            box->addItem(value, value);
            i = box->count() - 1;
        }
        box->setCurrentIndex(std::max(0, i));
    };
    select(m_partition, shape.queue);
    select(m_gpuType, shape.gpuType);
    select(m_qos, shape.qos);
    m_gpus->setValue(std::max(1, shape.size));
    m_hours->setValue(shape.timeLimitS > 0 ? double(shape.timeLimitS) / 3600.0 : 4.0);
    // A job asking for its GPUs on one node waits where they are free only in fragments: planning it as if any
    // node would do put "under a minute" beside the detail pane's hours for the very same job.
    m_oneNode->setChecked(shape.nodes == 1);
    m_licenses = shape.licenses;
    showLicenses();
    if (!m_plan.windows.isEmpty() || !m_plan.regions.isEmpty()) {
        // Results of another job or shape must not pass for this one's.
        const bool same = planMatchesForm();
        m_schedule->setEnabled(same && !m_plan.windows.isEmpty());
        if (!same)
            m_hint->setText(tr("Stale: these results are for another job shape. Press Recommend again."));
    }
}

bool OffPeakPanel::planMatchesForm() const
{
    const JobShape s = shape();
    return (s.queue.isEmpty() || s.queue == m_plan.shape.queue) && s.size == m_plan.shape.size
        && s.gpuType == m_plan.shape.gpuType && s.timeLimitS == m_plan.shape.timeLimitS && s.qos == m_plan.shape.qos
        && s.nodes == m_plan.shape.nodes && s.licenses == m_plan.shape.licenses;
}

void OffPeakPanel::showLicenses()
{
    const QString licenses = shape().licenses;
    m_licensesLabel->setVisible(!licenses.isEmpty());
    m_licensesLabel->setText(tr("+ licences %1").arg(licenses));
    m_licensesLabel->setToolTip(tr("The selected job's licences (storage IO): the plan waits for their free units, as "
                                   "the job does"));
}

JobShape OffPeakPanel::shape() const
{
    JobShape s;
    s.queue = m_partition->currentData().toString();
    s.size = m_gpus->value();
    s.gpuType = m_gpuType->currentData().toString();
    s.timeLimitS = qint64(m_hours->value() * 3600);
    s.qos = m_qos->currentData().toString();
    s.nodes = m_oneNode->isChecked() ? 1 : 0;
    s.user = m_view->snapshot.currentUser;
    s.licenses = m_view->snapshot.licensesIn(m_licenses, s.queue);
    return s;
}

void OffPeakPanel::recommend()
{
    if (m_view->snapshot.partitions.isEmpty()) {
        m_hint->setText(tr("No cluster data yet."));
        return;
    }
    m_busy = true;
    m_recommend->setEnabled(false);
    m_hint->setText(tr("Computing…"));
    const quint64 request = ++m_request;
    QCoro::connect(Planner::makeAsync(&m_planner, m_view->snapshot, shape(), m_historyPath, OffPeakAdvisor::Options {}),
                   this, [this, request](JobPlan plan) {
                       if (request != m_request)
                           return; // a newer request is on its way
                       m_busy = false;
                       m_recommend->setEnabled(true);
                       m_plan = std::move(plan);
                       showPlan();
                       Q_EMIT planUpdated();
                   });
}

void OffPeakPanel::showPlan()
{
    m_windows->setRowCount(0);
    m_windows->setRowCount(int(m_plan.windows.size()));
    for (int r = 0; r < m_plan.windows.size(); ++r) {
        const OffPeakWindow& w = m_plan.windows[r];
        const QString confidence = w.confidence();
        // The pattern is the translator's: a fixed "ddd d MMM" put Chinese dates in English order ("周二 1 12月").
        //: A window's start: a QDateTime format (d day, M month number, MMM month name, ddd weekday, HH:mm time).
        const QString format = tr("ddd d MMM HH:mm");
        m_windows->setItem(r, 0, item(QLocale().toString(w.begin.toLocalTime(), format), w.begin));
        m_windows->setItem(r, 1, item(waitText(w.p50), w.p50));
        m_windows->setItem(r, 2, item(waitText(w.p90), w.p90));
        m_windows->setItem(r, 3, item(confidence, qlonglong(w.jobs)));
        m_windows->setItem(r, 4, item(w.reason));
        m_windows->item(r, 4)->setToolTip(w.reason);
        if (w.basis == OffPeakWindow::Basis::SimilarHours && !w.live)
            m_windows->item(r, 3)->setForeground(QColor(0xC6, 0x28, 0x28));
    }
    m_regions->setRowCount(0);
    m_regions->setRowCount(int(m_plan.regions.size()));
    for (int r = 0; r < m_plan.regions.size(); ++r) {
        const RegionEstimate& e = m_plan.regions[r];
        m_regions->setItem(r, 0, item(e.partition));
        m_regions->setItem(r, 1, item(waitText(e.p50), e.p50));
        m_regions->setItem(r, 2, item(waitText(e.p90), e.p90));
        m_regions->setItem(r, 3, item(QStringLiteral("%1/%2").arg(e.freeNow).arg(e.capacity)));
        m_regions->setItem(r, 4, item(QString::number(e.jobsAhead)));
        m_regions->setItem(r, 5, item(e.usable ? e.note : tr("not usable: %1").arg(e.whyNot)));
    }
    m_windows->resizeColumnsToContents();
    m_regions->resizeColumnsToContents();
    if (!m_plan.error.isEmpty()) {
        m_hint->setText(m_plan.error);
    } else {
        m_hint->setText(tr("Windows for %1, from %n finished job(s) of history and the live queue.", nullptr,
                           int(m_plan.historyJobs))
                            .arg(m_plan.shape.queue));
    }
    if (!m_plan.windows.isEmpty())
        m_windows->selectRow(0);
    m_schedule->setEnabled(!m_plan.windows.isEmpty());
}

void OffPeakPanel::scheduleSelected()
{
    const int row = m_windows->currentRow();
    if (row < 0 || row >= m_plan.windows.size())
        return;
    if (!planMatchesForm()) {
        m_hint->setText(tr("Stale: these results are for another job shape. Press Recommend again."));
        return;
    }
    // Never move a job to another region without asking.
    if (!m_jobId.isEmpty() && !m_jobPartition.isEmpty() && m_jobPartition != m_plan.shape.queue
        && QMessageBox::question(this, tr("Move the job?"),
                                 tr("Job %1 is in %2; this window is for %3. Move it to %3 and set its begin time?")
                                     .arg(m_jobId, m_jobPartition, m_plan.shape.queue))
            != QMessageBox::Yes)
        return;
    Q_EMIT scheduleRequested(m_plan.windows[row].begin, m_plan.shape.queue, m_jobId);
}

void OffPeakPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void OffPeakPanel::retranslate()
{
    m_shapeLabel->setText(tr("Job:"));
    m_gpus->setSuffix(tr(" GPU(s)"));
    m_hours->setSuffix(tr(" h limit"));
    m_oneNode->setText(tr("On one node"));
    m_oneNode->setToolTip(tr("All GPUs on one node, as a job with --nodes=1 asks: GPUs free only in fragments "
                             "across nodes cannot start it"));
    m_recommend->setText(tr("Recommend"));
    showLicenses();
    m_schedule->setText(tr("Schedule at this window"));
    m_windowsLabel->setText(tr("Best start windows (next 72 h), lowest expected wait first"));
    // A new job of this shape, with the partition's typical priority: the selected job's own start is in its detail
    // pane.
    m_regionsLabel->setText(tr("Expected start per region if submitted now"));
    m_windows->setColumnCount(5);
    m_windows->setHorizontalHeaderLabels({ tr("Begin"), tr("P50 wait"), tr("P90 wait"), tr("Confidence"), tr("Why") });
    m_regions->setColumnCount(6);
    m_regions->setHorizontalHeaderLabels(
        { tr("Region"), tr("P50 wait"), tr("P90 wait"), tr("Free/GPUs"), tr("Ahead"), tr("Note") });
    if (m_partition->count() > 0) {
        m_partition->setItemText(0, tr("Best region"));
        m_gpuType->setItemText(0, tr("Any GPU type"));
        m_qos->setItemText(0, tr("Typical priority"));
    }
    // Reasons and units come from the core in the language of the moment: recompute them.
    if (!m_plan.regions.isEmpty() && !m_busy)
        recommend();
    // Before the first Recommend the tables are empty: say what fills them.
    if (m_plan.regions.isEmpty() && m_plan.windows.isEmpty() && m_plan.error.isEmpty() && !m_busy)
        m_hint->setText(tr("Press Recommend to rank the start windows of the next 72 h for this job shape."));
}

} // namespace qc
