#include "WhatAmILookingAtDialog.h"

#include "analysis/Cause.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace qc {

namespace {
QString meaning(Cause cause)
{
    switch (cause) {
    case Cause::GpuShortage:
        return WhatAmILookingAtDialog::tr("Not enough GPUs of the kind asked for are free in the partition. It starts "
                                          "when running jobs end; the detail pane says by when at the latest.");
    case Cause::Fragmentation:
        return WhatAmILookingAtDialog::tr("Enough GPUs are free in all, but not on one node (or not in the shape "
                                          "asked for). Asking for fewer GPUs per node often starts it at once.");
    case Cause::Quota:
        return WhatAmILookingAtDialog::tr("A limit of your QOS or account (GPUs or jobs at once) is reached. It "
                                          "starts when one of the jobs counted against the limit ends.");
    case Cause::Priority:
        return WhatAmILookingAtDialog::tr("Resources may be there, but jobs with higher priority go first. The "
                                          "Position column is its place among the jobs waiting for their turn.");
    case Cause::StorageIo:
        return WhatAmILookingAtDialog::tr("It waits for a licence or burst buffer (shared storage bandwidth).");
    case Cause::Startup:
        return WhatAmILookingAtDialog::tr("Nodes are allocated and the job is being started (booting, mounting).");
    case Cause::BeginTime:
        return WhatAmILookingAtDialog::tr("It was asked not to start before a given time.");
    case Cause::Dependency:
        return WhatAmILookingAtDialog::tr("It waits for other jobs to finish first.");
    case Cause::Held:
        return WhatAmILookingAtDialog::tr("Someone put it on hold; it does not queue until released. Its owner "
                                          "can release a user hold; an administrator hold needs root or an "
                                          "operator.");
    case Cause::Unavailable:
        return WhatAmILookingAtDialog::tr("The nodes or the partition it needs are down, drained or reserved.");
    case Cause::NeverRuns:
        return WhatAmILookingAtDialog::tr("As written it can never start here (too long, too many GPUs, a failed "
                                          "dependency): change or cancel it.");
    case Cause::Other:
        return WhatAmILookingAtDialog::tr("The scheduler has not looked at it yet, or gave a reason QueueCast does "
                                          "not know; the raw reason is shown.");
    }
    return {};
}
} // namespace

WhatAmILookingAtDialog::WhatAmILookingAtDialog(QWidget* parent)
    : QDialog(parent)
    , m_page(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("whatAmILookingAt"));
    m_page->setObjectName(QStringLiteral("helpPage"));
    m_page->setOpenExternalLinks(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_page);
    layout->addWidget(buttons);
    resize(640, 620);
    retranslate();
}

QString WhatAmILookingAtDialog::readmePath()
{
    const QString app = QCoreApplication::applicationDirPath();
    // QString, not QStringBuilder: an initializer list of builders would keep references to temporaries.
    const QStringList candidates { app + QStringLiteral("/../share/doc/queuecast/README.md"),
                                   app + QStringLiteral("/../README.md"), app + QStringLiteral("/../../README.md"),
                                   app + QStringLiteral("/../../../README.md") };
    for (const QString& candidate : candidates) {
        if (QFileInfo::exists(candidate))
            return QDir::cleanPath(candidate);
    }
    return {};
}

QString WhatAmILookingAtDialog::html() const
{
    QString h = QStringLiteral("<h3>%1</h3><p>%2</p>")
                    .arg(tr("What am I looking at?"),
                         tr("The table lists the cluster's jobs, yours in bold. The top tabs show the regions "
                            "(partitions), why jobs wait, the nodes, busy hours, live load and a plan for your "
                            "next job. Select a job to see in the right pane why it waits and what you can do."));
    h += QStringLiteral("<h4>%1</h4><dl>").arg(tr("Why jobs wait"));
    for (Cause c : allCauses())
        h += QStringLiteral("<dt><b>%1</b></dt><dd>%2</dd>").arg(CauseText::label(c).toHtmlEscaped(), meaning(c));
    h += QStringLiteral("</dl><p>%1</p>")
             .arg(tr("A star (*) after a cause: QueueCast inferred it from the cluster's "
                     "state; the scheduler's own reason is in the last column."));
    const QString readme = readmePath();
    h += readme.isEmpty() ? QStringLiteral("<p>%1</p>").arg(tr("More in the README.md that comes with QueueCast."))
                          : QStringLiteral("<p><a href=\"%1\">%2</a></p>")
                                .arg(QUrl::fromLocalFile(readme).toString(QUrl::FullyEncoded), tr("Read the README"));
    return h;
}

void WhatAmILookingAtDialog::retranslate()
{
    setWindowTitle(tr("What am I looking at?"));
    m_page->setHtml(html());
}

void WhatAmILookingAtDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace qc
