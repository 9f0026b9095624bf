#include "JobTemplateStore.h"

#include "../model/JsonCodec.h"

#include <QRegularExpression>
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

nlohmann::json readAll(const QString& file)
{
    const QByteArray text = open(file)->value(kKey).toByteArray();
    auto doc = nlohmann::json::parse(text.constData(), text.constData() + text.size(), nullptr, false);
    return doc.is_object() ? doc : nlohmann::json::object();
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
    static const QRegularExpression secret(QStringLiteral("(TOKEN|SECRET|PASSW(OR)?D|PASS|KEY|CREDENTIAL)"),
                                           QRegularExpression::CaseInsensitiveOption);
    return secret.match(variable).hasMatch();
}

QStringList JobTemplateStore::names() const
{
    QStringList out;
    const auto all = readAll(m_settingsFile);
    for (auto it = all.begin(); it != all.end(); ++it)
        out.append(QString::fromStdString(it.key()));
    out.sort(Qt::CaseInsensitive);
    return out;
}

std::optional<JobSpec> JobTemplateStore::load(const QString& name) const
{
    const auto all = readAll(m_settingsFile);
    const auto it = all.find(codec::utf8(name));
    if (it == all.end() || !it->is_object())
        return std::nullopt;
    return codec::jobSpecFromJson(*it);
}

QStringList JobTemplateStore::save(const QString& name, const JobSpec& spec)
{
    JobSpec kept = spec;
    QStringList dropped;
    for (auto it = kept.environment.begin(); it != kept.environment.end();) {
        if (looksSecret(it.key())) {
            dropped.append(it.key());
            it = kept.environment.erase(it);
        } else {
            ++it;
        }
    }
    // A template is a shape to reuse, not a moment: the begin time would be in the past next week.
    kept.beginTime = {};
    auto all = readAll(m_settingsFile);
    all[codec::utf8(name)] = codec::toJson(kept);
    writeAll(m_settingsFile, all);
    return dropped;
}

bool JobTemplateStore::remove(const QString& name)
{
    auto all = readAll(m_settingsFile);
    if (all.erase(codec::utf8(name)) == 0)
        return false;
    writeAll(m_settingsFile, all);
    return true;
}

} // namespace qc
