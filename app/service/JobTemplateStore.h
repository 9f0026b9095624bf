#pragma once

#include "../model/JobSpec.h"
#include "../model/JsonCodec.h"

#include <QCoreApplication>
#include <QStringList>
#include <optional>

namespace qc {

// Named submit-form templates, kept in the application's settings as one JSON document. Environment variables
// that look like secrets (…TOKEN, …SECRET, …PASSWORD, …KEY) are never written: credentials stay out of files.
// What it cannot read it keeps: a template with a field of the wrong type stays listed (and is refused when
// loaded), and a document it cannot parse is copied to a backup file before the next save starts a new one.
class JobTemplateStore
{
    Q_DECLARE_TR_FUNCTIONS(JobTemplateStore)

public:
    // `settingsFile` empty: the application's own QSettings (organisation and application name).
    explicit JobTemplateStore(QString settingsFile = {});

    QStringList names() const; // sorted
    std::optional<JobSpec> load(const QString& name) const;
    // The template, or why it cannot be read (translated); an empty error with no value: there is none.
    codec::Decoded<JobSpec> read(const QString& name) const;
    // Replaces a template of the same name. Returns the environment keys left out as secrets.
    QStringList save(const QString& name, const JobSpec& spec);
    bool remove(const QString& name);

    // Translated, empty when all is well: the stored templates cannot be read at the moment.
    QString problem() const;
    // Translated, set by the save or remove that found the stored templates unreadable: where they were kept.
    QString notice() const { return m_notice; }

    static bool looksSecret(const QString& variable);

private:
    QString m_settingsFile;
    QString m_notice;
};

} // namespace qc
