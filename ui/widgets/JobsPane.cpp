#include "JobsPane.h"

#include "JobActionController.h"
#include "JobViewState.h"
#include "model/BackgroundPool.h"
#include "models/JobFilterProxyModel.h"
#include "models/JobTableModel.h"
#include "service/ClusterSession.h"

#include <QComboBox>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace qc {

JobsPane::JobsPane(JobActionController* actions, QWidget* parent)
    : QWidget(parent)
    , m_actions(actions)
    , m_model(new JobTableModel(this))
    , m_proxy(new JobFilterProxyModel(this))
{
    m_proxy->setSourceModel(m_model);
    m_scopeBox = new QComboBox(this);
    m_scopeBox->setObjectName(QStringLiteral("scopeFilter"));
    m_stateBox = new QComboBox(this);
    m_stateBox->setObjectName(QStringLiteral("stateFilter"));
    // Their items change language: the boxes follow their longest item instead of keeping the first width.
    m_scopeBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_stateBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_regionBox = new QComboBox(this);
    m_regionBox->setObjectName(QStringLiteral("regionFilter"));
    // Sized from its items' length only when they change: AdjustToContents re-measured it at odd moments and
    // shifted everything after it on the toolbar.
    m_regionBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_regionBox->setMinimumContentsLength(12);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("searchField"));
    m_search->setClearButtonEnabled(true);
    m_search->setFixedWidth(260); // the clear button appearing must not move the toolbar
    connect(m_scopeBox, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_proxy->setMineOnly(i == 1);
        updateEmptyHint();
    });
    connect(m_stateBox, &QComboBox::currentIndexChanged, this,
            [this](int i) { m_proxy->setStateFilter(JobFilterProxyModel::StateFilter(i)); });
    connect(m_regionBox, &QComboBox::currentIndexChanged, this,
            [this](int) { m_proxy->setRegion(m_regionBox->currentData().toString()); });
    connect(m_search, &QLineEdit::textChanged, m_proxy, &JobFilterProxyModel::setText);
    connect(m_search, &QLineEdit::textChanged, this, &JobsPane::updateEmptyHint);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("jobView"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(JobTableModel::Position, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_view->setAlternatingRowColors(true);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    // Tab leaves the table for the next control; the arrow keys move within it.
    m_view->setTabKeyNavigation(false);
    const int widths[] = { 64, 150, 96, 80, 76, 70, 130, 86, 90, 90 };
    for (int c = 0; c < int(std::size(widths)); ++c)
        m_view->setColumnWidth(c, widths[c]);
    // At 1280 px, beside the detail pane, about 700 px of the table show: what a person scans first (state, place,
    // GPUs, expected start) comes before the cause and the region, which the detail pane repeats anyway. The model's
    // column numbers stay; only the visual order changes, and people may drag columns where they like (the order is
    // kept with the rest of the header's state).
    QHeaderView* header = m_view->horizontalHeader();
    header->setSectionsMovable(true);
    const JobTableModel::Column order[]
        = { JobTableModel::Id,   JobTableModel::Name,      JobTableModel::State, JobTableModel::Position,
            JobTableModel::Gpus, JobTableModel::Start,     JobTableModel::Cause, JobTableModel::Partition,
            JobTableModel::User, JobTableModel::Submitted, JobTableModel::Reason };
    for (int visual = 0; visual < int(std::size(order)); ++visual)
        header->moveSection(header->visualIndex(order[visual]), visual);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &JobsPane::currentJobChanged);
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, &JobsPane::tellJobsOnScreen);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &JobsPane::tellJobsOnScreen); // sorted, filtered
    // The job toolbar acts on the whole selection; job states change with every refresh, so both update it.
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &JobsPane::updateJobActions);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        QMenu* menu = buildMenu(window());
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(m_view->viewport()->mapToGlobal(pos));
    });

    m_emptyHint = new QLabel(this);
    m_emptyHint->setObjectName(QStringLiteral("emptyJobsHint"));
    m_emptyHint->setWordWrap(true);
    m_emptyHint->setContentsMargins(6, 4, 6, 4);
    m_emptyHint->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_emptyHint);
    layout->addWidget(m_view);
}

JobsPane::~JobsPane() = default;

void JobsPane::addFilterBar(QToolBar* toolbar)
{
    for (QWidget* w : std::initializer_list<QWidget*> { m_scopeBox, m_stateBox, m_regionBox, m_search })
        toolbar->addWidget(w);
}

void JobsPane::setSession(ClusterSession* session)
{
    saveViewState(); // of the cluster being left
    m_session = session;
    m_actions->setBackend(session->sharedBackend());
    connect(session, &ClusterSession::viewUpdated, this, &JobsPane::onViewUpdated);
    connect(session->watcher(), &ClusterWatcher::refreshFailed, this, &JobsPane::onRefreshFailed);
    // The Start column shows the session's forecasts (computed on its worker), the other cluster's no more.
    m_model->clearForecasts();
    connect(session, &ClusterSession::queueForecastsUpdated, m_model, &JobTableModel::updateForecasts);
    if (!m_viewState)
        m_viewState = std::make_unique<JobViewState>(
            JobViewState::Widgets { m_tabs, m_scopeBox, m_stateBox, m_regionBox, m_search, m_view });
    m_profileId = session->profileId();
    m_viewState->restore(m_profileId);
    m_pendingRegion = m_viewState->savedRegion(m_profileId);
    m_pendingJob = m_viewState->savedJob(m_profileId);
}

void JobsPane::saveViewState() const
{
    if (!m_viewState || m_profileId.isEmpty())
        return;
    const Job* job = currentJob();
    m_viewState->save(m_profileId, job ? job->id : QString());
}

void JobsPane::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

const Job* JobsPane::currentJob() const
{
    return m_model->jobAt(m_proxy->mapToSource(m_view->currentIndex()).row());
}

const JobInsight* JobsPane::currentInsight() const
{
    return m_model->insightAt(m_proxy->mapToSource(m_view->currentIndex()).row());
}

QList<Job> JobsPane::selectedJobs() const
{
    QList<Job> jobs;
    for (const QModelIndex& index : m_view->selectionModel()->selectedRows()) {
        if (const Job* job = m_model->jobAt(m_proxy->mapToSource(index).row()))
            jobs.append(*job);
    }
    return jobs;
}

void JobsPane::onViewUpdated(const ClusterViewPtr& view)
{
    // Diffing 100,000 rows takes tens of milliseconds: it runs on a worker, and only its result is applied here.
    // One diff at a time; a newer view arriving meanwhile replaces the one waiting.
    m_waitingView = view;
    if (!m_diffing)
        diffNext();
}

void JobsPane::diffNext()
{
    ClusterViewPtr view = std::exchange(m_waitingView, nullptr);
    if (!view)
        return;
    m_diffing = true;
    const quint64 generation = m_model->generation();
    auto* watcher = new QFutureWatcher<JobTableDiff>(this);
    auto done = std::make_shared<bool>(false); // Qt 6.4 can report `finished` twice (RestWorker)
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, view, generation, done]() {
        if (*done)
            return;
        *done = true;
        watcher->deleteLater();
        m_diffing = false;
        if (generation != m_model->generation()) {
            // The table changed meanwhile: that diff is stale. Diff again, unless a newer view waits anyway.
            if (!m_waitingView)
                m_waitingView = view;
        } else {
            showView(view, watcher->result());
        }
        diffNext();
    });
    watcher->setFuture(
        QtConcurrent::run(backgroundPool(), &JobTableModel::diffTo, m_model->shownView(), m_model->rowSources(), view));
}

void JobsPane::showView(const ClusterViewPtr& view, const JobTableDiff& diff)
{
    m_model->applyDiff(view, diff);
    widenIdColumn(view->snapshot.jobs);
    updateRegionFilter(view->regions);
    restorePendingSelection();
    fitColumns();
    updateEmptyHint();
    Q_EMIT currentJobChanged();
    updateJobActions();
    tellJobsOnScreen();
}

void JobsPane::tellJobsOnScreen()
{
    // A queue of tens of thousands takes the session many forecast passes: the rows in sight go first.
    if (!m_session)
        return;
    QStringList ids;
    const int top = std::max(0, m_view->rowAt(0));
    const int bottom = m_view->rowAt(m_view->viewport()->height() - 1);
    const int last = bottom < 0 ? m_proxy->rowCount() - 1 : bottom;
    for (int r = top; r <= last && ids.size() < 200; ++r) {
        if (const Job* job = m_model->jobAt(m_proxy->mapToSource(m_proxy->index(r, 0)).row()); job && job->isPending())
            ids.append(job->id);
    }
    m_session->setForecastFirst(std::move(ids));
}

void JobsPane::onRefreshFailed()
{
    m_model->setStale(true);
    Q_EMIT currentJobChanged();
}

void JobsPane::updateJobActions()
{
    m_actions->setSelection(selectedJobs(), m_session ? m_session->watcher()->view() : nullptr);
}

QMenu* JobsPane::buildMenu(QWidget* parent)
{
    auto* menu = new QMenu(parent);
    const QList<Job> jobs = selectedJobs();
    const QStringList partitions = m_session ? m_session->watcher()->snapshot().partitionNames() : QStringList {};
    m_actions->populate(menu, jobs, m_model->currentUser(), partitions);
    if (m_session && !jobs.isEmpty()) {
        bool allMine = true;
        for (const auto& j : jobs)
            allMine = allMine && j.user == m_model->currentUser();
        QAction* policy = menu->addAction(tr("Auto-retry policy…"));
        policy->setObjectName(QStringLiteral("retryPolicyAction"));
        policy->setEnabled(allMine);
        connect(policy, &QAction::triggered, this, [this, jobs] { Q_EMIT retryPolicyRequested(jobs); });
    }
    if (jobs.size() == 1 && m_session && m_session->backend()->capabilities().submit) {
        menu->addSeparator();
        connect(menu->addAction(tr("Duplicate and edit…")), &QAction::triggered, this,
                [this, spec = JobSpec::fromJob(jobs.first())] { Q_EMIT duplicateRequested(spec); });
    }
    return menu;
}

void JobsPane::restorePendingSelection()
{
    if (!m_pendingRegion.isEmpty()) {
        const int i = m_regionBox->findData(m_pendingRegion);
        if (i >= 0)
            m_regionBox->setCurrentIndex(i);
        m_pendingRegion.clear();
    }
    if (m_pendingJob.isEmpty())
        return;
    const int row = m_model->rowOf(m_pendingJob);
    m_pendingJob.clear();
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (row < 0 || !index.isValid())
        return;
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(index);
}

void JobsPane::widenIdColumn(const QList<Job>& jobs)
{
    // Ids of clusters shown side by side carry their profile ("north:123456"); measuring a handful is enough and
    // stays cheap at 20,000 rows, unlike ResizeToContents.
    int wanted = 0;
    for (qsizetype i = 0; i < std::min<qsizetype>(jobs.size(), 64); ++i)
        wanted = std::max(wanted, m_view->fontMetrics().horizontalAdvance(jobs[i].id) + 16);
    if (wanted > m_view->columnWidth(JobTableModel::Id))
        m_view->setColumnWidth(JobTableModel::Id, std::min(wanted, 240));
}

void JobsPane::fitColumns()
{
    // Widen, never narrow: headers and the visible rows must not be cut off (also after a language switch),
    // while a column the person widened keeps its width. The last column stretches anyway. The delegate's size hint
    // lays the text out: ~5 ms for 40 rows on every refresh of a big queue, so widths are remembered per column and
    // text (the rows in sight mostly show what they showed before).
    QHeaderView* header = m_view->horizontalHeader();
    if (m_fitWidths.size() > 4096 || m_fitFont != m_view->font()) {
        m_fitWidths.clear();
        m_fitFont = m_view->font();
    }
    for (int c = 0; c < JobTableModel::ColumnCount - 1; ++c) {
        if (c == JobTableModel::Name)
            continue;
        int wanted = header->sectionSizeHint(c);
        const int first = std::max(0, m_view->rowAt(0));
        for (int r = first; r < std::min(m_proxy->rowCount(), first + 40); ++r) {
            const QModelIndex index = m_proxy->index(r, c);
            const QVariant font = index.data(Qt::FontRole); // a bold row is wider with the same text
            const QString key = QString::number(c) + (font.isValid() ? font.value<QFont>().key() : QString())
                + QLatin1Char('\n') + index.data().toString();
            auto it = m_fitWidths.constFind(key);
            if (it == m_fitWidths.cend())
                it = m_fitWidths.insert(key, m_view->sizeHintForIndex(index).width() + 8);
            wanted = std::max(wanted, *it);
        }
        if (wanted > m_view->columnWidth(c))
            m_view->setColumnWidth(c, std::min(wanted, 320));
    }
}

void JobsPane::updateRegionFilter(const QList<RegionSummary>& regions)
{
    QStringList names;
    for (const auto& r : regions)
        names.append(r.name);
    QStringList current;
    for (int i = 1; i < m_regionBox->count(); ++i)
        current.append(m_regionBox->itemData(i).toString());
    if (current == names && m_regionBox->count() > 0)
        return;
    const QString selected = m_regionBox->currentData().toString();
    const QSignalBlocker blocker(m_regionBox);
    m_regionBox->clear();
    m_regionBox->addItem(tr("All regions"), QString());
    for (const auto& n : names)
        m_regionBox->addItem(n, n);
    m_regionBox->setCurrentIndex(std::max(0, m_regionBox->findData(selected)));
    qsizetype longest = 0;
    for (int i = 0; i < m_regionBox->count(); ++i)
        longest = std::max(longest, m_regionBox->itemText(i).size());
    m_regionBox->setMinimumContentsLength(std::max(12, int(longest) + 1));
}

void JobsPane::updateEmptyHint()
{
    const bool mine = m_scopeBox->currentIndex() == 1;
    const ClusterWatcher* watcher = m_session ? m_session->watcher() : nullptr;
    if (!mine || !watcher || !watcher->hasSnapshot() || m_proxy->rowCount() > 0) {
        m_emptyHint->hide();
        return;
    }
    const QString user = watcher->snapshot().currentUser;
    QString text = m_search->text().isEmpty() ? tr("No jobs of yours (user %1) in this view.").arg(user)
                                              : tr("No jobs of yours (user %1) match the filter.").arg(user);
    if (watcher->backend()->url().scheme() == QLatin1String("demo"))
        text += QLatin1Char(' ')
            + tr("On the demo platform you are user \u201c%1\u201d: submit a job with File \u25B8 Submit job… "
                 "(Ctrl+N) to see it here.")
                  .arg(user);
    m_emptyHint->setText(text);
    m_emptyHint->show();
}

void JobsPane::retranslate()
{
    const QSignalBlocker b1(m_scopeBox);
    const QSignalBlocker b2(m_stateBox);
    const int scope = std::max(0, m_scopeBox->currentIndex());
    m_scopeBox->clear();
    m_scopeBox->addItems({ tr("All jobs"), tr("My jobs") });
    m_scopeBox->setCurrentIndex(scope);
    const int state
        = m_stateBox->currentIndex() < 0 ? int(JobFilterProxyModel::StateFilter::Active) : m_stateBox->currentIndex();
    m_stateBox->clear();
    m_stateBox->addItems({ tr("All states"), tr("Queued and running"), tr("Pending"), tr("Running"), tr("Finished") });
    m_stateBox->setCurrentIndex(state);
    m_search->setPlaceholderText(tr("Filter by name, id, user…"));
    if (m_regionBox->count() > 0) {
        m_regionBox->setItemText(0, tr("All regions"));
        m_regionBox->setMinimumContentsLength(
            std::max(m_regionBox->minimumContentsLength(), int(m_regionBox->itemText(0).size()) + 1));
    }
    m_model->retranslate();
    m_fitWidths.clear(); // decorations and fonts may differ per language
    fitColumns();
    updateEmptyHint();
}

} // namespace qc
