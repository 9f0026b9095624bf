#include "MainWindow.h"

#include "I18n.h"
#include "JobActionController.h"
#include "dialogs/ProfilesDialog.h"
#include "dialogs/RetryPolicyDialog.h"
#include "dialogs/SubmitDialog.h"
#include "policy/PolicyEngine.h"
#include "policy/PolicyStore.h"
#include "charts/CauseBreakdownChart.h"
#include "charts/HeatmapWidget.h"
#include "widgets/NodeGridWidget.h"
#include "widgets/BusyHoursView.h"
#include "widgets/OffPeakPanel.h"
#include "charts/LiveLoadChart.h"
#include "backends/demo/DemoBackend.h"
#include "history/HistoryLocation.h"
#include "history/HistoryStore.h"
#include "forecast/ForecastService.h"
#include "service/RecentLoad.h"
#include <QTimeZone>
#include "backends/BackendFactory.h"
#include "models/JobFilterProxyModel.h"
#include "models/JobTableModel.h"
#include "models/RegionTableModel.h"
#include "widgets/JobDetailPane.h"
#include "widgets/UsageBarDelegate.h"
#include "widgets/AccountingImportAction.h"
#include "widgets/JobViewState.h"
#include "dialogs/WhatAmILookingAtDialog.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QSystemTrayIcon>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>

namespace qc {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_jobModel(new JobTableModel(this))
    , m_proxy(new JobFilterProxyModel(this))
    , m_regionModel(new RegionTableModel(this))
    , m_actions(new JobActionController(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_proxy->setSourceModel(m_jobModel);
    buildActions();
    buildLayout();
    retranslate();
    m_ageTimer.setInterval(1000);
    connect(&m_ageTimer, &QTimer::timeout, this, &MainWindow::updateStatus);
    m_ageTimer.start();
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    resize(size().expandedTo(QSize(1280, 800)));
}

MainWindow::~MainWindow() = default;

void MainWindow::buildActions()
{
    m_refreshAction = new QAction(this);
    m_refreshAction->setObjectName(QStringLiteral("refreshAction"));
    m_refreshAction->setShortcuts({ QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_R) });
    connect(m_refreshAction, &QAction::triggered, this, [this] {
        if (m_watcher)
            m_watcher->refresh();
    });
    m_submitAction = new QAction(this);
    m_submitAction->setObjectName(QStringLiteral("submitAction"));
    m_submitAction->setShortcut(QKeySequence::New);
    connect(m_submitAction, &QAction::triggered, this, &MainWindow::openSubmitDialog);
    m_connectAction = new QAction(this);
    m_connectAction->setObjectName(QStringLiteral("connectAction"));
    connect(m_connectAction, &QAction::triggered, this, &MainWindow::promptConnect);
    m_profilesAction = new QAction(this);
    m_profilesAction->setObjectName(QStringLiteral("profilesAction"));
    connect(m_profilesAction, &QAction::triggered, this, &MainWindow::openProfilesDialog);
    m_importAccounting = new AccountingImportAction(this);
    connect(m_importAccounting, &AccountingImportAction::progress, this,
        [this](const QString& message) { statusBar()->showMessage(message); });
    connect(m_importAccounting, &AccountingImportAction::finished, this,
        [this](const QString& message, bool ok) { statusBar()->showMessage(message, ok ? 15000 : 30000); });
    connect(m_importAccounting, &AccountingImportAction::historyChanged, this, [this] {
        // A statistics pass already running may have read the database before the import landed.
        if (m_statsInFlight)
            QTimer::singleShot(2000, this, &MainWindow::refreshHistoryStats);
        refreshHistoryStats();
    });
    m_findAction = new QAction(this);
    m_findAction->setObjectName(QStringLiteral("findAction"));
    m_findAction->setShortcut(QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, this, [this] {
        m_search->setFocus(Qt::ShortcutFocusReason);
        m_search->selectAll();
    });
    addAction(m_findAction);
    m_helpAction = new QAction(this);
    m_helpAction->setObjectName(QStringLiteral("whatAmILookingAtAction"));
    m_helpAction->setShortcut(QKeySequence::HelpContents);
    connect(m_helpAction, &QAction::triggered, this, [this] {
        auto* page = new WhatAmILookingAtDialog(this);
        page->setAttribute(Qt::WA_DeleteOnClose);
        page->open();
    });
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_aboutAction = new QAction(this);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About QueueCast"),
            tr("<b>QueueCast %1</b><p>Why your GPU job waits, and when it will start.</p>")
                .arg(QCoreApplication::applicationVersion()));
    });

    auto* languages = new QActionGroup(this);
    m_englishAction = new QAction(QStringLiteral("English"), languages);
    m_chineseAction = new QAction(QStringLiteral("简体中文"), languages);
    for (QAction* a : { m_englishAction, m_chineseAction })
        a->setCheckable(true);
    (I18n::current() == QLatin1String("zh_CN") ? m_chineseAction : m_englishAction)->setChecked(true);
    connect(m_englishAction, &QAction::triggered, this, [this] { switchLanguage(QStringLiteral("en")); });
    connect(m_chineseAction, &QAction::triggered, this, [this] { switchLanguage(QStringLiteral("zh_CN")); });

    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_submitAction);
    m_fileMenu->addAction(m_connectAction);
    m_fileMenu->addAction(m_profilesAction);
    m_fileMenu->addAction(m_importAccounting->action());
    m_fileMenu->addAction(m_refreshAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(languages->actions());
    buildAlertMenu();
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_helpAction);
    m_helpMenu->addAction(m_aboutAction);
}

void MainWindow::buildAlertMenu()
{
    QSettings settings;
    m_alertMenu = m_viewMenu->addMenu(QString());
    for (int k = 0; k <= int(Alert::Kind::NeverRuns); ++k) {
        auto* action = m_alertMenu->addAction(QString());
        action->setCheckable(true);
        const QString key = QStringLiteral("alerts/kind%1").arg(k);
        action->setChecked(settings.value(key, true).toBool());
        m_alerts.setEnabled(Alert::Kind(k), action->isChecked());
        connect(action, &QAction::toggled, this, [this, k, key](bool on) {
            m_alerts.setEnabled(Alert::Kind(k), on);
            QSettings().setValue(key, on);
        });
        m_alertActions.append(action);
    }
    m_alerts.setPositionThreshold(settings.value(QStringLiteral("alerts/position"), 3).toInt());
    m_positionAction = m_alertMenu->addAction(QString());
    connect(m_positionAction, &QAction::triggered, this, [this] {
        bool ok = false;
        const int n = QInputDialog::getInt(this, tr("Position alert"), tr("Tell me when one of my jobs reaches position:"),
            m_alerts.positionThreshold(), 1, 10000, 1, &ok);
        if (ok) {
            m_alerts.setPositionThreshold(n);
            QSettings().setValue(QStringLiteral("alerts/position"), n);
            retranslate();
        }
    });
    if (QSystemTrayIcon::isSystemTrayAvailable()) {
        m_tray = new QSystemTrayIcon(QApplication::windowIcon(), this);
        m_tray->show();
    }
}

void MainWindow::raiseAlerts(const QList<Alert>& alerts)
{
    for (const auto& alert : alerts) {
        m_recentAlerts.append(alert);
        if (m_tray && QSystemTrayIcon::supportsMessages())
            m_tray->showMessage(alert.title, alert.message, QSystemTrayIcon::Information, 10000);
        statusBar()->showMessage(alert.title + QStringLiteral(": ") + alert.message, 15000);
    }
    while (m_recentAlerts.size() > 100)
        m_recentAlerts.removeFirst();
}

void MainWindow::buildLayout()
{
    auto* toolbar = addToolBar(QString());
    toolbar->setObjectName(QStringLiteral("mainToolBar"));
    toolbar->setMovable(false);
    toolbar->addAction(m_refreshAction);
    toolbar->addAction(m_submitAction);
    toolbar->addSeparator();
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
    for (QWidget* w : std::initializer_list<QWidget*> { m_scopeBox, m_stateBox, m_regionBox, m_search })
        toolbar->addWidget(w);
    connect(m_scopeBox, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_proxy->setMineOnly(i == 1);
        updateEmptyHint();
    });
    connect(m_stateBox, &QComboBox::currentIndexChanged, this,
        [this](int i) { m_proxy->setStateFilter(JobFilterProxyModel::StateFilter(i)); });
    connect(m_regionBox, &QComboBox::currentIndexChanged, this,
        [this](int) { m_proxy->setRegion(m_regionBox->currentData().toString()); });
    connect(m_search, &QLineEdit::textChanged, m_proxy, &JobFilterProxyModel::setText);
    connect(m_search, &QLineEdit::textChanged, this, &MainWindow::updateEmptyHint);

    m_regionView = new QTableView(this);
    m_regionView->setObjectName(QStringLiteral("regionView"));
    m_regionView->setModel(m_regionModel);
    m_regionView->setItemDelegate(new UsageBarDelegate(m_regionView));
    m_regionView->verticalHeader()->hide();
    m_regionView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_regionView->setSelectionMode(QAbstractItemView::NoSelection);
    m_regionView->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_regionView->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_jobView = new QTableView(this);
    m_jobView->setObjectName(QStringLiteral("jobView"));
    m_jobView->setModel(m_proxy);
    m_jobView->setSortingEnabled(true);
    m_jobView->sortByColumn(JobTableModel::Position, Qt::AscendingOrder);
    m_jobView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_jobView->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_jobView->verticalHeader()->hide();
    m_jobView->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_jobView->setAlternatingRowColors(true);
    m_jobView->horizontalHeader()->setStretchLastSection(true);
    m_jobView->setWordWrap(false);
    // Tab leaves the table for the next control; the arrow keys move within it.
    m_jobView->setTabKeyNavigation(false);
    const int widths[] = { 64, 170, 96, 80, 76, 70, 130, 86, 90, 90 };
    for (int c = 0; c < int(std::size(widths)); ++c)
        m_jobView->setColumnWidth(c, widths[c]);
    connect(m_jobView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::updateDetail);
    // The job toolbar acts on the whole selection; job states change with every refresh, so both update it.
    m_jobBar = addToolBar(tr("Job actions"));
    m_jobBar->setObjectName(QStringLiteral("jobToolBar"));
    m_jobBar->setMovable(false);
    m_actions->addToolBarActions(m_jobBar);
    connect(m_jobView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MainWindow::updateJobActions);
    m_jobView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_jobView, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        QMenu* menu = buildJobMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->popup(m_jobView->viewport()->mapToGlobal(pos));
    });
    connect(m_actions, &JobActionController::finished, this, [this](const QString& message, bool ok) {
        statusBar()->showMessage(message, ok ? 8000 : 30000);
        if (m_watcher)
            m_watcher->refresh();
    });

    m_detail = new JobDetailPane(this);
    auto* bottom = new QSplitter(Qt::Horizontal, this);
    m_emptyHint = new QLabel(this);
    m_emptyHint->setObjectName(QStringLiteral("emptyJobsHint"));
    m_emptyHint->setWordWrap(true);
    m_emptyHint->setContentsMargins(6, 4, 6, 4);
    m_emptyHint->hide();
    auto* jobPane = new QWidget(this);
    auto* jobLayout = new QVBoxLayout(jobPane);
    jobLayout->setContentsMargins(0, 0, 0, 0);
    jobLayout->setSpacing(0);
    jobLayout->addWidget(m_emptyHint);
    jobLayout->addWidget(m_jobView);
    bottom->addWidget(jobPane);
    bottom->addWidget(m_detail);
    bottom->setStretchFactor(0, 3);
    bottom->setStretchFactor(1, 2);
    m_causeChart = new CauseBreakdownChart(this);
    m_topTabs = new QTabWidget(this);
    m_topTabs->setObjectName(QStringLiteral("topTabs"));
    m_topTabs->setMinimumHeight(250); // room for the chart's axes and the node grid
    m_topTabs->addTab(m_regionView, QString());
    m_topTabs->addTab(m_causeChart, QString());
    m_nodeGrid = new NodeGridWidget(this);
    m_typeHeatmap = new HeatmapWidget(this);
    m_typeHeatmap->setObjectName(QStringLiteral("typeHeatmap"));
    auto* nodes = new QSplitter(Qt::Horizontal, this);
    auto* gridScroll = new QScrollArea(this);
    gridScroll->setWidget(m_nodeGrid);
    gridScroll->setWidgetResizable(true);
    nodes->addWidget(gridScroll);
    nodes->addWidget(m_typeHeatmap);
    nodes->setStretchFactor(0, 3);
    nodes->setStretchFactor(1, 2);
    m_topTabs->addTab(nodes, QString());
    m_busyHours = new BusyHoursView(this);
    m_topTabs->addTab(m_busyHours, QString());
    m_liveLoad = new LiveLoadChart(this);
    m_topTabs->addTab(m_liveLoad, QString());
    m_plan = new OffPeakPanel(this);
    m_topTabs->addTab(m_plan, QString());
    connect(m_plan, &OffPeakPanel::scheduleRequested, this, &MainWindow::scheduleAt);
    m_statsTimer.setInterval(5 * 60 * 1000);
    connect(&m_statsTimer, &QTimer::timeout, this, &MainWindow::refreshHistoryStats);
    auto* main = new QSplitter(Qt::Vertical, this);
    main->setObjectName(QStringLiteral("mainSplitter"));
    main->addWidget(m_topTabs);
    main->addWidget(bottom);
    main->setStretchFactor(0, 0);
    main->setStretchFactor(1, 1);
    setCentralWidget(main);

    m_backendLabel = new QLabel(this);
    m_connectionLabel = new QLabel(this);
    m_connectionLabel->setObjectName(QStringLiteral("connectionLabel"));
    m_ageLabel = new QLabel(this);
    m_ageLabel->setObjectName(QStringLiteral("ageLabel"));
    statusBar()->addWidget(m_backendLabel);
    statusBar()->addWidget(m_connectionLabel, 1);
    statusBar()->addPermanentWidget(m_ageLabel);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("QueueCast"));
    m_jobBar->setWindowTitle(tr("Job actions"));
    m_refreshAction->setText(tr("&Refresh"));
    m_connectAction->setText(tr("&Connect to cluster…"));
    m_profilesAction->setText(tr("Cluster &profiles…"));
    m_importAccounting->retranslate();
    m_submitAction->setText(tr("&Submit job…"));
    m_quitAction->setText(tr("&Quit"));
    m_aboutAction->setText(tr("&About QueueCast"));
    m_helpAction->setText(tr("&What am I looking at?"));
    m_findAction->setText(tr("Find jobs"));
    m_fileMenu->setTitle(tr("&File"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_alertMenu->setTitle(tr("&Alerts"));
    const QStringList alertNames { tr("When my job starts"), tr("When why it waits changes"),
        tr("When my job reaches a queue position"), tr("When my job can never start") };
    for (int k = 0; k < m_alertActions.size(); ++k)
        m_alertActions[k]->setText(alertNames.value(k));
    m_positionAction->setText(tr("Position to alert at: %1…").arg(m_alerts.positionThreshold()));
    if (m_tray)
        m_tray->setToolTip(tr("QueueCast"));
    m_topTabs->setTabText(0, tr("Regions"));
    m_topTabs->setTabText(1, tr("Why jobs wait"));
    m_topTabs->setTabText(2, tr("Nodes"));
    m_topTabs->setTabText(3, tr("Busy hours"));
    m_topTabs->setTabText(m_topTabs->indexOf(m_liveLoad), tr("Live load"));
    m_topTabs->setTabText(m_topTabs->indexOf(m_plan), tr("Plan"));
    m_typeHeatmap->setTitle(tr("GPU types busy now, per region"));
    m_typeHeatmap->setLegend(tr("idle"), tr("full"));
    const QSignalBlocker b1(m_scopeBox);
    const QSignalBlocker b2(m_stateBox);
    const int scope = std::max(0, m_scopeBox->currentIndex());
    m_scopeBox->clear();
    m_scopeBox->addItems({ tr("All jobs"), tr("My jobs") });
    m_scopeBox->setCurrentIndex(scope);
    const int state = m_stateBox->currentIndex() < 0 ? int(JobFilterProxyModel::StateFilter::Active) : m_stateBox->currentIndex();
    m_stateBox->clear();
    m_stateBox->addItems({ tr("All states"), tr("Queued and running"), tr("Pending"), tr("Running"), tr("Finished") });
    m_stateBox->setCurrentIndex(state);
    m_search->setPlaceholderText(tr("Filter by name, id, user…"));
    if (m_regionBox->count() > 0) {
        m_regionBox->setItemText(0, tr("All regions"));
        m_regionBox->setMinimumContentsLength(std::max(m_regionBox->minimumContentsLength(),
                                                       int(m_regionBox->itemText(0).size()) + 1));
    }
    m_jobModel->retranslate();
    m_actions->retranslate();
    m_regionModel->retranslate();
    fitJobColumns();
    updateEmptyHint();
    updateStatus();
}

void MainWindow::fitJobColumns()
{
    // Widen, never narrow: headers and the visible rows must not be cut off (also after a language switch),
    // while a column the person widened keeps its width. The last column stretches anyway.
    QHeaderView* header = m_jobView->horizontalHeader();
    for (int c = 0; c < JobTableModel::ColumnCount - 1; ++c) {
        if (c == JobTableModel::Name)
            continue;
        int wanted = header->sectionSizeHint(c);
        const int first = std::max(0, m_jobView->rowAt(0));
        for (int r = first; r < std::min(m_proxy->rowCount(), first + 40); ++r)
            wanted = std::max(wanted, m_jobView->sizeHintForIndex(m_proxy->index(r, c)).width() + 8);
        if (wanted > m_jobView->columnWidth(c))
            m_jobView->setColumnWidth(c, std::min(wanted, 320));
    }
}

void MainWindow::updateEmptyHint()
{
    const bool mine = m_scopeBox->currentIndex() == 1;
    if (!mine || !m_watcher || !m_watcher->hasSnapshot() || m_proxy->rowCount() > 0) {
        m_emptyHint->hide();
        return;
    }
    const QString user = m_watcher->snapshot().currentUser;
    QString text = m_search->text().isEmpty()
        ? tr("No jobs of yours (user %1) in this view.").arg(user)
        : tr("No jobs of yours (user %1) match the filter.").arg(user);
    if (m_watcher->backend()->url().scheme() == QLatin1String("demo"))
        text += QLatin1Char(' ')
            + tr("On the demo platform you are user \u201c%1\u201d: submit a job with File \u25B8 Submit job… "
                 "(Ctrl+N) to see it here.")
                  .arg(user);
    m_emptyHint->setText(text);
    m_emptyHint->show();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // Evidence and advice are written in the language of the moment they were computed.
        if (m_watcher)
            m_watcher->refresh();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::saveViewState() const
{
    if (!m_viewState || m_profileId.isEmpty())
        return;
    const Job* job = m_jobModel->jobAt(m_proxy->mapToSource(m_jobView->currentIndex()).row());
    m_viewState->save(m_profileId, job ? job->id : QString());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveViewState();
    QSettings().setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    event->accept();
}

void MainWindow::switchLanguage(const QString& language)
{
    if (!I18n::install(language))
        statusBar()->showMessage(tr("The %1 translation is missing; staying in English.").arg(language), 8000);
    QSettings().setValue(QStringLiteral("ui/language"), I18n::current());
    (I18n::current() == QLatin1String("zh_CN") ? m_chineseAction : m_englishAction)->setChecked(true);
}

bool MainWindow::connectTo(const QString& url)
{
    auto backend = BackendFactory::create(url);
    if (!backend.ok()) {
        QMessageBox box(QMessageBox::Warning, tr("Cannot connect"), backend.error().message, QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("connectError"));
        box.setDetailedText(backend.error().detail);
        if (qEnvironmentVariableIsSet("QC_TEST_NO_DIALOGS"))
            statusBar()->showMessage(backend.error().toString());
        else
            box.exec();
        return false;
    }
    connectTo(backend.value());
    QSettings().setValue(QStringLiteral("backend/url"), url);
    return true;
}

void MainWindow::connectTo(std::shared_ptr<Backend> backend)
{
    saveViewState(); // of the cluster being left
    m_timeline.clear();
    m_alerts.reset(); // a new cluster: what is true at connect is a baseline, not news
    m_watcher = std::make_unique<ClusterWatcher>(backend);
    m_actions->setBackend(backend);
    const QString scheme = backend->url().scheme();
    m_watcher->setInterval(scheme == QLatin1String("demo") ? 3000 : 15000);
    connect(m_watcher.get(), &ClusterWatcher::viewUpdated, this, &MainWindow::onViewUpdated);
    connect(m_watcher.get(), &ClusterWatcher::refreshFailed, this, &MainWindow::onRefreshFailed);
    connect(m_watcher.get(), &ClusterWatcher::connectionStateChanged, this, &MainWindow::updateStatus);
    m_watcher->start();

    // One history database per cluster, the same one queuecast-cli reads and imports into.
    const QString profile = HistoryLocation::profileId(backend->url());
    if (!m_viewState)
        m_viewState = std::make_unique<JobViewState>(
            JobViewState::Widgets { m_topTabs, m_scopeBox, m_stateBox, m_regionBox, m_search, m_jobView });
    m_profileId = profile;
    m_viewState->restore(profile);
    m_pendingRegion = m_viewState->savedRegion(profile);
    m_pendingJob = m_viewState->savedJob(profile);
    m_history = std::make_unique<HistoryWriter>(HistoryLocation::databasePath(backend->url()));
    m_policy = std::make_unique<PolicyEngine>(backend, PolicyStore::defaultPath(profile));
    m_policy->setHistoryPath(m_history->databasePath());
    connect(m_watcher.get(), &ClusterWatcher::viewUpdated, m_policy.get(), &PolicyEngine::onViewUpdated);
    connect(m_watcher.get(), &ClusterWatcher::connectionStateChanged, m_policy.get(),
        [engine = m_policy.get()](ClusterWatcher::ConnectionState state) {
            engine->setSourceStale(state == ClusterWatcher::ConnectionState::Failing);
        });
    connect(m_policy.get(), &PolicyEngine::actionLogged, this, [this](const PolicyLogEntry& entry) {
        statusBar()->showMessage(tr("Auto-retry, job %1: %2").arg(entry.jobId, entry.message), 15000);
        if (m_watcher)
            m_watcher->refresh();
    });
    connect(m_policy.get(), &PolicyEngine::storeFailed, this,
        [this](const QString& error) { statusBar()->showMessage(tr("Policies not saved: %1").arg(error), 15000); });
    m_detail->setPolicyEngine(m_policy.get());
    m_plan->setHistoryPath(m_history->databasePath());
    m_importAccounting->setBackend(backend->url(), m_history->databasePath());
    m_lastSample = {};
    connect(m_history.get(), &HistoryWriter::batchWritten, this, [this](quint64, int, int jobs) {
        if (jobs > 0)
            refreshHistoryStats();
    });
    connect(m_history.get(), &HistoryWriter::failed, this, [this](quint64, const QString& error) {
        statusBar()->showMessage(tr("History not saved: %1").arg(error), 15000);
    });
    if (auto* demo = qobject_cast<demo::DemoBackend*>(backend.get())) {
        // The demo platform has a past: seed the history so busy hours are never empty.
        QCoro::connect(demo->past(), this, [this](demo::DemoBackend::Past past) {
            if (m_history)
                m_history->write(past.samples, past.jobs);
        });
    }
    m_statsTimer.start();
    refreshHistoryStats();
    updateStatus();
}

void MainWindow::refreshHistoryStats()
{
    if (!m_history || m_statsInFlight)
        return;
    m_statsInFlight = true;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    BusyHoursOptions options;
    options.zone = QTimeZone::systemTimeZone();
    const QString zone = QString::fromUtf8(options.zone.id());
    QCoro::connect(HistoryQuery::stats(m_history->databasePath(), now.addDays(-28), now, options), this,
        [this, zone](Result<HistoryStats> stats) {
            m_statsInFlight = false;
            if (!stats.ok())
                return;
            m_busyHours->setStats(stats.value(), zone);
            if (m_history) {
                const QDateTime since = QDateTime::currentDateTimeUtc().addSecs(-m_liveLoad->spanSeconds());
                QCoro::connect(RecentLoad::samples(m_history->databasePath(), since), this,
                    [this](QList<HistorySample> samples) { m_liveLoad->seed(samples); });
            }
        });
}

void MainWindow::promptConnect()
{
    bool ok = false;
    const QString current = m_watcher ? m_watcher->backend()->url().toString() : BackendFactory::defaultUrl();
    const QString url = QInputDialog::getText(this, tr("Connect to cluster"),
        tr("Backend URL (demo://, slurm://, slurm+ssh://user@host, slurm+rest://user@host:port):"), QLineEdit::Normal,
        current, &ok);
    if (ok && !url.trimmed().isEmpty())
        connectTo(url.trimmed());
}

void MainWindow::updateJobActions()
{
    QList<Job> jobs;
    for (const QModelIndex& index : m_jobView->selectionModel()->selectedRows()) {
        if (const Job* job = m_jobModel->jobAt(m_proxy->mapToSource(index).row()))
            jobs.append(*job);
    }
    m_actions->setSelection(jobs, m_watcher ? m_watcher->snapshot() : ClusterSnapshot {});
}

QMenu* MainWindow::buildJobMenu(QWidget* parent)
{
    auto* menu = new QMenu(parent);
    QList<Job> jobs;
    for (const QModelIndex& index : m_jobView->selectionModel()->selectedRows()) {
        if (const Job* job = m_jobModel->jobAt(m_proxy->mapToSource(index).row()))
            jobs.append(*job);
    }
    QStringList partitions;
    if (m_watcher) {
        for (const auto& p : m_watcher->snapshot().partitions)
            partitions.append(p.name);
    }
    m_actions->populate(menu, jobs, m_jobModel->currentUser(), partitions);
    if (m_policy && !jobs.isEmpty()) {
        bool allMine = true;
        for (const auto& j : std::as_const(jobs))
            allMine = allMine && j.user == m_jobModel->currentUser();
        QAction* policy = menu->addAction(tr("Auto-retry policy…"));
        policy->setObjectName(QStringLiteral("retryPolicyAction"));
        policy->setEnabled(allMine);
        connect(policy, &QAction::triggered, this, [this, jobs] { openRetryPolicyDialog(jobs); });
    }
    if (jobs.size() == 1 && m_watcher && m_watcher->backend()->capabilities().submit) {
        menu->addSeparator();
        const Job job = jobs.first();
        connect(menu->addAction(tr("Duplicate and edit…")), &QAction::triggered, this, [this, job] {
            JobSpec spec;
            spec.name = job.name;
            spec.partition = job.partition;
            spec.gpus = job.gpus;
            spec.gpuType = job.gpuType;
            spec.cpus = job.cpus;
            spec.memoryMb = job.memoryMb;
            spec.timeLimitS = job.timeLimitS;
            spec.qos = job.qos;
            spec.account = job.account;
            spec.workDir = job.workDir;
            spec.licenses = job.licenses;
            if (SubmitDialog* dialog = openSubmitDialog())
                dialog->setSpec(spec);
        });
    }
    return menu;
}

ProfilesDialog* MainWindow::openProfilesDialog()
{
    auto* dialog = new ProfilesDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The profiles URL is remembered like any backend URL, so the next start reconnects to the same profiles.
    connect(dialog, &ProfilesDialog::connectRequested, this,
        [this](const QStringList& names) { connectTo(ProfileStore::urlFor(names)); });
    dialog->open();
    return dialog;
}

RetryPolicyDialog* MainWindow::openRetryPolicyDialog(const QList<Job>& jobs)
{
    if (!m_policy || jobs.isEmpty())
        return nullptr;
    QStringList partitions;
    if (m_watcher) {
        for (const auto& p : m_watcher->snapshot().partitions)
            partitions.append(p.name);
    }
    auto* dialog = new RetryPolicyDialog(m_policy.get(), jobs, partitions, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

SubmitDialog* MainWindow::openSubmitDialog()
{
    if (!m_watcher)
        return nullptr;
    auto* dialog = new SubmitDialog(m_watcher->sharedBackend(), m_watcher->snapshot(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (m_history)
        dialog->setHistoryPath(m_history->databasePath());
    connect(dialog, &SubmitDialog::submitted, this, [this, dialog](const QString& id) {
        // Kept so an auto-retry policy can later resubmit exactly this request.
        if (m_policy)
            m_policy->rememberSubmission(id, dialog->spec());
        statusBar()->showMessage(tr("Submitted job %1").arg(id), 10000);
        if (m_watcher)
            m_watcher->refresh();
    });
    dialog->open();
    return dialog;
}

void MainWindow::onViewUpdated(const ClusterViewPtr& view)
{
    m_timeline.record(view->snapshot, view->insights);
    m_jobModel->applyView(view);
    widenIdColumn(view->snapshot.jobs);
    m_regionModel->setRegions(view->regions);
    m_causeChart->setView(view);
    m_liveLoad->addView(view);
    m_plan->setSnapshot(view->snapshot);
    // One history sample a minute is plenty for busy hours and load series.
    if (m_history && (!m_lastSample.isValid() || m_lastSample.secsTo(view->snapshot.takenAt) >= 60)) {
        m_history->recordView(view);
        m_lastSample = view->snapshot.takenAt;
    }
    m_nodeGrid->setSnapshot(view->snapshot);
    updateTypeHeatmap(view->regions);
    updateRegionFilter(view->regions);
    restorePendingSelection();
    raiseAlerts(m_alerts.update(*view));
    fitJobColumns();
    updateEmptyHint();
    updateDetail();
    updateJobActions();
    updateStatus();
}

void MainWindow::restorePendingSelection()
{
    if (!m_pendingRegion.isEmpty()) {
        const int i = m_regionBox->findData(m_pendingRegion);
        if (i >= 0)
            m_regionBox->setCurrentIndex(i);
        m_pendingRegion.clear();
    }
    if (m_pendingJob.isEmpty())
        return;
    const int row = m_jobModel->rowOf(m_pendingJob);
    m_pendingJob.clear();
    const QModelIndex index = m_proxy->mapFromSource(m_jobModel->index(row, 0));
    if (row < 0 || !index.isValid())
        return;
    m_jobView->selectionModel()->setCurrentIndex(index,
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_jobView->scrollTo(index);
}

void MainWindow::widenIdColumn(const QList<Job>& jobs)
{
    // Ids of clusters shown side by side carry their profile ("north:123456"); measuring a handful is enough and
    // stays cheap at 20,000 rows, unlike ResizeToContents.
    int wanted = 0;
    for (qsizetype i = 0; i < std::min<qsizetype>(jobs.size(), 64); ++i)
        wanted = std::max(wanted, m_jobView->fontMetrics().horizontalAdvance(jobs[i].id) + 16);
    if (wanted > m_jobView->columnWidth(JobTableModel::Id))
        m_jobView->setColumnWidth(JobTableModel::Id, std::min(wanted, 240));
}

void MainWindow::onRefreshFailed(const BackendError& error)
{
    Q_UNUSED(error)
    m_jobModel->setStale(true);
    updateDetail();
    updateStatus();
}

void MainWindow::updateRegionFilter(const QList<RegionSummary>& regions)
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

void MainWindow::updateTypeHeatmap(const QList<RegionSummary>& regions)
{
    QStringList rows, types;
    for (const auto& r : regions) {
        rows.append(r.name);
        for (auto it = r.gpusTotalByType.cbegin(); it != r.gpusTotalByType.cend(); ++it) {
            if (!types.contains(it.key()))
                types.append(it.key());
        }
    }
    types.sort();
    QList<QList<HeatmapWidget::Cell>> cells;
    for (const auto& r : regions) {
        QList<HeatmapWidget::Cell> row;
        for (const auto& t : types) {
            HeatmapWidget::Cell cell;
            const int total = r.gpusTotalByType.value(t);
            if (total > 0) {
                const int free = r.gpusFreeByType.value(t);
                cell.value = 1.0 - double(free) / total;
                cell.text = QStringLiteral("%1/%2").arg(total - free).arg(total);
                cell.tooltip = tr("%1 %2: %3 of %4 GPUs free").arg(r.name, t, QString::number(free), QString::number(total));
            }
            row.append(cell);
        }
        cells.append(row);
    }
    m_typeHeatmap->setData(rows, types, cells, 1.0);
}

void MainWindow::updateDetail()
{
    const QModelIndex current = m_proxy->mapToSource(m_jobView->currentIndex());
    const Job* job = m_jobModel->jobAt(current.row());
    if (!job) {
        m_detail->clear();
        return;
    }
    const QDateTime now = m_watcher ? m_watcher->snapshot().takenAt : QDateTime::currentDateTimeUtc();
    m_detail->showJob(*job, *m_jobModel->insightAt(current.row()), m_watcher && m_watcher->isStale(),
        m_timeline.summary(job->id, now));
    if (job->isPending())
        updateForecast(*job);
    if (job->isPending() && job->gpus > 0 && m_plan->shapeJobId() != job->id) {
        JobShape shape { job->partition, job->gpus, job->timeLimitS, job->priority, job->user };
        shape.gpuType = job->gpuType;
        shape.qos = job->qos;
        m_plan->setShape(shape, job->id);
    }
}

void MainWindow::scheduleAt(const QDateTime& begin, const QString& partition, const QString& jobId)
{
    // The plan's job, if it is still one of ours pending: move it; otherwise prepare a new submission.
    const Job* job = m_watcher && m_watcher->view() && !jobId.isEmpty() ? m_watcher->snapshot().findJob(jobId) : nullptr;
    if (job && job->isPending() && job->user == m_watcher->snapshot().currentUser) {
        JobUpdate change;
        change.beginTime = begin;
        if (partition != job->partition)
            change.partition = partition;
        auto backend = m_watcher->sharedBackend(); // the action may outlive a reconnect
        m_actions->apply({ jobId }, tr("Schedule"), [backend, change](QString id) { return backend->update(id, change); });
        return;
    }
    const JobShape shape = m_plan->shape();
    JobSpec spec;
    spec.partition = partition;
    spec.gpus = shape.size;
    spec.gpuType = shape.gpuType;
    spec.timeLimitS = shape.timeLimitS;
    spec.qos = shape.qos;
    spec.beginTime = begin;
    if (SubmitDialog* dialog = openSubmitDialog())
        dialog->setSpec(spec);
}

void MainWindow::updateForecast(const Job& job)
{
    if (!m_history || !m_watcher)
        return;
    const ClusterSnapshot snapshot = m_watcher->snapshot();
    const QString id = job.id;
    QCoro::connect(ForecastService::forecast(m_history->databasePath(), snapshot, job), this,
        [this, id, snapshot](std::optional<WaitForecast> forecast) {
            if (!forecast)
                return;
            const QDateTime at = snapshot.takenAt;
            auto& trail = m_forecastTrail[id];
            if (trail.isEmpty() || trail.last().first.secsTo(at) >= 60)
                trail.append({ at, *forecast });
            while (trail.size() > 50)
                trail.removeFirst();
            m_detail->setForecast(id, *forecast, snapshot, trail);
        });
}

void MainWindow::updateStatus()
{
    if (!m_watcher) {
        m_backendLabel->setText(tr("Not connected"));
        m_connectionLabel->clear();
        m_ageLabel->clear();
        return;
    }
    m_backendLabel->setText(QStringLiteral("%1 — %2").arg(m_watcher->backend()->displayName(),
        m_watcher->backend()->url().toString(QUrl::RemovePassword)));
    switch (m_watcher->connectionState()) {
    case ClusterWatcher::ConnectionState::Connecting:
        m_connectionLabel->setText(tr("Connecting…"));
        m_connectionLabel->setStyleSheet(QString());
        break;
    case ClusterWatcher::ConnectionState::Connected:
        m_connectionLabel->setText(tr("Connected"));
        m_connectionLabel->setStyleSheet(QStringLiteral("color:#2E7D32"));
        break;
    case ClusterWatcher::ConnectionState::Failing:
        m_connectionLabel->setText(tr("Refresh failed: %1 — showing the last good data").arg(m_watcher->lastError().toString()));
        m_connectionLabel->setStyleSheet(QStringLiteral("color:#C62828"));
        break;
    }
    if (!m_watcher->hasSnapshot()) {
        m_ageLabel->setText(tr("No data yet"));
        return;
    }
    const qint64 age = std::max<qint64>(0, m_watcher->lastSuccess().secsTo(QDateTime::currentDateTimeUtc()));
    const QString ageText = age < 120 ? tr("Data from %n s ago", nullptr, int(age)) : tr("Data from %n min ago", nullptr, int(age / 60));
    m_ageLabel->setText(m_watcher->isStale() ? tr("STALE — %1").arg(ageText) : ageText);
    m_ageLabel->setStyleSheet(m_watcher->isStale() ? QStringLiteral("color:#C62828;font-weight:bold") : QString());
}

} // namespace qc
