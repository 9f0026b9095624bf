#include "DemoActionLog.h"

#include "../../model/JsonCodec.h"
#include "../../model/SecretVariable.h"
#include "model/Clock.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QRegularExpression>
#include <QSaveFile>

namespace qc::demo {

using nlohmann::json;

namespace {
const char* const kFormat = "queuecast-demo-actions";
constexpr int kVersion = 1;
// A log of a few thousand actions is a few MB; anything far larger is not one of ours or not worth reading.
constexpr qint64 kMaxBytes = 64LL * 1024 * 1024;
// Generous: a holder may be replaying a long log (several seconds for weeks of history).
constexpr int kLockWaitMs = 60000;

const char* kindName(DemoAction::Kind kind)
{
    switch (kind) {
    case DemoAction::Kind::Submit:
        return "submit";
    case DemoAction::Kind::Update:
        return "update";
    case DemoAction::Kind::Cancel:
        return "cancel";
    case DemoAction::Kind::Requeue:
        return "requeue";
    }
    return "submit";
}

std::optional<DemoAction::Kind> kindFromName(const std::string& name)
{
    for (auto kind :
         { DemoAction::Kind::Submit, DemoAction::Kind::Update, DemoAction::Kind::Cancel, DemoAction::Kind::Requeue }) {
        if (name == kindName(kind))
            return kind;
    }
    return std::nullopt;
}

json entryOf(const DemoAction& a)
{
    json entry { { "kind", kindName(a.kind) }, { "at", codec::timeJson(a.at) }, { "user", codec::utf8(a.user) } };
    if (!a.jobId.isEmpty())
        entry["job_id"] = codec::utf8(a.jobId);
    if (a.kind == DemoAction::Kind::Submit)
        entry["spec"] = codec::toJson(SecretVariable::withoutSecrets(a.spec));
    if (a.kind == DemoAction::Kind::Update)
        entry["change"] = codec::toJson(a.change);
    return entry;
}

// Takes secret-looking values out of an entry written before they were stripped. True when it found one.
bool scrub(json& entry)
{
    const auto spec = entry.find("spec");
    if (spec == entry.end() || !spec->is_object())
        return false;
    const auto env = spec->find("environment");
    if (env == spec->end() || !env->is_object())
        return false;
    bool found = false;
    for (auto it = env->begin(); it != env->end();) {
        if (SecretVariable::looksSecret(QString::fromStdString(it.key()))) {
            it = env->erase(it);
            found = true;
        } else {
            ++it;
        }
    }
    return found;
}

// One entry; nullopt with an empty error for a kind a newer version wrote (kept, not replayed).
codec::Decoded<DemoAction> decodeEntry(const json& a)
{
    auto fail = [](QString why) { return codec::Decoded<DemoAction> { std::nullopt, std::move(why) }; };
    if (!a.is_object())
        return fail(DemoActionLog::tr("expected a JSON object"));
    auto field = [](const char* name, const QString& why) {
        return DemoActionLog::tr("field \"%1\": %2").arg(QString::fromLatin1(name), why);
    };
    const auto kind = a.find("kind");
    if (kind == a.end() || !kind->is_string())
        return fail(field("kind", DemoActionLog::tr("expected a string")));
    DemoAction action;
    if (const auto k = kindFromName(kind->get_ref<const std::string&>()))
        action.kind = *k;
    else
        return {};
    const auto at = codec::decodeTime(a.contains("at") ? a["at"] : json());
    if (!at || !at.value->isValid())
        return fail(field("at", DemoActionLog::tr("expected a time")));
    action.at = *at.value;
    for (const auto& [name, target] : { std::pair { "user", &action.user }, std::pair { "job_id", &action.jobId } }) {
        const auto it = a.find(name);
        if (it == a.end() || it->is_null())
            continue;
        if (!it->is_string())
            return fail(field(name, DemoActionLog::tr("expected a string")));
        *target = QString::fromStdString(it->get_ref<const std::string&>());
    }
    if (action.kind != DemoAction::Kind::Submit && action.jobId.isEmpty())
        return fail(field("job_id", DemoActionLog::tr("missing")));
    if (action.kind == DemoAction::Kind::Submit) {
        auto spec = codec::decodeJobSpec(a.contains("spec") ? a["spec"] : json::object());
        if (!spec)
            return fail(field("spec", spec.error));
        action.spec = std::move(*spec.value);
    }
    if (action.kind == DemoAction::Kind::Update) {
        auto change = codec::decodeJobUpdate(a.contains("change") ? a["change"] : json::object());
        if (!change)
            return fail(field("change", change.error));
        action.change = std::move(*change.value);
    }
    return { std::move(action), {} };
}

// A log of ours cut short (a full disk, a copy interrupted): only its opening survives.
bool looksLikeTruncatedLog(const QByteArray& bytes)
{
    static const QRegularExpression head(QStringLiteral("^\\s*\\{\\s*\"actions\"\\s*:\\s*\\["));
    return head.match(QString::fromUtf8(bytes.left(256))).hasMatch();
}
} // namespace

DemoActionLog::Parsed DemoActionLog::parse(const QByteArray& bytes)
{
    Parsed out;
    if (bytes.trimmed().isEmpty())
        return out;
    auto doc = codec::parseDocument(bytes);
    if (!doc) {
        out.problem = looksLikeTruncatedLog(bytes) ? Problem::Damaged : Problem::Foreign;
        out.error = doc.error;
        return out;
    }
    json& root = *doc.value;
    const bool marked = root.is_object() && root.contains("format") && root["format"] == kFormat;
    // Logs written before the format marker have exactly these two keys' kind of content.
    const bool older
        = root.is_object() && !root.contains("format") && root.contains("actions") && root.contains("version");
    if (!marked && !older) {
        out.problem = Problem::Foreign;
        out.error = tr("not a QueueCast demo log");
        return out;
    }
    const auto version = root.find("version");
    if (version == root.end() || !version->is_number_integer()) {
        out.problem = Problem::Damaged;
        out.error = tr("field \"version\": expected a whole number");
        return out;
    }
    if (version->get<std::int64_t>() > kVersion) {
        out.problem = Problem::Unreadable;
        out.error = tr("written by a newer QueueCast");
        return out;
    }
    auto actions = root.find("actions");
    if (actions == root.end() || !actions->is_array()) {
        out.problem = Problem::Damaged;
        out.error = tr("field \"actions\": expected an array");
        return out;
    }
    for (auto& entry : *actions) {
        if (entry.is_object() && scrub(entry))
            out.scrubbed = true;
        auto action = decodeEntry(entry);
        if (!action && !action.error.isEmpty()) {
            out.problem = Problem::Damaged;
            //: %1 is the action's position in the log, %2 what is wrong with it
            out.error = tr("action %1: %2").arg(out.entries.size() + 1).arg(action.error);
            out.actions.clear();
            out.entries.clear();
            return out;
        }
        if (action)
            out.actions.append(std::move(*action.value));
        out.entries.append(std::move(entry));
    }
    return out;
}

DemoActionLog::DemoActionLog(QString path)
    : m_path(std::move(path))
{
}

void DemoActionLog::appendInMemory(DemoAction action)
{
    m_entries.append(entryOf(action));
    m_actions.append(std::move(action));
}

DemoActionLog::Status DemoActionLog::load()
{
    m_actions.clear();
    m_entries.clear();
    if (m_path.isEmpty())
        return {};
    if (!QFileInfo::exists(m_path))
        return {};
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QLockFile lock(lockPath());
    if (!lock.tryLock(kLockWaitMs))
        return { Problem::Unreadable, tr("Cannot lock %1: another QueueCast holds it").arg(m_path) };
    bool changed = false;
    return readLocked(&changed);
}

DemoActionLog::Status DemoActionLog::append(const Decide& decide)
{
    if (m_path.isEmpty()) {
        if (auto action = decide(false))
            appendInMemory(std::move(*action));
        return {};
    }
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath()))
        return { Problem::Unreadable, tr("Cannot create the folder of %1").arg(m_path) };
    QLockFile lock(lockPath());
    if (!lock.tryLock(kLockWaitMs))
        return { Problem::Unreadable, tr("Cannot lock %1: another QueueCast holds it").arg(m_path) };
    bool changed = false;
    if (const Status read = readLocked(&changed); read.problem != Problem::None && read.problem != Problem::Damaged)
        return read;
    auto action = decide(changed);
    if (!action)
        return {};
    appendInMemory(std::move(*action));
    return writeLocked();
}

DemoActionLog::Status DemoActionLog::readLocked(bool* changed)
{
    QFile file(m_path);
    if (!file.exists()) {
        *changed = !m_entries.isEmpty();
        m_actions.clear();
        m_entries.clear();
        return {};
    }
    if (file.size() > kMaxBytes)
        return { Problem::Unreadable, tr("%1 is too large to be a QueueCast demo log").arg(m_path) };
    if (!file.open(QIODevice::ReadOnly))
        return { Problem::Unreadable, tr("Cannot read %1: %2").arg(m_path, file.errorString()) };
    // readAll, not read(kMaxBytes): the size is checked above, and read(N) allocates N bytes first (64 MB for a
    // log of a few hundred bytes; fuzz_json_codec spent 83% of its time zeroing them).
    Parsed parsed = parse(file.readAll());
    file.close();
    switch (parsed.problem) {
    case Problem::None:
        break;
    case Problem::Foreign:
        return { Problem::Foreign,
                 tr("%1 is not a QueueCast demo log; choose another file with demo://?state=PATH").arg(m_path) };
    case Problem::Unreadable:
        return { Problem::Unreadable, tr("Cannot use %1: %2").arg(m_path, parsed.error) };
    case Problem::Damaged: {
        // Ours but unreadable: keep it for the user instead of overwriting it with the next action.
        const QString aside = m_path + QStringLiteral(".corrupt-") + QString::number(Clock::currentSecsSinceEpoch());
        if (!QFile::rename(m_path, aside))
            return { Problem::Unreadable, tr("Cannot read %1 (%2) nor move it aside").arg(m_path, parsed.error) };
        *changed = !m_entries.isEmpty();
        m_actions.clear();
        m_entries.clear();
        const QString message = tr("The demo log %1 is damaged (%2); it was kept as %3 and a new log started")
                                    .arg(m_path, parsed.error, aside);
        qWarning("demo: %s", qPrintable(message));
        return { Problem::Damaged, message };
    }
    }
    *changed = parsed.entries != m_entries;
    m_actions = std::move(parsed.actions);
    m_entries = std::move(parsed.entries);
    // An older log kept secret values in clear: rewrite it now that they are out (and the mode is 0600).
    if (parsed.scrubbed)
        return writeLocked();
    return {};
}

DemoActionLog::Status DemoActionLog::writeLocked() const
{
    json entries = json::array();
    for (const auto& e : m_entries)
        entries.push_back(e);
    const std::string text
        = json { { "actions", std::move(entries) }, { "format", kFormat }, { "version", kVersion } }.dump(1);
    // QSaveFile: a crash mid-write leaves the previous log intact.
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return { Problem::Unreadable, tr("Cannot write %1: %2").arg(m_path, file.errorString()) };
    // Only the user reads what the user did (job names, scripts, variables).
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(text.data(), qint64(text.size()));
    if (!file.commit())
        return { Problem::Unreadable, tr("Cannot write %1: %2").arg(m_path, file.errorString()) };
    return {};
}

} // namespace qc::demo
