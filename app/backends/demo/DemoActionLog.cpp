#include "DemoActionLog.h"

#include "../../model/JsonCodec.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace qc::demo {

using nlohmann::json;

namespace {
const char* kindName(DemoAction::Kind kind)
{
    switch (kind) {
    case DemoAction::Kind::Submit: return "submit";
    case DemoAction::Kind::Update: return "update";
    case DemoAction::Kind::Cancel: return "cancel";
    case DemoAction::Kind::Requeue: return "requeue";
    }
    return "submit";
}
} // namespace

DemoActionLog::DemoActionLog(QString path)
    : m_path(std::move(path))
{
}

QString DemoActionLog::load()
{
    m_actions.clear();
    if (m_path.isEmpty())
        return {};
    QFile file(m_path);
    if (!file.exists())
        return {};
    if (!file.open(QIODevice::ReadOnly))
        return QCoreApplication::translate("DemoActionLog", "Cannot read %1: %2").arg(m_path, file.errorString());
    const json doc = json::parse(file.readAll().toStdString(), nullptr, false);
    if (!doc.is_object() || !doc.contains("actions") || !doc["actions"].is_array())
        return QCoreApplication::translate("DemoActionLog", "%1 is not a QueueCast demo log").arg(m_path);
    for (const auto& a : doc["actions"]) {
        if (!a.is_object())
            continue;
        DemoAction action;
        const std::string kind = a.value("kind", std::string());
        if (kind == "update")
            action.kind = DemoAction::Kind::Update;
        else if (kind == "cancel")
            action.kind = DemoAction::Kind::Cancel;
        else if (kind == "requeue")
            action.kind = DemoAction::Kind::Requeue;
        else if (kind != "submit")
            continue;
        action.at = codec::timeFromJson(a.value("at", json()));
        action.user = codec::qstr(a.value("user", json()));
        action.jobId = codec::qstr(a.value("job_id", json()));
        if (a.contains("spec"))
            action.spec = codec::jobSpecFromJson(a["spec"]);
        if (a.contains("change"))
            action.change = codec::jobUpdateFromJson(a["change"]);
        if (action.at.isValid())
            m_actions.append(action);
    }
    return {};
}

void DemoActionLog::append(DemoAction action)
{
    m_actions.append(std::move(action));
}

QString DemoActionLog::save() const
{
    if (m_path.isEmpty())
        return {};
    json actions = json::array();
    for (const auto& a : m_actions) {
        json entry { { "kind", kindName(a.kind) }, { "at", codec::timeJson(a.at) }, { "user", codec::utf8(a.user) } };
        if (!a.jobId.isEmpty())
            entry["job_id"] = codec::utf8(a.jobId);
        if (a.kind == DemoAction::Kind::Submit)
            entry["spec"] = codec::toJson(a.spec);
        if (a.kind == DemoAction::Kind::Update)
            entry["change"] = codec::toJson(a.change);
        actions.push_back(std::move(entry));
    }
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    // QSaveFile: a crash mid-write leaves the previous log intact.
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    const std::string text = json { { "version", 1 }, { "actions", actions } }.dump(2);
    file.write(text.data(), qint64(text.size()));
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace qc::demo
