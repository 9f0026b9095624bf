#include "JobTemplateStore.h"

#include "../model/SecretVariable.h"
#include "model/Clock.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QSettings>
#include <memory>

namespace qc {

namespace {
const QString kKey = QStringLiteral("submit/templates");

std::unique_ptr<QSettings> open(const QString& file)
{
    if (file.isEmpty())
        return std::make_unique<QSettings>();
    return std::make_unique<QSettings>(file, QSettings::IniFormat);
}

struct Stored
{
    nlohmann::json all = nlohmann::json::object();
    QByteArray text; // as stored
    QString error; // translated; the document could not be read
};

Stored readAll(const QString& file)
{
    Stored s;
    const QVariant value = open(file)->value(kKey);
    if (!value.isValid())
        return s;
    s.text = value.toByteArray();
    auto doc = codec::parseDocument(s.text);
    if (!doc)
        s.error = doc.error;
    else if (!doc.value->is_object())
        s.error = QCoreApplication::translate("JsonCodec", "expected a JSON object");
    else
        s.all = std::move(*doc.value);
    return s;
}

void writeAll(const QString& file, const nlohmann::json& all)
{
    auto settings = open(file);
    settings->setValue(kKey, QByteArray::fromStdString(all.dump()));
    settings->sync();
}
} // namespace

JobTemplateStore::JobTemplateStore(QString settingsFile)
    : m_settingsFile(std::move(settingsFile))
{
}

bool JobTemplateStore::looksSecret(const QString& variable)
{
    return SecretVariable::looksSecret(variable);
}

QString JobTemplateStore::problem() const
{
    const Stored s = readAll(m_settingsFile);
    return s.error.isEmpty() ? QString() : tr("The saved templates cannot be read: %1").arg(s.error);
}

QStringList JobTemplateStore::names() const
{
    QStringList out;
    const Stored s = readAll(m_settingsFile);
    for (auto it = s.all.begin(); it != s.all.end(); ++it)
        out.append(QString::fromStdString(it.key()));
    out.sort(Qt::CaseInsensitive);
    return out;
}

codec::Decoded<JobSpec> JobTemplateStore::read(const QString& name) const
{
    const Stored s = readAll(m_settingsFile);
    if (!s.error.isEmpty())
        return { std::nullopt, tr("The saved templates cannot be read: %1").arg(s.error) };
    const auto it = s.all.find(codec::utf8(name));
    if (it == s.all.end())
        return {};
    auto spec = codec::decodeJobSpec(*it);
    if (!spec)
        return { std::nullopt, tr("Template \"%1\" cannot be read: %2").arg(name, spec.error) };
    return spec;
}

std::optional<JobSpec> JobTemplateStore::load(const QString& name) const
{
    return read(name).value;
}

QStringList JobTemplateStore::save(const QString& name, const JobSpec& spec)
{
    QStringList dropped;
    JobSpec kept = SecretVariable::withoutSecrets(spec, &dropped);
    // A template is a shape to reuse, not a moment: the begin time would be in the past next week.
    kept.beginTime = {};
    Stored s = readAll(m_settingsFile);
    m_notice.clear();
    if (!s.error.isEmpty()) {
        // Never overwrite what we could not read: keep a copy beside the settings, and say where.
        const QString folder = QFileInfo(open(m_settingsFile)->fileName()).absolutePath();
        const QString backup = folder + QStringLiteral("/templates-unreadable-")
            + Clock::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz")) + QStringLiteral(".json");
        QDir().mkpath(folder);
        QSaveFile file(backup);
        if (!file.open(QIODevice::WriteOnly)) {
            m_notice
                = tr("The saved templates cannot be read (%1) nor kept in %2: nothing was saved.").arg(s.error, backup);
            return dropped;
        }
        file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        file.write(s.text);
        if (!file.commit()) {
            m_notice
                = tr("The saved templates cannot be read (%1) nor kept in %2: nothing was saved.").arg(s.error, backup);
            return dropped;
        }
        m_notice = tr("The saved templates could not be read (%1); they were kept in %2 and a new list started.")
                       .arg(s.error, backup);
        s.all = nlohmann::json::object();
    }
    s.all[codec::utf8(name)] = codec::toJson(kept);
    writeAll(m_settingsFile, s.all);
    return dropped;
}

bool JobTemplateStore::remove(const QString& name)
{
    Stored s = readAll(m_settingsFile);
    m_notice.clear();
    if (!s.error.isEmpty()) {
        m_notice = tr("The saved templates cannot be read: %1").arg(s.error);
        return false; // nothing we can read to remove; the stored text stays as it is
    }
    if (s.all.erase(codec::utf8(name)) == 0)
        return false;
    writeAll(m_settingsFile, s.all);
    return true;
}

} // namespace qc
