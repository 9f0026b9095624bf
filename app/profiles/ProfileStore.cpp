#include "ProfileStore.h"

#include <QSettings>
#include <QUrlQuery>

namespace qc {

namespace {
const QString kGroup = QStringLiteral("profiles/list");
const QString kLastBackend = QStringLiteral("backend/url"); // shared with the main window's "last backend"
} // namespace

ProfileStore::ProfileStore(QString settingsFile)
    : m_settings(settingsFile.isEmpty() ? std::make_unique<QSettings>()
                                        : std::make_unique<QSettings>(settingsFile, QSettings::IniFormat))
{
}

ProfileStore::~ProfileStore() = default;

QString ProfileStore::fileName() const
{
    return m_settings->fileName();
}

QList<ProfileStore::StoredEntry> ProfileStore::entries() const
{
    m_settings->sync();
    QList<StoredEntry> result;
    const int n = m_settings->beginReadArray(kGroup);
    for (int i = 0; i < n; ++i) {
        m_settings->setArrayIndex(i);
        StoredEntry e;
        for (const QString& key : m_settings->allKeys())
            e.raw.insert(key, m_settings->value(key));
        ClusterProfile p;
        p.name = e.raw.value(QStringLiteral("name")).toString();
        const auto kind = ClusterProfile::kindFromKey(e.raw.value(QStringLiteral("kind")).toString());
        // Written by a newer version or edited by hand: keep it as it is rather than guess.
        if (kind && ClusterProfile::isValidName(p.name)) {
            p.kind = *kind;
            p.url = e.raw.value(QStringLiteral("url")).toString();
            p.user = e.raw.value(QStringLiteral("user")).toString();
            p.allowPlainHttp = e.raw.value(QStringLiteral("allowPlainHttp"), false).toBool();
            e.profile = p;
        }
        result.append(std::move(e));
    }
    m_settings->endArray();
    return result;
}

QList<ClusterProfile> ProfileStore::profiles() const
{
    QList<ClusterProfile> result;
    for (const auto& e : entries()) {
        if (e.profile)
            result.append(*e.profile);
    }
    return result;
}

std::optional<ClusterProfile> ProfileStore::find(const QString& name) const
{
    for (const auto& p : profiles()) {
        if (p.name == name)
            return p;
    }
    return std::nullopt;
}

VoidResult ProfileStore::save(const ClusterProfile& profile, const QString& previousName)
{
    if (!ClusterProfile::isValidName(profile.name))
        return BackendError::make(BackendError::Kind::InvalidRequest,
                                  tr("A profile name needs 1 to 40 characters, without \"/\", \":\" or \",\""),
                                  profile.name);
    auto list = entries();
    qsizetype at = -1;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString name = list[i].raw.value(QStringLiteral("name")).toString();
        if (!previousName.isEmpty() && list[i].profile && name == previousName)
            at = i;
        else if (name == profile.name) // also a profile this version cannot read: two of one name would clash
            return BackendError::make(BackendError::Kind::InvalidRequest,
                                      tr("There is already a profile named \"%1\"").arg(profile.name));
    }
    if (at < 0) {
        list.append(StoredEntry {});
        at = list.size() - 1;
    }
    StoredEntry& e = list[at];
    e.profile = profile;
    e.raw.insert(QStringLiteral("name"), profile.name);
    e.raw.insert(QStringLiteral("kind"), ClusterProfile::kindKey(profile.kind));
    e.raw.insert(QStringLiteral("url"), profile.url);
    e.raw.insert(QStringLiteral("user"), profile.user);
    e.raw.insert(QStringLiteral("allowPlainHttp"), profile.allowPlainHttp);
    write(list);
    return Done {};
}

void ProfileStore::remove(const QString& name)
{
    auto list = entries();
    list.removeIf([&name](const StoredEntry& e) { return e.profile && e.profile->name == name; });
    write(list);
}

void ProfileStore::write(const QList<StoredEntry>& entries)
{
    m_settings->remove(kGroup);
    m_settings->beginWriteArray(kGroup, int(entries.size()));
    for (int i = 0; i < entries.size(); ++i) {
        m_settings->setArrayIndex(i);
        for (auto it = entries[i].raw.cbegin(); it != entries[i].raw.cend(); ++it)
            m_settings->setValue(it.key(), it.value());
    }
    m_settings->endArray();
    m_settings->sync();
}

QStringList ProfileStore::lastUsed() const
{
    m_settings->sync();
    return namesFromUrl(QUrl(m_settings->value(kLastBackend).toString()));
}

QString ProfileStore::urlFor(const QStringList& names)
{
    QUrlQuery query;
    for (const auto& name : names)
        query.addQueryItem(QStringLiteral("name"), QString::fromLatin1(QUrl::toPercentEncoding(name)));
    QUrl url;
    url.setScheme(urlScheme());
    url.setQuery(query);
    return url.toString(QUrl::FullyEncoded);
}

QStringList ProfileStore::namesFromUrl(const QUrl& url)
{
    if (url.scheme() != urlScheme())
        return {};
    return QUrlQuery(url).allQueryItemValues(QStringLiteral("name"), QUrl::FullyDecoded);
}

} // namespace qc
