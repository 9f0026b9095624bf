#include "SlurmFactsCache.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimeZone>

namespace qc::slurm {

using namespace Qt::Literals::StringLiterals;

namespace {
// Bumped when the layout changes: an entry of another version is ignored.
constexpr int kVersion = 2; // 2: assoc_qos
// Thousands of associations fit easily; anything larger is not ours.
constexpr qint64 kMaxFileBytes = 8 * 1024 * 1024;

QString scopeName(Limit::Scope s)
{
    switch (s) {
    case Limit::Scope::QosPerUser:
        return u"qos_per_user"_s;
    case Limit::Scope::QosGroup:
        return u"qos_group"_s;
    case Limit::Scope::AccountGroup:
        return u"account_group"_s;
    case Limit::Scope::UserAssoc:
        return u"user_assoc"_s;
    }
    return {};
}

std::optional<Limit::Scope> scopeFrom(const QString& name)
{
    for (Limit::Scope s :
         { Limit::Scope::QosPerUser, Limit::Scope::QosGroup, Limit::Scope::AccountGroup, Limit::Scope::UserAssoc }) {
        if (scopeName(s) == name)
            return s;
    }
    return std::nullopt;
}

QJsonArray limitsJson(const QList<Limit>& limits)
{
    QJsonArray a;
    for (const Limit& l : limits)
        a.append(QJsonObject { { u"scope"_s, scopeName(l.scope) },
                               { u"name"_s, l.name },
                               { u"user"_s, l.user },
                               { u"resource"_s, l.resource },
                               { u"max"_s, double(l.max) } });
    return a;
}

std::optional<QList<Limit>> limitsFrom(const QJsonValue& v)
{
    if (!v.isArray())
        return std::nullopt;
    QList<Limit> limits;
    for (const QJsonValue& item : v.toArray()) {
        const QJsonObject o = item.toObject();
        const auto scope = scopeFrom(o.value(u"scope"_s).toString());
        if (!scope || !o.value(u"max"_s).isDouble())
            return std::nullopt;
        Limit l;
        l.scope = *scope;
        l.name = o.value(u"name"_s).toString();
        l.user = o.value(u"user"_s).toString();
        l.resource = o.value(u"resource"_s).toString();
        l.max = qint64(o.value(u"max"_s).toDouble());
        limits.append(l);
    }
    return limits;
}

QJsonArray assocQosJson(const QList<AssociationQos>& all)
{
    QJsonArray a;
    for (const AssociationQos& q : all)
        a.append(QJsonObject { { u"account"_s, q.account },
                               { u"user"_s, q.user },
                               { u"partition"_s, q.partition },
                               { u"qos"_s, QJsonArray::fromStringList(q.qos) } });
    return a;
}

std::optional<QList<AssociationQos>> assocQosFrom(const QJsonValue& v)
{
    if (!v.isArray())
        return std::nullopt;
    QList<AssociationQos> all;
    for (const QJsonValue& item : v.toArray()) {
        const QJsonObject o = item.toObject();
        if (!o.value(u"qos"_s).isArray())
            return std::nullopt;
        AssociationQos q;
        q.account = o.value(u"account"_s).toString();
        q.user = o.value(u"user"_s).toString();
        q.partition = o.value(u"partition"_s).toString();
        for (const QJsonValue& name : o.value(u"qos"_s).toArray())
            q.qos.append(name.toString());
        all.append(q);
    }
    return all;
}

QString timeText(const QDateTime& t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}

QDateTime timeFrom(const QJsonValue& v)
{
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    t.setTimeZone(QTimeZone::utc());
    return t;
}
} // namespace

SlurmFactsCache::SlurmFactsCache(const QString& clusterKey)
{
    const QString dir
        = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + u"/queuecast/slurm-facts"_s;
    const QByteArray hash = QCryptographicHash::hash(clusterKey.toUtf8(), QCryptographicHash::Sha256).toHex();
    m_path = dir + QLatin1Char('/') + QString::fromLatin1(hash) + u".json"_s;
}

std::optional<SlurmFactsCache::Entry> SlurmFactsCache::load() const
{
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxFileBytes)
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(file.read(kMaxFileBytes)).object();
    if (o.value(u"version"_s).toInt() != kVersion)
        return std::nullopt;
    const auto qos = limitsFrom(o.value(u"qos_limits"_s));
    const auto assoc = limitsFrom(o.value(u"assoc_limits"_s));
    const auto assocQos = assocQosFrom(o.value(u"assoc_qos"_s));
    const QDateTime readAt = timeFrom(o.value(u"read_at"_s));
    if (!qos || !assoc || !assocQos || !readAt.isValid())
        return std::nullopt;
    Entry e;
    e.facts.qosLimits = *qos;
    e.facts.assocLimits = *assoc;
    e.facts.assocQos = *assocQos;
    e.facts.cluster = o.value(u"cluster"_s).toString();
    e.facts.privateJobs = o.value(u"private_jobs"_s).toBool();
    e.facts.readAt = readAt;
    e.user = o.value(u"user"_s).toString();
    e.isOperator = o.value(u"operator"_s).toBool();
    e.identityReadAt = timeFrom(o.value(u"identity_read_at"_s));
    return e;
}

bool SlurmFactsCache::save(const Entry& entry) const
{
    const QFileInfo info(m_path);
    if (!QDir().mkpath(info.path()))
        return false;
    // The cache directory may be shared with other programs; the facts are this user's.
    QFile::setPermissions(info.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    const QJsonObject o { { u"version"_s, kVersion },
                          { u"read_at"_s, timeText(entry.facts.readAt) },
                          { u"qos_limits"_s, limitsJson(entry.facts.qosLimits) },
                          { u"assoc_limits"_s, limitsJson(entry.facts.assocLimits) },
                          { u"assoc_qos"_s, assocQosJson(entry.facts.assocQos) },
                          { u"cluster"_s, entry.facts.cluster },
                          { u"private_jobs"_s, entry.facts.privateJobs },
                          { u"user"_s, entry.user },
                          { u"operator"_s, entry.isOperator },
                          { u"identity_read_at"_s, timeText(entry.identityReadAt) } };
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(QJsonDocument(o).toJson(QJsonDocument::Compact));
    return file.commit();
}

} // namespace qc::slurm
