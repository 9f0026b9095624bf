#pragma once

#include "ClusterProfile.h"

#include <QStringList>
#include <memory>

class QSettings;

namespace qc {

// Cluster profiles in the application settings (group "profiles"). Never a token: those go to ProfileSecrets.
// The profiles last connected to are remembered as the backend URL "profiles:?name=a&name=b", so whatever
// restores the last backend at start-up restores them too.
class ProfileStore
{
    Q_DECLARE_TR_FUNCTIONS(ProfileStore)

public:
    // settingsFile empty: the application's own settings.
    explicit ProfileStore(QString settingsFile = {});
    ~ProfileStore();

    QList<ClusterProfile> profiles() const;
    std::optional<ClusterProfile> find(const QString& name) const;
    // Adds a profile, or replaces the one named previousName. Refuses bad names and names already taken.
    VoidResult save(const ClusterProfile& profile, const QString& previousName = {});
    void remove(const QString& name);
    // The profiles of the last connection, when it was made from profiles.
    QStringList lastUsed() const;
    QString fileName() const;

    static QString urlScheme() { return QStringLiteral("profiles"); }
    static QString urlFor(const QStringList& names);
    static QStringList namesFromUrl(const QUrl& url);

private:
    void write(const QList<ClusterProfile>& profiles);
    std::unique_ptr<QSettings> m_settings;
};

} // namespace qc
