#include "JobViewState.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QSettings>
#include <QTabWidget>
#include <QTableView>

namespace qc {

QString JobViewState::key(const QString& profile, const char* name)
{
    // Profile ids are file-name safe already; a slash would make a QSettings group, so none may appear.
    QString id = profile;
    id.replace(QLatin1Char('/'), QLatin1Char('_'));
    return QStringLiteral("view/%1/%2").arg(id, QLatin1String(name));
}

void JobViewState::save(const QString& profile, const QString& selectedJob) const
{
    if (profile.isEmpty())
        return;
    QSettings s;
    s.setValue(key(profile, "tab"), m_w.tabs->currentIndex());
    s.setValue(key(profile, "scope"), m_w.scope->currentIndex());
    s.setValue(key(profile, "state"), m_w.state->currentIndex());
    s.setValue(key(profile, "region"), m_w.region->currentData().toString());
    s.setValue(key(profile, "filter"), m_w.search->text());
    s.setValue(key(profile, "header"), m_w.jobs->horizontalHeader()->saveState());
    s.setValue(key(profile, "job"), selectedJob);
}

void JobViewState::restore(const QString& profile)
{
    if (profile.isEmpty())
        return;
    QSettings s;
    const int tab = s.value(key(profile, "tab"), -1).toInt();
    if (tab >= 0 && tab < m_w.tabs->count())
        m_w.tabs->setCurrentIndex(tab);
    const int scope = s.value(key(profile, "scope"), -1).toInt();
    if (scope >= 0 && scope < m_w.scope->count())
        m_w.scope->setCurrentIndex(scope);
    const int state = s.value(key(profile, "state"), -1).toInt();
    if (state >= 0 && state < m_w.state->count())
        m_w.state->setCurrentIndex(state);
    if (s.contains(key(profile, "filter")))
        m_w.search->setText(s.value(key(profile, "filter")).toString());
    const QByteArray header = s.value(key(profile, "header")).toByteArray();
    // restoreState brings the sort indicator; the view sorts by it only when told.
    if (!header.isEmpty() && m_w.jobs->horizontalHeader()->restoreState(header))
        m_w.jobs->sortByColumn(m_w.jobs->horizontalHeader()->sortIndicatorSection(),
                               m_w.jobs->horizontalHeader()->sortIndicatorOrder());
}

QString JobViewState::savedRegion(const QString& profile) const
{
    return profile.isEmpty() ? QString() : QSettings().value(key(profile, "region")).toString();
}

QString JobViewState::savedJob(const QString& profile) const
{
    return profile.isEmpty() ? QString() : QSettings().value(key(profile, "job")).toString();
}

} // namespace qc
