#pragma once

#include "../model/JobSpec.h"

#include <QStringList>
#include <optional>

namespace qc {

// Named submit-form templates, kept in the application's settings as one JSON document. Environment variables
// that look like secrets (…TOKEN, …SECRET, …PASSWORD, …KEY) are never written: credentials stay out of files.
class JobTemplateStore
{
public:
    // `settingsFile` empty: the application's own QSettings (organisation and application name).
    explicit JobTemplateStore(QString settingsFile = {});

    QStringList names() const; // sorted
    std::optional<JobSpec> load(const QString& name) const;
    // Replaces a template of the same name. Returns the environment keys left out as secrets.
    QStringList save(const QString& name, const JobSpec& spec);
    bool remove(const QString& name);

    static bool looksSecret(const QString& variable);

private:
    QString m_settingsFile;
};

} // namespace qc
