#include "BackendFactory.h"

#include <QCoreApplication>
#include <QMutex>
#include <utility>
#include <vector>

namespace qc {

namespace {

struct Registry
{
    QMutex mutex;
    std::vector<std::pair<QString, BackendFactory::Creator>> creators;
};

// Constructed on first use: registrations run from static initialisers of other translation units.
Registry& registry()
{
    static Registry instance;
    return instance;
}

} // namespace

QStringList BackendFactory::supportedSchemes()
{
    Registry& r = registry();
    QMutexLocker lock(&r.mutex);
    QStringList schemes;
    for (const auto& [scheme, creator] : r.creators)
        schemes.append(scheme);
    return schemes;
}

void BackendFactory::registerScheme(const QString& scheme, Creator creator)
{
    Registry& r = registry();
    QMutexLocker lock(&r.mutex);
    const QString key = scheme.toLower();
    for (auto& entry : r.creators) {
        if (entry.first == key) {
            entry.second = std::move(creator);
            return;
        }
    }
    r.creators.emplace_back(key, std::move(creator));
}

Result<std::shared_ptr<Backend>> BackendFactory::create(const QString& text)
{
    const QUrl url(text.trimmed(), QUrl::StrictMode);
    if (!url.isValid() || url.scheme().isEmpty())
        return BackendError::make(
            BackendError::Kind::InvalidUrl,
            QCoreApplication::translate("BackendFactory", "Not a backend URL (expected e.g. demo:// or slurm://)"),
            text);
    const QString scheme = url.scheme().toLower();
    Creator creator;
    {
        Registry& r = registry();
        QMutexLocker lock(&r.mutex);
        for (const auto& entry : r.creators) {
            if (entry.first == scheme)
                creator = entry.second;
        }
    }
    if (creator) // called unlocked: a profiles URL creates its members through here
        return creator(url);
    return BackendError::make(BackendError::Kind::InvalidUrl,
                              QCoreApplication::translate("BackendFactory", "Unknown backend \"%1\"; supported: %2")
                                  .arg(scheme, supportedSchemes().join(QStringLiteral(", "))),
                              text);
}

} // namespace qc
