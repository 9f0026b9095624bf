#include "MainWindow.h"

#include "JobActionController.h"
#include "backends/BackendFactory.h"
#include "dialogs/MessageBox.h"
#include "dialogs/ProfilesDialog.h"
#include "dialogs/RetryPolicyDialog.h"
#include "dialogs/SubmitDialog.h"
#include "dialogs/UsageDialog.h"
#include "dialogs/WhatAmILookingAtDialog.h"
#include "forecast/AlternativesAdvisor.h"
#include "forecast/JobShape.h"
#include "model/Clock.h"
#include "policy/PolicyEngine.h"
#include "profiles/ProfileStore.h"
#include "service/UsageHistory.h"
#include "widgets/AccountingImportAction.h"
#include "widgets/ConnectionStatusBar.h"
#include "widgets/JobDetailPane.h"
#include "widgets/LanguageMenu.h"
#include "widgets/OffPeakPanel.h"
#include "widgets/OverviewTabs.h"
#include "widgets/TraceImportAction.h"

#include <QCloseEvent>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QPointer>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QToolBar>

namespace qc {

namespace {
QAction* newAction(QObject* parent, const char* objectName)
{
    auto* action = new QAction(parent);
    action->setObjectName(QString::fromLatin1(objectName));
    return action;
}
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_actions(new JobActionController(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    buildActions();
    buildLayout();
    retranslate();
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    resize(size().expandedTo(QSize(1280, 800)));
}

MainWindow::~MainWindow() = default;

void MainWindow::buildActions()
{
    m_refreshAction = newAction(this, "refreshAction");
    m_refreshAction->setShortcuts({ QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_R) });
    connect(m_refreshAction, &QAction::triggered, this, [this] {
        if (m_session)
            m_session->watcher()->refresh();
    });
    m_submitAction = newAction(this, "submitAction");
    m_submitAction->setShortcut(QKeySequence::New);
    connect(m_submitAction, &QAction::triggered, this, &MainWindow::openSubmitDialog);
    m_connectAction = newAction(this, "connectAction");
    connect(m_connectAction, &QAction::triggered, this, &MainWindow::promptConnect);
    m_profilesAction = newAction(this, "profilesAction");
    connect(m_profilesAction, &QAction::triggered, this, &MainWindow::openProfilesDialog);
    // Both imports say what they do in the status bar and, once jobs are written, refresh what the history feeds.
    const auto wireImport = [this](HistoryImportAction* import) {
        connect(import, &HistoryImportAction::progress, this,
                [this](const QString& message) { statusBar()->showMessage(message); });
        connect(import, &HistoryImportAction::finished, this,
                [this](const QString& message, bool ok) { statusBar()->showMessage(message, ok ? 15000 : 30000); });
        connect(import, &HistoryImportAction::historyChanged, this, [this] {
            if (m_session)
                m_session->historyImported();
        });
    };
    m_importAccounting = new AccountingImportAction(this);
    wireImport(m_importAccounting);
    m_importTrace = new TraceImportAction(this);
    wireImport(m_importTrace);
    m_findAction = newAction(this, "findAction");
    m_findAction->setShortcut(QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, this, [this] { m_jobs->focusSearch(); });
    QWidget::addAction(m_findAction);
    m_usageAction = newAction(this, "usageAction");
    connect(m_usageAction, &QAction::triggered, this, &MainWindow::openUsageDialog);
    m_helpAction = newAction(this, "whatAmILookingAtAction");
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

    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addActions({ m_submitAction, m_connectAction, m_profilesAction, m_importAccounting->action(),
                             m_importTrace->action(), m_refreshAction });
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_usageAction);
    m_languageMenu = new LanguageMenu(m_viewMenu);
    m_viewMenu->addMenu(m_languageMenu);
    connect(m_languageMenu, &LanguageMenu::missing, this,
            [this](const QString& message) { statusBar()->showMessage(message, 8000); });
    m_alerts = new AlertsController(m_viewMenu, this);
    connect(m_alerts, &AlertsController::alertRaised, this,
            [this](const QString& text) { statusBar()->showMessage(text, 15000); });
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addActions({ m_helpAction, m_aboutAction });
}

void MainWindow::buildLayout()
{
    auto* toolbar = addToolBar(QString());
    toolbar->setObjectName(QStringLiteral("mainToolBar"));
    toolbar->setMovable(false);
    toolbar->addAction(m_refreshAction);
    toolbar->addAction(m_submitAction);
    toolbar->addSeparator();

    m_jobs = new JobsPane(m_actions, this);
    m_jobs->addFilterBar(toolbar);
    connect(m_jobs, &JobsPane::currentJobChanged, this, &MainWindow::showCurrentJob);
    connect(m_jobs, &JobsPane::retryPolicyRequested, this, &MainWindow::openRetryPolicyDialog);
    connect(m_jobs, &JobsPane::duplicateRequested, this, [this](const JobSpec& spec) {
        if (SubmitDialog* dialog = openSubmitDialog())
            dialog->setSpec(spec);
    });
    m_jobBar = addToolBar(tr("Job actions"));
    m_jobBar->setObjectName(QStringLiteral("jobToolBar"));
    m_jobBar->setMovable(false);
    m_actions->addToolBarActions(m_jobBar);
    connect(m_actions, &JobActionController::finished, this, [this](const QString& message, bool ok) {
        statusBar()->showMessage(message, ok ? 8000 : 30000);
        if (m_session)
            m_session->watcher()->refresh();
    });

    m_detail = new JobDetailPane(this);
    connect(m_detail, &JobDetailPane::alternativeChosen, m_actions, &JobActionController::applyAlternative);
    auto* bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(m_jobs);
    bottom->addWidget(m_detail);
    bottom->setStretchFactor(0, 3);
    bottom->setStretchFactor(1, 2);
    m_overview = new OverviewTabs(this);
    m_jobs->rememberTabs(m_overview->tabs());
    connect(m_overview->plan(), &OffPeakPanel::scheduleRequested, this, &MainWindow::scheduleAt);
    auto* main = new QSplitter(Qt::Vertical, this);
    main->setObjectName(QStringLiteral("mainSplitter"));
    main->addWidget(m_overview);
    main->addWidget(bottom);
    main->setStretchFactor(0, 0);
    main->setStretchFactor(1, 1);
    setCentralWidget(main);
    setStatusBar(m_status = new ConnectionStatusBar(this));
    // Once every widget sits where it stays: Tab goes from the filters to the region table, then to the jobs, as before
    // the pane existed.
    setTabOrder(findChild<QLineEdit*>(QStringLiteral("searchField")), m_overview->regionView());
    setTabOrder(m_overview->regionView(), m_jobs->view());
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("QueueCast"));
    m_jobBar->setWindowTitle(tr("Job actions"));
    m_refreshAction->setText(tr("&Refresh"));
    m_connectAction->setText(tr("&Connect to cluster…"));
    m_profilesAction->setText(tr("Cluster &profiles…"));
    m_importAccounting->retranslate();
    m_importTrace->retranslate();
    m_submitAction->setText(tr("&Submit job…"));
    m_quitAction->setText(tr("&Quit"));
    m_aboutAction->setText(tr("&About QueueCast"));
    m_helpAction->setText(tr("&What am I looking at?"));
    m_findAction->setText(tr("Find jobs"));
    m_usageAction->setText(tr("&Usage and cost…"));
    m_fileMenu->setTitle(tr("&File"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->retranslate();
    m_helpMenu->setTitle(tr("&Help"));
    m_alerts->retranslate();
    m_overview->retranslate();
    m_jobs->retranslate();
    m_actions->retranslate();
    m_status->retranslate();
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // Evidence and advice are written in the language of the moment they were computed.
        if (m_session)
            m_session->watcher()->refresh();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_jobs->saveViewState();
    QSettings().setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    event->accept();
}

bool MainWindow::connectTo(const QString& url)
{
    auto backend = BackendFactory::create(url);
    if (!backend.ok()) {
        MessageBox::warning(this, QStringLiteral("connectError"), tr("Cannot connect"), backend.error().message,
                            backend.error().detail);
        return false;
    }
    connectTo(backend.value());
    QSettings().setValue(QStringLiteral("backend/url"), url);
    return true;
}

void MainWindow::connectTo(std::shared_ptr<Backend> backend)
{
    auto session = std::make_unique<ClusterSession>(backend);
    ClusterSession* s = session.get();
    // Who hears a view first matters: the tabs above the table (the plan before the detail pane shapes it),
    // then the table (which updates the detail pane), the alerts, the status bar.
    m_overview->setSession(s);
    m_jobs->setSession(s);
    m_alerts->setSession(s);
    m_status->setSession(s);
    connect(s, &ClusterSession::forecastUpdated, m_detail, &JobDetailPane::setForecast);
    connect(s, &ClusterSession::forecastUnavailable, m_detail, &JobDetailPane::setNoForecast);
    // After a restart the shown job's cause history arrives from the database a moment after its first view.
    connect(s, &ClusterSession::timelineRestored, this, &MainWindow::showCurrentJob);
    m_detail->setPolicyEngine(s->policy());
    m_actions->setPolicyEngine(s->policy());
    m_importAccounting->setBackend(backend->url(), s->historyPath());
    m_importTrace->setBackend(backend->url(), s->historyPath());
    m_session = std::move(session); // the session left goes, with its watcher, history writer and engine
    s->start();
}

void MainWindow::refreshHistoryStats()
{
    if (m_session)
        m_session->refreshStats();
}

void MainWindow::promptConnect()
{
    bool ok = false;
    const QString current = m_session ? m_session->backend()->url().toString() : BackendFactory::defaultUrl();
    const QString url = QInputDialog::getText(
        this, tr("Connect to cluster"),
        tr("Backend URL (demo://, slurm://, slurm+ssh://user@host, slurm+rest://user@host:port):"), QLineEdit::Normal,
        current, &ok);
    if (ok && !url.trimmed().isEmpty())
        connectTo(url.trimmed());
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
    if (!m_session || jobs.isEmpty())
        return nullptr;
    auto* dialog
        = new RetryPolicyDialog(m_session->policy(), jobs, m_session->watcher()->snapshot().partitionNames(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

SubmitDialog* MainWindow::openSubmitDialog()
{
    if (!m_session)
        return nullptr;
    auto* dialog = new SubmitDialog(m_session->sharedBackend(), m_session->watcher()->snapshot(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setHistoryPath(m_session->historyPath());
    // The session sends, so the policy record and the refresh do not depend on the dialog staying open.
    dialog->setSender([session = QPointer<ClusterSession>(m_session.get())](JobSpec spec, QObject* context,
                                                                            std::function<void(Result<QString>)> done) {
        if (session)
            session->submit(std::move(spec), context, std::move(done));
    });
    connect(dialog, &SubmitDialog::submitted, this,
            [this](const QString& id) { statusBar()->showMessage(tr("Submitted job %1").arg(id), 10000); });
    dialog->open();
    return dialog;
}

UsageDialog* MainWindow::openUsageDialog()
{
    if (!m_session)
        return nullptr;
    auto* dialog = new UsageDialog(m_session->watcher()->snapshot(), m_session->backend()->url(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QDateTime since = m_session->watcher()->snapshot().takenAt.addDays(-7 * UsageAdvisor::DefaultWeeks);
    QCoro::connect(UsageHistory::pastJobs(m_session->sharedBackend(), m_session->historyPath(), since), dialog,
                   [dialog](QList<FinishedJob> past) { dialog->setPast(std::move(past)); });
    dialog->open();
    return dialog;
}

void MainWindow::showCurrentJob()
{
    const Job* job = m_jobs->currentJob();
    if (!job) {
        m_detail->clear();
        return;
    }
    const ClusterWatcher* w = watcher();
    const QDateTime now = w ? w->snapshot().takenAt : Clock::currentDateTimeUtc();
    const QList<CauseTimeline::Entry> seen
        = m_session ? m_session->timeline().entries(job->id) : QList<CauseTimeline::Entry>();
    m_detail->showJob(*job, *m_jobs->currentInsight(), w && w->isStale(),
                      m_session ? m_session->timeline().summary(job->id, now) : QString(),
                      JobPhases::of(*job, seen, now));
    if (job->isPending() && m_session) {
        m_session->requestForecast(*job, m_jobs->currentInsight()->position);
        requestAlternatives(*job);
    }
    if (job->isPending() && job->gpus > 0 && m_overview->plan()->shapeJobId() != job->id)
        m_overview->plan()->setShape(JobShape::fromJob(*job), job->id);
}

void MainWindow::requestAlternatives(const Job& job)
{
    // On a worker thread, like the forecast; a closed pane (or another job shown by then) drops the result.
    const ClusterSnapshot snapshot = m_session->watcher()->snapshot();
    QCoro::connect(AlternativesAdvisor::adviseAsync(snapshot, job.id, m_session->backend()->capabilitiesFor({ job.id }),
                                                    m_session->historyPath(), AlternativesAdvisor::SortBy::Finish),
                   m_detail, [detail = m_detail, id = job.id](AlternativesAdvisor::Advice advice) {
                       detail->setAlternatives(id, advice);
                   });
}

void MainWindow::scheduleAt(const QDateTime& begin, const QString& partition, const QString& jobId)
{
    // The plan's job, if it is still one of ours pending: move it; otherwise prepare a new submission.
    const Job* job = m_session && !jobId.isEmpty() ? m_session->watcher()->snapshot().findJob(jobId) : nullptr;
    if (job && job->isPending() && job->user == m_session->watcher()->snapshot().currentUser) {
        m_actions->schedule(*job, begin, partition);
        return;
    }
    JobSpec spec = m_overview->plan()->shape().toSpec();
    spec.partition = partition;
    spec.beginTime = begin;
    if (SubmitDialog* dialog = openSubmitDialog())
        dialog->setSpec(spec);
}

} // namespace qc
