#include "RestOpenApiIndex.h"

#include "RestDocument.h"

#include <QRegularExpression>

namespace qc::rest {

namespace {
int minorOf(const QString& version)
{
    return version.section(QLatin1Char('.'), 2).toInt();
}
} // namespace

bool RestOpenApiIndex::isDeprecated(const QString& version) const
{
    if (deprecated.contains(version))
        return true;
    if (versions.size() < 3 || !versions.contains(version))
        return false;
    for (const auto& v : versions) {
        if (minorOf(v) < minorOf(version))
            return false;
    }
    return true;
}

RestOpenApiIndex RestOpenApiIndex::read(const QByteArray& body)
{
    RestOpenApiIndex index;
    const auto doc = RestDocument::parse(body, QStringLiteral("openapi"));
    if (!doc.ok())
        return index;
    const auto paths = doc.value().find("paths");
    if (paths == doc.value().end() || !paths->is_object())
        return index;
    static const QRegularExpression re(QStringLiteral("^/slurm/(v\\d+\\.\\d+\\.\\d+)/(ping)?/?"));
    for (const auto& item : paths->items()) {
        const auto m = re.match(QString::fromStdString(item.key()));
        if (!m.hasMatch())
            continue;
        const QString version = m.captured(1);
        if (!index.versions.contains(version))
            index.versions.append(version);
        if (m.captured(2).isEmpty() || !item.value().is_object())
            continue;
        const auto get = item.value().find("get");
        if (get != item.value().end() && get->is_object()) {
            const auto flag = get->find("deprecated");
            if (flag != get->end() && flag->is_boolean() && flag->get<bool>() && !index.deprecated.contains(version))
                index.deprecated.append(version);
        }
    }
    return index;
}

} // namespace qc::rest
