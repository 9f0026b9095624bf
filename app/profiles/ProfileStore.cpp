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

QList<ClusterProfile> ProfileStore::profiles() const
{
    m_settings->sync();
    QList<ClusterProfile> result;
    const int n = m_settings->beginReadArray(kGroup);
    for (int i = 0; i < n; ++i) {
        m_settings->setArrayIndex(i);
        ClusterProfile p;
        p.name = m_settings->value(QStringLiteral("name")).toString();
        const auto kind = ClusterProfile::kindFromKey(m_settings->value(QStringLiteral("kind")).toString());
        if (!kind || !ClusterProfile::isValidName(p.name))
            continue; // written by a newer version or edited by hand: skip rather than guess
        p.kind = *kind;
        p.url = m_settings->value(QStringLiteral("url")).toString();
        p.user = m_settings->value(QStringLiteral("user")).toString();
        p.allowPlainHttp = m_settings->value(QStringLiteral("allowPlainHttp"), false).toBool();
        result.append(p);
    }
    m_settings->endArray();
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
    auto list = profiles();
    qsizetype at = -1;
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (!previousName.isEmpty() && list[i].name == previousName)
            at = i;
        else if (list[i].name == profile.name)
            return BackendError::make(BackendError::Kind::InvalidRequest,
                                      tr("There is already a profile named \"%1\"").arg(profile.name));
    }
    if (at >= 0)
        list[at] = profile;
    else
        list.append(profile);
    write(list);
    return Done {};
}

void ProfileStore::remove(const QString& name)
{
    auto list = profiles();
    list.removeIf([&name](const ClusterProfile& p) { return p.name == name; });
    write(list);
}

void ProfileStore::write(const QList<ClusterProfile>& profiles)
{
    m_settings->remove(kGroup);
    m_settings->beginWriteArray(kGroup, int(profiles.size()));
    for (int i = 0; i < profiles.size(); ++i) {
        m_settings->setArrayIndex(i);
        m_settings->setValue(QStringLiteral("name"), profiles[i].name);
        m_settings->setValue(QStringLiteral("kind"), ClusterProfile::kindKey(profiles[i].kind));
        m_settings->setValue(QStringLiteral("url"), profiles[i].url);
        m_settings->setValue(QStringLiteral("user"), profiles[i].user);
        m_settings->setValue(QStringLiteral("allowPlainHttp"), profiles[i].allowPlainHttp);
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
