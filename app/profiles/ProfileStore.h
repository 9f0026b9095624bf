#pragma once

#include "ClusterProfile.h"

#include <QStringList>
#include <QVariantMap>
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
    // One entry of the stored list as written, with the profile when this version understands it. Entries of a
    // kind it does not know (a newer version's) and fields it does not know are written back unchanged.
    struct StoredEntry
    {
        std::optional<ClusterProfile> profile;
        QVariantMap raw; // every key of the entry
    };
    QList<StoredEntry> entries() const;
    void write(const QList<StoredEntry>& entries);
    std::unique_ptr<QSettings> m_settings;
};

} // namespace qc
